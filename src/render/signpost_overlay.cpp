#include "signpost_overlay.h"

#include <cmath>
#include <string>

#include "engine/expansions/signposts.h"
#include "i18n.h"
#include "tile_geometry.h"

namespace carc::render {

ImVec2 signpostPlate(const TileType& t, int index) {
  Pt p = signpostPlateInTile(t, index);
  return ImVec2(p.x, p.y);
}

void drawSignpostOverlay(const Session& ses, const BoardView& board, ImDrawList* dl) {
  const State& s = ses.state();
  bool loaded = false;
  for (const std::string& set : s.catalog().sets) loaded |= set == "signposts";
  bool anyArrows = false;
  for (const TileType& t : s.catalog().types) anyArrows |= !t.signposts.empty();
  if ((!loaded && !anyArrows) || ImGui::GetIO().WantCaptureMouse) return;
  ImVec2 m = ImGui::GetIO().MousePos;
  float size = board.tileSize();
  // The road nearest the mouse on the hovered tile.
  int best = -1;
  float bestD = size * 0.3f;
  for (size_t i = 0; i < s.tiles().size(); ++i) {
    const PlacedTile& pt = s.tiles()[i];
    ImVec2 c = board.screenOf(pt.x, pt.y);
    if (std::fabs(c.x - m.x) > size * 0.5f || std::fabs(c.y - m.y) > size * 0.5f) continue;
    const TileType& tt = s.catalog().types[pt.type];
    for (size_t seg = 0; seg < tt.segments.size(); ++seg) {
      if (tt.segments[seg].kind != FeatureKind::Road) continue;
      ImVec2 p = board.spotOnScreen(s, int(i), int(seg));
      float d = std::hypot(p.x - m.x, p.y - m.y);
      if (d < bestD) {
        bestD = d;
        best = s.nodeOf(int(i), int(seg));
      }
    }
  }
  if (best < 0) return;
  int root = s.root(best);
  std::vector<SignpostCheck> checks = SignpostsModule::checkRoad(s, root);
  if (checks.empty()) return;
  int correct = 0, types = 0;
  std::string lines;
  for (const SignpostCheck& c : checks) {
    const PlacedTile& pt = s.tiles()[size_t(c.tile)];
    const TileType& tt = s.catalog().types[pt.type];
    const Signpost& sp = tt.signposts[size_t(c.index)];
    ImVec2 plate = signpostPlate(tt, c.index);
    Pt q = turnAboutCentre(Pt{plate.x, plate.y}, pt.rot);
    ImVec2 centre = board.screenOf(pt.x, pt.y), p(centre.x + q.x * size, centre.y + q.y * size);
    float r = size * 0.09f;
    if (c.correct) {
      ++correct;
      types |= 1 << int(sp.type);
      dl->AddCircle(p, r, IM_COL32(30, 160, 60, 255), 20, 3);
      dl->AddLine(ImVec2(p.x + r * 0.5f, p.y + r * 0.9f), ImVec2(p.x + r * 0.9f, p.y + r * 1.3f),
                  IM_COL32(30, 160, 60, 255), 3);
      dl->AddLine(ImVec2(p.x + r * 0.9f, p.y + r * 1.3f), ImVec2(p.x + r * 1.6f, p.y + r * 0.4f),
                  IM_COL32(30, 160, 60, 255), 3);
    } else {
      dl->AddCircle(p, r, IM_COL32(210, 40, 40, 255), 20, 3);
      dl->AddLine(ImVec2(p.x + r * 0.6f, p.y + r * 0.6f), ImVec2(p.x + r * 1.4f, p.y + r * 1.4f),
                  IM_COL32(210, 40, 40, 255), 3);
      dl->AddLine(ImVec2(p.x + r * 1.4f, p.y + r * 0.6f), ImVec2(p.x + r * 0.6f, p.y + r * 1.4f),
                  IM_COL32(210, 40, 40, 255), 3);
    }
    lines +=
        fill(tr(c.correct ? "correct: {0} arrow at {1}: {2}" : "wrong: {0} arrow at {1}: {2}"),
             tr(signpostTypeName(sp.type)), "[" + std::to_string(pt.x) + "," + std::to_string(pt.y) + "]", tr(c.why)) +
        "\n";
  }
  int k = __builtin_popcount(unsigned(types));
  int tiles = s.featureTiles(root);
  bool complete = s.featureComplete(root);
  ImGui::BeginTooltip();
  ImGui::TextUnformatted(
      fill(tr(complete ? "Road of {0} tiles, complete" : "Road of {0} tiles, unfinished"), std::to_string(tiles))
          .c_str());
  ImGui::TextUnformatted(lines.c_str());
  std::string c0 = std::to_string(correct), c1 = std::to_string(k), c2 = std::to_string(correct * k);
  if (complete)
    ImGui::TextUnformatted(fill(tr("Signpost bonus: {0} correct x {1} types = {2}"), c0, c1, c2).c_str());
  else
    ImGui::TextUnformatted(
        fill(tr("If completed now: {0} correct x {1} types = {2} extra; at the end unfinished: +{0}"), c0, c1, c2)
            .c_str());
  ImGui::EndTooltip();
}

}  // namespace carc::render
