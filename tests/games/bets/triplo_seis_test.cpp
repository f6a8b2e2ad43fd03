// Triplo Seis (RULES.md §4.8): the worked example, calls and readings, the forced answers to 111
// and 666, rounds, the exact rethrow chances of the source, information sets (views never hold
// the dice under the cup of another player, and bots only get views), and the bluffer.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "bots/bets/triplo_seis_bots.h"
#include "bots/common/random_bot.h"
#include "catalog/registry.h"
#include "core/error.h"
#include "core/match.h"
#include "games/bets/triplo_seis.h"
#include "games/bets/triplo_seis_calls.h"
#include "present/view_json.h"
#include "support/test_util.h"

using namespace cubilete;
using namespace cubilete::bets;
using cubilete::test::accepted;
using cubilete::test::net_chips;
using cubilete::test::play;

namespace {

FaceCounts dice(const std::string& text) { return counts_of(parse_dice(text, -1)); }


const TriploSeisState& cup(const State& s) { return static_cast<const TriploSeisState&>(s); }

}  // namespace

TEST(TriploSeisCalls, ReadingsAndCalls) {
  EXPECT_EQ(reading(dice("6-4-4")), 644);
  EXPECT_EQ(reading(dice("1-2-1")), 211);
  EXPECT_EQ(all_calls().size(), 56u);
  EXPECT_EQ(all_calls().front(), 111);
  EXPECT_EQ(all_calls().back(), 666);
  EXPECT_TRUE(std::is_sorted(all_calls().begin(), all_calls().end()));
  EXPECT_EQ(call_index(123), -1);
  EXPECT_EQ(dice_of_call(644), dice("4-4-6"));
  EXPECT_EQ(parse_call("654"), 654);
  EXPECT_EQ(parse_call("6-5-4"), 654);
  try {
    parse_call("145");
    FAIL();
  } catch (const UsageError& e) {
    EXPECT_NE(std::string(e.what()).find("high to low (541)"), std::string::npos) << e.what();
  }
  EXPECT_THROW(parse_call("711"), UsageError);
  EXPECT_THROW(parse_call("65"), UsageError);
  EXPECT_THROW(parse_call("6543"), UsageError);
}

TEST(TriploSeisCalls, TheSourcesRethrowChances) {
  // Holding 5-4-1 against 541: rethrowing the 1 succeeds with 5/6; keeping only the 5, 25/36.
  EXPECT_EQ(chance_to_beat(dice("5-4"), 541), Fraction(5, 6));
  EXPECT_EQ(chance_to_beat(dice("5"), 541), Fraction(25, 36));
  const auto ranked = keep_chances(dice("5-4-1"), 541);
  EXPECT_EQ(ranked.size(), 8u);
  EXPECT_EQ(ranked[0].kept, dice("4-5"));
  EXPECT_EQ(ranked[1].kept, dice("5"));
  // Three fresh dice beat 532 with 128/216 = 16/27 (any 6: 91; a top 5: 61 less the 24 with the
  // others at most 3-2 in order, i.e. 5 with {1,2,3}^2 except 3-3).
  EXPECT_EQ(chance_to_beat({}, 532), Fraction(16, 27));
  EXPECT_EQ(chance_to_beat(dice("6-6-6"), 665), Fraction(1));
  EXPECT_EQ(chance_to_beat(dice("6-6"), 666), Fraction(0));
  EXPECT_EQ(chance_to_beat(dice("6-6"), 666, true), Fraction(1, 6));
}

