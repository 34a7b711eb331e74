// The game state: a copyable value. Turns are sequences of steps (place the tile, place a
// meeple, then any steps the expansion modules add); the engine lists the legal actions of the
// current step, sorted and deterministic, and refuses anything else without changing the state.
#pragma once
#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "catalog.h"
#include "geometry.h"
#include "refusal.h"
#include "tile.h"

namespace carc {

constexpr int kMaxPlayers = 6;
constexpr int kMeeplesPerPlayer = 7;
constexpr int kMaxCoord = 100;  // |x|, |y| of any placed tile
constexpr int kMaxTiles = 250;  // tiles on one board

enum class Step : uint8_t { PlaceTile, PlaceMeeple, Module, GameOver };

// One decision. Plain data: the JSON of a turn (docs/formats.md §2) is a sequence of these.
struct Action {
  enum Kind : uint8_t { Place, Meeple, NoMeeple, Module };
  Kind kind = Place;
  int8_t x = 0, y = 0;
  uint8_t rot = 0;              // quarter turns clockwise
  int8_t seg = -1;              // Meeple: segment of the placed tile
  uint8_t figure = 0;           // Meeple: index into Catalog::figures (0: the meeple)
  uint8_t module = 0;           // Module: index into Catalog::modules
  int16_t a = 0, b = 0, c = 0;  // Module: meaning defined by the module
  bool operator==(const Action& o) const {
    return kind == o.kind && x == o.x && y == o.y && rot == o.rot && seg == o.seg && figure == o.figure &&
           module == o.module && a == o.a && b == o.b && c == o.c;
  }
};

// An engine invariant broken (e.g. a recorded action refused on replay): a bug, not bad input.
struct InternalError : std::logic_error {
  using std::logic_error::logic_error;
};

// An action in words for messages, e.g. "place at [1,0] rotation 90".
std::string describeAction(const Action& a);

struct PlacedTile {
  uint16_t type;
  int8_t x, y;
  uint8_t rot;
  uint16_t firstNode;  // node of segment 0; segment s is firstNode + s
  bool operator==(const PlacedTile& o) const {
    return type == o.type && x == o.x && y == o.y && rot == o.rot && firstNode == o.firstNode;
  }
};

// A union-find node per placed segment; the aggregates are valid at a feature's root.
struct Node {
  uint16_t parent, next;  // union-find parent; circular list of the feature's members
  uint16_t tile;          // index into State::tiles
  uint8_t seg;
  FeatureKind kind;
  int16_t open;  // road/city: edges not yet joined; monastery: empty squares around it
  uint8_t shields;
  uint8_t meepleTotal;                       // figures standing on the feature (0: unoccupied)
  std::array<uint8_t, kMaxPlayers> meeples;  // per player: the majority weight of their figures there
  bool operator==(const Node& o) const {
    return parent == o.parent && next == o.next && tile == o.tile && seg == o.seg && kind == o.kind && open == o.open &&
           shields == o.shields && meepleTotal == o.meepleTotal && meeples == o.meeples;
  }
};

struct Meeple {
  uint16_t tile;
  uint8_t seg;
  uint8_t player;
  uint8_t figure = 0;  // index into Catalog::figures (0: the meeple)
  bool operator==(const Meeple& o) const {
    return tile == o.tile && seg == o.seg && player == o.player && figure == o.figure;
  }
};

// An empty square next to the board, with what its neighbours require of each edge.
struct FrontierCell {
  uint16_t key;   // (x + 128) * 256 + (y + 128): sorted by x, then y
  uint8_t mask;   // 2 bits per edge: 11 where a neighbour exists
  uint8_t value;  // 2 bits per edge: the EdgeKind the neighbour shows
  bool operator==(const FrontierCell& o) const { return key == o.key && mask == o.mask && value == o.value; }
};

// One scoring, with the breakdown a UI shows as "why".
struct ScoreEvent {
  int move = -1;          // index of the move (turn) that caused it; -1 for end of game
  const char* kind = "";  // road, city, monastery, field, or a module's kind
  uint8_t players = 0;    // bit per player receiving `points`
  int points = 0;
  int tiles = 0, shields = 0, cities = 0, neighbors = 0;  // breakdown; 0 where it does not apply
  bool complete = false;
  uint16_t tile = 0;  // one placed tile of the feature (for highlighting)
  uint8_t seg = 0;
  // A module's mark on a road or city that changes its points (the inn, the cathedral): written as
  // `"<mark>": true` in JSON, explained by that module's explain().
  const char* mark = nullptr;
  // A module's rule makes the feature worth nothing (an inn road unfinished at the end): modules
  // that add to its scoring after it add nothing.
  bool worthless = false;
  // Extra breakdown items of a module, nested under `group` in JSON when set.
  const char* group = nullptr;
  std::array<const char*, 3> extraKeys{};
  std::array<int, 3> extraValues{};
  bool operator==(const ScoreEvent& o) const;
};

// A remark for the log that is not a scoring, e.g. "a ferry move re-opened a completed road".
struct Note {
  int move;
  uint16_t tile;
  uint8_t seg;
  const char* text;  // an English sentence (translated by the UI)
  bool operator==(const Note& o) const { return move == o.move && tile == o.tile && seg == o.seg && text == o.text; }
};

// The part of the State that one expansion module owns (see ModuleStateOf in module.h): typed by
// the module, copied with the State, compared by State::operator==.
struct ModuleState {
  virtual ~ModuleState() = default;
  virtual std::shared_ptr<ModuleState> clone() const = 0;
  virtual bool equals(const ModuleState& o) const = 0;
};

class State {
 public:
  // Sets up a game: the deck of the catalog's sets shuffled from `seed`, the start tile at (0,0).
  static State newGame(std::shared_ptr<const Catalog> catalog, int players, uint64_t seed);
  // An empty board with no deck (scenarios place their own tiles and name each move's tile).
  static State emptyGame(std::shared_ptr<const Catalog> catalog, int players);

