#pragma once
// The options `cubilete hint` was given for one game, each checked against the game's declaration
// of it (GameAnalysis::hint_options: an OptionSpec with its type, range and description). The
// game's reader (catalog/<family>/*_hint.cpp) turns them into the position its solver ranks; an
// option left out means what that reader and the option's description say (some depend on the
// rules, such as Farkle's --banked), so the spec's default is not read here.
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/options.h"

namespace cubilete {

class HintValues {
 public:
  HintValues() = default;
  // `given`: option name (without --) and value, as typed. Throws UsageError for an option the
  // game does not declare (naming those it does) and for a value outside its declaration
  // ("--depth must be 0 to 20 (...); got 30").
  HintValues(const std::string& game, const std::vector<OptionSpec>& declared,
             const Assignments& given);

  bool has(const std::string& key) const { return values_.count(key) > 0; }
  // A whole-number option as given (checked), nullopt where left out.
  std::optional<int64_t> integer(const std::string& key) const;
  // A text option as given, "" where left out.
  std::string text(const std::string& key) const;

 private:
  std::map<std::string, std::string> values_;
};

// A hint option that is a whole number from `min` to `max`.
OptionSpec hint_integer(std::string key, int64_t min, int64_t max, std::string description);
// A hint option that is text its game's reader parses.
OptionSpec hint_text(std::string key, std::string description);

}  // namespace cubilete
