// The three-dice race and luck games (RULES.md §4.1-4.3, 4.5, 4.7): every worked example, the
// decisions offered, chips, and each exact value against a Monte Carlo estimate or a hand count.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <sstream>
#include <tuple>

#include <cmath>

#include "bots/dice3/dice3_bots.h"
#include "catalog/registry.h"
#include "core/match.h"
#include "games/dice3/ataque_yankee.h"
#include "games/dice3/buck_dice.h"
#include "games/dice3/centenario.h"
#include "games/dice3/matterhorn.h"
#include "games/dice3/multiplicacao.h"
#include "solve/dice3/dice3_values.h"
#include "present/view_json.h"
#include "support/test_util.h"

using namespace cubilete;
using namespace cubilete::dice3;
using cubilete::test::play;

namespace {
FaceCounts three_dice(const std::string& text) { return counts_of(parse_dice(text, 3)); }

// Mean and standard error of `sample()` over n draws.
template <class F>
std::pair<double, double> monte_carlo(int n, F sample) {
  double sum = 0, sq = 0;
  for (int i = 0; i < n; ++i) {
    const double x = sample(i);
    sum += x, sq += x * x;
  }
  const double mean = sum / n;
  return {mean, std::sqrt((sq / n - mean * mean) / n)};
}

uint32_t row(std::initializer_list<int> numbers) {
  uint32_t r = 0;
  for (int n : numbers) r |= 1u << (n - 1);
  return r;
}

// The moves not contained in another move (RULES.md lists these).
std::vector<std::string> maximal_moves(const MatterhornState& s) {
  auto legal = s.legal_actions();
  std::vector<std::string> names;
  for (Action a : legal) {
    bool dominated = false;
    for (Action b : legal) dominated = dominated || (a != b && (uint32_t(a) & uint32_t(b)) == uint32_t(a));
    if (!dominated) names.push_back(s.action_to_string(a));
  }
  std::sort(names.begin(), names.end());
  return names;
}
}  // namespace

TEST(Centenario, ExamplesOfTheRules) {
  EXPECT_EQ(CentenarioGame::cross(0, three_dice("2-5-6")), 0);
  EXPECT_EQ(CentenarioGame::cross(0, three_dice("1-4-5")), 1);
  EXPECT_EQ(CentenarioGame::cross(0, three_dice("1-1-3")), 5);
  EXPECT_EQ(CentenarioGame::cross(0, three_dice("1-2-4")), 7);
  // Needing the first 12 (11 crossed): only 6-6-6 crosses both 12s.
  EXPECT_EQ(CentenarioGame::cross(11, three_dice("6-6-6")), 13);
  for (const char* one : {"4-4-4", "6-5-1", "6-6-1"}) EXPECT_EQ(CentenarioGame::cross(11, three_dice(one)), 12) << one;
  int both = 0;
  for (int r : multisets(3).of_size(3)) both += CentenarioGame::cross(11, multisets(3).counts(r)) == 13;
  EXPECT_EQ(both, 1);
  // Row 2 needing 10 (index 14): 5-4-1 crosses 10 and 9; needing 7 (index 17), 4-2-1 crosses 7..1.
  EXPECT_EQ(CentenarioGame::cross(14, three_dice("5-4-1")), 16);
  EXPECT_EQ(CentenarioGame::cross(17, three_dice("4-2-1")), 24);
}

TEST(Centenario, PlaysItselfAndThrowsAgainOnlyWithTheOption) {
  auto g = make_game("centenario");
  auto s = g->initial_state();
  EXPECT_TRUE(s->is_chance());
  EXPECT_EQ(s->acting_player(), 0);
  play(*s, {"throw 1-2-4"});
  EXPECT_EQ(s->scores()[0], 7);
  EXPECT_EQ(s->last_event(), "P1 crosses 1 2 3 4 5 6 7");
  EXPECT_EQ(s->acting_player(), 1);
  auto again_game = make_game("centenario", {{"throw_again_after_scoring", "true"}});
  auto again = again_game->initial_state();
  play(*again, {"throw 1-2-4"});
  EXPECT_EQ(again->acting_player(), 0);
  play(*again, {"throw 1-1-1"});
  EXPECT_EQ(again->acting_player(), 1) << "1-1-1 cannot make 8";
  EXPECT_FALSE(s->parse_action("throw 1-2").ok);
}

