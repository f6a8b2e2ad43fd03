// `cubilete perft damma` (move generator counts) and `cubilete analyse damma` (the engine's best
// line and score), both from the start position or --position.
#include <fmt/format.h>

#include <iostream>
#include <nlohmann/json.hpp>

#include "cli/common.h"
#include "core/error.h"
#include "core/parallel.h"
#include "games/damma/damma_game.h"
#include "solve/damma/damma_engine.h"

namespace cubilete::cli {

namespace {

struct Options {
  std::string game, position;
  std::vector<std::string> rules;
  int depth = 0, movetime = 0;
  bool json = false, divide = false;
};
Options perft_opt, analyse_opt;

// The Damma game with the rules and, if given, the position as its start.
std::shared_ptr<const damma::DammaGame> damma_game(const Options& o, const char* command) {
  const auto& entry = find_game(o.game);  // an unknown game is reported as such
  if (entry.description.info.id != "damma")
    throw UsageError(fmt::format("{} is defined for damma only, not {}", command, entry.description.info.id));
  auto rules = parse_rules(o.rules);
  if (!o.position.empty()) rules.emplace_back("start", o.position);
  return std::static_pointer_cast<const damma::DammaGame>(make_game(entry, rules));
}

void run_perft() {
  auto game = damma_game(perft_opt, "perft");
  if (perft_opt.depth < 0) throw UsageError("--depth must be 0 or more");
  const auto root = damma::Position::parse(game->rules().get_text("start"));
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

std::string score_text(int score) {
  if (score > damma::kWin - 1000) return fmt::format("win in {} plies", damma::kWin - score);
  if (score < -damma::kWin + 1000) return fmt::format("loss in {} plies", damma::kWin + score);
  return fmt::format("{:+.2f} men", score / 100.0);
}

void run_analyse() {
  auto game = damma_game(analyse_opt, "analyse");
  const auto root = damma::Position::parse(game->rules().get_text("start"));
  std::vector<damma::Move> moves;
  damma::generate_moves(root, game->move_rules(), moves);
  if (moves.empty()) throw UsageError(fmt::format("the side to move has no legal move in {}: the game is over", root.text()));
  damma::SearchLimits limits;
  limits.movetime_ms = analyse_opt.movetime > 0 ? analyse_opt.movetime : analyse_opt.depth > 0 ? 0 : 1000;
  if (analyse_opt.depth > 0) limits.depth = std::min(analyse_opt.depth, 64);
  damma::Engine engine(game->move_rules());
  const auto r = engine.search(root, limits);
  std::vector<std::string> line;
  for (const auto& m : r.line) line.push_back(damma::move_name(m));
  if (line.empty()) line.push_back(damma::move_name(r.best));
  if (analyse_opt.json) {
    print_json({{"position", root.text()}, {"best", damma::move_name(r.best)}, {"score", r.score},
                {"score_text", score_text(r.score)}, {"depth", r.depth}, {"line", line}, {"nodes", r.nodes},
                {"seconds", r.seconds}, {"nodes_per_second", r.seconds > 0 ? double(r.nodes) / r.seconds : 0.0}});
    return;
  }
  std::cout << root.diagram() << fmt::format("{} to move\n", root.side == damma::kWhite ? "White" : "Black")
            << fmt::format("best {}  score {} (side to move)  depth {}  {} nodes in {:.2f} s\nline: {}\n",
                           damma::move_name(r.best), score_text(r.score), r.depth, r.nodes, r.seconds,
                           fmt::join(line, " "));
}

void add_common(CLI::App& cmd, Options& o) {
  cmd.add_option("GAME", o.game, "damma")->required();
  cmd.add_option("--position", o.position, "a position, e.g. 'bbbbb/bbbbb/bb.ww/wwwww/wwwww w -'");
  add_rule_option(cmd, o.rules);
  cmd.add_flag("--json", o.json, "print one JSON document");
}

}  // namespace

void add_damma_commands(CLI::App& app) {
  auto* perft = app.add_subcommand("perft", "count the leaves of the tree of legal actions to a depth (damma)");
  add_common(*perft, perft_opt);
  perft->add_option("--depth", perft_opt.depth, "plies")->required();
  perft->add_flag("--divide", perft_opt.divide, "the count below each first action");
  perft->callback(run_perft);
  auto* analyse = app.add_subcommand("analyse", "the engine's best line and score for a position (damma)");
  add_common(*analyse, analyse_opt);
  analyse->add_option("--depth", analyse_opt.depth, "search depth in plies");
  analyse->add_option("--movetime", analyse_opt.movetime, "milliseconds to think (default 1000 without --depth)");
  analyse->callback(run_analyse);
}

}  // namespace cubilete::cli
