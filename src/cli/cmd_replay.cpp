// `cubilete replay FILE`: replays a saved record and prints the final state.
#include <fmt/format.h>

#include <iostream>
#include <nlohmann/json.hpp>

#include "cli/common.h"
#include "cli/outcome.h"
#include "core/record.h"

namespace cubilete::cli {

void add_replay_command(CLI::App& app) {
  auto* cmd = app.add_subcommand("replay", "replay a saved game record and print the final state");
  static std::string file;
  static bool json = false;
  cmd->add_option("FILE", file, "a record written by `save FILE` in play")->required();
  cmd->add_flag("--json", json, "print one JSON document");
  cmd->callback([] {
    auto record = GameRecord::load(file);
    auto r = replay(record);
    if (json) {
      nlohmann::json j = {{"game", record.game},
                          {"rules", r.game->rules().to_json()},
                          {"seed", record.seed},
                          {"players", record.players},
                          {"actions", record.actions.size()},
                          {"terminal", r.state->is_terminal()},
                          {"scores", r.state->scores()},
                          {"state", r.state->to_json(kSpectator)}};
      if (r.state->is_terminal()) j["returns"] = r.state->returns();
      print_json(j);
      return;
    }
    std::cout << fmt::format("{} record: {} actions, seed {}\n\n", record.game,
                             record.actions.size(), record.seed)
              << r.state->render(kSpectator) << "\n"
              << outcome_text(*r.state, record.players);
  });
}

}  // namespace cubilete::cli