  const Catalog& catalog() const { return *catalog_; }
  const std::shared_ptr<const Catalog>& catalogPtr() const { return catalog_; }

  // --- turn structure -----------------------------------------------------------------------
  Step step() const { return step_; }
  int currentPlayer() const { return player_; }  // whose turn it is
  // Who decides the current step: the current player, unless the active module's step is another
  // player's (Module::actingPlayer, e.g. a dragon step). Bots, seats and Game::movers() use this.
  int actingPlayer() const;
  int currentTile() const { return current_; }  // type index, or -1
  int turn() const { return turn_; }            // moves completed so far
  bool over() const { return step_ == Step::GameOver; }
  int activeModule() const { return module_; }
  // The figure action of this turn part is used: a figure placed, or a module's alternative to it
  // (taking the abbot back, the fairy, the princess, the portal: Module's kFigureStage).
  bool figureActionTaken() const { return figureAction_; }
  void takeFigureAction() { figureAction_ = true; }

  // Legal actions of the current step, sorted and deterministic.
  void legalActions(std::vector<Action>& out) const;
  // The actions a bot chooses from: the legal ones, or the first alone where the active module's
  // rules say bots take it (Module::botsTakeFirst).
  void botActions(std::vector<Action>& out) const;
  // Placements only (the hot path of bots and the bench): sorted by x, y, rotation.
  void legalPlacements(int type, std::vector<Action>& out) const;
  bool canPlaceAnywhere(int type) const;
  // Applies one action if legal; otherwise returns false, fills `why`, and changes nothing.
  bool apply(const Action& a, Refusal* why = nullptr);
  // Why `a` would be refused now (the checks of apply, nothing applied), or nothing when legal.
  Refusal whyRefused(const Action& a) const;
  // Applies an action the caller knows to be legal (a replay, a bot's choice): a refusal is a bug,
  // thrown as InternalError naming `context`, the action and the reason, never a silently wrong board.
  void mustApply(const Action& a, const char* context);
  // Why this placement is illegal, or nothing when it is legal.
  Refusal placementProblem(int type, int x, int y, int rot) const;
  // Why `type` goes on this square in no rotation, or nothing when one rotation is legal: a
  // module's rule when it refuses a rotation (it tells where the tile may go), else rotation 0's.
  Refusal squareRefusal(int type, int x, int y) const;
  // Two touching edges must show the same (field, road, city or a module's kind): the first edge
  // of `type` at x, y, rot that does not match the tile beside it, or nothing. Play refuses such
  // a placement (placementProblem); a scenario's board is not held to it (docs/formats.md: any
  // position can be drawn), so an editor can only warn.
  struct EdgeClash {
    int edge = -1;       // board orientation: 0 N, 1 E, 2 S, 3 W
    int neighbour = -1;  // tile index of the tile beside it
    EdgeKind mine{}, theirs{};
  };
  std::optional<EdgeClash> edgeClash(int type, int x, int y, int rot) const;
  // The word for an edge kind ("field", "road", "city", or a module's, e.g. "river").
  static std::string edgeKindWord(EdgeKind k);

