// The cache's compact form of the two-player tables (duel_store.h) checked against the solver's
// own values in double precision: every value and every turn's choices within the stated bound,
// with every layer kept and with every other layer solved again when read; the reachable leads
// against real games; and the hint's refusal of a lead no game reaches.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstring>

#include "games/category/category_game.h"
#include "solve/category/duel/duel_table.h"
#include "solve/category/duel/duel_turn.h"
#include "solve/category/duel/reduced_game.h"
#include "support/test_util.h"

using namespace cubilete;
using namespace cubilete::category;

namespace {

// Instant wins and the generala box's flag, Double Generala, Crag's fixed-value categories.
const std::vector<test::ReducedGame> kStoredGames = {
    {"generala", {}, {"generala", "poker", "full"}},
    {"generala", {{"double_generala", "100"}}, {"generala", "double", "2"}},
    {"general", {{"scratch", "any"}}, {"S", "F", "1"}},
    {"crag", {}, {"crag", "thirteen", "1", "6"}},
};

// The table solved once in floats and kept in `store`'s form, in memory.
struct StoredTable {
  StoredTable(const solve::DuelSpace& space, solve::DuelStore::Layers layers)
      : store(std::make_shared<const solve::DuelStore>(space, layers)),
        bytes(std::make_shared<std::vector<uint16_t>>(store->bytes() / sizeof(uint16_t))) {
    solve::DuelSolveRequest r;
    r.threads = 2;
    r.keep = false;
    r.store = store.get();
    r.write = [&](size_t offset, const void* data, size_t n) {
      EXPECT_EQ(offset % 2, 0u);
      EXPECT_LE(offset + n, store->bytes());
      std::memcpy(reinterpret_cast<char*>(bytes->data()) + offset, data, n);
      written += n;
      return true;
    };
    first_player = solve::solve_duel(space, r).first_player;
    table.emplace(store, bytes, bytes->data());
  }
  std::shared_ptr<const solve::DuelStore> store;
  std::shared_ptr<std::vector<uint16_t>> bytes;
  size_t written = 0;
  double first_player = 0;
  std::optional<solve::DuelTable> table;
};

}  // namespace

TEST(DuelStore, EveryValueAndTurnWithinTheStatedBound) {
  const double bound = solve::DuelStore::kError + 1e-6;  // and the float32 solve's rounding
  for (const auto& c : kStoredGames) {
    auto g = test::reduced_game(c.preset, c.options, c.keys, 2, 0, 0, c.throws);
    solve::DuelSpace space(g->scorer());
    solve::DuelSolveRequest exact_request;
    exact_request.threads = 2;
    exact_request.doubles = true;
    const auto exact = solve::solve_duel(space, exact_request);
    for (auto layers : {solve::DuelStore::Layers::Every, solve::DuelStore::Layers::EveryOther}) {
      const StoredTable stored(space, layers);
      const auto& table = *stored.table;
      const std::string name = test::name_of(c) + (layers == solve::DuelStore::Layers::Every ? " every" : " every other");
      EXPECT_EQ(stored.written, stored.store->values() * sizeof(uint16_t) + sizeof(double)) << name;
      EXPECT_NEAR(stored.first_player, exact.first_player, 1e-6) << name;
      EXPECT_EQ(table.first_player(), stored.first_player) << name;  // as solved
      EXPECT_NEAR(table.turn_start(0, 0, 0, 0, 0), exact.first_player, bound) << name;
      Rng rng(11);
      int unstored = 0;
      for (int i = 0; i < 1000; ++i) {
        const auto at = solve::random_reachable_position(space, rng);
        const int layer = __builtin_popcount(at.mover.mask) + __builtin_popcount(at.other.mask);
        unstored += !stored.store->stores(layer);
        ASSERT_NEAR(table.turn_start(at.mover.mask, at.mover.flag, at.other.mask, at.other.flag, at.lead),
                    exact.table->turn_start(at.mover.mask, at.mover.flag, at.other.mask, at.other.flag, at.lead),
                    bound)
            << name << " position " << i;
        // The choices of the turn, as the bot, the hint and the analysis see them.
        const solve::DuelTurn mine(table, at), truth(*exact.table, at);
        ASSERT_NEAR(mine.values().turn_value(), truth.values().turn_value(), bound) << name;
        for (int h : g->table().of_size(g->category_rules().dice)) {
          for (int left = 0; left < g->category_rules().throws; ++left) {
            ASSERT_NEAR(mine.values().hand_value(h, left), truth.values().hand_value(h, left), bound) << name;
          }
        }
      }
      if (layers == solve::DuelStore::Layers::EveryOther) {
        EXPECT_GT(unstored, 300) << name;
      }
    }
  }
}

TEST(DuelStore, KeepsOnlyReachableLeadsAndEveryOtherLayerWhereTooBig) {
  auto g = test::category_game("crag", {});
  solve::DuelSpace space(g->scorer());
  const solve::DuelStore store(space);
  EXPECT_FALSE(store.every_layer());  // every layer would take 8.0 GB
  EXPECT_LE(store.bytes(), solve::DuelStore::kMaxStoredBytes);
  EXPECT_LT(store.bytes(), space.size() * sizeof(float) / 5);
  auto small = test::category_game("generala", {});
  solve::DuelSpace generala(small->scorer());
  EXPECT_TRUE(solve::DuelStore(generala).every_layer());
}

// Every turn start of real games lies within the leads the store keeps.
TEST(DuelStore, GamesStayWithinTheReachableLeads) {
  for (const char* preset : {"crag", "generala", "general"}) {
    auto g = test::category_game(preset, {{"players", "2"}});
    solve::DuelSpace space(g->scorer());
    Rng rng(5);
    int starts = 0;
    for (int game = 0; game < 200; ++game) {
      auto s = g->initial_state();
      while (!s->is_terminal()) {
        const auto& cs = static_cast<const CategoryState&>(*s);
        if (cs.is_chance() && cs.throws_done() == 0) {
          const auto at = solve::duel_position(space, cs, 1 - cs.player());
          const uint32_t m = at.mover.mask, o = at.other.mask;
          ASSERT_GE(-at.lead, space.lowest_lead(m, o)) << preset;
          ASSERT_LE(-at.lead, space.highest_lead(m, o)) << preset;
          // A lead beyond the decided ones reads the lane at the end.
          const int lane_lead = std::clamp(-at.lead, -space.reach(o) - 1, space.reach(m) + 1);
          ASSERT_GE(lane_lead, space.lowest_reachable(m, o)) << preset;
          ASSERT_LE(lane_lead, space.highest_reachable(m, o)) << preset;
          ++starts;
        }
        if (s->is_chance()) {
          std::vector<ChanceOutcome> outcomes;
          s->chance_outcomes(outcomes);
          s->apply(outcomes[rng.below(uint32_t(outcomes.size()))].action);
        } else {
          const auto legal = s->legal_actions();
          s->apply(legal[rng.below(uint32_t(legal.size()))]);
        }
      }
    }
    EXPECT_GT(starts, 1000) << preset;
  }
}
