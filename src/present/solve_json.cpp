#include "present/solve_json.h"

#include <nlohmann/json.hpp>

#include "present/options_json.h"
#include "present/json_tree_sink.h"

namespace cubilete {

namespace {

nlohmann::json distribution_json(const solve::ScoreDistribution& d) {
  nlohmann::json percentiles = nlohmann::json::object();
  for (const auto& [p, score] : d.percentiles) percentiles[std::to_string(p)] = score;
  nlohmann::json histogram = nlohmann::json::array();
  for (const auto& b : d.histogram)
    histogram.push_back({{"from", b.from}, {"to", b.to}, {"count", b.count}});
  return {{"games", d.games},           {"mean", d.mean},         {"stddev", d.stddev},
          {"mean_ci95", d.mean_ci95},   {"min", d.min},           {"max", d.max},
          {"percentiles", percentiles}, {"histogram", histogram}, {"measure", d.measure},
          {"method", d.method}};
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
