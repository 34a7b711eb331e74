#include "render/game/online_window.h"

#include <cstdio>

#include "engine/phrase.h"
#include "render/page/shell.h"
#include "render/table/colours.h"
#include "render/widgets/page_shape.h"
#include "render/words/i18n.h"

namespace carc::render {

namespace {
std::string text(const json& j, const char* key) {
  return j.is_object() && j.contains(key) && j[key].is_string() ? j[key].get<std::string>() : "";
}
bool flag(const json& j, const char* key) {
  return j.is_object() && j.contains(key) && j[key].is_boolean() && j[key].get<bool>();
}
void request(const json& r) { browser::onlineRequest(r.dump()); }
}  // namespace

void OnlineWindow::line(const std::string& t) {
  // Wrapped at a width of its own: a window that fits its contents has none to wrap at.
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + 360);
  ImGui::TextWrapped("%s", t.c_str());
  ImGui::PopTextWrapPos();
  lines_.push_back(t);
}

void OnlineWindow::named(const std::string& name) {
  ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  widgets_[name] = {{"x", a.x}, {"y", a.y}, {"w", b.x - a.x}, {"h", b.y - a.y}};
}

void OnlineWindow::draw(Table& s, BoardView& board, ImVec2 view) {
  lines_ = json::array();
  widgets_ = json::object();
  if (!active()) return;
  bool phone = isNarrow(view);
  if (askName_) return drawJoin(board);
  if (!flag(info_, "started")) return drawLobby(board, phone);
  if (s.active() && s.online()) drawPlaying(s, board, view, phone);
}

