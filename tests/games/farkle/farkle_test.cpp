// Farkle (RULES.md §2): every example and tricky reading, scoring against an independent brute
// force, the turn flow (entry, hot dice, farkle, final round, no ties), the solver against its
// bracket and a Monte Carlo run of its policy, and the bots' end-game duties.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <numeric>

#include "bots/farkle/farkle_bots.h"
#include "catalog/registry.h"
#include "core/error.h"
#include "core/match.h"
#include "games/farkle/farkle_game.h"
#include "solve/common/analysis_model.h"
#include "solve/farkle/farkle_solver.h"
#include "support/hint_util.h"
#include "support/test_util.h"

using namespace cubilete;
using namespace cubilete::farkle;
using cubilete::test::farkle_game;
using cubilete::test::play;

namespace {

int index_of(const Scoring& s, const std::string& dice) { return s.table().index_of(counts_of(parse_dice(dice))); }
int best(const Scoring& s, const std::string& dice) { return s.best(index_of(s, dice)); }
int all_dice(const Scoring& s, const std::string& dice) { return s.all_dice(index_of(s, dice)); }

// The points of one combination read straight from the table of RULES.md §2, or -1.
int combination_points(std::vector<int> v, int three_ones) {
  std::sort(v.begin(), v.end());
  const int n = int(v.size());
  const bool same = std::all_of(v.begin(), v.end(), [&](int x) { return x == v[0]; });
  if (n == 1) return v[0] == 1 ? 100 : v[0] == 5 ? 50 : -1;
  if (n == 3 && same) return v[0] == 1 ? three_ones : 100 * v[0];
  if (n == 4 && same) return 1000;
  if (n == 5 && same) return 2000;
  if (n != 6) return -1;
  int best = -1;
  if (same) best = 3000;
  if (v == std::vector<int>{1, 2, 3, 4, 5, 6}) best = std::max(best, 1500);
  if (v[0] == v[1] && v[2] == v[3] && v[4] == v[5]) best = std::max(best, 1500);  // three pairs
  if (v[0] == v[2] && v[3] == v[5]) best = std::max(best, 2500);                  // two triplets
  return best;
}

// Best reading of all the dice by trying every partition of the dice into groups.
int brute_all_dice(const std::vector<int>& dice, int three_ones) {
  std::function<int(std::vector<int>)> go = [&](std::vector<int> rest) -> int {
    if (rest.empty()) return 0;
    const int first = rest[0];
    const int others = int(rest.size()) - 1;
    int best = -1;
    for (int mask = 0; mask < (1 << others); ++mask) {  // the group holding the first die
      std::vector<int> group{first}, left;
      for (int i = 0; i < others; ++i) ((mask >> i) & 1 ? group : left).push_back(rest[i + 1]);
      const int p = combination_points(group, three_ones);
      if (p < 0) continue;
      const int r = go(left);
      if (r >= 0) best = std::max(best, p + r);
    }
    return best;
  };
  return go(dice);
}

}  // namespace

