#include "solve/common/ranking.h"

#include <nlohmann/json.hpp>

namespace cubilete::solve {

nlohmann::json ranking_json(const std::vector<RankedAction>& ranked) {
  nlohmann::json choices = nlohmann::json::array();
  for (const auto& r : ranked) {
    nlohmann::json c = {{"action", r.name},
                        {"expected", r.expected},
                        {"loss", ranked.front().expected - r.expected}};
    if (!r.line.empty()) c["line"] = r.line;
    choices.push_back(c);
  }
  return choices;
}

}  // namespace cubilete::solve
