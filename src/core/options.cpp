#include "core/options.h"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>

#include "core/error.h"

namespace cubilete {

OptionSpec OptionSpec::boolean(std::string key, bool def, std::string description) {
  OptionSpec s;
  s.key = std::move(key);
  s.type = OptionType::Bool;
  s.default_value = def ? "true" : "false";
  s.description = std::move(description);
  return s;
}

OptionSpec OptionSpec::integer(std::string key, int64_t def, int64_t min, int64_t max,
                               std::string description) {
  OptionSpec s;
  s.key = std::move(key);
  s.type = OptionType::Int;
  s.default_value = std::to_string(def);
  s.min = min;
  s.max = max;
  s.description = std::move(description);
  return s;
}

OptionSpec OptionSpec::choice(std::string key, std::string def, std::vector<std::string> choices,
                              std::string description) {
  OptionSpec s;
  s.key = std::move(key);
  s.type = OptionType::Choice;
  s.default_value = std::move(def);
  s.choices = std::move(choices);
  s.description = std::move(description);
  return s;
}

OptionSpec OptionSpec::text(std::string key, std::string def, std::string description,
                            std::function<std::string(const std::string&)> normalise) {
  OptionSpec s;
  s.key = std::move(key);
  s.type = OptionType::Text;
  s.default_value = std::move(def);
  s.description = std::move(description);
  s.normalise = std::move(normalise);
  return s;
}

OptionSpec& OptionSpec::default_by(std::string key, std::vector<std::pair<std::string, std::string>> defaults) {
  default_follows = std::move(key);
  defaults_by = std::move(defaults);
  return *this;
}

const std::string& OptionSpec::default_under(const std::map<std::string, std::string>& values) const {
  if (default_follows.empty()) return default_value;
  const auto value = values.find(default_follows);
  if (value == values.end()) return default_value;
  for (const auto& [when, def] : defaults_by)
    if (when == value->second) return def;
  return default_value;
}

std::string OptionSpec::allowed() const {
  switch (type) {
    case OptionType::Bool: return "true or false";
    case OptionType::Int: return fmt::format("an integer from {} to {}", min, max);
    case OptionType::Choice: return fmt::format("one of {}", fmt::join(choices, ", "));
    case OptionType::Text: return "text, checked by the game (see the description)";
  }
  return "";
}

std::string OptionSpec::canonical(const std::string& value, const std::string& named) const {
  const OptionSpec& spec = *this;
  auto bad = [&] {
    return UsageError(fmt::format("bad value '{}' for {}: expected {}", value, named, spec.allowed()));
  };
  switch (spec.type) {
    case OptionType::Bool:
      if (value == "true" || value == "1" || value == "yes" || value == "on") return "true";
      if (value == "false" || value == "0" || value == "no" || value == "off") return "false";
      throw bad();
    case OptionType::Int: {
      int64_t v = 0;
      auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), v);
      if (ec != std::errc() || end != value.data() + value.size() || v < spec.min || v > spec.max)
        throw bad();
      return std::to_string(v);
    }
    case OptionType::Choice:
      if (std::find(spec.choices.begin(), spec.choices.end(), value) == spec.choices.end())
        throw bad();
      return value;
    case OptionType::Text:
      return spec.normalise ? spec.normalise(value) : value;
  }
  throw bad();
}

RuleSet RuleSet::resolve(const std::vector<OptionSpec>& specs,
                         const std::vector<std::pair<std::string, std::string>>& assignments) {
  RuleSet r;
  for (const auto& s : specs) {
    r.values_[s.key] = s.default_value;
    r.types_[s.key] = s.type;
    r.declared_.emplace_back(s.key, s.default_value);
  }
  std::vector<std::string> set;  // the keys assigned
  for (const auto& [key, value] : assignments) {
    auto it = std::find_if(specs.begin(), specs.end(), [&key = key](auto& s) { return s.key == key; });
    if (it == specs.end()) {
      std::vector<std::string> keys;
      for (const auto& s : specs) keys.push_back(s.key);
      throw UsageError(fmt::format("unknown rule option '{}'; this game's options are: {}", key,
                                   keys.empty() ? "(none)" : fmt::format("{}", fmt::join(keys, ", "))));
    }
    r.values_[key] = it->canonical(value, fmt::format("rule option '{}'", key));
    set.push_back(key);
  }
  // Defaults that follow another option follow its value now.
  for (size_t i = 0; i < specs.size(); ++i) {
    const auto& s = specs[i];
    if (s.default_follows.empty()) continue;
    r.declared_[i].second = s.default_under(r.values_);
    if (std::find(set.begin(), set.end(), s.key) == set.end()) r.values_[s.key] = r.declared_[i].second;
  }
  return r;
}

const std::string& RuleSet::raw(const std::string& key) const {
  auto it = values_.find(key);
  if (it == values_.end()) throw std::logic_error("rule option not declared: " + key);
  return it->second;
}

bool RuleSet::get_bool(const std::string& key) const { return raw(key) == "true"; }
int64_t RuleSet::get_int(const std::string& key) const { return std::stoll(raw(key)); }
const std::string& RuleSet::get_choice(const std::string& key) const { return raw(key); }

const std::string& RuleSet::default_of(const std::string& key) const {
  for (const auto& [k, def] : declared_)
    if (k == key) return def;
  throw std::logic_error("rule option not declared: " + key);
}

std::string RuleSet::changed_flags() const {
  std::string flags;
  for (const auto& [key, default_value] : declared_) {
    if (key == "players") continue;
    const auto& value = values_.at(key);
    if (value != default_value) flags += fmt::format(" --rule {}={}", key, value);
  }
  return flags;
}

std::string RuleSet::to_string() const {
  std::string s;
  for (const auto& [k, v] : values_) s += (s.empty() ? "" : " ") + k + "=" + v;
  return s;
}

OptionType RuleSet::type_of(const std::string& key) const {
  auto it = types_.find(key);
  if (it == types_.end()) throw std::logic_error("rule option not declared: " + key);
  return it->second;
}

std::pair<std::string, std::string> split_assignment(const std::string& text) {
  auto eq = text.find('=');
  if (eq == std::string::npos || eq == 0 || eq + 1 == text.size())
    throw UsageError(fmt::format("malformed rule '{}': write it as KEY=VALUE", text));
  return {text.substr(0, eq), text.substr(eq + 1)};
}

}  // namespace cubilete
