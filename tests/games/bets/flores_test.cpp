// Flores Amarradas (RULES.md §4.6): every throw class, the banker's outcomes, point against
// point, bank passing, both betting modes, match end, refusals, and the banker's exact edge
// against a hand count and a Monte Carlo estimate.
#include <gtest/gtest.h>

#include <cmath>

#include "catalog/registry.h"
#include "core/error.h"
#include "games/bets/flores_amarradas.h"
#include "solve/bets/bets_commands.h"
#include "support/test_util.h"

using namespace cubilete;
using namespace cubilete::bets;
using cubilete::test::net_chips;
using cubilete::test::play;

namespace {

FloresThrow classify(const std::string& text) { return flores_throw(counts_of(parse_dice(text, 3))); }


// A 3-player game where P1 draws the bank (18 against 3 and 4).
struct Table {
  explicit Table(Assignments rules = {}) {
    rules.push_back({"players", "3"});
    game = make_game("flores_amarradas", rules);
    state = game->initial_state();
    play(*state, {"throw 6-6-6", "throw 1-1-1", "throw 1-1-2"});
  }
  const FloresState& flores() const { return static_cast<const FloresState&>(*state); }
  std::shared_ptr<const Game> game;
  std::unique_ptr<State> state;
};

}  // namespace

TEST(FloresThrows, EveryClassOfTheSource) {
  EXPECT_EQ(classify("4-5-6").kind, FloresKind::FloresAmarradas);
  for (auto t : {"1-1-1", "3-3-3", "6-6-6"}) EXPECT_EQ(classify(t).kind, FloresKind::Triple) << t;
  for (auto t : {"2-2-6", "1-1-6", "5-5-6"}) EXPECT_EQ(classify(t).kind, FloresKind::SeisAlto) << t;
  EXPECT_EQ(classify("1-2-3").kind, FloresKind::DragaoDancante);
  for (auto t : {"1-4-4", "1-6-6", "1-2-2"}) EXPECT_EQ(classify(t).kind, FloresKind::AsNegativo) << t;
  const char* points[] = {"", "", "3-3-2", "5-5-3", "6-6-4", "2-2-5"};
  for (int p = 2; p <= 5; ++p) {
    const auto t = classify(points[p]);
    EXPECT_EQ(t.kind, FloresKind::Point) << points[p];
    EXPECT_EQ(t.point, p);
  }
  EXPECT_EQ(classify("6-6-2").point, 2);  // the odd die is the point, not the pair
  for (auto t : {"1-2-4", "2-4-6", "1-3-5", "3-4-5", "1-5-6"}) EXPECT_EQ(classify(t).kind, FloresKind::Nothing) << t;
  EXPECT_TRUE(classify("4-5-6").wins() && classify("4-5-6").takes_bank());
  EXPECT_TRUE(classify("2-2-2").takes_bank());
  EXPECT_FALSE(classify("2-2-6").takes_bank());
  EXPECT_TRUE(classify("1-2-3").loses() && classify("1-3-3").loses());
}

TEST(FloresThrows, ExactChancesAndTheBankersEdge) {
  // Of 216 ordered throws: win 6 (4-5-6) + 6 (triples) + 15 (Seis Alto) = 27; lose 6 + 15 = 21;
  // each point 15; nothing 108. Given a decision: 27/108, 21/108, 15/108.
  const auto& o = flores_odds();
  EXPECT_EQ(o.win, Fraction(1, 4));
  EXPECT_EQ(o.lose, Fraction(7, 36));
  for (int p = 2; p <= 5; ++p) EXPECT_EQ(o.point[p], Fraction(5, 36));
  // By hand: against point p a bettor's throw is worth (20p - 76)/108 per chip to the banker,
  // so the edge is 6/108 + (15/108) * (-24/108) = 288/11664 = 2/81.
  EXPECT_EQ(solve::solve_flores().banker_edge, Fraction(2, 81));
}

TEST(FloresThrows, EdgeAgainstMonteCarloOfTheGame) {
  // One-round 2-player games, the bettor betting 3: the banker's profit per chip.
  auto game = make_game("flores_amarradas", {{"players", "2"}, {"rounds", "1"}});
  Rng rng(7);
  const int n = 200000;
  double sum = 0, sq = 0;
  for (int g = 0; g < n; ++g) {
    auto s = game->initial_state();
    int banker = -1;
    while (!s->is_terminal()) {
      if (s->is_chance()) {
        s->apply(s->sample_chance(rng));
      } else {
        banker = static_cast<const FloresState&>(*s).banker();
        s->apply(kFloresAmountBase + 1);  // bet 3
      }
    }
    const double x = double(net_chips(*s)[banker]) / 3;
    sum += x, sq += x * x;
  }
  const double mean = sum / n, se = std::sqrt((sq / n - mean * mean) / n);
  EXPECT_NEAR(mean, 2.0 / 81, 4 * se) << "se " << se;
}

