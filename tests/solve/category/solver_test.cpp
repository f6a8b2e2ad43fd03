// The category solver checked by independent routes (RULES.md §1.5): a brute-force expectimax
// through the game interface on reduced games, exact single-turn probabilities, the turn
// evaluator against the table, and Monte Carlo runs of the optimal bot.
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <unordered_map>

#include "catalog/registry.h"
#include "core/match.h"
#include "games/category/category_game.h"
#include "solve/category/card_turn_expectimax.h"
#include "solve/category/mask_policy.h"
#include "solve/category/solitaire_table.h"
#include "solve/category/solitaire_solved.h"
#include "solve/category/turn_values.h"
#include "support/test_util.h"

using namespace cubilete;
using namespace cubilete::category;

namespace {

std::shared_ptr<CategoryGame> solitaire_game(const std::string& preset, Assignments options,
                                             const std::vector<std::string>& keys, int threshold = 0,
                                             int bonus = 0, int throws = 0) {
  return test::reduced_game(preset, std::move(options), keys, 1, threshold, bonus, throws);
}

// Expected final score of player 0 under optimal play, by plain expectimax over the game's own
// states (memoised on their canonical text). Shares no code with the solver.
double expectimax(const State& s, std::unordered_map<std::string, double>& memo) {
  if (s.is_terminal()) return s.scores()[0];
  const std::string key = s.serialize();
  if (auto it = memo.find(key); it != memo.end()) return it->second;
  double value;
  if (s.is_chance()) {
    value = 0;
    for (const auto& o : [&] { std::vector<ChanceOutcome> v; s.chance_outcomes(v); return v; }()) {
      auto child = s.clone();
      child->apply(o.action);
      value += o.probability * expectimax(*child, memo);
    }
  } else {
    value = -1e300;
    for (Action a : s.legal_actions()) {
      auto child = s.clone();
      child->apply(a);
      value = std::max(value, expectimax(*child, memo));
    }
  }
  memo.emplace(key, value);
  return value;
}

double solver_value(const CategoryGame& g) {
  solve::StateSpace space(g.scorer());
  return solve::solve_table(space, 2).value();
}

// Expected final score by direct expectimax over whole score cards with the rules engine
// (Scorer): sums over every throw outcome and maxima over every keep, memoised per card. It
// shares none of the solver's state abstraction (capped subtotal, flags, move tables,
// one-die recursions).
class CardExpectimax {
 public:
  explicit CardExpectimax(const CategoryGame& g) : g_(g), sc_(g.scorer()) {}

  double value(const Card& card) {
    if (sc_.full(card)) return sc_.total(card);
    std::string key(reinterpret_cast<const char*>(&card), sizeof card);
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    const double e = test::card_turn_expectation(g_, card, [&](const Card& next) { return value(next); });
    memo_.emplace(key, e);
    return e;
  }

 private:
  const CategoryGame& g_;
  const Scorer& sc_;
  std::unordered_map<std::string, double> memo_;
};

double brute_value(const CategoryGame& g) { return CardExpectimax(g).value(Card{}); }

}  // namespace

TEST(Solver, AgreesWithBruteForceOnReducedGames) {
  struct Case {
    const char* preset;
    Assignments options;
    std::vector<std::string> keys;
    int threshold, bonus;
    int throws = 0;  // the preset's
  };
  const std::vector<Case> cases = {
      {"yatzy", {}, {"5", "6", "pair"}, 20, 50},          // upper bonus within reach
      {"yahtzee", {}, {"4", "yahtzee", "full_house"}, 0, 0},   // forced joker, extra bonus
      {"yahtzee", {{"joker", "free"}}, {"4", "yahtzee", "large_straight"}, 0, 0},
      {"generala", {{"double_generala", "100"}, {"served_generala_wins", "false"}},
       {"generala", "double", "poker"}, 0, 0},             // flag, served bonus
      {"general", {}, {"S", "F", "G"}, 0, 0},              // zeros only when nothing fits
      {"crag", {}, {"crag", "thirteen", "1"}, 0, 0},
      // A turn of one throw (no rethrow: the stops are the hands' values) and of four (three
      // rethrow levels, each hand's row raised in place), with and without a served bonus.
      {"yatzy", {}, {"5", "6", "pair"}, 20, 50, 1},
      {"yatzy", {}, {"5", "6", "pair"}, 20, 50, 4},
      {"generala", {{"served_generala_wins", "false"}}, {"generala", "full", "3"}, 0, 0, 4},
      {"crag", {}, {"crag", "1"}, 0, 0, 1},
  };
  for (const auto& c : cases) {
    auto g = solitaire_game(c.preset, c.options, c.keys, c.threshold, c.bonus, c.throws);
    const double solved = solver_value(*g), brute = brute_value(*g);
    EXPECT_NEAR(solved, brute, 1e-9) << c.preset << " " << c.keys[0] << "," << c.keys[1] << " throws " << c.throws;
  }
}

