// `cubilete protocol`: the online table's message types for clients (docs/contract.md): the
// browser's generated TypeScript types and guards, a check that the checked-in ones are current,
// the same types as JSON Schema, and sample messages from random games to test a client's
// reading against.
#include <fmt/format.h>

#include <filesystem>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "cli/common.h"
#include "cli/protocol_samples.h"
#include "core/error.h"
#include "present/json_schema.h"
#include "present/typescript.h"
#include "present/words_json.h"

namespace cubilete::cli {

namespace protocol_command {

std::string read_file(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return {};
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// What the browser's generated folder holds: the message types and guards, and every game's words.
std::vector<GeneratedFile> generated_files() {
  auto files = typescript_contract();
  files.push_back({"words.json", words_json()});
  return files;
}

void write_typescript(const std::string& dir) {
  std::error_code error;
  std::filesystem::create_directories(dir, error);
  if (error) throw UsageError(fmt::format("cannot create {}: {}", dir, error.message()));
  for (const auto& f : generated_files()) {
    const auto path = std::filesystem::path(dir) / f.name;
    std::ofstream out(path, std::ios::binary);
    out << f.text;
    if (!out.flush()) throw UsageError(fmt::format("cannot write {}", path.string()));
    std::cout << "wrote " << path.string() << "\n";
  }
}

// Exits 1 naming each file that differs from what --typescript writes.
void check_typescript(const std::string& dir) {
  int stale = 0;
  for (const auto& f : generated_files()) {
    const auto path = std::filesystem::path(dir) / f.name;
    if (read_file(path) == f.text) continue;
    ++stale;
    std::cerr << fmt::format("{} differs from the C++ declarations it is generated from\n",
                             path.string());
  }
  if (stale == 0) {
    std::cout << fmt::format("{}: the generated protocol types are current\n", dir);
    return;
  }
  std::cerr << fmt::format(
      "regenerate with: cubilete protocol --typescript {}  (e.g. build/cubilete)\n", dir);
  throw ExitStatus{1};
}

}  // namespace protocol_command

void add_protocol_command(CLI::App& app) {
  using namespace protocol_command;
  auto* cmd = app.add_subcommand("protocol",
                                 "the online table's message types: the browser's TypeScript types "
                                 "and guards, or sample messages");
  static std::string typescript, check;
  static bool samples = false, schema = false;
  static std::string games_text = "2", seed_text = "1";
  cmd->add_option("--typescript", typescript,
                  "write the generated types and guards, and every game's words, into DIR (contract.d.ts, contract.js, words.json)")
      ->type_name("DIR");
  cmd->add_option("--check", check,
                  "exit 1 if the generated files in DIR differ from what --typescript writes")
      ->type_name("DIR");
  cmd->add_flag(
      "--schema", schema,
      "print every view, move and situation type as JSON Schema (its $defs; x-views, x-moves "
      "and x-situations by game)");
  cmd->add_flag("--samples", samples,
                "print what the table sends in random games of every game (views, moves, legal "
                "moves of every viewer, situations, and hint rankings and reports where the "
                "advisor is quick), one JSON object a line");
  cmd->add_option("--games", games_text,
                  "with --samples: seeded games of each game, player count and rule variant (2)")
      ->type_name("N");
  cmd->add_option("--seed", seed_text, "with --samples: the seed the games' seeds derive from (1)")
      ->type_name("SEED");
  cmd->callback([] {
    const int chosen = !typescript.empty() + !check.empty() + samples + schema;
    if (chosen != 1)
      throw UsageError("say one of --typescript DIR, --check DIR, --schema or --samples");
    if (!typescript.empty()) return write_typescript(typescript);
    if (!check.empty()) return check_typescript(check);
    if (schema) return print_json(protocol_json_schema());
    const int64_t games = parse_count("--games", games_text, 0);
    if (games < 1 || games > 1000)
      throw UsageError(fmt::format("--games must be a whole number from 1 to 1000; got {}", games));
    write_protocol_samples(std::cout, int(games), uint64_t(parse_count("--seed", seed_text, 0)));
  });
}

}  // namespace cubilete::cli