TEST(TriploSeisGame, WorkedExampleOfTheSource) {
  auto game = make_game("triplo_seis", {{"players", "5"}, {"rounds", "1"}});
  auto s = game->initial_state();
  play(*s, {"throw 2-1-1", "call 532", "believe"});
  EXPECT_EQ(cup(*s).dice(), dice("1-1-2"));
  play(*s, {"keep 2", "throw 4-4"});
  EXPECT_EQ(reading(cup(*s).dice()), 442);
  play(*s, {"call 652", "believe", "keep 4-4", "throw 6"});
  EXPECT_EQ(reading(cup(*s).dice()), 644);
  // A call may be written with spaces, commas or dashes between its digits.
  for (const char* spelled : {"call 6 5 4", "call 6,5,4", "call 6, 5, 4", "call 6-5-4", "654"}) {
    const auto parsed = s->parse_action(spelled);
    ASSERT_TRUE(parsed.ok) << spelled << ": " << parsed.error;
    EXPECT_EQ(parsed.action, s->parse_action("call 654").action) << spelled;
  }
  EXPECT_FALSE(s->parse_action("call 6 5").ok);
  play(*s, {"call 654"});
  EXPECT_EQ(cup(*s).table(), 4);
  play(*s, {"doubt"});
  ASSERT_TRUE(s->is_terminal());
  EXPECT_EQ(net_chips(*s), (std::vector<int64_t>{-1, -1, -5, 7, 0}));
  EXPECT_NE(s->last_event().find("P3 loses and pays a fine of 4; P4 collects 8"), std::string::npos) << s->last_event();
  EXPECT_EQ(s->chips()->total(), 500);
  EXPECT_EQ(s->returns(), (std::vector<double>{0, 0, 0, 1, 0}));
}

TEST(TriploSeisGame, TrueCallsWinForcedAnswersAndRoundsRotate) {
  auto game = make_game("triplo_seis", {{"players", "3"}, {"rounds", "2"}});
  auto s = game->initial_state();
  play(*s, {"throw 6-6-1", "call 661", "doubt"});  // exactly the call: the caller wins
  // P1: ante -1, table +2, fine +2; P2: ante -1, fine -2, and the ante of round 2, which it starts.
  EXPECT_EQ(net_chips(*s), (std::vector<int64_t>{3, -4, 0}));
  EXPECT_EQ(cup(*s).seat(), 1) << "round 2 starts with the next player";
  EXPECT_EQ(cup(*s).table(), 1);
  play(*s, {"throw 1-2-3", "call 111"});
  EXPECT_EQ(s->legal_actions(), std::vector<Action>{kBelieve});
  auto r = s->parse_action("doubt");
  ASSERT_FALSE(r.ok);
  EXPECT_NE(r.error.find("111 cannot be doubted"), std::string::npos) << r.error;
  play(*s, {"believe", "keep all"});
  EXPECT_FALSE(s->parse_action("call 111").ok) << "calls must rise";
  EXPECT_NE(s->parse_action("call 111").error.find("higher than 111"), std::string::npos);
  play(*s, {"call 666"});
  EXPECT_EQ(s->legal_actions(), std::vector<Action>{kDoubt});
  EXPECT_FALSE(s->parse_action("believe").ok);
  play(*s, {"doubt"});  // 321 < 666: the doubter P1 wins the table of 3 and a fine of 3 from P3
  ASSERT_TRUE(s->is_terminal());
  EXPECT_EQ(net_chips(*s), (std::vector<int64_t>{8, -4, -4}));
  EXPECT_EQ(s->chips()->total(), 300);
}

TEST(TriploSeisGame, FinesMayRunIntoDebtAndEndTheMatch) {
  auto game = make_game("triplo_seis", {{"players", "2"}, {"chips", "2"}});
  auto s = game->initial_state();
  play(*s, {"throw 1-1-2", "call 111", "believe", "keep all", "call 222", "doubt"});
  // P1 doubts 211 < 222 and wins: table 3 (two antes by P1, one by P2), fine 3: P2 owes 2.
  ASSERT_TRUE(s->is_terminal());
  EXPECT_EQ(s->scores(), (std::vector<double>{6, -2}));
  EXPECT_NE(s->last_event().find("P2 has no chip left for the ante"), std::string::npos) << s->last_event();
}