TEST(FarkleScoring, ExamplesOfTheRules) {
  const Scoring s(300);
  EXPECT_EQ(best(s, "1"), 100);
  EXPECT_EQ(best(s, "5"), 50);
  EXPECT_EQ(best(s, "1-1-1"), 300);
  EXPECT_EQ(best(s, "2-2-2"), 200);
  EXPECT_EQ(best(s, "3-3-3"), 300);
  EXPECT_EQ(best(s, "4-4-4"), 400);
  EXPECT_EQ(best(s, "5-5-5"), 500);
  EXPECT_EQ(best(s, "6-6-6"), 600);
  EXPECT_EQ(best(s, "4-4-4-4"), 1000);
  EXPECT_EQ(best(s, "6-6-6-6-6"), 2000);
  EXPECT_EQ(best(s, "2-2-2-2-2-2"), 3000);
  EXPECT_EQ(best(s, "3-3-3-4-4-4"), 2500);
  EXPECT_EQ(best(s, "2-2-4-4-6-6"), 1500);
  EXPECT_EQ(best(s, "1-2-3-4-5-6"), 1500);
  // "six of a kind scores 3000 (not 2500 or 1500); 1-1-1-1 scores 1000 (not 400);
  // 2-2-3-3-6-6 scores 1500; 1-1-5-2-3-4 has no straight: best is 1-1 and 5 = 250."
  EXPECT_EQ(all_dice(s, "6-6-6-6-6-6"), 3000);
  EXPECT_EQ(all_dice(s, "1-1-1-1-1-1"), 3000);
  EXPECT_EQ(all_dice(s, "1-1-1-1"), 1000);
  EXPECT_EQ(all_dice(s, "2-2-3-3-6-6"), 1500);
  EXPECT_EQ(best(s, "1-1-5-2-3-4"), 250);
  EXPECT_EQ(all_dice(s, "1-1-5-2-3-4"), -1);
  // The readings of the scoring table most easily got wrong.
  EXPECT_EQ(all_dice(s, "2-2-2-2-5-5"), 1500);  // four of a kind plus a pair, not 1000 + 100
  EXPECT_EQ(all_dice(s, "3-3-3-3-3-3"), 3000);  // not three pairs
  EXPECT_EQ(all_dice(s, "5-5-5-5-1-1"), 1500);  // four plus a pair beats 1000 + 200
  EXPECT_EQ(all_dice(s, "1-1-1-1-5"), 1050);
  EXPECT_EQ(all_dice(s, "1-1-1-5-5-5"), 2500);  // two triplets beat 300 + 500
  EXPECT_EQ(all_dice(s, "1-1-1-1-1-5"), 2050);
  EXPECT_EQ(all_dice(s, "2-2-2-3"), -1);
  EXPECT_TRUE(s.is_farkle(index_of(s, "2-2-3-3-4-6")));
  EXPECT_TRUE(s.is_farkle(index_of(s, "6")));
  EXPECT_FALSE(s.is_farkle(index_of(s, "2-2-3-3-4-4")));  // three pairs
}

TEST(FarkleScoring, ThreeOnesOption) {
  const Scoring s(1000);
  EXPECT_EQ(all_dice(s, "1-1-1"), 1000);
  EXPECT_EQ(all_dice(s, "1-1-1-1"), 1100);  // now three 1s plus a 1 beats four of a kind
  EXPECT_EQ(all_dice(s, "1-1-1-1-1-1"), 3000);
  EXPECT_THROW(make_game("farkle", {{"three_ones", "333"}}), UsageError);
}

TEST(FarkleScoring, EveryMultisetAgreesWithABruteForceReading) {
  for (int three_ones : {300, 1000}) {
    const Scoring s(three_ones);
    const auto& table = s.table();
    for (int i = 0; i < table.size(); ++i) {
      const auto dice = values_of(table.counts(i));
      ASSERT_EQ(s.all_dice(i), dice.empty() ? 0 : brute_all_dice(dice, three_ones)) << format_dice(table.counts(i));
      // The selections are exactly the covered non-empty sub-multisets.
      int covered = 0, best_points = 0;
      for (int sub : table.subsets(i)) {
        if (table.dice(sub) == 0) continue;
        const int p = brute_all_dice(values_of(table.counts(sub)), three_ones);
        if (p >= 0) ++covered, best_points = std::max(best_points, p);
      }
      ASSERT_EQ(int(s.selections(i).size()), covered) << format_dice(table.counts(i));
      ASSERT_EQ(s.best(i), best_points);
    }
  }
}

