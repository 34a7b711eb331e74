// Expansion modules hook into the turn here. A module is enabled by a set name (e.g. "ferries"),
// declares extra steps (after the meeple step, or after scoring), extra scoring, and its part
// of a turn's JSON. The core never names a module: it calls these hooks in registry order.
#pragma once
#include <memory>
#include <string>
#include <vector>

#include "explain.h"
#include "state.h"

namespace carc {

// The typed part of the State that a module owns, made by ModuleStateOf<T> from a plain struct T
// with operator==: copied with the State (copy-on-write), compared by State::operator==.
template <class T>
struct ModuleStateOf : ModuleState {
  std::shared_ptr<ModuleState> clone() const override { return std::make_shared<T>(static_cast<const T&>(*this)); }
  bool equals(const ModuleState& o) const override {
    const T* other = dynamic_cast<const T*>(&o);
    return other && static_cast<const T&>(*this) == *other;
  }
};

// The figure stage: module steps that stand instead of the turn's figure action (after the meeple
// step, before stage 0), e.g. taking the abbot back or moving the fairy (State::figureActionTaken).
constexpr int kFigureStage = 2;

class Module {
 public:
  virtual ~Module() = default;
  // The set name that enables this module.
  virtual const char* name() const = 0;
  // Called once when a game or scenario is set up, after the start tile (or the board) is placed.
  virtual void setup(State&) const {}
  // The module's own state in a new game, or null when it keeps none.
  virtual std::shared_ptr<ModuleState> newState() const { return nullptr; }

  // --- tiles -------------------------------------------------------------------------------
  // Manifest keys of a tile that this module reads (e.g. "lake"). Every registered module reads
  // its keys on every tile, so a scenario's custom tile carries them even when the set is not
  // loaded.
  virtual std::vector<std::string> tileKeys() const { return {}; }
  // Reads this module's keys of a tile whose core keys are read (segments known). May mark edges
  // as the module's edge kind (TileType::moduleEdges). Throws InputError naming `where`.
  virtual std::shared_ptr<const TileExtra> readTile(const json& /*tile*/, TileType& /*t*/,
                                                    const std::string& /*where*/) const {
    return nullptr;
  }
  // Writes this module's keys of a tile back to JSON.
  virtual void writeTile(const TileType&, json& /*tile*/) const {}
  // The name of the module's edge kind in messages ("river"), if it marks edges.
  virtual const char* edgeKindName() const { return nullptr; }
  // A tile built from its edges (custom_tile.h) whose edges `edges` (a bit per edge N, E, S, W)
  // are of this module's edge kind: writes the module's keys of the manifest entry, and says
  // whether what those edges show runs into the tile's middle, meeting the roads that end there
  // (true), or keeps to its own side of the tile between its edges (false). A module with an edge
  // kind overrides it: the builder offers every module's edge kind, and this default writes nothing.
  virtual bool customTileEdges(uint8_t /*edges*/, json& /*tile*/) const { return false; }

