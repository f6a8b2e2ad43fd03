#pragma once
// The integer settings after a bot's name ("win_optimal:rounds=3"), checked against the keys the
// bot knows: each KEY=VALUE once, VALUE a whole number in [least, most].
#include <map>
#include <string>
#include <vector>

namespace cubilete {

struct BotSettingSpec {
  std::string key;
  int least, most;
};

// Throws UsageError (with `usage`) for a malformed item, an unknown key or a value out of range.
std::map<std::string, int> parse_bot_settings(const std::string& name, const std::vector<BotSettingSpec>& specs,
                                              const std::string& usage);

}  // namespace cubilete