TEST(FarkleScoring, FarkleProbabilitiesByHand) {
  // Ordered throws of n dice with no 1, no 5 and (n = 6) no three of a kind, three pairs or
  // straight. n <= 2: 4^n. n = 3: 4^3 minus the four triples = 60. n = 6: 2.31% (1 - 7776 ... ).
  const Scoring s(300);
  const auto& table = s.table();
  auto farkle_ways = [&](int n) {
    uint64_t ways = 0;
    for (int i : table.of_size(n))
      if (s.is_farkle(i)) ways += table.ways(i);
    return ways;
  };
  EXPECT_EQ(farkle_ways(1), 4u);
  EXPECT_EQ(farkle_ways(2), 16u);
  EXPECT_EQ(farkle_ways(3), 60u);
  // Four dice from {2,3,4,6}, no value four times... and no three of a kind: 4^4 - 4 (four
  // alike) - 4*3*4 (three alike and one other, 4 positions) = 256 - 4 - 48 = 204.
  EXPECT_EQ(farkle_ways(4), 204u);
  // Six dice: the four non-scoring values, each at most twice, not three pairs: exactly two
  // values twice and two once: C(4,2) * 6!/(2!2!1!1!) = 6 * 180 = 1080.
  EXPECT_EQ(farkle_ways(6), 1080u);
}

namespace {
// A one-player state after the given actions.
std::unique_ptr<FarkleState> state_after(const FarkleGame& g, const std::vector<std::string>& actions) {
  auto s = std::unique_ptr<FarkleState>(static_cast<FarkleState*>(g.initial_state().release()));
  play(*s, actions);
  return s;
}
}  // namespace

TEST(FarkleTurn, EntryThresholdHotDiceAndFarkle) {
  auto g = farkle_game();
  // 450 is below the entry: after setting aside, the throw follows at once (no bank offered).
  auto s = state_after(*g, {"throw 1-1-1-5-5-5"});
  EXPECT_EQ(s->phase(), Phase::Select);
  play(*s, {"keep 5 5 5"});
  EXPECT_EQ(s->turn_total(), 500);
  EXPECT_EQ(s->phase(), Phase::BankOrRoll) << "500 reaches the entry";
  s = state_after(*g, {"throw 1-1-1-5-5-5", "keep 1 1 1"});
  EXPECT_EQ(s->turn_total(), 300);
  EXPECT_TRUE(s->is_chance()) << "below the entry the only continuation is to throw";
  EXPECT_EQ(s->dice_to_throw(), 3);
  // Hot dice: all six set aside, all six thrown again, the total goes on.
  s = state_after(*g, {"throw 1-1-1-5-5-5", "keep 1-1-1-5-5-5"});
  EXPECT_EQ(s->turn_total(), 2500);
  EXPECT_EQ(s->dice_to_throw(), 6);
  play(*s, {"roll", "throw 1-2-3-4-5-6", "keep 1 2 3 4 5 6"});
  EXPECT_EQ(s->turn_total(), 4000);
  play(*s, {"roll", "throw 2-2-3-3-4-6 (farkle)"});
  EXPECT_EQ(s->banked(0), 0) << "a farkle loses the turn total";
  EXPECT_EQ(s->player(), 1);
  EXPECT_EQ(s->turn_total(), 0);
  // P2 with 50 may not bank; P1, on the board, may bank 100.
  s = state_after(*g, {"throw 1-1-1-5-5-5", "keep 1-1-1-5-5-5", "bank", "throw 5-2-2-3-3-4", "keep 5"});
  EXPECT_EQ(s->banked(0), 2500);
  EXPECT_TRUE(s->is_chance()) << "P2 with 50 may not bank";
  play(*s, {"throw 2-2-3-3-4 (farkle)", "throw 1-2-2-3-3-4", "keep 1"});
  ASSERT_EQ(s->phase(), Phase::BankOrRoll);
  play(*s, {"bank"});
  EXPECT_EQ(s->banked(0), 2600);
  EXPECT_EQ(s->banked(1), 0);
}

