#include "cli/serve_config.h"

#include <fmt/format.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <regex>
#include <sstream>

#include "cli/config_file.h"
#include "core/error.h"

namespace cubilete::cli {

namespace {

// Options that are about the file itself, or not settings at all.
bool is_setting(const CLI::Option* opt) {
  if (opt->get_lnames().empty()) return false;
  const std::string& name = opt->get_lnames().front();
  return name != "help" && name != "config" && name != "print-config" && name != "version";
}

std::string key_of(const CLI::Option* opt) { return opt->get_lnames().front(); }

bool is_flag(const CLI::Option* opt) { return opt->get_items_expected_max() == 0; }
bool is_list(const CLI::Option* opt) { return opt->get_expected_max() > 1; }
bool starts_with(const std::string& s, std::string_view prefix) { return s.rfind(prefix, 0) == 0; }
bool is_integer(const CLI::Option* opt) {
  const std::string type = opt->get_type_name();
  return starts_with(type, "INT") || starts_with(type, "UINT");
}
bool is_number(const CLI::Option* opt) { return starts_with(opt->get_type_name(), "FLOAT"); }

// What an option's checks allow ("INT in [0 - 65535]", "ADDRESS"): CLI11's type name after the type.
std::string checks_of(const CLI::Option* opt) {
  const std::string type = opt->get_type_name();
  const size_t colon = type.find(':');
  if (colon == std::string::npos) return "";
  std::string checks = type.substr(colon + 1);
  for (std::string_view number : {"INT ", "UINT ", "FLOAT "})
    if (starts_with(checks, number)) return checks.substr(number.size());
  return checks;
}

// What a key takes, in the words of an error.
std::string allowed(const CLI::Option* opt) {
  const std::string checks = checks_of(opt);
  if (is_flag(opt)) return "true or false";
  if (is_list(opt)) return "an array of strings" + (checks.empty() ? "" : ", each " + checks);
  if (is_integer(opt)) return "an integer" + (checks.empty() ? "" : " " + checks);
  if (is_number(opt)) return "a number" + (checks.empty() ? "" : " " + checks);
  return "a string" + (checks.empty() ? "" : ", " + checks);
}

bool kind_fits(const CLI::Option* opt, const ConfigValue& v) {
  using K = ConfigValue::Kind;
  if (is_flag(opt)) return v.kind == K::boolean;
  if (is_list(opt)) return v.kind == K::array || v.kind == K::string;
  if (is_integer(opt)) return v.kind == K::integer;
  if (is_number(opt)) return v.kind == K::integer || v.kind == K::decimal;
  return v.kind == K::string;
}

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw UsageError(fmt::format("cannot read the config file {}: {}", path, std::strerror(errno)));
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::string quoted(const std::string& s) {
  std::string out = "\"";
  for (const unsigned char c : s) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\t': out += "\\t"; break;
      case '\r': out += "\\r"; break;
      default:
        if (c < 0x20 || c == 0x7F) {
          out += fmt::format("\\u{:04X}", c);
        } else {
          out += char(c);
        }
    }
  }
  return out + "\"";
}

// The value of an option the command line or the file gave.
std::string given_value(const CLI::Option* opt) {
  if (is_flag(opt)) return opt->as<bool>() ? "true" : "false";
  if (is_list(opt)) {
    std::vector<std::string> items;
    for (const auto& r : opt->results()) items.push_back(quoted(r));
    return fmt::format("[{}]", fmt::join(items, ", "));
  }
  if (is_integer(opt)) return std::to_string(opt->as<long long>());
  if (is_number(opt)) return opt->results().front();
  return quoted(opt->results().front());
}

// An option's default as a value, or "" when it has none to write (its description says what
// happens then).
std::string default_value(const CLI::Option* opt) {
  if (is_flag(opt)) return "false";
  if (is_list(opt)) return "[]";
  const std::string d = opt->get_default_str();
  if (d.empty() || is_integer(opt) || is_number(opt)) return d;
  return quoted(d);
}

// A URI with a password in its user part (scheme://user:password@host) or a libpq connection
// string with a password.
bool carries_password(const std::string& value) {
  static const std::regex uri_password(R"(^[A-Za-z][A-Za-z0-9+.-]*://[^/@]*:[^/@]*@)");
  static const std::regex conninfo_password(R"((^|\s)password\s*=)");
  return std::regex_search(value, uri_password) || std::regex_search(value, conninfo_password);
}

