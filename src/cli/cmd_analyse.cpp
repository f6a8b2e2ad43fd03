// `cubilete analyse RECORD.json [--json]`: the analysis of a played game
// (docs/analysis.md), from a record saved by `play` or read from the online table
// (GET /api/rooms/CODE/record). The JSON is the document GET /api/rooms/CODE/analysis answers.
// One Damma position is searched by `hint damma`; `analyse damma POSITION` is refused with a
// sentence that points there, for people who learnt that form.
#include <fmt/format.h>

#include <filesystem>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "catalog/analyse_record.h"
#include "cli/common.h"
#include "core/error.h"
#include "present/analysis_json.h"
#include "present/analysis_text.h"
#include "present/record_json.h"

namespace cubilete::cli {

namespace analyse_command {

struct Options {
  std::string file, position, lang;
  bool json = false;
  int depth = 0, movetime = 0;
};
Options opt;

const char* const kMovedToHint =
    "`cubilete analyse damma` (the engine's search of one position) is now `cubilete hint damma "
    "[--position POS] [--depth N]`, which ranks every move with the engine's line; `cubilete "
    "analyse "
    "RECORD.json` analyses a played game";

void run() {
  if (!opt.position.empty() || opt.depth != 0 || opt.movetime != 0) throw UsageError(kMovedToHint);
  std::ifstream in(opt.file);
  if (!in) {
    // A game's name where a file was expected: the old `analyse damma`.
    if (!std::filesystem::exists(opt.file)) {
      try {
        (void)find_game(opt.file);
        throw UsageError(kMovedToHint);
      } catch (const UsageError& e) {
        if (std::string(e.what()) == kMovedToHint) throw;
      }
    }
    throw UsageError(fmt::format("cannot open record file '{}'", opt.file));
  }
  std::stringstream text;
  text << in.rdbuf();
  const auto j = nlohmann::json::parse(text.str(), nullptr, false);
  if (j.is_discarded()) throw UsageError(fmt::format("'{}' is not valid JSON", opt.file));
  GameRecord record;
  try {
    record = record_from_json(j);
  } catch (const UsageError& e) {
    throw UsageError(fmt::format("{}: {}", opt.file, e.what()));
  }
  const auto names = record_names(j);
  const auto analysis = analyse_record(record);
  if (opt.json)
    print_json(analysis_json(*analysis.game, record, names, analysis.result));
  else
    std::cout << analysis_text(*analysis.game, record, names, analysis.result, chosen_lang(opt.lang));
}

}  // namespace analyse_command

void add_analyse_command(CLI::App& app) {
  using namespace analyse_command;
  auto* cmd = app.add_subcommand(
      "analyse",
      "skill and luck apart: every decision and throw of a played game judged exactly (a record)");
  cmd->add_option("RECORD", opt.file,
                  "a game record (`play`'s save FILE, or GET /api/rooms/CODE/record)")
      ->required();
  cmd->add_flag("--json", opt.json,
                "print the analysis document (as GET /api/rooms/CODE/analysis)");
  add_lang_option(*cmd, opt.lang);
  // The options of the old `analyse damma`, kept only to say where it went.
  auto* old = cmd->add_option_group("");
  old->add_option("--position", opt.position);
  old->add_option("--depth", opt.depth);
  old->add_option("--movetime", opt.movetime);
  cmd->callback(run);
}

}  // namespace cubilete::cli