TEST(FarkleTurn, SelectionsMustBeWholeCombinationsFromThisThrow) {
  auto g = farkle_game();
  auto s = state_after(*g, {"throw 1-2-2-2-3-5"});
  for (const char* ok : {"keep 1", "keep 5", "keep 1 5", "keep 2 2 2", "keep 1 2 2 2 5", "1 5", "k 222"})
    EXPECT_TRUE(s->parse_action(ok).ok) << ok;
  auto r = s->parse_action("keep 1 2");
  ASSERT_FALSE(r.ok);
  EXPECT_NE(r.error.find("2 is not part of any scoring combination"), std::string::npos) << r.error;
  r = s->parse_action("keep 2 2");
  ASSERT_FALSE(r.ok);
  EXPECT_NE(r.error.find("2-2 are not part"), std::string::npos) << r.error;
  r = s->parse_action("keep 6");
  ASSERT_FALSE(r.ok);
  EXPECT_NE(r.error.find("there is no 6 in the throw 1-2-2-2-3-5"), std::string::npos) << r.error;
  r = s->parse_action("keep 1 1");
  ASSERT_FALSE(r.ok);
  EXPECT_NE(r.error.find("has only 1 1"), std::string::npos) << r.error;
  EXPECT_FALSE(s->parse_action("keep").ok);
  EXPECT_FALSE(s->parse_action("bank").ok);
  EXPECT_FALSE(s->parse_action("keep 9").ok);
  EXPECT_EQ(s->legal_actions().size(), 7u) << "1, 5, 2-2-2 and every union of them";
  // A combination counts only within one throw: three 5s over two throws are 50 + 100.
  s = state_after(*g, {"throw 5-2-3-4-6-6", "keep 5", "throw 5-5-2-3-4"});
  EXPECT_FALSE(s->parse_action("keep 5 5 5").ok);
  play(*s, {"keep 5 5"});
  EXPECT_EQ(s->turn_total(), 150);
}

TEST(FarkleTurn, FinalRoundAndNoTies) {
  // Target 1000, no entry: P1 reaches it; P2 must beat 3000 before banking.
  auto g = farkle_game({{"target", "1000"}, {"entry", "0"}, {"players", "3"}});
  auto s = state_after(*g, {"throw 1-1-1-1-1-1", "keep 1-1-1-1-1-1", "bank"});
  EXPECT_TRUE(s->final_round());
  EXPECT_EQ(s->score_to_beat(), 3000);
  EXPECT_EQ(s->player(), 1);
  play(*s, {"throw 1-1-1-1-1-1", "keep 1-1-1-1-1-1"});
  EXPECT_TRUE(s->is_chance()) << "3000 only ties: P2 must throw on";
  play(*s, {"throw 5-2-2-3-3-4", "keep 5"});
  ASSERT_EQ(s->phase(), Phase::BankOrRoll);
  play(*s, {"bank"});
  EXPECT_EQ(s->score_to_beat(), 3050);
  EXPECT_EQ(s->player(), 2);
  EXPECT_FALSE(s->is_terminal()) << "P3 still has a last turn and must beat P2 now";
  play(*s, {"throw 1-1-1-1-1-1", "keep 1-1-1-1-1-1", "throw 1-2-2-3-3-4", "keep 1"});
  ASSERT_EQ(s->phase(), Phase::BankOrRoll);
  play(*s, {"roll", "throw 2-2-3-3-4 (farkle)"});
  ASSERT_TRUE(s->is_terminal()) << "P1 does not play again";
  EXPECT_EQ(s->returns(), (std::vector<double>{0, 1, 0}));
  EXPECT_EQ(s->scores(), (std::vector<double>{3000, 3050, 0}));
}

TEST(FarkleTurn, OnePlayerEndsAtTheTarget) {
  auto g = farkle_game({{"players", "1"}, {"target", "500"}});
  auto s = state_after(*g, {"throw 1-1-1-5-5-5", "keep 5 5 5", "bank"});
  EXPECT_TRUE(s->is_terminal());
  EXPECT_EQ(s->returns(), (std::vector<double>{1}));
}

