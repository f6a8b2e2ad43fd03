#include "present/simulation_json.h"

#include <nlohmann/json.hpp>

#include "present/options_json.h"

namespace cubilete {

nlohmann::json simulation_json(const Game& game, const SimulationRequest& request,
                               const SimulationResult& result) {
  nlohmann::json seats = nlohmann::json::array();
  for (size_t p = 0; p < result.seats.size(); ++p) {
    const auto& s = result.seats[p];
    seats.push_back({{"seat", p + 1},
                     {"player", request.players[p]},
                     {"mean", s.mean},
                     {"mean_ci95", s.mean_ci95},
                     {"stddev", s.stddev},
                     {"win_share", s.win_share},
                     {"win_share_ci95", s.win_share_ci95}});
  }
  const double n = double(request.games);
  return {{"game", game.info().id},
          {"rules", rules_to_json(game.rules())},
          {"games", request.games},
          {"seed", request.seed},
          {"threads", request.threads},
          {"random_opening", request.random_opening},
          {"seats", seats},
          {"seconds", result.seconds},
          {"games_per_second", n / result.seconds},
          {"startup_seconds", result.startup_seconds},
          {"tables_seconds", result.tables_seconds},
          {"policy_seconds", result.policy_seconds},
          {"play_seconds", result.play_seconds},
          {"play_games_per_second", n / result.play_seconds}};
}

}  // namespace cubilete
