#include "present/game_rounds.h"

#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include <algorithm>

#include "core/error.h"
#include "present/view_json.h"

namespace cubilete {

nlohmann::json game_rounds(const Game& game, const std::vector<std::string>& actions) {
  auto state = game.initial_state();
  nlohmann::json out = nlohmann::json::array();
  uint32_t round = 0;
  for (size_t i = 0; i < actions.size(); ++i) {
    if (state->is_terminal()) throw UsageError(fmt::format("action {} comes after the game's end", i + 1));
    const bool chance = state->is_chance();
    // A round begins with its first throw; every action after it belongs to it until the next.
    if (chance)
      if (const auto at = state->deal_position()) round = at->round;
    const auto parsed = state->parse_action(actions[i]);
    if (!parsed.ok) throw UsageError(fmt::format("action {} ({}) does not replay: {}", i + 1, actions[i], parsed.error));
    auto move = move_json(*state, parsed.action, kReferee);
    state->apply(parsed.action);
    out.push_back({{"action", actions[i]},
                   {"move", std::move(move)},
                   {"chance", chance},
                   {"round", round},
                   {"total", state->scores().at(0)}});
  }
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