TEST(FarkleTurn, AGameOfNTurnsEndsAfterEachPlayersNthTurnWithNoFinalRound) {
  auto g = farkle_game({{"turns", "2"}, {"target", "1000"}, {"entry", "0"}, {"players", "2"}});
  auto s = state_after(*g, {"throw 1-1-1-1-1-1", "keep 1-1-1-1-1-1", "bank"});
  EXPECT_FALSE(s->final_round()) << "3000 is past the target, which a game of turns does not have";
  EXPECT_EQ(s->player(), 1);
  EXPECT_EQ(s->turn_number(), 1);
  EXPECT_NE(s->render(0, Lang::En).find("Farkle: turn 1 of 2"), std::string::npos) << s->render(0, Lang::En);
  play(*s, {"throw 2-2-3-3-4-6 (farkle)"});
  EXPECT_EQ(s->turn_number(), 2);
  play(*s, {"throw 5-2-2-3-3-4", "keep 5", "bank", "throw 1-5-2-2-3-3", "keep 1-5"});
  ASSERT_EQ(s->phase(), Phase::BankOrRoll);
  EXPECT_FALSE(s->is_terminal());
  play(*s, {"bank"});
  ASSERT_TRUE(s->is_terminal()) << "each player has played two turns";
  EXPECT_EQ(s->scores(), (std::vector<double>{3050, 150}));
  EXPECT_EQ(s->returns(), (std::vector<double>{1, 0}));
  EXPECT_EQ(s->turn_number(), 2) << "the last turn played";
  EXPECT_NE(s->render(0, Lang::En).find("Farkle: turn 2 of 2"), std::string::npos) << s->render(0, Lang::En);
}

TEST(FarkleTurn, AGameOfTurnsTiedAtItsEndIsASharedWin) {
  auto g = farkle_game({{"turns", "1"}, {"entry", "0"}, {"players", "2"}});
  auto s = state_after(*g, {"throw 2-2-3-3-4-6 (farkle)", "throw 2-3-3-4-4-6 (farkle)"});
  ASSERT_TRUE(s->is_terminal());
  EXPECT_EQ(s->returns(), (std::vector<double>{0.5, 0.5}));
}

TEST(FarkleTurn, AGameOfTurnsHasNoTwoPlayerTableAndItsBotsSaySo) {
  const auto& entry = find_game("farkle");
  auto g = farkle_game({{"turns", "10"}, {"players", "2"}});
  EXPECT_FALSE(entry.analysis.has_two_player_table(*g));
  const auto why = entry.bots.unavailable(*g, "win_optimal");
  EXPECT_NE(why.find("turns=10"), std::string::npos) << why;
  EXPECT_NE(entry.bots.unavailable(*g, "win_optimal:from=19000").find("optimal_turn"), std::string::npos);
  EXPECT_TRUE(entry.bots.unavailable(*g, "optimal_turn").empty());
  SolveOptions two_players;
  two_players.players = 2;
  EXPECT_THROW(entry.analysis.solve(*g, two_players), UsageError);
  // optimal_turn and greedy play such a game to its end, and the analysis judges it by the turn.
  for (const std::string name : {"optimal_turn", "greedy"}) {
    auto bot = make_bot(entry, *g, name);
    std::vector<Bot*> seats(2, bot.get());
    auto end = play_out(*g, seats, 3);
    EXPECT_TRUE(end->is_terminal()) << name;
    EXPECT_EQ(static_cast<const FarkleState&>(*end).turns_played(), 20) << name;
  }
  EXPECT_FALSE(entry.analysis.analysis(*g)->measure().win_chance) << "the turn's points, not a two-player table";
}

TEST(FarkleSolver, BracketAgreesAndThresholdsAreMonotone) {
  for (int three_ones : {300, 1000}) {
    const Scoring scoring(three_ones);
    const solve::FarkleTurnSolver solver(scoring);
    EXPECT_NEAR(solver.turn_value(), solver.turn_value_upper(), 1e-9);
    // Banking is optimal exactly from a threshold upwards, for every number of dice.
    const auto& v = solver.values();
    for (int n = 1; n <= kDice; ++n) {
      const int from = solver.bank_from(n);
      ASSERT_GT(from, 0);
      for (int t = 1; t < 2000; ++t) EXPECT_EQ(v.should_bank(t, n), t * 50 >= from) << n << " dice, " << t * 50;
    }
    // With one die left: throwing is a hot-dice chance of 1/3; bank thresholds are modest.
    EXPECT_LE(solver.bank_from(1), 1000);
  }
}

