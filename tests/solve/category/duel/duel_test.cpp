// The two-player category solver checked by independent routes: a brute-force
// expectimax over the game interface itself (each seat maximising its own share of the win) on
// reduced games, the layout of the table, float against double, and the per-turn evaluator
// against the table.
#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <functional>
#include <unordered_map>

#include "games/category/category_game.h"
#include "solve/category/card_turn_expectimax.h"
#include "solve/category/duel/duel_table.h"
#include "solve/category/duel/duel_turn.h"
#include "solve/category/duel/reduced_game.h"
#include "support/test_util.h"

using namespace cubilete;
using namespace cubilete::category;

namespace {

using Shares = std::array<double, 2>;

// Each seat's share of the win (a tie counts half) when every seat maximises its own share, over
// the engine's own states (memoised on their canonical text). Shares nothing with the solver:
// no constant-sum assumption, no state abstraction, no lanes. `turn_start` sees every turn start
// with its value.
class GameExpectimax {
 public:
  std::function<void(const CategoryState&, const Shares&)> turn_start;

  Shares value(const State& s) {
    if (s.is_terminal()) {
      const auto r = s.returns();
      return {r[0], r[1]};
    }
    const std::string key = s.serialize();
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    Shares v{0, 0};
    if (s.is_chance()) {
      std::vector<ChanceOutcome> outcomes;
      s.chance_outcomes(outcomes);
      for (const auto& o : outcomes) {
        auto child = s.clone();
        child->apply(o.action);
        const Shares c = value(*child);
        for (int p = 0; p < 2; ++p) v[p] += o.probability * c[p];
      }
      const auto& cs = static_cast<const CategoryState&>(s);
      if (cs.throws_done() == 0 && turn_start) turn_start(cs, v);
    } else {
      const int p = s.current_player();
      bool first = true;
      for (Action a : s.legal_actions()) {
        auto child = s.clone();
        child->apply(a);
        const Shares c = value(*child);
        if (first || c[p] > v[p]) v = c, first = false;
      }
    }
    memo_.emplace(key, v);
    return v;
  }

 private:
  std::unordered_map<std::string, Shares> memo_;
};

// The mover's chance of winning (a tie counts half) from the start of a turn, by direct
// expectimax over whole score cards with the rules engine (Scorer): sums over every throw
// outcome, maxima over every keep and write, memoised per pair of cards. Shares none of the
// solver's state abstraction (masks, flags, most points, lanes, the one-die recursions).
class CardPairExpectimax {
 public:
  explicit CardPairExpectimax(const CategoryGame& g) : g_(g), sc_(g.scorer()) {}

  double value(const Card& mine, const Card& theirs) {
    if (sc_.full(mine)) {  // the second player has just written the last category
      const int a = sc_.total(mine), b = sc_.total(theirs);
      return a > b ? 1.0 : a == b ? 0.5 : 0.0;
    }
    std::string key(reinterpret_cast<const char*>(&mine), sizeof mine);
    key.append(reinterpret_cast<const char*>(&theirs), sizeof theirs);
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    const double e = test::card_turn_expectation(
        g_, mine, [&](const Card& next) { return 1.0 - value(theirs, next); }, 1.0);
    memo_.emplace(key, e);
    return e;
  }

 private:
  const CategoryGame& g_;
  const Scorer& sc_;
  std::unordered_map<std::string, double> memo_;
};

solve::DuelSolved solve_reduced(const solve::DuelSpace& space, bool doubles) {
  solve::DuelSolveRequest r;
  r.threads = 2;
  r.doubles = doubles;
  return solve::solve_duel(space, r);
}

// Instant wins (served generala, not once scratched, not with Double Generala once the box
// holds points), served bonuses, Double Generala, zeros only when nothing fits, wrapping
// straights, Crag.
const std::vector<test::ReducedGame> kReducedGames = {
    {"generala", {}, {"generala", "poker"}},
    {"generala", {{"double_generala", "100"}}, {"generala", "double", "2"}},
    {"generala", {{"scratch", "when_nothing_fits"}, {"straight_wraps", "true"}, {"served_bonus", "10"}},
     {"escalera", "generala"}},
    {"generala", {{"served_generala_wins", "false"}, {"five_kind_is_full", "true"}}, {"full", "6"}},
    {"general", {}, {"Q", "G"}},
    {"general", {{"scratch", "any"}}, {"S", "F", "1"}},
    {"crag", {}, {"crag", "thirteen", "1"}},
    {"crag", {{"scratch", "any"}}, {"three_kind", "high_straight", "6"}},
    // A turn of four throws (three rethrow levels) with instant wins, and of one.
    {"generala", {}, {"generala", "poker"}, 4},
    {"crag", {}, {"crag", "1"}, 1},
};

}  // namespace

TEST(Duel, AgreesWithCardExpectimax) {
  int instant_games = 0;
  for (const auto& c : kReducedGames) {
    auto g = test::reduced_game(c.preset, c.options, c.keys, 2, 0, 0, c.throws);
    solve::DuelSpace space(g->scorer());
    instant_games += space.player().flag_category() >= 0;
    const auto solved = solve_reduced(space, true);
    CardPairExpectimax brute(*g);
    EXPECT_NEAR(solved.first_player, brute.value(Card{}, Card{}), 1e-9) << test::name_of(c);
  }
  EXPECT_GE(instant_games, 3);
}

