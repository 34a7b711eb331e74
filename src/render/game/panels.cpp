#include "render/game/panels.h"

#include <SDL.h>
#include <emscripten.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <string>

#include "render/editor/editor.h"
#include "engine/describe.h"
#include "engine/explain.h"
#include "engine/module.h"
#include "engine/score_table.h"
#include "render/expansions/expansion_view.h"
#include "render/words/i18n.h"
#include "render/draw/motion.h"
#include "render/board/move_effects.h"
#include "render/table/set_index.h"
#include "render/board/tile_painter.h"

namespace carc::render {

namespace {

bool g_openNewGame = false;

// The sets chosen in the new-game dialog: opened on the current game's.
struct SetChoice {
  std::string core;
  std::map<std::string, bool> chosen;
  std::map<std::string, size_t> option;  // option key -> index of its value
  void from(const NewGameOptions& o) {
    core.clear();
    chosen.clear();
    option.clear();
    for (const SetEntry& e : setIndex()) {
      bool in = std::find(o.sets.begin(), o.sets.end(), e.set) != o.sets.end();
      if (e.core && in && core.empty()) core = e.set;
      if (!e.core) chosen[e.set] = in;
      for (const SetOption& opt : e.options) {
        option[opt.key] = opt.fallback;
        if (o.options.is_object() && o.options.contains(opt.key))
          for (size_t k = 0; k < opt.values.size(); ++k)
            if (o.options[opt.key] == opt.values[k]) option[opt.key] = k;
      }
    }
    if (core.empty() && !defaultSets().empty()) core = defaultSets()[0];
  }
} g_newGame;
bool g_summaryShown = false;
bool g_summaryOpen = false;

// A player's chip: their colour with their mark on it.
void swatch(ImU32 colour, float size = 14, int player = -1) {
  ImVec2 p = ImGui::GetCursorScreenPos();
  ImGui::GetWindowDrawList()->AddRectFilled(ImVec2(p.x, p.y + 2), ImVec2(p.x + size, p.y + 2 + size), colour, 3);
  paintMark(ImGui::GetWindowDrawList(), ImVec2(p.x + size * 0.5f, p.y + 2 + size * 0.5f), size * 0.34f, player, colour);
  ImGui::Dummy(ImVec2(size, size + 2));
}

// The race: a bar per player as long as their score against the leader's, gliding to a new score,
// with the player's mark at its tip.
void scoreRace(const Table& s) {
  const State& st = s.state();
  int lead = 10;
  for (int p = 0; p < st.players(); ++p) lead = std::max(lead, st.scores()[size_t(p)]);
  float top = motion::follow("race:top", float(lead), 600);
  float w = std::max(60.0f, ImGui::GetContentRegionAvail().x), h = 12;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  for (int p = 0; p < st.players(); ++p) {
    ImU32 colour = s.seats()[size_t(p)].colour;
    float shown = motion::follow("race:" + std::to_string(p), float(st.scores()[size_t(p)]), 600);
    ImVec2 q = ImGui::GetCursorScreenPos();
    float len = std::max(h, w * std::min(1.0f, shown / top));
    dl->AddRectFilled(q, ImVec2(q.x + w, q.y + h), IM_COL32(0, 0, 0, 28), h * 0.5f);
    dl->AddRectFilled(q, ImVec2(q.x + len, q.y + h), colour, h * 0.5f);
    paintMark(dl, ImVec2(q.x + len - h * 0.5f, q.y + h * 0.5f), h * 0.34f, p, colour);
    ImGui::Dummy(ImVec2(w, h + 1));
  }
}

// A tile drawn inside a window at the cursor.
void tileIcon(const TileType& t, int rot, float size, const TileStyle& style) {
  ImVec2 p = ImGui::GetCursorScreenPos();
  paintTile(ImGui::GetWindowDrawList(), t, rot, ImVec2(p.x + size * 0.5f, p.y + size * 0.5f), size,
            TileLook{1.0f, style});
  ImGui::Dummy(ImVec2(size, size));
}

// A button whose label wraps to the width left in the window, so a long choice ("Leave the
// ferries where they are") is never cut off on a narrow panel.
bool wrappedButton(const std::string& label) {
  float room = ImGui::GetContentRegionAvail().x - ImGui::GetStyle().FramePadding.x * 2;
  std::string out, line, word;
  auto flush = [&]() {
    if (word.empty()) return;
    std::string longer = line.empty() ? word : line + " " + word;
    if (!line.empty() && ImGui::CalcTextSize(longer.c_str()).x > room) {
      out += (out.empty() ? "" : "\n") + line;
      line = word;
    } else {
      line = longer;
    }
    word.clear();
  };
  for (char c : label) {
    if (c == ' ')
      flush();
    else
      word += c;
  }
  flush();
  out += (out.empty() ? "" : "\n") + line;
  return ImGui::Button(out.c_str());
}

// Phones and narrow iframes: windows tile the edges instead of floating where they like.
bool narrow(ImVec2 view) { return view.x < 720; }

// A touch screen (the page's answer, asked once): hints say "tap", buttons are a fingertip tall.
bool touchScreen() {
  static int touch = -1;
  if (touch < 0) touch = EM_ASM_INT({ return navigator.maxTouchPoints > 0 || "ontouchstart" in window ? 1 : 0; });
  return touch == 1;
}

// How to place the tile in hand: taps on a touch screen, clicks and a right click otherwise.
const char* placeHint() {
  if (touchScreen())
    return tr("Tap a highlighted square; tap it again or press Place to confirm. Tap the tile in hand to turn it.");
  return tr("Click a highlighted square; click it again or press Place to confirm. Right click turns the tile.");
}

// On a phone: the players, the log and the rarer buttons wait in a sheet opened from the bar.
bool g_sheetOpen = false;
float g_barBottom = 0;      // where the phone's top bar ends (the compact bar goes below it)
float g_compactBottom = 0;  // where the compact bar ends (the sheet opens below it)

}  // namespace

bool g_embed = false;

namespace {

// Buttons (and every framed widget) a fingertip tall on a touch screen or a phone.
void sizeForFingers(ImVec2 view) {
  // (An embed on a desktop keeps small buttons: its demo panel is short and its text comes first.)
  bool big = touchScreen() || (narrow(view) && !g_embed);
  ImGui::GetStyle().FramePadding.y = big ? 0.5f * (kTouchTarget - ImGui::GetFontSize()) : 3.0f;
}

// The next button goes on the same line, on a phone only if it fits (`wrap`).
void sameLineIfFits(const char* nextLabel, bool wrap = true) {
  if (!wrap) return ImGui::SameLine();
  float w = ImGui::CalcTextSize(nextLabel, nullptr, true).x + 2 * ImGui::GetStyle().FramePadding.x;
  float right = ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + w;
  if (right <= ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x) ImGui::SameLine();
}

// The window just drawn, as the board's safe area sees it: docked panels keep the board's
// choices clear of them; an overlay opened on demand does not.
void coverBoard(bool docked = true) {
  ImVec2 p = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
  boardView().cover(p, ImVec2(p.x + size.x, p.y + size.y), docked);
}

const Translate kTr = [](const std::string& x) { return tr(x); };

// The texts of the windows, written once: the windows draw them and shownTexts() reports them.
std::string chipText(const Table& s, int p) {
  return s.shownName(p) + " " + std::to_string(s.state().scores()[size_t(p)]);
}
std::string stepText(const Table& s) {
  return fill(tr("Step {step} / {steps}"), {{"step", s.demoStep()}, {"steps", s.demoSteps()}});
}
std::string seatText(const Table& s, int p) {
  return s.shownName(p) + (s.seats()[size_t(p)].bot.empty() ? "" : tr(" (bot)"));
}
std::string turnText(const Table& s) {
  const State& st = s.state();
  if (st.over()) return tr("The game is over.");
  std::string name = s.shownName(st.currentPlayer());
  if (!s.humanToMove()) return fill(tr("{player} is thinking..."), {{"player", name}});
  if (st.step() == Step::PlaceTile) return fill(tr("{player}: place the tile"), {{"player", name}});
  if (st.step() == Step::PlaceMeeple) return fill(tr("{player}: place a meeple?"), {{"player", name}});
  if (st.step() == Step::Module) {
    const Module* mod = st.catalog().modules[size_t(st.activeModule())];
    return fill(tr("{player}: {choice}"), {{"player", name}, {"choice", tr(mod->prompt(st))}});
  }
  return "";
}

}  // namespace

namespace {

// The scoring log: remarks that are not scorings (a module's notes) come before the scorings of
// their move.
struct LogLine {
  std::string text;
  int tile = -1;
  bool note = false;
  unsigned players = 0;
};
std::vector<LogLine> logLines(const Table& s) {
  const State& st = s.state();
  std::vector<std::string> names = s.shownNames();
  std::vector<LogLine> out;
  size_t note = 0;
  auto notesUpTo = [&](int move) {
    for (; note < st.notes().size() && (move < 0 || st.notes()[note].move <= move); ++note)
      out.push_back(LogLine{tr(st.notes()[note].text), st.notes()[note].tile, true, 0});
  };
  for (const ScoreEvent& e : st.events()) {
    notesUpTo(e.move);
    out.push_back(LogLine{explainEvent(st, e, names, kTr, s.youSeat()), int(e.tile), false, e.players});
  }
  notesUpTo(-1);
  return out;
}

// The title of a column of the final scores (the engine's score table).
std::string columnTitle(const std::string& kind) {
  if (kind == "road") return tr("Roads");
  if (kind == "city") return tr("Cities");
  if (kind == "monastery") return tr("Monasteries");
  if (kind == "field") return tr("Farmers");
  if (kind == "start") return tr("At the start");
  for (const ExpansionView* v : expansionViews())
    if (const char* t = v->columnTitle(kind)) return tr(t);
  return tr(kind);
}

// Who won (the engine says: score_table.h), in words.
std::string winnerText(const Table& s) {
  std::vector<int> best = winners(s.state());
  if (best.size() == 1) {
    if (best[0] == s.youSeat()) return tr("You win");
    return fill(tr("{0} wins"), s.shownName(best[0]));
  }
  std::string first;
  for (size_t i = 0; i + 1 < best.size(); ++i) first += (i ? ", " : "") + s.shownName(best[i]);
  return fill(tr("{0} and {1} share the win"), first, s.shownName(best.back()));
}

// Points a player scored in the end-of-game scoring (part of the columns, shown apart).
int pointsAtTheEnd(const State& st, int p) {
  int atEnd = 0;
  for (const ScoreEvent& e : st.events())
    if ((e.players & (1u << p)) && e.move < 0) atEnd += e.points;
  return atEnd;
}

bool tilePanelShown(const Table& s) { return !g_embed && !(s.demoActive() && s.demoStep() < s.demoSteps()); }

// A turning arc after "… is thinking": drawn only while a bot is to move, when frames come
// anyway (ui.cpp), so the sign costs no frames of its own and stops with the bot.
void thinkingSign(ImU32 colour) {
  ImGui::SameLine(0, 8);
  float h = ImGui::GetTextLineHeight();
  ImVec2 p = ImGui::GetCursorScreenPos();
  ImVec2 centre(p.x + h * 0.5f, p.y + h * 0.5f);
  float a = float(std::fmod(ImGui::GetTime() * 6.0, 6.2831853));
  ImDrawList* draw = ImGui::GetWindowDrawList();
  draw->PathArcTo(centre, h * 0.38f, a, a + 4.4f, 16);
  draw->PathStroke(colour, 0, 2.5f);
  ImGui::Dummy(ImVec2(h, h));
}

}  // namespace
double g_autoplayNext = 0;
bool g_autoplay = false;

void openNewGameDialog() {
  if (!g_embed) g_openNewGame = true;
}
void setEmbedMode(bool on) { g_embed = on; }
bool embedMode() { return g_embed; }

namespace {
// The sound switch: a small button, a fingertip tall on a touch screen like every other.
void soundSwitch() {
  const char* label = soundOn() ? tr("Sound: on") : tr("Sound: off");
  if (touchScreen() ? ImGui::Button(label) : ImGui::SmallButton(label)) switchSound(!soundOn());
}
}  // namespace

void drawDemoPanel(Table& s, BoardView& board, ImVec2 view) {
  if (!s.demoActive()) return;
  float w = std::min(view.x - 16, g_embed ? view.x - 16 : 520.0f);
  ImGui::SetNextWindowPos(ImVec2(view.x * 0.5f, view.y - 8), g_embed ? ImGuiCond_Always : ImGuiCond_FirstUseEver,
                          ImVec2(0.5f, 1));
  ImGui::SetNextWindowSize(ImVec2(w, g_embed ? std::min(200.0f, view.y * 0.36f) : 240),
                           g_embed ? ImGuiCond_Always : ImGuiCond_FirstUseEver);
  ImGui::Begin((s.demoTitle() + "###demo").c_str(), nullptr,
               g_embed ? ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoCollapse : 0);
  int step = s.demoStep(), steps = s.demoSteps();
  auto go = [&](int to) {
    s.demoStepTo(to);
    board.cancel();
  };
  ImGui::BeginDisabled(step == 0);
  if (ImGui::Button(tr("|<"))) go(0);
  ImGui::SameLine();
  if (ImGui::Button(tr("<"))) go(step - 1);
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::BeginDisabled(step >= steps);
  if (ImGui::Button(tr(">"))) go(step + 1);
  ImGui::SameLine();
  if (ImGui::Button(tr(">|"))) go(steps);
  ImGui::EndDisabled();
  ImGui::SameLine();
  if (ImGui::Checkbox(tr("Autoplay"), &g_autoplay)) g_autoplayNext = ImGui::GetTime() + 1.2;
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("Steps forward on its own, one move at a time."));
  ImGui::SameLine();
  // A button, not a box: the autoplay box stays the only white square of the panel.
  soundSwitch();
  ImGui::SameLine();
  ImGui::TextUnformatted(stepText(s).c_str());
  if (!g_embed) {  // the game's own page: this demo can be changed in the editor
    ImGui::SameLine();
    if (ImGui::SmallButton(tr("Edit"))) openInEditor(s);
  }
  if (g_autoplay && ImGui::GetTime() > g_autoplayNext) {
    if (step < steps)
      go(step + 1);
    else
      g_autoplay = false;
    g_autoplayNext = ImGui::GetTime() + 1.6;
  }
  // The scores so far, on one line.
  for (int p = 0; p < s.state().players(); ++p) {
    if (p) ImGui::SameLine(0, 14);
    swatch(s.seats()[size_t(p)].colour, 12, p);
    ImGui::SameLine(0, 4);
    ImGui::TextUnformatted(chipText(s, p).c_str());
  }
  ImGui::Separator();
  ImGui::BeginChild("explanation");
  ImGui::TextWrapped("%s", s.demoText().c_str());
  ImGui::EndChild();
  coverBoard();
  ImGui::End();
}

