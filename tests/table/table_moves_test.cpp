// The table keeps each action's move as every viewer may know it (LoggedAction::move_for), as it
// keeps their names: what the server sends each seat in a state's `moves`.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "catalog/registry.h"
#include "table/table.h"

using namespace cubilete;
using nlohmann::json;

namespace {

TEST(TableMoves, EachViewerGetsTheMoveAsItMayKnowIt) {
  table::Table t({&find_game("triplo_seis"), {{"players", "3"}}, {"human", "human", "human"}, 7});
  const auto& opening = t.apply_chance();
  ASSERT_EQ(opening.actor, 0);
  const json dice = json::parse(opening.move)["dice"];
  ASSERT_EQ(dice.size(), 3u);
  EXPECT_EQ(json::parse(opening.move_for(0)), json({{"kind", "throw"}, {"dice", dice}}));
  EXPECT_EQ(json::parse(opening.move_for(kReferee)), json::parse(opening.move_for(0)));
  for (int v : {kSpectator, 1, 2})
    EXPECT_EQ(json::parse(opening.move_for(v)), json({{"kind", "cup_throw"}, {"count", 3}}));
  // A call is public: one form for everyone, and no per-viewer copies kept.
  const auto& call = t.apply(t.parse("call 111").action, Decider::Person);
  EXPECT_TRUE(call.moves.empty());
  EXPECT_EQ(json::parse(call.move_for(2)), json({{"kind", "call"}, {"call", 111}}));
}

TEST(TableMoves, PerfectInformationKeepsOneFormForEveryone) {
  table::Table t({&find_game("farkle"), {{"players", "2"}}, {"human", "greedy"}, 3});
  const auto& thrown = t.apply_chance();
  EXPECT_TRUE(thrown.moves.empty());
  EXPECT_EQ(json::parse(thrown.move_for(1))["kind"], "throw");
  EXPECT_EQ(json::parse(thrown.move_for(1))["dice"].size(), 6u);
  EXPECT_EQ(thrown.move_for(kSpectator), thrown.move);
}

}  // namespace
