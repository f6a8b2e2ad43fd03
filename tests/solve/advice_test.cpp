// The advisors of Matterhorn, Multiplicação and Damma: each ranks every legal choice,
// agrees with the optimal bot and with `cubilete hint`, and its numbers hold against an
// independent route (Monte Carlo of the advised play, the engine's own root search).
#include <gtest/gtest.h>

#include <cmath>

#include "bots/dice3/dice3_bots.h"
#include "catalog/registry.h"
#include "core/error.h"
#include "games/damma/damma_game.h"
#include "games/dice3/matterhorn.h"
#include "games/dice3/multiplicacao.h"
#include "solve/damma/damma_advice.h"
#include "solve/dice3/dice3_advice.h"
#include "support/hint_util.h"
#include "support/test_util.h"

using namespace cubilete;
using cubilete::test::ask_hint;
using cubilete::test::play;

namespace {

uint32_t numbers(std::initializer_list<int> list) {
  uint32_t r = 0;
  for (int n : list) r |= 1u << (n - 1);
  return r;
}

std::vector<std::string> names_of(const std::vector<RankedAction>& ranked) {
  std::vector<std::string> v;
  for (const auto& r : ranked) v.push_back(r.name);
  return v;
}

TEST(MatterhornAdvice, RanksEveryMoveByTheThrowsStillNeeded) {
  // RULES.md §4.2: with only 11 left in row 1, 6-5-1 crosses 11 in row 1 and 1 in row 2.
  const uint32_t all_but_11 = dice3::kFullRow & ~numbers({11});
  const auto ranked = solve::rank_matterhorn(all_but_11, 0, counts_of(parse_dice("6-5-1")), false);
  ASSERT_EQ(names_of(ranked), (std::vector<std::string>{"cross 11 row2 1", "cross 11"}));
  EXPECT_GT(ranked[0].expected, ranked[1].expected);
  // Expected = minus the solver's throws after the move.
  const auto solver = dice3::matterhorn_solver_for(false);
  EXPECT_DOUBLE_EQ(ranked[0].expected, -solver->expected_throws(dice3::kFullRow, numbers({1})));
}

TEST(MatterhornAdvice, TheAdvisedPlayNeedsTheThrowsItPromises) {
  // From row 1 complete and 12, 11, 10 left in row 2: follow the advisor's first choice to the
  // end; the mean number of throws must match minus the best expected value at the start.
  auto g = std::static_pointer_cast<const dice3::MatterhornGame>(
      make_game("matterhorn", {{"players", "1"}}));
  const uint32_t row2 = dice3::kFullRow & ~numbers({12, 11, 10});
  const double promised =
      dice3::matterhorn_solver_for(false)->expected_throws(dice3::kFullRow, row2);
  const auto& table = multisets(3);
  double sum = 0, sq = 0;
  const int n = 20000;
  for (int i = 0; i < n; ++i) {
    Rng rng(derive_seed(11, uint64_t(i)));
    uint32_t r2 = row2;
    int throws = 0;
    while (r2 != dice3::kFullRow) {
      ++throws;
      const auto ranked =
          solve::rank_matterhorn(dice3::kFullRow, r2, table.counts(table.roll(3, rng)), false);
      if (!ranked.empty()) r2 |= dice3::row2_part(uint32_t(ranked.front().action));
    }
    sum += throws, sq += double(throws) * throws;
  }
  const double mean = sum / n, se = std::sqrt((sq / n - mean * mean) / n);
  EXPECT_NEAR(mean, promised, 4 * se) << "promised " << promised;
}

TEST(MatterhornAdvice, TheTableAdvisorTheBotAndTheCommandLineAgree) {
  const auto& entry = find_game("matterhorn");
  auto g = make_game(entry, {{"players", "2"}});
  dice3::MatterhornOptimalBot bot(static_cast<const dice3::MatterhornGame&>(*g));
  Rng rng(3);
  auto s = g->initial_state();
  int checked = 0;
  while (!s->is_terminal() && checked < 40) {
    if (s->is_chance()) {
      s->apply(s->sample_chance(rng));
      continue;
    }
    const auto ranked = entry.analysis.advise(*g, *s);
    ASSERT_EQ(ranked.size(), s->legal_actions().size());
    EXPECT_EQ(ranked.front().action, bot.choose(*s, rng));
    const auto& m = static_cast<const dice3::MatterhornState&>(*s);
    if (m.row2(m.player()) == 0) {  // row 1 only: describable as --crossed
      std::string crossed;
      for (int k = 1; k <= 12; ++k)
        if ((m.row1(m.player()) >> (k - 1)) & 1) crossed += std::to_string(k) + " ";
      const auto hint =
          ask_hint(entry, *g, {{"crossed", crossed}, {"dice", format_dice(multisets(3).counts(m.last_throw()))}}).ranking;
      ASSERT_EQ(hint.choices.size(), ranked.size());
      for (size_t i = 0; i < ranked.size(); ++i) EXPECT_EQ(hint.choices[i].name, ranked[i].name);
    }
    s->apply(ranked.front().action);
    ++checked;
  }
  EXPECT_GT(checked, 10);
}

TEST(MatterhornAdvice, HintRefusesImpossibleSheets) {
  const auto& entry = find_game("matterhorn");
  auto g = make_game(entry, {});
  EXPECT_THROW(ask_hint(entry, *g, {{"dice", "2-5-6"}, {"crossed", "1 row2 12"}}), UsageError)
      << "row 2 before row 1 is complete";
  EXPECT_THROW(ask_hint(entry, *g, {{"dice", "2-5-6"}, {"crossed", "13"}}), UsageError);
  EXPECT_THROW(ask_hint(entry, *g, {{"dice", "2-5"}}), UsageError);
  EXPECT_THROW(ask_hint(entry, *g, {{"dice", "6-6-6"}, {"crossed", "1 2 3 4 5 6 7 8 9 10 11 12 row2 12 11 10 9 8 7 "
                                                                   "6 5 4 3 2 1"}}),
               UsageError)
      << "a complete sheet: the game is over";
}

TEST(MultiplicacaoAdvice, AcceptOrRefuseByTheExpectedTurnScore) {
  const solve::MultiplicacaoValues values;
  // A triple of 2s: keeping 2 as a is worth two[2]; refusing starts the turn again.
  auto r = solve::rank_multiplicacao({}, counts_of(parse_dice("2-2-2")));
  EXPECT_EQ(names_of(r), (std::vector<std::string>{"refuse", "accept"}));
  EXPECT_DOUBLE_EQ(r[0].expected, values.value);
  EXPECT_DOUBLE_EQ(r[1].expected, values.two[2]);
  // A triple of 6s is kept.
  EXPECT_EQ(solve::rank_multiplicacao({}, counts_of(parse_dice("6-6-6"))).front().name, "accept");
  // The last die 1 with a + b = 8 (RULES.md example): refusing gives (8 - 3) x 3.5 = 17.5 expected.
  r = solve::rank_multiplicacao({6, 2}, counts_of(parse_dice("1")));
  EXPECT_EQ(r[0].name, "refuse");
  EXPECT_DOUBLE_EQ(r[0].expected, 17.5);
  EXPECT_DOUBLE_EQ(r[1].expected, 8.0);
}

TEST(MultiplicacaoAdvice, TheTableAdvisorAgreesWithTheOptimalBotAndTheCommandLine) {
  const auto& entry = find_game("multiplicacao");
  auto g = make_game(entry, {{"players", "1"}, {"rounds", "30"}});
  dice3::MultiplicacaoOptimalBot bot;
  Rng rng(9);
  auto s = g->initial_state();
  int decisions = 0;
  while (!s->is_terminal()) {
    if (s->is_chance()) {
      s->apply(s->sample_chance(rng));
      continue;
    }
    const auto ranked = entry.analysis.advise(*g, *s);
    ASSERT_EQ(ranked.size(), 2u);
    EXPECT_EQ(ranked.front().action, bot.choose(*s, rng));
    const auto& m = static_cast<const dice3::MultiplicacaoState&>(*s);
    std::string set_aside;
    if (m.stage() != dice3::MultStage::Three) set_aside = std::to_string(m.a());
    if (m.stage() == dice3::MultStage::Last) set_aside += "," + std::to_string(m.b());
    const auto hint =
        ask_hint(entry, *g, {{"set-aside", set_aside}, {"dice", format_dice(multisets(3).counts(m.shown_index()))}}).ranking;
    EXPECT_EQ(hint.choices[0].name, ranked[0].name);
    EXPECT_DOUBLE_EQ(hint.choices[1].expected, ranked[1].expected);
    s->apply(ranked.front().action);
    ++decisions;
  }
  EXPECT_GE(decisions, 30);
  // A throw that is not a triple has nothing to refuse.
  EXPECT_THROW(ask_hint(entry, *g, {{"dice", "2-2-3"}}), UsageError);
}

TEST(DammaAdvice, TheBestChoiceIsTheEnginesRootSearchOneDeeper) {
  // Negamax over the actions with each reply searched d plies is the root searched d + 1 plies:
  // the advisor's best value must be the engine's own score for the position.
  const damma::MoveRules rules{false};
  for (const char* text :
       {"bbbbb/bbbbb/bb.ww/wwwww/wwwww w -", "bb.bb/b.b.b/.bw.w/w..ww/ww.ww w -",
        "...../...../..b../.w.../..... w -", "b..../...../..w../...../....w b c3"}) {
    const auto p = damma::Position::parse(text);
    std::vector<damma::Move> moves;
    damma::generate_moves(p, rules, moves);
    const auto ranked = damma::rank_damma(p, moves, rules, {}, 3);
    ASSERT_EQ(ranked.size(), moves.size());
    damma::SearchLimits limits;
    limits.depth = 4;
    const auto root = damma::Engine(rules).search(p, limits);
    EXPECT_NEAR(ranked.front().expected, root.score / 100.0, 1e-9) << text;
    EXPECT_EQ(ranked.front().line.front(), ranked.front().name);
  }
}

TEST(DammaAdvice, FindsTheWinningCaptureAndTheHuff) {
  const auto& entry = find_game("damma");
  auto g = make_game(entry, {});
  const auto hint = ask_hint(entry, *g, {{"position", "...../...../..b../.w.../..... w -"}}).ranking;
  EXPECT_EQ(hint.choices[0].name, "b2xd4");
  EXPECT_GT(hint.choices[0].expected, 990) << "a won game reads about 1000";
  EXPECT_EQ(ask_hint(entry, *g, {{"position", "b..../...../..w../...../....w b c3"}}).ranking.choices[0].name,
            "huff c3");
  EXPECT_THROW(ask_hint(entry, *g, {{"position", "not a position"}}), UsageError);
  EXPECT_THROW(ask_hint(entry, *g, {{"depth", "21"}}), UsageError) << "the declared range of --depth";
}

TEST(DammaAdvice, TheTableAdvisorRanksTheStatesMoves) {
  const auto& entry = find_game("damma");
  auto g = make_game(entry, {});
  auto s = g->initial_state();
  play(*s, {"d3-c3", "b3xd3"});
  const auto ranked = entry.analysis.advise(*g, *s);
  ASSERT_EQ(ranked.size(), s->legal_actions().size());
  for (const auto& r : ranked) EXPECT_EQ(s->action_to_string(r.action), r.name);
  EXPECT_TRUE(entry.table.advice_against_bots_only);
}

}  // namespace
