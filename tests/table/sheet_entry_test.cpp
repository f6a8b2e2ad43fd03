// The score sheet for real dice (docs/sheet.md): a game entered throw by throw is the game its
// record replays, with the same totals and analysis; a game entered by final dice has the same
// totals; bad entries are refused with their reason and change nothing; undo restores the state.
#include "table/sheet_entry.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <cmath>

#include "catalog/analyse_record.h"
#include "core/dice.h"
#include "core/error.h"
#include "games/category/category_game.h"
#include "present/record_json.h"
#include "verify/verify_record.h"

namespace cubilete::table {
namespace {

struct Sheet {
  const char* game;
  Assignments rules;
  int players;
};

// Every game with a sheet, the category games also under variant options.
const std::vector<Sheet>& sheets() {
  static const std::vector<Sheet> all = {
      {"general", {}, 2},
      {"generala", {}, 3},
      {"generala", {{"served_bonus", "10"}, {"double_generala", "100"}, {"straight_wraps", "true"}}, 2},
      {"generala", {{"served_generala_wins", "false"}, {"generala_points", "50"}, {"scratch", "when_nothing_fits"}}, 2},
      {"crag", {}, 3},
      {"yahtzee", {}, 2},
      {"yatzy", {}, 2},
      {"farkle", {{"target", "3000"}}, 2},
      {"centenario", {}, 2},
      {"matterhorn", {}, 2},
      {"multiplicacao", {{"rounds", "4"}}, 3},
  };
  return all;
}

Assignments with_players(Assignments rules, int players) {
  rules.emplace_back("players", std::to_string(players));
  return rules;
}

// A game dealt from `seed` and played by the game's first bot in every seat.
GameRecord dealt_game(const Sheet& s, uint64_t seed) {
  const auto& entry = find_game(s.game);
  const std::string bot = entry.bots.names.empty() ? "random" : quick_bot(entry, entry.bots.names.front());
  Table t({&entry, with_players(s.rules, s.players), std::vector<std::string>(size_t(s.players), bot), seed});
  while (!t.over()) {
    if (t.to_move() == kChancePlayer) t.apply_chance();
    else t.apply(t.bot_choice(t.to_move()), false);
  }
  return t.record();
}

Table sheet_table(const Sheet& s) {
  TableSetup setup{&find_game(s.game), with_players(s.rules, s.players),
                   std::vector<std::string>(size_t(s.players), "human"), 0};
  setup.dice_entered = true;
  return Table(setup);
}

// The faces of "throw 2-5-6" or "final 3-3-3-5-5" (none: "throw nothing").
std::vector<int> faces_of(const std::string& action) {
  std::vector<int> faces;
  for (char c : action.substr(action.find(' ') + 1))
    if (c >= '1' && c <= '6') faces.push_back(c - '0');
  return faces;
}

bool is_throw(const std::string& action) { return action.rfind("throw", 0) == 0; }

// The dealt game's actions typed into `t`: every throw's dice (in a category game, every other throw
// after a keep as the whole cup, the kept dice among it), every decision as its text.
void enter_throw_by_throw(const Sheet& s, const GameRecord& dealt, Table& t) {
  // Kept dice stay in a category game's cup; Farkle's and Multiplicação's are set aside.
  const bool cup = dynamic_cast<const category::CategoryState*>(&t.state()) != nullptr;
  std::vector<int> kept;
  bool whole_cup = false;
  for (const auto& action : dealt.actions) {
    if (is_throw(action)) {
      auto faces = faces_of(action);
      if (!kept.empty() && (whole_cup = !whole_cup)) faces.insert(faces.end(), kept.begin(), kept.end());
      const auto entered = enter_throw(t, faces, int(t.version() % size_t(s.players)));
      EXPECT_TRUE(entered.ok()) << s.game << " " << action << ": " << entered.reason;
      kept.clear();
    } else {
      const auto parsed = t.parse(action);
      ASSERT_TRUE(parsed.ok) << action << ": " << parsed.error;
      if (cup && action.rfind("keep ", 0) == 0 && action != "keep none") kept = faces_of(action);
      t.apply(parsed.action, Decider::Person);
    }
  }
}

GameRecord as_people(GameRecord r) {
  for (auto& p : r.players) p = "human";
  return r;
}

void expect_same_analysis(const GameRecord& a, const GameRecord& b, const std::string& what) {
  const auto x = analyse_record(a).result, y = analyse_record(b).result;
  ASSERT_EQ(x.steps.size(), y.steps.size()) << what;
  for (size_t i = 0; i < x.steps.size(); ++i) {
    EXPECT_EQ(x.steps[i].values, y.steps[i].values) << what << " step " << i;
    EXPECT_EQ(x.steps[i].luck, y.steps[i].luck) << what << " step " << i;
    EXPECT_EQ(x.steps[i].loss, y.steps[i].loss) << what << " step " << i;
  }
  ASSERT_EQ(x.seats.size(), y.seats.size());
  for (size_t i = 0; i < x.seats.size(); ++i) {
    EXPECT_EQ(x.seats[i].result, y.seats[i].result) << what;
    EXPECT_EQ(x.seats[i].luck, y.seats[i].luck) << what;
    EXPECT_EQ(x.seats[i].own_loss, y.seats[i].own_loss) << what;
    EXPECT_EQ(x.seats[i].decisions, y.seats[i].decisions) << what;
  }
}

TEST(SheetEntry, ThrowByThrowIsTheGameItsRecordReplays) {
  for (const auto& s : sheets()) {
    const std::string what = std::string(s.game) + " " + RuleSet::resolve(find_game(s.game).description.options,
                                                                          with_players(s.rules, s.players)).to_string();
    for (uint64_t seed : {11, 12}) {
      const auto dealt = dealt_game(s, seed);
      Table t = sheet_table(s);
      enter_throw_by_throw(s, dealt, t);
      const auto replayed = replay_actions(*make_game(find_game(s.game), dealt.rules), dealt.actions);
      EXPECT_TRUE(t.over()) << what;
      EXPECT_EQ(t.state().scores(), replayed->scores()) << what;
      EXPECT_EQ(t.state().serialize(), replayed->serialize()) << what;
      EXPECT_EQ(t.record().actions, dealt.actions) << what;
      EXPECT_TRUE(t.record().dice_entered);
      ASSERT_EQ(t.record().entered_by.size(), t.record().actions.size());
      // The record says the dice were entered, reads back whole, and verifies with no fairness claim.
      const auto json = record_to_json(t.record());
      EXPECT_EQ(json["dice"], "entered");
      const auto back = record_from_json(json);
      EXPECT_EQ(back.entered_by, t.record().entered_by);
      const auto verified = fair::verify_room_record(json);
      EXPECT_TRUE(verified.ok()) << what << ": " << verified.failure;
      EXPECT_FALSE(verified.fairness_claimed);
      // The analysis: that of the record with the same actions (the category family's by Generala's
      // table, the others' each; Centenário has no decisions).
      const auto& entry = find_game(s.game);
      const bool cheap = std::string(s.game) != "general" && std::string(s.game) != "yahtzee" &&
                         std::string(s.game) != "yatzy";
      if (has_analysis(entry) && cheap && seed == 11) expect_same_analysis(t.record(), as_people(dealt), what);
    }
  }
}

// The dealt game's turns given by their final dice (with `served` where the turn scored its first
// throw), each followed by the decision that ends it.
TEST(SheetEntry, FinalDiceGiveTheSameTotals) {
  for (const auto& s : sheets()) {
    const auto& entry = find_game(s.game);
    const auto dealt = dealt_game(s, 21);
    Table t = sheet_table(s);
    if (!entry.table.real_dice->final_entry) {
      const auto refused = enter_final(t, {1, 2, 3}, false);
      EXPECT_EQ(refused.refusal, EntryRefusal::Illegal) << s.game;
      EXPECT_EQ(refused.reason, entry.table.real_dice->no_final);
      EXPECT_EQ(t.version(), 0u);
      continue;
    }
    const auto game = make_game(entry, dealt.rules);
    auto state = game->initial_state();
    const bool category = dynamic_cast<const category::CategoryState*>(state.get()) != nullptr;
    int finals = 0;
    for (const auto& action : dealt.actions) {
      const auto parsed = state->parse_action(action);
      ASSERT_TRUE(parsed.ok);
      if (!category && state->is_chance()) {
        const auto entered = enter_final(t, faces_of(action), false);
        ASSERT_TRUE(entered.ok()) << s.game << " " << action << ": " << entered.reason;
        ++finals;
      } else if (!category) {
        t.apply(t.parse(action).action, Decider::Person);
      } else if (action.rfind("score ", 0) == 0) {
        const auto& c = static_cast<const category::CategoryState&>(*state);
        const auto hand = values_of(c.category_game().table().counts(c.hand()));
        const auto entered = enter_final(t, hand, c.served());
        ASSERT_TRUE(entered.ok()) << s.game << " " << action << ": " << entered.reason;
        finals += !c.served();
        t.apply(t.parse(action).action, Decider::Person);
      }
      // A served generala ends the game on its throw: the final dice, served, end it too.
      state->apply(parsed.action);
      if (category && state->is_terminal() && !t.over()) {
        const auto& c = static_cast<const category::CategoryState&>(*state);
        ASSERT_TRUE(enter_final(t, values_of(c.category_game().table().counts(c.hand())), true).ok());
      }
    }
    EXPECT_TRUE(t.over()) << s.game;
    EXPECT_EQ(t.state().scores(), state->scores()) << s.game;
    EXPECT_EQ(t.state().returns(), state->returns()) << s.game;
    if (std::string(s.game) == "generala" && s.players == 3) {
      // Where final dice were all there is, luck is not told: each such turn's change is unseen,
      // and the account still adds up.
      const auto a = analyse_record(t.record()).result;
      EXPECT_EQ(a.final_dice_turns, finals);
      for (const auto& step : a.steps) {
        if (step.final_dice) {
          EXPECT_TRUE(step.luck.empty());
        }
      }
      for (const auto& seat : a.seats)
        EXPECT_NEAR(seat.start + seat.luck + seat.unseen - seat.own_loss + seat.others_effect, seat.result, 1e-9);
    }
  }
}

// What one entry leaves: the state and the record, to compare byte for byte.
std::string snapshot(const Table& t) { return t.state().serialize() + "\n" + record_to_json(t.record()).dump(); }

void expect_refused(Table& t, const DiceEntry& entry, EntryRefusal why, const std::string& before, const char* what) {
  EXPECT_EQ(entry.refusal, why) << what << ": " << entry.reason;
  EXPECT_FALSE(entry.reason.empty()) << what;
  EXPECT_EQ(snapshot(t), before) << what;
}

TEST(SheetEntry, BadEntriesAreRefusedWithTheirReasonAndChangeNothing) {
  Table t = sheet_table({"generala", {}, 2});
  std::string before = snapshot(t);
  expect_refused(t, enter_throw(t, {3, 1, 5, 5, 2, 6}), EntryRefusal::BadDice, before, "six faces");
  EXPECT_NE(enter_throw(t, {3, 1, 5, 5, 2, 6}).reason.find("6 faces for a throw of 5 dice"), std::string::npos);
  expect_refused(t, enter_throw(t, {3, 1, 5, 7, 2}), EntryRefusal::BadDice, before, "a 7");
  std::string why;
  EXPECT_FALSE(read_faces("31572", &why));
  EXPECT_EQ(why, "7 is not a die's face: faces are 1 to 6");
  expect_refused(t, enter_final(t, {3, 1, 5, 0, 2}, false), EntryRefusal::BadDice, before, "a 0");

  ASSERT_TRUE(enter_throw(t, {3, 1, 5, 5, 2}).ok());
  before = snapshot(t);
  EXPECT_EQ(t.to_move(), 0);
  expect_refused(t, enter_throw(t, {1, 2, 3, 4, 5}), EntryRefusal::NotYourTurn, before, "a throw while a player decides");
  t.apply(t.parse("keep 5 5").action, Decider::Person);
  before = snapshot(t);
  expect_refused(t, enter_throw(t, {3, 1, 2, 4, 6}), EntryRefusal::NotKept, before, "a kept die that was not shown");
  expect_refused(t, enter_throw(t, {3, 1}), EntryRefusal::BadDice, before, "two faces for three dice");
  EXPECT_NE(enter_throw(t, {3, 1}).reason.find("or all 5 with the kept 5-5"), std::string::npos);
  expect_refused(t, enter_final(t, {5, 5, 5, 5, 5}, true), EntryRefusal::Illegal, before, "served on a later throw");
  EXPECT_NE(enter_final(t, {5, 5, 5, 5, 5}, true).reason.find("only a turn's first throw is served"), std::string::npos);
  ASSERT_TRUE(enter_throw(t, {5, 5, 5, 1, 1}).ok());  // the whole cup: 5 5 kept, 5 1 1 thrown
  EXPECT_EQ(t.record().actions.back(), "throw 1-1-5");
  EXPECT_EQ(static_cast<const category::CategoryState&>(t.state()).score_now(7).points, 30);  // full, not served

  // A category already used (the second player's, on their own card).
  t.apply(t.parse("score full").action, Decider::Person);
  ASSERT_TRUE(enter_final(t, {2, 2, 3, 3, 3}, false).ok());
  t.apply(t.parse("score full").action, Decider::Person);
  ASSERT_TRUE(enter_final(t, {1, 1, 1, 2, 2}, false).ok());
  const auto used = t.parse("score full");
  EXPECT_FALSE(used.ok);
  EXPECT_NE(used.error.find("already written"), std::string::npos) << used.error;

  // Farkle: a set-aside that does not score.
  Table f = sheet_table({"farkle", {}, 2});
  ASSERT_TRUE(enter_throw(f, {2, 3, 4, 6, 6, 1}).ok());
  const auto not_scoring = f.parse("set 2");
  EXPECT_FALSE(not_scoring.ok);
  EXPECT_FALSE(not_scoring.error.empty());
  expect_refused(f, enter_throw(f, {1, 1}), EntryRefusal::NotYourTurn, snapshot(f), "farkle throw while deciding");

  // A table whose dice the dealer throws takes no entries.
  Table dealt({&find_game("generala"), {{"players", "2"}}, {"human", "human"}, 1});
  EXPECT_EQ(enter_throw(dealt, {1, 2, 3, 4, 5}).refusal, EntryRefusal::Illegal);
  EXPECT_THROW(Table({&find_game("damma"), {}, {"human", "human"}, 0, false, true}), UsageError);
}

TEST(SheetEntry, UndoRestoresTheStateByteForByte) {
  Table t = sheet_table({"generala", {}, 2});
  std::vector<std::string> snapshots{snapshot(t)};
  const std::vector<std::vector<int>> throws = {{3, 1, 5, 5, 2}, {5, 5, 6}, {5, 5, 5, 5, 4}};
  ASSERT_TRUE(enter_throw(t, throws[0], 1).ok());
  snapshots.push_back(snapshot(t));
  t.apply(t.parse("keep 5 5").action, Decider::Person, 1);
  snapshots.push_back(snapshot(t));
  ASSERT_TRUE(enter_throw(t, throws[1], 0).ok());
  snapshots.push_back(snapshot(t));
  t.apply(t.parse("score 5").action, Decider::Person, 0);
  snapshots.push_back(snapshot(t));
  ASSERT_TRUE(enter_final(t, {6, 6, 6, 6, 6}, false).ok());
  snapshots.push_back(snapshot(t));
  EXPECT_EQ(t.record().entered_by, (std::vector<int>{1, 1, 0, 0, -1}));
  while (t.undo_last_action()) {
    snapshots.pop_back();
    EXPECT_EQ(snapshot(t), snapshots.back());
  }
  EXPECT_EQ(snapshots.size(), 1u);
}

TEST(SheetEntry, RecordsOfEnteredDiceReadBackOrAreRefused) {
  Table t = sheet_table({"crag", {}, 2});
  ASSERT_TRUE(enter_throw(t, {6, 6, 1}, 1).ok());
  auto json = record_to_json(t.record());
  EXPECT_EQ(record_from_json(json).entered_by, std::vector<int>{1});
  auto bad = json;
  bad["dice"] = "drawn";
  EXPECT_THROW(record_from_json(bad), UsageError);
  bad = json;
  bad["entered_by"] = {2};
  EXPECT_THROW(record_from_json(bad), UsageError);
  bad = json;
  bad["entered_by"] = {0, 0};
  EXPECT_THROW(record_from_json(bad), UsageError);
  // Not finished: verify says where it stops; a throw the rules refuse is named.
  EXPECT_FALSE(fair::verify_room_record(json).ok());
  bad = json;
  bad["actions"][0] = "throw 6-6-7";
  const auto v = fair::verify_room_record(bad);
  EXPECT_FALSE(v.ok());
  EXPECT_FALSE(v.fairness_claimed);
}

}  // namespace
}  // namespace cubilete::table
