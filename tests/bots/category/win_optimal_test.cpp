// The category games' win_optimal bot: it realises the solver's value exactly, no
// opponent policy does better against it, a Monte Carlo of it against itself agrees with the
// first player's value, and it plays every legal game to the end with three players.
#include <gtest/gtest.h>

#include <cmath>
#include <unordered_map>

#include "bots/category/category_win_optimal.h"
#include "core/error.h"
#include "core/match.h"
#include "core/record.h"
#include "solve/category/duel/duel_solved.h"
#include "support/test_util.h"

using namespace cubilete;
using namespace cubilete::category;

namespace {

struct Solutions {
  std::shared_ptr<const solve::SolvedDuel> duel;
  std::shared_ptr<const solve::Solved> solitaire;
};

// Both tables of a reduced game, in memory.
Solutions solve_in_memory(const CategoryGame& g) {
  SolveOptions o;
  o.use_cache = false;
  o.threads = 2;
  o.doubles = true;
  return {std::make_shared<const solve::SolvedDuel>(g.category_rules(), g.info().id, "test", o, solve::DuelNeed::Table),
          std::make_shared<const solve::Solved>(g.category_rules(), g.info().id, "test", o)};
}

// The first seat's exact share of the win when `first` and `second` play their policies.
class PolicyValue {
 public:
  PolicyValue(Bot& first, Bot& second) : bots_{&first, &second} {}
  double value(const State& s) {
    if (s.is_terminal()) return s.returns()[0];
    const std::string key = s.serialize();
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    double v = 0;
    if (s.is_chance()) {
      std::vector<ChanceOutcome> outcomes;
      s.chance_outcomes(outcomes);
      for (const auto& o : outcomes) {
        auto child = s.clone();
        child->apply(o.action);
        v += o.probability * value(*child);
      }
    } else {
      Rng rng(1);
      auto child = s.clone();
      child->apply(bots_[s.current_player()]->choose(s, rng));
      v = value(*child);
    }
    memo_.emplace(key, v);
    return v;
  }

 private:
  Bot* bots_[2];
  std::unordered_map<std::string, double> memo_;
};

// The optimal (score) bot's strategy for a reduced game, from its in-memory solitaire table.
class ScoreBot : public Bot {
 public:
  explicit ScoreBot(std::shared_ptr<const solve::Solved> s) : s_(std::move(s)) {}
  Action choose(const State& state, Rng&) override {
    const auto& cs = static_cast<const CategoryState&>(state);
    return s_->best_action(s_->space().key_of(cs.card(cs.player())), cs.hand(), cs.throws_left());
  }

 private:
  std::shared_ptr<const solve::Solved> s_;
};

}  // namespace

TEST(WinOptimal, RealisesTheValueAndNoOpponentDoesBetter) {
  for (const auto& keys : std::vector<std::vector<std::string>>{{"crag", "2"}, {"three_kind", "odd_straight"}}) {
    auto g = test::reduced_game("crag", {}, keys, 2);
    const auto tables = solve_in_memory(*g);
    const double value = *tables.duel->first_player();
    WinOptimalBot a(tables.duel, tables.solitaire), b(tables.duel, tables.solitaire);
    ScoreBot score_a(tables.solitaire), score_b(tables.solitaire);
    const double both = PolicyValue(a, b).value(*g->initial_state());
    EXPECT_NEAR(both, value, 1e-9) << keys[0];
    // Against a first player who plays to win, the second player cannot do better than the
    // value by playing for points, nor the first player by playing for points against it.
    const double vs_score = PolicyValue(a, score_b).value(*g->initial_state());
    const double score_vs = PolicyValue(score_a, b).value(*g->initial_state());
    EXPECT_GE(vs_score, value - 1e-12) << keys[0];
    EXPECT_LE(score_vs, value + 1e-12) << keys[0];
    EXPECT_GT(vs_score - score_vs, 1e-4) << keys[0] << ": playing to win should matter here";
  }
}