// Through the engine's own states and actions (kept small: the engine's states carry every
// throw's dice): every turn start the game reaches has the table's value.
TEST(Duel, AgreesWithExpectimaxOverTheGameItself) {
  const std::vector<test::ReducedGame> cases = {
      {"crag", {}, {"crag", "1"}},
      {"crag", {{"scratch", "any"}}, {"three_kind", "odd_straight"}},
      {"generala", {}, {"generala"}},  // an instant win or a tie, mostly
  };
  for (const auto& c : cases) {
    auto g = test::reduced_game(c.preset, c.options, c.keys, 2, 0, 0, c.throws);
    solve::DuelSpace space(g->scorer());
    const auto solved = solve_reduced(space, true);
    const auto& table = *solved.table;
    GameExpectimax brute;
    int checked = 0;
    brute.turn_start = [&](const CategoryState& s, const Shares& v) {
      const int p = s.player();
      const auto at = solve::duel_position(space, s, 1 - p);
      ASSERT_NEAR(table.turn_start(at.mover.mask, at.mover.flag, at.other.mask, at.other.flag, at.lead), v[p], 1e-9)
          << test::name_of(c) << " at " << s.serialize();
      ++checked;
    };
    const Shares v = brute.value(*g->initial_state());
    EXPECT_NEAR(solved.first_player, v[0], 1e-9) << test::name_of(c);
    // The two seats' shares, each maximised by its own seat, sum to 1.
    EXPECT_NEAR(v[0] + v[1], 1.0, 1e-12) << test::name_of(c);
    EXPECT_GE(checked, 2 * int(c.keys.size())) << test::name_of(c);
  }
}

TEST(Duel, FloatTableStaysCloseToDouble) {
  for (const auto& c : kReducedGames) {
    auto g = test::reduced_game(c.preset, c.options, c.keys, 2, 0, 0, c.throws);
    solve::DuelSpace space(g->scorer());
    const auto d = solve_reduced(space, true), f = solve_reduced(space, false);
    EXPECT_NEAR(d.first_player, f.first_player, 1e-6) << test::name_of(c);
    double worst = 0;
    for (uint32_t m = 0; m <= space.full_mask(); ++m)
      for (uint32_t o = 0; o <= space.full_mask(); ++o) {
        const int k = __builtin_popcount(m), ko = __builtin_popcount(o);
        if (ko != k && ko != k + 1) continue;
        for (int lead = -space.reach(o) - 2; lead <= space.reach(m) + 2; ++lead)
          worst = std::max(worst, std::abs(d.table->after_turn(m, 0, o, 0, lead) - f.table->after_turn(m, 0, o, 0, lead)));
      }
    EXPECT_LT(worst, 1e-6) << test::name_of(c);
  }
}

// Every pair of cards has its own stretch of the table, one after another in layer order.
TEST(Duel, LayoutIsDenseAndInLayerOrder) {
  auto g = test::reduced_game("generala", {{"double_generala", "100"}}, {"generala", "double", "poker", "2"}, 2);
  solve::DuelSpace space(g->scorer());
  size_t at = 0;
  for (int layer = 0; layer <= space.layers(); ++layer) {
    ASSERT_EQ(space.layer_begin(layer), at);
    for (uint32_t m : space.cards(space.mover_size(layer)))
      for (uint32_t o : space.cards(space.other_size(layer))) {
        ASSERT_EQ(space.offset(m, o), at) << "mover " << m << " other " << o;
        at += size_t(space.groups(m)) * space.groups(o) * space.lanes(m, o);
      }
    ASSERT_EQ(space.layer_end(layer), at);
  }
  EXPECT_EQ(space.size(), at);
}

// The decided lanes are sound only if no write ever gains more than its category's most.
TEST(Duel, NoWriteGainsMoreThanItsCategorysMost) {
  for (const char* preset : {"generala", "general", "crag"}) {
    Assignments opts;
    if (std::string(preset) == "generala") opts = {{"double_generala", "120"}, {"straight_one_as_two", "true"}};
    auto g = test::category_game(preset, opts);
    solve::DuelSpace space(g->scorer());
    const auto& player = space.player();
    for (uint32_t m = 0; m < space.full_mask(); ++m)
      for (int flag = 0; flag < space.groups(m); ++flag)
        for (int h : g->table().of_size(g->category_rules().dice))
          for (uint32_t legal = player.legal(m, flag, h); legal; legal &= legal - 1)
            for (bool served : {false, true}) {
              const int c = __builtin_ctz(legal);
              ASSERT_LE(player.move(m, flag, h, c, served).gain, space.most(c)) << preset;
            }
  }
}

TEST(Duel, TurnValuesMatchTheTable) {
  auto g = test::reduced_game("generala", {{"double_generala", "100"}}, {"generala", "double", "full"}, 2);
  solve::DuelSpace space(g->scorer());
  const auto solved = solve_reduced(space, true);
  const auto& table = *solved.table;
  Rng rng(3);
  for (int i = 0; i < 200; ++i) {
    const uint32_t m = rng.below(space.full_mask());  // the mover has a category left
    uint32_t o;
    do o = rng.below(space.full_mask() + 1);
    while (__builtin_popcount(o) != __builtin_popcount(m) && __builtin_popcount(o) != __builtin_popcount(m) + 1);
    solve::DuelPosition at;
    at.mover = {m, int(rng.below(uint32_t(space.groups(m)))), 0};
    at.other = {o, int(rng.below(uint32_t(space.groups(o)))), 0};
    at.lead = int(rng.below(uint32_t(space.reach(m) + space.reach(o) + 20))) - space.reach(m) - 10;
    solve::DuelTurn turn(table, at);
    EXPECT_NEAR(turn.values().turn_value(),
                table.turn_start(at.mover.mask, at.mover.flag, at.other.mask, at.other.flag, at.lead), 1e-9);
  }
}
