// `cubilete rules GAME`: the rules in plain words and every option.
#include <fmt/format.h>

#include <iostream>
#include <nlohmann/json.hpp>

#include "cli/common.h"
#include "core/say.h"
#include "core/text.h"
#include "present/options_json.h"

namespace cubilete::cli {

namespace {
const Translated kPlayers{"{name} ({id}), {min} to {max} players", "{name} ({id}), de {min} a {max} jogadores",
                          "{name} ({id}), de {min} a {max} jugadores"};
const Translated kOptions{"Options (--rule KEY=VALUE):", "Opções (--rule CHAVE=VALOR):",
                          "Opciones (--rule CLAVE=VALOR):"};
const Translated kDefault{"default", "padrão", "por defecto"};
const Translated kDefaultWith{"with {key}={value}: default {default}", "com {key}={value}: padrão {default}",
                              "con {key}={value}: por defecto {default}"};
const Translated kPlayerList{"Players:", "Jogadores:", "Jugadores:"};
}  // namespace

void add_rules_command(CLI::App& app) {
  auto* cmd = app.add_subcommand("rules", "show a game's rules and its options");
  static std::string game;
  static bool json = false;
  static std::string lang_option;
  cmd->add_option("GAME", game, "game id or name, or the start of one (see `cubilete games`)")->required();
  cmd->add_flag("--json", json, "print one JSON document");
  add_lang_option(*cmd, lang_option);
  cmd->callback([] {
    const Lang lang = chosen_lang(lang_option, json);
    const auto& e = find_game(game);
    if (json) {
      print_json({{"game", e.description.info.id},
                  {"name", e.description.info.name},
                  {"min_players", e.description.info.min_players},
                  {"max_players", e.description.info.max_players},
                  {"rules", e.description.rules_text.in(lang)},
                  {"options", options_to_json(e.description.options)},
                  {"bots", bot_names(e)},
                  {"bot_notes", e.bots.notes}});
      return;
    }
    // Within 80 columns: paragraphs wrapped, an option's values on its own line when long.
    const auto& info = e.description.info;
    std::cout << say(kPlayers, lang, fmt::arg("name", info.name), fmt::arg("id", info.id), fmt::arg("min", info.min_players),
                     fmt::arg("max", info.max_players))
              << "\n\n"
              << wrap_paragraphs(e.description.rules_text.in(lang), 80) << "\n" << kOptions.in(lang) << "\n";
    const std::string indent(4, ' ');
    const auto indented = [&indent](const std::string& text) { return wrap_text(text, 80, indent, indent); };
    for (const auto& o : e.description.options) {
      const auto head =
          fmt::format("  {:<22} {:<8} {} {}", o.key, name_of(o.type), kDefault.in(lang), o.default_value);
      // The allowed values in a column of their own after the longest defaults (`default any`).
      const auto with_values = fmt::format("{:<51} {}", head, o.allowed());
      std::cout << (with_values.size() <= 80 ? with_values + "\n" : head + "\n" + indented(o.allowed()));
      for (const auto& [when, def] : o.defaults_by)
        if (def != o.default_value)
          std::cout << indented(say(kDefaultWith, lang, fmt::arg("key", o.default_follows), fmt::arg("value", when),
                                    fmt::arg("default", def)));
      std::cout << indented(o.description);
    }
    std::cout << "\n" << wrap_list(kPlayerList.in(lang), [&e] {
      auto names = bot_names(e);
      names.insert(names.begin(), "human");
      return names;
    }(), 80, "  ");
    if (!e.bots.notes.empty()) std::cout << "\n" << wrap_paragraphs(e.bots.notes, 80);
  });
}

}  // namespace cubilete::cli
