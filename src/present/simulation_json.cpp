#include "present/simulation_json.h"

#include <nlohmann/json.hpp>

#include "present/json_tree_sink.h"
#include "present/simulation_document.h"

namespace cubilete {

nlohmann::json simulation_json(const Game& game, const SimulationRequest& request,
                               const SimulationResult& result) {
  SimulationDocument doc;
  doc.game = game.info().id;
  doc.rules = typed_rules(game.rules());
  doc.games = request.games;
  doc.seed = request.seed;
  doc.threads = request.threads;
  doc.random_opening = request.random_opening;
  for (size_t p = 0; p < result.seats.size(); ++p) {
    const auto& s = result.seats[p];
    doc.seats.push_back({p + 1, request.players[p], s.mean, s.mean_ci95, s.stddev, s.win_share, s.win_share_ci95});
  }
  const double n = double(request.games);
  doc.seconds = result.seconds;
  doc.games_per_second = n / result.seconds;
  doc.startup_seconds = result.startup_seconds;
  doc.tables_seconds = result.tables_seconds;
  doc.policy_seconds = result.policy_seconds;
  doc.play_seconds = result.play_seconds;
  doc.play_games_per_second = n / result.play_seconds;
  return described_json(doc);
}

}  // namespace cubilete
