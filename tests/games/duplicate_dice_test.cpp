// Dice by position (RULES.md §5, `dice=duplicate`): throw t of round r shows the first values of
// the sequence (seed, r, t) deals, for every seat and whatever was kept; the default deals as
// before; records say where each throw fell, and the verifier holds a record to it. The worked
// example of RULES.md is read from the document itself.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>

#include "catalog/registry.h"
#include "core/deal.h"
#include "core/error.h"
#include "core/match.h"
#include "games/category/category_game.h"
#include "games/farkle/farkle_game.h"
#include "present/record_json.h"
#include "table/table.h"

using namespace cubilete;

namespace {

// The first `count` values the seed deals at throw t of round r, in the order drawn.
std::vector<int> values_at(uint64_t seed, uint32_t round, uint32_t t, int count) {
  Rng rng(derive_seed(seed, position_stream({round, t})));
  std::vector<int> out;
  for (int i = 0; i < count; ++i) out.push_back(rng.die());
  return out;
}

std::string sorted_dice(std::vector<int> values) {
  std::sort(values.begin(), values.end());
  return format_dice(counts_of(values));
}

// "throw 1-1-2-5-6" -> "1-1-2-5-6"
std::string dice_of(const std::string& throw_text) { return throw_text.substr(throw_text.find(' ') + 1); }

// A game's table with people in every seat, so that the test decides and the table deals.
std::unique_ptr<table::Table> people_table(const std::string& game, Assignments rules, uint64_t seed) {
  const auto& entry = find_game(game);
  const int players = int(make_game(entry, rules)->num_players());
  return std::make_unique<table::Table>(
      table::TableSetup{&entry, std::move(rules), std::vector<std::string>(players, "human"), seed, false});
}

// Applies `text` (a decision) for the seat to move, then deals every throw that follows.
void decide(table::Table& t, const std::string& text) {
  const auto parsed = t.state().parse_action(text);
  ASSERT_TRUE(parsed.ok) << text << ": " << parsed.error;
  t.apply(parsed.action, Decider::Person);
  t.deal_chance();
}

std::string last_throw(const table::Table& t) {
  for (auto it = t.log().rbegin(); it != t.log().rend(); ++it)
    if (it->chance()) return dice_of(it->text);
  return "";
}

TEST(DuplicateDice, AThrowOfKDiceShowsTheFirstKValuesWhoeverThrowsAndWhateverWasKept) {
  const uint64_t seed = 77;
  const auto table = people_table("yatzy", {{"players", "2"}, {"dice", "duplicate"}}, seed);
  auto& t = *table;
  t.deal_chance();
  const std::string served = last_throw(t);
  EXPECT_EQ(served, sorted_dice(values_at(seed, 1, 1, 5)));
  // Seat 0 keeps nothing (five dice again); seat 1 keeps two dice (three again).
  decide(t, "keep none");
  EXPECT_EQ(last_throw(t), sorted_dice(values_at(seed, 1, 2, 5)));
  decide(t, "score chance");
  EXPECT_EQ(last_throw(t), served) << "every seat of the round is served the same dice";
  const auto values = parse_dice(served);
  decide(t, "keep " + std::to_string(values[0]) + "-" + std::to_string(values[1]));
  EXPECT_EQ(last_throw(t), sorted_dice(values_at(seed, 1, 2, 3))) << "the first three of what seat 0 saw";
  decide(t, "score chance");
  EXPECT_EQ(last_throw(t), sorted_dice(values_at(seed, 2, 1, 5))) << "round 2, throw 1";
  EXPECT_EQ(t.record().positions, (std::vector<DealPosition>{{1, 1}, {1, 2}, {1, 1}, {1, 2}, {2, 1}}));
}

TEST(DuplicateDice, TwoSeatsThatChooseAlikeGetTheSameDiceAndTheSameScores) {
  for (const std::string game : {"general", "generala", "crag", "yahtzee", "yatzy"}) {
    Assignments rules{{"players", "2"}, {"dice", "duplicate"}};
    if (game == "generala") rules.emplace_back("served_generala_wins", "false");
    const auto table = people_table(game, rules, 2026);
    auto& t = *table;
    t.deal_chance();
    std::vector<std::string> seen[2];
    std::vector<Action> legal;
    // Each seat's choice depends only on what it sees (the same round, throw and legal actions).
    for (int step = 0; !t.over(); ++step) {
      const int seat = t.to_move();
      const auto& state = static_cast<const category::CategoryState&>(t.state());
      state.legal_actions(legal);
      seen[seat].push_back(last_throw(t));
      const size_t pick = size_t(state.round() * 7 + state.throws_done() * 3) % legal.size();
      t.apply(legal[pick], Decider::Person);
      t.deal_chance();
    }
    EXPECT_EQ(seen[0], seen[1]) << game;
    EXPECT_EQ(t.state().scores()[0], t.state().scores()[1]) << game;
    EXPECT_GT(seen[0].size(), 13u) << game;
  }
}

TEST(DuplicateDice, FarkleDealsEachSeatsTurnNByTheThrowsOfThatTurn) {
  const uint64_t seed = 5;
  const auto table = people_table("farkle", {{"players", "2"}, {"dice", "duplicate"}, {"entry", "0"}}, seed);
  auto& t = *table;
  t.deal_chance();
  std::vector<Action> legal;
  for (int step = 0; step < 400 && !t.over(); ++step) {
    const auto& state = static_cast<const farkle::FarkleState&>(t.state());
    state.legal_actions(legal);
    // Bank once the turn holds 300 points, else throw on (after some selection).
    Action a = legal.back();
    if (std::find(legal.begin(), legal.end(), farkle::kBank) != legal.end())
      a = state.turn_total() >= 300 ? farkle::kBank : farkle::kRoll;
    t.apply(a, Decider::Person);
    t.deal_chance();
  }
  // Every throw is the first values of its (turn, throw) position: check through the record.
  size_t throws = 0;
  const auto& log = t.log();
  const auto& positions = t.record().positions;
  for (const auto& entry : log)
    if (entry.chance()) {
      const auto dice = parse_dice(dice_of(entry.text.substr(0, entry.text.find(" (farkle)"))));
      ASSERT_LT(throws, positions.size());
      const auto p = positions[throws++];
      EXPECT_EQ(sorted_dice(dice), sorted_dice(values_at(seed, p.round, p.throw_index, int(dice.size()))));
    }
  EXPECT_EQ(throws, positions.size());
  // A turn's throws count from 1, and seat s's n-th turn is round n.
  uint32_t turn = 0;
  for (size_t i = 0; i < positions.size(); ++i) {
    if (positions[i].throw_index == 1) ++turn;
    else ASSERT_EQ(positions[i].throw_index, positions[i - 1].throw_index + 1);
    EXPECT_EQ(positions[i].round, (turn - 1) / 2 + 1);
  }
  EXPECT_GT(turn, 6u);
  EXPECT_TRUE(std::any_of(positions.begin(), positions.end(), [](const DealPosition& p) { return p.throw_index >= 3; }));
}

TEST(DuplicateDice, TheDefaultDealsInSequenceAndRecordsNoPositions) {
  const auto& entry = find_game("generala");
  auto game = make_game(entry, {});
  EXPECT_EQ(game->rules().get_choice("dice"), "sequential");
  auto bot = make_bot(entry, *game, "greedy");
  std::vector<Bot*> seats(2, bot.get());
  GameRecord record;
  play_out(*game, seats, 2026, &record);
  EXPECT_TRUE(record.positions.empty());
  EXPECT_FALSE(record_to_json(record).contains("positions"));
  EXPECT_EQ(record.actions.front(), "throw 1-1-1-5-6") << "the golden game's first throw (seed 2026)";
}

TEST(DuplicateDice, ServedGeneralaWinsIsRefusedForSeveralSeats) {
  const auto& entry = find_game("generala");
  try {
    make_game(entry, {{"players", "2"}, {"dice", "duplicate"}});
    FAIL() << "accepted";
  } catch (const UsageError& e) {
    EXPECT_NE(std::string(e.what()).find("served_generala_wins=false"), std::string::npos) << e.what();
  }
  EXPECT_NO_THROW(make_game(entry, {{"players", "1"}, {"dice", "duplicate"}}));
  EXPECT_NO_THROW(make_game(entry, {{"players", "2"}, {"dice", "duplicate"}, {"served_generala_wins", "false"}}));
}

TEST(DuplicateDice, ARecordsPositionsRoundTripAndBadOnesAreRefusedInWords) {
  const auto& entry = find_game("crag");
  auto game = make_game(entry, {{"players", "1"}, {"dice", "duplicate"}});
  auto bot = make_bot(entry, *game, "greedy");
  std::vector<Bot*> seats{bot.get()};
  GameRecord record;
  record.game = "crag";
  record.rules = assignments_of(game->rules());
  record.players = {"greedy"};
  play_out(*game, seats, 9, &record);
  ASSERT_FALSE(record.positions.empty());
  auto j = record_to_json(record);
  EXPECT_EQ(j["positions"][0], nlohmann::json::array({1, 1}));
  EXPECT_EQ(record_from_json(j).positions, record.positions);
  for (const auto& bad : {nlohmann::json("1,1"), nlohmann::json::array({nlohmann::json::array({1})}),
                          nlohmann::json::array({nlohmann::json::array({0, 1})}),
                          nlohmann::json::array({nlohmann::json::array({1, -2})})}) {
    j["positions"] = bad;
    EXPECT_THROW(record_from_json(j), UsageError) << bad;
  }
}

// RULES.md §5's worked example, read from the document.
TEST(DuplicateDice, TheWorkedExampleOfTheRules) {
  std::ifstream in(std::filesystem::path(CUBILETE_DOCS_DIR) / "RULES.md");
  ASSERT_TRUE(in) << "docs/RULES.md";
  std::string line;
  bool inside = false;
  uint64_t seed = 0;
  int checked_values = 0, checked_games = 0;
  std::unique_ptr<table::Table> t;
  std::map<int, std::vector<std::string>> by_seat;  // P -> action lists, in order of appearance
  std::vector<std::pair<int, std::string>> order;   // (seat, actions) in record order
  auto play_game = [&]() {
    if (!t) return;
    t->deal_chance();
    for (const auto& [seat, actions] : order) {
      std::stringstream words(actions);
      std::string action;
      while (std::getline(words, action, ',')) {
        action.erase(0, action.find_first_not_of(' '));
        if (action.rfind("throw ", 0) == 0) {
          EXPECT_EQ(last_throw(*t), dice_of(action)) << "seat P" << seat << ": " << action;
          continue;
        }
        ASSERT_EQ(t->to_move(), seat - 1) << action;
        decide(*t, action);
      }
    }
    ++checked_games;
    order.clear();
  };
  while (std::getline(in, line)) {
    if (line == "```duplicate-dice") {
      inside = true;
      continue;
    }
    if (!inside) continue;
    if (line == "```") break;
    std::stringstream words(line);
    std::string word;
    words >> word;
    if (word == "seed") {
      words >> seed;
    } else if (word == "round") {
      uint32_t round = 0, t_index = 0;
      std::string throw_word, colon;
      words >> round >> throw_word >> t_index;
      std::string rest;
      std::getline(words, rest);
      rest = rest.substr(rest.find(':') + 1);
      std::stringstream values_text(rest);
      std::vector<int> values;
      for (int v; values_text >> v;) values.push_back(v);
      EXPECT_EQ(values, values_at(seed, round, t_index, 6)) << line;
      ++checked_values;
    } else if (word == "game") {
      play_game();
      std::string id;
      words >> id;
      Assignments rules{{"dice", "duplicate"}};
      for (std::string kv; words >> kv;) rules.emplace_back(kv.substr(0, kv.find('=')), kv.substr(kv.find('=') + 1));
      t = people_table(id, rules, seed);
    } else if (word.size() == 2 && word[0] == 'P') {
      std::string actions;
      std::getline(words, actions);
      order.emplace_back(word[1] - '0', actions);
    }
  }
  play_game();
  EXPECT_EQ(checked_values, 4);
  EXPECT_EQ(checked_games, 3);
}

}  // namespace