TEST(Centenario, CrossingTheLastOneWinsAtOnce) {
  auto g = make_game("centenario", {{"players", "3"}});
  auto s = g->initial_state();
  // P1 goes round the sheet while P2 and P3 throw nothing useful.
  // 1..7, 8 9, 10 11, 12 12, 11 10, 9 8 7 6, 5 4 3 2 1.
  const std::vector<std::string> p1 = {"throw 1-2-4", "throw 2-6-1", "throw 4-6-1", "throw 6-6-6",
                                       "throw 6-4-1", "throw 6-2-1", "throw 4-2-1"};
  for (size_t i = 0; i < p1.size(); ++i) {
    play(*s, {p1[i]});
    if (s->is_terminal()) break;
    play(*s, {"throw 5-5-5", "throw 5-5-5"});
  }
  ASSERT_TRUE(s->is_terminal()) << s->render(kSpectator, Lang::En);
  EXPECT_EQ(s->returns(), (std::vector<double>{1, 0, 0}));
  EXPECT_EQ(s->scores()[0], 24);
}

TEST(Centenario, ExpectedThrowsAgreeWithMonteCarlo) {
  const double exact = solve::centenario_expected_throws();
  auto g = make_game("centenario", {{"players", "1"}});
  auto [mean, se] = monte_carlo(20000, [&](int i) {
    Rng rng(derive_seed(11, uint64_t(i)));
    auto s = g->initial_state();
    int throws = 0;
    while (!s->is_terminal()) s->apply(s->sample_chance(rng)), ++throws;
    return double(throws);
  });
  EXPECT_NEAR(mean, exact, 4 * se) << "exact " << exact;
}

TEST(Matterhorn, MaximalMovesOfTheRules) {
  auto g = std::static_pointer_cast<const MatterhornGame>(make_game("matterhorn"));
  auto moves_after = [&](const std::string& t) {
    auto s = g->initial_state();
    play(*s, {"throw " + t});
    return maximal_moves(static_cast<const MatterhornState&>(*s));
  };
  EXPECT_EQ(moves_after("2-5-6"), (std::vector<std::string>{"cross 2 11", "cross 2 5 6", "cross 5 8", "cross 6 7"}));
  EXPECT_EQ(moves_after("1-4-5"), (std::vector<std::string>{"cross 1 4 5", "cross 1 9", "cross 10", "cross 4 6"}));
  EXPECT_EQ(moves_after("1-1-3"), (std::vector<std::string>{"cross 1 3", "cross 1 4", "cross 2 3", "cross 5"}));
}

TEST(Matterhorn, RowTwoOpensWithinTheThrow) {
  std::vector<uint32_t> moves;
  // Only 11 left in row 1: 6-5-1 crosses 11 in row 1 and 1 in row 2.
  matterhorn_moves(kFullRow & ~row({11}), 0, three_dice("6-5-1"), false, moves);
  EXPECT_NE(std::find(moves.begin(), moves.end(), row({11}) | row({1}) << 12), moves.end());
  // 1-4-5 from the start: 5 in row 1 and 4+1 in row 2 is illegal.
  matterhorn_moves(0, 0, three_dice("1-4-5"), false, moves);
  for (uint32_t m : moves) EXPECT_EQ(row2_part(m), 0u);
  // With either_row_from_start, 5 and 5 go one in each row.
  matterhorn_moves(0, 0, three_dice("1-4-5"), true, moves);
  EXPECT_NE(std::find(moves.begin(), moves.end(), row({5}) | row({5}) << 12), moves.end());
}

