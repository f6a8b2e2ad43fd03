// `cubilete games`: the games with their ids and player counts.
#include <fmt/format.h>

#include <iostream>
#include <nlohmann/json.hpp>

#include "cli/common.h"

namespace cubilete::cli {

void add_games_command(CLI::App& app) {
  auto* cmd = app.add_subcommand("games", "list the games with their ids and player counts");
  static bool json = false;
  cmd->add_flag("--json", json, "print one JSON document");
  cmd->callback([] {
    if (json) {
      nlohmann::json arr = nlohmann::json::array();
      for (const auto& e : game_registry())
        arr.push_back({{"id", e.info.id},
                       {"name", e.info.name},
                       {"min_players", e.info.min_players},
                       {"max_players", e.info.max_players},
                       {"default_players", e.default_players},
                       {"summary", e.summary},
                       {"bots", bot_names(e)}});
      print_json({{"games", arr}});
      return;
    }
    std::cout << fmt::format("{:<12} {:<8} {}\n", "id", "players", "description");
    for (const auto& e : game_registry())
      std::cout << fmt::format("{:<12} {:<8} {}\n", e.info.id,
                               fmt::format("{}-{}", e.info.min_players, e.info.max_players),
                               e.summary);
  });
}

}  // namespace cubilete::cli
