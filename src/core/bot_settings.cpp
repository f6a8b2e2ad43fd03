#include "core/bot_settings.h"

#include <fmt/format.h>

#include <charconv>
#include <string_view>

#include "core/error.h"

namespace cubilete {

namespace {
BotCaps& caps() {
  static BotCaps c;
  return c;
}
}  // namespace

void set_bot_caps(BotCaps c) { caps() = std::move(c); }
const BotCaps& bot_caps() { return caps(); }

std::map<std::string, int> parse_bot_settings(const std::string& name, const std::vector<BotSettingSpec>& specs,
                                              const std::string& usage) {
  std::map<std::string, int> out;
  const auto colon = name.find(':');
  if (colon == std::string::npos) return out;
  std::string_view rest(name);
  rest.remove_prefix(colon + 1);
  while (!rest.empty()) {
    const auto comma = rest.find(',');
    const auto item = rest.substr(0, comma);
    rest = comma == std::string_view::npos ? std::string_view{} : rest.substr(comma + 1);
    const auto eq = item.find('=');
    int value = 0;
    if (eq == std::string_view::npos ||
        std::from_chars(item.data() + eq + 1, item.data() + item.size(), value).ptr != item.data() + item.size())
      throw UsageError(fmt::format("bad bot setting '{}' in '{}': {}", item, name, usage));
    const std::string key(item.substr(0, eq));
    const BotSettingSpec* spec = nullptr;
    for (const auto& s : specs)
      if (s.key == key) spec = &s;
    if (!spec) throw UsageError(fmt::format("unknown bot setting '{}' in '{}': {}", key, name, usage));
    if (value < spec->least || value > spec->most)
      throw UsageError(fmt::format("bot setting {} must be {} to {} in '{}'", key, spec->least, spec->most, name));
    if (auto cap = caps().most.find(key); cap != caps().most.end() && value > cap->second)
      throw UsageError(fmt::format("bot setting {} is at most {} {} (not {}, in '{}'), so that no game holds the "
                                   "server's bot threads for long",
                                   key, cap->second, caps().where, value, name));
    if (!out.emplace(key, value).second)
      throw UsageError(fmt::format("bot setting '{}' given twice in '{}'", key, name));
  }
  return out;
}

}  // namespace cubilete