TEST(Matterhorn, MovesAreReadNaturallyAndRefusedWithTheChoices) {
  auto g = make_game("matterhorn");
  auto s = g->initial_state();
  play(*s, {"throw 2-5-6"});
  EXPECT_TRUE(s->parse_action("cross 2 11").ok);
  EXPECT_TRUE(s->parse_action("11 2").ok);
  auto bad = s->parse_action("cross 13");
  EXPECT_FALSE(bad.ok);
  bad = s->parse_action("cross 3");
  ASSERT_FALSE(bad.ok);
  EXPECT_NE(bad.error.find("no legal move crosses 3"), std::string::npos) << bad.error;
  EXPECT_NE(bad.error.find("cross 2 5 6"), std::string::npos) << bad.error;
  play(*s, {"cross 2 5 6"});
  EXPECT_EQ(s->scores()[0], 3);
}

// A refused move says why: row 2 not open yet, a number already crossed, or
// dice that cannot make the numbers.
TEST(Matterhorn, ARefusedMoveSaysWhy) {
  auto g = make_game("matterhorn", {{"players", "1"}});
  auto s = g->initial_state();
  play(*s, {"throw 1-2-3", "cross 1 2 3", "throw 1-3-5"});
  auto error = [&](const char* text) {
    const auto parsed = s->parse_action(text);
    EXPECT_FALSE(parsed.ok) << text;
    return parsed.error.substr(0, parsed.error.find("; with"));
  };
  EXPECT_EQ(error("row2 4"), "row 2 is not open: it opens once row 1 is complete (row 1 still needs 4 5 6 7 8 9 10 11 12)");
  EXPECT_EQ(error("cross 5 row2 4"), error("row2 4")) << "crossing 5 leaves row 1 incomplete";
  EXPECT_EQ(error("cross 1"),
            "1 is already crossed in row 1, and row 2 is not open: it opens once row 1 is complete (row 1 still needs "
            "4 5 6 7 8 9 10 11 12)");
  EXPECT_EQ(error("row1 3"), "3 is already crossed in row 1");
  EXPECT_EQ(error("cross 11"), "no legal move crosses 11: the dice cannot be grouped to make it");
  EXPECT_NE(s->parse_action("row2 4").error.find("with 1-3-5 the moves are: "), std::string::npos)
      << "the legal moves follow";
  // Row 2 open: a number crossed in both rows, or in row 2.
  auto either = make_game("matterhorn", {{"players", "1"}, {"either_row_from_start", "true"}});
  auto e = either->initial_state();
  play(*e, {"throw 1-2-3", "row1 1 2 3", "throw 1-2-3", "row2 1 2 3", "throw 1-3-5"});
  EXPECT_EQ(e->parse_action("cross 1").error.substr(0, 33), "1 is already crossed in both rows");
  EXPECT_EQ(e->parse_action("row2 3").error.substr(0, 29), "3 is already crossed in row 2");
}

