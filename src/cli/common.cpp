#include "cli/common.h"

#include <fmt/format.h>

#include <charconv>
#include <cmath>
#include <iostream>
#include <limits>
#include <nlohmann/json.hpp>
#include <sstream>

#include "catalog/simulation.h"
#include "core/error.h"

namespace cubilete::cli {

void add_rule_option(CLI::App& cmd, std::vector<std::string>& rules) {
  cmd.add_option("--rule,-r", rules, "rule option KEY=VALUE (repeatable); see `cubilete rules GAME`")
      ->allow_extra_args(false);
}

void add_lang_option(CLI::App& cmd, std::string& lang) {
  cmd.add_option("--lang", lang, "the language: en, pt-BR or es-AR (default: the locale's, e.g. LANG=pt_BR.UTF-8)")
      ->type_name("LANG");
}

Lang chosen_lang(const std::string& option, bool for_json) {
  if (option.empty()) return for_json ? Lang::En : lang_of_environment();
  if (auto lang = lang_of_tag(option)) return *lang;
  throw UsageError(fmt::format("no language '{}'; languages: en, pt-BR, es-AR", option));
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
  return seat_players(entry, rules, std::move(names), fill, allow_human);
}

void print_json(const nlohmann::json& j) { std::cout << j.dump(2) << "\n"; }

int64_t parse_count(const std::string& option, const std::string& text, int64_t least) {
  int64_t n = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
  const bool whole = ec == std::errc() && end == text.data() + text.size();
  if (!whole || n < least) {
    const bool too_big = ec == std::errc::result_out_of_range && text.find('-') == std::string::npos;
    throw UsageError(fmt::format("{} must be a whole number from {} to {}{}; got '{}'", option, least,
                                 std::numeric_limits<int64_t>::max(),
                                 too_big ? " (the largest count a 64-bit counter holds)" : "", text));
  }
  return n;
}

std::string duration_text(double seconds) {
  if (!std::isfinite(seconds)) return "unknown";
  if (seconds < 10) return fmt::format("{:.1f} s", seconds);
  if (seconds < 100) return fmt::format("{:.0f} s", seconds);
  if (seconds < 6000) return fmt::format("{:.0f} min", seconds / 60);
  if (seconds < 2 * 86400) return fmt::format("{:.1f} h", seconds / 3600);
  if (seconds < 2 * 365.25 * 86400) return fmt::format("{:.1f} days", seconds / 86400);
  return fmt::format("{:.3g} years", seconds / (365.25 * 86400));
}

}  // namespace cubilete::cli
