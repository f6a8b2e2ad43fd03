#include "present/ranking_json.h"

#include <nlohmann/json.hpp>

namespace cubilete {

nlohmann::json ranking_choices_json(const Ranking& ranking) {
  nlohmann::json choices = nlohmann::json::array();
  for (const auto& c : ranking.choices) {
    nlohmann::json choice = {{"action", c.name}, {"expected", c.expected}, {"loss", c.loss}};
    if (!c.line.empty()) choice["line"] = c.line;
    if (c.win_chance) {
      choice["win_chance"] = *c.win_chance;
      choice["win_loss"] = *c.win_loss;
    }
    choices.push_back(std::move(choice));
  }
  return choices;
}

}  // namespace cubilete
