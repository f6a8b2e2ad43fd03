#include "accounts/bot_ratings.h"

#include <algorithm>

#include "accounts/rating_policy.h"

namespace cubilete::accounts {

namespace {

struct BotRating {
  const char* game;
  const char* bot;
  double rating;
  double uncertainty;  // the fit's standard error
};

// Measured with `flock /tmp/cubilete-cpu.lock python3 bench/bot_ratings.py` (2026-11-26; 100,000
// games of each pairing in each seat order, 50 against alphabeta; win_optimal's pairing with
// docs/bots.md's 1,000,000): the maximum-likelihood Elo fit of every pairing's score, random
// anchored at 1000. Where random never beat the category bots (Yahtzee, Yatzy: 0 of 200,000) and
// greedy never beat alphabeta (0 of 100), the rule of three makes the gap a lower bound: those
// bots are at least that strong, and their larger uncertainty says so.
constexpr BotRating kBotRatings[] = {
    {"general", "random", 1000, 0},      {"general", "greedy", 2205, 9},
    {"general", "optimal", 2241, 9},     {"general", "win_optimal", 2252, 9},
    {"generala", "random", 1000, 0},     {"generala", "greedy", 1938, 4},
    {"generala", "optimal", 1961, 4},    {"generala", "win_optimal", 1975, 4},
    {"crag", "random", 1000, 0},         {"crag", "greedy", 1541, 2},
    {"crag", "optimal", 1591, 2},        {"crag", "win_optimal", 1596, 2},
    {"yahtzee", "random", 1000, 0},      {"yahtzee", "greedy", 2888, 71},
    {"yahtzee", "optimal", 2985, 71},    {"yatzy", "random", 1000, 0},
    {"yatzy", "greedy", 2867, 71},       {"yatzy", "optimal", 3030, 71},
    {"farkle", "random", 1000, 0},       {"farkle", "greedy", 1884, 4},
    {"farkle", "optimal_turn", 1907, 4}, {"farkle", "win_optimal", 1914, 4},
    {"damma", "random", 1000, 0},        {"damma", "greedy", 2228, 13},
    {"damma", "alphabeta", 2831, 103},
};

}  // namespace

std::optional<Glicko> bot_rating(std::string_view game, std::string_view player) {
  for (const auto& b : kBotRatings)
    if (game == b.game && player == b.bot)
      return Glicko{b.rating, std::max(b.uncertainty, kMinBotDeviation),
                    kStartingRating.volatility};
  return std::nullopt;
}

std::vector<std::string> rated_bots(std::string_view game) {
  std::vector<std::string> out;
  for (const auto& b : kBotRatings)
    if (game == b.game) out.emplace_back(b.bot);
  return out;
}

}  // namespace cubilete::accounts
