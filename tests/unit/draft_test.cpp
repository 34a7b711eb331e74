// The editor's draft: every edit leaves a document the loader accepts, or is refused in words and
// changes nothing; undo and redo step through whole edits.
#include "engine/draft.h"

#include <gtest/gtest.h>

#include <regex>

#include "engine/custom_tile.h"
#include "engine/describe.h"
#include "engine/module.h"
#include "test_support.h"

namespace carc {
namespace {

using testing::diskSets;

// The refusal's phrase, or "" when the edit was made.
std::string refusal(const EditResult& r) { return r.refused.phrase; }
// The refusal as a reader sees it in English.
std::string said(const EditResult& r) { return fillPhrase(r.refused.phrase, r.refused.values); }

// No coordinates, JSON paths, tile ids or JSON in what people read.
void expectWords(const std::string& text) {
  EXPECT_FALSE(std::regex_search(text, std::regex(R"(\[-?\d+,\s*-?\d+\]|board\[|\.at\b|base/|custom/|[{}"])"))) << text;
}

// An edit that must be refused with `phrase`, leaving the draft exactly as it was.
void expectRefused(Draft& d, const std::function<EditResult()>& edit, const std::string& phrase) {
  json before = d.scenario();
  bool undo = d.canUndo(), redo = d.canRedo();
  auto scores = d.played().state().scores();
  EditResult r = edit();
  EXPECT_EQ(refusal(r), phrase) << said(r);
  expectWords(said(r));
  EXPECT_EQ(d.scenario(), before);
  EXPECT_EQ(d.canUndo(), undo);
  EXPECT_EQ(d.canRedo(), redo);
  EXPECT_EQ(d.played().state().scores(), scores);
}

// The scores of a scenario as the loader plays it.
std::vector<int> playedScores(const json& scenario) {
  Scenario sc = loadScenario(scenario, diskSets(), "test");
  playScenario(sc, "test");
  return sc.game.state().scores();
}

json readJson(const std::string& path) {
  std::string text;
  EXPECT_TRUE(readFile(path, text, kMaxScenarioBytes)) << path;
  return parseJsonText(text, path, kMaxScenarioBytes);
}

TEST(Draft, NewDraftIsTheStartTileAlone) {
  Draft d(diskSets());
  EXPECT_EQ(d.position().state().tiles().size(), 1u);
  ASSERT_EQ(d.scenario()["board"].size(), 1u);
  EXPECT_EQ(d.scenario()["board"][0]["tile"], "base/D");
  EXPECT_EQ(d.scenario()["board"][0]["at"], json({0, 0}));
  EXPECT_EQ(d.scenario()["players"], json({"Red", "Blue"}));
  EXPECT_EQ(d.scenario()["scores"], json({0, 0}));
  EXPECT_EQ(d.scenario()["sets"], json({"base"}));
  EXPECT_FALSE(d.canUndo());
  EXPECT_FALSE(d.canRedo());
  EXPECT_TRUE(d.warnings().empty());
  // The river's spring starts a river game.
  Draft river(diskSets(), {"base", "river"});
  EXPECT_EQ(river.scenario()["board"][0]["tile"], "river/R01");
}

TEST(Draft, UnknownSetsThrow) { EXPECT_THROW(Draft(diskSets(), {"nosuchset"}), InputError); }

TEST(Draft, PutTileThenUndoRedo) {
  Draft d(diskSets());
  json before = d.scenario();
  EXPECT_EQ(refusal(d.putTile("base/E", 0, -1, 180)), "");
  EXPECT_EQ(d.position().state().tiles().size(), 2u);
  EXPECT_TRUE(d.canUndo());
  json after = d.scenario();
  EXPECT_TRUE(d.undo());
  EXPECT_EQ(d.scenario(), before);
  EXPECT_EQ(d.position().state().tiles().size(), 1u);
  EXPECT_TRUE(d.canRedo());
  EXPECT_TRUE(d.redo());
  EXPECT_EQ(d.scenario(), after);
  EXPECT_EQ(d.position().state().tiles().size(), 2u);
  EXPECT_FALSE(d.redo());
  // A new edit clears redo.
  EXPECT_TRUE(d.undo());
  EXPECT_EQ(refusal(d.putTile("base/U", 1, 0, 0)), "");
  EXPECT_FALSE(d.canRedo());
  EXPECT_TRUE(d.undo());
  EXPECT_FALSE(d.undo());
}

TEST(Draft, UndoIsCapped) {
  Draft d(diskSets());
  for (int i = 0; i < 205; ++i) ASSERT_EQ(refusal(d.setScores({i, 0})), "");
  int undos = 0;
  while (d.undo()) ++undos;
  EXPECT_EQ(undos, 200);
  EXPECT_EQ(d.scenario()["scores"], json({4, 0}));
}

TEST(Draft, PutTileRefusals) {
  Draft d(diskSets());
  expectRefused(
      d, [&] { return d.putTile("base/E", 0, 0, 0); }, "That square already has a tile.");
  expectRefused(
      d, [&] { return d.putTile("ferries/RRRR", 1, 0, 0); }, "That tile is not in the sets in play.");
  expectRefused(
      d, [&] { return d.putTile("base/E", 1, 0, 45); }, "A tile turns by quarter turns only.");
  expectRefused(
      d, [&] { return d.putTile("base/E", 101, 0, 0); }, "That square is too far from the start tile.");
}

TEST(Draft, AnyPositionCanBeDrawnWithWarningsInWords) {
  Draft d(diskSets());
  // A field edge against the start tile's city: accepted, with a warning.
  ASSERT_EQ(refusal(d.putTile("base/E", 0, -1, 0)), "");
  std::vector<Words> w = d.warnings();
  ASSERT_EQ(w.size(), 1u);
  std::string text = fillPhrase(w[0].phrase, w[0].values);
  EXPECT_EQ(text,
            "The tile on the start square does not match the tile beside it on its north side: city against field.");
  expectWords(text);
  // A tile alone, away from the others, is allowed too.
  EXPECT_EQ(refusal(d.putTile("base/B", 5, 5, 0)), "");
  EXPECT_EQ(d.warnings().size(), 1u);
  // Turned to fit, the warning goes.
  ASSERT_EQ(refusal(d.turnTile(0, -1)), "");
  EXPECT_EQ(d.warnings().size(), 1u);
  ASSERT_EQ(refusal(d.turnTile(0, -1)), "");
  EXPECT_EQ(d.scenario()["board"][1]["rot"], 180);
  EXPECT_TRUE(d.warnings().empty());
}

TEST(Draft, WarningsTranslateTheirValues) {
  Draft d(diskSets());
  d.setTranslator([](const std::string& p) { return "<" + p + ">"; });
  ASSERT_EQ(refusal(d.putTile("base/E", 1, 0, 270)), "");
  std::vector<Words> w = d.warnings();
  ASSERT_EQ(w.size(), 1u);
  EXPECT_EQ(w[0].values, (std::vector<std::string>{"<on the start square>", "<east>", "<road>", "<city>"}));
}

TEST(Draft, RemoveTile) {
  Draft d(diskSets());
  expectRefused(
      d, [&] { return d.removeTile(3, 3); }, "There is no tile there.");
  expectRefused(
      d, [&] { return d.removeTile(0, 0); }, "The board needs at least one tile.");
  ASSERT_EQ(refusal(d.putTile("base/U", 1, 0, 0)), "");
  ASSERT_EQ(refusal(d.addMeeple(1, 0, "road E", 1)), "");
  EXPECT_EQ(d.position().state().supply(1), kMeeplesPerPlayer - 1);
  ASSERT_EQ(refusal(d.removeTile(1, 0)), "");  // with its meeple
  EXPECT_EQ(d.position().state().tiles().size(), 1u);
  EXPECT_EQ(d.position().state().supply(1), kMeeplesPerPlayer);
  // The start tile may go once another tile is down.
  ASSERT_EQ(refusal(d.putTile("base/U", 1, 0, 0)), "");
  ASSERT_EQ(refusal(d.removeTile(0, 0)), "");
  EXPECT_EQ(d.position().state().tileAt(0, 0), -1);
  EXPECT_EQ(d.position().state().tiles().size(), 1u);
}

TEST(Draft, MoveTileKeepsItsMeeples) {
  Draft d(diskSets());
  ASSERT_EQ(refusal(d.putTile("base/U", 1, 0, 0)), "");
  ASSERT_EQ(refusal(d.addMeeple(1, 0, "road E", 0)), "");
  expectRefused(
      d, [&] { return d.moveTile(4, 4, 5, 5); }, "There is no tile there.");
  expectRefused(
      d, [&] { return d.moveTile(1, 0, 0, 0); }, "That square already has a tile.");
  expectRefused(
      d, [&] { return d.moveTile(1, 0, 0, -200); }, "That square is too far from the start tile.");
  ASSERT_EQ(refusal(d.moveTile(1, 0, -1, 0)), "");
  const State& s = d.position().state();
  int t = s.tileAt(-1, 0);
  ASSERT_GE(t, 0);
  EXPECT_EQ(s.tileAt(1, 0), -1);
  ASSERT_EQ(s.meeples().size(), 1u);
  EXPECT_EQ(s.meeples()[0].tile, t);
}

TEST(Draft, TurnTileTurnsItsMeeples) {
  Draft d(diskSets());
  ASSERT_EQ(refusal(d.putTile("base/D", 1, 0, 0)), "");
  ASSERT_EQ(refusal(d.addMeeple(1, 0, "road E", 0)), "");
  ASSERT_EQ(refusal(d.addMeeple(1, 0, "field Es", 1)), "");
  ASSERT_EQ(refusal(d.addMeeple(1, 0, "city N", 1)), "");
  expectRefused(
      d, [&] { return d.turnTile(7, 7); }, "There is no tile there.");
  ASSERT_EQ(refusal(d.turnTile(1, 0)), "");
  const json& entry = d.scenario()["board"][1];
  EXPECT_EQ(entry["rot"], 90);
  EXPECT_EQ(entry["meeples"][0]["on"], "road S");
  EXPECT_EQ(entry["meeples"][1]["on"], "field Sw");
  EXPECT_EQ(entry["meeples"][2]["on"], "city E");
  // The same segments hold them.
  const State& s = d.position().state();
  const PlacedTile& pt = s.tiles()[size_t(s.tileAt(1, 0))];
  EXPECT_EQ(featureAddress(s, s.tileAt(1, 0), s.meeples()[2].seg), "city E");
  EXPECT_EQ(pt.rot, 1);
  // Four turns: back where it was.
  for (int i = 0; i < 3; ++i) ASSERT_EQ(refusal(d.turnTile(1, 0)), "");
  EXPECT_EQ(d.scenario()["board"][1]["rot"], 0);
  EXPECT_EQ(d.scenario()["board"][1]["meeples"][0]["on"], "road E");
}

TEST(Draft, TurnTileTurnsAFerry) {
  Draft d(diskSets(), {"base", "ferries"});
  ASSERT_EQ(refusal(d.putTile("ferries/RRRR", 1, 0, 0)), "");
  ASSERT_EQ(refusal(d.setBoardKey(1, 0, "ferry", {"N", "E"})), "");
  ASSERT_EQ(refusal(d.turnTile(1, 0)), "");
  EXPECT_EQ(d.scenario()["board"][1]["ferry"], json({"E", "S"}));
  std::vector<Module::Piece> pieces;
  for (const Module* m : d.position().state().catalog().modules) m->pieces(d.position().state(), pieces);
  ASSERT_EQ(pieces.size(), 1u);
  EXPECT_EQ(pieces[0].extra, (1 << E) | (1 << S));
}

TEST(Draft, TurnAndMoveTheGingerbreadMansTile) {
  Draft d(diskSets(), {"base", "gingerbread"});
  ASSERT_EQ(refusal(d.putTile("base/E", 1, 0, 0)), "");
  ASSERT_EQ(refusal(d.setScenarioKey("gingerbread", {{"at", {1, 0}}, {"on", "city N"}})), "");
  ASSERT_EQ(refusal(d.turnTile(1, 0)), "");
  EXPECT_EQ(d.scenario()["gingerbread"], json({{"at", {1, 0}}, {"on", "city E"}}));
  ASSERT_EQ(refusal(d.moveTile(1, 0, 2, 2)), "");
  EXPECT_EQ(d.scenario()["gingerbread"], json({{"at", {2, 2}}, {"on", "city E"}}));
  ASSERT_EQ(refusal(d.removeTile(2, 2)), "");
  EXPECT_FALSE(d.scenario().contains("gingerbread"));
  expectRefused(
      d, [&] { return d.setScenarioKey("colour_of_sky", "blue"); }, "No set in play uses that.");
}

TEST(Draft, Meeples) {
  Draft d(diskSets());
  ASSERT_EQ(refusal(d.addMeeple(0, 0, "city N", 0)), "");
  EXPECT_EQ(d.position().state().supply(0), kMeeplesPerPlayer - 1);
  expectRefused(
      d, [&] { return d.addMeeple(0, 0, "city N", 1); }, "That place already has a meeple.");
  expectRefused(
      d, [&] { return d.addMeeple(3, 3, "city N", 1); }, "There is no tile there.");
  expectRefused(
      d, [&] { return d.addMeeple(0, 0, "city N", 2); }, "There is no such player.");
  expectRefused(
      d, [&] { return d.addMeeple(0, 0, "city S", 1); }, "This tile does not have {0}.");
  EditResult r = d.addMeeple(0, 0, "city S", 1);
  EXPECT_EQ(said(r), "This tile does not have the city on the south side.");
  expectRefused(
      d, [&] { return d.removeMeeple(0, 0, "road E"); }, "There is no meeple there.");
  expectRefused(
      d, [&] { return d.removeMeeple(4, 0, "road E"); }, "There is no tile there.");
  ASSERT_EQ(refusal(d.removeMeeple(0, 0, "city N")), "");
  EXPECT_EQ(d.position().state().supply(0), kMeeplesPerPlayer);
  EXPECT_FALSE(d.scenario()["board"][0].contains("meeples"));
}

TEST(Draft, FeaturesAreTheMeepleSpots) {
  Draft d(diskSets());
  ASSERT_EQ(refusal(d.putTile("base/D", 1, 0, 90)), "");
  std::vector<std::string> spots = d.features(1, 0);
  EXPECT_EQ(spots.size(), 4u);
  EXPECT_NE(std::find(spots.begin(), spots.end(), "city E"), spots.end());
  EXPECT_NE(std::find(spots.begin(), spots.end(), "road N"), spots.end());
  for (const std::string& on : spots) {
    ASSERT_EQ(refusal(d.addMeeple(1, 0, on, 0)), "") << on;
    expectWords(featureInWords(on, nullptr));
  }
  EXPECT_TRUE(d.features(5, 5).empty());
}

TEST(Draft, NoMeepleLeftNamesThePlayer) {
  Draft d(diskSets());
  const char* spots[] = {"city N", "road E", "field Es"};
  for (int x = 0; x < 3; ++x) {
    if (x) ASSERT_EQ(refusal(d.putTile("base/D", x, 0, 0)), "");
    for (const char* on : spots)
      if (d.position().state().supply(1) > 0) ASSERT_EQ(refusal(d.addMeeple(x, 0, on, 1)), "");
  }
  EXPECT_EQ(d.position().state().supply(1), 0);
  ASSERT_EQ(refusal(d.putTile("base/D", 3, 0, 0)), "");
  expectRefused(
      d, [&] { return d.addMeeple(3, 0, "city N", 1); }, "{0} has no meeple left.");
  EXPECT_EQ(said(d.addMeeple(3, 0, "city N", 1)), "Blue has no meeple left.");
}

TEST(Draft, FerryOnATileWithoutALakeIsRefusedInTheModulesWords) {
  Draft d(diskSets(), {"base", "ferries"});
  expectRefused(
      d,
      [&] {
        return d.setBoardKey(0, 0, "ferry", {"E", "W"});
      },
      "Only a lake tile carries a ferry.");
  ASSERT_EQ(refusal(d.putTile("ferries/FRRR", 1, 0, 0)), "");  // jetties E, S, W
  expectRefused(
      d,
      [&] {
        return d.setBoardKey(1, 0, "ferry", {"N", "E"});
      },
      "A ferry joins two jetties of the lake.");
  expectRefused(
      d, [&] { return d.setBoardKey(1, 0, "ferry", "EW"); }, "A ferry joins two jetties of the lake.");
  expectRefused(
      d, [&] { return d.setBoardKey(1, 0, "moat", true); }, "No set in play uses that.");
  expectRefused(
      d, [&] { return d.setBoardKey(1, 0, "meeples", json::array()); }, "No set in play uses that.");
  ASSERT_EQ(refusal(d.setBoardKey(1, 0, "ferry", {"E", "W"})), "");
  ASSERT_EQ(refusal(d.setBoardKey(1, 0, "ferry", nullptr)), "");
  EXPECT_FALSE(d.scenario()["board"][1].contains("ferry"));
  // Without the ferries set, nothing reads a ferry.
  Draft base(diskSets());
  expectRefused(
      base,
      [&] {
        return base.setBoardKey(0, 0, "ferry", {"E", "W"});
      },
      "No set in play uses that.");
}

TEST(Draft, PlayersScoresNext) {
  Draft d(diskSets());
  expectRefused(
      d, [&] { return d.setPlayers({"Solo"}, {}); }, "A game has 2 to 6 players.");
  expectRefused(
      d,
      [&] {
        return d.setPlayers({"a", "b", "c", "d", "e", "f", "g"}, {});
      },
      "A game has 2 to 6 players.");
  expectRefused(
      d,
      [&] {
        return d.setPlayers({"Ann", ""}, {});
      },
      "Every player needs a name.");
  expectRefused(
      d,
      [&] {
        return d.setPlayers({"Ann", std::string(41, 'x')}, {});
      },
      "A player's name has at most 40 characters.");
  expectRefused(
      d,
      [&] {
        return d.setPlayers({"Ann", "Bob"}, {"#ff0000"});
      },
      "Every player needs a colour.");
  expectRefused(
      d,
      [&] {
        return d.setPlayers({"Ann", "Bob"}, {"#ff0000", "blue"});
      },
      "Every player needs a colour.");
  ASSERT_EQ(refusal(d.setScores({5, 7})), "");
  ASSERT_EQ(refusal(d.setPlayers({"Ann", "Bob", "Cleo"}, {"#ff0000", "#0000ff", "#00aa00"})), "");
  EXPECT_EQ(d.scenario()["players"], json({"Ann", "Bob", "Cleo"}));
  EXPECT_EQ(d.scenario()["colours"], json({"#ff0000", "#0000ff", "#00aa00"}));
  EXPECT_EQ(d.scenario()["scores"], json({5, 7, 0}));
  EXPECT_EQ(d.position().state().players(), 3);
  ASSERT_EQ(refusal(d.setNext(2)), "");
  EXPECT_EQ(d.position().state().currentPlayer(), 2);
  expectRefused(
      d, [&] { return d.setNext(3); }, "There is no such player.");
  expectRefused(
      d,
      [&] {
        return d.setScores({1, 2});
      },
      "Give one score for each player.");
  expectRefused(
      d,
      [&] {
        return d.setScores({1, 2, -1});
      },
      "A score is a whole number from 0 to 100000.");
  ASSERT_EQ(refusal(d.addMeeple(0, 0, "city N", 2)), "");
  expectRefused(
      d,
      [&] {
        return d.setPlayers({"Ann", "Bob"}, {});
      },
      "{0} still has meeples on the board.");
  EXPECT_EQ(said(d.setPlayers({"Ann", "Bob"}, {})), "Cleo still has meeples on the board.");
  ASSERT_EQ(refusal(d.removeMeeple(0, 0, "city N")), "");
  // Back to two: scores cut, the next player back to the first, colours dropped when not given.
  ASSERT_EQ(refusal(d.setPlayers({"Ann", "Bob"}, {})), "");
  EXPECT_EQ(d.scenario()["scores"], json({5, 7}));
  EXPECT_EQ(d.position().state().currentPlayer(), 0);
  EXPECT_FALSE(d.scenario().contains("colours"));
}

TEST(Draft, ColoursAreValidatedByTheLoader) {
  json sc = {{"players", {"A", "B"}}, {"colours", {"#112233", "#aabbcc"}}};
  EXPECT_NO_THROW(loadScenario(sc, diskSets(), "s"));
  auto error = [&](const json& colours) {
    json j = sc;
    j["colours"] = colours;
    try {
      loadScenario(j, diskSets(), "s");
    } catch (const InputError& e) {
      return std::string(e.what());
    }
    return std::string();
  };
  EXPECT_EQ(error({"#112233"}), "s.colours: must list one colour per player");
  EXPECT_EQ(error("#112233"), "s.colours: must list one colour per player");
  EXPECT_EQ(error({"#112233", "red"}), "s.colours[1]: must be a colour written #rrggbb");
  EXPECT_EQ(error({"#112233", "#12345g"}), "s.colours[1]: must be a colour written #rrggbb");
  EXPECT_EQ(error({"#112233", 7}), "s.colours[1]: must be a colour written #rrggbb");
  // A draft refuses a document with bad colours, and says why without the path.
  Draft d(diskSets());
  std::string why;
  json bad = sc;
  bad["colours"] = {"#112233", "red"};
  EXPECT_FALSE(d.open(bad, &why));
  EXPECT_EQ(why, "must be a colour written #rrggbb");
}

TEST(Draft, Sets) {
  Draft d(diskSets());
  ASSERT_EQ(refusal(d.setSets({"base", "ferries"}, json::object())), "");
  ASSERT_EQ(refusal(d.putTile("ferries/RRRR", 1, 0, 0)), "");
  ASSERT_EQ(refusal(d.setBoardKey(1, 0, "ferry", {"E", "W"})), "");
  expectRefused(
      d, [&] { return d.setSets({"base"}, json::object()); }, "The board has {0} from a set you are removing.");
  EXPECT_EQ(said(d.setSets({"base"}, json::object())),
            "The board has a tile with 4 roads and a lake from a set you are removing.");
  ASSERT_EQ(refusal(d.removeTile(1, 0)), "");
  ASSERT_EQ(refusal(d.setSets({"base"}, json::object())), "");
  // Moves with a leaving set's tile.
  ASSERT_EQ(refusal(d.setSets({"base", "ferries"}, json::object())), "");
  ASSERT_EQ(refusal(d.setMoves(
                json::array({{{"tile", "ferries/FRRR"}, {"at", {0, 1}}, {"rot", 0}, {"ferry", {"E", "W"}}}}), false)),
            "");
  expectRefused(
      d, [&] { return d.setSets({"base"}, json::object()); }, "Move {0} uses {1} from a set you are removing.");
  // An unknown set: the loader's reason, without its path.
  EditResult r = d.setSets({"base", "nosuchset"}, json::object());
  EXPECT_FALSE(r.ok());
  expectWords(said(r));
  // Options are written when given.
  ASSERT_EQ(refusal(d.setSets({"base", "ferries"}, {{"ferries_edition", 2}})), "");
  EXPECT_EQ(d.scenario()["options"], json({{"ferries_edition", 2}}));
}

TEST(Draft, TheStartTileFollowsTheCoreDeck) {
  Draft d(diskSets());
  ASSERT_EQ(refusal(d.setSets({"winter"}, json::object())), "");
  EXPECT_EQ(d.scenario()["board"][0]["tile"], "winter/D");
  // The gingerbread man leaves with his set.
  ASSERT_EQ(refusal(d.setSets({"winter", "gingerbread"}, json::object())), "");
  ASSERT_EQ(refusal(d.setScenarioKey("gingerbread", {{"at", {0, 0}}, {"on", "city N"}})), "");
  ASSERT_EQ(refusal(d.setSets({"winter"}, json::object())), "");
  EXPECT_FALSE(d.scenario().contains("gingerbread"));
}

TEST(Draft, CustomTiles) {
  Draft d(diskSets());
  CustomTileSpec spec;
  spec.id = "custom/corner";
  spec.edges = {"city", "city", "road", "road"};
  ASSERT_EQ(refusal(d.putCustomTile(customTileJson(spec))), "");
  ASSERT_EQ(refusal(d.putTile("custom/corner", 0, 1, 0)), "");
  ASSERT_EQ(refusal(d.addMeeple(0, 1, "road S", 0)), "");
  // Replacing it with a tile that lacks that road is refused: the meeple would have no place.
  spec.edges = {"city", "city", "field", "field"};
  EditResult r = d.putCustomTile(customTileJson(spec));
  EXPECT_FALSE(r.ok());
  expectWords(said(r));
  expectRefused(
      d,
      [&] {
        return d.putCustomTile(json{{"cities", json::array()}});
      },
      "A custom tile needs a name.");
  // It reloads from the document alone.
  EXPECT_EQ(playedScores(d.scenario()), d.played().state().scores());
}

// A free game of two moves: a city completed by Red's knight, then Blue's road.
json twoMoves() {
  return json::array({{{"tile", "base/E"}, {"at", {0, -1}}, {"rot", 180}, {"meeple", "city S"}},
                      {{"tile", "base/U"}, {"at", {1, 0}}, {"rot", 0}, {"meeple", "road E"}}});
}

TEST(Draft, MovesAndEndScoring) {
  Draft d(diskSets());
  ASSERT_EQ(refusal(d.setMoves(twoMoves(), false)), "");
  EXPECT_EQ(d.played().state().scores(), (std::vector<int>{4, 0}));
  EXPECT_EQ(d.position().state().tiles().size(), 1u);
  ASSERT_EQ(refusal(d.setMoves(twoMoves(), true)), "");
  EXPECT_EQ(d.played().state().scores(), (std::vector<int>{4, 2}));
  EXPECT_TRUE(d.played().state().over());
  EXPECT_EQ(d.scenario()["end"], true);
  EXPECT_EQ(playedScores(d.scenario()), d.played().state().scores());
  expectRefused(
      d, [&] { return d.setMoves(json::object(), false); }, "The moves must be a list.");
}

TEST(Draft, SetMovesRefusalNamesTheMove) {
  Draft d(diskSets());
  json moves = twoMoves();
  moves[1]["at"] = {0, -1};  // on the first move's square
  expectRefused(
      d, [&] { return d.setMoves(moves, false); }, "Move {0} cannot be played: {1}");
  EditResult r = d.setMoves(moves, false);
  EXPECT_EQ(said(r), "Move 2 cannot be played: That square already has a tile.");
  moves[1]["at"] = {0, 1};
  moves[1]["rot"] = 90;  // a road against the start tile's field
  EXPECT_EQ(said(d.setMoves(moves, false)),
            "Move 2 cannot be played: Its north side does not match the tile beside it: road against field.");
  moves[1]["at"] = {5, 5};
  EXPECT_EQ(said(d.setMoves(moves, false)), "Move 2 cannot be played: It touches no other tile.");
  moves[1] = {{"tile", "base/E"}, {"at", {0, -2}}, {"rot", 0}, {"meeple", "city S"}};  // Red's city is complete
  moves[0].erase("meeple");
  moves[1]["rot"] = 0;
  moves[1]["at"] = {-1, 0};
  moves[1]["rot"] = 90;  // city W... a city on its west edge meets the start tile's road
  r = d.setMoves(moves, false);
  expectWords(said(r));
  // A meeple on a feature that already holds one.
  json occupied = json::array({{{"tile", "base/U"}, {"at", {1, 0}}, {"rot", 0}, {"meeple", "road E"}},
                               {{"tile", "base/U"}, {"at", {2, 0}}, {"rot", 0}, {"meeple", "road E"}}});
  EXPECT_EQ(said(d.setMoves(occupied, false)),
            "Move 2 cannot be played: A meeple already stands on the road on the east side (the whole connected "
            "feature counts).");
  json noFeature = json::array({{{"tile", "base/U"}, {"at", {1, 0}}, {"rot", 0}, {"meeple", "city N"}}});
  EXPECT_EQ(said(d.setMoves(noFeature, false)),
            "Move 1 cannot be played: This tile does not have the city on the north side.");
  json unknown = json::array({{{"tile", "base/ZZ"}, {"at", {1, 0}}, {"rot", 0}}});
  EXPECT_EQ(said(d.setMoves(unknown, false)), "Move 1 cannot be played: That tile is not in the sets in play.");
  json notAnObject = json::array({7});
  r = d.setMoves(notAnObject, false);
  EXPECT_EQ(r.refused.phrase, "Move {0} cannot be played: {1}");
  expectWords(said(r));
}

TEST(Draft, MoveNoLongerPlaysAfterAPositionEdit) {
  Draft d(diskSets());
  ASSERT_EQ(refusal(d.setMoves(twoMoves(), false)), "");
  expectRefused(
      d, [&] { return d.putTile("base/X", 1, 0, 0); }, "Move {0} could no longer be played: {1}");
  EXPECT_EQ(said(d.putTile("base/X", 1, 0, 0)), "Move 2 could no longer be played: That square already has a tile.");
  // Red with no meeple left cannot place the knight of move 1.
  for (int x = 1; x <= 7; ++x) {
    ASSERT_EQ(refusal(d.putTile("base/B", x, 3, 0)), "");
  }
  for (int x = 1; x <= 6; ++x) ASSERT_EQ(refusal(d.addMeeple(x, 3, "monastery", 0)), "");
  EXPECT_EQ(said(d.addMeeple(7, 3, "monastery", 0)), "Move 1 could no longer be played: Red has no meeple left.");
  // A river tile that does not continue the river, in the river's words.
  Draft river(diskSets(), {"base", "river"});
  json riverMove = json::array({{{"tile", "river/R02"}, {"at", {0, -1}}, {"rot", 0}}});
  EXPECT_EQ(said(river.setMoves(riverMove, false)),
            "Move 1 cannot be played: a river tile must continue the river: put it at the river's open end");
  riverMove[0]["at"] = {0, 1};
  riverMove[0]["rot"] = 90;
  ASSERT_EQ(refusal(river.setMoves(riverMove, false)), "") << said(river.setMoves(riverMove, false));
  EXPECT_EQ(said(river.turnTile(0, 0)),
            "Move 1 could no longer be played: Its north side does not match the tile beside it: river against field.");
}

TEST(Draft, Texts) {
  Draft d(diskSets());
  ASSERT_EQ(refusal(d.setMoves(twoMoves(), true)), "");
  ASSERT_EQ(refusal(d.setTitle("en", "A city of two tiles")), "");
  ASSERT_EQ(refusal(d.setTitle("nl", "Een stad van twee tegels")), "");
  ASSERT_EQ(refusal(d.setStepText("fr", 2, "Après le deuxième coup")), "");
  EXPECT_EQ(d.scenario()["explanations"]["en"]["title"], "A city of two tiles");
  EXPECT_EQ(d.scenario()["explanations"]["nl"]["title"], "Een stad van twee tegels");
  EXPECT_EQ(d.scenario()["explanations"]["fr"]["steps"], json({"", "", "Après le deuxième coup"}));
  ASSERT_EQ(refusal(d.setStepText("fr", 0, "Au début")), "");
  EXPECT_EQ(d.scenario()["explanations"]["fr"]["steps"], json({"Au début", "", "Après le deuxième coup"}));
  ASSERT_EQ(refusal(d.setStepText("de", 3, "Am Ende")), "");  // the end-of-game scoring step
  expectRefused(
      d, [&] { return d.setTitle("sv", "Hej"); }, "Texts are written in one of the game's languages: {0}.");
  expectRefused(
      d, [&] { return d.setStepText("xx", 0, "x"); }, "Texts are written in one of the game's languages: {0}.");
  EXPECT_EQ(said(d.setStepText("xx", 0, "x")),
            "Texts are written in one of the game's languages: English, Nederlands, Français, Deutsch, Español, "
            "Italiano, Polski, Русский.");
  ASSERT_EQ(refusal(d.setTitle("es", "Hola")), "");  // Spanish is one of them
  expectRefused(
      d, [&] { return d.setStepText("en", 4, "x"); }, "There is no such step.");
  expectRefused(
      d, [&] { return d.setStepText("en", -1, "x"); }, "There is no such step.");
  EXPECT_EQ(playedScores(d.scenario()), d.played().state().scores());
}

TEST(Draft, ADraftReloadsToTheSameScores) {
  Draft d(diskSets(), {"base", "ferries"});
  ASSERT_EQ(refusal(d.setPlayers({"Ann", "Bob", "Cleo"}, {"#ff0000", "#0000ff", "#00aa00"})), "");
  ASSERT_EQ(refusal(d.setScores({3, 1, 4})), "");
  ASSERT_EQ(refusal(d.putTile("base/U", 1, 0, 0)), "");
  ASSERT_EQ(refusal(d.addMeeple(1, 0, "road E", 2)), "");
  ASSERT_EQ(refusal(d.putTile("ferries/RRRR", 2, 0, 0)), "");
  ASSERT_EQ(refusal(d.setBoardKey(2, 0, "ferry", {"N", "W"})), "");
  ASSERT_EQ(refusal(d.setNext(1)), "");
  json moves = json::array({{{"tile", "base/V"}, {"at", {2, -1}}, {"rot", 0}}});
  ASSERT_EQ(refusal(d.setMoves(moves, true)), "") << said(d.setMoves(moves, true));
  Draft other(diskSets());
  std::string why;
  ASSERT_TRUE(other.open(d.scenario(), &why)) << why;
  EXPECT_EQ(other.played().state().scores(), d.played().state().scores());
  EXPECT_EQ(playedScores(d.scenario()), d.played().state().scores());
}

TEST(Draft, OpensEveryScenarioFileAndPublishesItUnchanged) {
  std::string dir = std::string(CARC_ASSETS_DIR) + "/scenarios";
  std::vector<std::string> files = testing::jsonFilesIn(dir);
  ASSERT_GE(files.size(), 8u);
  for (const std::string& f : files) {
    json j = readJson(dir + "/" + f);
    Draft d(diskSets());
    std::string why;
    ASSERT_TRUE(d.open(j, &why)) << f << ": " << why;
    EXPECT_FALSE(d.canUndo());
    EXPECT_EQ(playedScores(d.scenario()), playedScores(j)) << f;
    EXPECT_EQ(d.played().state().scores(), playedScores(j)) << f;
    // An edit and its undo leave the file as it was.
    ASSERT_EQ(refusal(d.setTitle("en", "Changed")), "") << f;
    EXPECT_EQ(playedScores(d.scenario()), playedScores(j)) << f;
    ASSERT_TRUE(d.undo());
    EXPECT_EQ(d.scenario(), j) << f;
  }
}

TEST(Draft, OpenRefusesAndKeepsTheDraft) {
  Draft d(diskSets());
  ASSERT_EQ(refusal(d.putTile("base/U", 1, 0, 0)), "");
  json before = d.scenario();
  std::string why;
  EXPECT_FALSE(d.open(json{{"board", 3}}, &why));
  EXPECT_EQ(why, "must be a list of placed tiles");
  EXPECT_FALSE(d.open(json::array(), &why));
  EXPECT_EQ(d.scenario(), before);
  EXPECT_TRUE(d.canUndo());
  // A saved game (dealt from a seed): open it, then draw on its board; its moves still play.
  Game g(State::newGame(testing::baseCatalog(), 2, 7));
  while (g.state().turn() < 3) {
    std::vector<Action> legal;
    g.state().legalActions(legal);
    g.apply(legal[0]);
  }
  json saved = saveGame(g, {"Ann", "Bob"});
  ASSERT_TRUE(d.open(saved, &why)) << why;
  EXPECT_FALSE(d.canUndo());
  auto scores = d.played().state().scores();
  ASSERT_EQ(refusal(d.setScores({2, 2})), "") << said(d.setScores({2, 2}));
  ASSERT_EQ(refusal(d.putTile("base/B", 9, 9, 0)), "") << said(d.putTile("base/B", 9, 9, 0));
  EXPECT_FALSE(d.scenario().contains("seed"));
  EXPECT_EQ(d.played().state().scores()[0], scores[0] + 2);
  // Saved inside a turn: a board drawn by hand no longer deals from the seed, so the turn in
  // progress keeps the tile it was dealt (AGameSavedInsideATurnIsRecordedOnFromThatStep).
  std::vector<Action> legal;
  g.state().legalActions(legal);
  g.apply(legal[0]);
  ASSERT_TRUE(d.open(saveGame(g, {"Ann", "Bob"}), &why)) << why;
  ASSERT_TRUE(d.scenario().contains("turn_so_far"));
  ASSERT_EQ(refusal(d.putTile("base/B", 9, 9, 0)), "") << said(d.putTile("base/B", 9, 9, 0));
  EXPECT_EQ(d.scenario()["tile"], d.scenario()["turn_so_far"][0]["tile"]);
}

// A game saved inside a turn (its tile placed, the meeple step to come) opens in the editor with
// that turn shown and kept: recording goes on at that very step, and the turn, once finished,
// becomes a recorded move like any other.
TEST(Draft, AGameSavedInsideATurnIsRecordedOnFromThatStep) {
  Game g(State::newGame(testing::baseCatalog(), 2, 11));
  while (g.state().turn() < 4 || g.state().step() != Step::PlaceMeeple) {
    std::vector<Action> legal;
    g.state().legalActions(legal);
    ASSERT_FALSE(legal.empty());
    g.apply(legal[legal.size() / 2]);
  }
  json saved = saveGame(g, {"Ann", "Bob"}, json::array({{{"bot", nullptr}}, {{"bot", "greedy"}}}));
  ASSERT_TRUE(saved.contains("turn_so_far"));
  Draft d(diskSets());
  std::string why;
  ASSERT_TRUE(d.open(saved, &why)) << why;
  EXPECT_EQ(d.scenario()["turn_so_far"], saved["turn_so_far"]) << "the turn so far is kept";
  Game resumed = d.recording();
  EXPECT_EQ(resumed.state().step(), Step::PlaceMeeple) << "recording goes on at the meeple step";
  EXPECT_TRUE(resumed.state() == g.state()) << "the tile of the turn so far is on the board";
  // A text is written: the turn so far stays.
  ASSERT_EQ(refusal(d.setTitle("en", "Mid-turn")), "");
  EXPECT_TRUE(d.recording().state() == g.state());
  // The position is drawn on by hand (the seed no longer deals): the turn keeps its tile.
  ASSERT_EQ(refusal(d.setScores({1, 0})), "") << said(d.setScores({1, 0}));
  ASSERT_EQ(refusal(d.putTile("base/B", 9, 9, 0)), "") << said(d.putTile("base/B", 9, 9, 0));
  EXPECT_EQ(d.recording().state().step(), Step::PlaceMeeple);
  const State& now = g.state();
  Game redrawn = d.recording();
  const State& there = redrawn.state();
  const PlacedTile& placed = now.tiles()[size_t(now.lastPlaced())];
  EXPECT_EQ(there.tileAt(placed.x, placed.y), there.lastPlaced()) << "the turn's tile is on its square";
  // The turn finished as recording finishes it: a recorded move, no turn in progress left.
  Game on = d.recording();
  while (on.state().step() != Step::PlaceTile && !on.state().over()) {
    std::vector<Action> legal;
    on.state().legalActions(legal);
    on.apply(legal.back());
  }
  ASSERT_EQ(refusal(d.setMoves(on.turnsJson(), false)), "") << said(d.setMoves(on.turnsJson(), false));
  EXPECT_FALSE(d.scenario().contains("turn_so_far"));
  EXPECT_EQ(d.scenario()["moves"].size(), saved["moves"].size() + 1);
  EXPECT_EQ(d.recording().state().step(), Step::PlaceTile);
  EXPECT_EQ(d.played().state().scores(), on.state().scores());
}

TEST(Draft, OtherLoaderRefusalsLoseTheirPath) {
  Draft d(diskSets());
  // A custom tile with a bad key: the loader's reason, without "draft.tiles[0] (custom/x)".
  EditResult r = d.putCustomTile(json{{"id", "custom/x"}, {"roads", {{{"edges", {"Q"}}}}}});
  EXPECT_EQ(r.refused.phrase, "is not an edge (N, E, S, W)");
  EXPECT_TRUE(r.refused.values.empty());
}

}  // namespace
}  // namespace carc

namespace carc {
namespace {

// A demo's labels ("road A") set on a feature of a placed tile, kept in the scenario's "labels",
// replaced, taken away, and going with their tile when it is moved, turned or removed.
TEST(Draft, LabelsOnFeaturesGoWithTheirTile) {
  Draft d(diskSets());
  EXPECT_EQ(refusal(d.setLabel(0, 0, "road E", "A")), "");
  EXPECT_EQ(d.scenario()["labels"], json::parse(R"([{"at": [0, 0], "on": "road E", "text": "A"}])"));
  EXPECT_EQ(d.labelAt(0, 0, "road W"), "A");  // the same road, whatever name it is given
  EXPECT_EQ(refusal(d.setLabel(0, 0, "road W", "B")), "");
  ASSERT_EQ(d.scenario()["labels"].size(), 1u);  // one label a feature
  EXPECT_EQ(d.labelAt(0, 0, "road E"), "B");
  EXPECT_EQ(refusal(d.setLabel(0, 0, "city N", "C")), "");
  EXPECT_EQ(d.scenario()["labels"].size(), 2u);
  // Turned: its features' names turn with it (the city now faces east).
  EXPECT_EQ(refusal(d.turnTile(0, 0)), "");
  EXPECT_EQ(d.labelAt(0, 0, "city E"), "C");
  EXPECT_EQ(d.labelAt(0, 0, "road N"), "B");
  EXPECT_EQ(refusal(d.putTile("base/E", 1, 0, 270)), "");
  EXPECT_EQ(refusal(d.setLabel(1, 0, "city W", "D")), "");
  EXPECT_EQ(refusal(d.moveTile(1, 0, 2, 0)), "");
  EXPECT_EQ(d.labelAt(2, 0, "city W"), "D");
  EXPECT_EQ(refusal(d.removeTile(2, 0)), "");
  EXPECT_EQ(d.scenario()["labels"].size(), 2u);
  // Taken away; the last one gone leaves no "labels" key.
  EXPECT_EQ(refusal(d.setLabel(0, 0, "city E", "")), "");
  EXPECT_EQ(refusal(d.setLabel(0, 0, "road S", "")), "");
  EXPECT_FALSE(d.scenario().contains("labels"));
  // Refused in words, nothing changed: no tile, no such feature, too long.
  expectRefused(
      d, [&] { return d.setLabel(5, 5, "road E", "A"); }, "There is no tile there.");
  expectRefused(
      d, [&] { return d.setLabel(0, 0, "monastery", "A"); }, "This tile does not have {0}.");
  expectRefused(
      d, [&] { return d.setLabel(0, 0, "road N", "ABCDEFGHI"); }, "A label is a short mark of 1 to 8 letters.");
  // Undo brings a label back.
  EXPECT_EQ(refusal(d.setLabel(0, 0, "road N", "A")), "");  // the start tile is turned: its road runs N-S
  EXPECT_EQ(refusal(d.setLabel(0, 0, "road N", "")), "");
  d.undo();
  EXPECT_EQ(d.labelAt(0, 0, "road S"), "A");
}

}  // namespace
}  // namespace carc
