#include "present/game_rounds.h"

#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include <algorithm>

#include "core/error.h"
#include "present/view_json.h"

namespace cubilete {

namespace {
// The round of the action to be played from `state`, given the round of the action before it: a
// round begins with its first throw, and every action after it belongs to it until the next.
uint32_t round_at(const State& state, uint32_t round) {
  if (state.is_chance())
    if (const auto at = state.deal_position()) return at->round;
  return round;
}

Action replayed(const State& state, const std::vector<std::string>& actions, size_t i) {
  if (state.is_terminal()) throw UsageError(fmt::format("action {} comes after the game's end", i + 1));
  const auto parsed = state.parse_action(actions[i]);
  if (!parsed.ok) throw UsageError(fmt::format("action {} ({}) does not replay: {}", i + 1, actions[i], parsed.error));
  return parsed.action;
}
}  // namespace

nlohmann::json game_rounds(const Game& game, const std::vector<std::string>& actions) {
  auto state = game.initial_state();
  nlohmann::json out = nlohmann::json::array();
  uint32_t round = 0;
  for (size_t i = 0; i < actions.size(); ++i) {
    const Action action = replayed(*state, actions, i);
    const bool chance = state->is_chance();
    round = round_at(*state, round);
    auto move = move_json(*state, action, kReferee);
    state->apply(action);
    out.push_back({{"action", actions[i]},
                   {"move", std::move(move)},
                   {"chance", chance},
                   {"round", round},
                   {"total", state->scores().at(0)}});
  }
  return out;
}

RoundTotals round_totals(const Game& game, const std::vector<std::string>& actions) {
  auto state = game.initial_state();
  RoundTotals out;
  uint32_t round = 0;
  for (size_t i = 0; i < actions.size(); ++i) {
    const Action action = replayed(*state, actions, i);
    const uint32_t next = round_at(*state, round);
    if (next != round && round > 0) out.finished.push_back(state->scores().at(0));
    round = next;
    state->apply(action);
  }
  out.score = state->scores().at(0);
  if (state->is_terminal() && round > 0) out.finished.push_back(out.score);
  return out;
}

std::optional<size_t> first_parting(const std::vector<std::string>& a, const std::vector<std::string>& b) {
  const size_t common = std::min(a.size(), b.size());
  for (size_t i = 0; i < common; ++i)
    if (a[i] != b[i]) return i;
  if (a.size() != b.size()) return common;
  return std::nullopt;
}

}  // namespace cubilete
