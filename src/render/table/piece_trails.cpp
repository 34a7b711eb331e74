#include "render/table/piece_trails.h"

#include "engine/module.h"

namespace carc::render {

namespace {
constexpr size_t kMaxTrails = 32;  // the dragon's 6 steps a turn, with room
}

std::vector<PieceTrails::Seen> PieceTrails::piecesOf(const State& s) {
  std::vector<Seen> out;
  for (const Module* mod : s.catalog().modules) {
    std::vector<Module::Piece> pieces;
    mod->pieces(s, pieces);
    for (const Module::Piece& p : pieces) {
      if (p.tile < 0 || size_t(p.tile) >= s.tiles().size()) continue;
      const PlacedTile& t = s.tiles()[size_t(p.tile)];
      out.push_back(Seen{p.kind, t.x, t.y, p.extra});
    }
  }
  return out;
}

void PieceTrails::notice(const State& s, bool continues) {
  std::vector<Seen> now = piecesOf(s);
  if (!continues) trails_.clear();
  // The n-th piece of a kind now is the n-th of that kind before (a module lists its pieces in a
  // steady order; a new one comes last).
  if (continues)
    for (size_t i = 0; i < now.size(); ++i) {
      size_t nth = 0;
      for (size_t j = 0; j < i; ++j) nth += now[j].kind == now[i].kind;
      for (const Seen& was : seen_) {
        if (was.kind != now[i].kind || nth-- != 0) continue;
        bool moved = was.x != now[i].x || was.y != now[i].y;
        if (moved || was.extra != now[i].extra) {
          if (trails_.size() >= kMaxTrails) trails_.erase(trails_.begin());
          trails_.push_back(PieceTrail{now[i].kind, was.x, was.y, now[i].x, now[i].y, s.turn(), !moved, was.extra});
        }
        break;
      }
    }
  seen_ = std::move(now);
}

std::vector<PieceTrail> PieceTrails::shown(int turn) const {
  std::vector<PieceTrail> out;
  for (const PieceTrail& t : trails_)
    if (t.turn >= turn - 1 && t.turn <= turn) out.push_back(t);
  return out;
}

}  // namespace carc::render