// The Edit button: a demo or scenario on the page opens as it is; otherwise the draft the editor
// was working on (kept in the browser), or a new one.
void openInEditor(Table& s) {
  std::string why;
  json scenario = s.demoActive() ? s.demoScenario() : json();
  if (!editor().open(s, scenario, &why) && !editor().open(s, json(), &why))
    EM_ASM(
        {
          if (window.carcassonneShell) window.carcassonneShell.fail(UTF8ToString($0));
        },
        why.c_str());
}

// The page makes the #s= link, copies it and offers the file (web/shell.js). A game in progress
// is shared as the saved game with its seats, so it opens as the same game; a scenario or a demo
// as the position shown.
void shareGame(const Table& s) {
  bool game = s.isGameInProgress();
  std::string text = game ? s.saveJson().dump() : s.positionJson().dump();
  EM_ASM(
      {
        if (window.carcassonneShell) window.carcassonneShell.share(UTF8ToString($0), $1 == 1);
      },
      text.c_str(), game ? 1 : 0);
}

void drawToolbar(Table& s, BoardView& board, ImVec2 view) {
  sizeForFingers(view);  // the first window of the frame: the size of every button after it
  if (g_embed) return;
  bool phone = narrow(view);
  if (!phone) g_sheetOpen = false;
  ImVec2 zoomButton(touchScreen() || phone ? kTouchTarget : 0, 0);
  // On a phone: a bar across the top, the rarer buttons in the sheet.
  if (phone) {
    ImGui::SetNextWindowPos(ImVec2(0, 0), ImGuiCond_Always);
    ImGui::SetNextWindowSize(ImVec2(view.x, 0), ImGuiCond_Always);
  } else {
    ImGui::SetNextWindowPos(ImVec2(view.x * 0.5f, 8.0f), ImGuiCond_Always, ImVec2(0.5f, 0));
  }
  ImGui::Begin(tr("##toolbar"), nullptr,
               ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize |
                   (phone ? 0 : ImGuiWindowFlags_AlwaysAutoResize) | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoSavedSettings);
  if (!phone) {
    if (ImGui::Button(tr("New game"))) openNewGameDialog();
    ImGui::SameLine();
  }
  if (ImGui::Button(tr("Centre board")) || (!ImGui::GetIO().WantTextInput && ImGui::IsKeyPressed(ImGuiKey_C)))
    board.centre(s.state(), view);
  sameLineIfFits(tr("-"), phone);
  if (ImGui::Button(tr("-"), zoomButton)) board.zoomBy(1 / 1.25f, ImVec2(view.x * 0.5f, view.y * 0.5f));
  sameLineIfFits(tr("+"), phone);
  if (ImGui::Button(tr("+"), zoomButton)) board.zoomBy(1.25f, ImVec2(view.x * 0.5f, view.y * 0.5f));
  sameLineIfFits(tr("Undo"), phone);
  ImGui::BeginDisabled(s.game().actions().empty());
  if (ImGui::Button(tr("Undo"))) {
    board.cancel();
    s.undoHuman();
  }
  ImGui::EndDisabled();
  if (phone) {
    const char* more = g_sheetOpen ? tr("Close") : tr("More");
    sameLineIfFits(more);
    if (ImGui::Button(more)) g_sheetOpen = !g_sheetOpen;
    g_barBottom = ImGui::GetWindowPos().y + ImGui::GetWindowSize().y;
    coverBoard();
    ImGui::End();
    return;
  }
  ImGui::SameLine();
  if (ImGui::Button(tr("Share"))) shareGame(s);
  ImGui::SameLine();
  if (ImGui::Button(tr("Edit"))) openInEditor(s);
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("Set up a position and record a rules demo."));
  if (s.state().over()) {
    ImGui::SameLine();
    if (ImGui::Button(tr("Final scores"))) g_summaryOpen = true;
  }
  coverBoard();
  ImGui::End();
}

