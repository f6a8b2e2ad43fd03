// `cubilete rules GAME`: the rules in plain words and every option.
#include <fmt/format.h>

#include <iostream>
#include <nlohmann/json.hpp>

#include "cli/common.h"

namespace cubilete::cli {

void add_rules_command(CLI::App& app) {
  auto* cmd = app.add_subcommand("rules", "show a game's rules and its options");
  static std::string game;
  static bool json = false;
  cmd->add_option("GAME", game, "game id or name, or the start of one (see `cubilete games`)")->required();
  cmd->add_flag("--json", json, "print one JSON document");
  cmd->callback([] {
    const auto& e = find_game(game);
    if (json) {
      print_json({{"game", e.info.id},
                  {"name", e.info.name},
                  {"min_players", e.info.min_players},
                  {"max_players", e.info.max_players},
                  {"rules", e.rules_text},
                  {"options", options_to_json(e.options)},
                  {"bots", bot_names(e)},
                  {"bot_notes", e.bot_notes}});
      return;
    }
    std::cout << e.info.name << " (" << e.info.id << "), " << e.info.min_players << " to "
              << e.info.max_players << " players\n\n"
              << e.rules_text << "\n\nOptions (--rule KEY=VALUE):\n";
    for (const auto& o : e.options)
      std::cout << fmt::format("  {:<22} {:<8} default {:<18} {}\n    {}\n", o.key,
                               option_type_name(o.type), o.default_value, o.allowed(), o.description);
    std::cout << "\nPlayers: human, " << fmt::format("{}", fmt::join(bot_names(e), ", ")) << "\n";
    if (!e.bot_notes.empty()) std::cout << "\n" << e.bot_notes << "\n";
  });
}

}  // namespace cubilete::cli
