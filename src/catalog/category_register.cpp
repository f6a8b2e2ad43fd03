// The five category presets in the game registry.
#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include "bots/category/category_greedy.h"
#include "bots/category/category_optimal.h"
#include "bots/category/category_optimal_batch.h"
#include "bots/category/category_win_optimal.h"
#include "catalog/category_register.h"
#include "catalog/commands/solitaire_commands.h"
#include "catalog/registry.h"
#include "games/category/category_game.h"

namespace cubilete::category {

namespace {
struct Preset {
  const char* id;
  const char* name;
  const char* summary;
};

const Preset kPresets[] = {
    {"general", "General", "Brazilian General: 5 dice, 3 throws, 11 categories"},
    {"generala", "Generala", "Argentine Generala: 5 dice, 3 throws, 10 categories, every variant"},
    {"crag", "Crag", "Crag: 3 dice, 2 throws, 13 categories"},
    {"yahtzee", "Yahtzee", "Yahtzee: 5 dice, 3 throws, 13 categories, upper bonus and jokers"},
    {"yatzy", "Yatzy", "Scandinavian Yatzy: 5 dice, 3 throws, 15 categories"},
};

nlohmann::json score_dice(const Game& game, std::string_view text, bool served) {
  const auto& g = static_cast<const CategoryGame&>(game);
  const auto& scorer = g.scorer();
  const auto dice = parse_dice(text, scorer.rules().dice);
  const int hand = g.table().index_of(counts_of(dice));
  const Card empty;
  nlohmann::json scores = nlohmann::json::object();
  nlohmann::json categories = nlohmann::json::array();  // card order, for display
  for (int c = 0; c < scorer.num_categories(); ++c) {
    const auto& def = scorer.rules().categories[c];
    const int points = scorer.score(empty, c, hand, served).points;
    scores[def.key] = points;
    categories.push_back({{"key", def.key}, {"name", def.name}, {"points", points}});
  }
  nlohmann::json j = {{"game", game.info().id},
                      {"dice", values_of(counts_of(dice))},
                      {"served", served},
                      {"scores", scores},
                      {"categories", categories}};
  if (game.info().id == "generala") j["instant_win"] = served && scorer.instant_win(empty, hand);
  return j;
}
}  // namespace

void register_games(std::vector<GameEntry>& out) {
  for (const auto& p : kPresets) {
    GameEntry e;
    e.info = {p.id, p.name, 1, 8, true, true};
    e.default_players = 2;
    e.summary = p.summary;
    e.rules_text = category_rules_text(p.id);
    e.options = category_options(p.id);
    const std::string id = p.id;
    const GameInfo info = e.info;
    e.create = [id, info](const RuleSet& options) -> std::shared_ptr<const Game> {
      return std::make_shared<CategoryGame>(info, options, make_category_rules(id, options));
    };
    e.bots = {"greedy", "optimal"};
    const bool plays_to_win = id == "general" || id == "generala" || id == "crag";
    e.bot_notes =
        "greedy: the best points against a par per category. optimal: the highest expected final score "
        "(the exact solitaire optimum), whoever the opponents are.";
    if (plays_to_win) {
      e.bots.push_back("win_optimal");
      // Its table takes minutes to solve: a person who chooses no bot meets optimal, ready at once.
      e.default_bot = "optimal";
      e.bot_settings = {{"win_optimal", "rounds=2"}};  // the whole table takes minutes to solve
      e.check_bot_settings = [](const std::string& name) { check_win_optimal_settings(name); };
      e.bot_unavailable = [](const Game& game, const std::string& name) {
        return win_optimal_unavailable(static_cast<const CategoryGame&>(game), name);
      };
      e.bot_notes += fmt::format(
          "\nwin_optimal: plays to win. Against one opponent: the exact two-player optimum, the highest chance "
          "of winning (a tie counts half) at every choice, from the table `cubilete solve {} --players 2` stores "
          "in the cache (solve it first). With three or more players (a heuristic): the same two-player "
          "strategy against the opponent with the highest expected final score (points on the card plus the "
          "solitaire optimum's expectation for the rest), ignoring the others. win_optimal:rounds=R plays to win "
          "in the last R rounds only (their table is solved in memory at once) and like optimal before.",
          id);
    }
    e.make_bot = [](const Game& game, const std::string& name) -> std::unique_ptr<Bot> {
      const auto& g = static_cast<const CategoryGame&>(game);
      if (name == "optimal") return std::make_unique<OptimalBot>(g);
      if (name.rfind("win_optimal", 0) == 0) return make_win_optimal(g, name);
      return std::make_unique<GreedyBot>(g);
    };
    e.batch_player = [](const Game& game, const std::vector<std::string>& bots) -> std::unique_ptr<BatchPlayer> {
      for (const auto& b : bots)
        if (b != "optimal") return nullptr;
      return std::make_unique<OptimalBatch>(static_cast<const CategoryGame&>(game));
    };
    e.score_dice = score_dice;
    e.solve = solve::solve_category;
    e.solve_distribution = e.solve_policy = true;
    e.solve_two_player = true;  // Yatzy and Yahtzee answer with what their table would take
    e.hint = solve::hint_category;
    e.hint_options = {"card", "dice", "throws-left", "opponent-card", "score-diff"};
    e.advise = solve::advise_category;
    out.push_back(std::move(e));
  }
}

}  // namespace cubilete::category