void OnlineWindow::drawJoin(BoardView& board) {
  ImGui::SetNextWindowPos(ImGui::GetMainViewport()->GetCenter(), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::Begin(tr("Join the table"), nullptr,
               ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoMove);
  coverBoard(board, false);
  line(tr("You have been invited to a game of Carcassonne. Your name:"));
  ImGui::SetNextItemWidth(220);
  bool enter = ImGui::InputText("##name", name_, sizeof(name_), ImGuiInputTextFlags_EnterReturnsTrue);
  named("name");
  if (ImGui::IsWindowAppearing()) ImGui::SetKeyboardFocusHere(-1);
  ImGui::BeginDisabled(!name_[0] || joining_);
  if (ImGui::Button(tr("Join"), ImVec2(120, 0)) || (enter && name_[0])) {
    request({{"op", "join"}, {"name", std::string(name_)}});
    askName_ = false;
  }
  named("join");
  ImGui::EndDisabled();
  ImGui::End();
}

void OnlineWindow::seatLines(const Table* s, bool buttons) {
  const json& seats = info_.contains("seats") && info_["seats"].is_array() ? info_["seats"] : json::array();
  int mine = info_.value("seat", -1);
  for (size_t i = 0; i < seats.size(); ++i) {
    const json& seat = seats[i];
    std::string name = text(seat, "name");
    if (s && s->active() && s->online())
      name = s->shownName(int(i));
    else if (isColourWord(name))  // an unnamed seat's colour, said in the language of the moment
      name = tr(name);
    std::string t;
    if (flag(seat, "open"))
      t = tr("Open seat: waiting for a friend");
    else if (!seat["bot"].is_null() && seat.contains("bot"))
      t = fill(tr("{0} (bot)"), name);
    else if (int(i) == mine)
      t = fill(tr("{0} (you)"), name);
    else if (!flag(seat, "connected"))
      t = fill(tr("{0} (away)"), name);
    else
      t = name;
    ImGui::Bullet();
    ImGui::SameLine();
    line(t);
    // A person who left for good: the host may have a bot finish their game.
    if (buttons && flag(info_, "host") && flag(info_, "started") && int(i) != mine && !flag(seat, "connected") &&
        !flag(seat, "open") && (!seat.contains("bot") || seat["bot"].is_null())) {
      ImGui::SameLine();
      ImGui::PushID(int(i));
      if (ImGui::SmallButton(tr("A bot takes this seat"))) request({{"op", "bot"}, {"seat", i}});
      named("bot:" + std::to_string(i));
      ImGui::PopID();
    }
  }
}

// A browser notification when it becomes this seat's turn: the page asks the browser's permission
// only when this is ticked (web/online.js), and says whether it is on (info "notify").
void OnlineWindow::notifyToggle() {
  if (!flag(info_, "notifyOffered") || info_.value("seat", -1) < 0) return;
  bool on = flag(info_, "notify");
  if (ImGui::Checkbox(tr("Notify me when it is my turn"), &on)) {
    info_["notify"] = on;  // at once; the page tells what the browser allowed
    request({{"op", "notify"}, {"on", on}});
  }
  named("notify");
}

// The table's watch link, for whoever should follow without a seat: offered to the host and the
// players (a watcher has the page's own address already).
void OnlineWindow::watchLinkButton() {
  std::string watch = text(info_, "watch");
  if (watch.empty() || flag(info_, "watching")) return;
  if (ImGui::Button(tr("Copy the link to watch"))) request({{"op", "copy"}, {"text", watch}});
  named("copyWatch");
}

void OnlineWindow::drawLobby(BoardView& board, bool phone) {
  ImGui::SetNextWindowPos(ImGui::GetMainViewport()->GetCenter(), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::Begin(tr("Online table"), nullptr,
               ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoMove);
  coverBoard(board, false);
  if (flag(info_, "watching")) {
    line(tr("You are watching this table. The game has not started yet."));
    ImGui::End();
    return;
  }
  if (!flag(info_, "connected")) line(tr("Connecting to the game server…"));
  std::string link = text(info_, "link");
  if (!link.empty()) {
    line(tr("Send this link to the friends you play with:"));
    std::snprintf(linkBox_, sizeof(linkBox_), "%s", link.c_str());
    ImGui::SetNextItemWidth(phone ? 250 : 420);
    ImGui::InputText("##link", linkBox_, sizeof(linkBox_), ImGuiInputTextFlags_ReadOnly);
    named("link");
    ImGui::SameLine();
    if (ImGui::Button(tr("Copy"))) request({{"op", "copy"}, {"text", link}});
    named("copy");
  }
  // The short code, to say aloud or type in New game: while the table waits for its players.
  std::string code = text(info_, "code");
  if (!code.empty()) {
    line(tr("Or give them this code:"));
    std::snprintf(codeBox_, sizeof(codeBox_), "%s", code.c_str());
    ImGui::SetNextItemWidth(130);
    ImGui::InputText("##code", codeBox_, sizeof(codeBox_), ImGuiInputTextFlags_ReadOnly);
    named("code");
    ImGui::SameLine();
    if (ImGui::Button((std::string(tr("Copy")) + "##code").c_str())) request({{"op", "copy"}, {"text", code}});
    named("copyCode");
  }
  watchLinkButton();
  ImGui::Separator();
  line(tr("Players"));
  seatLines(nullptr, false);
  ImGui::Separator();
  if (flag(info_, "host")) {
    line(tr("Open seats left at the start are taken by bots."));
    if (ImGui::Button(tr("Start"), ImVec2(120, 0))) request({{"op", "start"}});
    named("start");
  } else {
    line(tr("Waiting for the host to start the game."));
  }
  notifyToggle();
  ImGui::End();
}

void OnlineWindow::drawPlaying(Table& s, BoardView& board, ImVec2 view, bool phone) {
  // Below the phone's bars, or at the board's bottom left on a desktop: out of the tile panel's way.
  ImGui::SetNextWindowPos(phone ? ImVec2(6, view.y - 6) : ImVec2(10, view.y - 10), ImGuiCond_Always, ImVec2(0, 1));
  ImGui::Begin("##online", nullptr,
               ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoFocusOnAppearing);
  coverBoard(board, false);
  const State& st = s.state();
  if (!flag(info_, "connected"))
    line(tr("Connection lost: coming back…"));
  else if (st.over())
    line(tr("The game is over."));
  else if (st.actingPlayer() == s.onlineSeat())  // whose step it is (a dragon step: maybe not the turn's)
    line(tr("Your turn"));
  else
    line(fill(tr("{0} to move"), s.shownName(st.actingPlayer())));
  if (flag(info_, "watching")) line(tr("You are watching this table."));
  if (!st.over()) notifyToggle();
  watchLinkButton();
  if (!phone) seatLines(&s, true);
  ImGui::End();
}

}  // namespace carc::render