  // --- the deck and placement ---------------------------------------------------------------
  // A tile type of this module that starts the game instead of the core deck's start tile
  // (which is then shuffled into the deck), or -1.
  virtual int startType(const Catalog&) const { return -1; }
  // Orders the shuffled bag of a new game (drawn from the back), e.g. a pile that comes first.
  virtual void arrangeDeck(State&) const {}
  // How many of the bag's first entries (its bottom) a rule of this module holds back, so that a
  // new dealing of the hidden tiles (deal.h) leaves them there.
  virtual size_t heldInBag(const State&) const { return 0; }
  // Does this module forbid placements that match edge by edge? Only those that say so are asked.
  virtual bool restrictsPlacement() const { return false; }
  // Why this placement (already matching its neighbours) is illegal (one of the module's rules,
  // see rule()), or nothing.
  virtual Refusal placementProblem(const State&, int /*type*/, int /*x*/, int /*y*/, int /*rot*/) const {
    return Refusal();
  }
  // After the tile in hand is placed (not for tiles a scenario puts on its board).
  virtual void onTilePlaced(State&, int /*tile*/) const {}
  // A drawn tile fits nowhere: true when the module puts it back into the bag itself (e.g. under
  // its pile) instead of it being set aside.
  virtual bool takeUnplaceable(State&, int /*type*/) const { return false; }
  // A tile drawn from the bag, before it is in hand: true when the module keeps it aside itself
  // (e.g. the dragon tiles before the dragon is on the board) and another tile is drawn.
  virtual bool holdsDrawn(State&, int /*type*/) const { return false; }
  // Does the module need a decision now? Stage kFigureStage: alternatives to the turn's figure
  // action, right after the meeple step; 0: after those; 1: after scoring.
  virtual bool wantsStep(const State&, int /*stage*/) const { return false; }
  // The legal actions of the module's step (sorted, deterministic).
  virtual void legalActions(const State&, std::vector<Action>&) const {}
  // Who decides this step, if not the player whose turn it is (State::actingPlayer), or -1: asked
  // of the module whose step it is (e.g. each of the dragon's steps is the next player's, §4.2).
  // Bots decide for that player, a move it carries is refused from anyone else, and
  // Game::movers() records it.
  virtual int actingPlayer(const State&) const { return -1; }
  // True when a rule says bots always take the first of those actions (the builder's optional
  // second tile, a Ruling): State::botActions then offers bots that one alone.
  virtual bool botsTakeFirst(const State&) const { return false; }
  // Applies one of those actions (already checked to be legal).
  virtual void apply(State&, const Action&) const {}
  // Kinds of follower the module gives each player besides the meeple (the large meeple): appended
  // to Catalog::figures; the core deals their supply, lists them in the meeple step, checks their
  // feature kinds, weighs them in majorities and reads and writes them as a move's "figure".
  virtual void figures(std::vector<Figure>& /*out*/) const {}
  // May this figure (index into Catalog::figures) stand on this segment of the tile just placed?
  virtual bool allowsMeeple(const State&, int /*tile*/, int /*seg*/, int /*figure*/) const { return true; }
  // A tile type of a game this module is in, after every module read its keys: the module may
  // change it for this game only (e.g. make a garden a feature), so its keys stay inert in games
  // without it.
  virtual void adaptTile(TileType&) const {}
  // A road, city or monastery completed this turn, before it is scored (gingerbread pays first).
  virtual void beforeCompletedScored(State&, int /*root*/) const {}
  // When the meeple step is done (or skipped), before the stage-0 steps: prepare them.
  virtual void onStageStart(State&, int /*stage*/) const {}
  // Keys of a scenario's board entries that the module reads (e.g. "ferry"), after all tiles.
  virtual std::vector<std::string> boardKeys() const { return {}; }
  virtual void readBoardEntry(State&, int /*tile*/, const json& /*entry*/, const std::string& /*where*/) const {}
  // For the editor: why `value` cannot be this module's board key `key` on the placed tile `tile`,
  // as a sentence in words for the translator (the module's own phrase), or "" when it can.
  virtual std::string boardKeyProblem(const State&, int /*tile*/, const std::string& /*key*/,
                                      const json& /*value*/) const {
    return "";
  }
  // Features other than the placed tile's that may have been completed this turn (e.g. roads a
  // ferry closed or cut off); the core scores those that are complete and hold meeples.
  virtual void completedCandidates(const State&, std::vector<int>& /*roots*/) const {}
  // Edges of `tile` that the module links on that tile to the road entering by `edge` (board
  // orientation), e.g. the far jetty of a ferry; used to follow a road across a tile.
  virtual int linkedEdges(const State&, int /*tile*/, int /*edge*/) const { return 0; }
  // Re-applies the module's links between segments after State::rebuildFeatures (ferries).
  virtual void relink(State&) const {}
  // When a turn part's steps are done, before the next player's turn: true when the same player
  // plays another part at once (a full part: tile, figure step, scoring; e.g. a builder's second
  // tile). Each part is a move of its own in a game's JSON; Module::onTilePlaced may tell the parts
  // apart by State::turn().
  virtual bool anotherPart(const State&) const { return false; }
  // True in a later part of a player's turn (anotherPart gave it): e.g. no start-of-turn bonus.
  virtual bool inLaterPart(const State&) const { return false; }
  // After a feature holding figures is scored (in play or at the end, even for 0 points), before
  // its figures return: e.g. the fairy's bonus for the meeple beside it.
  virtual void afterFeatureScored(State&, int /*root*/, bool /*endOfGame*/) const {}
  // After this turn's completed features are scored, before the stage-1 steps.
  virtual void onTurnScored(State&) const {}
  // Adds to the scoring of a feature (e.g. signposts' bonus), inside the same event.
  virtual void onFeatureScored(const State&, int /*root*/, bool /*endOfGame*/, ScoreEvent&) const {}
  // Extra end-of-game scoring, before farmers.
  virtual void onFinish(State&) const {}
  // Reads the module's choice for its current step from a turn's JSON; false with `why` (see
  // moveRefusal) when it is missing or malformed.
  virtual bool actionFromMove(const State&, const json& /*move*/, Action& /*out*/, Refusal& why) const {
    why = moveRefusal(Refused::NoSuchAction, "", "no choice expected");
    return false;
  }
  // After a whole turn read from JSON: false with `why` if the move says something the turn did
  // not use (e.g. a ferry move that was not allowed, so its step never came).
  virtual bool validateMove(const State& /*after*/, const json& /*move*/, Refusal& /*why*/) const { return true; }
  // Writes a chosen action into a turn's JSON.
  virtual void addToMove(const State&, const Action&, json& /*move*/) const {}
  // The JSON keys of a turn that this module reads.
  virtual std::vector<std::string> moveKeys() const { return {}; }
  // Top-level scenario keys the module reads (e.g. "gingerbread"), after the board is set up.
  virtual std::vector<std::string> scenarioKeys() const { return {}; }
  // Those of scenarioKeys() that say which tiles the bag holds or in what order (the dragon tiles
  // held back): a game dealt from a seed draws its own tiles, so the loader refuses them beside a
  // "seed", as it refuses "tile" and "set_aside".
  virtual std::vector<std::string> deckKeys() const { return {}; }
  virtual void readScenario(State&, const json& /*scenario*/, const std::string& /*where*/) const {}
  // For bots: what the module's pieces are worth to `player` in this position (points, roughly).
  virtual double botValue(const State&, int /*player*/) const { return 0.0; }
  // Writing a position back as a scenario (sharing): the module's board-entry and top-level keys.
  virtual void writeBoardEntry(const State&, int /*tile*/, json& /*entry*/) const {}
  virtual void writeScenario(const State&, json& /*scenario*/) const {}
  // For the UI: where on the board an action of the module's step is chosen: a tile and either a
  // segment (its meeple spot) or, with seg -1, a point (dx, dy) from the tile's centre in board
  // orientation, in tile widths.
  virtual bool actionSpot(const State&, const Action&, int& /*tile*/, int& /*seg*/) const { return false; }
  virtual void actionPoint(const State&, const Action&, float& dx, float& dy) const { dx = dy = 0; }
  // For the UI: what the player is asked in the module's step, and the label of a choice that has
  // no place on the board (e.g. "leave the ferries").
  virtual std::string prompt(const State&) const { return ""; }
  // For the log: one of the module's steps made by a player other than the one whose turn it is
  // (actingPlayer), as an English phrase with {0} for that player and {1} for the square of its
  // actionSpot in words, standing on its own ("{0} moves the dragon: it now stands {1}"; `you`: the
  // reader made it, "You move the dragon: it now stands {1}"), or "" to say nothing of it.
  virtual std::string stepWords(const State&, const Action&, bool /*you*/) const { return ""; }
  virtual std::string actionLabel(const State&, const Action&) const { return ""; }
  // For the UI: the module's pieces on the board (kind, tile, segment, extra), e.g. the
  // gingerbread man (segment: its city) or a ferry (extra: the bit mask of its two jetty edges).
  struct Piece {
    const char* kind;
    int tile, seg;
    int extra = 0;
  };
  virtual void pieces(const State&, std::vector<Piece>&) const {}
  // A scoring event of this module's kind, or a road or city carrying this module's mark
  // (ScoreEvent::mark: the inn), in words: the sentence's tail (" from ...", " for a completed road
  // with an inn") and the breakdown; false when the event is not the module's.
  virtual bool explain(const ScoreEvent&, const Translate&, std::string& /*what*/, std::string& /*how*/) const {
    return false;
  }

