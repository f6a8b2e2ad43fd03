#include "catalog/analyse_record.h"

#include <fmt/format.h>

#include "catalog/registry.h"
#include "core/error.h"
#include "solve/common/analysis_model.h"

namespace cubilete {

bool has_analysis(const GameEntry& entry) {
  return bool(entry.analysis.analysis);
}

std::string no_analysis_reason(const GameEntry& entry) {
  return fmt::format(
      "{} has no analysis: no decision of it has a best choice to judge (the games with one: "
      "docs/analysis.md)",
      entry.description.info.id);
}

RecordAnalysis analyse_record(const GameRecord& record) {
  const auto& entry = find_game(record.game);
  if (!has_analysis(entry)) throw UsageError(no_analysis_reason(entry));
  RecordAnalysis out;
  out.game = make_game(entry, record.rules);
  std::vector<Action> actions;
  actions.reserve(record.actions.size());
  auto state = out.game->initial_state();
  for (size_t i = 0; i < record.actions.size(); ++i) {
    if (state->is_terminal())
      throw UsageError(fmt::format("record action {} ('{}') comes after the end of the game", i + 1,
                                   record.actions[i]));
    const auto parsed = state->parse_action(record.actions[i]);
    if (!parsed.ok)
      throw UsageError(fmt::format("record action {} ('{}') cannot be replayed: {}", i + 1,
                                   record.actions[i], parsed.error));
    actions.push_back(parsed.action);
    state->apply(parsed.action);
  }
  const auto model = entry.analysis.analysis(*out.game);
  out.result = solve::analyse_actions(*model, *out.game->initial_state(), actions);
  return out;
}

}  // namespace cubilete