// `text` as comment lines of at most `width` columns.
std::string comment(const std::string& text, size_t width = 98) {
  std::string out, line = "#";
  std::istringstream words(text);
  std::string word;
  while (words >> word) {
    if (line.size() > 1 && line.size() + 1 + word.size() > width) {
      out += line + "\n";
      line = "#";
    }
    line += " " + word;
  }
  return out + line + "\n";
}

}  // namespace

void add_config_options(CLI::App& cmd, ConfigOptions& options) {
  cmd.add_option("--config", options.file,
                 "read settings from FILE (TOML: key = value, each key an option of this command without its "
                 "dashes, e.g. port = 8080, trusted-proxy = [\"127.0.0.1\"]); the command line wins over the file")
      ->type_name("FILE");
  cmd.add_flag("--print-config", options.print,
               "print the settings as a config file (those the command line and --config give; every other key "
               "commented, with its default) and exit");
}

void apply_config_file(CLI::App& cmd, const std::string& path) {
  for (const ConfigEntry& entry : parse_config(read_file(path), path)) {
    CLI::Option* opt = nullptr;
    std::vector<std::string> keys;
    for (CLI::Option* candidate : cmd.get_options()) {
      if (!is_setting(candidate)) continue;
      keys.push_back(key_of(candidate));
      if (key_of(candidate) == entry.key) opt = candidate;
    }
    const std::string where = fmt::format("{}:{}", path, entry.line);
    if (!opt)
      throw UsageError(fmt::format("{}: unknown key '{}'; the keys are the options of `{} --help` without their "
                                   "dashes: {}",
                                   where, entry.key, cmd.get_name(), fmt::join(keys, ", ")));
    if (!kind_fits(opt, entry.value))
      throw UsageError(fmt::format("{}: {} is {}; it takes {}", where, entry.key, kind_name(entry.value.kind),
                                   allowed(opt)));
    // A value the command line overrides is still checked: the file must be right on its own (the
    // service reads it without that command line).
    const CLI::results_t command_line = opt->results();
    opt->clear();
    if (entry.value.kind == ConfigValue::Kind::array) {
      opt->add_result(entry.value.items);
    } else {
      opt->add_result(entry.value.text);
    }
    try {
      if (opt->count() > 0) opt->run_callback();
    } catch (const CLI::Error& e) {
      // CLI11 names the option as on the command line ("--port: Value 99999 not in range ..."):
      // the file's reader knows it by its key, which the message already names.
      std::string why = e.what();
      if (starts_with(why, "--" + entry.key + ": ")) why.erase(0, entry.key.size() + 4);
      throw UsageError(fmt::format("{}: {}: {}; it takes {}", where, entry.key, why, allowed(opt)));
    }
    if (!command_line.empty()) {  // the command line wins
      opt->clear();
      opt->add_result(command_line);
      opt->run_callback();
    }
  }
}

std::string config_text(const CLI::App& cmd, const std::vector<std::string>& secret_keys) {
  std::string out =
      comment(fmt::format("Settings of `cubilete {0}` (cubilete {0} --config FILE). Each key is an option of "
                          "`cubilete {0} --help` (man cubilete) without its dashes; an option given on the command "
                          "line wins over this file.",
                          cmd.get_name())) +
      comment(fmt::format("A commented key shows its default: remove the '#' to change it. Written by `cubilete {} "
                          "--print-config`.",
                          cmd.get_name()));
  for (const CLI::Option* opt : cmd.get_options()) {
    if (!is_setting(opt)) continue;
    out += "\n" + comment(fmt::format("{} ({})", opt->get_description(), allowed(opt)));
    const bool secret = std::find(secret_keys.begin(), secret_keys.end(), key_of(opt)) != secret_keys.end() ||
                        (opt->count() > 0 && !is_flag(opt) && carries_password(opt->results().front()));
    if (opt->count() > 0 && secret) {
      out += fmt::format("#{} = (given, not printed: a secret; write it here in a file only its service reads)\n",
                         key_of(opt));
    } else if (opt->count() > 0) {
      out += fmt::format("{} = {}\n", key_of(opt), given_value(opt));
    } else {
      const std::string d = default_value(opt);
      out += d.empty() ? fmt::format("#{} =\n", key_of(opt)) : fmt::format("#{} = {}\n", key_of(opt), d);
    }
  }
  return out;
}

}  // namespace cubilete::cli
