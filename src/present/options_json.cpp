#include "present/options_json.h"

#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include "core/error.h"

namespace cubilete {

nlohmann::json rules_to_json(const RuleSet& rules) {
  nlohmann::json j = nlohmann::json::object();
  for (const auto& [k, v] : rules.values()) {
    switch (rules.type_of(k)) {
      case OptionType::Bool:
        j[k] = (v == "true");
        break;
      case OptionType::Int:
        j[k] = std::stoll(v);
        break;
      case OptionType::Choice:
      case OptionType::Text:
        j[k] = v;
        break;
    }
  }
  return j;
}

nlohmann::json options_to_json(const std::vector<OptionSpec>& options) {
  nlohmann::json out = nlohmann::json::array();
  for (const auto& o : options) {
    nlohmann::json j = {{"key", o.key},
                        {"type", option_type_name(o.type)},
                        {"default", o.default_value},
                        {"allowed", o.allowed()},
                        {"description", o.description}};
    if (o.type == OptionType::Int) j["min"] = o.min, j["max"] = o.max;
    if (o.type == OptionType::Choice) j["choices"] = o.choices;
    if (!o.default_follows.empty()) {
      nlohmann::json values = nlohmann::json::object();
      for (const auto& [when, def] : o.defaults_by) values[when] = def;
      j["default_by"] = {{"key", o.default_follows}, {"values", values}};
    }
    out.push_back(j);
  }
  return out;
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