TEST(FloresGame, TheHighestDrawTakesTheBankAndTiesThrowAgain) {
  auto game = make_game("flores_amarradas", {{"players", "3"}});
  auto s = game->initial_state();
  play(*s, {"throw 6-6-5", "throw 1-2-3", "throw 4-6-6"});  // 17, 6, 16... P1 17 wins
  EXPECT_EQ(static_cast<const FloresState&>(*s).banker(), 0);
  s = game->initial_state();
  play(*s, {"throw 6-6-5", "throw 1-2-3", "throw 5-6-6"});  // P1 and P3 tie on 17
  const auto& f = static_cast<const FloresState&>(*s);
  EXPECT_EQ(f.phase(), FloresPhase::Draw);
  EXPECT_EQ(s->acting_player(), 0);
  play(*s, {"throw 1-1-1"});
  EXPECT_EQ(s->acting_player(), 2);  // P2 is out of the draw
  play(*s, {"throw 1-1-2"});
  EXPECT_EQ(f.banker(), 2);
  EXPECT_EQ(f.phase(), FloresPhase::Bet);
  EXPECT_EQ(s->current_player(), 0);  // betting starts after the banker
}

TEST(FloresGame, BankersOwnThrowDecidesEveryBet) {
  struct Case {
    const char* dice;
    int sign;  // +1 the banker wins every bet, -1 pays every bet
  };
  for (auto c : {Case{"4-5-6", 1}, Case{"3-3-3", 1}, Case{"2-2-6", 1}, Case{"1-2-3", -1}, Case{"4-4-1", -1}}) {
    Table t;
    play(*t.state, {"bet 6", "bet 9", "throw 2-4-6"});  // nothing: the banker throws again
    EXPECT_EQ(t.flores().phase(), FloresPhase::BankerThrow);
    play(*t.state, {std::string("throw ") + c.dice});
    EXPECT_EQ(net_chips(*t.state), (std::vector<int64_t>{c.sign * 15, -c.sign * 6, -c.sign * 9})) << c.dice;
    EXPECT_EQ(t.flores().round(), 2);
    EXPECT_EQ(t.flores().banker(), 0) << "the bank passes only to a bettor who beats a point";
    EXPECT_EQ(t.state->chips()->total(), 300);
  }
}

// Each bettor against the banker's point, with the bank passing to the first bettor who beat
// the point with 4-5-6 or a triple.
TEST(FloresGame, BettorsThrowAgainstThePoint) {
  struct Case {
    std::vector<std::string> throws;  // banker's, then P2's and P3's
    std::vector<int64_t> net;
    int banker_after;
  };
  const Case cases[] = {
      // point 3; P2 point 5 takes 6/3 x 2 = 4; P3 point 2 pays 9/3 x 1 = 3.
      {{"throw 2-2-3", "throw 1-1-5", "throw 6-6-2"}, {-1, 4, -3}, 0},
      // point 4; P2 ties (no payment); P3 throws 4-5-6 and takes the bank.
      {{"throw 5-5-4", "throw 3-3-4", "throw 4-5-6"}, {-9, 0, 9}, 2},
      // point 5; P2's triple is first, so P2 takes the bank although P3 also throws a triple.
      {{"throw 1-1-5", "throw 2-2-2", "throw 6-6-6"}, {-15, 6, 9}, 1},
      // point 2; Seis Alto wins the bet but not the bank; 1-2-3 loses it.
      {{"throw 4-4-2", "throw 3-3-6", "throw 1-2-3"}, {3, 6, -9}, 0},
      // point 2; Ás Negativo loses; a point 5 against 2 takes 9/3 x 3 = 9 (the whole bet).
      {{"throw 4-4-2", "throw 1-5-5", "throw 2-2-5"}, {-3, -6, 9}, 0},
  };
  for (const auto& c : cases) {
    Table t;
    play(*t.state, {"bet 6", "bet 9"});
    play(*t.state, {c.throws[0]});
    ASSERT_EQ(t.flores().phase(), FloresPhase::BettorThrow);
    EXPECT_EQ(t.state->acting_player(), 1);
    play(*t.state, {"throw 1-3-5", c.throws[1]});  // a throw naming nothing is thrown again
    EXPECT_EQ(t.state->acting_player(), 2);
    play(*t.state, {c.throws[2]});
    EXPECT_EQ(net_chips(*t.state), c.net) << c.throws[0] << " " << c.throws[1] << " " << c.throws[2];
    EXPECT_EQ(t.flores().banker(), c.banker_after);
    EXPECT_EQ(t.flores().round(), 2);
    EXPECT_EQ(t.state->chips()->total(), 300);
  }
}

TEST(FloresGame, RotatingBank) {
  Table t(Assignments{{"bank_passing", "rotate"}});
  play(*t.state, {"bet 3", "bet 3", "throw 4-5-6"});
  EXPECT_EQ(t.flores().banker(), 1);
  play(*t.state, {"bet 3", "bet 3", "throw 2-2-3", "throw 6-6-6", "throw 5-5-5"});
  EXPECT_EQ(t.flores().banker(), 2) << "rotate ignores who beat the point";
}

