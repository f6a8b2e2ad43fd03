// `cubilete hint GAME ...`: every legal choice ranked by expected final score.
#include <fmt/format.h>

#include <iostream>
#include <nlohmann/json.hpp>

#include "cli/common.h"
#include "core/error.h"

namespace cubilete::cli {

namespace {
struct Options {
  std::string game;
  std::vector<std::string> rules;
  HintRequest request;
  bool json = false;
};
Options opt;

// Ranked by the chance of winning, the expected points beside it.
void print_two_player(const nlohmann::json& r) {
  std::cout << fmt::format("Two players, you play {}, score difference {:+d}: your chance of winning {:.4f}\n",
                           r["you_play"].get<std::string>(), r["score_diff"].get<int>(), r["win_chance"].get<double>())
            << "win = " << r["measure"].get<std::string>() << "\n"
            << "expected = expected final score, optimal solitaire play\n";
  if (r.value("instant_win", false)) std::cout << "This served five of a kind wins the game at once.\n";
  std::cout << fmt::format("{:>4}  {:<22} {:>8} {:>9} {:>10} {:>9}\n", "rank", "choice", "win", "win loss", "expected",
                           "loss");
  int rank = 0;
  for (const auto& c : r["choices"])
    std::cout << fmt::format("{:>4}  {:<22} {:>8.4f} {:>9.4f} {:>10.3f} {:>9.3f}\n", ++rank,
                             c["action"].get<std::string>(), c["win_chance"].get<double>(),
                             c["win_loss"].get<double>(), c["expected"].get<double>(), c["loss"].get<double>());
}

void run() {
  const auto& entry = find_game(opt.game);
  if (!entry.hint) throw UsageError(fmt::format("{} has no advisor yet", opt.game));
  if (opt.request.players != 1 && !entry.solve_two_player)
    throw UsageError(fmt::format("{} has no two-player advisor (hint --players 2)", opt.game));
  auto game = make_game(entry, parse_rules(opt.rules));
  auto result = entry.hint(*game, opt.request);
  if (opt.json) {
    print_json(result);
    return;
  }
  if (result.value("players", 1) == 2) {
    print_two_player(result);
    return;
  }
  if (result.contains("measure")) std::cout << "expected = " << result["measure"].get<std::string>() << "\n";
  std::cout << fmt::format("{:>4}  {:<22} {:>12} {:>9}\n", "rank", "choice", "expected", "loss");
  int rank = 0;
  for (const auto& c : result["choices"])
    std::cout << fmt::format("{:>4}  {:<22} {:>12.4f} {:>9.4f}  {}\n", ++rank,
                             c["action"].get<std::string>(), c["expected"].get<double>(),
                             c["loss"].get<double>(), c.value("probability", ""));
}
}  // namespace

void add_hint_command(CLI::App& app) {
  auto* cmd = app.add_subcommand(
      "hint",
      "rank every legal choice by expected final score.\n"
      "CARD lists the categories already written as KEY=POINTS separated by commas, e.g.\n"
      "  --card 1=3,3=9,full=30,generala=0   (use - for an empty card)\n"
      "--throws-left is how many more throws the turn allows (2 right after the first throw of\n"
      "a 3-throw game, 0 when the dice must be written).\n"
      "triplo_seis: --dice is what is under the cup and --call the call to beat; every keep is\n"
      "ranked by the exact chance of reading more than the call after rethrowing the rest.\n"
      "--players 2 (general, generala, crag): every choice is ranked by the exact chance of winning\n"
      "against one opponent whose card is --opponent-card, both playing to win, with the expected\n"
      "score beside it, e.g.\n"
      "  cubilete hint generala --players 2 --card 6=24 --opponent-card 6=18,full=30 --dice 6-6-6-2-3 --throws-left 1");
  cmd->add_option("GAME", opt.game, "game id")->required();
  cmd->add_option("--card", opt.request.card, "categories written so far: KEY=POINTS,...");
  cmd->add_option("--dice", opt.request.dice, "the dice in front of the player, e.g. 3-3-4-4-5");
  cmd->add_option("--throws-left", opt.request.throws_left, "throws still allowed this turn");
  cmd->add_option("--call", opt.request.call, "triplo_seis: the call to beat, e.g. 541");
  cmd->add_option("--players", opt.request.players,
                  "2: also rank by the chance of winning against one opponent (general, generala, crag; their "
                  "two-player table must be solved: cubilete solve GAME --players 2)");
  cmd->add_option("--opponent-card", opt.request.opponent_card,
                  "--players 2: the opponent's card, as --card (as many categories as yours, or one more)");
  cmd->add_option("--score-diff", opt.request.score_diff,
                  "--players 2: your total minus the opponent's (default: from the two cards)");
  add_rule_option(*cmd, opt.rules);
  cmd->add_flag("--json", opt.json, "print one JSON document");
  cmd->callback(run);
}

}  // namespace cubilete::cli
