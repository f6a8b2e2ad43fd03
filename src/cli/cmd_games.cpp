// `cubilete games`: the games with their ids and player counts.
#include <fmt/format.h>

#include <algorithm>
#include <iostream>
#include <nlohmann/json.hpp>

#include "cli/common.h"
#include "core/lang.h"
#include "core/text.h"

namespace cubilete::cli {

namespace {
const Translated kPlayersColumn{"players", "jogadores", "jugadores"};
const Translated kDescriptionColumn{"description", "descrição", "descripción"};
}  // namespace

void add_games_command(CLI::App& app) {
  auto* cmd = app.add_subcommand("games", "list the games with their ids and player counts");
  static bool json = false;
  static std::string lang_option;
  cmd->add_flag("--json", json, "print one JSON document");
  add_lang_option(*cmd, lang_option);
  cmd->callback([] {
    const Lang lang = chosen_lang(lang_option, json);
    if (json) {
      nlohmann::json arr = nlohmann::json::array();
      for (const auto& e : game_registry())
        arr.push_back({{"id", e.description.info.id},
                       {"name", e.description.info.name},
                       {"min_players", e.description.info.min_players},
                       {"max_players", e.description.info.max_players},
                       {"default_players", e.description.default_players},
                       {"summary", e.description.summary.in(lang)},
                       {"bots", bot_names(e)}});
      print_json({{"games", arr}});
      return;
    }
    // Columns as wide as the longest id, so every description starts in the same column, and
    // descriptions wrapped within 80 columns under themselves.
    size_t width = 2;
    for (const auto& e : game_registry()) width = std::max(width, e.description.info.id.size());
    const size_t players_width = text_width(kPlayersColumn.in(lang));
    const size_t column = width + 2 + players_width + 2;
    std::cout << fmt::format("{:<{}}  {}  {}\n", "id", width, kPlayersColumn.in(lang), kDescriptionColumn.in(lang));
    for (const auto& e : game_registry())
      std::cout << wrap_text(e.description.summary.in(lang), 80, std::string(column, ' '),
                             fmt::format("{:<{}}  {:<{}}  ", e.description.info.id, width,
                                         fmt::format("{}-{}", e.description.info.min_players, e.description.info.max_players),
                                         players_width));
  });
}

}  // namespace cubilete::cli
