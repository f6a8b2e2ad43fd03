// Puzzles found in played games (docs/puzzles.md): every puzzle's right answers are exactly the
// choices `cubilete hint` ranks best for the same position, its gap passes the measure's margin,
// its document holds nothing its seat could not see, and a game's own mistakes are found where
// their loss passes the margin and not where it does not.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <nlohmann/json.hpp>
#include <set>

#include "catalog/puzzle_finder.h"
#include "core/match.h"
#include "present/puzzle_json.h"
#include "present/view_json.h"
#include "solve/category/duel/duel_solved.h"
#include "solve/farkle/farkle_duel.h"
#include "solve/category/category_analysis.h"
#include "solve/category/solitaire_solved.h"
#include "support/expectimax.h"
#include "support/hint_util.h"
#include "support/test_util.h"

using namespace cubilete;
using nlohmann::json;

namespace puzzle_finder_test {

// A game between `names` played from `seed`, as a record of `game`.
GameRecord played(const Game& game, const std::vector<std::string>& names, uint64_t seed) {
  const auto& entry = find_game(game.info().id);
  std::vector<std::unique_ptr<Bot>> bots;
  std::vector<Bot*> seats;
  for (const auto& n : names) {
    bots.push_back(make_bot(entry, game, quick_bot(entry, n)));
    seats.push_back(bots.back().get());
  }
  GameRecord record;
  play_out(game, seats, seed, &record);
  record.game = game.info().id;
  record.rules = assignments_of(game.rules());
  record.players = names;
  return record;
}

std::set<std::string> keys_of(const json& object) {
  std::set<std::string> out;
  for (const auto& [k, v] : object.items()) out.insert(k);
  return out;
}

// The advisor's right answers for the puzzle's position, asked as `cubilete hint` is: every
// choice within the equivalence of the first in the measure it ranks by; and how far the best of
// the others trails.
struct AdvisorsBest {
  std::set<Action> best;
  double gap = 0;
};

// The right answers of a set of values, one per legal choice.
AdvisorsBest best_of(const std::vector<std::pair<Action, double>>& values) {
  double top = values.front().second;
  for (const auto& [a, v] : values) top = std::max(top, v);
  AdvisorsBest out;
  double second = -1e300;
  for (const auto& [a, v] : values) {
    if (v >= top - solve::kEquivalentChoices)
      out.best.insert(a);
    else
      second = std::max(second, v);
  }
  out.gap = top - second;
  return out;
}

AdvisorsBest advisors_best(const FoundPuzzle& p) {
  const auto& entry = find_game(p.game->info().id);
  const auto hint = test::ask_hint(entry, *p.game, entry.analysis.puzzles.hint(*p.before, p.two_players));
  std::vector<std::pair<Action, double>> values;
  for (const auto& c : hint.ranking.choices) values.emplace_back(c.action, p.two_players ? *c.win_chance : c.expected);
  return best_of(values);
}

// Every field of the whole puzzle and of the served one, read against what the seat saw: the
// view of the replayed record before the decision, to that seat.
void expect_document(const FoundPuzzle& p, const GameRecord& record, const std::string& what) {
  const json doc = puzzle_json(p, 1500, std::nullopt);
  EXPECT_EQ(keys_of(doc), (std::set<std::string>{"id", "game", "rules", "players", "seat", "position", "view",
                                                  "measure", "choices", "best", "gap", "themes", "rating", "hint",
                                                  "source"}))
      << what;
  EXPECT_EQ(doc.at("id").get<std::string>().size(), 13u);
  EXPECT_EQ(doc.at("id"), puzzle_id(doc));
  EXPECT_EQ(doc.at("game"), record.game);
  EXPECT_EQ(doc.at("players"), p.two_players ? 2 : 1);
  EXPECT_EQ(doc.at("seat"), p.seat);
  EXPECT_EQ(doc.at("measure"), p.measure.key);
  EXPECT_TRUE(doc.at("source").is_null());
  EXPECT_EQ(doc.at("rating"), 1500.0);
  EXPECT_NEAR(doc.at("gap").get<double>(), p.answer.gap, 1e-12);
  const auto seen = replay_actions(*p.game, record.actions, p.index);
  EXPECT_EQ(doc.at("view"), view_json(*seen, p.seat)) << what;
  const auto& entry = find_game(record.game);
  if (entry.analysis.puzzles.position) {
    const auto& pos = doc.at("position");
    EXPECT_EQ(keys_of(pos), (std::set<std::string>{"card", "opponent_card", "dice", "throws_left"})) << what;
    const auto& view = doc.at("view");
    EXPECT_EQ(pos.at("dice"), view.at("dice"));
    EXPECT_EQ(pos.at("throws_left"), view.at("throws_left"));
    for (const auto& [key, points] : pos.at("card").items())
      EXPECT_EQ(points, view.at("players").at(size_t(p.seat)).at("card").at(key)) << what << " " << key;
    EXPECT_EQ(pos.at("opponent_card").is_null(), !p.two_players);
  } else {
    EXPECT_EQ(doc.at("position"), doc.at("view"));
  }
  std::vector<Action> legal = seen->legal_actions();
  ASSERT_EQ(doc.at("choices").size(), legal.size()) << what;
  size_t right = 0;
  for (size_t i = 0; i < legal.size(); ++i) {
    const auto& c = doc.at("choices")[i];
    EXPECT_EQ(keys_of(c), (std::set<std::string>{"move", "action", "value"}));
    EXPECT_EQ(c.at("move"), move_json(*seen, legal[i], p.seat));
    EXPECT_EQ(c.at("action"), seen->action_to_string(legal[i]));
    EXPECT_EQ(puzzle_choice(doc, c.at("move")), i);
    right += puzzle_right(doc, i);
  }
  EXPECT_EQ(right, p.answer.best.size());
  const json served = served_puzzle(doc);
  EXPECT_EQ(keys_of(served), (std::set<std::string>{"id", "game", "rules", "players", "seat", "position", "view",
                                                     "measure", "choices", "rating"}))
      << what;
  for (const auto& c : served.at("choices")) EXPECT_EQ(keys_of(c), (std::set<std::string>{"move", "action"}));
}

struct Count {
  size_t games = 0, decisions = 0, puzzles = 0;
};

// Plays `games` games of `game` with each line-up and checks every puzzle found in them.
using Advisor = std::function<AdvisorsBest(const FoundPuzzle&)>;

Count check_games(const std::shared_ptr<const Game>& game, solve::AnalysisModel& model,
                  const std::vector<std::vector<std::string>>& lineups, int games, const Advisor& advisor) {
  const auto& entry = find_game(game->info().id);
  Count count;
  for (const auto& lineup : lineups)
    for (int i = 0; i < games; ++i) {
      const auto record = played(*game, lineup, derive_seed(45, uint64_t(i)));
      const auto found = find_puzzles(record, game, model, &count.decisions);
      ++count.games;
      for (const auto& p : found) {
        const std::string what = fmt::format("{} game {} step {} ({})", record.game, i, p.index,
                                             p.before->action_to_string(p.answer.best.front()));
        ++count.puzzles;
        EXPECT_NE(record.players[size_t(p.seat)], "random") << what;
        EXPECT_GE(p.answer.gap, solve::puzzle_margin(p.measure)) << what;
        const auto advised = advisor(p);
        EXPECT_EQ(advised.best, std::set<Action>(p.answer.best.begin(), p.answer.best.end())) << what;
        EXPECT_NEAR(advised.gap, p.answer.gap, 1e-9) << what;
        expect_document(p, record, what);
        EXPECT_GE(p.ladder_miss, 0.0);
        EXPECT_LE(p.ladder_miss, 1.0);
        for (const auto& t : p.themes)
          EXPECT_NE(std::find(entry.analysis.puzzles.theme_keys.begin(), entry.analysis.puzzles.theme_keys.end(), t),
                    entry.analysis.puzzles.theme_keys.end())
              << what << " " << t;
        if (::testing::Test::HasFailure()) return count;
      }
    }
  return count;
}

// A game of the catalog's rules, judged by the catalog's measure and checked against `cubilete
// hint` asked as the command line asks it.
Count check_catalog_games(const std::shared_ptr<const Game>& game,
                          const std::vector<std::vector<std::string>>& lineups, int games,
                          const std::string& measure) {
  const auto model = find_game(game->info().id).analysis.analysis(*game);
  EXPECT_EQ(model->measure().key, measure);
  return check_games(game, *model, lineups, games, advisors_best);
}

}  // namespace puzzle_finder_test

