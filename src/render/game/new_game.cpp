#include "render/game/new_game.h"

#include <algorithm>
#include <cfloat>
#include <cstdio>

#include "engine/phrase.h"
#include "engine/seat_lists.h"
#include "render/page/clock.h"
#include "render/page/shell.h"
#include "render/paint/tooltip.h"
#include "render/table/set_index.h"
#include "render/widgets/drag_scroll.h"
#include "render/widgets/page_shape.h"
#include "render/widgets/player_rows.h"
#include "render/words/i18n.h"

namespace carc::render {

namespace {
// The page's first game's seats: a person and two greedy bots.
std::vector<Seat> firstSeats() {
  return {Seat{defaultName(0), defaultColour(0), ""}, Seat{defaultName(1), defaultColour(1), "greedy"},
          Seat{defaultName(2), defaultColour(2), "greedy"}};
}
// The deal the dialog opens with, from the clock.
int clockSeed() { return int(uint32_t(browser::nowMs() * 1000.0) % 1000000); }
}  // namespace

void startGame(Table& s) {
  NewGameOptions o;
  o.seats = firstSeats();
  o.seed = uint64_t(browser::nowMs()) % 1000000 + 1;
  std::string why;
  if (!s.newGame(o, &why)) browser::fail(why);
}

namespace {
// What a seat of the dialog can be: kind 0 a human, kind k a bot of the level botLevels()[k - 1]
// (web/seats.json: its words and its name), easiest first.
int seatKindCount() { return 1 + int(botLevels().size()); }
const char* seatKindWords(int k) { return k == 0 ? N_("Human") : botLevels()[size_t(k - 1)].words.c_str(); }
std::string seatKindBot(int k) { return k == 0 ? "" : botLevels()[size_t(k - 1)].bot; }
int seatKind(const std::string& bot) {
  for (int k = 0; k < seatKindCount(); ++k)
    if (bot == seatKindBot(k)) return k;
  return 1;
}
void hint(const char* text, std::string& shown) {
  if (!ImGui::IsItemHovered()) return;
  tooltip(text);
  shown = text;
}
}  // namespace

json NewGameDialog::texts() const {
  return {{"seatKinds", seatKinds()},
          {"widgets", widgets_},
          {"hint", hint_.empty() ? json(nullptr) : json(hint_)},
          {"asking", confirming_}};
}

std::vector<std::string> NewGameDialog::seatKinds() {
  std::vector<std::string> out;
  for (int k = 0; k < seatKindCount(); ++k) out.push_back(tr(seatKindWords(k)));
  return out;
}

namespace {
// The sets and options the dialog opens with: a game's (one core deck first, else the index's first).
void setsOf(const NewGameOptions& o, std::vector<std::string>& sets, json& options) {
  std::string core;
  sets.clear();
  options = json::object();
  for (const SetEntry& e : setIndex()) {
    bool in = std::find(o.sets.begin(), o.sets.end(), e.set) != o.sets.end();
    if (e.core && in && core.empty()) core = e.set;
    if (!e.core && in) sets.push_back(e.set);
    for (const SetOption& opt : e.options) {
      size_t pick = opt.fallback;
      if (o.options.is_object() && o.options.contains(opt.key))
        for (size_t k = 0; k < opt.values.size(); ++k)
          if (o.options[opt.key] == opt.values[k]) pick = k;
      if (pick < opt.values.size()) options[opt.key] = opt.values[pick];
    }
  }
  if (core.empty() && !defaultSets().empty()) core = defaultSets()[0];
  if (!core.empty()) sets.insert(sets.begin(), core);
}
}  // namespace

bool NewGameDialog::asksFirst(const Table& s) {
  return s.isGameInProgress() && !s.state().over() && s.state().tiles().size() > 1;
}

void NewGameDialog::chooseSets(const NewGameOptions& o) { setsOf(o, sets_, options_); }

json NewGameDialog::choices(const Table& s) {
  json kinds = json::array();
  for (int k = 0; k < seatKindCount(); ++k)
    kinds.push_back({{"bot", k ? json(seatKindBot(k)) : json(nullptr)}, {"words", tr(seatKindWords(k))}});
  // The seats as the dialog opens: the game's, else the page's first game's; then the seats it adds.
  std::vector<Seat> seats = s.seats();
  NewGameOptions first;
  if (seats.empty()) seats = first.seats = firstSeats();
  json seatsOut = json::array();
  for (int i = 0; i < kMostPlayers; ++i) {
    bool held = size_t(i) < seats.size();
    std::string given = held ? seats[size_t(i)].name : defaultName(i);
    std::string shown = held && s.active() ? s.shownName(i) : std::string(tr(given));
    seatsOut.push_back({{"name", shown},
                        {"given", given},  // as newGame takes it: the reader's "You" is "You" in any language
                        {"bot", seatKindBot(held ? seatKind(seats[size_t(i)].bot) : 1)},
                        {"in", held}});
  }
  for (json& seat : seatsOut)
    if (seat["bot"] == "") seat["bot"] = nullptr;
  std::vector<std::string> chosen;
  json options;
  setsOf(s.active() ? s.options() : first, chosen, options);
  json sets = json::array();
  for (const SetEntry& e : setIndex()) {
    json opts = json::array();
    for (const SetOption& opt : e.options) {
      json values = json::array();
      for (size_t k = 0; k < opt.values.size(); ++k)
        values.push_back({{"value", opt.values[k]}, {"words", tr(opt.labels[k])}});
      opts.push_back({{"key", opt.key},
                      {"title", opt.title.empty() ? json(nullptr) : json(tr(opt.title))},
                      {"values", values},
                      {"value", options.contains(opt.key) ? options[opt.key] : opt.values[opt.fallback]}});
    }
    // A set the index says nothing about: the words the dialog's rows say when hovered (player_rows.cpp).
    const char* what = e.core ? N_("The deck the game is played with: one per game.")
                              : N_("Adds this set's tiles, and its rules, to the deck.");
    sets.push_back({{"id", e.set},
                    {"name", tr(e.title)},
                    {"about", e.summary.empty() ? std::string(tr(what)) : tr(e.summary)},
                    {"core", e.core},
                    {"on", std::find(chosen.begin(), chosen.end(), e.set) != chosen.end()},
                    {"options", opts}});
  }
  bool asks = asksFirst(s);
  return {{"players", {{"fewest", kFewestPlayers}, {"most", kMostPlayers}, {"shown", int(seats.size())}}},
          {"seats", seatsOut},
          {"kinds", kinds},
          {"sets", sets},
          {"seed", clockSeed()},
          {"asks", asks}};
}

void NewGameDialog::open(const Table& s) {
  seats_ = s.seats();
  for (size_t i = 0; i < size_t(kMostPlayers); ++i) {
    std::string n = i < seats_.size() ? s.shownName(int(i)) : std::string(tr(defaultName(int(i))));
    std::snprintf(names_[i], sizeof(names_[i]), "%s", n.c_str());
    kinds_[i] = i < seats_.size() ? seatKind(seats_[i].bot) : 1;
  }
  seed_ = clockSeed();
  chooseSets(s.options());
  confirming_ = false;
  ImGui::OpenPopup(tr("New game"));
}

NewGameOptions NewGameDialog::chosenOptions() const {
  NewGameOptions o;
  for (size_t i = 0; i < seats_.size(); ++i) {
    Seat seat = seats_[i];
    seat.name = names_[i][0] ? names_[i] : defaultName(int(i));
    if (seat.name == tr("You")) seat.name = "You";  // the reader's seat, shown in their language
    seat.bot = seatKindBot(kinds_[i]);
    o.seats.push_back(seat);
  }
  o.seed = uint64_t(seed_);
  o.sets.clear();
  for (const SetEntry& e : setIndex()) {
    if (std::find(sets_.begin(), sets_.end(), e.set) == sets_.end()) continue;
    o.sets.push_back(e.set);
    for (const SetOption& opt : e.options)
      o.options[opt.key] = options_.contains(opt.key) ? options_[opt.key] : opt.values[opt.fallback];
  }
  return o;
}

void NewGameDialog::start(Table& s, BoardView& board, Screen& screen) {
  if (s.newGame(chosenOptions(), nullptr)) {
    board.cancel();
    board.frame(s.state(), ImGui::GetIO().DisplaySize);
    screen.newGameStarted = true;
  }
  confirming_ = false;
  ImGui::CloseCurrentPopup();
}

void NewGameDialog::playOnline() {
  NewGameOptions o = chosenOptions();
  json players = json::array();
  for (size_t i = 0; i < o.seats.size(); ++i) {
    if (i == 0)
      players.push_back({{"name", o.seats[i].name == "You" ? "" : o.seats[i].name}});
    else if (o.seats[i].bot.empty())
      players.push_back({{"open", true}});
    else
      players.push_back({{"bot", o.seats[i].bot}});
  }
  browser::onlineRequest(json{{"op", "host"}, {"players", players}, {"sets", o.sets}, {"options", o.options}}.dump());
  confirming_ = false;
  ImGui::CloseCurrentPopup();
}

void NewGameDialog::draw(Table& s, BoardView& board, Screen& screen) {
  if (screen.openNewGame) {
    open(s);
    screen.openNewGame = false;
  }
  ImGui::SetNextWindowPos(ImGui::GetMainViewport()->GetCenter(), ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
  // Never wider than the screen: with three players or more the rows grew past a phone's right edge.
  ImGui::SetNextWindowSizeConstraints(ImVec2(0, 0), ImVec2(ImGui::GetIO().DisplaySize.x - 8, FLT_MAX));
  shown_ = ImGui::BeginPopupModal(tr("New game"), nullptr, ImGuiWindowFlags_AlwaysAutoResize);
  if (!shown_) return;
  coverBoard(board, false);  // an overlay: listed by layout() (tests find it there), not kept clear of by the board
  widgets_ = json::object();
  hint_.clear();
  const NameWidget named = [this](const std::string& name) {
    ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
    widgets_[name] = {{"x", a.x}, {"y", a.y}, {"w", b.x - a.x}, {"h", b.y - a.y}};
  };
  // On a phone the players, sets and deal scroll in their own part when they are taller than the
  // screen leaves, so Start, Play online and Cancel stay on the screen under them.
  const ImVec2 view = ImGui::GetIO().DisplaySize;
  const bool narrow = isNarrow(view);
  if (narrow) {
    const ImGuiStyle& st = ImGui::GetStyle();
    float footer = 3 * ImGui::GetFrameHeightWithSpacing() + 2 * ImGui::GetTextLineHeightWithSpacing() +
                   4 * st.ItemSpacing.y + 2 * st.WindowPadding.y;
    float room = std::max(4 * ImGui::GetFrameHeight(), view.y - ImGui::GetFrameHeight() - footer - 16);
    float h = bodyHeight_ > 0 ? std::min(bodyHeight_, room) : room;
    ImGui::BeginChild("##choices", ImVec2(0, h), ImGuiChildFlags_AutoResizeX);
  }
  int n = int(seats_.size());
  ImGui::Text("%s", tr("Players"));
  std::vector<const char*> labels;
  for (int k = 0; k < seatKindCount(); ++k) labels.push_back(tr(seatKindWords(k)));
  for (int i = 0; i < n; ++i) {
    ImGui::PushID(i);
    ImU32 colour = seats_[size_t(i)].colour;
    playerRow(colour, names_[i], sizeof(names_[i]), 140);
    seats_[size_t(i)].colour = colour;
    ImGui::SameLine();
    // The seat's kind fills the rest of a phone's row (room for the scrollbar kept), 170 px elsewhere.
    float kindWidth = 170;
    if (narrow) {
      const ImGuiStyle& st = ImGui::GetStyle();
      float used = ImGui::GetCursorScreenPos().x + st.ScrollbarSize + st.WindowPadding.x + 8;
      kindWidth = std::clamp(view.x - used, 100.0f, 170.0f);
    }
    ImGui::SetNextItemWidth(kindWidth);
    ImGui::Combo("##kind", &kinds_[i], labels.data(), int(labels.size()));
    ImGui::PopID();
  }
  if (n < kMostPlayers && ImGui::Button(tr("Add player"))) {
    seats_.push_back(Seat{defaultName(n), defaultColour(n), "greedy"});
    std::snprintf(names_[n], sizeof(names_[n]), "%s", defaultName(n));
    kinds_[n] = 1;
  }
  if (n > kFewestPlayers) {
    if (n < kMostPlayers) ImGui::SameLine();
    if (ImGui::Button(tr("Remove last"))) seats_.pop_back();
  }
  ImGui::Separator();
  ImGui::Text("%s", tr("Tiles"));
  SetRowsLook look{false, true, true};
  look.hintShown = &hint_;
  setRows(sets_, options_, look, named);
  // The label above its box: beside it, a long translation pushes the box off a phone's screen.
  ImGui::TextUnformatted(tr("Deal (seed)"));
  ImGui::SetNextItemWidth(160);
  ImGui::InputInt("##seed", &seed_);
  named("seed");
  hint(tr("The same number deals the same tiles in the same order."), hint_);
  if (seed_ < 0) seed_ = 0;
  if (narrow) {
    bodyHeight_ = ImGui::GetCursorPosY() + ImGui::GetStyle().WindowPadding.y;
    scrollByDrag();  // a finger scrolls the players, sets and deal as a page would
    ImGui::EndChild();
  }
  ImGui::Separator();
  if (confirming_) {
    // A game with moves in it is not thrown away by one click.
    ImGui::TextWrapped("%s", tr("The game in progress will end. Start a new game?"));
    if (ImGui::Button(tr("Start a new game"))) start(s, board, screen);
    named("confirm");
    ImGui::SameLine();
    if (ImGui::Button(tr("Back"))) confirming_ = false;
    named("back");
  } else {
    if (ImGui::Button(tr("Start"), ImVec2(120, 0))) {
      if (asksFirst(s))
        confirming_ = true;
      else
        start(s, board, screen);
    }
    named("start");
    ImGui::SameLine();
    // A table on the game server: the first seat is the reader's, the other human seats are open
    // for the friends who open its link, bots think on the server.
    if (ImGui::Button(tr("Play online"))) playOnline();
    named("online");
    hint(tr("A table on the game server: you get a link to send; the other human seats are for the friends who open "
            "it."),
         hint_);
    ImGui::SameLine();
    if (ImGui::Button(tr("Cancel"), ImVec2(120, 0))) ImGui::CloseCurrentPopup();
    named("cancel");
    // A friend's table by its short code (the host's lobby shows it): the join dialog asks the name.
    ImGui::Separator();
    ImGui::TextUnformatted(tr("Join a friend's table by its code:"));
    ImGui::SetNextItemWidth(130);
    bool enter = ImGui::InputText("##code", code_, sizeof(code_), ImGuiInputTextFlags_EnterReturnsTrue);
    named("code");
    ImGui::SameLine();
    ImGui::BeginDisabled(!code_[0]);
    if (ImGui::Button((std::string(tr("Join")) + "##code").c_str()) || (enter && code_[0])) {
      browser::onlineRequest(json{{"op", "code"}, {"code", std::string(code_)}}.dump());
      ImGui::CloseCurrentPopup();
    }
    named("joinCode");
    ImGui::EndDisabled();
  }
  ImGui::EndPopup();
}

}  // namespace carc::render
