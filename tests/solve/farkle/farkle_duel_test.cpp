// Two-player Farkle played to win. The solver (layers by the sum of banked scores,
// Newton steps on mirrored turn starts, the best selection per number of dice kept) against
// another route on reduced targets: value iteration over the game interface's own states, every
// legal selection, the rules engine deciding entry, hot dice, farkles and the final round. Then
// the win_optimal bot realising the values exactly against a best-responding opponent, a Monte
// Carlo of it against itself, and the advisor's chances of winning.
#include <gtest/gtest.h>

#include <cmath>
#include <map>
#include <optional>
#include <tuple>

#include "bots/farkle/farkle_bots.h"
#include "catalog/registry.h"
#include "core/error.h"
#include "core/match.h"
#include "games/farkle/farkle_game.h"
#include "solve/farkle/farkle_advice.h"
#include "solve/farkle/farkle_commands.h"
#include "solve/farkle/farkle_duel.h"
#include "support/hint_util.h"
#include "support/test_util.h"

using namespace cubilete;
using namespace cubilete::farkle;

namespace {

// Player 0's chance of winning at every state of a two-player game, by value iteration over the
// states the engine reaches. Truncations, each the solver's own: in a turn before the final
// round, a total of `cut_points` or more is banked at once; in the final round a player allowed
// to bank does (that wins: nothing does better). A seat with a bot plays its choices; a seat
// without plays its best. States are told apart by what the rest of the game depends on (the
// serialization also counts turns, which would make every state new), and in the final round
// by what the last player still needs (the entry lies below the target here).
class BruteForce {
 public:
  BruteForce(const FarkleGame& g, int cut_points, Bot* first = nullptr, Bot* second = nullptr)
      : cut_(cut_points), bots_{first, second} {
    nodes_.push_back({});  // 0: player 0 lost
    nodes_.push_back({});  // 1: player 0 won
    nodes_[1].value = 1.0;
    root_ = node_of(*g.initial_state());
    while (!pending_.empty()) {
      auto [id, state] = std::move(pending_.back());
      pending_.pop_back();
      expand(id, *state);
    }
    iterate();
  }

  double root() const { return nodes_[size_t(root_)].value; }
  size_t size() const { return nodes_.size(); }
  // Player 0's chance at a turn start (a, b banked by players 0 and 1, `mover` to throw), if reached.
  std::optional<double> turn_start(int mover, int a, int b) const {
    auto it = ids_.find({a, b, mover, int(Phase::Throw), 0, kDice});
    if (it == ids_.end()) return std::nullopt;
    return nodes_[size_t(it->second)].value;
  }
  double last_change() const { return last_change_; }

 private:
  using Key = std::tuple<int, int, int, int, int, int>;
  struct Group {
    double probability;
    std::vector<int> children;
    int chosen = -1;  // a bot's choice among the children; -1: the mover's best
  };
  struct Node {
    int player = 0;
    std::vector<Group> groups;
    double value = 0;
  };

  static Key key_of(const FarkleState& s) {
    if (s.final_round())  // banked scores marked -1: only the need matters
      return {-1, -1, s.player(), int(s.phase()), s.score_to_beat() - s.banked(s.player()) - s.turn_total(),
              s.dice_to_throw()};
    return {s.banked(0), s.banked(1), s.player(), int(s.phase()), s.turn_total(), s.dice_to_throw()};
  }

  int node_of(const State& state) {
    const auto& s = static_cast<const FarkleState&>(state);
    if (s.is_terminal()) return s.returns()[0] > 0.5 ? 1 : 0;
    auto [it, fresh] = ids_.emplace(key_of(s), int(nodes_.size()));
    if (fresh) {
      nodes_.push_back({s.player(), {}, 0.5});
      pending_.emplace_back(it->second, s.clone());
    }
    return it->second;
  }

