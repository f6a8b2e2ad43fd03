// The table layer shared by the terminal and the server: seats, dealing from the seed, names per
// viewer, replaying a stored record (with its chance outcomes checked), undo, advisor and report.
#include "table/table.h"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "core/error.h"
#include "core/match.h"

namespace cubilete::table {
namespace {

Table bots_only(const std::string& game, std::vector<std::string> players, uint64_t seed, Assignments rules = {}) {
  rules.emplace_back("players", std::to_string(players.size()));
  return Table({&find_game(game), rules, players, seed});
}

void play_to_end(Table& t) {
  while (!t.over()) {
    if (t.to_move() == kChancePlayer)
      t.apply_chance();
    else
      t.apply(t.bot_choice(t.to_move()), false);
  }
}

TEST(Table, PlaysTheSameGameAsTheMatchRunner) {
  // The terminal and the server deal and ask bots exactly as simulate's play_out does.
  for (const char* game : {"generala", "farkle", "triplo_seis", "damma"}) {
    const auto& entry = find_game(game);
    const std::string bot = quick_bot(entry, entry.bots.names.front());
    Table t = bots_only(game, {bot, bot}, 77, {});
    play_to_end(t);
    auto g = make_game(entry, {{"players", "2"}});
    auto b0 = make_bot(entry, *g, bot), b1 = make_bot(entry, *g, bot);
    GameRecord rec;
    auto final_state = play_out(*g, {b0.get(), b1.get()}, 77, &rec);
    EXPECT_EQ(t.record().actions, rec.actions) << game;
    EXPECT_EQ(t.state().serialize(), final_state->serialize()) << game;
  }
}

TEST(Table, ReplayOfAStoredRecordChecksEveryDealtOutcome) {
  Table t = bots_only("generala", {"greedy", "greedy"}, 5);
  play_to_end(t);
  Table again = bots_only("generala", {"greedy", "greedy"}, 5);
  again.replay_recorded(t.record().actions);
  EXPECT_EQ(again.state().serialize(), t.state().serialize());
  EXPECT_EQ(again.version(), t.version());

  // A throw changed in the record is found, whatever it changes.
  auto tampered = t.record().actions;
  size_t throw_index = 0;
  while (tampered[throw_index].rfind("throw", 0) != 0 && tampered[throw_index].rfind("roll", 0) != 0) ++throw_index;
  Table probe = bots_only("generala", {"greedy", "greedy"}, 5);
  std::vector<std::string> before(tampered.begin(), tampered.begin() + std::ptrdiff_t(throw_index));
  probe.replay_recorded(before);
  std::string other;
  std::vector<ChanceOutcome> outcomes;
  probe.state().chance_outcomes(outcomes);
  for (const auto& o : outcomes)
    if (probe.state().action_to_string(o.action) != tampered[throw_index]) other = probe.state().action_to_string(o.action);
  tampered[throw_index] = other;
  Table bad = bots_only("generala", {"greedy", "greedy"}, 5);
  try {
    bad.replay_recorded(tampered);
    FAIL() << "a tampered throw was accepted";
  } catch (const UsageError& e) {
    EXPECT_NE(std::string(e.what()).find(fmt::format("record action {}", throw_index + 1)), std::string::npos)
        << e.what();
    EXPECT_NE(std::string(e.what()).find("the seed deals"), std::string::npos) << e.what();
  }
  // Another seed deals other dice: the same record does not replay.
  Table wrong_seed = bots_only("generala", {"greedy", "greedy"}, 6);
  EXPECT_THROW(wrong_seed.replay_recorded(t.record().actions), UsageError);
}

TEST(Table, SecretActionsAreNamedPerViewer) {
  Table t = bots_only("triplo_seis", {"bluffer", "bluffer", "bluffer"}, 11, {{"rounds", "1"}});
  bool hidden_seen = false;
  while (!t.over()) {
    const auto& done = t.to_move() == kChancePlayer ? t.apply_chance() : t.apply(t.bot_choice(t.to_move()), false);
    if (done.names.empty()) continue;
    hidden_seen = true;
    // Spectators and the other seats learn only how many dice; the owner sees them.
    for (int viewer = kSpectator; viewer < 3; ++viewer) {
      const std::string& name = done.name_for(viewer);
      if (viewer == done.actor)
        EXPECT_EQ(name, done.text);
      else
        EXPECT_TRUE(name.find("under the cup") != std::string::npos || name.find("rethrows") != std::string::npos)
            << name;
    }
    EXPECT_EQ(done.name_for(kReferee), done.text);
  }
  EXPECT_TRUE(hidden_seen);
}

TEST(Table, BotWorkRunsOnACopyAndGivesTheSynchronousChoice) {
  Table a = bots_only("generala", {"greedy", "greedy"}, 9);
  Table b = bots_only("generala", {"greedy", "greedy"}, 9);
  while (!a.over()) {
    if (a.to_move() == kChancePlayer) {
      a.apply_chance();
      b.apply_chance();
      continue;
    }
    auto work = a.bot_move(a.to_move(), false);
    const Action chosen = work();
    a.apply(chosen, false);
    b.apply(b.bot_choice(b.to_move()), false);
    ASSERT_EQ(a.record().actions.back(), b.record().actions.back());
  }
  // A stand-in plays a person's seat with the game's default bot.
  Table people({&find_game("generala"), {{"players", "2"}}, {"human", "human"}, 3});
  people.deal_chance();
  const int seat = people.to_move();
  EXPECT_TRUE(people.state().is_legal(people.bot_move(seat, true)()));
  EXPECT_THROW(people.bot_move(1 - seat, true), UsageError);
}

TEST(Table, UndoReplaysToBeforeThePersonsLastDecision) {
  Table t({&find_game("generala"), {{"players", "2"}}, {"human", "greedy"}, 4});
  t.deal_chance();
  const auto before = t.state().serialize();
  const size_t version = t.version();
  t.apply(t.parse("keep 1").action, true);
  t.deal_chance();
  EXPECT_TRUE(t.undo_last_decision_of(0));
  EXPECT_EQ(t.state().serialize(), before);
  EXPECT_EQ(t.version(), version);
  EXPECT_FALSE(t.undo_last_decision_of(0));
}

TEST(Table, ReportListsThePersonsLosingDecisions) {
  Table t({&find_game("crag"), {{"players", "1"}, {"scratch", "any"}}, {"human"}, 3});
  // Write every first throw in the first open category: surely some of it loses points.
  while (!t.over()) {
    if (t.to_move() == kChancePlayer) {
      t.apply_chance();
      continue;
    }
    auto ranked = t.advise();
    ASSERT_FALSE(ranked.empty());
    auto legal = t.state().legal_actions();
    t.apply(legal.back(), true);
  }
  auto report = t.report();
  ASSERT_EQ(report.size(), 1u);
  EXPECT_EQ(report[0].decisions, 13);
  EXPECT_GT(report[0].lost, 1.0);
  double sum = 0;
  for (const auto& item : report[0].items) {
    EXPECT_GT(item.loss, 0);
    EXPECT_NEAR(item.best_value - item.chosen_value, item.loss, 1e-9);
    sum += item.loss;
    // The same structured (a front end words it in its language): the situation the words
    // describe, the move chosen and the better one.
    const auto situation = nlohmann::json::parse(item.situation);
    std::string dice;
    for (int d : situation["dice"]) dice += (dice.empty() ? "" : "-") + std::to_string(d);
    const int left = situation["throws_left"];
    EXPECT_EQ(item.where,
              fmt::format("round {:>2}, dice {}, {} throw{} left", situation["round"].get<int>(),
                          dice, left, left == 1 ? "" : "s"));
    const auto chosen = nlohmann::json::parse(item.chosen_move),
               best = nlohmann::json::parse(item.best_move);
    EXPECT_EQ(chosen["kind"], "score") << item.chosen;
    EXPECT_EQ("score " + chosen["category"].get<std::string>(), item.chosen);
    if (best["kind"] == "score")
      EXPECT_EQ("score " + best["category"].get<std::string>(), item.best);
    else
      EXPECT_EQ(best["kind"], "keep") << item.best;
  }
  EXPECT_NEAR(sum, report[0].lost, 1e-9);
}

// Where the advisor ranks by the chance of winning (two players, a solved table), the report
// measures each decision's loss in that chance; if any decision lacks one, in points. The
// advisor here is crag's, with a chance derived from its points (a solved two-player table
// takes minutes, too long for a unit test).
TEST(Table, ReportMeasuresInChancesWhereTheAdvisorGivesThem) {
  GameEntry entry = find_game("crag");
  const auto points_advise = entry.analysis.advise;
  bool every_decision = true;
  int calls = 0;
  entry.analysis.advise = [&](const Game& g, const State& s) {
    auto ranked = points_advise(g, s);
    if (every_decision || ++calls % 2 == 0)
      for (auto& r : ranked) r.win_chance = r.expected / 1000;
    return ranked;
  };
  const auto play_badly = [&entry] {
    Table t({&entry, {{"players", "1"}, {"scratch", "any"}}, {"human"}, 3});
    while (!t.over()) {
      if (t.to_move() == kChancePlayer) {
        t.apply_chance();
        continue;
      }
      t.apply(t.state().legal_actions().back(), true);
    }
    return t.report();
  };
  auto report = play_badly();
  ASSERT_EQ(report.size(), 1u);
  EXPECT_TRUE(report[0].in_chances);
  EXPECT_EQ(report[0].measure, entry.analysis.win_measure.en);
  ASSERT_FALSE(report[0].items.empty());
  for (const auto& item : report[0].items) {
    EXPECT_LT(item.best_value, 1.0);
    EXPECT_NEAR(item.best_value - item.chosen_value, item.loss, 1e-12);
  }
  const double lost_in_chances = report[0].lost;
  every_decision = false;  // some rankings come without chances: the report stays in points
  report = play_badly();
  EXPECT_FALSE(report[0].in_chances);
  EXPECT_EQ(report[0].measure, entry.analysis.advice_measure.en);
  EXPECT_NEAR(report[0].lost, 1000 * lost_in_chances, 1e-6);
}

// Yahtzee and Yatzy have no two-player table (their upper bonus puts both subtotals in the
// state): a two-player game is advised and reported in points. Asking for a hint used to end the
// terminal game with the solver's refusal.
TEST(Table, TwoPlayerYahtzeeIsAdvisedAndReportedInPoints) {
  Table t({&find_game("yahtzee"), {{"players", "2"}}, {"human", "human"}, 5});
  int advised = 0;
  while (!t.over()) {
    if (t.to_move() == kChancePlayer) {
      t.apply_chance();
      continue;
    }
    const auto ranked = t.advise();
    ASSERT_FALSE(ranked.empty());
    EXPECT_FALSE(ranked.front().win_chance);
    ++advised;
    t.apply(t.state().legal_actions().back(), true);
  }
  EXPECT_GE(advised, 2 * 13);
  const auto report = t.report();
  ASSERT_EQ(report.size(), 2u);
  for (const auto& r : report) {
    EXPECT_FALSE(r.in_chances);
    EXPECT_GE(r.decisions, 13);
  }
}

TEST(Table, TablesWithTheSameRulesShareOneGame) {
  Table a({&find_game("generala"), {{"players", "2"}}, {"human", "greedy"}, 1});
  Table b({&find_game("generala"), {{"players", "2"}, {"served_bonus", "5"}}, {"greedy", "human"}, 2});
  Table c({&find_game("generala"), {{"players", "2"}, {"served_bonus", "10"}}, {"greedy", "human"}, 2});
  EXPECT_EQ(&a.game(), &b.game());  // served_bonus=5 is the default: the same rules
  EXPECT_NE(&a.game(), &c.game());
  EXPECT_THROW(shared_game(find_game("generala"), {{"served_bonus", "x"}}), UsageError);
}

// The online table lets a person throw their own dice in the games that are mostly throws: the
// table says whose throw waits for a tap, and deals the rest (bots', and throws that come with
// the person's own decision) at once.
TEST(Table, PeopleThrowTheirOwnDiceWhereTheGameSaysSo) {
  Table t(
      {&find_game("multiplicacao"), {{"players", "2"}, {"rounds", "1"}}, {"human", "greedy"}, 4});
  EXPECT_EQ(t.hand_thrower(), 0) << "the first throw waits for the person";
  EXPECT_EQ(t.seat_to_act(), 0);
  t.deal_chance({}, true);
  EXPECT_EQ(t.version(), 0u) << "stopping for hands deals nothing";
  int taps = 0, refusals = 0;
  for (int guard = 0; guard < 200 && !t.over(); ++guard) {
    if (t.hand_thrower() >= 0) {
      EXPECT_EQ(t.hand_thrower(), 0) << "only the person taps";
      t.apply_chance();
      ++taps;
    } else if (t.to_move() == 0) {
      t.apply(t.parse("refuse").action, true);
      ++refusals;
      EXPECT_EQ(t.hand_thrower(), -1) << "a refusal's rethrow comes with it";
    } else if (t.to_move() >= 0) {
      t.apply(t.bot_choice(t.to_move()), false);
    }
    t.deal_chance({}, true);
  }
  EXPECT_EQ(taps, 3) << "three throws a turn: three dice, two, the last";
  EXPECT_GE(refusals, 1) << "at least the last die";
  EXPECT_TRUE(t.over());
  // Games without the option never wait.
  Table g({&find_game("generala"), {{"players", "1"}}, {"human"}, 4});
  EXPECT_EQ(g.hand_thrower(), -1);
}

TEST(Table, StateAtReplaysTheRecordToAnyStep) {
  Table t = bots_only("triplo_seis", {"bluffer", "bluffer"}, 12, {{"rounds", "1"}});
  play_to_end(t);
  for (uint64_t v : {uint64_t(0), uint64_t(3), t.version()}) {
    auto at = t.state_at(v);
    Table again = bots_only("triplo_seis", {"bluffer", "bluffer"}, 12, {{"rounds", "1"}});
    again.replay_recorded(
        {t.record().actions.begin(), t.record().actions.begin() + std::ptrdiff_t(v)});
    EXPECT_EQ(at->serialize(), again.state().serialize()) << v;
  }
  EXPECT_THROW(t.state_at(t.version() + 1), UsageError);
}

}  // namespace
}  // namespace cubilete::table
