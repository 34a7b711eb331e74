#include "render/game/game_screen.h"

#include <algorithm>

#include "engine/describe.h"
#include "render/board/move_effects.h"
#include "render/board/turn_controls.h"
#include "render/page/frames.h"
#include "render/widgets/page_shape.h"
#include "render/words/i18n.h"

namespace carc::render {

void GameScreen::draw(Table& s, BoardView& board, ImVec2 view) {
  screen.buttons.clear();
  hint_.draw(s, board);  // on the board, under the windows
  toolbar_.draw(s, board, screen, view);
  scoreboard_.draw(s, board, screen, view);
  if (!tutorial_.stepDone()) tilePanel_.draw(s, board, screen, view);  // a step done: only Next is left
  log_.draw(s, board, screen, view);
  demo_.draw(s, board, screen, view);
  tutorial_.draw(s, board, screen, view);
  if (tutorial_.leaving()) {  // back to the game the tutorial interrupted, or a new one
    if (tutorial_.interrupted().is_null() || !s.loadScenario(tutorial_.interrupted(), nullptr)) startGame(s);
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
  if (!screen.embed) online_.draw(s, board, view);
  // The tutorial's last step ends a game: the tutorial explains it, no final scores over the board.
  if (!tutorial_.active()) finalScores_.draw(s, screen);
  if (screen.openRules) rules_.open();  // the Rules button, in the toolbar or the phone's sheet
  screen.openRules = false;
  rules_.draw(s, board, view);
  if (screen.askHint) {
    hint_.ask(s);
    screen.sheetOpen = false;  // on a phone: the sheet makes way for the board the hint is about
  }
  screen.askHint = false;
  drawHintWords(s, view);
}

// The hint's words (or that the bot is thinking), in a small box under the toolbar.
void GameScreen::drawHintWords(const Table& s, ImVec2 view) {
  if (screen.embed || (!hint_.thinking() && hint_.toJson(s).is_null())) return;
  bool phone = isNarrow(view);
  if (phone && screen.sheetOpen) return;  // the sheet is over the board: its header stays clear
  ImGui::SetNextWindowPos(ImVec2(view.x * 0.5f, phone ? screen.compactBottom + 6 : 64), ImGuiCond_Always,
                          ImVec2(0.5f, 0));
  ImGui::SetNextWindowSizeConstraints(ImVec2(0, 0), ImVec2(std::min(520.0f, view.x - 16), 200));
  ImGui::Begin("##hint", nullptr,
               ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_AlwaysAutoResize |
                   ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing);
  ImGui::PushTextWrapPos(std::min(500.0f, view.x - 32));
  if (hint_.thinking())
    ImGui::TextUnformatted(tr("The bot is thinking about a hint…"));
  else
    ImGui::TextWrapped("%s", fill(tr("Hint: {hint}"), {{"hint", hint_.words()}}).c_str());
  ImGui::PopTextWrapPos();
  ImGui::End();
}

json GameScreen::shownTexts(const Table& s, const BoardView& board) const {
  json j = {{"language", s.language()}, {"strings", translationsLanguage()}};
  if (online_.active()) j["online"] = online_.texts();
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
        {"text", s.demoText()},
        {"scroll", {{"y", demo_.textScroll()}, {"max", demo_.textScrollMax()}, {"h", demo_.textHeight()}}}};
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
      j["logScroll"] = {{"y", log_.scrollY()}, {"max", log_.scrollMax()}};  // as last drawn
      if (st.over()) j["finalScores"] = FinalScores::texts(s);
    }
  }
  if (rules_.shown() && !screen.embed) {
    windows.push_back(tr("Rules"));
    json sections = json::array();
    for (const RulesWindow::Section& sec : rules_.sections(s)) {
      json demos = json::array();
      for (const RulesWindow::Section::Demo& d : sec.demos) demos.push_back(d.title);
      sections.push_back({{"set", sec.set}, {"title", sec.title}, {"rules", sec.paragraphs}, {"demos", demos}});
    }
    j["rules"] = sections;
  }
  json hint = hint_.toJson(s);
  if (!hint.is_null() && !screen.embed)
    j["hint"] = hint_.thinking() ? tr("The bot is thinking about a hint…")
                                 : fill(tr("Hint: {hint}"), {{"hint", hint_.words()}});
  if (newGame_.shown()) {
    windows.push_back(tr("New game"));
    j["newGame"] = newGame_.texts();
  }
  j["windows"] = windows;
  // Each part's window by its title, for the page's mirror of the words (web/shell/mirror.js).
  j["titles"] = {{"scoreboard", tr("Players")},
                 {"turn", tr("Your move")},
                 {"log", tr("Scoring log")},
                 {"finalScores", tr("Final scores")}};
  return j;
}

}  // namespace carc::render
