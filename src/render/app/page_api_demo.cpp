// The page API's calls for the rules demos (docs/embedding.md): a demo loaded, and stepped
// through its moves.
#include "imgui.h"
#include "render/app/page_api_calls.h"

namespace carc::render::pageapi {

json loadDemo(Table& s, Views& v, const json& arg) {
  std::string why;
  if (!s.loadDemo(arg, &why)) throw RefusedCall(why, s.lastRefusal());
  v.board.cancel();
  v.board.frame(s.state(), ImGui::GetIO().DisplaySize);
  return s.stateJson();
}

json step(Table& s, Views&, const json& arg) {  // "start", "back", "forward", "end" or a step
  if (!s.demoActive()) throw std::runtime_error("no demo is loaded");
  s.demoStepTo(take(parseDemoStep(arg, s.demoStep(), s.demoSteps())));
  return s.stateJson();
}

}  // namespace carc::render::pageapi
