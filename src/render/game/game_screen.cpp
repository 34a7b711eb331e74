#include "render/game/game_screen.h"

#include "engine/describe.h"
#include "render/board/move_effects.h"
#include "render/game/frame.h"
#include "render/game/panels.h"
#include "render/widgets/turn_controls.h"
#include "render/words/i18n.h"

namespace carc::render {

void GameScreen::draw(Table& s, BoardView& board, Editor& editor, ImVec2 view) {
  toolbar_.draw(s, board, screen, view);
  scoreboard_.draw(s, board, screen, view);
  if (!tutorial_.stepDone()) tilePanel_.draw(s, board, screen, view);  // a step done: only Next is left
  log_.draw(s, board, screen, view);
  demo_.draw(s, board, screen, view);
  tutorial_.draw(s, board, screen, view);
  if (tutorial_.leaving()) {  // back to the game the tutorial interrupted, or a new one
    if (tutorial_.interrupted().is_null() || !s.loadScenario(tutorial_.interrupted(), nullptr)) start(s);
    tutorial_.left();
    board.cancel();
    board.frame(s.state(), view);
  }
  if (screen.openTutorial) {
    screen.openTutorial = false;
    screen.sheetOpen = false;
    tutorial_.open(s, board, view);
  }
  newGame_.draw(s, board, screen);
  // The tutorial's last step ends a game: the tutorial explains it, no final scores over the board.
  if (!tutorial_.active()) finalScores_.draw(s, screen);
  if (screen.openEditor) {  // the Edit button, in any window
    screen.openEditor = false;
    openInEditor(s, editor, board);
  }
}

json GameScreen::shownTexts(const Table& s, const BoardView& board) const {
  json j = {{"language", s.language()}, {"strings", translationsLanguage()}};
  json windows = json::array();
  if (!s.active()) {  // nothing is drawn
    j["windows"] = windows;
    return j;
  }
  const State& st = s.state();
  if (tutorial_.active()) {
    j["tutorial"] = tutorial_.texts(s);
    windows.push_back(tutorial_.tutorial().title(s));
  }
  if (s.demoActive()) {
    json chips = json::array();
    for (int p = 0; p < st.players(); ++p) chips.push_back(chipText(s, p));
    j["demo"] = {
        {"title", s.demoTitle()},
        {"step", DemoPanel::stepText(s)},
        {"controls", json::array({tr("Autoplay"), board.effects().soundOn() ? tr("Sound: on") : tr("Sound: off")})},
        {"chips", chips},
        {"text", s.demoText()}};
    windows.push_back(s.demoTitle());
  }
  if (!screen.embed) {
    windows.push_back(tr("Players"));
    json seats = json::array();
    for (int p = 0; p < st.players(); ++p) seats.push_back(Scoreboard::seatText(s, p));
    j["scoreboard"] = seats;
    if (TilePanel::shown(s, screen) && !tutorial_.stepDone()) {
      windows.push_back(tr("Your move"));
      json turn = json::array({TilePanel::turnText(s)});
      if (!st.over() && st.step() == Step::PlaceTile && st.currentTile() >= 0)
        turn.push_back(
            tileInWords(st.catalog().types[size_t(st.currentTile())], [](const std::string& x) { return tr(x); }));
      if (!st.over() && st.step() == Step::PlaceTile && s.humanToMove() && !board.hasSelection())
        turn.push_back(placeHint());
      j["turn"] = turn;
      if (!st.over() && st.step() == Step::PlaceTile && s.humanToMove())
        j["turnButtons"] = json::array({rotateLabel(), placeLabel()});
    }
    if (!s.demoActive()) {
      windows.push_back(tr("Scoring log"));
      json log = json::array();
      for (const ScoringLog::Line& line : ScoringLog::lines(s)) log.push_back(line.text);
      j["log"] = log;
      if (st.over()) j["finalScores"] = FinalScores::texts(s);
    }
  }
  if (newGame_.shown()) {
    windows.push_back(tr("New game"));
    j["newGame"] = newGame_.texts();
  }
  j["windows"] = windows;
  return j;
}

}  // namespace carc::render