void drawScoreboard(Table& s, ImVec2 view) {
  const State& st = s.state();
  if (g_embed) return;
  bool phone = narrow(view);
  if (phone && !g_sheetOpen) return;  // on a phone the bar shows the scores; the table is in the sheet
  if (phone) {
    ImGui::SetNextWindowPos(ImVec2(0, g_compactBottom), ImGuiCond_Always);
    ImGui::SetNextWindowSize(ImVec2(view.x, 0), ImGuiCond_Always);
  } else {
    ImGui::SetNextWindowPos(ImVec2(10, 10), ImGuiCond_FirstUseEver);
    ImGui::SetNextWindowSize(ImVec2(270, 0), ImGuiCond_FirstUseEver);
  }
  ImGui::Begin(tr("Players"), nullptr,
               phone ? ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_AlwaysAutoResize
                     : ImGuiWindowFlags_AlwaysAutoResize);
  if (phone) {  // the sheet: what the phone's bar has no room for
    if (ImGui::Button(tr("New game"))) openNewGameDialog();
    sameLineIfFits(tr("Share"));
    if (ImGui::Button(tr("Share"))) shareGame(s);
    sameLineIfFits(tr("Edit"));
    if (ImGui::Button(tr("Edit"))) openInEditor(s);
    if (st.over()) {
      sameLineIfFits(tr("Final scores"));
      if (ImGui::Button(tr("Final scores"))) g_summaryOpen = true;
    }
  }
  if (ImGui::BeginTable("scores", 4, ImGuiTableFlags_SizingFixedFit)) {
    for (int p = 0; p < st.players(); ++p) {
      const Seat& seat = s.seats()[size_t(p)];
      ImGui::TableNextRow();
      bool current = !st.over() && st.currentPlayer() == p;
      if (current) ImGui::TableSetBgColor(ImGuiTableBgTarget_RowBg0, IM_COL32(255, 240, 160, 140));
      ImGui::TableNextColumn();
      ImVec2 chip = ImGui::GetCursorScreenPos();
      setChipAt(p, ImVec2(chip.x + 7, chip.y + 9));  // meeples going home fly here
      swatch(seat.colour, 14, p);
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(seatText(s, p).c_str());
      ImGui::TableNextColumn();
      // The score counts up to a new one.
      ImGui::Text("%3d",
                  int(std::lround(motion::follow("score:" + std::to_string(p), float(st.scores()[size_t(p)]), 600))));
      ImGui::TableNextColumn();
      // Meeples left as little figures.
      ImVec2 q = ImGui::GetCursorScreenPos();
      for (int k = 0; k < st.supply(p); ++k)
        paintMeeple(ImGui::GetWindowDrawList(), ImVec2(q.x + 6 + k * 9.0f, q.y + 8), 14, seat.colour, false);
      ImGui::Dummy(ImVec2(7 * 9.0f + 6, 16));
    }
    ImGui::EndTable();
  }
  scoreRace(s);
  // The sound switch, here rather than in the toolbar: the toolbar is full on a phone, and its
  // buttons keep their places.
  soundSwitch();
  ImGui::Separator();
  int inBag = int(st.bag().size());
  ImGui::TextUnformatted(fill(tr("Tiles left in the bag: {tiles}"), {{"tiles", inBag}}).c_str());
  if (!st.setAside().empty())
    ImGui::TextDisabled("%s", fill(tr("Set aside (fit nowhere): {tiles}"), {{"tiles", st.setAside().size()}}).c_str());
  if (ImGui::CollapsingHeader(tr("Tiles in the bag"))) {
    const Catalog& cat = st.catalog();
    std::vector<int> counts(cat.types.size(), 0);
    for (uint16_t t : st.bag()) ++counts[t];
    if (st.currentTile() >= 0) ++counts[size_t(st.currentTile())];  // not yet placed
    TileStyle style = styleOf(cat);
    int col = 0;
    for (size_t t = 0; t < cat.types.size(); ++t) {
      if (!counts[t]) continue;
      if (col++ % 5) ImGui::SameLine();
      ImGui::BeginGroup();
      tileIcon(cat.types[t], 0, 34, style);
      ImGui::Text("x%d", counts[t]);
      ImGui::EndGroup();
      if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tileInWords(cat.types[t], kTr).c_str());
    }
  }
  coverBoard(!phone);
  ImGui::End();
}

