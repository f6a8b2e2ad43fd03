#pragma once
// A command's options from a config file (config_file.h): `--config FILE` sets every option the
// command line left alone (the command line wins), and `--print-config` writes the settings in
// effect as such a file, every other key commented with its default (the Debian package's
// /etc/cubilete/cubilete.toml is what it prints, so the file lists every option there is).
#include <CLI/CLI.hpp>

#include <string>
#include <vector>

namespace cubilete::cli {

struct ConfigOptions {
  std::string file;
  bool print = false;
  // Keys whose value is a secret (a token): --print-config never writes what was given for them.
  std::vector<std::string> secret_keys;
};

// Adds --config and --print-config to `cmd`.
void add_config_options(CLI::App& cmd, ConfigOptions& options);

// Sets from `path` each option of `cmd` not given on the command line, running the option's own
// checks. Throws UsageError naming the file, the line, the key and what it allows.
void apply_config_file(CLI::App& cmd, const std::string& path);

// The settings of `cmd` as a config file: options given (on the command line or by the file) as
// `key = value`, the others as `# key = default`, each under its --help description. A secret
// (a key of `secret_keys`, or a value that carries a password: a URI's `user:password@`, a
// libpq `password=`) is never written: its line says it was given and where to put it, since
// printed settings end up pasted into bug reports and terminals others read.
std::string config_text(const CLI::App& cmd, const std::vector<std::string>& secret_keys = {});

}  // namespace cubilete::cli
