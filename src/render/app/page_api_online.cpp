// The page API's calls for the online tables (web/online.js, docs/online.md): the server's view as
// the game on show, the steps it accepted, the saved game after the end, who sits where, a name to
// ask for.
#include "imgui.h"
#include "render/app/browser.h"
#include "render/app/page_api_calls.h"

namespace carc::render::pageapi {

json onlineView(Table& s, Views& v, const json& arg) {  // {view, seat, names}
  OnlineViewArg view = take(parseOnlineView(arg));
  bool first = !s.online();
  std::string why;
  if (!s.loadOnline(view.view, view.seat, view.names, &why)) throw RefusedCall(why, s.lastRefusal());
  s.setMoveListener([&s](int seat, const json& step, int n) {
    if (s.online() && seat == s.onlineSeat()) browser::onlineSend(json{{"n", n}, {"step", step}}.dump());
  });
  if (first) {
    v.board.cancel();
    v.board.frame(s.state(), ImGui::GetIO().DisplaySize);
  }
  return true;
}

json onlineStep(Table& s, Views&, const json& arg) {  // {resync: true} when the view is needed again
  return json{{"resync", !s.onlineStep(arg)}};
}

json onlineGame(Table& s, Views&, const json& arg) {  // the saved game the server gives after the end
  s.onlineSavedGame(arg);
  return s.onlineSaved();
}

json onlineInfo(Table&, Views& v, const json& arg) {  // the table's seats and links, for the online windows
  v.screen.online().setInfo(arg);
  return true;
}

json onlineAskName(Table&, Views& v, const json&) {  // a link opened with no seat kept here: the join dialog
  v.screen.online().askName();
  return true;
}

}  // namespace carc::render::pageapi
