// How an expansion shows itself. Everything the renderer and the art tool draw or say for one set
// lives in src/render/expansions/<set>.cpp, as an ExpansionView listed once in
// src/render/expansions/registry.cpp; the shared files call these hooks for every registered view
// and never name a set. Nothing here depends on Dear ImGui: tiles and pieces are drawn on a
// Canvas, which the in-game painter and the SVG art tool both implement.
#pragma once
#include <array>
#include <string>
#include <utility>
#include <vector>

#include "engine/module.h"
#include "render/draw/canvas.h"
#include "render/draw/tile_geometry.h"

namespace carc::render {

// The palette a tile is drawn in: the look of the set's art, or of a game's core deck
// (assets/tiles/index.json, "look").
struct TileStyle {
  bool snow = false;
};

// When a view paints on a tile: over the fields and under the roads (so a road bridges what is
// there), over the roads and under the cities, or on top of everything.
enum class TileLayer { UnderRoads, OverRoads, Top };

// What a view's board drawing may ask of the board, for one frame (BoardView provides it).
class BoardContext {
 public:
  virtual ~BoardContext() = default;
  virtual const State& state() const = 0;
  virtual float tileSize() const = 0;            // pixels per tile
  virtual Pt onTile(int tile, Pt p) const = 0;   // a point of a placed tile (tile space, board orientation) on screen
  virtual Pt spot(int tile, int seg) const = 0;  // where a meeple on that feature of a placed tile stands, on screen
  // Where a module's figure on that feature stands, beside the meeples there (piece_stands.h), and
  // its height in pixels.
  virtual Pt figureAt(int tile, int seg, float& height) const = 0;
  virtual bool mouseOnBoard(Pt& at) const = 0;  // the mouse, when it is over the board (not a window)
  virtual Canvas& screen() = 0;                 // the board, in screen pixels
  virtual void outlineFeature(int tile, int seg, Rgba colour) = 0;  // lights up every tile of a feature
  virtual float targetRadius() const = 0;  // a choice's tap target (a fingertip at least), in pixels
};

// A piece a rules editor may put on a placed tile (a ferry between two jetties, the gingerbread man
// in a city): a module's key of the tile's board entry or of the scenario (docs/formats.md §2).
struct SetupChoice {
  std::string text;          // in words, translated: "a ferry between the north and east jetties"
  bool scenarioKey = false;  // false: a key of the tile's board entry; true: a key of the scenario
  std::string key;           // "ferry", "gingerbread"
  json value;                // null takes it away
  bool current = false;      // the position has it now
};

// A tile the editor builds from its edges: what each edge is now, N, E, S, W ("field", "road",
// "city" or a module's edge kind, Module::edgeKindName, e.g. "river").
using CustomTileEdges = std::array<std::string, 4>;

// What a set adds to a tile the editor builds from its edges (a lake, arrows, a symbol): one of
// the tile's keys, chosen on/off or for each road edge.
struct CustomTileOption {
  std::string key;   // the tile key it writes ("lake", "signposts", "gingerbread")
  std::string text;  // in words, translated
  // A choice for each edge of this kind (an inn at each road, goods in each city); none: on or off.
  enum class PerEdge { none, road, city } perEdge = PerEdge::none;
  std::vector<std::string> choices;  // per edge: in words, translated; the first means none
  bool roadsEndInMiddle = false;     // when on, every road ends in the middle (a lake's jetties)
  // On/off options of one group exclude each other: ticking one takes the others off (a tile shows
  // one symbol). "": no group.
  std::string group;
  // Per edge: a choice other than the first at one edge only (one princess a tile); chosen at
  // another edge, it moves there.
  bool oneEdge = false;

  // A choice at each edge of one kind (inns, cathedrals, goods, signposts).
  static CustomTileOption perEdgeOf(std::string key, std::string text, PerEdge per, std::vector<std::string> choices) {
    CustomTileOption o;
    o.key = std::move(key), o.text = std::move(text), o.perEdge = per, o.choices = std::move(choices);
    return o;
  }
};

// How a follower of a set's own (Module::figures, e.g. the large meeple) looks beside the meeple,
// so it is told apart by shape and size as well as by colour: its height as a share of a
// meeple's, and a band across its body.
struct FigureLook {
  float scale = 1.0f;
  bool band = false;
  bool robe = false;  // a robe to the ground and a hood instead of legs (the abbot)
  bool hat = false;   // a wide-brimmed hat on the head (the builder)
  bool pig = false;   // an animal on four legs with a snout, not a person (the pig); always standing
};

class ExpansionView : public TileShaper {
 public:
  virtual ~ExpansionView() = default;
  // The set this view belongs to (and the engine module of that name, if any).
  virtual const char* set() const = 0;