TEST(WinOptimal, MonteCarloAgainstItselfMatchesTheFirstPlayersValue) {
  auto g = test::reduced_game("generala", {}, {"generala", "poker", "6"}, 2);
  const auto tables = solve_in_memory(*g);
  WinOptimalBot a(tables.duel, tables.solitaire), b(tables.duel, tables.solitaire);
  std::vector<Bot*> seats{&a, &b};
  const int n = 30000;
  double sum = 0, sum_sq = 0, ties = 0;
  for (int i = 0; i < n; ++i) {
    const auto r = play_out(*g, seats, derive_seed(18, uint64_t(i)))->returns();
    ASSERT_NEAR(r[0] + r[1], 1.0, 1e-12);
    sum += r[0], sum_sq += r[0] * r[0], ties += r[0] == 0.5;
  }
  const double mean = sum / n, sd = std::sqrt(sum_sq / n - mean * mean);
  EXPECT_NEAR(mean, *tables.duel->first_player(), 3.5 * sd / std::sqrt(n));
  EXPECT_GT(ties, 0) << "ties count half: the reduced game should have some";
}

// Three players: the stated heuristic (the two-player strategy against the opponent with the
// best expected final score) plays legal games to the end.
TEST(WinOptimal, PlaysThreePlayerGamesLegally) {
  const auto& entry = find_game("generala");
  auto game = make_game(entry, {{"players", "3"}});
  for (uint64_t seed = 0; seed < 6; ++seed) {
    std::vector<std::unique_ptr<Bot>> bots;
    std::vector<Bot*> seats;
    for (const char* name : {"win_optimal:rounds=2", "optimal", "win_optimal:rounds=2"}) {
      bots.push_back(make_bot(entry, *game, name));
      seats.push_back(bots.back().get());
    }
    GameRecord record{entry.description.info.id, assignments_of(game->rules()), seed, {}, {}, {}, {}};
    auto end = play_out(*game, seats, seed, &record);
    EXPECT_EQ(replay(record).state->serialize(), end->serialize());
  }
}

TEST(WinOptimal, SettingsAreChecked) {
  const auto& entry = find_game("crag");
  auto game = make_game(entry, {});
  EXPECT_THROW(make_bot(entry, *game, "win_optimal:rounds=0"), UsageError);
  EXPECT_THROW(make_bot(entry, *game, "win_optimal:rounds=14"), UsageError);
  EXPECT_THROW(make_bot(entry, *game, "win_optimal:depth=3"), UsageError);
  EXPECT_THROW(make_bot(entry, *game, "win_optimal:rounds=2,rounds=3"), UsageError);
  EXPECT_NO_THROW(make_bot(entry, *game, "win_optimal:rounds=1"));
  // Yatzy and Yahtzee have no two-player table, hence no such bot.
  const auto& yatzy = find_game("yatzy");
  EXPECT_THROW(check_bot_name(yatzy, "win_optimal", false), UsageError);
}

// Alone, the highest score is the win: win_optimal plays the solitaire optimum's every choice and
// needs no two-player table (a one-player game of any rounds setting once reached a duel
// position against no opponent).
TEST(WinOptimal, AlonePlaysTheSolitaireOptimum) {
  const auto& entry = find_game("generala");
  auto game = make_game(entry, {{"players", "1"}, {"served_generala_wins", "false"}});
  for (const char* name : {"win_optimal", "win_optimal:rounds=2"}) {
    EXPECT_EQ(win_optimal_unavailable(static_cast<const CategoryGame&>(*game), name), "") << name;
    for (uint64_t seed = 0; seed < 3; ++seed) {
      auto win = make_bot(entry, *game, name), score = make_bot(entry, *game, "optimal");
      GameRecord a{"generala", assignments_of(game->rules()), seed, {}, {}, {}, {}}, b = a;
      play_out(*game, {win.get()}, seed, &a);
      play_out(*game, {score.get()}, seed, &b);
      EXPECT_EQ(a.actions, b.actions) << name << " seed " << seed;
    }
  }
}
