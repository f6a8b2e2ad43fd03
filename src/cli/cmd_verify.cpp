// `cubilete verify FILE`: checks a finished online room's record (GET /api/rooms/CODE/record):
// the commitment, the game seed and every throw. Exit status 1 at the first mismatch.
#include <fmt/format.h>

#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "cli/common.h"
#include "core/error.h"
#include "verify/verify_record.h"

namespace cubilete::cli {

void add_verify_command(CLI::App& app) {
  auto* cmd = app.add_subcommand("verify", "check the fair dice of a finished online room's record");
  static std::string file;
  static bool json = false;
  cmd->add_option("FILE", file, "the record from GET /api/rooms/CODE/record")->required();
  cmd->add_flag("--json", json, "print one JSON document");
  cmd->callback([] {
    std::ifstream in(file);
    if (!in) throw UsageError(fmt::format("cannot open record file '{}'", file));
    std::stringstream text;
    text << in.rdbuf();
    auto j = nlohmann::json::parse(text.str(), nullptr, false);
    if (j.is_discarded()) throw UsageError(fmt::format("'{}' is not valid JSON", file));
    const auto v = fair::verify_room_record(j);
    if (json) {
      print_json({{"ok", v.ok()}, {"checked", v.checked}, {"failure", v.failure}, {"fairness_claimed", v.fairness_claimed}});
    } else {
      for (const auto& line : v.checked) std::cout << "ok: " << line << "\n";
      if (!v.ok()) std::cout << "MISMATCH: " << v.failure << "\n";
      else if (!v.fairness_claimed)
        std::cout << "Every entry keeps the rules. The dice were real dice typed in: no fairness claim is made.\n";
      else std::cout << "The record is fair: every check passed.\n";
    }
    if (!v.ok()) throw ExitStatus{1};
  });
}

}  // namespace cubilete::cli
