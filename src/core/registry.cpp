#include "core/registry.h"

#include <algorithm>

#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include "bots/random_bot.h"
#include "core/error.h"

namespace cubilete {

const std::vector<GameEntry>& game_registry() {
  static const std::vector<GameEntry> entries = [] {
    std::vector<GameEntry> v;
    register_all_games(v);
    return v;
  }();
  return entries;
}

const GameEntry& find_game(std::string_view id) {
  std::vector<std::string> ids;
  for (const auto& e : game_registry()) {
    if (e.info.id == id) return e;
    ids.push_back(e.info.id);
  }
  throw UsageError(fmt::format("unknown game '{}'; known games: {}", id, fmt::join(ids, ", ")));
}

std::shared_ptr<const Game> make_game(const GameEntry& entry, const Assignments& rules) {
  return entry.create(RuleSet::resolve(entry.options, rules));
}

std::shared_ptr<const Game> make_game(std::string_view id, const Assignments& rules) {
  return make_game(find_game(id), rules);
}

std::vector<std::string> bot_names(const GameEntry& entry) {
  std::vector<std::string> names{"random"};
  names.insert(names.end(), entry.bots.begin(), entry.bots.end());
  return names;
}

std::string preferred_bot(const GameEntry& entry, const std::string& wanted) {
  const auto names = bot_names(entry);
  if (std::find(names.begin(), names.end(), wanted) != names.end()) return wanted;
  return entry.bots.empty() ? "random" : entry.bots.front();
}

std::unique_ptr<Bot> make_bot(const GameEntry& entry, const Game& game, const std::string& name) {
  if (name == "random") return std::make_unique<RandomBot>();
  // A bot may take settings after a colon ("alphabeta:depth=6"); its maker reads them.
  const std::string base = name.substr(0, name.find(':'));
  for (const auto& b : entry.bots)
    if (b == base && entry.make_bot) return entry.make_bot(game, name);
  throw UsageError(fmt::format("unknown player '{}' for {}; choose from: human, {}", name,
                               entry.info.id, fmt::join(bot_names(entry), ", ")));
}

}  // namespace cubilete
