#include "catalog/commands/solitaire_commands.h"

#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <map>
#include <mutex>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "catalog/commands/duel_commands.h"
#include "catalog/registry.h"
#include "core/error.h"
#include "core/match.h"
#include "core/parallel.h"
#include "solve/category/category_advice.h"
#include "solve/common/ranking.h"

namespace cubilete::solve {

using namespace category;

namespace {

const CategoryGame& as_category(const Game& g) { return static_cast<const CategoryGame&>(g); }

// What the value and the distribution both describe: one player alone playing the optimal
// solitaire strategy over the whole card. A served generala ends a game of `generala` at once
// (served_generala_wins), which the value ignores, so the simulation plays with it off.
Assignments solitaire_rules(const CategoryGame& game) {
  Assignments solo;
  for (const auto& kv : assignments_of(game.rules()))
    if (kv.first != "players" && kv.first != "served_generala_wins") solo.push_back(kv);
  solo.emplace_back("players", "1");
  if (game.category_rules().served_generala_wins) solo.emplace_back("served_generala_wins", "false");
  return solo;
}

std::string distribution_measure(const CategoryGame& game) {
  return std::string("final score of one player alone playing the optimal solitaire strategy over the whole card") +
         (game.category_rules().served_generala_wins
              ? " (a served generala does not end the game: instant wins play no part, as in the value)"
              : "");
}

// How many of `games` seeded games of optimal solitaire play end with each score. Counts, not
// one entry per game, so memory does not grow with the number of games.
std::map<int, int64_t> simulate_scores(const CategoryGame& game, const SolveOptions& o) {
  auto solo = make_game(game.info().id, solitaire_rules(game));
  std::map<int, int64_t> counts;
  std::mutex counts_mutex;
  std::atomic<int64_t> next{0};
  const int64_t chunk = 1024, chunks = o.games / chunk + (o.games % chunk != 0);
  // The optimal bot's games, played in batches (the same games as one by one, faster).
  const auto batch = find_game(game.info().id).batch_player(*solo, {"optimal"});
  const int threads = thread_count(o.threads);
  batch->prepare(threads, o.games);
  auto work = [&] {
    std::vector<uint64_t> seeds;
    std::map<int, int64_t> mine;
    for (int64_t c; (c = next++) < chunks;) {
      seeds.clear();
      for (int64_t i = c * chunk; i < std::min(o.games, (c + 1) * chunk); ++i)
        seeds.push_back(derive_seed(o.seed, uint64_t(i)));
      batch->play(seeds, [&](size_t, const State& end) { ++mine[int(end.scores()[0])]; });
    }
    std::lock_guard lock(counts_mutex);
    for (const auto& [score, n] : mine) counts[score] += n;
  };
  run_on_threads(threads, work);
  return counts;
}

nlohmann::json distribution_json(const std::map<int, int64_t>& counts, const std::string& measure) {
  int64_t games = 0;
  double sum = 0, sum_sq = 0;
  for (const auto& [score, n] : counts) {
    games += n;
    sum += double(score) * double(n);
    sum_sq += double(score) * double(score) * double(n);
  }
  const double n = double(games);
  const double mean = sum / n, sd = std::sqrt(std::max(0.0, sum_sq / n - mean * mean));
  // The score of the game at `rank` (0-based) in score order.
  auto score_at = [&](int64_t rank) {
    for (const auto& [score, k] : counts) {
      if (rank < k) return score;
      rank -= k;
    }
    return counts.rbegin()->first;
  };
  nlohmann::json pct = nlohmann::json::object();
  for (int p : {1, 5, 10, 25, 50, 75, 90, 95, 99})
    pct[std::to_string(p)] = score_at(std::min(games - 1, int64_t(p / 100.0 * n)));
  const int width = 10;
  std::map<int, int64_t> bins;  // by the first score of the bin
  for (const auto& [score, k] : counts) bins[score / width * width] += k;
  nlohmann::json hist = nlohmann::json::array();
  for (const auto& [from, k] : bins) hist.push_back({{"from", from}, {"to", from + width - 1}, {"count", k}});
  return {{"games", games}, {"mean", mean},          {"stddev", sd},
          {"mean_ci95", 1.96 * sd / std::sqrt(n)},   {"min", counts.begin()->first},
          {"max", counts.rbegin()->first}, {"percentiles", pct},  {"histogram", hist},
          {"measure", measure},
          {"method", "seeded simulation of the optimal strategy"}};
}

std::set<int> possible_points(const CategoryGame& g, int cat) {
  std::set<int> pts{0, g.category_rules().categories[cat].value};
  for (int h : g.table().of_size(g.category_rules().dice))
    for (bool served : {false, true}) pts.insert(g.scorer().plain(h, cat, served));
  return pts;
}

}  // namespace

Card parse_card(const CategoryGame& game, std::string_view text, bool allow_full) {
  const auto& rules = game.category_rules();
  Card card;
  std::string s(text);
  if (s.empty() || s == "-") return card;
  std::stringstream ss(s);
  std::vector<std::string> keys;
  for (const auto& d : rules.categories) keys.push_back(d.key);
  for (std::string item; std::getline(ss, item, ',');) {
    const auto eq = item.find('=');
    if (eq == std::string::npos)
      throw UsageError(fmt::format("malformed card entry '{}': write KEY=POINTS, e.g. 3=9", item));
    const std::string key = item.substr(0, eq), value = item.substr(eq + 1);
    const int cat = rules.index_of(key);
    if (cat < 0)
      throw UsageError(fmt::format("unknown category '{}' in the card; categories: {}", key,
                                   fmt::join(keys, ", ")));
    if (card.is_used(cat)) throw UsageError(fmt::format("category '{}' appears twice in the card", key));
    int points = 0;
    try {
      size_t used = 0;
      points = std::stoi(value, &used);
      if (used != value.size()) throw std::invalid_argument(value);
    } catch (const std::exception&) {
      throw UsageError(fmt::format("bad points '{}' for category '{}' in the card", value, key));
    }
    if (!possible_points(game, cat).count(points))
      throw UsageError(fmt::format("{} points are impossible in category '{}'", points, key));
    card.used |= 1u << cat;
    card.points[cat] = int16_t(points);
  }
  if (!allow_full && game.scorer().full(card)) throw UsageError("the card is full: there is no decision left");
  return card;
}

nlohmann::json solve_category(const Game& game, const SolveOptions& o) {
  const auto& g = as_category(game);
  if (o.players == 2) return solve_category_duel(g, o);
  const Stopwatch clock;
  auto solved = solved_for(g, o);
  const double seconds = clock.seconds();
  nlohmann::json j = {{"game", game.info().id},
                      {"rules", game.rules().to_json()},
                      {"value", solved->value()},
                      {"meaning", "the highest expected final score of one player alone over the whole card "
                                  "(the solitaire optimum: opponents and instant wins play no part)"},
                      {"seconds", seconds},
                      {"from_cache", solved->from_cache()},
                      {"cache_file", solved->cache_file()},
                      {"states", solved->space().size()}};
  if (!solved->from_cache()) {
    j["solve_seconds"] = solved->stats().seconds;
    j["threads"] = solved->stats().threads;
    j["states_evaluated"] = solved->stats().states;
  }
  if (o.save_policy) {
    const Stopwatch policy_clock;
    j["policy_saved"] = solved->save_policy(thread_count(o.threads));
    j["policy_file"] = solved->policy_file();
    j["policy_bytes"] = solved->policies().bytes();
    j["policy_seconds"] = policy_clock.seconds();
  }
  if (o.distribution) j["distribution"] = distribution_json(simulate_scores(g, o), distribution_measure(g));
  return j;
}

nlohmann::json hint_category(const Game& game, const HintRequest& r) {
  const auto& g = as_category(game);
  const auto& rules = g.category_rules();
  if (r.dice.empty()) throw UsageError("hint needs --dice (the dice in front of the player)");
  if (r.throws_left == -1)  // not given
    throw UsageError(fmt::format("hint needs --throws-left: 0 to {} (throws still allowed this turn)",
                                 rules.throws - 1));
  if (r.throws_left < 0 || r.throws_left > rules.throws - 1)
    throw UsageError(fmt::format("--throws-left must be 0 to {} (throws still allowed this turn)",
                                 rules.throws - 1));
  const Card card = parse_card(g, r.card);
  const auto dice = parse_dice(r.dice, rules.dice);
  const int hand = g.table().index_of(counts_of(dice));
  if (r.players != 1 && r.players != 2)
    throw UsageError("hint --players is 1 (expected score) or 2 (chance of winning against one opponent)");
  if (r.players == 1 && (!r.opponent_card.empty() || r.score_diff))
    throw UsageError("--opponent-card and --score-diff need --players 2");
  auto solved = solved_for(g);
  auto ranked = rank_choices(*solved, card, hand, r.throws_left);
  nlohmann::json j = {{"game", game.info().id}, {"rules", game.rules().to_json()},
                      {"dice", values_of(counts_of(dice))}, {"throws_left", r.throws_left}};
  if (r.players == 2) j.update(add_duel_hint(g, r, card, hand, ranked));
  j["choices"] = ranked_choices_json(ranked);
  return j;
}

std::vector<RankedAction> advise_category(const Game& game, const State& state) {
  const auto& s = static_cast<const CategoryState&>(state);
  if (s.is_terminal() || s.is_chance()) return {};
  const auto& g = as_category(game);
  auto ranked = rank_choices(*solved_for(g), s);
  if (g.num_players() == 2) add_duel_advice(g, s, ranked);
  return ranked;
}

}  // namespace cubilete::solve