  // The group of a decision: every legal action's successor, and the bot's choice.
  Group decision(const State& s, double probability) {
    Group group{probability, {}};
    std::vector<Action> actions;
    s.legal_actions(actions);
    const Action chosen = bots_[s.current_player()] ? bots_[s.current_player()]->choose(s, rng_) : -1;
    for (const Action a : actions) {
      auto child = s.clone();
      child->apply(a);
      if (a == chosen) group.chosen = int(group.children.size());
      group.children.push_back(node_of(*child));
    }
    return group;
  }

  void expand(int id, const State& state) {
    const auto& s = static_cast<const FarkleState&>(state);
    std::vector<Group> groups;
    if (s.phase() == Phase::Throw) {
      std::vector<ChanceOutcome> outcomes;
      s.chance_outcomes(outcomes);
      for (const auto& o : outcomes) {
        auto child = s.clone();
        child->apply(o.action);
        const auto& thrown = static_cast<const FarkleState&>(*child);
        if (thrown.phase() == Phase::Select)
          groups.push_back(decision(thrown, o.probability));
        else  // a farkle: the turn passed
          groups.push_back({o.probability, {node_of(thrown)}});
      }
    } else if (s.final_round() || s.turn_total() >= cut_) {
      // BankOrRoll at the cut, or in the final round (banking is allowed here only once ahead).
      auto child = s.clone();
      child->apply(kBank);
      groups.push_back({1.0, {node_of(*child)}});
    } else {
      groups.push_back(decision(s, 1.0));
    }
    nodes_[size_t(id)].groups = std::move(groups);
  }

  void iterate() {
    for (int sweep = 0; sweep < 100000; ++sweep) {
      double change = 0;
      for (size_t i = nodes_.size(); i-- > 2;) {
        auto& n = nodes_[i];
        double v = 0;
        for (const auto& g : n.groups) {
          double best = nodes_[size_t(g.children[0])].value;
          if (g.chosen >= 0) {
            best = nodes_[size_t(g.children[size_t(g.chosen)])].value;
          } else {
            for (const int c : g.children)
              best = n.player == 0 ? std::max(best, nodes_[size_t(c)].value) : std::min(best, nodes_[size_t(c)].value);
          }
          v += g.probability * best;
        }
        change = std::max(change, std::abs(v - n.value));
        n.value = v;
      }
      last_change_ = change;
      if (change < 1e-14) return;
    }
  }

  int cut_;
  Bot* bots_[2];
  Rng rng_{1};
  int root_ = 0;
  std::vector<Node> nodes_;
  std::map<Key, int> ids_;
  std::vector<std::pair<int, std::unique_ptr<State>>> pending_;
  double last_change_ = 1;
};

struct Reduced {
  Assignments rules;
  int cut_units;
};

// Targets of a few hundred points: entry threshold and not, both three_ones readings.
const Reduced kReduced[] = {
    {{{"target", "300"}, {"entry", "100"}}, 8},
    {{{"target", "250"}, {"entry", "0"}, {"three_ones", "1000"}}, 8},
};

}  // namespace

TEST(FarkleDuel, AgreesWithValueIterationOverTheGameStates) {
  for (const auto& r : kReduced) {
    const auto g = test::farkle_game(r.rules, 2);
    solve::FarkleDuel duel(g->farkle_rules(), solve::farkle_solver_for(*g), r.cut_units);
    const auto stats = duel.solve(2);
    EXPECT_LT(stats.total_error_bound, 1e-11);
    const int unit = duel.unit();
    const BruteForce brute(*g, r.cut_units * unit);
    ASSERT_LT(brute.last_change(), 1e-14);
    EXPECT_NEAR(duel.first_player(), brute.root(), 1e-9);
    int compared = 0;
    for (int a = 0; a < duel.target_units(); ++a)
      for (int b = 0; b < duel.target_units(); ++b) {
        // Player 0 to move with (a, b), and player 1 to move with a (theirs) against b.
        if (auto v = brute.turn_start(0, a * unit, b * unit)) {
          EXPECT_NEAR(duel.turn_start(a, b), *v, 1e-9) << a << " " << b;
          ++compared;
        }
        if (auto v = brute.turn_start(1, b * unit, a * unit)) {
          EXPECT_NEAR(duel.turn_start(a, b), 1.0 - *v, 1e-9) << a << " " << b;
          ++compared;
        }
      }
    // With an entry of 100 a score of 50 is never banked first; every other pair is reached.
    EXPECT_GT(compared, duel.target_units() * duel.target_units()) << g->rules().to_string();
  }
}