TEST(TriploSeisGame, RefusalsSayWhatIsAllowed) {
  auto game = make_game("triplo_seis", {{"players", "2"}});
  auto s = game->initial_state();
  EXPECT_FALSE(s->parse_action("throw 1-2").ok);
  play(*s, {"throw 5-4-1"});
  for (auto text : {"call 145", "call 7", "believe", "call"}) EXPECT_FALSE(s->parse_action(text).ok) << text;
  play(*s, {"call 541", "believe"});
  auto r = s->parse_action("keep 6");
  ASSERT_FALSE(r.ok);
  EXPECT_NE(r.error.find("there is no 6 to keep"), std::string::npos) << r.error;
  EXPECT_FALSE(s->parse_action("call 542").ok) << "look and rethrow first";
  // Two spellings of one keep (each must be accepted, not merely equal).
  EXPECT_EQ(accepted(*s, "rethrow 1"), accepted(*s, "keep 4-5"));
  EXPECT_EQ(accepted(*s, "keep all"), accepted(*s, "keep 1-4-5"));
  EXPECT_EQ(accepted(*s, "rethrow 1-4-5"), accepted(*s, "keep none"));
  EXPECT_NE(accepted(*s, "keep all"), accepted(*s, "keep none"));
}

// Two games with the same public history and different dice: every view of a player who has
// not looked under the cup this round, and every action name and move they are told, must be
// identical until a doubt shows the dice. (A player who has looked knows what they saw, so their views
// differ legitimately; the spy test below checks that they hold nothing else.)
TEST(TriploSeisSecrets, ViewsOfOthersDoNotDependOnTheDice) {
  auto game = make_game("triplo_seis", {{"players", "4"}});
  int compared = 0, holder_differs = 0;
  for (uint64_t seed = 1; seed <= 200; ++seed) {
    auto a = game->initial_state(), b = game->initial_state();
    Rng decide(seed), dice_a(seed * 1000 + 1), dice_b(seed * 1000 + 2);
    while (!a->is_terminal()) {
      for (int v = 0; v < 4; ++v) {
        const bool knows = cup(*a).knows_dice(v);
        ASSERT_EQ(knows, cup(*b).knows_dice(v));
        const auto va = a->view_for(v), vb = b->view_for(v);
        if (knows) {
          holder_differs += va->serialize() != vb->serialize();
          continue;
        }
        const auto& turns = cup(*a).turns();
        if (std::any_of(turns.begin(), turns.end(), [&](const CupTurn& t) { return t.seat == v; })) continue;
        ++compared;
        ASSERT_EQ(va->serialize(), vb->serialize()) << "seed " << seed << " viewer " << v;
        ASSERT_EQ(view_text(*a, v), view_text(*b, v)) << "seed " << seed << " viewer " << v;
        ASSERT_EQ(a->render(v, Lang::En), b->render(v, Lang::En)) << "seed " << seed << " viewer " << v;
        ASSERT_EQ(view_text(*a, kSpectator), view_text(*b, kSpectator));
      }
      Action xa, xb;
      if (a->is_chance()) {
        xa = a->sample_chance(dice_a), xb = b->sample_chance(dice_b);
      } else if (cup(*a).phase() == CupPhase::Keep) {
        // Keep the k highest dice, k chosen without looking: same public count, other dice.
        const int k = int(decide.below(4));
        auto top = [&](const State& s) {
          auto v = values_of(cup(s).dice());
          return bets::kKeepBase + multisets(3).index_of(counts_of(std::span<const int>(v).last(k)));
        };
        xa = top(*a), xb = top(*b);
      } else {
        const auto legal = a->legal_actions();
        ASSERT_EQ(legal, b->legal_actions());
        // Mostly believe and raise a little, so rounds go on for a while.
        Action pick = legal[decide.below(uint32_t(legal.size()))];
        if (legal.size() == 2 && decide.below(4) != 0) pick = kBelieve;
        if (legal.front() >= kCallBase) pick = legal[decide.below(uint32_t(std::min<size_t>(3, legal.size())))];
        xa = xb = pick;
      }
      for (int v = kSpectator; v < 4; ++v) {
        if (v != a->acting_player()) {
          ASSERT_EQ(a->action_name_for(xa, v), b->action_name_for(xb, v));
          ASSERT_EQ(move_text(*a, xa, v), move_text(*b, xb, v)) << "seed " << seed << " viewer " << v;
        }
      }
      const bool doubt = !a->is_chance() && xa == kDoubt;
      a->apply(xa), b->apply(xb);
      if (doubt) break;  // the dice are shown: views may differ from here
    }
  }
  EXPECT_GT(compared, 3000);
  EXPECT_GT(holder_differs, 100) << "the holders' views must show their (different) dice";
}

