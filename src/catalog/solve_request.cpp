#include "catalog/solve_request.h"

#include <fmt/format.h>

#include <vector>

#include "catalog/analysis_results.h"
#include "catalog/registry.h"
#include "core/error.h"

namespace cubilete {

namespace {
// The games that offer `extra`, for the error that sends a person to one of them.
std::string offering(bool GameAnalysis::*extra) {
  std::vector<std::string> ids;
  for (const auto& e : game_registry())
    if (e.analysis.*extra) ids.push_back(e.description.info.id);
  return fmt::format("{}", fmt::join(ids, ", "));
}
}  // namespace

void check_solve_options(const GameEntry& entry, const SolveOptions& o,
                         const OptionSpelling& spell) {
  const auto& analysis = entry.analysis;
  const auto& id = entry.description.info.id;
  if (!analysis.solve) throw UsageError(fmt::format("{} has no solver yet", id));
  if (o.distribution && !analysis.solve_distribution)
    throw UsageError(fmt::format("{} has no {}; games that have one: {}", id, spell("distribution"),
                                 offering(&GameAnalysis::solve_distribution)));
  if (o.save_policy && !analysis.solve_policy)
    throw UsageError(fmt::format("{} has no {}; games that have one: {}", id, spell("save-policy"),
                                 offering(&GameAnalysis::solve_policy)));
  if (o.save_policy && !o.use_cache)
    throw UsageError(fmt::format("{} writes into the cache, so it cannot go with {}",
                                 spell("save-policy"), spell("no-cache")));
  if (o.players != 1 && o.players != 2)
    throw UsageError(fmt::format(
        "{} is 1 (the solitaire optimum) or 2 (the chance of winning against one opponent)",
        spell("players")));
  if (o.players == 2) {
    if (!analysis.solve_two_player)
      throw UsageError(fmt::format("{} has no two-player solution; games that have one: {}", id,
                                   offering(&GameAnalysis::solve_two_player)));
    if (o.distribution || o.save_policy)
      throw UsageError(fmt::format("{} and {} are for the solitaire optimum, not {}",
                                   spell("distribution"), spell("save-policy"),
                                   spell("players 2")));
  } else if (o.doubles) {
    throw UsageError(
        fmt::format("{} is for {} (the solitaire optimum is always computed in double)",
                    spell("double"), spell("players 2")));
  }
}

void check_policy_saved(const SolveResult& result) {
  if (!result.unsaved_policy.empty()) throw UsageError(result.unsaved_policy);
}

}  // namespace cubilete