// The cut only moves values by the chance of reaching it: the default cut agrees with a cut
// twice as far.
TEST(FarkleDuel, TheCutIsFarEnough) {
  const auto g = test::farkle_game({{"target", "300"}}, 2);
  solve::FarkleDuel duel(g->farkle_rules(), solve::farkle_solver_for(*g));
  solve::FarkleDuel further(g->farkle_rules(), solve::farkle_solver_for(*g), 2 * duel.cut_units());
  EXPECT_LT(duel.cut_chance(), 1e-15);
  duel.solve(2);
  further.solve(2);
  for (int a = 0; a < duel.target_units(); ++a)
    for (int b = 0; b < duel.target_units(); ++b) EXPECT_NEAR(duel.turn_start(a, b), further.turn_start(a, b), 1e-13);
}

// The bot reads the table it was given: against an opponent who answers with their best at
// every decision it keeps exactly the solver's value, in either seat (its throw values are
// stored as float32, hence 1e-6).
TEST(FarkleDuel, WinOptimalRealisesTheValue) {
  const auto& r = kReduced[0];
  const auto g = test::farkle_game(r.rules, 2);
  SolveOptions o;
  o.use_cache = false;
  o.threads = 2;
  auto solved = std::make_shared<const solve::SolvedFarkleDuel>(*g, o, true, 0, r.cut_units);
  const double value = solved->duel().first_player();
  FarkleWinOptimalBot bot(*g, solved);
  const int cut = r.cut_units * solved->duel().unit();
  EXPECT_NEAR(BruteForce(*g, cut, &bot, nullptr).root(), value, 1e-6);
  EXPECT_NEAR(BruteForce(*g, cut, nullptr, &bot).root(), value, 1e-6);
  // Playing for points instead loses chances against it.
  FarkleOptimalTurnBot points(*g);
  EXPECT_LT(BruteForce(*g, cut, &points, &bot).root(), value - 1e-3);
}

TEST(FarkleDuel, MonteCarloAgainstItselfMatchesTheFirstPlayersValue) {
  const auto g = test::farkle_game({{"target", "300"}, {"entry", "100"}}, 2);
  SolveOptions o;
  o.use_cache = false;
  o.threads = 2;
  auto solved = std::make_shared<const solve::SolvedFarkleDuel>(*g, o, true);
  FarkleWinOptimalBot a(*g, solved), b(*g, solved);
  std::vector<Bot*> seats{&a, &b};
  const int n = 20000;
  double wins = 0;
  for (int i = 0; i < n; ++i) {
    const auto r = play_out(*g, seats, derive_seed(18, uint64_t(i)))->returns();
    ASSERT_EQ(r[0] + r[1], 1.0);  // no ties
    wins += r[0];
  }
  const double p = solved->duel().first_player(), mean = wins / n;
  EXPECT_NEAR(mean, p, 3.5 * std::sqrt(p * (1 - p) / n));
}