namespace {
// A bot that checks what it is handed: a view in which only its own knowledge is present.
class SpyBot : public Bot {
 public:
  Action choose(const State& state, Rng& rng) override {
    const auto& s = cup(state);
    const int me = state.current_player();
    for (int v = -1; v < state.game().num_players(); ++v) {
      if (v != me) {
        EXPECT_FALSE(s.knows_dice(v));
      }
    }
    if (s.phase() == CupPhase::Respond) {
      ++responses;
      EXPECT_THROW(s.dice(), std::logic_error);
      EXPECT_TRUE(view_json(state, kReferee)["dice"].is_null()) << "not even a referee's look finds them";
      EXPECT_NE(state.serialize().find("dice=?"), std::string::npos);
      for (const auto& t : s.turns()) {
        if (t.seat != me) {
          EXPECT_FALSE(t.secrets);
        }
      }
    } else {
      EXPECT_NO_THROW(s.dice());
    }
    return RandomBot().choose(state, rng);
  }
  int responses = 0;
};
}  // namespace

TEST(TriploSeisSecrets, BotsReceiveOnlyTheirView) {
  auto game = make_game("triplo_seis", {{"players", "3"}});
  SpyBot spy;
  std::vector<Bot*> bots = {&spy, &spy, &spy};
  for (uint64_t seed = 1; seed <= 30; ++seed) play_out(*game, bots, seed);
  EXPECT_GT(spy.responses, 100);
}

TEST(TriploSeisBluffer, PlaysTheExactOdds) {
  auto game = make_game("triplo_seis", {{"players", "2"}});
  TriploSeisBluffer bot;
  Rng rng(1);
  auto s = game->initial_state();
  play(*s, {"throw 5-4-1"});
  EXPECT_EQ(s->action_to_string(bot_action(bot, *s, rng)), "call 541") << "a first call tells the truth";
  play(*s, {"call 541", "believe"});
  EXPECT_EQ(s->action_to_string(bot_action(bot, *s, rng)), "keep 4-5") << "5/6 beats every other keep";
  play(*s, {"keep 4-5", "throw 1"});
  EXPECT_EQ(s->action_to_string(bot_action(bot, *s, rng)), "call 542") << "cannot beat 541 truly: lowest bluff";
  s = game->initial_state();
  play(*s, {"throw 6-4-4", "call 431", "believe", "keep all"});
  EXPECT_EQ(s->action_to_string(bot_action(bot, *s, rng)), "call 644") << "the truth when it is above the call";
}

