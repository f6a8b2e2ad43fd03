// `cubilete serve --config FILE` and `--print-config` as an operator meets them: every option of
// serve is a key of the file, the file's values pass the options' own checks, the command line
// wins, and a bad file is refused naming its line before anything is served.
#include <gtest/gtest.h>

#include <fstream>
#include <regex>
#include <set>

#include "support/cli_util.h"

using namespace cubilete::test;

namespace {

std::string write_config(const std::string& text) {
  static int counter = 0;
  const std::string path =
      ::testing::TempDir() + "serve_config_" + std::to_string(::getpid()) + "_" + std::to_string(counter++) + ".toml";
  std::ofstream(path) << text;
  return path;
}

// The long options `serve --help` lists, without dashes, but --help and the config's own.
std::set<std::string> help_options() {
  const auto help = run_cli("serve --help");
  EXPECT_EQ(help.status, 0);
  std::set<std::string> names;
  const std::regex option(R"(^  (?:-\w,)?--([a-z0-9-]+))");
  std::istringstream lines(help.out);
  for (std::string line; std::getline(lines, line);) {
    std::smatch m;
    if (std::regex_search(line, m, option)) names.insert(m[1]);
  }
  for (const char* own : {"help", "config", "print-config"}) EXPECT_EQ(names.erase(own), 1u) << own;
  return names;
}

// Keys of a printed config: set ("key = ") or commented with their default ("#key =").
std::set<std::string> printed_keys(const std::string& text, bool commented) {
  std::set<std::string> keys;
  const std::regex key(commented ? R"(^#([a-z0-9-]+) =)" : R"(^([a-z0-9-]+) = )");
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);) {
    std::smatch m;
    if (std::regex_search(line, m, key)) keys.insert(m[1]);
  }
  return keys;
}

TEST(ServeConfig, PrintConfigListsEveryOptionOfServeCommentedWithItsDefault) {
  const auto printed = run_cli("serve --print-config");
  ASSERT_EQ(printed.status, 0) << printed.err;
  EXPECT_EQ(printed_keys(printed.out, true), help_options());
  EXPECT_TRUE(printed_keys(printed.out, false).empty()) << "nothing is set: " << printed.out;
  EXPECT_NE(printed.out.find("\n#port = 8080\n"), std::string::npos);
  EXPECT_NE(printed.out.find("\n#password-cost = \"interactive\"\n"), std::string::npos);
  EXPECT_NE(printed.out.find("\n#trusted-proxy = []\n"), std::string::npos);
  EXPECT_NE(printed.out.find("\n#one-seat-per-address = false\n"), std::string::npos);
  EXPECT_NE(printed.out.find("# port to listen on (0: any free port) (an integer in [0 - 65535])\n"), std::string::npos);
  // Uncommenting every key that has a default gives a file serve accepts, with the same settings.
  std::string uncommented;
  std::istringstream lines(printed.out);
  for (std::string line; std::getline(lines, line);) {
    if (std::regex_search(line, std::regex(R"(^#[a-z0-9-]+ = )"))) line.erase(0, 1);
    uncommented += line + "\n";
  }
  const auto reread = run_cli("serve --print-config --config " + write_config(uncommented));
  ASSERT_EQ(reread.status, 0) << reread.err;
  size_t with_value = 0;  // keys with a default to write (an empty array sets nothing)
  for (const auto& key : printed_keys(printed.out, true))
    if (std::regex_search(printed.out, std::regex("\n#" + key + " = (?!\\[\\])."))) ++with_value;
  EXPECT_EQ(printed_keys(reread.out, false).size(), with_value) << reread.out;
  EXPECT_GT(with_value, 20u);
}