// The board (87 columns) and the moves (153) wrapped on an 80-column terminal.
TEST(Matterhorn, TheScreenFitsEightyColumns) {
  auto g = make_game("matterhorn", {{"players", "8"}});
  auto s = g->initial_state();
  play(*s, {"throw 3-4-5"});
  auto check = [](const std::string& text, const std::vector<std::string>& moves) {
    std::istringstream lines(text);
    std::string all;
    for (std::string line; std::getline(lines, line);) {
      EXPECT_LE(line.size(), 80u) << line;
      all += line + "  ";
    }
    for (const auto& m : moves) EXPECT_NE(all.find("  " + m + "  "), std::string::npos) << m << "\n" << text;
  };
  std::vector<std::string> moves;
  for (Action a : s->legal_actions()) moves.push_back(s->action_to_string(a));
  ASSERT_EQ(moves.size(), 14u);
  const auto text = s->render(0, Lang::En);
  check(text, moves);
  EXPECT_NE(text.find("\n> P1   1  2  3  4  5  6  7  8  9 10 11 12    1  2  3  4  5  6  7  8  9 10 11 12\n"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("\n  P8 "), std::string::npos) << text;
  EXPECT_NE(text.find("Dice 3-4-5; moves:  cross 3  cross 4"), std::string::npos) << text;
}

// Found by the parse_action fuzzer: with either_row_from_start and 4-4-4, the name "cross 4 8"
// (both in row 1) was refused as fitting moves in either row. Numbers without row words are in
// row 1 when several rows fit; every move's name reads back as that move.
TEST(Matterhorn, EveryMoveNameReadsBackWhenBothRowsAreOpen) {
  auto g = make_game("matterhorn", {{"either_row_from_start", "true"}});
  for (const char* t : {"4-4-4", "1-4-5", "2-5-6", "6-6-1", "3-3-3"}) {
    auto s = g->initial_state();
    play(*s, {std::string("throw ") + t});
    for (Action a : s->legal_actions()) {
      const auto parsed = s->parse_action(s->action_to_string(a));
      EXPECT_TRUE(parsed.ok && parsed.action == a) << t << ": " << s->action_to_string(a) << " " << parsed.error;
    }
  }
  auto s = g->initial_state();
  play(*s, {"throw 4-4-4"});
  EXPECT_EQ(s->action_to_string(s->parse_action("cross 4 8").action), "cross 4 8");
  EXPECT_EQ(s->action_to_string(s->parse_action("cross row2 4 8").action), "cross row2 4 8");
  EXPECT_EQ(s->action_to_string(s->parse_action("8 row2 4").action), "cross 8 row2 4");
}

TEST(Matterhorn, AThrowWithNoGroupPassesAndCompletingRowTwoWins) {
  auto g = make_game("matterhorn", {{"players", "1"}});
  auto s = g->initial_state();
  play(*s, {"throw 1-2-3", "cross 1 2 3", "throw 4-5-6", "cross 4 5 6", "throw 1-1-1"});
  EXPECT_TRUE(s->is_chance()) << "1, 2 and 3 are crossed and row 2 is closed: the throw passes";
  EXPECT_EQ(s->last_event(), "P1 can cross nothing with 1-1-1");
  const std::vector<std::string> upper = {"throw 1-2-4", "cross 7",  "throw 2-2-4", "cross 8",
                                          "throw 3-3-3", "cross 9",  "throw 4-4-2", "cross 10",
                                          "throw 5-5-1", "cross 11", "throw 4-4-4", "cross 12"};
  play(*s, upper);
  EXPECT_EQ(s->scores()[0], 12);
  play(*s, {"throw 1-2-3", "cross 1 2 3", "throw 4-5-6", "cross 4 5 6"});
  play(*s, upper);
  ASSERT_TRUE(s->is_terminal());
  EXPECT_EQ(s->returns(), (std::vector<double>{1}));
  EXPECT_EQ(s->last_event(), "P1 completes the sheet and wins");
}

// With either_row_from_start, row 2 complete is not a win while row 1 is not:
// the whole sheet wins, in either order.
TEST(Matterhorn, EitherRowFromStartWinsOnlyWithTheWholeSheet) {
  auto g = make_game("matterhorn", {{"players", "1"}, {"either_row_from_start", "true"}});
  auto s = g->initial_state();
  auto row = [](const char* r) {
    const std::vector<std::pair<const char*, const char*>> steps = {
        {"throw 1-2-3", "1 2 3"}, {"throw 4-5-6", "4 5 6"}, {"throw 1-2-4", "7"},  {"throw 2-2-4", "8"},
        {"throw 3-3-3", "9"},     {"throw 4-4-2", "10"},    {"throw 5-5-1", "11"}, {"throw 4-4-4", "12"}};
    std::vector<std::string> actions;
    for (const auto& [dice, numbers] : steps) actions.insert(actions.end(), {dice, std::string(r) + " " + numbers});
    return actions;
  };
  play(*s, row("row2"));
  EXPECT_EQ(s->scores()[0], 12);
  EXPECT_FALSE(s->is_terminal()) << "row 2 alone does not win";
  EXPECT_EQ(s->returns(), (std::vector<double>{0}));
  play(*s, row("row1"));
  ASSERT_TRUE(s->is_terminal());
  EXPECT_EQ(s->returns(), (std::vector<double>{1}));
  EXPECT_EQ(s->last_event(), "P1 completes the sheet and wins");
  // And row 1 first: still only the whole sheet wins.
  s = g->initial_state();
  play(*s, row("row1"));
  EXPECT_FALSE(s->is_terminal());
  play(*s, row("row2"));
  EXPECT_TRUE(s->is_terminal());
}

TEST(Multiplicacao, ATripleMayBeRefusedAgainAndAgain) {
  auto g = make_game("multiplicacao", {{"players", "1"}, {"rounds", "1"}});
  auto s = g->initial_state();
  play(*s, {"throw 1-1-1", "refuse", "throw 2-2-2", "refuse", "throw 1-1-1", "refuse", "throw 6-5-4"});
  const auto& m = static_cast<const MultiplicacaoState&>(*s);
  EXPECT_EQ(m.a(), 6);
  EXPECT_EQ(m.stage(), MultStage::Two);
}

TEST(Matterhorn, ValueAgreesWithMonteCarloOfTheOptimalBot) {
  auto g = std::static_pointer_cast<const MatterhornGame>(make_game("matterhorn", {{"players", "1"}}));
  const auto solver = matterhorn_solver_for(false);
  MatterhornOptimalBot bot(*g);
  auto [mean, se] = monte_carlo(20000, [&](int i) {
    Rng rng(derive_seed(5, uint64_t(i)));
    auto s = g->initial_state();
    int throws = 0;
    while (!s->is_terminal()) {
      if (s->is_chance()) s->apply(s->sample_chance(rng)), ++throws;
      else s->apply(bot.choose(*s, rng));
    }
    return double(throws);
  });
  EXPECT_NEAR(mean, solver->value(), 4 * se) << "exact " << solver->value();
  // Greedy choices cannot beat the optimum.
  MatterhornGreedyBot greedy;
  auto [greedy_mean, greedy_se] = monte_carlo(20000, [&](int i) {
    Rng rng(derive_seed(5, uint64_t(i)));
    auto s = g->initial_state();
    int throws = 0;
    while (!s->is_terminal()) {
      if (s->is_chance()) s->apply(s->sample_chance(rng)), ++throws;
      else s->apply(greedy.choose(*s, rng));
    }
    return double(throws);
  });
  EXPECT_GT(greedy_mean + 4 * greedy_se, solver->value());
}

TEST(Matterhorn, SolverOnTheLastNumbersByHand) {
  const solve::MatterhornSolver solver(false);
  // Only row 2's 12 left: a throw crosses it iff some subset sums to 12; with 6-6-x or 6-5-1,
  // 6-4-2, 6-3-3, 5-5-2, 5-4-3, 4-4-4 ... count the throws directly.
  int ways = 0;
  for (int a = 1; a <= 6; ++a)
    for (int b = 1; b <= 6; ++b)
      for (int c = 1; c <= 6; ++c) ways += (a + b == 12 || a + c == 12 || b + c == 12 || a + b + c == 12);
  EXPECT_NEAR(solver.expected_throws(kFullRow, kFullRow & ~row({12})), 216.0 / ways, 1e-12);
  // Either-row table: the same state means the same thing.
  const solve::MatterhornSolver either(true);
  EXPECT_NEAR(either.expected_throws(kFullRow, kFullRow & ~row({12})), 216.0 / ways, 1e-12);
  EXPECT_LT(either.value(), solver.value()) << "more freedom cannot need more throws";
  // The end is the game's own: with either row from the start, row 2 complete
  // is not the end while row 1 is not, and by symmetry it is as far from it as the other way.
  EXPECT_EQ(either.expected_throws(kFullRow, kFullRow), 0.0);
  EXPECT_GT(either.expected_throws(0, kFullRow), 1.0);
  EXPECT_NEAR(either.expected_throws(0, kFullRow), either.expected_throws(kFullRow, 0), 1e-9);
  EXPECT_EQ(solver.expected_throws(kFullRow, kFullRow), 0.0);
}

TEST(Multiplicacao, ExamplesOfTheRules) {
  EXPECT_EQ(multiplicacao_score(6 + 2, 4, false), 32);
  EXPECT_EQ(multiplicacao_score(5 + 4, 3, false), 27);
  EXPECT_EQ(multiplicacao_score(2 + 6, 3, true), 15);
  EXPECT_EQ(multiplicacao_score(6 + 6, 2, true), 16);  // 10 or more: penalty 4
  EXPECT_EQ(multiplicacao_score(1 + 1, 5, true), 0);   // never below 0
  auto g = make_game("multiplicacao", {{"players", "1"}, {"rounds", "3"}});
  auto s = g->initial_state();
  // 6-1-1 -> 6; 2-1 -> 2; 4: the last die is a decision (accept it).
  play(*s, {"throw 6-1-1", "throw 2-1", "throw 4"});
  EXPECT_EQ(s->legal_actions(), (std::vector<Action>{kAccept, kRefuse}));
  play(*s, {"accept"});
  EXPECT_EQ(s->scores()[0], 32);
  // 5-5-5 kept -> 5; 4-2 -> 4; 3 -> 27.
  play(*s, {"throw 5-5-5", "accept", "throw 4-2", "throw 3", "accept"});
  EXPECT_EQ(s->scores()[0], 32 + 27);
  // 2-2-1 -> 2 (no triple, no question); 1-1 refused; 6-2 -> 6; last die 1 refused; 3 -> 15.
  play(*s, {"throw 2-2-1"});
  EXPECT_TRUE(s->is_chance()) << "no triple: the highest die is set aside at once";
  play(*s, {"throw 1-1", "refuse", "throw 6-2", "throw 1", "refuse", "throw 3"});
  EXPECT_EQ(s->scores()[0], 32 + 27 + 15);
  EXPECT_TRUE(s->is_terminal());
  EXPECT_FALSE(s->parse_action("refuse").ok);
}

// The penalty of a refused last die is 3 up to a + b = 9 and 4 from 10, tested
// on both sides of the boundary, in the formula and in a played turn.
TEST(Multiplicacao, PenaltyBoundaryAtTen) {
  EXPECT_EQ(multiplicacao_score(9, 5, true), (9 - 3) * 5);
  EXPECT_EQ(multiplicacao_score(10, 5, true), (10 - 4) * 5);
  EXPECT_EQ(multiplicacao_score(11, 5, true), (11 - 4) * 5);
  EXPECT_EQ(multiplicacao_score(11, 5, false), 11 * 5) << "no penalty without a refusal";
  auto g = make_game("multiplicacao", {{"players", "1"}, {"rounds", "3"}});
  auto s = g->initial_state();
  for (const auto& [first, second, score] : {std::tuple{"throw 5-1-1", "throw 4-1", 30},    // 9 - 3
                                             std::tuple{"throw 6-1-1", "throw 4-1", 30},    // 10 - 4
                                             std::tuple{"throw 6-1-1", "throw 5-1", 35}}) {  // 11 - 4
    const double before = s->scores()[0];
    play(*s, {first, second, "throw 1", "refuse", "throw 5"});
    EXPECT_EQ(s->scores()[0] - before, score) << first << ", " << second << ": " << s->last_event();
  }
  EXPECT_EQ(s->last_event(), "P1 scores (6 + 5 - 4) x 5 = 35");
}

// The penalty the browser shows is the view's, from the one rule: a copy of it in the view would
// go unguarded.
TEST(Multiplicacao, TheViewTellsThePenaltyOfTheRule) {
  auto g = make_game("multiplicacao", {{"players", "1"}, {"rounds", "2"}});
  auto s = g->initial_state();
  for (const auto& [first, second, penalty] : {std::tuple{"throw 5-1-1", "throw 4-1", 3},     // 9
                                               std::tuple{"throw 6-1-1", "throw 4-1", 4}}) {  // 10
    play(*s, {first, second, "throw 1"});
    EXPECT_EQ(view_json(*s, 0)["penalty"], penalty) << first << ", " << second << ": what refusing would cost";
    play(*s, {"refuse"});
    EXPECT_EQ(view_json(*s, 0)["penalty"], penalty) << "and what it costs, refused";
    play(*s, {"throw 5"});
    EXPECT_EQ(view_json(*s, 0)["last_turns"][0]["penalty"], penalty);
  }
}

TEST(Multiplicacao, TheLastDieIsRefusedOnlyOnce) {
  auto g = make_game("multiplicacao");
  auto s = g->initial_state();
  play(*s, {"throw 6-1-1", "throw 2-1", "throw 1", "refuse"});
  play(*s, {"throw 1"});
  EXPECT_EQ(s->scores()[0], 5) << "(6 + 2 - 3) x 1, kept without a question";
  EXPECT_EQ(static_cast<const MultiplicacaoState&>(*s).player(), 1);
}

TEST(Multiplicacao, ValueByHandAndMonteCarlo) {
  const solve::MultiplicacaoValues v;
  // Last die with a + b = 12: accept c when 12c >= refusing's (12 - 4) x 3.5 = 28, so refuse
  // 1 and 2: (28 + 28 + 36 + 48 + 60 + 72) / 6.
  EXPECT_NEAR(v.refused[12], 28.0, 1e-12);
  EXPECT_NEAR(v.last[12], (28 + 28 + 36 + 48 + 60 + 72) / 6.0, 1e-12);
  EXPECT_TRUE(v.refuse_last(12, 2));
  EXPECT_FALSE(v.refuse_last(12, 3));
  auto g = make_game("multiplicacao", {{"players", "1"}, {"rounds", "1"}});
  MultiplicacaoOptimalBot bot;
  auto [mean, se] = monte_carlo(200000, [&](int i) {
    Rng rng(derive_seed(3, uint64_t(i)));
    auto s = g->initial_state();
    while (!s->is_terminal()) s->apply(s->is_chance() ? s->sample_chance(rng) : bot.choose(*s, rng));
    return s->scores()[0];
  });
  EXPECT_NEAR(mean, v.value, 4 * se) << "exact " << v.value;
}

TEST(BuckDice, ThrowsScoreAsTheRulesSay) {
  EXPECT_EQ(buck_throw(three_dice("4-4-4"), 4).outcome, BuckOutcome::BigBuck);
  EXPECT_EQ(buck_throw(three_dice("3-3-3"), 4).points, 5);
  EXPECT_EQ(buck_throw(three_dice("4-4-1"), 4).points, 2);
  EXPECT_EQ(buck_throw(three_dice("4-2-1"), 4).points, 1);
  EXPECT_EQ(buck_throw(three_dice("6-2-1"), 4).outcome, BuckOutcome::Nothing);
  auto g = make_game("buck_dice", {{"players", "3"}});
  auto s = g->initial_state();
  play(*s, {"point 4", "throw 4-4-1", "throw 4-2-1", "throw 6-2-1"});
  EXPECT_EQ(s->scores(), (std::vector<double>{3, 0, 0}));
  EXPECT_EQ(s->acting_player(), 1);
  // Passing the target scores nothing and ends the turn.
  play(*s, {"throw 5-5-5", "throw 5-5-5", "throw 4-4-1", "throw 4-4-1", "throw 4-4-1"});
  EXPECT_EQ(s->scores()[1], 14) << "5 + 5 + 2 + 2, then 2 more would pass 15";
  EXPECT_EQ(s->acting_player(), 2);
  EXPECT_FALSE(s->is_terminal());
}

TEST(BuckDice, EveryRoundOpensWithItsFirstPlayerThrowingThePoint) {
  auto g = make_game("buck_dice", {{"players", "2"}});
  auto s = g->initial_state();
  Rng rng(1);
  EXPECT_EQ(s->action_to_string(s->sample_chance(rng)).rfind("point ", 0), 0u) << "the game opens with the point die";
  play(*s, {"point 4", "throw 1-2-3", "throw 1-2-3"});
  EXPECT_EQ(s->acting_player(), 0) << "round 2: P1 throws the new point die";
  EXPECT_FALSE(s->parse_action("throw 1-2-3").ok) << "the point die comes first";
  play(*s, {"point 2", "throw 2-1-3"});
  EXPECT_EQ(s->scores()[0], 1) << "the new point number counts";
}

TEST(BuckDice, ChipsAsInTheExample) {
  // Losers on 14 and 7 pay 1 and 8; a loser on 0 pays double the target.
  auto g = make_game("buck_dice", {{"players", "3"}});
  auto s = g->initial_state();
  play(*s, {"point 6", "throw 6-6-1", "throw 6-6-1", "throw 6-6-1", "throw 6-6-1", "throw 6-6-1", "throw 6-6-1",
            "throw 6-6-1", "throw 1-2-3",                   // P1: 14
            "throw 6-6-1", "throw 6-6-1", "throw 6-6-1", "throw 6-2-1", "throw 1-2-3",  // P2: 7
            "throw 1-2-3",                                  // P3: 0
            "point 2", "throw 2-1-3"});                     // P1 reaches exactly 15
  ASSERT_TRUE(s->is_terminal());
  const auto net = s->chips()->net();
  EXPECT_EQ(net[1], -8);
  EXPECT_EQ(net[2], -30);
  EXPECT_EQ(net[0], 38);
  auto big_game = make_game("buck_dice");
  auto big = big_game->initial_state();
  play(*big, {"point 3", "throw 3-3-3"});
  EXPECT_TRUE(big->is_terminal());
  EXPECT_EQ(big->returns(), (std::vector<double>{1, 0}));
  EXPECT_EQ(big->chips()->net()[1], -30);
}

TEST(BuckDice, ExpectedTurnsAgreeWithMonteCarlo) {
  const double exact = solve::buck_dice_expected_turns(15);
  auto g = make_game("buck_dice", {{"players", "1"}});
  auto [mean, se] = monte_carlo(20000, [&](int i) {
    Rng rng(derive_seed(9, uint64_t(i)));
    auto s = g->initial_state();
    int point_throws = 0;  // one point throw opens each round, i.e. each turn of a solo game
    while (!s->is_terminal()) {
      const Action a = s->sample_chance(rng);
      point_throws += s->action_to_string(a).rfind("point", 0) == 0;
      s->apply(a);
    }
    return double(point_throws);
  });
  EXPECT_NEAR(mean, exact, 4 * se) << "exact " << exact;
  EXPECT_NEAR(solve::buck_dice_expected_turns(1), 216.0 / (1 + 75), 1e-12) << "target 1: one point die first";
}

TEST(AtaqueYankee, ExamplesAndChips) {
  auto g = make_game("ataque_yankee", {{"players", "2"}, {"target", "60"}});
  auto s = g->initial_state();
  play(*s, {"throw 5-5-2", "throw 4-1", "throw 3"});
  EXPECT_EQ(s->scores()[0], 12);
  play(*s, {"throw 1-1-1", "throw 2-2", "throw 3"});
  EXPECT_EQ(s->scores()[1], 51);
  play(*s, {"throw 6-6-6", "throw 6-6", "throw 6"});
  ASSERT_TRUE(s->is_terminal()) << "P1 reaches 12 + 63 = 75 and the game ends at once";
  EXPECT_EQ(s->chips()->net(), (std::vector<int64_t>{75 - 51, 51 - 75}));
  // finish_round: P2 still plays, and the highest total wins.
  auto finish_game = make_game("ataque_yankee", {{"target", "60"}, {"finish_round", "true"}});
  auto f = finish_game->initial_state();
  play(*f, {"throw 6-6-6", "throw 6-6", "throw 6", "throw 6-6-6", "throw 6-6", "throw 6"});
  ASSERT_TRUE(f->is_terminal());
  EXPECT_EQ(f->returns(), (std::vector<double>{0.5, 0.5}));
  EXPECT_EQ(f->chips()->net(), (std::vector<int64_t>{0, 0}));
}

TEST(AtaqueYankee, ExpectedTurnByHandAndMonteCarlo) {
  // E[max of 3] = 119/24, E[max of 2] = 161/36, a triple 1/36 (x30), a pair 1/6 (x15), 3.5.
  const double hand = 119.0 / 24 + 30.0 / 36 + 161.0 / 36 + 15.0 / 6 + 3.5;
  EXPECT_NEAR(solve::ataque_yankee_expected_turn(), hand, 1e-12);
  auto g = make_game("ataque_yankee", {{"players", "1"}, {"target", "1"}});
  auto [mean, se] = monte_carlo(100000, [&](int i) {
    Rng rng(derive_seed(4, uint64_t(i)));
    auto s = g->initial_state();
    while (!s->is_terminal()) s->apply(s->sample_chance(rng));
    return s->scores()[0];
  });
  EXPECT_NEAR(mean, hand, 4 * se);
}
