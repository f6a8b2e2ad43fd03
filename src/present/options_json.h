#pragma once
// Rule options as JSON: a resolved rule set as an object of typed values (every `--json`
// document that names its rules), the declared options of a game (`rules --json`, the server's
// GET /api/games), and rules read back from a JSON object (records, the server's rooms).
#include <nlohmann/json_fwd.hpp>
#include <vector>

#include "core/options.h"

namespace cubilete {

// {"players": 2, "straight_wraps": true, ...}: each value as its declared type.
nlohmann::json rules_to_json(const RuleSet& rules);
// Every option with its type, default, allowed values and description.
nlohmann::json options_to_json(const std::vector<OptionSpec>& options);
// Assignments from a JSON object of rules (values may be JSON bools, numbers or strings). Throws
// UsageError for anything else.
Assignments assignments_from_json(const nlohmann::json& rules);

}  // namespace cubilete
