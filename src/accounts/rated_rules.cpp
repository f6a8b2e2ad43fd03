#include "accounts/rated_rules.h"

#include <fmt/format.h>

#include "accounts/bot_ratings.h"
#include "accounts/rating_policy.h"
#include "core/error.h"
#include "core/record.h"

namespace cubilete::accounts {

namespace {

std::string players_of(const Assignments& rules) {
  for (const auto& [key, value] : rules)
    if (key == "players") return value;
  return {};
}

// The resolved rules a preset gives with this many players.
std::map<std::string, std::string> preset_rules(const GameEntry& entry, const RatedPreset& preset,
                                                const std::string& players) {
  Assignments options = preset.options;
  if (!players.empty()) options.emplace_back("players", players);
  return make_game(entry, options)->rules().values();
}

std::string preset_names(const std::vector<RatedPreset>& presets) {
  std::string out;
  for (const auto& p : presets) {
    std::string set;
    for (const auto& [key, value] : p.options) set += (set.empty() ? "" : ", ") + key + "=" + value;
    out += (out.empty() ? "" : "; ") + p.name + (set.empty() ? " (every option at its default)" : " (" + set + ")");
  }
  return out;
}

}  // namespace

const std::vector<RatedPreset>& rated_presets(std::string_view game) {
  static const std::vector<RatedPreset> none;
  static const std::vector<RatedPreset> defaults_only = {{"default", {}}};
  const GameEntry* entry = rated_entry(game);
  if (!entry) return none;
  return entry->table.rated_presets.empty() ? defaults_only : entry->table.rated_presets;
}

std::string rated_rules_problem(const GameEntry& entry, const Assignments& rules) {
  const std::string& id = entry.description.info.id;
  const auto& presets = rated_presets(id);
  if (presets.empty())
    return fmt::format("{} has no ratings; rated games: {}", id, fmt::join(rated_games(), ", "));
  std::map<std::string, std::string> asked;
  try {
    asked = make_game(entry, rules)->rules().values();
  } catch (const UsageError& e) {
    return e.what();
  }
  const std::string players = players_of(rules);
  for (const auto& preset : presets)
    if (preset_rules(entry, preset, players) == asked) return {};
  return fmt::format("a rated game of {} is played by its rated rules only: {}; these rules change {}", id,
                     preset_names(presets), [&] {
                       // The options that differ from the defaults, so the person sees what to drop.
                       const auto defaults = preset_rules(entry, presets.front(), players);
                       std::string changed;
                       for (const auto& [key, value] : asked)
                         if (auto it = defaults.find(key); it == defaults.end() || it->second != value)
                           changed += (changed.empty() ? "" : ", ") + key + "=" + value.substr(0, 60);
                       return changed;
                     }());
}

std::string rated_room_problem(const GameEntry& entry, const Assignments& rules, const std::vector<std::string>& seats,
                               bool hints) {
  if (auto problem = rated_rules_problem(entry, rules); !problem.empty()) return problem;
  const std::string& id = entry.description.info.id;
  if (seats.size() < 2) return "a rated game has at least two seats";
  if (hints) return "a rated game gives no hints";
  std::shared_ptr<const Game> game;
  for (size_t i = 0; i < seats.size(); ++i) {
    const auto& bot = seats[i];
    if (bot.empty()) continue;
    if (!bot_rating(id, bot))
      return fmt::format("seat {}: the bot '{}' has no measured rating in {} (rated bots: {})", i, bot, id,
                         fmt::join(rated_bots(id), ", "));
    // A rated game is rated against the bot that plays it: one that could not play now would
    // leave another in its place under its name and rating.
    if (!entry.bots.unavailable) continue;
    if (!game) game = make_game(entry, rules);
    if (auto why = entry.bots.unavailable(*game, bot); !why.empty()) return fmt::format("seat {}: {}", i, why);
  }
  return {};
}

}  // namespace cubilete::accounts