TEST(FloresGame, CoverMode) {
  Table t(Assignments{{"bet_mode", "cover"}});
  EXPECT_EQ(t.flores().phase(), FloresPhase::Stake);
  EXPECT_EQ(t.state->current_player(), 0);
  play(*t.state, {"stake 30"});
  EXPECT_EQ(t.flores().max_amount(), 30);
  play(*t.state, {"cover 21"});
  EXPECT_EQ(t.flores().max_amount(), 9);
  auto refused = t.state->parse_action("cover 12");
  EXPECT_FALSE(refused.ok);
  EXPECT_NE(refused.error.find("from 3 to 9"), std::string::npos) << refused.error;
  play(*t.state, {"cover 9", "throw 1-2-3"});
  EXPECT_EQ(net_chips(*t.state), (std::vector<int64_t>{-30, 21, 9}));

  // Only the covered part is at stake: 30 staked, 12 covered, 1-2-3 costs the banker 12.
  Table part(Assignments{{"bet_mode", "cover"}});
  play(*part.state, {"stake 30", "cover 6", "cover 6", "throw 1-2-3"});
  EXPECT_EQ(net_chips(*part.state), (std::vector<int64_t>{-12, 6, 6}));
  // max_bet caps the banker's stake in cover mode.
  Table capped(Assignments{{"bet_mode", "cover"}, {"max_bet", "12"}});
  EXPECT_EQ(capped.flores().max_amount(), 12);
  EXPECT_FALSE(capped.state->parse_action("stake 15").ok);

  // A stake covered by the first bettor leaves nothing for the next: the banker throws.
  Table u(Assignments{{"bet_mode", "cover"}});
  play(*u.state, {"stake 12", "cover 12"});
  EXPECT_EQ(u.flores().phase(), FloresPhase::BankerThrow);
  play(*u.state, {"throw 6-6-6"});
  EXPECT_EQ(net_chips(*u.state), (std::vector<int64_t>{12, -12, 0}));
}

TEST(FloresGame, BetLimits) {
  Table capped(Assignments{{"max_bet", "12"}});
  EXPECT_EQ(capped.flores().max_amount(), 12);
  EXPECT_FALSE(capped.state->parse_action("bet 15").ok);
  // All bets together may not exceed what the banker holds; a bettor with no room sits out.
  Table small(Assignments{{"chips", "20"}});
  play(*small.state, {"bet 18"});
  EXPECT_EQ(small.flores().phase(), FloresPhase::BankerThrow);
  EXPECT_EQ(small.flores().bet_of(2), 0);
}

// Found by the parse_action fuzzer: with max_bet=2 nobody could bet, and a point thrown by the
// banker passed the dice to seat -1 (bets_[-1]); in cover mode the banker could not stake and had
// no legal action. A cap below the smallest bet is refused.
TEST(FloresGame, ACapBelowTheSmallestBetIsRefused) {
  for (const char* mode : {"each", "cover"}) {
    for (const char* cap : {"1", "2"}) {
      try {
        make_game("flores_amarradas", {{"bet_mode", mode}, {"max_bet", cap}});
        ADD_FAILURE() << "max_bet=" << cap << " accepted";
      } catch (const UsageError& e) {
        EXPECT_NE(std::string(e.what()).find("at least 3"), std::string::npos) << e.what();
      }
    }
  }
  Table three(Assignments{{"max_bet", "3"}});
  play(*three.state, {"bet 3", "bet 3", "throw 2-2-3", "throw 4-4-5", "throw 6-6-2"});
  EXPECT_EQ(net_chips(*three.state), (std::vector<int64_t>{-1, 2, -1}));  // point 3: P2 5 takes 2, P3 2 pays 1
}

TEST(FloresGame, MatchEnds) {
  Table one(Assignments{{"rounds", "1"}});
  play(*one.state, {"bet 3", "bet 6", "throw 1-2-3"});
  ASSERT_TRUE(one.state->is_terminal());
  EXPECT_EQ(one.state->returns(), (std::vector<double>{0, 0, 1}));  // P3 +6 is ahead
  // A player who cannot cover a bet of 3 ends the match.
  Table poor(Assignments{{"chips", "10"}});
  play(*poor.state, {"bet 9"});  // P3 has no room left: the banker holds 10
  play(*poor.state, {"throw 4-5-6"});
  ASSERT_TRUE(poor.state->is_terminal());
  EXPECT_NE(poor.state->last_event().find("P2 cannot cover a bet of 3"), std::string::npos) << poor.state->last_event();
  EXPECT_EQ(poor.state->scores(), (std::vector<double>{19, 1, 10}));
}

TEST(FloresGame, RefusalsSayWhatIsAllowed) {
  Table t;
  for (auto text : {"bet 7", "bet 0", "bet 300", "bet lots", "stake 30", "6 6", "keep 4-5-6"}) {
    auto r = t.state->parse_action(text);
    EXPECT_FALSE(r.ok) << text;
    EXPECT_NE(r.error.find("multiple of 3 from 3 to 99"), std::string::npos) << text << ": " << r.error;
  }
  EXPECT_TRUE(t.state->parse_action("6").ok);
  play(*t.state, {"bet 6", "bet 3"});
  EXPECT_FALSE(t.state->parse_action("throw 1-2").ok);
  EXPECT_FALSE(t.state->parse_action("bet 3").ok);
}
