// The five category presets wired to their bots (greedy, optimal, win_optimal), the exact
// solitaire and two-player solvers, the advisor and `hint`.
#include <algorithm>
#include <map>

#include <fmt/format.h>

#include "bots/category/category_greedy.h"
#include "bots/category/category_optimal.h"
#include "bots/category/category_optimal_batch.h"
#include "bots/category/category_win_optimal.h"
#include "catalog/analysis_results.h"
#include "catalog/category/category_encoding.h"
#include "catalog/category/category_hint.h"
#include "catalog/category/category_puzzles.h"
#include "catalog/category/category_sheet.h"
#include "catalog/category/category_solve.h"
#include "catalog/game_entry.h"
#include "games/category/category_descriptions.h"
#include "solve/category/category_advice.h"
#include "solve/category/category_analysis.h"
#include "solve/category/category_commands.h"
#include "solve/common/analysis_model.h"
#include "solve/category/duel/duel_commands.h"

namespace cubilete::category {

namespace {

const CategoryGame& as_category(const Game& g) {
  return static_cast<const CategoryGame&>(g);
}

// Measured on 2026-11-26: 100,000 games of each pairing in each seat order (win_optimal's pairing:
// docs/bots.md's 1,000,000). Random never beat the bots of Yahtzee and Yatzy (0 of 200,000).
std::vector<FixedBotRating> ratings(const std::string& id) {
  static const std::map<std::string, std::vector<FixedBotRating>> measured = {
      {"general", {{"random", 1000, 0}, {"greedy", 2205, 9}, {"optimal", 2241, 9}, {"win_optimal", 2252, 9}}},
      {"generala", {{"random", 1000, 0}, {"greedy", 1938, 4}, {"optimal", 1961, 4}, {"win_optimal", 1975, 4}}},
      {"crag", {{"random", 1000, 0}, {"greedy", 1541, 2}, {"optimal", 1591, 2}, {"win_optimal", 1596, 2}}},
      {"yahtzee", {{"random", 1000, 0}, {"greedy", 2888, 71}, {"optimal", 2985, 71}}},
      {"yatzy", {{"random", 1000, 0}, {"greedy", 2867, 71}, {"optimal", 3030, 71}}},
  };
  const auto it = measured.find(id);
  return it == measured.end() ? std::vector<FixedBotRating>{} : it->second;
}

GameBots bots(const std::string& id) {
  GameBots b;
  b.ratings = ratings(id);
  b.names = {"greedy", "optimal"};
  b.aims = {{"optimal", "expected_score"}, {"win_optimal", "win_chance"}};
  b.notes =
      "greedy: the best points against a par per category. optimal: the highest expected final "
      "score "
      "(the exact solitaire optimum), whoever the opponents are.";
  // The presets without an upper bonus have a two-player table (duel_commands.h).
  const bool plays_to_win = id == "general" || id == "generala" || id == "crag";
  if (plays_to_win) {
    b.names.push_back("win_optimal");
    // Its table takes minutes to solve: a person who chooses no bot meets optimal, ready at once.
    b.default_bot = "optimal";
    b.settings = {{"win_optimal", "rounds=2"}};  // the whole table takes minutes to solve
    b.check_settings = [](const std::string& name) { check_win_optimal_settings(name); };
    b.unavailable = [](const Game& game, const std::string& name) {
      return win_optimal_unavailable(as_category(game), name);
    };
    b.notes += fmt::format(
        "\nwin_optimal: plays to win. Against one opponent: the exact two-player optimum, the "
        "highest chance "
        "of winning (a tie counts half) at every choice, from the table `cubilete solve {} "
        "--players 2` stores "
        "in the cache (solve it first). With three or more players (a heuristic): the same "
        "two-player "
        "strategy against the opponent with the highest expected final score (points on the card "
        "plus the "
        "solitaire optimum's expectation for the rest), ignoring the others. win_optimal:rounds=R "
        "plays to win "
        "in the last R rounds only (their table is solved in memory at once) and like optimal "
        "before.",
        id);
  }
  b.make = [](const Game& game, const std::string& name) -> std::unique_ptr<Bot> {
    const auto& g = as_category(game);
    if (name == "optimal") return std::make_unique<OptimalBot>(g);
    if (name.rfind("win_optimal", 0) == 0) return make_win_optimal(g, name);
    return std::make_unique<GreedyBot>(g);
  };
  b.batch_player = [](const Game& game,
                      const std::vector<std::string>& names) -> std::unique_ptr<BatchPlayer> {
    for (const auto& n : names)
      if (n != "optimal") return nullptr;
    return std::make_unique<OptimalBatch>(as_category(game));
  };
  return b;
}

// Two players with the two-player table in the cache: chances of winning; otherwise expected scores.
std::unique_ptr<solve::AnalysisModel> analysis_model(const Game& game) {
  const auto& g = as_category(game);
  auto solitaire = solve::solved_for(g);
  if (g.num_players() == 2 && !g.category_rules().has_upper_bonus())
    if (auto duel = solve::duel_for(g, {}, solve::DuelNeed::Cached); duel->has_table())
      return solve::category_win_analysis(g, std::move(duel), std::move(solitaire));
  return solve::category_score_analysis(g, std::move(solitaire));
}

GameAnalysis analysis(const std::string& id) {
  GameAnalysis a;
  a.score_dice = [](const Game& game, std::string_view dice, bool served) {
    const auto& g = as_category(game);
    auto scores = solve::score_category_throw(g, parse_dice(dice, g.category_rules().dice), served);
    std::string text;
    for (const auto& c : scores.categories) text += fmt::format("  {:<16} {:<18} {}\n", c.key, c.name, c.points);
    if (scores.instant_win.value_or(false)) text += "  a served generala: wins the game at once\n";
    return ScoreResult{writer_of(std::move(scores)), std::move(text)};
  };
  a.solve = solve;
  a.solve_distribution = a.solve_policy = true;
  a.solve_two_player = true;  // Yatzy and Yahtzee answer with what their table would take
  a.has_two_player_table = [](const Game& game) { return !as_category(game).category_rules().has_upper_bonus(); };
  a.advise = solve::advise_category;
  a.advice_measure = solve::solitaire_measure_words();
  a.win_measure = solve::category_win_measure_words();
  a.hint_options = hint_options(id);
  a.hint = hint;
  a.hint_help =
      "CARD lists the categories already written as KEY=POINTS separated by commas, e.g. "
      "--card 1=3,3=9,full=30,generala=0 (use - for an empty card). --throws-left is how many more throws the turn "
      "allows (2 right after the first throw of a 3-throw game, 0 when the dice must be written).\n"
      "--players 2 (general, generala, crag): every choice is ranked by the exact chance of winning against one "
      "opponent whose card is --opponent-card, both playing to win, with the expected score beside it, e.g.\n"
      "  cubilete hint generala --players 2 --card 6=24 --opponent-card 6=18,full=30 \\\n"
      "      --dice 6-6-6-2-3 --throws-left 1";
  a.analysis = analysis_model;
  a.puzzles = category_puzzles();
  return a;
}

// What a seat is told, as CategoryEncoding lays it out (catalog/category/category_encoding.h).
GameObservation observation() {
  GameObservation o;
  o.size = [](const Game& game) { return CategoryEncoding(as_category(game)).observation_size(); };
  o.write = [](const State& state, int observer, float* out) {
    CategoryEncoding(as_category(state.game())).observe(static_cast<const CategoryState&>(state), observer, out);
  };
  return o;
}

}  // namespace

void add_entries(std::vector<GameEntry>& out) {
  for (auto& description : category_descriptions()) {
    const std::string id = description.info.id;
    out.push_back({std::move(description), bots(id), analysis(id), {}, observation()});
    // Every card of the family has its daily challenge, alone against the same dice, beside the
    // exact solitaire optimum's game. The day is ranked by points: a served win that ended a
    // one-player game at once would leave a card half empty.
    Assignments daily{{"players", "1"}, {"dice", "duplicate"}};
    const auto& options = out.back().description.options;
    if (std::any_of(options.begin(), options.end(), [](const OptionSpec& o) { return o.key == "served_generala_wins"; }))
      daily.emplace_back("served_generala_wins", "false");
    out.back().table.daily = DailyChallenge{std::move(daily), "optimal"};
    out.back().table.real_dice = category_real_dice();
  }
}

}  // namespace cubilete::category