// The end of the tile panel: on a phone it is the compact bar, and the sheet opens below it.
void endTilePanel(bool phone) {
  if (phone) g_compactBottom = ImGui::GetWindowPos().y + ImGui::GetWindowSize().y;
  coverBoard();
  ImGui::End();
}

void drawTilePanel(Table& s, BoardView& board, ImVec2 view) {
  const State& st = s.state();
  if (!tilePanelShown(s)) return;
  bool phone = narrow(view);
  if (phone) {  // the compact bar under the buttons: whose turn, the scores, the tile in hand
    ImGui::SetNextWindowPos(ImVec2(0, g_barBottom), ImGuiCond_Always);
    ImGui::SetNextWindowSize(ImVec2(view.x, 0), ImGuiCond_Always);
  } else {
    ImGui::SetNextWindowPos(ImVec2(view.x - 10, 10), ImGuiCond_FirstUseEver, ImVec2(1, 0));
    ImGui::SetNextWindowSize(ImVec2(220, 0), ImGuiCond_Always);
  }
  ImGui::Begin(tr("Your move"), nullptr,
               phone ? ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoMove |
                           ImGuiWindowFlags_AlwaysAutoResize
                     : ImGuiWindowFlags_NoResize);
  if (phone) {  // the scores on one line
    for (int p = 0; p < st.players(); ++p) {
      if (p) sameLineIfFits(chipText(s, p).c_str());
      ImVec2 chip = ImGui::GetCursorScreenPos();
      if (!g_sheetOpen) setChipAt(p, ImVec2(chip.x + 6, chip.y + 7));  // (the sheet's table, when open)
      swatch(s.seats()[size_t(p)].colour, 12, p);
      ImGui::SameLine(0, 4);
      ImGui::TextUnformatted(chipText(s, p).c_str());
    }
  }
  if (st.over()) {
    ImGui::TextWrapped("%s", tr("The game is over."));
    if (ImGui::Button(tr("See the final scores"))) g_summaryOpen = true;
    endTilePanel(phone);
    return;
  }
  const Seat& seat = s.seats()[size_t(st.currentPlayer())];
  swatch(seat.colour, 14, st.currentPlayer());
  ImGui::SameLine();
  bool human = s.humanToMove();
  bool typing = ImGui::GetIO().WantTextInput;
  ImGui::TextWrapped("%s", turnText(s).c_str());
  if (s.botThinking()) thinkingSign(seat.colour);
  if (human && st.step() == Step::Module) {
    // Choices that have no place on the board become buttons.
    const Module* mod = st.catalog().modules[size_t(st.activeModule())];
    std::vector<Action> legal;
    st.legalActions(legal);
    for (const Action& a : legal) {
      int tile = -1, seg = -1;
      if (mod->actionSpot(st, a, tile, seg)) continue;
      std::string label = mod->actionLabel(st, a);
      ImGui::PushID(&a);
      if (wrappedButton(label.empty() ? tr("Done") : tr(label))) s.play(a, nullptr);
      ImGui::PopID();
    }
  }
  if (st.step() == Step::PlaceTile && st.currentTile() >= 0) {
    const TileType& t = st.catalog().types[size_t(st.currentTile())];
    float w = ImGui::GetContentRegionAvail().x;
    float big = std::min(phone ? 64.0f : 150.0f, w);
    if (!phone) ImGui::SetCursorPosX(ImGui::GetCursorPosX() + (w - big) * 0.5f);
    tileIcon(t, board.rotation(), big, styleOf(st.catalog()));
    if (human && ImGui::IsItemClicked()) board.rotate(st, +1);  // tapping the tile in hand turns it
    if (phone) {
      ImGui::SameLine();  // the buttons beside the tile
    } else {
      ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
      ImGui::TextWrapped("%s", tileInWords(t, kTr).c_str());  // the whole description, on as many lines as it needs
      ImGui::PopStyleColor();
    }
    ImGui::BeginGroup();
    if (human) {
      if (ImGui::Button(tr("Rotate (R)")) || (!typing && ImGui::IsKeyPressed(ImGuiKey_R))) board.rotate(st, +1);
      sameLineIfFits(tr("Place (Enter)"));
      ImGui::BeginDisabled(!board.hasSelection());
      if (ImGui::Button(tr("Place (Enter)")) || (!typing && ImGui::IsKeyPressed(ImGuiKey_Enter))) board.confirm(s);
      ImGui::EndDisabled();
      if (board.hasSelection()) {
        if (ImGui::Button(tr("Cancel (Esc)")) || ImGui::IsKeyPressed(ImGuiKey_Escape)) board.cancel();
      } else {
        ImGui::TextWrapped("%s", placeHint());
      }
    }
    ImGui::EndGroup();
  } else if (st.step() == Step::PlaceMeeple && human) {
    // Circles are offered only where a meeple may go: say so when there are none.
    std::vector<Action> legal;
    st.legalActions(legal);
    bool spot = std::any_of(legal.begin(), legal.end(), [](const Action& a) { return a.kind == Action::Meeple; });
    if (spot)
      ImGui::TextWrapped("%s", touchScreen() ? tr("Tap a circle to put a meeple there; its name shows while you press.")
                                             : tr("Click a circle on the new tile to put a meeple there."));
    else if (st.supply(st.currentPlayer()) == 0)
      ImGui::TextWrapped("%s", tr("No meeple left: go on with No meeple."));
    else
      ImGui::TextWrapped("%s", tr("No feature of the new tile can take a meeple: go on with No meeple."));
    if (ImGui::Button(tr("No meeple (N)")) || (!typing && ImGui::IsKeyPressed(ImGuiKey_N))) {
      Action a;
      a.kind = Action::NoMeeple;
      s.play(a, nullptr);
    }
    sameLineIfFits(tr("Take back tile"));
    if (ImGui::Button(tr("Take back tile"))) s.undoStep();
  }
  endTilePanel(phone);
}