  // A turn in words (describe.h): what the module's keys of a turn's JSON did, as a phrase that
  // follows the placement ("; a ferry joins the east and west jetties"), or "".
  virtual std::string describeMove(const State& /*after*/, const json& /*move*/, const Translate&) const { return ""; }
  // What a tile type shows of this module, for "a tile with ..." ("a lake"), or "".
  virtual std::string tileFeature(const TileType&, const Translate&) const { return ""; }
  // A figure of this module on a feature of `kind`, in words: the phrase for placing it ("Put the pig
  // in {0}", {0} the feature) or for one standing there ("the pig of {0} in {1}", {0} its owner), or
  // null when the figure is not this module's (the meeple's role words are said: "a knight").
  virtual const char* figureRole(const std::string& /*figure*/, FeatureKind, bool /*placing*/) const { return nullptr; }
  // A feature of this module's own name ("garden") in words ("the garden"), or "".
  virtual std::string featureName(const std::string& /*address*/, const Translate&) const { return ""; }

  // The final-score table (score_table.h): parts of an event's points that belong in this
  // module's own column (e.g. a road's signpost bonus goes to "signposts"), as (kind, points).
  virtual void eventShares(const ScoreEvent&, std::vector<std::pair<std::string, int>>& /*shares*/) const {}
  // The kinds of points the module gives a column of their own in that table (events of that
  // kind, or shares), shown whenever the module is played, even when nobody scored any.
  virtual void scoreKinds(std::vector<std::string>& /*kinds*/) const {}

