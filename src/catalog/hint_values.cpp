#include "catalog/hint_values.h"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>

#include "core/error.h"

namespace cubilete {

namespace {

// The canonical form of `value` for `spec`, or UsageError naming the option as typed.
std::string checked(const OptionSpec& spec, const std::string& value) {
  if (spec.type != OptionType::Int) return spec.canonical(value, "--" + spec.key);
  int64_t v = 0;
  const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), v);
  if (ec != std::errc() || end != value.data() + value.size() || v < spec.min || v > spec.max)
    throw UsageError(fmt::format("--{} must be {} to {} ({}); got {}", spec.key, spec.min, spec.max,
                                 spec.description, value));
  return std::to_string(v);
}

}  // namespace

HintValues::HintValues(const std::string& game, const std::vector<OptionSpec>& declared,
                       const Assignments& given) {
  for (const auto& [key, value] : given) {
    const auto spec = std::find_if(declared.begin(), declared.end(),
                                   [&key = key](const OptionSpec& s) { return s.key == key; });
    if (spec == declared.end()) {
      std::vector<std::string> takes;
      for (const auto& s : declared) takes.push_back(s.key);
      throw UsageError(
          fmt::format("hint {} takes --{}, not --{}", game, fmt::join(takes, ", --"), key));
    }
    values_[key] = checked(*spec, value);
  }
}

std::optional<int64_t> HintValues::integer(const std::string& key) const {
  const auto it = values_.find(key);
  if (it == values_.end()) return std::nullopt;
  return std::stoll(it->second);
}

std::string HintValues::text(const std::string& key) const {
  const auto it = values_.find(key);
  return it == values_.end() ? std::string() : it->second;
}

OptionSpec hint_integer(std::string key, int64_t min, int64_t max, std::string description) {
  return OptionSpec::integer(std::move(key), min, min, max, std::move(description));
}

OptionSpec hint_text(std::string key, std::string description) {
  return OptionSpec::text(std::move(key), "", std::move(description), nullptr);
}

}  // namespace cubilete
