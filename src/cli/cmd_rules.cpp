// `cubilete rules GAME`: the rules in plain words and every option.
#include <fmt/format.h>

#include <iostream>
#include <nlohmann/json.hpp>

#include "cli/common.h"
#include "core/text.h"
#include "present/options_json.h"

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
      print_json({{"game", e.description.info.id},
                  {"name", e.description.info.name},
                  {"min_players", e.description.info.min_players},
                  {"max_players", e.description.info.max_players},
                  {"rules", e.description.rules_text},
                  {"options", options_to_json(e.description.options)},
                  {"bots", bot_names(e)},
                  {"bot_notes", e.bots.notes}});
      return;
    }
    // Within 80 columns: paragraphs wrapped, an option's values on its own line when long.
    std::cout << e.description.info.name << " (" << e.description.info.id << "), " << e.description.info.min_players << " to "
              << e.description.info.max_players << " players\n\n"
              << wrap_paragraphs(e.description.rules_text, 80) << "\nOptions (--rule KEY=VALUE):\n";
    const std::string indent(4, ' ');
    const auto indented = [&indent](const std::string& text) { return wrap_text(text, 80, indent, indent); };
    for (const auto& o : e.description.options) {
      const auto head = fmt::format("  {:<22} {:<8} default {}", o.key, option_type_name(o.type), o.default_value);
      // The allowed values in a column of their own after the longest defaults (`default any`).
      const auto with_values = fmt::format("{:<51} {}", head, o.allowed());
      std::cout << (with_values.size() <= 80 ? with_values + "\n" : head + "\n" + indented(o.allowed()));
      for (const auto& [when, def] : o.defaults_by)
        if (def != o.default_value) std::cout << indented(fmt::format("with {}={}: default {}", o.default_follows, when, def));
      std::cout << indented(o.description);
    }
    std::cout << "\n" << wrap_list("Players:", [&e] {
      auto names = bot_names(e);
      names.insert(names.begin(), "human");
      return names;
    }(), 80, "  ");
    if (!e.bots.notes.empty()) std::cout << "\n" << wrap_paragraphs(e.bots.notes, 80);
  });
}

}  // namespace cubilete::cli
