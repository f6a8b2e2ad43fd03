#include "catalog/registry.h"

#include <algorithm>

#include <fmt/format.h>

#include <nlohmann/json.hpp>

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
    ids.push_back(e.info.id);
    const std::string id = fold_name(e.info.id), name = fold_name(e.info.name);
    if (want == id || want == name) exact.push_back(&e);
    else if (!want.empty() && (id.rfind(want, 0) == 0 || name.rfind(want, 0) == 0)) prefix.push_back(&e);
  }
  // An exact id or name wins over longer ones it begins ("general" is not "generala").
  if (exact.size() == 1) return *exact.front();
  if (exact.empty() && prefix.size() == 1) return *prefix.front();
  if (!exact.empty() || prefix.size() > 1) {
    std::vector<std::string> candidates;
    for (const auto* e : exact.empty() ? prefix : exact) candidates.push_back(e->info.id);
    throw UsageError(fmt::format("'{}' could be {}: say which", text, fmt::join(candidates, " or ")));
  }
  throw UsageError(fmt::format("unknown game '{}'; known games: {}", text, fmt::join(ids, ", ")));
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

nlohmann::json ranked_choices_json(const std::vector<RankedAction>& ranked) {
  double best_expected = ranked.empty() ? 0.0 : ranked.front().expected;
  for (const auto& c : ranked) best_expected = std::max(best_expected, c.expected);
  nlohmann::json choices = nlohmann::json::array();
  for (const auto& c : ranked) {
    nlohmann::json choice = {{"action", c.name}, {"expected", c.expected}, {"loss", best_expected - c.expected}};
    if (!c.line.empty()) choice["line"] = c.line;
    if (c.win_chance && ranked.front().win_chance) {
      choice["win_chance"] = *c.win_chance;
      choice["win_loss"] = *ranked.front().win_chance - *c.win_chance;
    }
    choices.push_back(std::move(choice));
  }
  return choices;
}

std::string default_opponent(const GameEntry& entry) {
  return entry.default_bot.empty() ? bot_names(entry).back() : entry.default_bot;
}

void check_bot_name(const GameEntry& entry, const std::string& name, bool human_allowed) {
  if (human_allowed && name == "human") return;
  const auto colon = name.find(':');
  const std::string base = name.substr(0, colon);
  const auto names = bot_names(entry);
  if (std::find(names.begin(), names.end(), base) == names.end())
    throw UsageError(fmt::format("unknown player '{}' for {}; choose from: {}{}", name, entry.info.id,
                                 human_allowed ? "human, " : "", fmt::join(names, ", ")));
  if (colon == std::string::npos) return;
  if (!entry.bot_settings.count(base))
    throw UsageError(fmt::format("the {} bot of {} takes no settings ('{}')", base, entry.info.id, name));
  entry.check_bot_settings(name);
}

std::unique_ptr<Bot> make_bot(const GameEntry& entry, const Game& game, const std::string& name) {
  check_bot_name(entry, name, false);
  if (name == "random") return std::make_unique<RandomBot>();
  return entry.make_bot(game, name);  // a bot with settings: its maker reads them
}

std::string quick_bot(const GameEntry& entry, const std::string& bot) {
  const auto it = entry.bot_settings.find(bot);
  return it == entry.bot_settings.end() || it->second.empty() ? bot : bot + ":" + it->second;
}

Replay replay(const GameRecord& record, size_t count) {
  Replay r;
  r.game = make_game(record.game, record.rules);
  r.state = replay_actions(*r.game, record.actions, count);
  return r;
}

}  // namespace cubilete
