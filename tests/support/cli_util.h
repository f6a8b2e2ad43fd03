#pragma once
// Runs the cubilete binary as a user would, capturing exit status, stdout and stderr.
#include <gtest/gtest.h>
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

// A command that fails: a non-zero status, `message` in its stderr, and with --json nothing on
// stdout (a script reading it must not take half an answer for one).
inline void expect_cli_error(const std::string& args, const std::string& message, const std::string& input = "") {
  const auto r = run_cli(args, input);
  EXPECT_NE(r.status, 0) << args;
  EXPECT_NE(r.err.find(message), std::string::npos) << args << "\nstderr: " << r.err;
  if (args.find("--json") != std::string::npos) {
    EXPECT_EQ(r.out, "") << args;
  }
}

}  // namespace cubilete::test