TEST(FarkleSolver, ValuesByHandAtTheBorder) {
  // The defining equations, V(t, n) = max(t, sum over throws of P x best next value),
  // recomputed here straight from the scoring tables at a few totals.
  const Scoring scoring(300);
  const solve::FarkleTurnSolver solver(scoring);
  const auto& v = solver.values();
  const auto& table = scoring.table();
  for (int t : {0, 1, 5, 9, 40, 300}) {
    for (int n = 1; n <= kDice; ++n) {
      double e = 0;
      for (int r : table.of_size(n)) {
        double best = 0;
        for (const auto& sel : scoring.selections(r)) {
          const int next = sel.dice == n ? kDice : n - sel.dice;
          best = std::max(best, v.value(t + sel.points / 50, next));
        }
        e += table.probability(r) * best;
      }
      EXPECT_NEAR(v.throw_value(t, n), e, 1e-9);
      EXPECT_NEAR(v.value(t, n), std::max(e, t * 50.0), 1e-9);
    }
  }
  // Reaching 50 more points: any scoring throw does it.
  EXPECT_NEAR(solver.reach(1, 6), 1 - 1080.0 / 46656, 1e-12);
  EXPECT_NEAR(solver.reach(1, 1), 2.0 / 6, 1e-12);
  // Reaching 100 with one die: a 1 (1/6), or a 5 then hot dice reaching 50 more.
  EXPECT_NEAR(solver.reach(2, 1), 1.0 / 6 + 1.0 / 6 * solver.reach(1, 6), 1e-12);
}

TEST(FarkleSolver, MonteCarloOfThePolicyMatchesTheValue) {
  // One player already on the board playing turns with the optimal_turn bot: the mean banked per
  // turn must lie within its confidence interval of the solver's value.
  auto g = farkle_game({{"players", "1"}, {"entry", "0"}, {"target", "100000"}});
  const solve::FarkleTurnSolver solver(g->scoring());
  FarkleOptimalTurnBot bot(*g);
  Rng rng(2026), bot_rng(7);
  const int turns = 200000;
  double sum = 0, sum_sq = 0;
  int done = 0;
  while (done < turns) {
    auto state = g->initial_state();
    auto& s = static_cast<FarkleState&>(*state);
    int before = 0, turn = 0;
    while (!s.is_terminal() && done < turns) {
      s.apply(s.is_chance() ? s.sample_chance(rng) : bot.choose(s, bot_rng));
      if (s.turns_played() != turn) {
        const double gained = s.banked(0) - before;
        sum += gained, sum_sq += gained * gained, ++done;
        before = s.banked(0), turn = s.turns_played();
      }
    }
  }
  const double mean = sum / turns, sd = std::sqrt(sum_sq / turns - mean * mean);
  EXPECT_NEAR(mean, solver.turn_value(), 4 * sd / std::sqrt(double(turns)))
      << "sd " << sd << ", value " << solver.turn_value();
}

TEST(FarkleBots, LastPlayerOfTheFinalRoundBanksAsSoonAsAhead) {
  auto g = farkle_game({{"target", "1000"}, {"entry", "0"}});
  auto s = state_after(*g, {"throw 1-1-1-5-5-5", "keep 1-1-1-5-5-5", "bank", "throw 1-1-1-1-1-1",
                            "keep 1-1-1-1-1-1"});
  FarkleOptimalTurnBot bot(*g);
  Rng rng(1);
  ASSERT_EQ(s->phase(), Phase::BankOrRoll);
  EXPECT_EQ(bot.choose(*s, rng), kBank) << "3000 beats 2500 and nobody plays after P2";
  // Before the final round, far below every threshold with six dice, it throws on.
  auto early = state_after(*g, {"throw 1-2-2-3-3-4", "keep 1"});
  ASSERT_EQ(early->phase(), Phase::BankOrRoll);
  EXPECT_EQ(bot.choose(*early, rng), kRoll);
  FarkleGreedyBot greedy;
  EXPECT_EQ(greedy.choose(*s, rng), kBank);
}

