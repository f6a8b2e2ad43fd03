#include "present/solve_text.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cmath>
#include <optional>

#include "core/text.h"
#include "present/solve_notes.h"

namespace cubilete {

namespace {

constexpr size_t kWidth = 80;

std::string distribution_text(const solve::ScoreDistribution& d) {
  std::string out =
      "\n" +
      wrap_text(
          fmt::format("Score distribution over {} seeded games of the {}:", d.games, d.measure),
          kWidth, "  ") +
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
struct OnePlayer {
  double value = 0;
  const std::string& meaning;
  bool from_cache = false;
  double seconds = 0;
  std::optional<int> threads;  // where it was solved on several
};

std::string one_player_text(const Game& game, const OnePlayer& r,
                            const std::vector<std::string>& notes) {
  // Every value here is of one player (or per chip bet): the number of seats plays no part, so
  // the rules shown leave it out ("yatzy (players=2)" read as a two-player value), and so does
  // how the dice are dealt (RULES.md §5: the same odds either way).
  std::vector<std::string> rules;
  for (const auto& [key, value] : game.rules().values())
    if (key != "players" && key != "dice") rules.push_back(key + "=" + value);
  std::string out =
      wrap_text(game.info().id + (rules.empty() ? "" : fmt::format(" ({})", fmt::join(rules, " "))),
                kWidth, "  ") +
      wrap_text(fmt::format("Value: {:.9f}, {}", r.value, r.meaning), kWidth, "  ") +
      fmt::format("{} in {:.3f} s{}\n", r.from_cache ? "Loaded from the cache" : "Solved",
                  r.seconds, r.threads ? fmt::format(" on {} threads", *r.threads) : "");
  for (const auto& line : notes) out += wrap_text(line, kWidth, "    ", "  ");
  return out;
}

// The first player's chance of winning against one opponent, and the table it comes from.
struct TwoPlayer {
  double value = 0;
  const std::string& meaning;
  size_t states = 0;
  std::optional<size_t> card_pairs;
  bool from_cache = false;
  double seconds = 0;
  double solve_seconds = 0;
  int threads = 0;
  std::optional<std::pair<std::string, size_t>> cache;  // file and bytes
  const std::string& stored_as;
};

std::string two_player_text(const Game& game, const TwoPlayer& r,
                            const std::vector<std::string>& notes) {
  std::vector<std::string> rules;
  for (const auto& [key, value] : game.rules().values())
    if (key != "dice") rules.push_back(key + "=" + value);
  std::string out =
      fmt::format("{} for two players ({})\n", game.info().id, fmt::join(rules, " ")) +
      fmt::format("First player's chance of winning: {:.9f} (second player {:.9f})\n", r.value,
                  1 - r.value) +
      "(" + r.meaning + ")\n" + fmt::format("{} turn-start states", r.states);
  if (r.card_pairs) out += fmt::format(" ({} pairs of cards)", *r.card_pairs);
  out += r.from_cache
             ? fmt::format(", loaded from the cache in {:.3f} s\n", r.seconds)
             : fmt::format(", solved in {:.1f} s on {} threads\n", r.solve_seconds, r.threads);
  for (const auto& line : notes) out += "  " + line + "\n";
  if (game.rules().has("dice") && game.rules().get_choice("dice") == "duplicate")
    out += "  The table assumes each seat's dice independent of the other's: under dice=duplicate (RULES.md §5) "
           "the seats share their dice, and this is the value of the game with fresh dice.\n";
  if (r.cache)
    out += fmt::format("Table ({:.2f} GB, {}): {}\n", r.cache->second / 1e9, r.stored_as,
                       r.cache->first);
  return out;
}

std::string of(const Game& game, const solve::SolitaireSolve& r,
               const std::vector<std::string>& notes) {
  std::string out =
      one_player_text(game,
                      {r.value, r.meaning, r.from_cache, r.seconds,
                       r.computed ? std::optional<int>(r.computed->threads) : std::nullopt},
                      notes);
  if (r.policy)
    out += fmt::format("Optimal policy ({:.0f} MB) built in {:.2f} s and saved to {}\n",
                       r.policy->bytes / 1e6, r.policy->seconds, r.policy->file);
  if (r.distribution) out += distribution_text(*r.distribution);
  return out;
}

std::string of(const Game& game, const solve::CategoryDuelSolve& r,
               const std::vector<std::string>& notes) {
  return two_player_text(
      game,
      {r.value, r.meaning, r.states, r.card_pairs, r.from_cache, r.seconds,
       r.computed ? r.computed->seconds : 0.0, r.computed ? r.computed->threads : 0,
       r.cache ? std::optional(std::pair(r.cache->file, r.cache->bytes)) : std::nullopt,
       r.stored_as},
      notes);
}

std::string of(const Game& game, const solve::FarkleDuelSolve& r,
               const std::vector<std::string>& notes) {
  const std::string stored_as =
      fmt::format("V(a, b) as float64, the throw values of each turn's first {} points as float32",
                  r.row_points);
  return two_player_text(
      game,
      {r.value, r.meaning, r.states, std::nullopt, r.from_cache, r.seconds,
       r.computed ? r.computed->seconds : 0.0, r.computed ? r.computed->threads : 0,
       r.cache ? std::optional(std::pair(r.cache->file, r.cache->bytes)) : std::nullopt, stored_as},
      notes);
}

std::string of(const Game& game, const solve::FarkleSolve& r,
               const std::vector<std::string>& notes) {
  return one_player_text(game, {r.value, r.meaning, false, r.seconds, std::nullopt}, notes);
}

std::string of(const Game& game, const solve::ValueSolve& r,
               const std::vector<std::string>& notes) {
  return one_player_text(game, {r.value, r.meaning, false, r.seconds, std::nullopt}, notes);
}

std::string of(const Game& game, const solve::FloresSolve& r,
               const std::vector<std::string>& notes) {
  return one_player_text(game, {r.banker_edge.value(), r.meaning, false, 0.0, std::nullopt}, notes);
}

}  // namespace

std::string solve_text(const Game& game, const SolveResult& result) {
  const auto notes = solve_notes(result);
  return std::visit([&](const auto& r) { return of(game, r, notes); }, result);
}

}  // namespace cubilete
