#include "present/solve_json.h"

#include <nlohmann/json.hpp>

#include "present/options_json.h"
#include "present/json_tree_sink.h"
#include "present/simulation_document.h"

namespace cubilete {

namespace {

nlohmann::json distribution_json(const solve::ScoreDistribution& d) {
  DistributionDocument doc{d.games, d.mean, d.stddev, d.mean_ci95, d.min, d.max, {}, {}, d.measure, d.method};
  for (const auto& [percent, score] : d.percentiles) doc.percentiles.emplace_back(std::to_string(percent), score);
  for (const auto& b : d.histogram) doc.histogram.push_back({b.from, b.to, b.count});
  return described_json(doc);
}

}  // namespace

nlohmann::json solve_json(const Game& game, const SolveResult& result) {
  nlohmann::json j = result.facts ? json_of(result.facts) : nlohmann::json::object();
  std::visit([&j](const auto& found) { j.update(described_json(found)); }, result.found);
  j.update({{"game", game.info().id},
            {"rules", rules_to_json(game.rules())},
            {"value", result.value},
            {"meaning", result.meaning}});
  if (std::holds_alternative<TwoPlayerSolve>(result.found))
    j.update({{"players", 2}, {"second_player_value", 1.0 - result.value}});
  if (result.distribution) j["distribution"] = distribution_json(*result.distribution);
  if (!result.notes.empty()) j["notes"] = result.notes;
  return j;
}

}  // namespace cubilete
