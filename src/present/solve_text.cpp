#include "present/solve_text.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cmath>
#include <optional>
#include <type_traits>
#include <variant>

#include "core/text.h"
#include "present/text_width.h"

namespace cubilete {

namespace {

std::string distribution_text(const solve::ScoreDistribution& d) {
  std::string out =
      "\n" +
      wrap_text(
          fmt::format("Score distribution over {} seeded games of the {}:", d.games, d.measure),
          kTextWidth, "  ") +
      fmt::format("  mean {:.3f} (95% CI ± {:.3f}), std dev {:.3f}, min {}, max {}\n", d.mean,
                  d.mean_ci95, d.stddev, d.min, d.max);
  out += "  percentiles:";
  for (const auto& [p, v] : d.percentiles) out += fmt::format(" {}%: {}", p, v);
  out += "\n";
  int64_t most = 1;
  for (const auto& b : d.histogram) most = std::max(most, b.count);
  for (const auto& b : d.histogram) {
    const int bar = int(std::lround(60.0 * b.count / most));
    if (bar == 0 && b.count * 1000 < d.games) continue;  // the thin tails
    out += fmt::format("  {:>4}-{:<4} {:>8} {}\n", b.from, b.to, b.count,
                       std::string(std::max(bar, 1), '#'));
  }
  return out;
}

// One player's value (or one chip bet's): what every answer but the two-player ones shows.
std::string one_player_text(const Game& game, const SolveResult& result, const OnePlayerSolve& r) {
  // Every value here is of one player (or per chip bet): the number of seats plays no part, so
  // the rules shown leave it out ("yatzy (players=2)" read as a two-player value), and so does
  // how the dice are dealt (RULES.md §5: the same odds either way).
  std::vector<std::string> rules;
  for (const auto& [key, value] : game.rules().values())
    if (key != "players" && key != "dice") rules.push_back(key + "=" + value);
  std::string out =
      wrap_text(game.info().id + (rules.empty() ? "" : fmt::format(" ({})", fmt::join(rules, " "))),
                kTextWidth, "  ") +
      wrap_text(fmt::format("Value: {:.9f}, {}", result.value, result.meaning), kTextWidth, "  ") +
      fmt::format("{} in {:.3f} s{}\n", r.from_cache.value_or(false) ? "Loaded from the cache" : "Solved",
                  r.seconds, r.threads ? fmt::format(" on {} threads", *r.threads) : "");
  for (const auto& line : result.notes) out += wrap_text(line, kTextWidth, "    ", "  ");
  return out;
}

// The first player's chance of winning against one opponent, and the table it comes from.
std::string two_player_text(const Game& game, const SolveResult& result, const TwoPlayerSolve& r) {
  std::vector<std::string> rules;
  for (const auto& [key, value] : game.rules().values())
    if (key != "dice") rules.push_back(key + "=" + value);
  std::string out =
      fmt::format("{} for two players ({})\n", game.info().id, fmt::join(rules, " ")) +
      fmt::format("First player's chance of winning: {:.9f} (second player {:.9f})\n", result.value,
                  1 - result.value) +
      "(" + result.meaning + ")\n" + fmt::format("{} turn-start states", r.states);
  if (r.card_pairs) out += fmt::format(" ({} pairs of cards)", *r.card_pairs);
  out += r.from_cache
             ? fmt::format(", loaded from the cache in {:.3f} s\n", r.seconds)
             : fmt::format(", solved in {:.1f} s on {} threads\n", r.solve_seconds.value_or(0), r.threads.value_or(0));
  for (const auto& line : result.notes) out += "  " + line + "\n";
  if (game.rules().has("dice") && game.rules().get_choice("dice") == "duplicate")
    out += "  The table assumes each seat's dice independent of the other's: under dice=duplicate (RULES.md §5) "
           "the seats share their dice, and this is the value of the game with fresh dice.\n";
  if (r.cache_file)
    out += fmt::format("Table ({:.2f} GB, {}): {}\n", r.cache_bytes.value_or(0) / 1e9, r.stored_as, *r.cache_file);
  return out;
}

}  // namespace

std::string solve_text(const Game& game, const SolveResult& result) {
  std::string out = std::visit(
      [&](const auto& found) {
        if constexpr (std::is_same_v<std::decay_t<decltype(found)>, TwoPlayerSolve>)
          return two_player_text(game, result, found);
        else
          return one_player_text(game, result, found);
      },
      result.found);
  for (const auto& line : result.text_after) out += line + "\n";
  if (result.distribution) out += distribution_text(*result.distribution);
  return out;
}

}  // namespace cubilete
