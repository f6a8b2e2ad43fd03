// `cubilete perft damma`: the move generator's counts from the start position or --position. (The
// engine's search of a position is `hint damma`; `analyse` analyses a played game, cmd_analyse.cpp.)
#include <fmt/format.h>

#include <algorithm>
#include <iostream>
#include <nlohmann/json.hpp>

#include "cli/common.h"
#include "core/error.h"
#include "core/parallel.h"
#include "games/damma/damma_game.h"

namespace cubilete::cli {

namespace damma_command {

struct Options {
  std::string game, position;
  std::vector<std::string> rules;
  int depth = 0;
  bool json = false, divide = false;
};
Options perft_opt;

// The Damma game with the rules and, if given, the position as its start.
std::shared_ptr<const damma::DammaGame> damma_game(const Options& o, const char* command) {
  const auto& entry = find_game(o.game);  // an unknown game is reported as such
  if (entry.description.info.id != "damma")
    throw UsageError(fmt::format("{} is defined for damma only, not {}", command, entry.description.info.id));
  auto rules = parse_rules(o.rules);
  if (!o.position.empty()) {
    // A position tells its board: --rule board=9 may be left out for a 9x9 position.
    const bool board_given = std::any_of(rules.begin(), rules.end(), [](const auto& r) { return r.first == "board"; });
    if (!board_given) rules.emplace_back("board", std::to_string(damma::Position::parse(o.position).size));
    rules.emplace_back("start", o.position);
  }
  return std::static_pointer_cast<const damma::DammaGame>(make_game(entry, rules));
}

void run_perft() {
  auto game = damma_game(perft_opt, "perft");
  if (perft_opt.depth < 0) throw UsageError("--depth must be 0 or more");
  const auto& root = game->start();
  const Stopwatch clock;
  nlohmann::json divide = nlohmann::json::object();
  int64_t nodes = 0;
  if (perft_opt.divide && perft_opt.depth > 0) {
    std::vector<damma::Move> moves;
    damma::generate_moves(root, game->move_rules(), moves);
    for (const auto& m : moves) {
      const int64_t n = damma::perft(damma::apply_move(root, game->move_rules(), m), game->move_rules(), perft_opt.depth - 1);
      divide[damma::move_name(m)] = n;
      nodes += n;
      if (!perft_opt.json) std::cout << fmt::format("{:<16} {}\n", damma::move_name(m), n);
    }
  } else {
    nodes = damma::perft(root, game->move_rules(), perft_opt.depth);
  }
  const double seconds = clock.seconds();
  if (perft_opt.json) {
    nlohmann::json j = {{"depth", perft_opt.depth}, {"nodes", nodes}, {"position", root.text()}, {"seconds", seconds}};
    if (perft_opt.divide) j["divide"] = divide;
    print_json(j);
  } else {
    std::cout << fmt::format("depth {}: {} nodes ({:.2f} s)\n", perft_opt.depth, nodes, seconds);
  }
}

void add_common(CLI::App& cmd, Options& o) {
  cmd.add_option("GAME", o.game, "damma")->required();
  cmd.add_option("--position", o.position,
                 "a position of either board, e.g. 'bbbbb/bbbbb/bb.ww/wwwww/wwwww w -' (default: the start)");
  add_rule_option(cmd, o.rules);
  cmd.add_flag("--json", o.json, "print one JSON document");
}

}  // namespace damma_command

void add_damma_commands(CLI::App& app) {
  using namespace damma_command;
  auto* perft = app.add_subcommand("perft", "count the leaves of the tree of legal actions to a depth (damma)");
  add_common(*perft, perft_opt);
  perft->add_option("--depth", perft_opt.depth, "plies")->required();
  perft->add_flag("--divide", perft_opt.divide, "the count below each first action");
  perft->callback(run_perft);
}

}  // namespace cubilete::cli
