#pragma once
// The checks `cubilete solve` and Python's cubilete.solve make before anything is solved: that
// the game has the solution asked for and that the options asked go together. One place, so the
// two ask the same of everyone.
#include <functional>
#include <string>

#include "catalog/game_entry.h"

namespace cubilete {

// How the caller's users write an option: key is one of "distribution", "save-policy",
// "no-cache", "players", "players 2", "double" (the command line: "--distribution", ...; Python:
// "distribution=True", ...).
using OptionSpelling = std::function<std::string(const std::string& key)>;

// Throws UsageError, in the caller's spelling, when `entry` has no solver, no solution of the
// kind asked (a distribution, a saved policy, two players), or when the options do not go together.
void check_solve_options(const GameEntry& entry, const SolveOptions& options,
                         const OptionSpelling& spell);

// After a solve with save_policy: throws UsageError when the policy could not be written (where,
// how large, and that CUBILETE_CACHE chooses another place), for the value is known but the
// policy asked for is not there.
void check_policy_saved(const SolveResult& result);

}  // namespace cubilete
