#include "panels.h"

#include <SDL.h>
#include <emscripten.h>

#include <algorithm>
#include <cmath>
#include <cstdarg>
#include <cstdio>
#include <map>
#include <string>

#include "engine/describe.h"
#include "engine/explain.h"
#include "engine/module.h"
#include "engine/score_table.h"
#include "expansion_view.h"
#include "i18n.h"
#include "motion.h"
#include "move_effects.h"
#include "set_index.h"
#include "tile_painter.h"

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
void scoreRace(const Session& s) {
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

// Phones and narrow iframes: windows tile the edges instead of floating where they like.
bool narrow(ImVec2 view) { return view.x < 720; }

// A translated printf pattern filled in, as ImGui::Text would show it.
std::string printed(const char* pattern, ...) {
  char buf[1024];
  va_list args;
  va_start(args, pattern);
  std::vsnprintf(buf, sizeof(buf), pattern, args);
  va_end(args);
  return buf;
}

const Translate kTr = [](const std::string& x) { return tr(x); };

// The texts of the windows, written once: the windows draw them and shownTexts() reports them.
std::string chipText(const Session& s, int p) {
  return printed(tr("%s %d"), s.shownName(p).c_str(), s.state().scores()[size_t(p)]);
}
std::string stepText(const Session& s) { return printed(tr("Step %d / %d"), s.demoStep(), s.demoSteps()); }
std::string seatText(const Session& s, int p) {
  return printed(tr("%s%s"), s.shownName(p).c_str(), s.seats()[size_t(p)].bot.empty() ? "" : tr(" (bot)"));
}
std::string turnText(const Session& s) {
  const State& st = s.state();
  if (st.over()) return tr("The game is over.");
  std::string name = s.shownName(st.currentPlayer());
  if (!s.humanToMove()) return printed(tr("%s is thinking..."), name.c_str());
  if (st.step() == Step::PlaceTile) return printed(tr("%s: place the tile"), name.c_str());
  if (st.step() == Step::PlaceMeeple) return printed(tr("%s: place a meeple?"), name.c_str());
  if (st.step() == Step::Module) {
    const Module* mod = st.catalog().modules[size_t(st.activeModule())];
    return printed(tr("%s: %s"), name.c_str(), tr(mod->prompt(st)).c_str());
  }
  return "";
}

}  // namespace

bool g_embed = false;

