// Farkle in the game registry: options, rules text, `score`, `solve` and its bots.
#include "catalog/farkle_register.h"

#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include "bots/farkle/farkle_bots.h"
#include "catalog/commands/farkle_commands.h"
#include "core/error.h"
#include "games/farkle/farkle_game.h"

namespace cubilete::farkle {

namespace {

std::vector<OptionSpec> options() {
  return {OptionSpec::integer("players", 2, 1, 8, "number of players"),
          OptionSpec::integer("target", 10000, 50, 1000000, "score that ends the game"),
          OptionSpec::integer("entry", 500, 0, 100000,
                              "least turn total a player with 0 points may bank"),
          OptionSpec::integer("three_ones", 300, 50, 3000,
                              "points for three 1s (300 in the Swedish source, 1000 in many "
                              "published rules; a multiple of 50)")};
}

std::string rules_text() {
  return "Farkle: 6 dice. On your turn throw all six. Set aside at least one scoring combination "
         "from the throw (every die set aside must belong to a combination made in this throw), "
         "then bank the turn total or throw the remaining dice. Having set aside all six (hot "
         "dice) you may throw all six again. A throw with nothing that scores is a farkle: the "
         "turn total is lost. A player with 0 points may bank only a turn total of at least "
         "`entry` (500). When a player banks and reaches `target` (10000), every other player in "
         "seat order gets one last turn, in which they may not bank until their score is higher "
         "than the best so far; the highest score wins.\nScoring (the reading that scores most "
         "counts): " +
         scoring_summary(300) + " (three 1s: option three_ones).";
}

nlohmann::json score_dice(const Game& game, std::string_view text, bool) {
  const auto& scoring = static_cast<const FarkleGame&>(game).scoring();
  const auto values = parse_dice(text);
  if (values.empty() || values.size() > size_t(kDice))
    throw UsageError(fmt::format("Farkle throws 1 to 6 dice; got {}", values.size()));
  const int index = scoring.table().index_of(counts_of(values));
  const int all = scoring.all_dice(index);
  nlohmann::json selections = nlohmann::json::array();
  for (const auto& s : scoring.selections(index))
    selections.push_back({{"keep", values_of(scoring.table().counts(s.keep))}, {"points", s.points}});
  return {{"game", game.info().id},
          {"dice", values_of(scoring.table().counts(index))},
          {"best", scoring.best(index)},
          {"all_dice", all < 0 ? nlohmann::json(nullptr) : nlohmann::json(all)},
          {"farkle", scoring.is_farkle(index)},
          {"selections", selections}};
}

}  // namespace

void register_games(std::vector<GameEntry>& out) {
  GameEntry e;
  e.info = {"farkle", "Farkle", 1, 8, true, true};
  e.default_players = 2;
  e.summary = "Farkle: 6 dice, push your luck to 10000 (Swedish rules: entry 500, final round)";
  e.rules_text = rules_text();
  e.options = options();
  e.create = game_creator<FarkleGame>(e.info);
  e.bots = {"greedy", "optimal_turn", "win_optimal"};
  e.bot_settings = {{"win_optimal", "from=19000"}};  // the whole table takes minutes to solve
  e.check_bot_settings = [](const std::string& name) { (void)win_optimal_from(name); };
  e.bot_unavailable = [](const Game& game, const std::string& name) {
    return farkle_win_optimal_unavailable(static_cast<const FarkleGame&>(game), name);
  };
  // Its table takes minutes to solve: a person who chooses no bot meets optimal_turn, ready at once.
  e.default_bot = "optimal_turn";
  e.make_bot = [](const Game& game, const std::string& name) -> std::unique_ptr<Bot> {
    const auto& g = static_cast<const FarkleGame&>(game);
    if (name == "optimal_turn") return std::make_unique<FarkleOptimalTurnBot>(g);
    if (name.rfind("win_optimal", 0) == 0) return make_farkle_win_optimal(g, name);
    return std::make_unique<FarkleGreedyBot>();
  };
  e.bot_notes =
      "greedy: fixed banking thresholds. optimal_turn: the most points a turn banks in expectation; in the final "
      "round the exact chance of winning.\n"
      "win_optimal: plays to win. Against one opponent: the exact two-player optimum, the highest chance of "
      "winning at every selection and bank-or-throw, from the table `cubilete solve farkle --players 2` stores in "
      "the cache (solve it first); in the final round optimal_turn's exact play. With three or more players (a "
      "heuristic): the two-player strategy against the opponent with the highest banked score, ignoring the "
      "others, and the exact final round. win_optimal:from=POINTS plays to win only once the two banked scores add "
      "up to POINTS (that endgame is solved in memory at once).";
  e.score_dice = score_dice;
  e.solve = solve::solve_farkle;
  e.solve_two_player = true;
  e.advise = solve::advise_farkle;
  e.advice_measure = "expected points banked this turn, optimal single-turn play";
  e.win_measure = "chance of winning, both players playing to win (Farkle has no ties)";
  e.hint = solve::hint_farkle;
  e.hint_options = {"dice", "dice-left", "turn-total", "banked", "to-beat", "opponent-banked"};
  out.push_back(std::move(e));
}

}  // namespace cubilete::farkle