// The advisor's chances at the first throw of a game agree with the first player's value: the
// best choice after every throw, weighted by its chance, plus the farkle's.
TEST(FarkleDuel, AdvisorsChancesAddUpToTheValue) {
  const auto g = test::farkle_game({{"target", "300"}, {"entry", "100"}}, 2);
  const auto duel = solve::farkle_duel_for(*g);  // solved into the tests' cache
  auto s = g->initial_state();
  std::vector<ChanceOutcome> outcomes;
  s->chance_outcomes(outcomes);
  double sum = 0;
  for (const auto& o : outcomes) {
    auto thrown = s->clone();
    thrown->apply(o.action);
    const auto& t = static_cast<const FarkleState&>(*thrown);
    if (t.player() != 0) {  // a farkle
      sum += o.probability * (1.0 - duel->duel().turn_start(0, 0));
      continue;
    }
    const auto ranked = solve::advise_farkle(*g, *thrown);
    ASSERT_TRUE(ranked.front().win_chance);
    for (size_t i = 1; i < ranked.size(); ++i) EXPECT_LE(*ranked[i].win_chance, *ranked.front().win_chance);
    sum += o.probability * *ranked.front().win_chance;
  }
  EXPECT_NEAR(sum, duel->duel().first_player(), 1e-6);
}

// In the final round the last player's chances are exact without a table: a bank wins, a throw
// while ahead wins unless it farkles.
TEST(FarkleDuel, FinalRoundChances) {
  const auto g = test::farkle_game({{"target", "300"}, {"entry", "0"}}, 2);
  auto s = g->initial_state();
  // Player 1 banks three 1s (300, the target); player 2 sets aside 350 and may bank, with two dice.
  test::play(*s, {"throw 1-1-1-2-3-4", "keep 1-1-1", "bank", "throw 1-1-1-5-2-3", "keep 1-1-1-5"});
  const auto& f = static_cast<const FarkleState&>(*s);
  ASSERT_TRUE(f.final_round());
  ASSERT_EQ(f.phase(), Phase::BankOrRoll);
  const auto ranked = solve::advise_farkle(*g, *s);
  ASSERT_EQ(ranked.size(), 2u);
  EXPECT_EQ(ranked[0].name, "bank");
  EXPECT_DOUBLE_EQ(*ranked[0].win_chance, 1.0);
  const double farkle_two_dice = 16.0 / 36;  // only 1s and 5s score with two dice
  EXPECT_NEAR(*ranked[1].win_chance, 1.0 - farkle_two_dice, 1e-12);
}

TEST(FarkleDuel, HintNeedsTheOpponentsScoreAndChecksIt) {
  const auto g = test::farkle_game({{"target", "300"}, {"entry", "100"}}, 2);
  (void)solve::farkle_duel_for(*g);
  const auto& entry = find_game("farkle");
  const Assignments decision = {{"players", "2"}, {"dice-left", "3"}, {"turn-total", "150"}, {"banked", "100"}};
  auto with_opponent = [&decision](const char* banked) {
    auto options = decision;
    options.emplace_back("opponent-banked", banked);
    return options;
  };
  EXPECT_THROW(test::ask_hint(entry, *g, decision), UsageError);                // no --opponent-banked
  EXPECT_THROW(test::ask_hint(entry, *g, with_opponent("350")), UsageError);    // beyond the target without --to-beat
  EXPECT_THROW(test::ask_hint(entry, *g, with_opponent("75")), UsageError);     // not a multiple of 50
  const auto hint = hint_as<solve::FarkleHint>(test::ask_hint(entry, *g, with_opponent("200")));
  ASSERT_TRUE(hint.duel);
  EXPECT_EQ(hint.duel->opponent_banked, 200);
  const auto& duel = solve::farkle_duel_for(*g)->duel();
  double best = 0;
  for (const auto& c : hint.ranking.choices) best = std::max(best, *c.win_chance);
  EXPECT_EQ(hint.duel->win_chance, best);
  // Bank: the opponent then moves at (200, 250).
  for (const auto& c : hint.ranking.choices) {
    if (c.name == "bank") {
      EXPECT_NEAR(*c.win_chance, 1.0 - duel.turn_start(4, 5), 1e-12);
    }
  }
}

