#pragma once
// Runs the cubilete binary as a user would, capturing exit status, stdout and stderr.
#include <sys/wait.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

namespace cubilete::test {

struct CliResult {
  int status = -1;
  std::string out, err;
};

inline std::string slurp(const std::string& path) {
  std::ifstream in(path);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// `args` is appended to the binary's path as shell words; `input` is fed to stdin. `prefix` goes
// before the binary's path in the shell command: limits (`ulimit -v 2000000;`), `timeout 2`.
inline CliResult run_cli(const std::string& args, const std::string& input = "", const std::string& prefix = "") {
  static int counter = 0;
  const std::string base = ::testing::TempDir() + "cli_" + std::to_string(::getpid()) + "_" +
                           std::to_string(counter++);
  std::ofstream(base + ".in") << input;
  // The binary inherits CUBILETE_CACHE, the test cache of this build (test_environment.cpp).
  const std::string cmd = prefix + " " + std::string(CUBILETE_BINARY) + " " + args + " <" + base + ".in >" + base +
                          ".out 2>" + base + ".err";
  int raw = std::system(cmd.c_str());
  CliResult r;
  r.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  r.out = slurp(base + ".out");
  r.err = slurp(base + ".err");
  return r;
}

}  // namespace cubilete::test