void drawLog(Table& s, BoardView& board, ImVec2 view) {
  const State& st = s.state();
  if (g_embed || s.demoActive()) {
    board.highlightTile = -1;
    return;
  }
  bool phone = narrow(view);
  if (phone && !g_sheetOpen) {  // on a phone the log is in the sheet
    board.highlightTile = -1;
    return;
  }
  if (phone) {
    ImGui::SetNextWindowPos(ImVec2(0, view.y), ImGuiCond_Always, ImVec2(0, 1));
    ImGui::SetNextWindowSize(ImVec2(view.x, std::max(120.0f, view.y * 0.3f)), ImGuiCond_Always);
  } else {
    ImGui::SetNextWindowPos(ImVec2(view.x - 10, view.y - 10), ImGuiCond_FirstUseEver, ImVec2(1, 1));
    ImGui::SetNextWindowSize(ImVec2(std::min(460.0f, view.x - 20), 220), ImGuiCond_FirstUseEver);
  }
  ImGui::Begin(tr("Scoring log"), nullptr, phone ? ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoCollapse : 0);
  board.highlightTile = -1;
  static size_t lastCount = 0;
  if (st.events().empty()) ImGui::TextDisabled("%s", tr("Scores appear here, each with the reason."));
  std::vector<LogLine> lines = logLines(s);
  for (size_t i = 0; i < lines.size(); ++i) {
    const LogLine& line = lines[i];
    ImGui::PushID(int(i));
    if (line.note) {
      ImGui::TextDisabled("%s", line.text.c_str());
    } else {
      for (int p = 0; p < st.players(); ++p)
        if (line.players & (1u << p)) {
          swatch(s.seats()[size_t(p)].colour, 10, p);
          ImGui::SameLine(0, 2);
        }
      ImGui::TextWrapped("%s", line.text.c_str());
    }
    if (ImGui::IsItemHovered()) board.highlightTile = line.tile;
    ImGui::PopID();
  }
  if (st.events().size() + st.notes().size() != lastCount) {
    ImGui::SetScrollHereY(1.0f);
    lastCount = st.events().size() + st.notes().size();
  }
  coverBoard(!phone);
  ImGui::End();
}

