// Invariants every registered game must satisfy under random play from many seeds: only legal
// actions, chance probabilities summing to 1, every action name read back to the same action,
// clones equal to their original, record -> replay reproducing the state exactly, scores within
// bounds, game length bounded, returns summing to 1, each viewer's view (what the server sends) a
// JSON object of its game, and every action's move one of the kinds the game declares; under the
// default rules and under each rule variant.
#include <gtest/gtest.h>

#include <cctype>
#include <cmath>
#include <nlohmann/json.hpp>

#include "catalog/registry.h"
#include "core/error.h"
#include "core/match.h"
#include "core/record.h"
#include "core/type_schema.h"
#include "present/record_json.h"
#include "present/view_json.h"

using namespace cubilete;

namespace {

class Invariants : public ::testing::TestWithParam<std::string> {};

// Games without a hard bound (Farkle: a turn may go on) get a statistical one: random play ends
// far sooner with overwhelming probability.
int length_bound(const Game& game) { return game.max_game_length() > 0 ? game.max_game_length() : 2'000'000; }

// The move of `a` as every viewer may know it is an object of one of the game's declared kinds
// (the browser's guards check every field: tests/protocol/).
void check_move(const State& state, Action a) {
  const auto& kinds = state.game().move_schema().alternatives;
  for (int v = kReferee; v < state.game().num_players(); ++v) {
    if (v == kTerminalPlayer) continue;  // no viewer
    const auto move = move_json(state, a, v);
    ASSERT_TRUE(move.is_object() && move.contains("kind")) << move;
    EXPECT_TRUE(std::any_of(kinds.begin(), kinds.end(), [&](const TypeSchema* k) { return move["kind"] == k->tag; }))
        << state.action_to_string(a) << " is " << move << ", not a kind " << state.game().info().id << " declares";
  }
}

void check_random_game(const GameEntry& entry, const Game& game, uint64_t seed) {
  Rng rng(seed);
  ChanceDealer dealer(seed);
  // Random play, as a record names it: one "random" per seat.
  GameRecord record{entry.description.info.id, assignments_of(game.rules()), seed,
                    std::vector<std::string>(game.num_players(), "random"), {}, {}, {}};
  auto state = game.initial_state();
  std::vector<Action> legal;
  std::vector<ChanceOutcome> outcomes;
  int length = 0;
  uint64_t chance_index = 0;
  while (!state->is_terminal()) {
    ASSERT_LE(++length, length_bound(game)) << "game longer than its declared bound";
    const int p = state->current_player();
    Action a;
    if (p == kChancePlayer) {
      state->legal_actions(legal);
      EXPECT_TRUE(legal.empty()) << "no player actions at a chance node";
      state->chance_outcomes(outcomes);
      ASSERT_FALSE(outcomes.empty());
      double total = 0;
      for (const auto& o : outcomes) {
        EXPECT_GT(o.probability, 0.0);
        total += o.probability;
      }
      ASSERT_NEAR(total, 1.0, 1e-12);
      a = dealer.deal(*state, chance_index++);
      EXPECT_TRUE(std::any_of(outcomes.begin(), outcomes.end(), [&](auto& o) { return o.action == a; }))
          << "sampled outcome is not among the chance outcomes";
      check_move(*state, a);
    } else {
      ASSERT_GE(p, 0);
      ASSERT_LT(p, game.num_players());
      state->legal_actions(legal);
      ASSERT_FALSE(legal.empty()) << "a player to move must have a legal action";
      state->chance_outcomes(outcomes);
      EXPECT_TRUE(outcomes.empty());
      for (Action x : legal) {
        auto back = state->parse_action(state->action_to_string(x));
        ASSERT_TRUE(back.ok) << state->action_to_string(x) << ": " << back.error;
        ASSERT_EQ(back.action, x) << state->action_to_string(x);
      }
      a = legal[rng.below(uint32_t(legal.size()))];
      check_move(*state, a);
    }
    // What the action does, told in every language to every viewer: a misnamed blank throws.
    for (int v = kSpectator; v < game.num_players(); ++v)
      for (Lang lang : kLangs) ASSERT_FALSE(state->tell(a, v, "P1", lang).empty()) << lang_code(lang);
    auto copy = state->clone();
    ASSERT_EQ(copy->serialize(), state->serialize());
    record.actions.push_back(state->action_to_string(a));
    state->apply(a);
    ASSERT_EQ(copy->serialize() == state->serialize(), false) << "an action must change the state";
    if (const auto* ledger = state->chips(); ledger && copy->chips()) {
      ASSERT_EQ(ledger->total(), copy->chips()->total()) << "chips appeared or vanished";
    }
    for (double s : state->scores()) {
      ASSERT_GE(s, game.min_score());
      ASSERT_LE(s, game.max_score());
    }
    for (int v = kSpectator; v < game.num_players(); ++v) {
      const auto view = view_json(*state, v);
      ASSERT_TRUE(view.is_object() && view["game"] == entry.description.info.id) << "viewer " << v << ": " << view;
      // The terminal's drawing in every language: a text whose blanks a translation misnamed
      // throws here.
      for (Lang lang : kLangs) ASSERT_FALSE(state->render(v, lang).empty()) << lang_code(lang);
    }
  }
  EXPECT_TRUE(state->legal_actions().empty());
  auto returns = state->returns();
  ASSERT_EQ(int(returns.size()), game.num_players());
  double sum = 0;
  for (double r : returns) {
    EXPECT_GE(r, 0.0);
    sum += r;
  }
  EXPECT_NEAR(sum, 1.0, 1e-12);
  // Round trip: record -> JSON -> record -> replay gives the same final state.
  auto reread = record_from_json(record_to_json(record));
  auto replayed = replay(reread);
  EXPECT_EQ(replayed.state->serialize(), state->serialize());
  // Every viewer's JSON view and drawing can be made.
  for (int v = kSpectator; v < game.num_players(); ++v) {
    for (Lang lang : kLangs) EXPECT_FALSE(state->render(v, lang).empty()) << lang_code(lang);
    EXPECT_FALSE(state->view_for(v < 0 ? 0 : v)->serialize().empty());
  }
}

TEST_P(Invariants, RandomPlayFromManySeeds) {
  const auto& entry = find_game(GetParam());
  for (int players : {1, 2, 3}) {
    if (players < entry.description.info.min_players || players > entry.description.info.max_players) continue;
    auto game = make_game(entry, {{"players", std::to_string(players)}});
    for (uint64_t seed = 1; seed <= 40; ++seed) {
      check_random_game(entry, *game, seed * 7919 + players);
      if (HasFatalFailure()) return;
    }
  }
}

TEST_P(Invariants, BotsPlayLegallyToTheEnd) {
  const auto& entry = find_game(GetParam());
  auto game = make_game(entry, {});
  for (const auto& name : bot_names(entry)) {
    std::vector<std::unique_ptr<Bot>> bots;
    std::vector<Bot*> seats;
    for (int p = 0; p < game->num_players(); ++p) {
      bots.push_back(make_bot(entry, *game, quick_bot(entry, name)));
      seats.push_back(bots.back().get());
    }
    for (uint64_t seed = 0; seed < 10; ++seed) {
      GameRecord record{entry.description.info.id, assignments_of(game->rules()), seed, {}, {}, {}, {}};
      auto end = play_out(*game, seats, seed, &record);
      EXPECT_TRUE(end->is_terminal());
      // play_out applies without checks: the replay checks every action was legal.
      EXPECT_EQ(replay(record).state->serialize(), end->serialize()) << name;
    }
  }
}

// A bot whose name check_bot_name accepts can be made: games whose bots take settings read them
// in the check too (the server checks names when a room is created and makes the bots later).
TEST_P(Invariants, BotsWithSettingsAreCheckedAsTheyAreMade) {
  const auto& entry = find_game(GetParam());
  auto game = make_game(entry, {});
  for (const auto& [bot, quick] : entry.bots.settings) {
    ASSERT_TRUE(entry.bots.check_settings) << bot << " takes settings, but the game does not check them";
    if (!quick.empty()) {
      const std::string name = quick_bot(entry, bot);
      EXPECT_NO_THROW(check_bot_name(entry, name, false)) << name;
      EXPECT_NE(make_bot(entry, *game, name), nullptr);
    }
    EXPECT_THROW(check_bot_name(entry, bot + ":no such setting", false), UsageError);
  }
}

TEST_P(Invariants, SameSeedSameGame) {
  const auto& entry = find_game(GetParam());
  auto game = make_game(entry, {});
  auto bot = make_bot(entry, *game, "random");
  std::vector<Bot*> seats(game->num_players(), bot.get());
  GameRecord a, b;
  play_out(*game, seats, 42, &a);
  play_out(*game, seats, 42, &b);
  EXPECT_EQ(a.actions, b.actions);
}

// The advice a game gives in play is offered on the command line too.
TEST_P(Invariants, AnAdvisorInPlayHasACommandLineHint) {
  const auto& entry = find_game(GetParam());
  EXPECT_EQ(bool(entry.analysis.advise), bool(entry.analysis.hint)) << "play's `hint` and `cubilete hint` must offer the same advisors";
  EXPECT_EQ(entry.analysis.hint_options.empty(), !entry.analysis.hint) << "the options `cubilete hint` reads";
}

std::vector<std::string> all_ids() {
  std::vector<std::string> ids;
  for (const auto& e : game_registry()) ids.push_back(e.description.info.id);
  return ids;
}

INSTANTIATE_TEST_SUITE_P(AllGames, Invariants, ::testing::ValuesIn(all_ids()),
                         [](const auto& info) { return info.param; });

// Every game's rule variants besides its defaults: each choice option's other values and each
// bool option flipped, one at a time (Damma's board=9 among them), played at random from fewer
// seeds, and once by each of the game's bots (quick settings).
struct Variant {
  std::string game, key, value;
};

class RuleVariants : public ::testing::TestWithParam<Variant> {};

TEST_P(RuleVariants, RandomPlayAndBotsFromAFewSeeds) {
  const auto& [id, key, value] = GetParam();
  const auto& entry = find_game(id);
  int players = entry.description.default_players;
  std::shared_ptr<const Game> game;
  try {
    game = make_game(entry, {{"players", std::to_string(players)}, {key, value}});
  } catch (const UsageError&) {
    // Refused at the default table by another rule (Generala's served win under dice=duplicate,
    // RULES.md §5): played alone.
    players = entry.description.info.min_players;
    game = make_game(entry, {{"players", std::to_string(players)}, {key, value}});
  }
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    check_random_game(entry, *game, seed * 104729 + uint64_t(players));
    if (HasFatalFailure()) return;
  }
  for (const auto& name : bot_names(entry)) {
    std::vector<std::unique_ptr<Bot>> bots;
    std::vector<Bot*> seats;
    for (int p = 0; p < game->num_players(); ++p) {
      bots.push_back(make_bot(entry, *game, quick_bot(entry, name)));
      seats.push_back(bots.back().get());
    }
    GameRecord record{id, assignments_of(game->rules()), 1, {}, {}, {}, {}};
    auto end = play_out(*game, seats, 1, &record);
    EXPECT_TRUE(end->is_terminal());
    EXPECT_EQ(replay(record).state->serialize(), end->serialize()) << name;
  }
}

std::vector<Variant> all_variants() {
  std::vector<Variant> out;
  for (const auto& e : game_registry())
    for (const auto& o : e.description.options) {
      if (o.type == OptionType::Choice)
        for (const auto& c : o.choices)
          if (c != o.default_value) out.push_back({e.description.info.id, o.key, c});
      if (o.type == OptionType::Bool)
        out.push_back({e.description.info.id, o.key, o.default_value == "true" ? "false" : "true"});
    }
  return out;
}

INSTANTIATE_TEST_SUITE_P(AllGames, RuleVariants, ::testing::ValuesIn(all_variants()), [](const auto& info) {
  std::string name = info.param.game + "_" + info.param.key + "_" + info.param.value;
  for (char& c : name)
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  return name;
});

}  // namespace
