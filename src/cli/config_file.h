#pragma once
// The config file of `cubilete serve --config FILE` (/etc/cubilete/cubilete.toml in the Debian
// package): a subset of TOML that is all a list of settings needs. Each line is blank, a
// `# comment`, or `key = value` (a trailing comment allowed); a value is a string ("basic" with
// TOML's escapes, or 'literal'), an integer, a decimal number, true or false, or an array of
// strings (which may run over several lines). Sections, tables, dates and dotted keys are not
// accepted: every key is an option of the command. Nothing here knows the keys (serve_config.h).
#include <string>
#include <string_view>
#include <vector>

namespace cubilete::cli {

struct ConfigValue {
  enum class Kind { string, integer, decimal, boolean, array };
  Kind kind = Kind::string;
  std::string text;                // the value as the command line would give it: 8080, true, the string
  std::vector<std::string> items;  // an array's strings
};

struct ConfigEntry {
  std::string key;
  ConfigValue value;
  int line = 0;  // where the key is, from 1
};

// "a string", "an integer", ...: how an error names a value's kind.
std::string_view kind_name(ConfigValue::Kind kind);

// Throws UsageError("FILE:LINE: what is wrong; what is allowed") on the first mistake: a line
// that is not `key = value`, a bad value, a key given twice.
std::vector<ConfigEntry> parse_config(std::string_view text, const std::string& file_name);

}  // namespace cubilete::cli
