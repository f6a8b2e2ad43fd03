// `cubilete hint GAME ...`: every legal choice ranked by expected final score.
#include <fmt/format.h>

#include <algorithm>
#include <iostream>
#include <nlohmann/json.hpp>

#include "cli/common.h"
#include "cli/ranking_text.h"
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

CLI::App* command = nullptr;

// The choices of a hint's JSON as a ranking prints them.
std::vector<RankingLine> ranking_lines(const nlohmann::json& result) {
  std::vector<RankingLine> lines;
  for (const auto& c : result["choices"]) {
    lines.push_back({c["action"].get<std::string>(), c["expected"].get<double>(), c["loss"].get<double>(),
                     std::nullopt, std::nullopt, c.value("probability", c.value("note", ""))});
    if (c.contains("win_chance")) {
      lines.back().win = c["win_chance"].get<double>();
      lines.back().win_loss = c["win_loss"].get<double>();
    }
  }
  return lines;
}

// Ranked by the chance of winning, the expected points beside it.
void print_two_player(const nlohmann::json& r, const std::string& advice_measure) {
  if (r.contains("score_diff"))
    std::cout << fmt::format("Two players, you play {}, score difference {:+d}", r["you_play"].get<std::string>(),
                             r["score_diff"].get<int>());
  else  // farkle
    std::cout << fmt::format("Two players, you have {}, the opponent {}{}", r["banked"].get<int>(),
                             r["opponent_banked"].get<int>(), r["final_round"].get<bool>() ? " (your last turn)" : "");
  std::cout << fmt::format(": your chance of winning {:.4f}\n", r["win_chance"].get<double>());
  if (r.value("instant_win", false)) std::cout << "This served five of a kind wins the game at once.\n";
  std::cout << ranking_table(ranking_lines(r), advice_measure, r["measure"].get<std::string>());
}

void run() {
  const auto& entry = find_game(opt.game);
  if (!entry.hint) throw UsageError(fmt::format("{} has no advisor yet", entry.info.id));
  if (opt.request.players != 1 && !entry.solve_two_player)
    throw UsageError(fmt::format("{} has no two-player advisor (hint --players 2)", entry.info.id));
  for (const char* option : {"card", "dice", "throws-left", "call", "dice-left", "turn-total", "banked", "to-beat", "crossed", "set-aside",
                             "position", "depth", "opponent-card", "score-diff", "opponent-banked"}) {
    const auto& takes = entry.hint_options;
    if (command->count(std::string("--") + option) && std::find(takes.begin(), takes.end(), option) == takes.end())
      throw UsageError(fmt::format("hint {} takes --{}, not --{}", entry.info.id, fmt::join(takes, ", --"), option));
  }
  auto game = make_game(entry, parse_rules(opt.rules));
  auto result = entry.hint(*game, opt.request);
  if (!result.contains("measure")) result["measure"] = entry.advice_measure;
  if (opt.json) {
    print_json(result);
    return;
  }
  if (result.value("players", 1) == 2) {
    print_two_player(result, entry.advice_measure);
    return;
  }
  std::cout << ranking_table(ranking_lines(result), result["measure"].get<std::string>(), "");
}
}  // namespace

void add_hint_command(CLI::App& app) {
  auto* cmd = app.add_subcommand(
      "hint", "rank every legal choice by the game's advisor (expected score; with --players 2, the chance of "
              "winning)");
  cmd->footer(
      "CARD lists the categories already written as KEY=POINTS separated by commas, e.g. "
      "--card 1=3,3=9,full=30,generala=0 (use - for an empty card). --throws-left is how many more throws the turn "
      "allows (2 right after the first throw of a 3-throw game, 0 when the dice must be written).\n"
      "triplo_seis: --dice is what is under the cup and --call the call to beat; every keep is ranked by the exact "
      "chance of reading more than the call after rethrowing the rest.\n"
      "farkle: --dice is the throw to set dice aside from (or --dice-left N: bank or roll N dice), --turn-total the "
      "points set aside this turn so far, --banked your score (0: not yet on the board; default: on it), --to-beat "
      "the best score in the final round; choices are ranked by the expected points the turn banks under optimal "
      "single-turn play.\n"
      "matterhorn: --crossed lists the numbers crossed so far (`row2` before those of row 2) and --dice the throw; "
      "every move is ranked by the expected throws still needed after it.\n"
      "multiplicacao: --set-aside lists a (and b) and --dice the triple, double or last die; accept and refuse are "
      "ranked by the expected score of the turn.\n"
      "damma: --position (default: the start) is searched after every legal action; --depth sets the plies after "
      "it (default 6); each line is what the engine expects.\n"
      "--players 2 (general, generala, crag): every choice is ranked by the exact chance of winning against one "
      "opponent whose card is --opponent-card, both playing to win, with the expected score beside it, e.g.\n"
      "  cubilete hint generala --players 2 --card 6=24 --opponent-card 6=18,full=30 \\\n"
      "      --dice 6-6-6-2-3 --throws-left 1\n"
      "--players 2 (farkle): the same against an opponent whose score is --opponent-banked (in your last turn, "
      "--to-beat), e.g.\n"
      "  cubilete hint farkle --players 2 --banked 6000 --opponent-banked 8500 \\\n"
      "      --turn-total 350 --dice-left 3");
  command = cmd;
  cmd->add_option("GAME", opt.game, "game id or name (or the start of one)")->required();
  cmd->add_option("--card", opt.request.card, "categories written so far: KEY=POINTS,...");
  cmd->add_option("--dice", opt.request.dice, "the dice in front of the player, e.g. 3-3-4-4-5");
  cmd->add_option("--throws-left", opt.request.throws_left, "throws still allowed this turn");
  cmd->add_option("--call", opt.request.call, "triplo_seis: the call to beat, e.g. 541");
  cmd->add_option("--dice-left", opt.request.dice_left, "farkle: dice the next throw would use (bank or roll)");
  cmd->add_option("--turn-total", opt.request.turn_total, "farkle: points set aside this turn so far (default 0)");
  cmd->add_option("--banked", opt.request.banked, "farkle: your score, 0 = not yet on the board (default: on it)");
  cmd->add_option("--to-beat", opt.request.to_beat, "farkle: the best score, in the final round");
  cmd->add_option("--crossed", opt.request.crossed,
                  "matterhorn: the numbers crossed, e.g. \"1 2 3 row2 12\"");
  cmd->add_option("--set-aside", opt.request.set_aside,
                  "multiplicacao: the dice set aside this turn, e.g. 6,2");
  cmd->add_option("--position", opt.request.position,
                  "damma: the position, e.g. 'bbbbb/bbbbb/bb.ww/wwwww/wwwww w -'");
  cmd->add_option("--depth", opt.request.depth,
                  "damma: plies searched after each action (default 6)");
  cmd->add_option("--players", opt.request.players,
                  "2: also rank by the chance of winning against one opponent (general, generala, crag, farkle; "
                  "their two-player table must be solved: cubilete solve GAME --players 2)");
  cmd->add_option("--opponent-card", opt.request.opponent_card,
                  "--players 2: the opponent's card, as --card (as many categories as yours, or one more)");
  cmd->add_option("--opponent-banked", opt.request.opponent_banked,
                  "farkle, --players 2: the opponent's score");
  cmd->add_option("--score-diff", opt.request.score_diff,
                  "--players 2: your total minus the opponent's (default: from the two cards)");
  add_rule_option(*cmd, opt.rules);
  cmd->add_flag("--json", opt.json, "print one JSON document");
  cmd->callback(run);
}

}  // namespace cubilete::cli
