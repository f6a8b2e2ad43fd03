#pragma once
// Rule options: each game declares its options (key, type, default, allowed values); users set
// them as KEY=VALUE. Validation names what was wrong and what is allowed.
#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "core/enum_names.h"

namespace cubilete {

enum class OptionType { Bool, Int, Choice, Text };
constexpr EnumNames<4> enum_names(OptionType) { return {"OptionType", {"bool", "integer", "choice", "text"}}; }

struct OptionSpec {
  std::string key;
  OptionType type = OptionType::Int;
  std::string default_value;
  std::string description;
  int64_t min = 0, max = 0;          // Int
  std::vector<std::string> choices;  // Choice
  // Text: returns the canonical form of a value, or throws UsageError saying what is wrong.
  std::function<std::string(const std::string&)> normalise;
  // A default that depends on another option's value (Damma's start position and quiet-plies draw
  // on each board): that option's key and the default under each of its values. A value not
  // listed keeps default_value, the default under that option's own default.
  std::string default_follows;
  std::vector<std::pair<std::string, std::string>> defaults_by;

  static OptionSpec boolean(std::string key, bool def, std::string description);
  static OptionSpec integer(std::string key, int64_t def, int64_t min, int64_t max,
                            std::string description);
  static OptionSpec choice(std::string key, std::string def, std::vector<std::string> choices,
                           std::string description);
  static OptionSpec text(std::string key, std::string def, std::string description,
                         std::function<std::string(const std::string&)> normalise);
  // This option's default follows option `key`: `defaults` maps its values to this one's default.
  OptionSpec& default_by(std::string key, std::vector<std::pair<std::string, std::string>> defaults);
  // The default given the other options' values (canonical text per key).
  const std::string& default_under(const std::map<std::string, std::string>& values) const;
  // "true or false", "integer 0..1000", "any | when_nothing_fits".
  std::string allowed() const;
  // The canonical form of `value` ("yes" -> "true", "007" -> "7"), or UsageError saying what is
  // allowed; `named` is how the message names the option ("rule option 'players'", "--depth").
  std::string canonical(const std::string& value, const std::string& named) const;
};

// A complete, validated set of option values for one game (every declared key present).
class RuleSet {
 public:
  RuleSet() = default;
  // Defaults overridden by `assignments`; throws UsageError on unknown keys or bad values.
  static RuleSet resolve(const std::vector<OptionSpec>& specs,
                         const std::vector<std::pair<std::string, std::string>>& assignments);

  bool get_bool(const std::string& key) const;
  int64_t get_int(const std::string& key) const;
  const std::string& get_choice(const std::string& key) const;
  const std::string& get_text(const std::string& key) const { return raw(key); }
  bool has(const std::string& key) const { return values_.count(key) > 0; }
  // The value `key` has when nobody sets it, under these rules (OptionSpec::default_by).
  const std::string& default_of(const std::string& key) const;

  // Canonical text "key=value key=value" in key order.
  std::string to_string() const;
  const std::map<std::string, std::string>& values() const { return values_; }
  // The declared type of an option (present/ writes each value as its type).
  OptionType type_of(const std::string& key) const;
  // The options that differ from their defaults (but the number of players), as the command
  // line sets them (" --rule KEY=VALUE" each, in the order the game declares them).
  std::string changed_flags() const;

 private:
  const std::string& raw(const std::string& key) const;
  std::map<std::string, std::string> values_;  // canonical text per key
  std::map<std::string, OptionType> types_;
  std::vector<std::pair<std::string, std::string>> declared_;  // key and default under these rules
};

// Rule options as a person sets them, KEY=VALUE in order.
using Assignments = std::vector<std::pair<std::string, std::string>>;

// Splits "key=value" (throws UsageError if malformed).
std::pair<std::string, std::string> split_assignment(const std::string& text);


}  // namespace cubilete
