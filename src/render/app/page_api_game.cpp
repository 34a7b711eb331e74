// The page API's calls for the game on the page (docs/formats.md §4): a new game, the state, the
// legal steps, a step played or taken back, the game saved or shared, a scenario loaded, the bots'
// pace, the Hint, the tutorial, no game, the game kept in the browser.
#include "imgui.h"
#include "render/app/page_api_calls.h"
#include "render/game/bot_pace.h"

namespace carc::render::pageapi {

json newGame(Table& s, Views& v, const json& arg) {  // {players, sets, seed, options}: its state
  NewGameOptions o = take(parseNewGame(arg));
  std::string why;
  if (!s.newGame(o, &why)) throw RefusedCall(why, s.lastRefusal());
  v.board.cancel();
  v.board.frame(s.state(), ImGui::GetIO().DisplaySize);
  return s.stateJson();
}

json state(Table& s, Views& v, const json&) {
  json j = s.stateJson();
  v.board.followHand(s.state());
  if (j["step"] == "tile") j["rot"] = v.board.rotation() * 90;  // as the tile in hand is shown
  const Tutorial& t = v.screen.tutorial().tutorial();
  if (t.active())  // step: 0 for the first; done: its move made and judged right
    j["tutorial"] = {{"step", t.step()},
                     {"steps", t.steps()},
                     {"done", t.result() == Tutorial::Result::Done},
                     {"refused", t.refusals()}};
  return j;
}

json tutorial(Table& s, Views& v, const json&) {
  if (!v.screen.openTutorial(s, v.board, ImGui::GetIO().DisplaySize))
    throw std::runtime_error("the tutorial could not be opened");
  return s.stateJson();
}

json legalMoves(Table& s, Views&, const json&) { return s.legalMovesJson(); }

json play(Table& s, Views&, const json& arg) {
  std::string why;
  if (!s.playJson(arg, &why)) throw RefusedCall(why, s.lastRefusal());  // said in words online
  return s.stateJson();
}

json undo(Table& s, Views& v, const json&) {
  if (!s.undoStep()) throw std::runtime_error("nothing to undo");
  v.board.cancel();
  return s.stateJson();
}

json save(Table& s, Views&, const json&) { return s.saveJson(); }

json position(Table& s, Views&, const json&) { return s.positionJson(); }

json loadScenario(Table& s, Views& v, const json& arg) {
  std::string why;
  if (!s.loadScenario(arg, &why)) throw RefusedCall(why, s.lastRefusal());
  v.board.frame(s.state(), ImGui::GetIO().DisplaySize);
  return s.stateJson();
}

json setBotDelay(Table& s, Views&, const json& arg) {
  s.setBotDelay(take(parseBotDelay(arg)));
  return true;
}

json hint(Table& s, Views& v, const json&) { return v.screen.hintJson(s); }

json botPace(Table& s, Views&, const json&) {
  return json{{"delay_ms", s.botDelay()}, {"pace", botPaceName(s.botDelay())}};
}

json clear(Table& s, Views& v, const json&) {
  s.clear();
  v.board.cancel();
  return true;
}

json keepInBrowser(Table& s, Views& v, const json& arg) {  // from now on, and now if {now: true}
  v.keeper.start(s, take(parseKeepNow(arg)));
  return true;
}

}  // namespace carc::render::pageapi
