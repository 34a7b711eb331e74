// The online table's windows (docs/online.md): the join dialog (a link opened with no seat kept in
// this browser asks for a name), the lobby before the start (the link and the short code to send,
// who has joined, Start for the host) and, once started, who is to move, who is away, and a bot for
// a seat that left (the host's choice); a seated player's "notify me" toggle in both. What they show
// comes from web/online.js (onlineInfo); their buttons go back to it (browser::onlineRequest).
#pragma once
#include <string>

#include "render/game/screen.h"

namespace carc::render {

class OnlineWindow {
 public:
  // {table, seat, host, connected, started, seats: [{name, bot, open, connected}], link, watch, watching}
  void setInfo(const json& info) {
    info_ = info;
    if (info.is_object() && (info.value("seat", -1) >= 0 || info.value("watching", false))) askName_ = false;  // seated
  }
  void askName() { askName_ = true; }
  void leave() {  // the page turned to a game of its own: no table's window any more
    info_ = json();
    askName_ = false;
    joining_ = false;
  }
  bool active() const { return askName_ || info_.is_object(); }
  void draw(Table& s, BoardView& board, ImVec2 view);
  // For the page API (shownTexts().online): the words shown and the named buttons' boxes.
  json texts() const { return {{"lines", lines_}, {"widgets", widgets_}}; }
  const json& lines() const { return lines_; }  // the words shown this frame

 private:
  void drawJoin(BoardView& board);
  void drawLobby(BoardView& board, bool phone);
  void drawPlaying(Table& s, BoardView& board, ImVec2 view, bool phone);
  void seatLines(const Table* s, bool buttons);
  void notifyToggle();
  void watchLinkButton();
  void line(const std::string& text);
  void named(const std::string& name);
  json info_;
  bool askName_ = false;
  bool joining_ = false;
  char name_[32] = {};
  char linkBox_[256] = {}, codeBox_[32] = {};  // the lobby's read-only boxes: the link and the short code
  json lines_ = json::array(), widgets_ = json::object();
};

}  // namespace carc::render
