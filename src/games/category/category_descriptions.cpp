#include "games/category/category_descriptions.h"

#include "games/category/category_game.h"
#include "games/category/category_words.h"

namespace cubilete::category {

namespace {
struct Preset {
  const char* id;
  const char* name;
  Translated summary;
};

const Preset kPresets[] = {
    {"general", "General", {"Brazilian General: 5 dice, 3 throws, 11 categories",
                            "General brasileiro: 5 dados, 3 jogadas, 11 casas",
                            "General brasileño: 5 dados, 3 tiros, 11 categorías"}},
    {"generala", "Generala", {"Argentine Generala: 5 dice, 3 throws, 10 categories, every variant",
                              "Generala argentina: 5 dados, 3 jogadas, 10 casas, todas as "
                              "variantes",
                              "Generala argentina: 5 dados, 3 tiros, 10 categorías, todas las "
                              "variantes"}},
    {"crag", "Crag", {"Crag: 3 dice, 2 throws, 13 categories",
                      "Crag: 3 dados, 2 jogadas, 13 casas",
                      "Crag: 3 dados, 2 tiros, 13 categorías"}},
    {"yahtzee", "Yahtzee", {"Yahtzee: 5 dice, 3 throws, 13 categories, upper bonus and jokers",
                            "Yahtzee: 5 dados, 3 jogadas, 13 casas, bônus de cima e curingas",
                            "Yahtzee: 5 dados, 3 tiros, 13 categorías, bonus de arriba y comodines"}},
    {"yatzy", "Yatzy", {"Scandinavian Yatzy: 5 dice, 3 throws, 15 categories",
                        "Yatzy escandinavo: 5 dados, 3 jogadas, 15 casas",
                        "Yatzy escandinavo: 5 dados, 3 tiros, 15 categorías"}},
};

// Every box the card can have, by key: Double Generala's too, which only an option adds.
std::vector<std::pair<std::string, Translated>> card_names(const std::string& id, const std::vector<OptionSpec>& options) {
  Assignments every_box;
  if (id == "generala") every_box.emplace_back("double_generala", "100");
  std::vector<std::pair<std::string, Translated>> names;
  for (const auto& box : make_category_rules(id, RuleSet::resolve(options, every_box)).categories)
    names.emplace_back(box.key, box.name);
  return names;
}
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
    d.words = category_move_words().groups();
    d.words.push_back({"card", card_names(p.id, d.options)});
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