namespace {

// The scoring log: remarks that are not scorings (a module's notes) come before the scorings of
// their move.
struct LogLine {
  std::string text;
  int tile = -1;
  bool note = false;
  unsigned players = 0;
};
std::vector<LogLine> logLines(const Session& s) {
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
    out.push_back(LogLine{explainEvent(st, e, names, kTr), int(e.tile), false, e.players});
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

bool tilePanelShown(const Session& s) { return !g_embed && !(s.demoActive() && s.demoStep() < s.demoSteps()); }

}  // namespace
double g_autoplayNext = 0;
bool g_autoplay = false;

void openNewGameDialog() {
  if (!g_embed) g_openNewGame = true;
}
void setEmbedMode(bool on) { g_embed = on; }
bool embedMode() { return g_embed; }

void drawDemoPanel(Session& s, BoardView& board, ImVec2 view) {
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
  ImGui::SameLine();
  // A button, not a box: the autoplay box stays the only white square of the panel.
  if (ImGui::SmallButton(soundOn() ? tr("Sound: on") : tr("Sound: off"))) switchSound(!soundOn());
  ImGui::SameLine();
  ImGui::TextUnformatted(stepText(s).c_str());
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
  ImGui::End();
}

void drawToolbar(Session& s, BoardView& board, ImVec2 view) {
  if (g_embed) return;
  ImGui::SetNextWindowPos(ImVec2(view.x * 0.5f, narrow(view) ? 2.0f : 8.0f), ImGuiCond_Always, ImVec2(0.5f, 0));
  ImGui::Begin(tr("##toolbar"), nullptr,
               ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_AlwaysAutoResize |
                   ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings);
  if (ImGui::Button(tr("New game"))) openNewGameDialog();
  ImGui::SameLine();
  if (ImGui::Button(tr("Centre board")) || (!ImGui::GetIO().WantTextInput && ImGui::IsKeyPressed(SDL_SCANCODE_C)))
    board.centre(s.state(), view);
  ImGui::SameLine();
  if (ImGui::Button(tr("-"))) board.zoomBy(1 / 1.25f, ImVec2(view.x * 0.5f, view.y * 0.5f));
  ImGui::SameLine();
  if (ImGui::Button(tr("+"))) board.zoomBy(1.25f, ImVec2(view.x * 0.5f, view.y * 0.5f));
  ImGui::SameLine();
  ImGui::BeginDisabled(s.game().actions().empty());
  if (ImGui::Button(tr("Undo"))) {
    board.cancel();
    s.undoHuman();
  }
  ImGui::EndDisabled();
  ImGui::SameLine();
  if (ImGui::Button(tr("Share"))) {
    // The page makes the #s= link, copies it and offers the file (web/shell.js).
    std::string position = s.positionJson().dump();
    EM_ASM(
        {
          if (window.carcassonneShell) window.carcassonneShell.share(UTF8ToString($0));
        },
        position.c_str());
  }
  if (s.state().over()) {
    ImGui::SameLine();
    if (ImGui::Button(tr("Final scores"))) g_summaryOpen = true;
  }
  ImGui::End();
}

void drawScoreboard(Session& s, ImVec2 view) {
  const State& st = s.state();
  if (g_embed) return;
  if (narrow(view)) {
    ImGui::SetNextWindowPos(ImVec2(4, 40), ImGuiCond_Always);
    ImGui::SetNextWindowSize(ImVec2(view.x * 0.5f - 6, 0), ImGuiCond_Always);
  } else {
    ImGui::SetNextWindowPos(ImVec2(10, 10), ImGuiCond_FirstUseEver);
    ImGui::SetNextWindowSize(ImVec2(270, 0), ImGuiCond_FirstUseEver);
  }
  ImGui::Begin(tr("Players"), nullptr, narrow(view) ? 0 : ImGuiWindowFlags_AlwaysAutoResize);
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
      ImGui::Text(tr("%3d"),
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
  if (ImGui::SmallButton(soundOn() ? tr("Sound: on") : tr("Sound: off"))) switchSound(!soundOn());
  ImGui::Separator();
  int inBag = int(st.bag().size());
  ImGui::Text(tr("Tiles left in the bag: %d"), inBag);
  if (!st.setAside().empty()) ImGui::TextDisabled(tr("Set aside (fit nowhere): %d"), int(st.setAside().size()));
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
      ImGui::Text(tr("x%d"), counts[t]);
      ImGui::EndGroup();
      if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tileInWords(cat.types[t], kTr).c_str());
    }
  }
  ImGui::End();
}

void drawTilePanel(Session& s, BoardView& board, ImVec2 view) {
  const State& st = s.state();
  if (!tilePanelShown(s)) return;
  if (narrow(view)) {
    ImGui::SetNextWindowPos(ImVec2(view.x - 4, 40), ImGuiCond_Always, ImVec2(1, 0));
    ImGui::SetNextWindowSize(ImVec2(view.x * 0.5f - 6, 0), ImGuiCond_Always);
  } else {
    ImGui::SetNextWindowPos(ImVec2(view.x - 10, 10), ImGuiCond_FirstUseEver, ImVec2(1, 0));
    ImGui::SetNextWindowSize(ImVec2(220, 0), ImGuiCond_Always);
  }
  ImGui::Begin(tr("Your move"), nullptr, ImGuiWindowFlags_NoResize);
  if (st.over()) {
    ImGui::TextWrapped("%s", tr("The game is over."));
    if (ImGui::Button(tr("See the final scores"))) g_summaryOpen = true;
    ImGui::End();
    return;
  }
  const Seat& seat = s.seats()[size_t(st.currentPlayer())];
  swatch(seat.colour, 14, st.currentPlayer());
  ImGui::SameLine();
  bool human = s.humanToMove();
  bool typing = ImGui::GetIO().WantTextInput;
  ImGui::TextWrapped("%s", turnText(s).c_str());
  if (human && st.step() == Step::Module) {
    // Choices that have no place on the board become buttons.
    const Module* mod = st.catalog().modules[size_t(st.activeModule())];
    std::vector<Action> legal;
    st.legalActions(legal);
    for (const Action& a : legal) {
      int tile = -1, seg = -1;
      if (mod->actionSpot(st, a, tile, seg)) continue;
      std::string label = mod->actionLabel(st, a);
      if (ImGui::Button(label.empty() ? tr("Done") : tr(label).c_str())) s.play(a, nullptr);
    }
  }
  if (st.step() == Step::PlaceTile && st.currentTile() >= 0) {
    const TileType& t = st.catalog().types[size_t(st.currentTile())];
    float w = ImGui::GetContentRegionAvail().x;
    float big = std::min(narrow(view) ? 96.0f : 150.0f, w);
    ImGui::SetCursorPosX(ImGui::GetCursorPosX() + (w - big) * 0.5f);
    tileIcon(t, board.rotation(), big, styleOf(st.catalog()));
    ImGui::TextDisabled("%s", tileInWords(t, kTr).c_str());
    if (human) {
      if (ImGui::Button(tr("Rotate (R)")) || (!typing && ImGui::IsKeyPressed(SDL_SCANCODE_R))) board.rotate(st, +1);
      ImGui::SameLine();
      ImGui::BeginDisabled(!board.hasSelection());
      if (ImGui::Button(tr("Place (Enter)")) || (!typing && ImGui::IsKeyPressed(SDL_SCANCODE_RETURN))) board.confirm(s);
      ImGui::EndDisabled();
      if (board.hasSelection()) {
        if (ImGui::Button(tr("Cancel (Esc)")) || ImGui::IsKeyPressed(SDL_SCANCODE_ESCAPE)) board.cancel();
      } else {
        ImGui::TextWrapped("%s",
                           tr("Click a highlighted square; click it again or press Place to confirm. Right click turns "
                              "the tile."));
      }
    }
  } else if (st.step() == Step::PlaceMeeple && human) {
    ImGui::TextWrapped("%s", tr("Click a circle on the new tile to put a meeple there."));
    if (ImGui::Button(tr("No meeple (N)")) || (!typing && ImGui::IsKeyPressed(SDL_SCANCODE_N))) {
      Action a;
      a.kind = Action::NoMeeple;
      s.play(a, nullptr);
    }
    if (!narrow(view)) ImGui::SameLine();
    if (ImGui::Button(tr("Take back tile"))) s.undoStep();
  }
  ImGui::End();
}