// `cubilete hint farkle` ranks a decision described on the command line exactly
// as `hint` does in play: every decision of random games (entry threshold, hot dice, final
// round) compared choice by choice.
TEST(FarkleAdvice, CommandLineHintRanksAsPlayDoes) {
  const auto& entry = find_game("farkle");
  auto g = farkle_game({{"target", "3000"}, {"players", "3"}});
  Rng rng(19);
  int compared = 0, final_round = 0, not_on_board = 0;
  for (int game = 0; game < 40; ++game) {
    auto state = g->initial_state();
    auto& s = static_cast<FarkleState&>(*state);
    while (!s.is_terminal()) {
      if (!s.is_chance()) {
        Assignments options = {{"turn-total", std::to_string(s.turn_total())},
                               {"banked", std::to_string(s.banked(s.player()))},
                               {"to-beat", std::to_string(s.score_to_beat())}};
        if (s.phase() == Phase::Select)
          options.emplace_back("dice", format_dice(g->scoring().table().counts(s.last_throw())));
        else
          options.emplace_back("dice-left", std::to_string(s.dice_to_throw()));
        const auto hint = test::ask_hint(entry, *g, options).ranking.choices;
        const auto advice = entry.analysis.advise(*g, s);
        ASSERT_EQ(hint.size(), advice.size()) << s.render(kSpectator, Lang::En);
        for (size_t i = 0; i < advice.size(); ++i) {
          EXPECT_EQ(hint[i].name, advice[i].name);
          EXPECT_EQ(hint[i].expected, advice[i].expected);
        }
        ++compared, final_round += s.final_round(), not_on_board += s.banked(s.player()) == 0;
      }
      state->apply(state->legal_actions().empty() ? s.sample_chance(rng)
                                                  : state->legal_actions()[rng.below(uint32_t(state->legal_actions().size()))]);
    }
  }
  EXPECT_GT(compared, 1000);
  EXPECT_GT(final_round, 10);
  EXPECT_GT(not_on_board, 100);
}

// The screen gives the real reason banking is not possible yet; it does not
// claim the entry threshold once the turn total reaches it.
// The view's sentences as one line each (they are wrapped to 80 columns, continued under "  ").
std::string unwrapped(const std::string& text) {
  std::string out;
  for (size_t i = 0; i < text.size(); ++i) {
    const bool continued = text.compare(i, 3, "\n  ") == 0;
    out += continued ? ' ' : text[i];
    i += continued ? 2 : 0;
  }
  return out;
}

TEST(FarkleView, SaysWhyBankingWaits) {
  auto g = farkle_game();
  auto below = state_after(*g, {"throw 1-2-3-4-6-6"});
  EXPECT_NE(unwrapped(below->render(0, Lang::En)).find("Banking needs a turn total of at least 500 (the entry threshold): 500 more after "
                                  "this selection, or the dice are thrown again at once."),
            std::string::npos)
      << below->render(0, Lang::En);
  auto reached = state_after(*g, {"throw 1-1-1-5-5-5", "keep 1-1-1-5-5-5", "roll", "throw 1-1-1-5-5-5",
                                  "keep 1-1-1-5-5-5", "roll", "throw 2-3-4-6-6-5"});
  ASSERT_EQ(reached->phase(), Phase::Select);
  ASSERT_GE(reached->turn_total(), 1500);
  const auto text = unwrapped(reached->render(0, Lang::En));
  EXPECT_EQ(text.find("Banking needs"), std::string::npos) << text;
  EXPECT_NE(text.find("Set aside scoring dice, then `bank` or `roll` (the turn total already reaches 500, the entry "
                      "threshold)."),
            std::string::npos)
      << text;
  // On the board, nothing to explain.
  auto alone = farkle_game({{"players", "1"}});
  auto on_board = state_after(*alone, {"throw 1-1-1-5-5-5", "keep 1-1-1-5-5-5", "bank", "throw 1-2-3-4-6-6"});
  ASSERT_EQ(on_board->phase(), Phase::Select);
  EXPECT_EQ(on_board->render(0, Lang::En).find("Banking"), std::string::npos) << on_board->render(0, Lang::En);
  EXPECT_EQ(on_board->render(0, Lang::En).find("Set aside"), std::string::npos) << on_board->render(0, Lang::En);
}