TEST(ServeConfig, TheFileSetsOptionsAndTheCommandLineWins) {
  const std::string file = write_config(
      "port = 9001\n"
      "host = \"0.0.0.0\"\n"
      "trusted-proxy = [\"10.0.0.9\", \"::1\"]\n"
      "one-seat-per-address = true\n"
      "password-cost = 'minimum'\n"
      "bot-delay = 0\n");
  const auto printed = run_cli("serve --config " + file + " --print-config --port 9002 --trusted-proxy 127.0.0.1");
  ASSERT_EQ(printed.status, 0) << printed.err;
  EXPECT_NE(printed.out.find("\nport = 9002\n"), std::string::npos) << printed.out;
  EXPECT_NE(printed.out.find("\ntrusted-proxy = [\"127.0.0.1\"]\n"), std::string::npos) << printed.out;
  EXPECT_NE(printed.out.find("\nhost = \"0.0.0.0\"\n"), std::string::npos);
  EXPECT_NE(printed.out.find("\none-seat-per-address = true\n"), std::string::npos);
  EXPECT_NE(printed.out.find("\npassword-cost = \"minimum\"\n"), std::string::npos);
  EXPECT_NE(printed.out.find("\nbot-delay = 0\n"), std::string::npos);
  // What --print-config writes reads back to the same settings.
  const auto again = run_cli("serve --print-config --config " + write_config(printed.out));
  ASSERT_EQ(again.status, 0) << again.err;
  EXPECT_EQ(again.out, printed.out);
}

TEST(ServeConfig, PrintingTheSettingsNeverPrintsASecret) {
  const std::string token = "s3cret-metrics-token-0123456789";
  for (const auto& [args, prefix] : std::vector<std::pair<std::string, std::string>>{
           {"--metrics-token " + token, ""},
           {"", "CUBILETE_METRICS_TOKEN=" + token},
           {"--db 'postgresql://cubilete:" + token + "@db.example/cubilete'", ""},
           {"--db 'host=/run/postgresql user=cubilete password=" + token + "'", ""}}) {
    const auto printed = run_cli("serve --print-config " + args, "", prefix);
    ASSERT_EQ(printed.status, 0) << printed.err;
    EXPECT_EQ(printed.out.find(token), std::string::npos) << args << prefix;
    EXPECT_EQ(printed.err.find(token), std::string::npos) << args << prefix;
    EXPECT_NE(printed.out.find("(given, not printed: a secret"), std::string::npos) << printed.out;
    // What it prints still reads back as a config file (the secret left for the operator to write).
    const auto again = run_cli("serve --print-config --config " + write_config(printed.out));
    EXPECT_EQ(again.status, 0) << again.err;
  }
  // A store without a password is a setting like any other.
  const auto plain = run_cli("serve --print-config --db 'postgresql://cubilete@db.example/cubilete'");
  EXPECT_NE(plain.out.find("\ndb = \"postgresql://cubilete@db.example/cubilete\"\n"), std::string::npos) << plain.out;
}

TEST(ServeConfig, ABadFileIsRefusedNamingTheLineTheKeyAndWhatItTakes) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"port = 99999\n", ":1: port: Value 99999 not in range 0 to 65535; it takes an integer in [0 - 65535]"},
      {"\nprot = 1\n", ":2: unknown key 'prot'; the keys are the options of `serve --help` without their dashes: host, port,"},
      {"port = \"80\"\n", ":1: port is a string; it takes an integer in [0 - 65535]"},
      {"host = 1\n", ":1: host is an integer; it takes a string"},
      {"one-seat-per-address = 1\n", ":1: one-seat-per-address is an integer; it takes true or false"},
      {"trusted-proxy = [\"10.0.0.9\", \"nginx\"]\n",
       ":1: trusted-proxy: 'nginx' is not an IP address; it takes an array of strings, each ADDRESS"},
      {"password-cost = \"fast\"\n", ":1: password-cost: fast not in {interactive,minimum}; it takes a string, {interactive,minimum}"},
      {"public-url = \"ftp://x\"\n", ":1: public-url: "},
      {"config = \"other.toml\"\n", ":1: unknown key 'config'"},
      {"print-config = true\n", ":1: unknown key 'print-config'"},
      {"port = 8080\n[serve]\n", ":2: sections ([name]) are not used"},
  };
  for (const auto& [text, expected] : cases) {
    const std::string file = write_config(text);
    const auto r = run_cli("serve --port 0 --config " + file, "", "timeout 10");
    EXPECT_EQ(r.status, 2) << text << r.out;
    EXPECT_NE(r.err.find("error: " + file + expected), std::string::npos) << "for:\n" << text << "got: " << r.err;
    EXPECT_EQ(r.out.find("listening"), std::string::npos) << "nothing is served from a bad file";
  }
  const auto missing = run_cli("serve --config /nonexistent/cubilete.toml");
  EXPECT_EQ(missing.status, 2);
  EXPECT_NE(missing.err.find("cannot read the config file /nonexistent/cubilete.toml: No such file or directory"),
            std::string::npos)
      << missing.err;
}

}  // namespace
