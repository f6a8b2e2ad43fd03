#include "core/record.h"

#include <fmt/format.h>


#include "core/error.h"

namespace cubilete {

Assignments assignments_of(const RuleSet& rules) {
  return Assignments(rules.values().begin(), rules.values().end());
}

const char* decider_name(Decider d) { return name_of(d).data(); }  // the names are literals

std::optional<Decider> decider_from(std::string_view word) {
  for (Decider d : {Decider::Person, Decider::Bot, Decider::AwayBot, Decider::Clock, Decider::Chance, Decider::Entered})
    if (word == decider_name(d)) return d;
  return std::nullopt;
}

std::unique_ptr<State> replay_actions(const Game& game, const std::vector<std::string>& actions,
                                      size_t count) {
  auto state = game.initial_state();
  count = std::min(count, actions.size());
  for (size_t i = 0; i < count; ++i) {
    auto parsed = state->parse_action(actions[i]);
    if (!parsed.ok)
      throw UsageError(fmt::format("record action {} ('{}') cannot be replayed: {}", i + 1,
                                   actions[i], parsed.error));
    state->apply(parsed.action);
  }
  return state;
}

}  // namespace cubilete