void drawLog(Session& s, BoardView& board, ImVec2 view) {
  const State& st = s.state();
  if (g_embed || s.demoActive()) {
    board.highlightTile = -1;
    return;
  }
  if (narrow(view)) {
    ImGui::SetNextWindowPos(ImVec2(4, view.y - 4), ImGuiCond_Always, ImVec2(0, 1));
    ImGui::SetNextWindowSize(ImVec2(view.x - 8, 120), ImGuiCond_Always);
  } else {
    ImGui::SetNextWindowPos(ImVec2(view.x - 10, view.y - 10), ImGuiCond_FirstUseEver, ImVec2(1, 1));
    ImGui::SetNextWindowSize(ImVec2(std::min(460.0f, view.x - 20), 220), ImGuiCond_FirstUseEver);
  }
  ImGui::Begin(tr("Scoring log"));
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
  ImGui::End();
}

void drawNewGameDialog(Session& s, BoardView& board) {
  static std::vector<Seat> seats;
  static char names[6][32];
  static int kinds[6];
  static int seed = 0;
  if (g_openNewGame) {
    seats = s.seats();
    for (size_t i = 0; i < 6; ++i) {
      std::string n = i < seats.size() ? s.shownName(int(i)) : std::string(tr(defaultName(int(i))));
      std::snprintf(names[i], sizeof(names[i]), "%s", n.c_str());
      kinds[i] = i < seats.size() ? (seats[i].bot.empty() ? 0 : seats[i].bot == "greedy" ? 1 : 2) : 1;
    }
    seed = int(uint32_t(emscripten_get_now() * 1000.0) % 1000000);
    g_newGame.from(s.options());
    ImGui::OpenPopup(tr("New game"));
    g_openNewGame = false;
  }
  ImGui::SetNextWindowPos(ImGui::GetMainViewport()->GetCenter(), ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
  if (!ImGui::BeginPopupModal(tr("New game"), nullptr, ImGuiWindowFlags_AlwaysAutoResize)) return;
  int n = int(seats.size());
  ImGui::Text("%s", tr("Players"));
  const char* const kKinds[] = {tr("Human"), tr("Bot (greedy)"), tr("Bot (random)")};
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
    ImGui::SetNextItemWidth(130);
    ImGui::Combo("##kind", &kinds[i], kKinds, 3);
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
  // The sets of the index: core decks as one choice, expansions as boxes, an expansion's options
  // on their own line.
  const std::vector<SetEntry>& index = setIndex();
  bool firstCore = true;
  for (size_t i = 0; i < index.size(); ++i) {
    if (!index[i].core) continue;
    if (!firstCore) ImGui::SameLine();
    firstCore = false;
    ImGui::PushID(int(i));
    if (ImGui::RadioButton(tr(index[i].title).c_str(), g_newGame.core == index[i].set)) g_newGame.core = index[i].set;
    ImGui::PopID();
  }
  for (size_t i = 0; i < index.size(); ++i) {
    const SetEntry& e = index[i];
    if (e.core) continue;
    ImGui::PushID(int(i));
    bool on = g_newGame.chosen[e.set];
    if (ImGui::Checkbox(tr(e.title).c_str(), &on)) g_newGame.chosen[e.set] = on;
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
          ImGui::PopID();
        }
        ImGui::Unindent();
        ImGui::PopID();
      }
    ImGui::PopID();
  }
  ImGui::SetNextItemWidth(120);
  ImGui::InputInt(tr("Deal (seed)"), &seed);
  if (seed < 0) seed = 0;
  ImGui::Separator();
  if (ImGui::Button(tr("Start"), ImVec2(120, 0))) {
    NewGameOptions o;
    for (size_t i = 0; i < seats.size(); ++i) {
      Seat seat = seats[i];
      seat.name = names[i][0] ? names[i] : defaultName(int(i));
      seat.bot = kinds[i] == 0 ? "" : kinds[i] == 1 ? "greedy" : "random";
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

void drawEndSummary(Session& s) {
  const State& st = s.state();
  if (g_embed || s.demoActive()) return;
  if (st.over() && !g_summaryShown) {
    g_summaryShown = true;
    g_summaryOpen = true;
  }
  if (!st.over()) g_summaryShown = false;
  if (g_summaryOpen) {
    ImGui::OpenPopup(tr("Final scores"));
    g_summaryOpen = false;
  }
  ImGui::SetNextWindowPos(ImGui::GetMainViewport()->GetCenter(), ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
  if (!ImGui::BeginPopupModal(tr("Final scores"), nullptr, ImGuiWindowFlags_AlwaysAutoResize)) return;
  // Ranking, then where the points came from, then the race over the game.
  std::vector<int> order(size_t(st.players()));
  for (int p = 0; p < st.players(); ++p) order[size_t(p)] = p;
  std::stable_sort(order.begin(), order.end(),
                   [&](int a, int b) { return st.scores()[size_t(a)] > st.scores()[size_t(b)]; });
  // One column per kind of points (the engine's table), then the points scored at the end.
  std::vector<ScoreColumn> table = scoreTable(st);
  if (ImGui::BeginTable("final", 4 + int(table.size()), ImGuiTableFlags_Borders | ImGuiTableFlags_SizingFixedFit)) {
    ImGui::TableSetupColumn(tr(""));
    ImGui::TableSetupColumn(tr("Player"));
    for (const ScoreColumn& c : table) ImGui::TableSetupColumn(columnTitle(c.kind).c_str());
    ImGui::TableSetupColumn(tr("of which at the end"));
    ImGui::TableSetupColumn(tr("Total"));
    ImGui::TableHeadersRow();
    for (int p : order) {
      int atEnd = 0;
      for (const ScoreEvent& e : st.events())
        if ((e.players & (1u << p)) && e.move < 0) atEnd += e.points;
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      swatch(s.seats()[size_t(p)].colour, 14, p);
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(s.shownName(p).c_str());
      for (const ScoreColumn& c : table) {
        ImGui::TableNextColumn();
        ImGui::Text(tr("%d"), c.points[size_t(p)]);
      }
      ImGui::TableNextColumn();
      ImGui::Text(tr("%d"), atEnd);
      ImGui::TableNextColumn();
      ImGui::Text(tr("%d"), st.scores()[size_t(p)]);
    }
    ImGui::EndTable();
  }
  // Scores over the game.
  const auto& hist = s.scoreHistory();
  ImVec2 size(520, 200), p0 = ImGui::GetCursorScreenPos();
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
  ImGui::TextDisabled(tr("Score after each turn (%d turns)"), turns);
  if (ImGui::Button(tr("New game"))) {
    ImGui::CloseCurrentPopup();
    openNewGameDialog();
  }
  ImGui::SameLine();
  if (ImGui::Button(tr("Close"))) ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
}

json shownTexts(const Session& s) {
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
      j["turn"] = turn;
    }
    if (!s.demoActive()) {
      windows.push_back(tr("Scoring log"));
      json log = json::array();
      for (const LogLine& line : logLines(s)) log.push_back(line.text);
      j["log"] = log;
      if (st.over()) {
        json columns = json::array(), names = json::array();
        for (const ScoreColumn& c : scoreTable(st)) columns.push_back(columnTitle(c.kind));
        for (int p = 0; p < st.players(); ++p) names.push_back(s.shownName(p));
        j["finalScores"] = {{"columns", columns}, {"players", names}};
      }
    }
  }
  j["windows"] = windows;
  return j;
}

}  // namespace carc::render