  // The module's place in moduleRegistry() (set by the registry).
  int registryIndex() const { return registryIndex_; }
  void setRegistryIndex(int i) const { registryIndex_ = i; }

 protected:
  // A refusal by one of this module's rules, naming the module; `phrase` is English, {0}-style.
  Refusal rule(std::string phrase, std::vector<std::string> values = {}) const {
    return moveRefusal(Refused::ModuleRule, "", std::move(phrase), std::move(values));
  }
  // A refusal of the module's part of a move's JSON, at `path` in the move ("ferry",
  // "move_ferries[1]"), naming the module.
  Refusal moveRefusal(Refused reason, std::string path, std::string phrase,
                      std::vector<std::string> values = {}) const {
    Refusal why(reason, std::move(phrase), std::move(values));
    why.module = name();
    why.path = std::move(path);
    return why;
  }
  // This module's typed state in `s` (null when the module is not in the game).
  template <class T>
  const T* stateIn(const State& s) const {
    int i = s.catalog().moduleIndex(this);
    return i < 0 ? nullptr : static_cast<const T*>(s.moduleState(i));
  }
  template <class T>
  T* mutableStateIn(State& s) const {
    int i = s.catalog().moduleIndex(this);
    return i < 0 ? nullptr : static_cast<T*>(s.mutableModuleState(i));
  }
  // What this module read from a tile's keys (null when the tile has none of them).
  template <class T>
  const T* tileData(const TileType& t) const {
    return static_cast<const T*>(t.extra(registryIndex_));
  }

 private:
  mutable int registryIndex_ = -1;
};

// Every module the engine knows, in the order their hooks run. The one place expansions are
// registered.
const std::vector<const Module*>& moduleRegistry();

}  // namespace carc
