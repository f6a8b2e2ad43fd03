// `cubilete sheet GAME -p Ana,Bia,...`: a score sheet for a game played with real dice
// (docs/sheet.md): every entry checked by the rules, the totals kept, the analysis at the end.
#include <fmt/format.h>

#include <iostream>

#include "cli/common.h"
#include "cli/sheet_session.h"
#include "core/error.h"
#include "core/text.h"
#include "present/record_json.h"

namespace cubilete::cli {

namespace sheet_command {
struct Options {
  std::string game, names, load, lang;
  std::vector<std::string> rules;
  bool hints = false;
};
Options opt;

std::vector<std::string> names_of(const std::string& list) {
  std::vector<std::string> names;
  size_t from = 0;
  while (from <= list.size()) {
    const size_t comma = list.find(',', from);
    std::string name(list.substr(from, comma == std::string::npos ? std::string::npos : comma - from));
    while (!name.empty() && name.front() == ' ') name.erase(name.begin());
    while (!name.empty() && name.back() == ' ') name.pop_back();
    if (name.empty()) throw UsageError("--players takes names separated by commas (-p Ana,Bia), none of them empty");
    names.push_back(name);
    if (comma == std::string::npos) break;
    from = comma + 1;
  }
  return names;
}

std::vector<std::string> sheet_games() {
  std::vector<std::string> ids;
  for (const auto& g : game_registry())
    if (g.table.real_dice) ids.push_back(g.description.info.id);
  return ids;
}

void run() {
  SheetSetup setup;
  setup.lang = chosen_lang(opt.lang);
  setup.hints = opt.hints;
  if (!opt.load.empty()) {
    if (!opt.game.empty() || !opt.rules.empty())
      throw UsageError("--load takes the game and its rules from the saved sheet: give no GAME or --rule");
    const auto record = load_record(opt.load);
    if (!record.dice_entered)
      throw UsageError(fmt::format("'{}' is not a score sheet's record (it has no \"dice\": \"entered\")", opt.load));
    setup.entry = &find_game(record.game);
    setup.rules = record.rules;
    setup.actions = record.actions;
    setup.by = record.by;
    setup.entered_by = record.entered_by;
    setup.names = opt.names.empty() ? std::vector<std::string>{} : names_of(opt.names);
    if (setup.names.empty())
      for (size_t i = 0; i < record.players.size(); ++i) setup.names.push_back(fmt::format("P{}", i + 1));
    if (setup.names.size() != record.players.size())
      throw UsageError(fmt::format("the saved sheet has {} players; --players names {}", record.players.size(),
                                   setup.names.size()));
  } else {
    if (opt.game.empty()) throw UsageError("say which game: cubilete sheet GAME -p Ana,Bia");
    if (opt.names.empty()) throw UsageError("name the players: cubilete sheet GAME -p Ana,Bia");
    setup.entry = &find_game(opt.game);
    setup.names = names_of(opt.names);
    setup.rules = parse_rules(opt.rules);
    for (const auto& [key, value] : setup.rules)
      if (key == "players") throw UsageError("the players are the names given with --players, not a rule");
    setup.rules.emplace_back("players", std::to_string(setup.names.size()));
    make_game(*setup.entry, setup.rules);  // the rules checked before anything is printed
  }
  if (!setup.entry->table.real_dice)
    throw UsageError(fmt::format("{} keeps no score sheet for real dice; the games that do: {}",
                                 setup.entry->description.info.id, fmt::join(sheet_games(), ", ")));
  run_sheet(setup, std::cin, std::cout);
}

}  // namespace sheet_command

void add_sheet_command(CLI::App& app) {
  using namespace sheet_command;
  auto* cmd = app.add_subcommand("sheet", "a score sheet for a game played with real dice: entries checked, "
                                          "totals kept, the exact analysis after");
  cmd->add_option("GAME", opt.game, fmt::format("game id ({})", fmt::join(sheet_games(), ", ")));
  cmd->add_option("--players,-p", opt.names, "the players' names in turn order, separated by commas: -p Ana,Bia");
  cmd->add_option("--load", opt.load, "go on with a sheet saved with `save FILE`");
  cmd->add_flag("--hints", opt.hints, "allow `hint` (off unless the table turns it on)");
  add_rule_option(*cmd, opt.rules);
  add_lang_option(*cmd, opt.lang);
  cmd->callback(run);
}

}  // namespace cubilete::cli