TEST(TriploSeisBluffer, ModelOfAFirstCallIsTheExactChance) {
  auto game = make_game("triplo_seis", {{"players", "2"}});
  for (const char* call : {"111", "532", "654", "666"}) {
    auto s = game->initial_state();
    play(*s, {"throw 1-1-1", std::string("call ") + call});
    const int c = parse_call(call);
    const double expected = c == 111 ? 1.0 : chance_to_beat({}, all_calls()[call_index(c) - 1]).value();
    EXPECT_NEAR(model_call(cup(*s->view_for(1))).call_true, expected, 1e-12) << call;
  }
  // After a belief with no rethrow the model's dice are fresh dice reading at least the call
  // believed: P(>= 651 | >= 432) = P(> 644) / P(> 431).
  auto s = game->initial_state();
  play(*s, {"throw 6-6-6", "call 432", "believe", "keep all", "call 651"});
  const auto b = model_call(cup(*s->view_for(0)));
  EXPECT_NEAR(b.call_true, chance_to_beat({}, 644).value() / chance_to_beat({}, 431).value(), 1e-12);
}

TEST(TriploSeisBluffer, BeatsRandomPlayers) {
  auto game = make_game("triplo_seis", {{"players", "2"}});
  TriploSeisBluffer bluffer;
  RandomBot random;
  std::vector<Bot*> bots = {&bluffer, &random};
  double share = 0;
  const int games = 400;
  for (int g = 0; g < games; ++g) {
    std::swap(bots[0], bots[1]);
    auto end = play_out(*game, bots, 1000 + g);
    share += end->returns()[bots[0] == &bluffer ? 0 : 1];
  }
  EXPECT_GT(share / games, 0.6);
}

// One chip on the table is "1 chip".
TEST(TriploSeisGame, OneChipIsSingular) {
  auto g = make_game("triplo_seis", {{"players", "2"}, {"chips", "2"}});
  auto s = g->initial_state();
  const auto text = s->render(0, Lang::En);
  EXPECT_NE(text.find("On the table: 1 chip\n"), std::string::npos) << text;
  EXPECT_NE(text.find("     1 chip  (-1)"), std::string::npos) << "the ante left P1 one chip: " << text;
  EXPECT_NE(text.find("     2 chips (+0)"), std::string::npos) << text;
  EXPECT_EQ(text.find("1 chips"), std::string::npos) << text;
}

// The others read a keep and its rethrow once each ("keeps 1 die under the
// cup", "rethrows 2 dice under the cup"), not "rethrows 2 dice" then "throws 2 dice under the cup".
TEST(TriploSeisSecrets, OthersReadAKeepAndItsRethrowOnce) {
  auto g = make_game("triplo_seis", {{"players", "3"}});
  auto s = g->initial_state();
  auto name_for_p3 = [&](const std::string& text) {
    const auto parsed = s->parse_action(text);
    EXPECT_TRUE(parsed.ok) << text << ": " << parsed.error;
    const auto name = s->action_name_for(parsed.action, 2);
    s->apply(parsed.action);
    return name;
  };
  EXPECT_EQ(name_for_p3("throw 5-4-1"), "throws 3 dice under the cup");
  EXPECT_EQ(name_for_p3("call 541"), "call 541");
  EXPECT_EQ(name_for_p3("believe"), "believe");
  EXPECT_EQ(name_for_p3("keep 5"), "keeps 1 die under the cup");
  EXPECT_EQ(name_for_p3("throw 6-6"), "rethrows 2 dice under the cup");
  EXPECT_EQ(name_for_p3("call 665"), "call 665");
  EXPECT_EQ(name_for_p3("believe"), "believe");
  // P3 holds the cup: its own keep is told plainly to itself, as counts to P1.
  const auto keep = s->parse_action("keep none");
  ASSERT_TRUE(keep.ok) << keep.error;
  EXPECT_EQ(s->action_name_for(keep.action, 2), "keep none");
  EXPECT_EQ(s->action_name_for(keep.action, 0), "keeps no die under the cup");
  EXPECT_EQ(s->action_name_for(accepted(*s, "keep all"), 0), "keeps all 3 dice under the cup");
  s->apply(keep.action);
  EXPECT_EQ(s->action_name_for(accepted(*s, "throw 1-2-3"), 0), "rethrows 3 dice under the cup");
}
