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

// What this process allows bots beyond what they know themselves (the server sets it once at start,
// before any bot is made; see docs/security.md): a cap on the value of some keys, and a time
// budget every search keeps to, whatever its settings.
struct BotCaps {
  std::map<std::string, int> most;  // e.g. {"movetime", 5000}: a larger value is refused
  int search_ms = 0;                // 0: searches take what their settings say
  // The most points before the end an endgame table solved for a bot's settings may cover (0:
  // no limit): Farkle's win_optimal:from=P solves every pair of banked scores adding up to P or
  // more, which takes minutes from far below the end.
  int endgame_points = 0;
  std::string where;                // who set the caps, for the refusal ("on this server")
};
void set_bot_caps(BotCaps caps);
const BotCaps& bot_caps();

// Throws UsageError (with `usage`) for a malformed item, an unknown key or a value out of range
// (the bot's own range, or the process's cap).
std::map<std::string, int> parse_bot_settings(const std::string& name, const std::vector<BotSettingSpec>& specs,
                                              const std::string& usage);

}  // namespace cubilete