namespace {
// What a seat of the new-game dialog can be, in words, and the bot each means (see botNames()).
const char* const kSeatKinds[] = {"Human", "Bot: easy", "Bot: normal", "Bot: strong", "Bot: random moves"};
const char* const kSeatBots[] = {"", "greedy", "mcts", "mcts-strong", "random"};
constexpr int kSeatKindCount = int(sizeof(kSeatKinds) / sizeof(kSeatKinds[0]));
int seatKind(const std::string& bot) {
  for (int k = 0; k < kSeatKindCount; ++k)
    if (bot == kSeatBots[k]) return k;
  return 1;
}
bool g_newGameShown = false;  // the dialog was open in the last frame (for shownTexts)
}  // namespace

void drawNewGameDialog(Table& s, BoardView& board) {
  static std::vector<Seat> seats;
  static char names[6][32];
  static int kinds[6];
  static int seed = 0;
  if (g_openNewGame) {
    seats = s.seats();
    for (size_t i = 0; i < 6; ++i) {
      std::string n = i < seats.size() ? s.shownName(int(i)) : std::string(tr(defaultName(int(i))));
      std::snprintf(names[i], sizeof(names[i]), "%s", n.c_str());
      kinds[i] = i < seats.size() ? seatKind(seats[i].bot) : 1;
    }
    seed = int(uint32_t(emscripten_get_now() * 1000.0) % 1000000);
    g_newGame.from(s.options());
    ImGui::OpenPopup(tr("New game"));
    g_openNewGame = false;
  }
  ImGui::SetNextWindowPos(ImGui::GetMainViewport()->GetCenter(), ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
  g_newGameShown = ImGui::BeginPopupModal(tr("New game"), nullptr, ImGuiWindowFlags_AlwaysAutoResize);
  if (!g_newGameShown) return;
  coverBoard(false);  // an overlay: listed by layout() (tests find it there), not kept clear of by the board
  int n = int(seats.size());
  ImGui::Text("%s", tr("Players"));
  const char* labels[kSeatKindCount];
  for (int k = 0; k < kSeatKindCount; ++k) labels[k] = tr(kSeatKinds[k]);
  for (int i = 0; i < n; ++i) {
    ImGui::PushID(i);
    float col[3] = {float((seats[size_t(i)].colour >> 0) & 255) / 255.f,
                    float((seats[size_t(i)].colour >> 8) & 255) / 255.f,
                    float((seats[size_t(i)].colour >> 16) & 255) / 255.f};
    if (ImGui::ColorEdit3("##colour", col, ImGuiColorEditFlags_NoInputs))
      seats[size_t(i)].colour = IM_COL32(int(col[0] * 255), int(col[1] * 255), int(col[2] * 255), 255);
    ImGui::SameLine();
    ImGui::SetNextItemWidth(140);
    ImGui::InputText("##name", names[i], sizeof(names[i]));
    ImGui::SameLine();
    ImGui::SetNextItemWidth(170);
    ImGui::Combo("##kind", &kinds[i], labels, kSeatKindCount);
    ImGui::PopID();
  }
  if (n < 6 && ImGui::Button(tr("Add player"))) {
    seats.push_back(Seat{defaultName(n), defaultColour(n), "greedy"});
    std::snprintf(names[n], sizeof(names[n]), "%s", defaultName(n));
    kinds[n] = 1;
  }
  if (n > 2) {
    if (n < 6) ImGui::SameLine();
    if (ImGui::Button(tr("Remove last"))) seats.pop_back();
  }
  ImGui::Separator();
  ImGui::Text("%s", tr("Tiles"));
  // The sets of the index: core decks as one choice, expansions as boxes, each on its own line, an
  // expansion's options on their own line under it; each says what it does when hovered.
  const std::vector<SetEntry>& index = setIndex();
  auto hint = [](const char* text) {
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", text);
  };
  for (size_t i = 0; i < index.size(); ++i) {
    if (!index[i].core) continue;
    ImGui::PushID(int(i));
    if (ImGui::RadioButton(tr(index[i].title).c_str(), g_newGame.core == index[i].set)) g_newGame.core = index[i].set;
    hint(tr("The deck the game is played with: one per game."));
    ImGui::PopID();
  }
  for (size_t i = 0; i < index.size(); ++i) {
    const SetEntry& e = index[i];
    if (e.core) continue;
    ImGui::PushID(int(i));
    bool on = g_newGame.chosen[e.set];
    if (ImGui::Checkbox(tr(e.title).c_str(), &on)) g_newGame.chosen[e.set] = on;
    hint(tr("Adds this set's tiles, and its rules, to the deck."));
    if (on)
      for (const SetOption& o : e.options) {
        ImGui::PushID(o.key.c_str());
        ImGui::Indent();
        if (!o.title.empty()) {
          ImGui::AlignTextToFramePadding();
          ImGui::TextUnformatted(tr(o.title).c_str());
          ImGui::SameLine();
        }
        size_t& pick = g_newGame.option[o.key];
        if (pick >= o.values.size()) pick = o.fallback;
        for (size_t k = 0; k < o.values.size(); ++k) {
          if (k) ImGui::SameLine();
          ImGui::PushID(int(k));
          if (ImGui::RadioButton(tr(o.labels[k]).c_str(), pick == k)) pick = k;
          hint(tr("Which edition's rules and tile counts this set is played with."));
          ImGui::PopID();
        }
        ImGui::Unindent();
        ImGui::PopID();
      }
    ImGui::PopID();
  }
  ImGui::SetNextItemWidth(120);
  ImGui::InputInt(tr("Deal (seed)"), &seed);
  hint(tr("The same number deals the same tiles in the same order."));
  if (seed < 0) seed = 0;
  ImGui::Separator();
  if (ImGui::Button(tr("Start"), ImVec2(120, 0))) {
    NewGameOptions o;
    for (size_t i = 0; i < seats.size(); ++i) {
      Seat seat = seats[i];
      seat.name = names[i][0] ? names[i] : defaultName(int(i));
      if (seat.name == tr("You")) seat.name = "You";  // the reader's seat, shown in their language
      seat.bot = kSeatBots[kinds[i]];
      o.seats.push_back(seat);
    }
    o.seed = uint64_t(seed);
    o.sets.clear();
    for (const SetEntry& e : index) {
      if (e.core ? g_newGame.core != e.set : !g_newGame.chosen[e.set]) continue;
      o.sets.push_back(e.set);
      for (const SetOption& opt : e.options) {
        size_t pick = g_newGame.option.count(opt.key) ? g_newGame.option[opt.key] : opt.fallback;
        o.options[opt.key] = opt.values[pick < opt.values.size() ? pick : opt.fallback];
      }
    }
    if (s.newGame(o, nullptr)) {
      board.cancel();
      board.centre(s.state(), ImGui::GetIO().DisplaySize);
      g_summaryShown = false;
    }
    ImGui::CloseCurrentPopup();
  }
  ImGui::SameLine();
  if (ImGui::Button(tr("Cancel"), ImVec2(120, 0))) ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
}

void drawEndSummary(Table& s) {
  const State& st = s.state();
  if (g_embed || s.demoActive()) return;
  static const Game* shownFor = nullptr;  // a finished game loaded after another shows its scores too
  if (st.over() && (!g_summaryShown || shownFor != &s.game())) {
    g_summaryShown = true;
    g_summaryOpen = true;
    shownFor = &s.game();
  }
  if (!st.over()) g_summaryShown = false;
  if (g_summaryOpen) {
    ImGui::OpenPopup(tr("Final scores"));
    g_summaryOpen = false;
  }
  ImGui::SetNextWindowPos(ImGui::GetMainViewport()->GetCenter(), ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
  // On a phone the window keeps to the screen and the table scrolls sideways instead of being cut.
  ImVec2 view = ImGui::GetIO().DisplaySize;
  bool small = narrow(view);
  ImGui::SetNextWindowSizeConstraints(ImVec2(0, 0), ImVec2(view.x - 8, view.y - 8));
  if (!ImGui::BeginPopupModal(tr("Final scores"), nullptr, ImGuiWindowFlags_AlwaysAutoResize)) return;
  // Ranking, then where the points came from, then the race over the game.
  std::vector<int> order(size_t(st.players()));
  for (int p = 0; p < st.players(); ++p) order[size_t(p)] = p;
  std::stable_sort(order.begin(), order.end(),
                   [&](int a, int b) { return st.scores()[size_t(a)] > st.scores()[size_t(b)]; });
  // One column per kind of points (the engine's table), then the points scored at the end.
  std::vector<ScoreColumn> table = scoreTable(st);
  ImGui::SetWindowFontScale(1.3f);  // the result first, larger
  ImGui::TextUnformatted(winnerText(s).c_str());
  ImGui::SetWindowFontScale(1.0f);
  // The kinds of points add up to the total, so the total comes right after them; the points of
  // the end-of-game scoring (already in the columns) come last.
  ImGuiTableFlags flags = ImGuiTableFlags_Borders | ImGuiTableFlags_SizingFixedFit;
  ImVec2 outer(0, 0);
  if (small) {
    flags |= ImGuiTableFlags_ScrollX;
    float row = ImGui::GetTextLineHeight() + ImGui::GetStyle().CellPadding.y * 2 + 1;
    outer = ImVec2(view.x - 8 - ImGui::GetStyle().WindowPadding.x * 2,
                   row * float(st.players() + 1) + ImGui::GetStyle().ScrollbarSize + 4);
  }
  if (ImGui::BeginTable("final", 4 + int(table.size()), flags, outer)) {
    ImGui::TableSetupColumn(tr(""));
    ImGui::TableSetupColumn(tr("Player"));
    for (const ScoreColumn& c : table) ImGui::TableSetupColumn(columnTitle(c.kind).c_str());
    ImGui::TableSetupColumn(tr("Total"));
    ImGui::TableSetupColumn(tr("of which at the end"));
    ImGui::TableHeadersRow();
    for (int p : order) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      swatch(s.seats()[size_t(p)].colour, 14, p);
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(s.shownName(p).c_str());
      for (const ScoreColumn& c : table) {
        ImGui::TableNextColumn();
        ImGui::Text("%d", c.points[size_t(p)]);
      }
      ImGui::TableNextColumn();
      ImGui::Text("%d", st.scores()[size_t(p)]);
      ImGui::TableNextColumn();
      ImGui::Text("%d", pointsAtTheEnd(st, p));
    }
    ImGui::EndTable();
  }
  // Scores over the game.
  const auto& hist = s.scoreHistory();
  ImVec2 size(small ? view.x - 8 - ImGui::GetStyle().WindowPadding.x * 2 : 520.0f, 200),
      p0 = ImGui::GetCursorScreenPos();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddRectFilled(p0, ImVec2(p0.x + size.x, p0.y + size.y), IM_COL32(250, 250, 245, 255), 4);
  int top = 1;
  for (const auto& row : hist)
    for (int v : row) top = std::max(top, v);
  int turns = std::max<int>(1, int(hist.size()) - 1);
  for (int p = 0; p < st.players(); ++p) {
    std::vector<ImVec2> pts;
    for (size_t i = 0; i < hist.size(); ++i)
      pts.push_back(ImVec2(p0.x + 8 + (size.x - 16) * float(i) / float(turns),
                           p0.y + size.y - 8 - (size.y - 16) * float(hist[i][size_t(p)]) / float(top)));
    dl->AddPolyline(pts.data(), int(pts.size()), s.seats()[size_t(p)].colour, 0, 2.5f);
  }
  ImGui::Dummy(size);
  if (turns == 1)  // "1 turn", never "1 turns"
    ImGui::TextDisabled("%s", tr("Score after each turn (1 turn)"));
  else
    ImGui::TextDisabled("%s", fill(tr("Score after each turn ({turns} turns)"), {{"turns", turns}}).c_str());
  if (ImGui::Button(tr("New game"))) {
    ImGui::CloseCurrentPopup();
    openNewGameDialog();
  }
  ImGui::SameLine();
  if (ImGui::Button(tr("Close"))) ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
}

json shownTexts(const Table& s) {
  json j = {{"language", s.language()}, {"strings", translationsLanguage()}};
  json windows = json::array();
  if (!s.active()) {  // nothing is drawn
    j["windows"] = windows;
    return j;
  }
  const State& st = s.state();
  if (s.demoActive()) {
    json chips = json::array();
    for (int p = 0; p < st.players(); ++p) chips.push_back(chipText(s, p));
    j["demo"] = {{"title", s.demoTitle()},
                 {"step", stepText(s)},
                 {"controls", json::array({tr("Autoplay"), soundOn() ? tr("Sound: on") : tr("Sound: off")})},
                 {"chips", chips},
                 {"text", s.demoText()}};
    windows.push_back(s.demoTitle());
  }
  if (!g_embed) {
    windows.push_back(tr("Players"));
    json board = json::array();
    for (int p = 0; p < st.players(); ++p) board.push_back(seatText(s, p));
    j["scoreboard"] = board;
    if (tilePanelShown(s)) {
      windows.push_back(tr("Your move"));
      json turn = json::array({turnText(s)});
      if (!st.over() && st.step() == Step::PlaceTile && st.currentTile() >= 0)
        turn.push_back(tileInWords(st.catalog().types[size_t(st.currentTile())], kTr));
      if (!st.over() && st.step() == Step::PlaceTile && s.humanToMove() && !boardView().hasSelection())
        turn.push_back(placeHint());
      j["turn"] = turn;
    }
    if (!s.demoActive()) {
      windows.push_back(tr("Scoring log"));
      json log = json::array();
      for (const LogLine& line : logLines(s)) log.push_back(line.text);
      j["log"] = log;
      if (st.over()) {
        json columns = json::array(), names = json::array(), rows = json::array();
        std::vector<ScoreColumn> table = scoreTable(st);
        for (const ScoreColumn& c : table) columns.push_back(columnTitle(c.kind));
        for (int p = 0; p < st.players(); ++p) {
          names.push_back(s.shownName(p));
          json points = json::array();
          for (const ScoreColumn& c : table) points.push_back(c.points[size_t(p)]);
          rows.push_back({{"player", s.shownName(p)},
                          {"points", points},
                          {"total", st.scores()[size_t(p)]},
                          {"atTheEnd", pointsAtTheEnd(st, p)}});
        }
        j["finalScores"] = {{"winner", winnerText(s)}, {"columns", columns}, {"players", names}, {"rows", rows}};
      }
    }
  }
  if (g_newGameShown) {
    windows.push_back(tr("New game"));
    json kinds = json::array();
    for (const char* k : kSeatKinds) kinds.push_back(tr(k));
    j["newGame"] = {{"seatKinds", kinds}};
  }
  j["windows"] = windows;
  return j;
}

}  // namespace carc::render

namespace carc::render {
bool isNarrow(ImVec2 view) { return narrow(view); }
bool isTouchScreen() { return touchScreen(); }
void fingerSizes(ImVec2 view) { sizeForFingers(view); }
}  // namespace carc::render
