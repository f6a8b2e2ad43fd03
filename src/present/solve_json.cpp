#include "present/solve_json.h"

#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include "present/options_json.h"
#include "present/solve_notes.h"

namespace cubilete {

namespace {

nlohmann::json distribution_json(const solve::ScoreDistribution& d) {
  nlohmann::json percentiles = nlohmann::json::object();
  for (const auto& [p, score] : d.percentiles) percentiles[std::to_string(p)] = score;
  nlohmann::json histogram = nlohmann::json::array();
  for (const auto& b : d.histogram)
    histogram.push_back({{"from", b.from}, {"to", b.to}, {"count", b.count}});
  return {{"games", d.games},           {"mean", d.mean},         {"stddev", d.stddev},
          {"mean_ci95", d.mean_ci95},   {"min", d.min},           {"max", d.max},
          {"percentiles", percentiles}, {"histogram", histogram}, {"measure", d.measure},
          {"method", d.method}};
}

// Every answer begins with the game, its rules, the value and what the value means.
nlohmann::json head(const Game& game, double value, const std::string& meaning) {
  return {{"game", game.info().id},
          {"rules", rules_to_json(game.rules())},
          {"value", value},
          {"meaning", meaning}};
}

nlohmann::json of(const Game& game, const solve::SolitaireSolve& r) {
  auto j = head(game, r.value, r.meaning);
  j.update({{"seconds", r.seconds},
            {"from_cache", r.from_cache},
            {"cache_file", r.cache_file},
            {"states", r.states}});
  if (r.computed)
    j.update({{"solve_seconds", r.computed->seconds},
              {"threads", r.computed->threads},
              {"states_evaluated", r.computed->states_evaluated}});
  if (r.policy)
    j.update({{"policy_saved", r.policy->saved},
              {"policy_file", r.policy->file},
              {"policy_bytes", r.policy->bytes},
              {"policy_seconds", r.policy->seconds}});
  if (r.distribution) j["distribution"] = distribution_json(*r.distribution);
  return j;
}

nlohmann::json of(const Game& game, const solve::CategoryDuelSolve& r) {
  auto j = head(game, r.value, r.meaning);
  j.update({{"players", 2},
            {"second_player_value", 1.0 - r.value},
            {"states", r.states},
            {"card_pairs", r.card_pairs},
            {"seconds", r.seconds},
            {"from_cache", r.from_cache},
            {"stored_as", r.stored_as}});
  if (r.cache)
    j.update({{"cache_file", r.cache->file},
              {"cache_bytes", r.cache->bytes},
              {"cached", r.cache->cached}});
  if (r.computed)
    j.update({{"solve_seconds", r.computed->seconds},
              {"threads", r.computed->threads},
              {"states_evaluated", r.computed->states_evaluated},
              {"layer_memory_bytes", r.computed->layer_memory_bytes},
              {"computed_in", r.computed->computed_in}});
  return j;
}

nlohmann::json of(const Game& game, const solve::FarkleSolve& r) {
  auto j = head(game, r.value, r.meaning);
  nlohmann::json bank_from = nlohmann::json::object();
  for (int n = 1; n <= farkle::kDice; ++n) {
    const int from = r.bank_from[size_t(n)];
    bank_from[std::to_string(n)] = from < 0 ? nlohmann::json(nullptr) : nlohmann::json(from);
  }
  j.update({{"value_bounds", {r.value, r.value_upper}},
            {"value_not_on_board", r.value_not_on_board},
            {"bank_from", bank_from},
            {"seconds", r.seconds}});
  return j;
}

nlohmann::json of(const Game& game, const solve::FarkleDuelSolve& r) {
  auto j = head(game, r.value, r.meaning);
  j.update({{"players", 2},
            {"second_player_value", 1.0 - r.value},
            {"states", r.states},
            {"seconds", r.seconds},
            {"from_cache", r.from_cache},
            {"cut_points", r.cut_points},
            {"cut_chance", r.cut_chance},
            {"stored_as",
             fmt::format(
                 "V(a, b) as float64, the throw values of each turn's first {} points as float32",
                 r.row_points)}});
  if (r.cache) j.update({{"cache_file", r.cache->file}, {"cache_bytes", r.cache->bytes}});
  if (const auto& c = r.computed)
    j.update({{"solve_seconds", c->seconds},
              {"threads", c->threads},
              {"turns_solved", c->turns_solved},
              {"within_turn_states", c->within_turn_states},
              {"most_newton_steps", c->most_newton_steps},
              {"last_step_bound", c->last_step_bound},
              {"pair_error_bound", c->pair_error_bound},
              {"error_bound", c->error_bound}});
  return j;
}

nlohmann::json of(const Game& game, const solve::ValueSolve& r) {
  auto j = head(game, r.value, r.meaning);
  j["seconds"] = r.seconds;
  return j;
}

nlohmann::json of(const Game& game, const solve::FloresSolve& r) {
  auto j = head(game, r.banker_edge.value(), r.meaning);
  nlohmann::json points = nlohmann::json::object();
  for (int p = 2; p <= 5; ++p)
    points[std::to_string(p)] = {
        {"chance", r.points[size_t(p)].chance.text()},
        {"banker_edge_per_chip", r.points[size_t(p)].banker_edge_per_chip.text()}};
  j.update({{"fraction", r.banker_edge.text()},
            {"banker_throw",
             {{"wins_every_bet", r.wins_every_bet.text()},
              {"pays_every_bet", r.pays_every_bet.text()},
              {"points", points}}},
            {"seconds", 0.0}});
  return j;
}

}  // namespace

nlohmann::json solve_json(const Game& game, const SolveResult& result) {
  auto j = std::visit([&game](const auto& r) { return of(game, r); }, result);
  if (const auto notes = solve_notes(result); !notes.empty()) j["notes"] = notes;
  return j;
}

}  // namespace cubilete
