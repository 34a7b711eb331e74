// Expansion modules hook into the turn here. A module is enabled by a set name (e.g. "ferries"),
// declares extra steps (after the meeple step, or after scoring), extra scoring, and its part
// of a turn's JSON. The core never names a module: it calls these hooks in registry order.
#pragma once
#include <string>
#include <vector>

#include "state.h"

namespace carc {

class Module {
 public:
  virtual ~Module() = default;
  // The set name that enables this module.
  virtual const char* name() const = 0;
  // Called once when a game or scenario is set up.
  virtual void setup(State&) const {}
  // Does the module need a decision now? Stage 0: after the meeple step; 1: after scoring.
  virtual bool wantsStep(const State&, int /*stage*/) const { return false; }
  // The legal actions of the module's step (sorted, deterministic).
  virtual void legalActions(const State&, std::vector<Action>&) const {}
  // Applies one of those actions (already checked to be legal).
  virtual void apply(State&, const Action&) const {}
  // May a meeple stand on this segment of the tile just placed?
  virtual bool allowsMeeple(const State&, int /*tile*/, int /*seg*/) const { return true; }
  // Adds to the scoring of a feature (e.g. signposts' bonus), inside the same event.
  virtual void onFeatureScored(const State&, int /*root*/, bool /*endOfGame*/, ScoreEvent&) const {}
  // Extra end-of-game scoring, before farmers.
  virtual void onFinish(State&) const {}
  // Reads the module's choice for its current step from a turn's JSON; false with `why` when it
  // is missing or malformed.
  virtual bool actionFromMove(const State&, const json& /*move*/, Action& /*out*/, std::string& why) const {
    why = "no choice expected";
    return false;
  }
  // Writes a chosen action into a turn's JSON.
  virtual void addToMove(const State&, const Action&, json& /*move*/) const {}
  // The JSON keys of a turn that this module reads.
  virtual std::vector<std::string> moveKeys() const { return {}; }
};

// Every module the engine knows, in the order their hooks run. The one place expansions are
// registered.
const std::vector<const Module*>& moduleRegistry();

}  // namespace carc