using namespace puzzle_finder_test;

TEST(PuzzleFinder, CategoryPuzzlesByPointsAreTheAdvisorsBest) {
  size_t puzzles = 0;
  for (const char* id : {"general", "generala", "crag", "yahtzee", "yatzy"}) {
    const auto c = check_catalog_games(make_game(id, {{"players", "2"}}),
                               {{"greedy", "optimal"}, {"random", "greedy"}, {"optimal", "optimal"}}, 4,
                               "expected_score");
    EXPECT_GT(c.puzzles, 40u) << id;
    EXPECT_LT(c.puzzles, c.decisions) << id;
    puzzles += c.puzzles;
  }
  EXPECT_GT(puzzles, 1000u);
}

// Reduced cards have no option `hint` could be given, and the process's table caches know rules
// by their options: the tables are solved in memory, and the right answers checked against an
// expectimax over the engine's own states that shares nothing with the solvers.
TEST(PuzzleFinder, CategoryPuzzlesByChanceOfWinningAreTheBruteForcesBest) {
  for (const auto& [preset, keys] : std::vector<std::pair<std::string, std::vector<std::string>>>{
           {"crag", {"crag", "1"}}, {"generala", {"generala"}}}) {
    auto g = test::reduced_game(preset, {}, keys, 2);
    SolveOptions in_memory;
    in_memory.use_cache = false;
    in_memory.doubles = true;
    auto solitaire = std::make_shared<const solve::Solved>(g->category_rules(), preset, "test", in_memory);
    auto duel = std::make_shared<const solve::SolvedDuel>(g->category_rules(), preset, "test", in_memory,
                                                          solve::DuelNeed::Table);
    auto model = solve::category_win_analysis(*g, duel, solitaire);
    test::Expectimax brute([](const State& s) { return s.returns(); });
    const Advisor by_brute_force = [&](const FoundPuzzle& p) {
      std::vector<std::pair<Action, double>> values;
      for (Action a : p.before->legal_actions()) {
        auto child = p.before->clone();
        child->apply(a);
        values.emplace_back(a, brute.value(*child)[size_t(p.seat)]);
      }
      return best_of(values);
    };
    // The optimal bot would read the process's cache of the full card's tables: greedy and random play.
    const auto c = check_games(g, *model, {{"greedy", "greedy"}, {"random", "greedy"}}, 12, by_brute_force);
    EXPECT_GT(c.puzzles, 5u) << preset;
  }
}

TEST(PuzzleFinder, FarklePuzzlesAreTheAdvisorsBest) {
  const auto turn = test::farkle_game({{"target", "2000"}}, 3);
  EXPECT_GT(check_catalog_games(turn, {{"greedy", "optimal_turn", "random"}}, 25, "turn_points").puzzles, 100u);
  const auto duel = test::farkle_game({{"target", "300"}, {"entry", "100"}}, 2);
  (void)solve::farkle_duel_for(*duel);  // into the tests' cache
  EXPECT_GT(check_catalog_games(duel, {{"greedy", "optimal_turn"}, {"optimal_turn", "greedy"}}, 60, "win_chance").puzzles,
            30u);
}

TEST(PuzzleFinder, ThreeDicePuzzlesAreTheAdvisorsBest) {
  EXPECT_GT(check_catalog_games(make_game("matterhorn", {{"players", "2"}}), {{"greedy", "optimal"}, {"random", "greedy"}},
                        20, "expected_throws")
                .puzzles,
            100u);
  EXPECT_GT(check_catalog_games(make_game("multiplicacao", {{"players", "2"}}), {{"greedy", "optimal"}, {"optimal", "random"}},
                        40, "turn_score")
                .puzzles,
            40u);
}