  // --- a tile: the art tool and the painter. Called for every tile of every set (a scenario's
  // custom tile may carry an expansion's keys without the set being loaded). ---
  // Adjusts the shared geometry for this view's parts of the tile (e.g. roads stop at a shore).
  void shapeTile(const TileType&, TileGeometry&) const override {}
  virtual void paintTile(const TileType&, const TileGeometry&, TileLayer, const TileStyle&, Canvas&) const {}

  // --- the board ---
  // The look of a follower of this set's (Catalog::figures' name); false when it is not this view's.
  virtual bool figureLook(const std::string& /*figure*/, FigureLook&) const { return false; }
  // Draws one of the module's pieces (Module::pieces); false when the piece is not this view's.
  virtual bool drawPiece(BoardContext&, const Module::Piece&) const { return false; }
  // The module's piece as it was before it changed on its own square (a ferry's former route), drawn
  // faint under the pieces for that turn and the next; true when it was this view's kind.
  virtual bool drawPieceBefore(BoardContext&, const Module::Piece& /*was*/) const { return false; }
  // Draws a choice of this module's step, clicked at `at` (on screen); `tile`/`seg` as given by
  // Module::actionSpot. False: the board draws a plain spot.
  virtual bool drawChoice(BoardContext&, const Action&, int /*tile*/, int /*seg*/, Pt /*at*/, bool /*hovered*/,
                          float /*pulse*/) const {
    return false;
  }
  // How large a choice of this module's step is drawn and tapped (its radius, pixels), given a
  // fingertip's: larger where each choice shows a picture of itself (a ferry's route).
  virtual float choiceRadius(float fingertip) const { return fingertip; }
  // A choice of this module's step in words ("the ferry route between the north and east jetties"),
  // translated by `tr`; "": the board names the feature at the choice's spot, if any.
  virtual std::string choiceName(const State&, const Action&, const Translate&) const { return ""; }
  // What the mouse is over, explained: may draw on the board; returns the tooltip's text ("": none).
  virtual std::string hover(BoardContext&) const { return ""; }

  // --- the editor (offered only while the set is in play) ---
  // The pieces of this set that the placed tile `tile` can carry, and "none" where that applies.
  virtual void setupChoices(const State&, int /*tile*/, const Translate&, std::vector<SetupChoice>&) const {}
  // What this set adds to a custom tile with these edges (a spring only with one river edge), and
  // the value of one of those keys from the editor's choice: on or off, or per edge N, E, S, W the
  // index into `choices` (-1: no road there). Null: the key is left out. (An edge kind of the set's
  // own, the river, comes from its engine module: Module::edgeKindName and customTileEdges.)
  virtual void customTileOptions(const Translate&, const CustomTileEdges&, std::vector<CustomTileOption>&) const {}
  virtual json customTileValue(const std::string& /*key*/, bool on, const std::array<int, 4>& /*perEdge*/) const {
    return on ? json(true) : json();
  }

  // --- the scoreboard ---
  // What a player holds of this set besides figures (the trade goods tokens), in words, translated
  // by `tr`; "": nothing to show.
  virtual std::string playerHoldings(const State&, int /*player*/, const Translate&) const { return ""; }

  // --- the Rules window (game/rules_window.h) ---
  // This set's rules in short, each paragraph an English phrase (N_, translated where shown); none:
  // the set has no section of its own.
  virtual std::vector<const char*> rules() const { return {}; }

  // --- words ---
  // The English title of a column of the final scores (score_table.h) for a kind of points of
  // this set's module, or null when the kind is not the module's.
  virtual const char* columnTitle(const std::string& /*kind*/) const { return nullptr; }
};

// Every view, in the order their hooks run (src/render/expansions/registry.cpp).
const std::vector<const ExpansionView*>& expansionViews();
// The same views as the tile's shapers, for draw/'s tileGeometry.
const TileShapers& tileShapers();

}  // namespace carc::render
