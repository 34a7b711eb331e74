// The editor's draft: every edit leaves a document the loader accepts, or is refused in words and
// changes nothing; undo and redo step through whole edits.
#include "engine/draft.h"

#include <gtest/gtest.h>

#include "test_support.h"

namespace carc {
namespace {

using testing::diskSets;

// The refusal's phrase, or "" when the edit was made.
std::string refusal(const EditResult& r) { return r.refused.phrase; }

TEST(Draft, NewDraftIsTheStartTileAlone) {
  Draft d(diskSets());
  EXPECT_EQ(d.position().state().tiles().size(), 1u);
  ASSERT_EQ(d.scenario()["board"].size(), 1u);
  EXPECT_EQ(d.scenario()["board"][0]["tile"], "base/D");
  EXPECT_EQ(d.scenario()["players"], json({"Red", "Blue"}));
  EXPECT_EQ(d.scenario()["scores"], json({0, 0}));
  EXPECT_FALSE(d.canUndo());
}

TEST(Draft, PutTileThenUndoRedo) {
  Draft d(diskSets());
  json before = d.scenario();
  EXPECT_EQ(refusal(d.putTile("base/E", 0, -1, 180)), "");
  EXPECT_EQ(d.position().state().tiles().size(), 2u);
  EXPECT_TRUE(d.canUndo());
  json after = d.scenario();
  EXPECT_TRUE(d.undo());
  EXPECT_EQ(d.scenario(), before);
  EXPECT_TRUE(d.canRedo());
  EXPECT_TRUE(d.redo());
  EXPECT_EQ(d.scenario(), after);
  EXPECT_FALSE(d.redo());
}

}  // namespace
}  // namespace carc
