#include "refusal.h"

#include "describe.h"

namespace carc {

std::string Words::english() const { return fillPhrase(phrase, values); }

Refusal::Refusal(Refused why, std::string phrase_, std::vector<std::string> values_)
    : Words{std::move(phrase_), std::move(values_)}, reason(why) {}

std::string Refusal::english() const {
  std::string words = Words::english();
  return context.empty() ? words : context + ": " + words;
}

std::string refusedName(Refused why) {
  switch (why) {
    case Refused::Nothing:
      return "nothing";
    case Refused::OffTheBoard:
      return "off-the-board";
    case Refused::SquareTaken:
      return "square-taken";
    case Refused::EdgesClash:
      return "edges-clash";
    case Refused::NotTouching:
      return "not-touching";
    case Refused::ModuleRule:
      return "module-rule";
    case Refused::NotOnPlacedTile:
      return "not-on-placed-tile";
    case Refused::NoSuchFeature:
      return "no-such-feature";
    case Refused::FeatureTaken:
      return "feature-taken";
    case Refused::NoMeepleLeft:
      return "no-meeple-left";
    case Refused::TileNotInHand:
      return "tile-not-in-hand";
    case Refused::UnknownTile:
      return "unknown-tile";
    case Refused::NotThisStep:
      return "not-this-step";
    case Refused::NotYourTurn:
      return "not-your-turn";
    case Refused::GameOver:
      return "game-over";
    case Refused::NoSuchAction:
      return "no-such-action";
    case Refused::NothingThere:
      return "nothing-there";
    case Refused::InUse:
      return "in-use";
    case Refused::Malformed:
      return "malformed";
    case Refused::NoCoreDeck:
      return "no-core-deck";
  }
  return "malformed";
}

std::string Refusal::at(const std::string& where) const {
  if (path.empty()) return where + ": " + english();
  // The core's keys of a move are its fields ("move 0.meeple"); a module's part follows a colon.
  std::string key = path.substr(0, path.find_first_of(".["));
  bool core = key == "tile" || key == "at" || key == "rot" || key == "meeple";
  return where + (core ? "." : ": ") + path + ": " + english();
}

}  // namespace carc
