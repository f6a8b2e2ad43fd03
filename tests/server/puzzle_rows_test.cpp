// A finished game's puzzles as the table keeps them (server/puzzles/puzzle_rows.h): a person's
// planted mistake whose loss passes the margin comes back as their own; one below it does not; a
// bot's seat and a seat without an account give none; at most two go to the pool, none from a game
// whose dice are not everyone's, and a source only for a public room.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "catalog/registry.h"
#include "core/match.h"
#include "server/puzzles/puzzle_rows.h"
#include "solve/common/analysis_model.h"
#include "solve/common/puzzle.h"

namespace cubilete::server {
namespace {

// A Crag game of two optimal players in which seat 0 (a person, account 7) plays `choose` at its
// `nth` decision where `fits` holds, then optimal play again. The step it was planted at, or
// SIZE_MAX where no decision fitted.
struct Planted {
  GameRecord record;
  size_t at = SIZE_MAX;
};

Planted planted(const std::function<std::optional<Action>(const std::vector<solve::ValuedAction>&, int seat)>& pick) {
  const auto game = make_game("crag", {{"players", "2"}});
  const auto& entry = find_game("crag");
  const auto model = entry.analysis.analysis(*game);
  const auto optimal = make_bot(entry, *game, "optimal");
  Planted p;
  p.record.game = "crag";
  p.record.rules = assignments_of(game->rules());
  p.record.players = {"human", "optimal"};
  auto s = game->initial_state();
  Rng rng(31);
  while (!s->is_terminal()) {
    Action a;
    std::string by = "chance";
    if (s->is_chance()) {
      a = s->sample_chance(rng);
    } else {
      a = optimal->choose(*s, rng);
      by = s->current_player() == 0 ? "person" : "bot";
      if (p.at == SIZE_MAX && s->current_player() == 0)
        if (auto chosen = pick(model->choices(*s), s->current_player())) {
          a = *chosen;
          p.at = p.record.actions.size();
        }
    }
    p.record.actions.push_back(s->action_to_string(a));
    p.record.by.push_back(by);
    s->apply(a);
  }
  return p;
}

constexpr double kMargin = 2.0;  // expected_score's inaccuracy

TEST(PuzzleRows, APlantedMistakePastTheMarginIsThePersonsOwn) {
  // The worst choice where the best is ahead of every other by the margin.
  const auto p = planted([](const std::vector<solve::ValuedAction>& choices, int seat) -> std::optional<Action> {
    std::vector<solve::PuzzleChoice> values;
    for (const auto& c : choices) values.push_back({c.action, c.values[size_t(seat)]});
    const auto answer = solve::puzzle_answer(values, kMargin);
    if (!answer || choices.size() < 3) return std::nullopt;
    return choices.back().action;  // the advisor's order: best first
  });
  ASSERT_NE(p.at, SIZE_MAX);
  const auto rows = puzzles_of_game(p.record, "ROOM01", {7, 0}, true, false, 1000);
  ASSERT_EQ(rows.mistakes.size(), 1u);
  EXPECT_EQ(rows.mistakes[0].account, 7);
  EXPECT_EQ(rows.mistakes[0].room, "ROOM01");
  const auto& mine = *std::find_if(rows.puzzles.begin(), rows.puzzles.end(),
                                   [&](const store::StoredPuzzle& s) { return s.id == rows.mistakes[0].puzzle; });
  const auto doc = nlohmann::json::parse(mine.document);
  EXPECT_EQ(doc["seat"], 0);
  EXPECT_TRUE(doc["source"].is_null());  // a private room is named nowhere
  // The pool takes at most two of the game's puzzles; the mistake is kept whether or not it is one.
  size_t pooled = 0;
  for (const auto& s : rows.puzzles) pooled += s.pool;
  EXPECT_LE(pooled, kPoolPuzzlesPerGame);
  EXPECT_GE(pooled, 1u);
  // No account: nobody's mistake. Not to the pool: the mistake alone, outside the pool.
  EXPECT_TRUE(puzzles_of_game(p.record, "ROOM01", {0, 0}, true, false, 1000).mistakes.empty());
  const auto sealed = puzzles_of_game(p.record, "ROOM01", {7, 0}, false, true, 1000);
  ASSERT_EQ(sealed.puzzles.size(), 1u);
  EXPECT_FALSE(sealed.puzzles[0].pool);
  EXPECT_EQ(nlohmann::json::parse(sealed.puzzles[0].document)["source"]["room"], "ROOM01");
  // The same choice made by a bot standing in for the person is not theirs.
  auto stood_in = p.record;
  stood_in.by[p.at] = "away_bot";
  EXPECT_TRUE(puzzles_of_game(stood_in, "ROOM01", {7, 0}, true, false, 1000).mistakes.empty());
}

TEST(PuzzleRows, AMistakeBelowTheMarginIsNone) {
  // A choice that loses something, less than the margin.
  const auto p = planted([](const std::vector<solve::ValuedAction>& choices, int seat) -> std::optional<Action> {
    const double best = choices.front().values[size_t(seat)];
    for (const auto& c : choices) {
      const double loss = best - c.values[size_t(seat)];
      if (loss > 0.1 && loss < kMargin) return c.action;
    }
    return std::nullopt;
  });
  ASSERT_NE(p.at, SIZE_MAX);
  EXPECT_TRUE(puzzles_of_game(p.record, "ROOM02", {7, 0}, true, false, 1000).mistakes.empty());
}

}  // namespace
}  // namespace cubilete::server
