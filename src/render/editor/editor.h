// The Edit mode: a rules editor sets up a position, records moves, writes what each step shows in
// every language of the game, previews the demo and publishes it, without writing JSON. The document is the
// engine's Draft (engine/draft.h), which accepts exactly what the scenario loader accepts; this
// side only turns clicks into Draft edits and shows the refusals in the reader's language.
#pragma once
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "engine/draft.h"
#include "imgui.h"
#include "render/board/board_view.h"
#include "render/editor/editor_bar.h"
#include "render/editor/position_window.h"
#include "render/editor/publish.h"
#include "render/editor/record.h"
#include "render/editor/record_mode.h"
#include "render/editor/setup_board.h"
#include "render/editor/tiles_window.h"
#include "render/table/table.h"

namespace carc::render {

enum class EditorStage { Setup, Record, Publish };

class Editor : public BoardMode {
 public:
  bool active() const { return active_; }
  // What the board does while the editor is open, or null (the game's turn): setting up, the
  // Editor itself (board.cpp: its clicks put, move and turn tiles and pieces); recording and
  // previewing, the game's turn showing the draft's labels (RecordMode).
  BoardMode* boardMode() {
    if (!active_) return nullptr;
    if (stage == EditorStage::Setup) return this;
    recordMode_.labels = &draft_->scenario();
    return &recordMode_;
  }
  const json* labelled() const override { return active_ ? &draft_->scenario() : nullptr; }
  void input(Table& s, BoardView& board, ImVec2 view) override;
  void overlay(Table& s, BoardView& board, ImDrawList* dl) override;
  // Opens `scenario` (a demo, a scenario file, a share link; null: a new draft) in the editor and
  // shows the position on the board. False with the loader's reason when it cannot be opened.
  bool open(Table& s, BoardView& board, const json& scenario, std::string* why);
  // A new draft: the start tile alone (the undo history of the old one goes with it).
  void fresh(Table& s);
  // Back to the game the page showed before the editor opened (or a new one).
  void leave(Table& s, BoardView& board);
  Draft& draft() { return *draft_; }
  const Draft& draft() const { return *draft_; }
  bool hasDraft() const { return draft_ != nullptr; }
  EditorStage stage = EditorStage::Setup;
  // The last refusal or notice, shown in place until the next edit (translated when drawn).
  Words message;
  // The tiles the Record stage deals next, in order (tile ids of the draft's catalog): the first is
  // the tile in hand when recording starts.
  std::vector<std::string> nextTiles;
  // The tile selected on the board (its square), whose pieces the Position window shows.
  struct Selection {
    bool on = false;
    int x = 0, y = 0;
  } selected;
  // The editor's windows, each keeping its own state between frames: the bar across the top,
  // the Set up stage's board and windows, the Record and Publish stages' windows.
  EditorBar bar;
  SetupBoard setupBoard;
  TilesWindow tiles;
  PositionWindow position;
  RecordWindow record;
  PublishWindow publish;
  // After every change of the draft: keeps it in the browser, and while setting up shows its
  // position on the board at the end of the frame (flush), so that what this frame's windows and
  // board hold stays valid. (The Record and Publish stages show the games they play themselves.)
  void changed(Table& s);
  void flush(Table& s);
  // An edit's result: a refusal becomes the message (and nothing changed); a change is shown.
  bool apply(Table& s, const EditResult& r);
  // Undo and redo of whole edits (the draft's history).
  void undo(Table& s);
  void redo(Table& s);
  // A new id for a custom tile of this draft ("custom/1", ...), never shown to the reader.
  std::string newCustomId() const;

  // Where the editor's widgets are on screen this frame, by a stable name ("tab/setup",
  // "palette/base/A", "button/undo"): the page API's `editor` reports them so browser tests click
  // them like a person would.
  void widget(const std::string& name);  // the last Dear ImGui item
  void widgetBox(const std::string& name, ImVec2 min, ImVec2 max);
  const std::map<std::string, std::array<float, 4>>& widgets() const { return widgetsShown_; }
  // After opening: the board fits the space the editor's windows leave, once they are laid out.
  void centreWhenLaidOut(Table& s, BoardView& board, ImVec2 view) {
    if (centreIn_ > 0 && --centreIn_ == 0) board.centre(s.state(), view);
  }
  void frameDone() {
    widgetsShown_.swap(widgetsNow_);
    widgetsNow_.clear();
  }

  // The editor's windows of one frame: the bar, the message line and the stage's windows.
  void draw(Table& s, BoardView& board, ImVec2 view);
  // The Edit button (the game's windows ask it through Screen::openEditor): a demo or scenario on
  // the page opens as it is; otherwise the draft kept in the browser, or a new one.
  void openFromGame(Table& s, BoardView& board);
  // Where the Record and Publish windows go, set for the next window: on a phone across the bottom
  // from `phoneTop` (a share of the height); else on the left under the editor's bar, at most
  // `width` px and `share` of the view wide.
  void placeStageWindow(ImVec2 view, float phoneTop, float width, float share) const;

  // What the page API reports (`editor`): see docs/embedding.md.
  json report(const Table& s) const;
  // The draft as kept in the browser ({scenario, nextTiles, stage}); restored by open().
  json kept() const;
  bool restore(Table& s, BoardView& board, const json& kept, std::string* why);
  // The draft kept in the browser, handed over by the page at start: open() with no scenario
  // comes back to it.
  void setKept(const json& kept) { keptAtStart_ = kept; }

 private:
  bool ensureDraft(std::string* why);
  // The Set up stage (setup.cpp): the board's keys, the Tiles and Position windows.
  void drawSetup(Table& s, BoardView& board, ImVec2 view);
  bool active_ = false;
  RecordMode recordMode_;  // the board while recording and previewing
  bool pendingShow_ = false;
  int centreIn_ = 0;  // frames until the board is centred in the space the editor's windows leave
  std::unique_ptr<Draft> draft_;
  json keptAtStart_;
  json before_;  // the game the page showed before the editor opened (a saved game), or null
  bool hadGame_ = false;
  std::map<std::string, std::array<float, 4>> widgetsNow_, widgetsShown_;
};

// The message line: the editor's last refusal or notice in the reader's language.
std::string wordsText(const Words& w);

}  // namespace carc::render