TEST(Solver, AgreesWithExpectimaxOverTheGameItself) {
  // Through the game interface (the engine's own states and legal actions); kept small.
  auto g = solitaire_game("crag", {}, {"crag", "2"});
  std::unordered_map<std::string, double> memo;
  EXPECT_NEAR(solver_value(*g), expectimax(*g->initial_state(), memo), 1e-9);
  auto y = solitaire_game("yahtzee", {}, {"yahtzee"});
  memo.clear();
  EXPECT_NEAR(solver_value(*y), expectimax(*y->initial_state(), memo), 1e-9);
}

TEST(Solver, FiveOfAKindWithinThreeThrows) {
  // Going for five of a kind with three throws succeeds with probability 2783176 / 6^10 (the
  // classic exact figure); a lone generala/yatzy category is worth its points times that.
  const double p = 2783176.0 / 60466176.0;
  EXPECT_NEAR(solver_value(*solitaire_game("yatzy", {}, {"yatzy"})), 50 * p, 1e-12);
  EXPECT_NEAR(solver_value(*solitaire_game("generala", {{"served_generala_wins", "false"}}, {"generala"})),
              60 * p, 1e-12);
  // Crag: one lone three_kind with two throws: keep the most common face.
  // P = P(triple first) + P(pair first) * 1/6 + P(all distinct) * P(two dice match the kept one)
  const double crag_p = 6.0 / 216 + (90.0 / 216) * (1.0 / 6) + (120.0 / 216) * (1.0 / 36);
  EXPECT_NEAR(solver_value(*solitaire_game("crag", {}, {"three_kind"})), 25 * crag_p, 1e-12);
}

TEST(Solver, TurnValuesMatchTheTable) {
  for (const char* preset : {"yahtzee", "general", "generala"}) {
    auto g = std::static_pointer_cast<const CategoryGame>(make_game(preset, {{"players", "1"}}));
    solve::StateSpace space(g->scorer());
    auto table = solve::solve_table(space, 2);
    Rng rng(99);
    for (int i = 0; i < 150; ++i) {
      solve::StateKey k;
      k.mask = rng.below(space.full_mask());  // never the full card
      if (space.flag_category() >= 0 && ((k.mask >> space.flag_category()) & 1u))
        k.flag = int(rng.below(2));
      k.upper = int(rng.below(uint32_t(space.max_upper(k.mask) + 1)));
      solve::TurnValues tv(table, k);
      EXPECT_NEAR(tv.turn_value(), table.at(k), 1e-9) << preset << " mask " << k.mask;
    }
  }
}

TEST(Solver, ExtractedPolicyPicksWhatTheTurnValuesPick) {
  for (const char* preset : {"yahtzee", "general", "crag", "yatzy"}) {
    Assignments opts{{"players", "1"}};
    if (std::string(preset) == "general") opts.emplace_back("served_bonus", "5");
    auto g = std::static_pointer_cast<const CategoryGame>(make_game(preset, opts));
    solve::StateSpace space(g->scorer());
    auto table = solve::solve_table(space, 2);
    solve::MaskPolicies policy(space, table);
    const auto& sets = g->table();
    Rng rng(5);
    for (int i = 0; i < 40; ++i) {
      solve::StateKey k;
      k.mask = rng.below(space.full_mask());
      if (space.flag_category() >= 0 && ((k.mask >> space.flag_category()) & 1u))
        k.flag = int(rng.below(2));
      k.upper = int(rng.below(uint32_t(space.max_upper(k.mask) + 1)));
      solve::TurnValues tv(table, k);
      for (int t = 0; t < space.throws(); ++t)
        for (int h : sets.of_size(space.dice()))
          ASSERT_EQ(policy.best(k, h, t), tv.best_action(h, t))
              << preset << " mask " << k.mask << " upper " << k.upper << " t " << t;
    }
  }
}

TEST(Solver, OptimalBotMatchesTheValueInSolitaire) {
  auto g = make_game("yatzy", {{"players", "1"}});
  const auto& entry = find_game("yatzy");
  auto bot = make_bot(entry, *g, "optimal");
  std::vector<Bot*> seats{bot.get()};
  const int n = 6000;
  double sum = 0, sum_sq = 0;
  for (int i = 0; i < n; ++i) {
    double s = play_out(*g, seats, derive_seed(2026, i))->scores()[0];
    sum += s, sum_sq += s * s;
  }
  const double mean = sum / n, sd = std::sqrt(sum_sq / n - mean * mean);
  const double value = solve::solved_for(static_cast<const CategoryGame&>(*g))->value();
  EXPECT_NEAR(mean, value, 3 * sd / std::sqrt(n)) << "mean " << mean << " value " << value;
}

