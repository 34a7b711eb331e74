// The Rules window: for each set of the game on show, its rules in short (the core deck's words
// here, an expansion's from its view: ExpansionView::rules) and the rules demos of that set
// (assets/scenarios/index.json, a demo's file named after its set); a demo opens in a new tab as
// the demos page's links open it.
#pragma once
#include <string>
#include <vector>

#include "render/game/screen.h"

namespace carc::render {

class RulesWindow {
 public:
  void open();
  bool shown() const { return open_; }
  void draw(const Table& s, BoardView& board, ImVec2 view);
  // The demo index as the page fetched it (carc_demo_index); unreadable: no demos listed.
  void setDemoIndex(const std::string& text);
  struct Section {
    std::string set, title;
    std::vector<std::string> paragraphs;  // translated
    struct Demo {
      std::string file, title;  // title in the reader's language
    };
    std::vector<Demo> demos;
  };
  // What the window shows for the game on show (the page API's shownTexts reports it).
  std::vector<Section> sections(const Table& s) const;
  // The demo buttons as drawn in the last frame (layout()), CSS pixels.
  struct DemoBox {
    std::string file;
    float x, y, w, h;
  };
  const std::vector<DemoBox>& demoBoxes() const { return boxes_; }

 private:
  bool open_ = false, asked_ = false;
  json demos_ = json::array();
  std::vector<DemoBox> boxes_;
};

}  // namespace carc::render
