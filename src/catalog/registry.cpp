#include "catalog/registry.h"

#include <algorithm>

#include <fmt/format.h>

#include "bots/common/random_bot.h"
#include "core/error.h"
#include "core/text.h"

namespace cubilete {

const std::vector<GameEntry>& game_registry() {
  static const std::vector<GameEntry> entries = [] {
    std::vector<GameEntry> v;
    register_all_games(v);
    return v;
  }();
  return entries;
}

const GameEntry& find_game(std::string_view text) {
  const std::string want = fold_name(text);
  std::vector<std::string> ids;
  std::vector<const GameEntry*> exact, prefix;
  for (const auto& e : game_registry()) {
    ids.push_back(e.description.info.id);
    const std::string id = fold_name(e.description.info.id), name = fold_name(e.description.info.name);
    if (want == id || want == name) exact.push_back(&e);
    else if (!want.empty() && (id.rfind(want, 0) == 0 || name.rfind(want, 0) == 0)) prefix.push_back(&e);
  }
  // An exact id or name wins over longer ones it begins ("general" is not "generala").
  if (exact.size() == 1) return *exact.front();
  if (exact.empty() && prefix.size() == 1) return *prefix.front();
  if (!exact.empty() || prefix.size() > 1) {
    std::vector<std::string> candidates;
    for (const auto* e : exact.empty() ? prefix : exact) candidates.push_back(e->description.info.id);
    throw UsageError(fmt::format("'{}' could be {}: say which", text, fmt::join(candidates, " or ")));
  }
  throw UsageError(fmt::format("unknown game '{}'; known games: {}", text, fmt::join(ids, ", ")));
}

std::shared_ptr<const Game> make_game(const GameEntry& entry, const Assignments& rules) {
  return entry.description.create(RuleSet::resolve(entry.description.options, rules));
}

std::shared_ptr<const Game> make_game(std::string_view id, const Assignments& rules) {
  return make_game(find_game(id), rules);
}

std::vector<std::string> bot_names(const GameEntry& entry) {
  std::vector<std::string> names{"random"};
  names.insert(names.end(), entry.bots.names.begin(), entry.bots.names.end());
  return names;
}

std::string preferred_bot(const GameEntry& entry, const std::string& wanted) {
  const auto names = bot_names(entry);
  if (std::find(names.begin(), names.end(), wanted) != names.end()) return wanted;
  return entry.bots.names.empty() ? "random" : entry.bots.names.front();
}

std::string default_opponent(const GameEntry& entry) {
  return entry.bots.default_bot.empty() ? bot_names(entry).back() : entry.bots.default_bot;
}

void check_bot_name(const GameEntry& entry, const std::string& name, bool human_allowed) {
  if (human_allowed && name == "human") return;
  const auto colon = name.find(':');
  const std::string base = name.substr(0, colon);
  const auto names = bot_names(entry);
  if (std::find(names.begin(), names.end(), base) == names.end())
    throw UsageError(fmt::format("unknown player '{}' for {}; choose from: {}{}", name, entry.description.info.id,
                                 human_allowed ? "human, " : "", fmt::join(names, ", ")));
  if (colon == std::string::npos) return;
  if (!entry.bots.settings.count(base))
    throw UsageError(fmt::format("the {} bot of {} takes no settings ('{}')", base, entry.description.info.id, name));
  entry.bots.check_settings(name);
}

std::unique_ptr<Bot> make_bot(const GameEntry& entry, const Game& game, const std::string& name) {
  check_bot_name(entry, name, false);
  if (name == "random") return std::make_unique<RandomBot>();
  return entry.bots.make(game, name);  // a bot with settings: its maker reads them
}

std::string quick_bot(const GameEntry& entry, const std::string& bot) {
  const auto it = entry.bots.settings.find(bot);
  return it == entry.bots.settings.end() || it->second.empty() ? bot : bot + ":" + it->second;
}

Replay replay(const GameRecord& record, size_t count) {
  Replay r;
  r.game = make_game(record.game, record.rules);
  r.state = replay_actions(*r.game, record.actions, count);
  return r;
}

}  // namespace cubilete