  // Applies end-of-game scoring (incomplete features, farmers) and ends the game.
  void finish();

  // --- setup for scenarios (no rule checks) --------------------------------------------------
  // Puts a tile on the board as-is. Returns its index, or -1 when the square is taken/out of range.
  int putTile(int type, int x, int y, int rot);
  void putMeeple(int tile, int seg, int player, int figure = 0);  // may exceed supply only down to zero
  // Makes `type` the tile in hand (free scenarios name each move's tile).
  void forceCurrentTile(int type);
  void setScore(int player, int points) { scores_[player] = points; }
  void setCurrentPlayer(int p) { player_ = uint8_t(p); }
  void setTurn(int t) { turn_ = t; }
  // When the bag runs out: end the game (a dealt game) or wait for a named tile (a free scenario).
  void setAutoFinish(bool on) { autoFinish_ = on; }
  void setSeed(uint64_t seed) { seed_ = seed; }
  // A dealt game: every turn takes the tile drawn from the bag (no naming of tiles).
  bool strictDeck() const { return strictDeck_; }
  void setStrictDeck(bool on) { strictDeck_ = on; }
  std::vector<uint16_t>& bagMut() { return bag_; }
  // The deck is dealt elsewhere (an online table's server): the bag holds the tiles left, in no
  // order, for the rules and the counts; nothing is drawn here, each turn's tile is named
  // (forceCurrentTile) and the game ends when told (finish).
  bool hiddenDeck() const { return hiddenDeck_; }
  void setHiddenDeck(bool on) { hiddenDeck_ = on; }
  // Moves one tile of `type` from the bag to the tiles set aside (drawn elsewhere, it fit
  // nowhere). False, and no change, when the bag holds none.
  bool setTileAside(int type);
  // Draws the next tile if none is in hand (sets aside tiles that fit nowhere).
  void drawIfNeeded();

  // --- reading the board ----------------------------------------------------------------
  int players() const { return int(scores_.size()); }
  const std::vector<int>& scores() const { return scores_; }
  int supply(int p) const { return supply_[size_t(p) * catalog_->figures.size()]; }  // meeples (figure 0)
  int supply(int p, int figure) const { return supply_[size_t(p) * catalog_->figures.size() + size_t(figure)]; }
  // Followers of `player` standing on the feature whose root is `r` (a count, not a weight: the
  // gingerbread man pays per knight; a figure that is no follower, Figure::follower, is no knight).
  int figuresOn(int r, int player) const;
  const std::vector<PlacedTile>& tiles() const { return tiles_; }
  const std::vector<Meeple>& meeples() const { return meeples_; }
  const std::vector<uint16_t>& bag() const { return bag_; }
  const std::vector<uint16_t>& setAside() const { return setAside_; }
  // How many tiles of each type (catalog index) are still in the bag, the tile in hand not counted:
  // what a player may still draw, and what an online table tells its players instead of the deck.
  std::vector<int> bagCounts() const;
  const std::vector<ScoreEvent>& events() const { return events_; }
  const std::vector<Note>& notes() const { return notes_; }
  void addNote(int tile, int seg, const char* text) {
    notes_.push_back(Note{turn_, uint16_t(tile), uint8_t(seg), text});
  }
  const std::vector<FrontierCell>& frontier() const { return frontier_; }
  uint64_t seed() const { return seed_; }
  int lastPlaced() const { return lastPlaced_; }
  int tileAt(int x, int y) const;  // index into tiles(), or -1
  int root(int node) const {
    while (nodes_[node].parent != node) node = nodes_[node].parent;
    return node;
  }
  const Node& node(int n) const { return nodes_[n]; }
  int nodeOf(int tile, int seg) const { return tiles_[tile].firstNode + seg; }
  int nodeCount() const { return int(nodes_.size()); }
  // Distinct tiles of the feature whose root is `r` (a tile counts once per feature).
  int featureTiles(int r) const;
  bool featureComplete(int r) const { return nodes_[r].open == 0; }
  // Completed cities touching the field whose root is `r`.
  int fieldCities(int r) const;

