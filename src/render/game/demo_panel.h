// A rules demo: step controls, autoplay, the scores so far and the step's explanation; the whole
// window in an embed on a rules page.
#pragma once
#include <string>

#include "render/game/screen.h"

namespace carc::render {

class DemoPanel {
 public:
  void draw(Table& s, BoardView& board, Screen& screen, ImVec2 view);
  // Autoplay steps on its own, so frames must keep coming.
  bool autoplaying() const { return autoplay_; }
  // "Step 3 / 7", as written (the page API's shownTexts reports it).
  static std::string stepText(const Table& s);
  // The explanation's scroll, in pixels: where it is and how far it goes (shownTexts).
  float textScroll() const { return scroll_; }
  float textScrollMax() const { return scrollMax_; }
  float textHeight() const { return textHeight_; }  // the explanation's box

 private:
  bool autoplay_ = false;
  bool wasReading_ = false;  // the reader held a tap or an explanation open last frame
  double autoplayNext_ = 0;  // when autoplay takes its next step (ImGui time)
  float scroll_ = 0, scrollMax_ = 0, textHeight_ = 0;
};

}  // namespace carc::render
