#include "cli/common.h"

#include <fmt/format.h>

#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "core/error.h"

namespace cubilete::cli {

void add_rule_option(CLI::App& cmd, std::vector<std::string>& rules) {
  cmd.add_option("--rule,-r", rules, "rule option KEY=VALUE (repeatable); see `cubilete rules GAME`")
      ->allow_extra_args(false);
}

Assignments parse_rules(const std::vector<std::string>& rules) {
  Assignments out;
  for (const auto& r : rules) out.push_back(split_assignment(r));
  return out;
}

std::vector<std::string> resolve_players(const GameEntry& entry, Assignments& rules,
                                         const std::string& list, const std::string& fill,
                                         bool allow_human) {
  std::vector<std::string> names;
  std::stringstream ss(list);
  // A bot's settings are comma separated too ("alphabeta:depth=4,king=250,greedy"): an item
  // with '=' and no ':' continues the previous player's settings (bot names have no '=').
  for (std::string n; std::getline(ss, n, ',');) {
    const bool continues_settings = n.find('=') != std::string::npos && n.find(':') == std::string::npos;
    if (continues_settings && !names.empty() && names.back().find(':') != std::string::npos)
      names.back() += "," + n;
    else if (!n.empty())
      names.push_back(n);
  }
  int from_rule = -1;
  for (const auto& [k, v] : rules)
    if (k == "players") from_rule = std::stoi(RuleSet::resolve(entry.options, {{k, v}}).values().at(k));
  if (names.empty()) {
    const std::string filler = preferred_bot(entry, fill);
    int seats = from_rule > 0 ? from_rule : entry.default_players;
    for (int i = 0; i < seats; ++i) names.push_back(i == 0 && allow_human ? "human" : filler);
  }
  if (from_rule > 0 && from_rule != int(names.size()))
    throw UsageError(fmt::format("--players names {} players but the rule players={}",
                                 names.size(), from_rule));
  const auto& info = entry.info;
  if (int(names.size()) < info.min_players || int(names.size()) > info.max_players)
    throw UsageError(fmt::format("{} is played by {} to {} players, not {}", info.id,
                                 info.min_players, info.max_players, names.size()));
  if (from_rule < 0) rules.emplace_back("players", std::to_string(names.size()));
  for (const auto& n : names) check_bot_name(entry, n, allow_human);
  return names;
}

void print_json(const nlohmann::json& j) { std::cout << j.dump(2) << "\n"; }

}  // namespace cubilete::cli
