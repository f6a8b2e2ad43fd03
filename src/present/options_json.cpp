#include "present/options_json.h"

#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include "core/error.h"
#include "present/game_info.h"
#include "present/json_tree_sink.h"
#include "present/rule_values.h"

namespace cubilete {

void Describe<TypedRuleValue>::write(ValueSink& out, const TypedRuleValue& v) {
  switch (v.type) {
    case OptionType::Bool:
      out.boolean(v.text == "true");
      return;
    case OptionType::Int:
      out.integer(std::stoll(std::string(v.text)));
      return;
    case OptionType::Choice:
    case OptionType::Text:
      out.string(v.text);
      return;
  }
}

Entries<TypedRuleValue> typed_rules(const RuleSet& rules) {
  Entries<TypedRuleValue> out;
  for (const auto& [key, value] : rules.values()) out.emplace_back(key, TypedRuleValue{rules.type_of(key), value});
  return out;
}

nlohmann::json rules_to_json(const RuleSet& rules) { return described_json(typed_rules(rules)); }

std::vector<OptionView> option_views(const std::vector<OptionSpec>& options) {
  std::vector<OptionView> out;
  out.reserve(options.size());
  for (const auto& o : options) {
    OptionView& v = out.emplace_back();
    v.key = o.key;
    v.type = o.type;
    v.default_value = o.default_value;
    v.allowed = o.allowed();
    v.description = o.description;
    if (o.type == OptionType::Int) v.min = o.min, v.max = o.max;
    if (o.type == OptionType::Choice) v.choices.emplace(o.choices.begin(), o.choices.end());
    if (!o.default_follows.empty()) {
      DefaultByView& by = v.default_by.emplace();
      by.key = o.default_follows;
      for (const auto& [when, def] : o.defaults_by) by.values.emplace_back(when, def);
    }
  }
  return out;
}

nlohmann::json options_to_json(const std::vector<OptionSpec>& options) {
  return described_json(option_views(options));
}

Assignments assignments_from_json(const nlohmann::json& rules) {
  if (!rules.is_object()) throw UsageError("\"rules\" must be a JSON object of option values");
  Assignments out;
  for (const auto& [k, v] : rules.items()) {
    if (v.is_boolean())
      out.emplace_back(k, v.get<bool>() ? "true" : "false");
    else if (v.is_number_integer())
      out.emplace_back(k, std::to_string(v.get<int64_t>()));
    else if (v.is_string())
      out.emplace_back(k, v.get<std::string>());
    else
      throw UsageError(fmt::format("rule option '{}' has a value of the wrong JSON type", k));
  }
  return out;
}

}  // namespace cubilete