  // --- for modules ------------------------------------------------------------------------
  // The state of the catalog's module `i` (Catalog::modules), or null if it keeps none. The
  // mutable one is copied first when another State still shares it (copy-on-write).
  const ModuleState* moduleState(int i) const { return moduleStates_[size_t(i)].get(); }
  ModuleState* mutableModuleState(int i) {
    std::shared_ptr<ModuleState>& p = moduleStates_[size_t(i)];
    if (p && p.use_count() > 1) p = p->clone();
    return p.get();
  }
  // Runs every module's setup (new game, scenario): after the start tile or board is placed.
  void setupModules();
  void addScore(const ScoreEvent& e);
  // Joins two segments of one tile into one feature (e.g. a ferry joining two jetties).
  void joinSegments(int tile, int segA, int segB);
  // Rebuilds every feature from the tiles, meeples and module links (after a link is removed).
  void rebuildFeatures();
  // What a feature would score now (majority, points, breakdown), without changing anything.
  ScoreEvent featureScore(int r, bool endOfGame) const;
  // Scores one feature now (majority, points, breakdown) and returns its meeples.
  void scoreFeature(int r, bool endOfGame);
  // Returns the figures on the feature whose root is `r` to their owners' supply (no scoring).
  void returnMeeples(int r);
  // Returns one figure (index into meeples()) to its owner's supply (no scoring).
  void returnFigure(int index);

  bool operator==(const State& o) const;
  bool operator!=(const State& o) const { return !(*this == o); }

 private:
  void addTileNodes(int ti);
  void connectTile(int ti);
  void unite(int a, int b, int openDelta);
  void updateFrontierAround(int x, int y);
  void refreshFrontierCell(int x, int y);
  void scoreCompletedBy(int ti);
  void continueTurn();  // runs the steps after the meeple step
  void endTurn();
  bool placementAllowedByModules(int type, int x, int y, int rot) const;
  Refusal meepleProblem(const Action& a) const;
  bool sameModuleStates(const State& o) const;
  static int cellIndex(int x, int y) { return (x + 128) * 256 + (y + 128); }

  std::shared_ptr<const Catalog> catalog_;
  Step step_ = Step::PlaceTile;
  uint8_t player_ = 0;
  int16_t current_ = -1;
  int16_t lastPlaced_ = -1;
  int8_t module_ = -1;       // module whose step is active
  uint8_t moduleStage_ = 0;  // kFigureStage, then 0: after meeple, 1: after scoring
  bool figureAction_ = false;
  int turn_ = 0;
  uint64_t seed_ = 0;
  bool autoFinish_ = false;
  bool strictDeck_ = false;
  bool hiddenDeck_ = false;
  std::vector<int> scores_;
  std::vector<uint8_t> supply_;     // per player, per figure kind (Catalog::figures)
  std::vector<uint16_t> bag_;       // drawn from the back
  std::vector<uint16_t> setAside_;  // tiles that fit nowhere when drawn
  std::vector<PlacedTile> tiles_;
  std::vector<Node> nodes_;
  std::vector<Meeple> meeples_;
  std::vector<FrontierCell> frontier_;
  std::vector<uint8_t> grid_;  // 256 x 256: tile index + 1, or 0
  std::vector<ScoreEvent> events_;
  std::vector<Note> notes_;
  std::vector<std::shared_ptr<ModuleState>> moduleStates_;  // one per catalog module
};

}  // namespace carc