TEST(Solver, TwoOptimalBotsEachScoreTheSolitaireValue) {
  // General has no instant win: two players do not interact, each plays solitaire.
  auto g = make_game("general", {{"players", "2"}});
  const auto& entry = find_game("general");
  auto a = make_bot(entry, *g, "optimal"), b = make_bot(entry, *g, "optimal");
  std::vector<Bot*> seats{a.get(), b.get()};
  const int n = 20000;
  std::vector<double> sum(2), sum_sq(2);
  for (int i = 0; i < n; ++i) {
    auto s = play_out(*g, seats, derive_seed(7, i))->scores();
    for (int p = 0; p < 2; ++p) sum[p] += s[p], sum_sq[p] += s[p] * s[p];
  }
  const double value = solve::solved_for(static_cast<const CategoryGame&>(*g))->value();
  for (int p = 0; p < 2; ++p) {
    const double mean = sum[p] / n, sd = std::sqrt(sum_sq[p] / n - mean * mean);
    EXPECT_NEAR(mean, value, 3 * sd / std::sqrt(n)) << "seat " << p;
  }
}

// simulate's shortcut for all-optimal seats must play exactly play_out's games: the same dice,
// the same choices, the same final card, whatever the game's rules (instant wins, jokers,
// Double Generala, several players) and however many games are in flight, both through the
// whole policy (no prepare) and one state's turn at a time (prepared for a few games).
TEST(Solver, BatchPlayerPlaysTheOptimalBotsGames) {
  struct Case {
    const char* game;
    Assignments rules;
    int games;
  };
  const std::vector<Case> cases{
      {"yatzy", {{"players", "1"}}, 400},
      {"yatzy", {{"players", "2"}}, 5},
      {"yahtzee", {{"players", "2"}, {"joker", "free"}}, 300},
      {"yahtzee", {{"players", "1"}}, 300},
      {"generala", {{"players", "3"}, {"double_generala", "120"}}, 400},
      {"general", {{"players", "2"}}, 300},
      {"crag", {{"players", "1"}}, 300},
      // Dice by position: the batch player deals them as play_out does.
      {"yatzy", {{"players", "1"}, {"dice", "duplicate"}}, 200},
      {"generala", {{"players", "2"}, {"dice", "duplicate"}, {"served_generala_wins", "false"}}, 100},
  };
  int instant_wins = 0, extra_yahtzees = 0;
  for (const auto& c : cases) {
    const auto& entry = find_game(c.game);
    auto g = make_game(entry, c.rules);
    std::vector<std::string> names(size_t(g->num_players()), "optimal");
    auto batch = entry.bots.batch_player(*g, names);
    ASSERT_TRUE(batch) << c.game;
    std::vector<uint64_t> seeds;
    for (int i = 0; i < c.games; ++i) seeds.push_back(derive_seed(31, uint64_t(i)));
    std::vector<std::string> ends(seeds.size());
    int reported = 0;
    // One turn at a time first: once the whole policy is built, every player reads it.
    auto by_turn = entry.bots.batch_player(*g, names);
    by_turn->prepare(1, c.games);
    by_turn->play(seeds, [&](size_t i, const State& end) {
      ASSERT_TRUE(end.is_terminal());
      ASSERT_TRUE(ends[i].empty()) << "game " << i << " reported twice";
      ends[i] = end.serialize();
      ++reported;
    });
    ASSERT_EQ(reported, c.games) << c.game;
    batch->play(seeds, [&](size_t i, const State& end) {
      ASSERT_EQ(end.serialize(), ends[i]) << c.game << " game " << i << " through the whole policy";
      --reported;
    });
    ASSERT_EQ(reported, 0) << c.game;
    std::vector<std::unique_ptr<Bot>> bots;
    std::vector<Bot*> seats;
    for (const auto& n : names) bots.push_back(make_bot(entry, *g, n)), seats.push_back(bots.back().get());
    for (size_t i = 0; i < seeds.size(); ++i) {
      auto end = play_out(*g, seats, seeds[i]);
      ASSERT_EQ(ends[i], end->serialize()) << c.game << " game " << i;
      const auto& s = static_cast<const CategoryState&>(*end);
      instant_wins += s.instant_winner() >= 0;
      for (int p = 0; p < g->num_players(); ++p) extra_yahtzees += s.card(p).yahtzee_bonuses;
    }
  }
  // The cases above do reach the rare paths.
  EXPECT_GT(instant_wins, 0);
  EXPECT_GT(extra_yahtzees, 0);

  // Other bots have no shortcut.
  const auto& entry = find_game("yatzy");
  auto g = make_game(entry, {{"players", "2"}});
  EXPECT_FALSE(entry.bots.batch_player(*g, {"optimal", "greedy"}));
}

