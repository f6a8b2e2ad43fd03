#include "games/category/category_descriptions.h"

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
}  // namespace

std::vector<GameDescription> category_descriptions() {
  std::vector<GameDescription> out;
  for (const auto& p : kPresets) {
    GameDescription d;
    d.info = {p.id, p.name, 1, 8, true, true};
    d.default_players = 2;
    d.summary = p.summary;
    d.rules_text = category_rules_text(p.id);
    d.options = category_options(p.id);
    d.action_examples = "keep 3 3 5, score full";
    d.create = [id = std::string(p.id),
                info = d.info](const RuleSet& options) -> std::shared_ptr<const Game> {
      return std::make_shared<CategoryGame>(info, options, make_category_rules(id, options));
    };
    out.push_back(std::move(d));
  }
  return out;
}

}  // namespace cubilete::category
