// Farkle wired to its bots (greedy, optimal_turn, win_optimal), `score`, the single-turn and
// two-player solvers, the advisor and `hint`.
#include "bots/farkle/farkle_bots.h"
#include "catalog/analysis_results.h"
#include "catalog/farkle/farkle_hint.h"
#include "catalog/farkle/farkle_observation.h"
#include "catalog/farkle/farkle_puzzles.h"
#include "catalog/farkle/farkle_sheet.h"
#include "catalog/farkle/farkle_solve.h"
#include "catalog/game_entry.h"
#include "games/farkle/farkle_description.h"
#include "games/farkle/farkle_game.h"
#include "solve/common/analysis_model.h"
#include "solve/farkle/farkle_advice.h"
#include "solve/farkle/farkle_analysis.h"
#include "solve/farkle/farkle_commands.h"
#include "solve/farkle/farkle_duel.h"

namespace cubilete::farkle {

namespace {

const FarkleGame& as_farkle(const Game& g) {
  return static_cast<const FarkleGame&>(g);
}

GameBots bots() {
  GameBots b;
  b.names = {"greedy", "optimal_turn", "win_optimal"};
  b.aims = {{"optimal_turn", "turn_points"}, {"win_optimal", "win_chance"}};
  b.settings = {{"win_optimal", "from=19000"}};  // the whole table takes minutes to solve
  b.check_settings = [](const std::string& name) { (void)win_optimal_from(name); };
  b.unavailable = [](const Game& game, const std::string& name) {
    return farkle_win_optimal_unavailable(as_farkle(game), name);
  };
  // Its table takes minutes to solve: a person who chooses no bot meets optimal_turn, ready at
  // once.
  b.default_bot = "optimal_turn";
  b.make = [](const Game& game, const std::string& name) -> std::unique_ptr<Bot> {
    const auto& g = as_farkle(game);
    if (name == "optimal_turn") return std::make_unique<FarkleOptimalTurnBot>(g);
    if (name.rfind("win_optimal", 0) == 0) return make_farkle_win_optimal(g, name);
    return std::make_unique<FarkleGreedyBot>();
  };
  b.notes =
      "greedy: fixed banking thresholds. optimal_turn: the most points a turn banks in "
      "expectation; in the final "
      "round the exact chance of winning.\n"
      "win_optimal: plays to win. Against one opponent: the exact two-player optimum, the highest "
      "chance of "
      "winning at every selection and bank-or-throw, from the table `cubilete solve farkle "
      "--players 2` stores in "
      "the cache (solve it first); in the final round optimal_turn's exact play. With three or "
      "more players (a "
      "heuristic): the two-player strategy against the opponent with the highest banked score, "
      "ignoring the "
      "others, and the exact final round. win_optimal:from=POINTS plays to win only once the two "
      "banked scores add "
      "up to POINTS (that endgame is solved in memory at once).";
  return b;
}

GameAnalysis analysis() {
  GameAnalysis a;
  // What a throw may set aside is in the JSON only (`score farkle DICE --json`).
  a.score_dice = [](const Game& game, std::string_view dice, bool) {
    return ScoreResult{writer_of(solve::score_farkle_throw(as_farkle(game), parse_dice(dice))), ""};
  };
  a.solve = solve;
  a.solve_two_player = true;
  a.has_two_player_table = [](const Game& game) {
    const auto& rules = as_farkle(game).farkle_rules();
    return rules.turns == 0 && rules.target <= solve::FarkleDuel::kLargestTarget;
  };
  a.advise = solve::advise_farkle;
  a.advice_measure = solve::farkle_measure_words();
  a.win_measure = solve::farkle_win_measure_words();
  a.hint_options = hint_options();
  a.hint = hint;
  a.hint_help =
      "farkle: --dice is the throw to set dice aside from (or --dice-left N: bank or roll N dice), --turn-total the "
      "points set aside this turn so far, --banked your score (0: not yet on the board; default: on it), --to-beat "
      "the best score in the final round; choices are ranked by the expected points the turn banks under optimal "
      "single-turn play.\n"
      "--players 2 (farkle): the same against an opponent whose score is --opponent-banked (in your last turn, "
      "--to-beat), e.g.\n"
      "  cubilete hint farkle --players 2 --banked 6000 --opponent-banked 8500 \\\n"
      "      --turn-total 350 --dice-left 3";
  // Two players with the two-player table in the cache: chances of winning; otherwise the turn's
  // expected points.
  a.analysis = [](const Game& game) -> std::unique_ptr<solve::AnalysisModel> {
    const auto& g = as_farkle(game);
    if (g.num_players() == 2 && g.farkle_rules().turns == 0)
      if (auto duel = solve::farkle_duel_for(g, {}, false); duel->solved()) return solve::farkle_win_analysis(g, std::move(duel));
    return solve::farkle_turn_analysis(g);
  };
  a.puzzles = farkle_puzzles();
  return a;
}

}  // namespace

void add_entries(std::vector<GameEntry>& out) {
  GameEntry e{farkle_description(), bots(), analysis(), {}, farkle_observation()};
  // Measured on 2026-11-26: 100,000 games of each pairing in each seat order.
  e.bots.ratings = {{"random", 1000, 0}, {"greedy", 1884, 4}, {"optimal_turn", 1907, 4}, {"win_optimal", 1914, 4}};
  // The day's game: ten turns alone on the same dice. With no entry threshold the turns are
  // independent, so the turn optimum is the exact optimum of the day's score.
  e.table.daily = DailyChallenge{{{"players", "1"}, {"dice", "duplicate"}, {"turns", "10"}, {"entry", "0"}}, "optimal_turn"};
  e.table.real_dice = farkle_real_dice();
  out.push_back(std::move(e));
}

}  // namespace cubilete::farkle