// One die is "1 die".
TEST(FarkleView, OneDieIsSingular) {
  auto g = farkle_game({{"entry", "0"}});
  auto s = state_after(*g, {"throw 1-5-2-3-4-6"});
  EXPECT_NE(s->render(0, Lang::En).find("keep 1-2-3-4-5-6"), std::string::npos);
  s = state_after(*g, {"throw 1-1-2-3-4-6", "keep 1", "roll", "throw 1-5-2-3-6", "keep 1-5", "roll", "throw 1-2-6",
                       "keep 1", "roll", "throw 2-5", "keep 5"});
  ASSERT_EQ(s->phase(), Phase::BankOrRoll);
  EXPECT_NE(s->render(0, Lang::En).find("Turn total 400, 1 die to throw: `bank` or `roll`"), std::string::npos) << s->render(0, Lang::En);
  EXPECT_EQ(s->situation(), "turn total 400, 1 die to throw");
  EXPECT_EQ(s->parse_action("what").error, "write `bank` (turn total 400) or `roll` (1 die)");
  s = state_after(*g, {"throw 1-1-2-3-4-6", "keep 1", "roll", "throw 1-5-2-3-6", "keep 1-5", "roll", "throw 1-2-6",
                       "keep 1", "roll", "throw 1-5"});
  EXPECT_NE(s->render(0, Lang::En).find("then 1 die\n"), std::string::npos) << s->render(0, Lang::En);
  EXPECT_NE(s->render(0, Lang::En).find("then 6 dice (hot dice)"), std::string::npos) << s->render(0, Lang::En);
}

// The default target is 10000: a lone player's game goes on at 9950 and ends
// on reaching 10000.
TEST(FarkleTurn, DefaultTargetIs10000) {
  auto g = farkle_game({{"players", "1"}});
  EXPECT_EQ(g->farkle_rules().target, 10000);
  EXPECT_EQ(g->rules().get_int("target"), 10000);
  auto s = state_after(*g, {"throw 1-1-1-5-5-5", "keep 1-1-1-5-5-5", "bank",  // 2500
                            "throw 2-2-2-3-3-3", "keep 2-2-2-3-3-3", "bank",  // 5000
                            "throw 1-1-1-5-5-5", "keep 1-1-1-5-5-5", "bank",  // 7500
                            "throw 1-2-3-4-5-6", "keep 1-2-3-4-5-6", "bank",  // 9000
                            "throw 5-5-5-1-2-3", "keep 1-5-5-5", "bank",      // 9600
                            "throw 1-1-5-2-3-4", "keep 1-1-5", "bank",        // 9850
                            "throw 1-2-3-4-6-6", "keep 1", "bank"});          // 9950
  EXPECT_EQ(s->banked(0), 9950);
  EXPECT_FALSE(s->is_terminal()) << "9950 is short of the target";
  play(*s, {"throw 5-2-3-4-6-6", "keep 5", "bank"});
  EXPECT_EQ(s->banked(0), 10000);
  EXPECT_TRUE(s->is_terminal()) << "10000 reaches it";
}

// Alone, reaching the target is the win: win_optimal plays optimal_turn's every choice and needs
// no two-player table.
TEST(FarkleBots, WinOptimalAlonePlaysEveryTurnsOptimum) {
  const auto& entry = find_game("farkle");
  auto g = farkle_game({{"players", "1"}, {"target", "2000"}});
  EXPECT_EQ(entry.bots.unavailable(*g, "win_optimal"), "");
  for (uint64_t seed = 0; seed < 3; ++seed) {
    auto win = make_bot(entry, *g, "win_optimal"), turn = make_bot(entry, *g, "optimal_turn");
    GameRecord a{"farkle", assignments_of(g->rules()), seed, {}, {}, {}, {}}, b = a;
    play_out(*g, {win.get()}, seed, &a);
    play_out(*g, {turn.get()}, seed, &b);
    EXPECT_EQ(a.actions, b.actions) << "seed " << seed;
  }
}