TEST(Solver, PublishedYahtzeeValues) {
  // Verhoeff's figures: 254.5896 with jokers and bonus as in the optimal-strategy studies
  // (joker=free), 245.8708 without joker and bonus.
  auto free_joker = std::static_pointer_cast<const CategoryGame>(make_game("yahtzee", {{"joker", "free"}}));
  EXPECT_NEAR(solver_value(*free_joker), 254.5896, 5e-5);
  auto plain = std::static_pointer_cast<const CategoryGame>(
      make_game("yahtzee", {{"joker", "none"}, {"yahtzee_bonus", "0"}}));
  EXPECT_NEAR(solver_value(*plain), 245.8708, 5e-5);
}

TEST(Solver, CacheRoundTrip) {
  auto g = std::static_pointer_cast<const CategoryGame>(make_game("general", {}));
  solve::StateSpace space(g->scorer());
  auto table = solve::solve_table(space, 2);
  const std::string path = ::testing::TempDir() + "roundtrip.bin";
  ASSERT_TRUE(solve::save_table(table, path, "general", "x=1"));
  auto loaded = solve::load_table(space, path, "general", "x=1");
  ASSERT_TRUE(loaded.has_value());
  EXPECT_EQ(table.values(), loaded->values());
  EXPECT_EQ(loaded->stride(), size_t(space.upper_lanes())) << "a file holds the values in index() order";
  EXPECT_FALSE(solve::load_table(space, path, "general", "x=2").has_value()) << "other rules";
  EXPECT_FALSE(solve::load_table(space, path + ".missing", "general", "x=1").has_value());
}

// The saved policy reads back to the same choices, also into a policy whose sets were partly
// filled already; a file for other rules, or cut short, is refused and leaves the policy as it was.
TEST(Solver, PolicyCacheRoundTrip) {
  auto g = std::static_pointer_cast<const CategoryGame>(make_game("yahtzee", {}));
  solve::StateSpace space(g->scorer());
  auto table = solve::solve_table(space, 2);
  const std::string path = ::testing::TempDir() + "policy_roundtrip.bin";
  solve::MaskPolicies built(space, table);
  ASSERT_TRUE(built.save(path, "policy x=1", 2));

  solve::MaskPolicies loaded(space, table);
  const solve::StateKey early{0b1011, 0, 3};
  const auto before = loaded.best(early, g->table().of_size(5).front(), 2);  // fills one set
  ASSERT_TRUE(loaded.load(path, "policy x=1", 2));
  EXPECT_EQ(loaded.best(early, g->table().of_size(5).front(), 2), before);
  Rng rng(11);
  for (int i = 0; i < 3000; ++i) {
    solve::StateKey k;
    k.mask = rng.below(space.full_mask());
    if ((k.mask >> space.flag_category()) & 1u) k.flag = int(rng.below(2));
    k.upper = int(rng.below(uint32_t(space.max_upper(k.mask) + 1)));
    const auto hands = g->table().of_size(5);
    const int h = hands[rng.below(uint32_t(hands.size()))];
    const int t = int(rng.below(3));
    ASSERT_EQ(loaded.best(k, h, t), built.best(k, h, t)) << "mask " << k.mask << " upper " << k.upper;
  }

  solve::MaskPolicies other(space, table);
  EXPECT_FALSE(other.load(path, "policy x=2", 2)) << "other rules";
  EXPECT_FALSE(other.load(path + ".missing", "policy x=1", 2));
  std::filesystem::resize_file(path, std::filesystem::file_size(path) - 1);
  EXPECT_FALSE(other.load(path, "policy x=1", 2)) << "cut short";
  EXPECT_EQ(other.best(early, g->table().of_size(5).front(), 2), before) << "still built at first use";
  EXPECT_FALSE(built.save("/proc/cubilete-no-such-dir/policy.bin", "policy x=1", 2)) << "unwritable: false, no throw";
}

TEST(Solver, ThreadCountDoesNotChangeTheNumbers) {
  auto g = std::static_pointer_cast<const CategoryGame>(make_game("yahtzee", {}));
  solve::StateSpace space(g->scorer());
  auto one = solve::solve_table(space, 1), two = solve::solve_table(space, 2);
  EXPECT_EQ(one.values(), two.values());
}
