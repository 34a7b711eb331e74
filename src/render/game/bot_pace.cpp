#include "render/game/bot_pace.h"

#include <imgui.h>

#include "engine/phrase.h"
#include "render/page/storage.h"
#include "render/widgets/buttons.h"
#include "render/words/i18n.h"

namespace carc::render {

namespace {
constexpr const char* kKey = "carcassonne.botPace";
struct Pace {
  const char* name;
  const char* words;
  double ms;
};
constexpr Pace kPaces[] = {{"slow", N_("Slow"), kBotPaceSlowMs},
                           {"normal", N_("Normal"), kBotPaceNormalMs},
                           {"fast", N_("Fast"), kBotPaceFastMs}};
}  // namespace

std::string botPaceName(double delayMs) {
  for (const Pace& p : kPaces)
    if (p.ms == delayMs) return p.name;
  return "";
}

void botPaceSwitch(Table& s, Screen& screen, bool wrap) {
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(tr("Bot pace"));
  for (const Pace& p : kPaces) {
    sameLineIfFits(tr(p.words), wrap);
    bool on = s.botDelay() == p.ms;
    if (on) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
    if (ImGui::Button(tr(p.words))) {
      s.setBotDelay(p.ms);
      browser::keepSetting(kKey, p.name);
    }
    screen.tookButton(std::string("pace:") + p.name);
    if (on) ImGui::PopStyleColor();
  }
}

void applyKeptBotPace(Table& s) {
  std::string kept = browser::keptSetting(kKey);
  for (const Pace& p : kPaces)
    if (kept == p.name) s.setBotDelay(p.ms);
}

}  // namespace carc::render
