// The command line as a user meets it: results, and bad input on every subcommand (non-zero
// exit, a message on stderr naming the problem, nothing on stdout for --json).
#include <gtest/gtest.h>

#include <filesystem>
#include <unistd.h>

#include <nlohmann/json.hpp>

#include "core/text.h"
#include "support/cli_util.h"

using namespace cubilete::test;
using nlohmann::json;

TEST(Cli, GamesListsEveryPreset) {
  auto r = run_cli("games --json");
  ASSERT_EQ(r.status, 0) << r.err;
  auto j = json::parse(r.out);
  std::vector<std::string> ids;
  for (auto& g : j["games"]) ids.push_back(g["id"]);
  for (auto id : {"general", "generala", "crag", "yahtzee", "yatzy"})
    EXPECT_NE(std::find(ids.begin(), ids.end(), id), ids.end()) << id;
  EXPECT_EQ(run_cli("games").status, 0);
}

// Long ids (flores_amarradas) do not push their line out of the columns.
TEST(Cli, GamesListLinesUpEveryColumn) {
  auto r = run_cli("games");
  ASSERT_EQ(r.status, 0) << r.err;
  std::istringstream lines(r.out);
  std::string header;
  std::getline(lines, header);
  const auto players = header.find("players"), description = header.find("description");
  ASSERT_NE(description, std::string::npos) << header;
  int rows = 0;
  for (std::string line; std::getline(lines, line);) {
    EXPECT_LE(cubilete::text_width(line), 80u) << line;
    EXPECT_NE(line[description], ' ') << "the descriptions' column: " << line;
    EXPECT_EQ(line.substr(description - 2, 2), "  ") << line;
    if (line[0] == ' ') continue;  // a description's next line
    ++rows;
    EXPECT_NE(line[players], ' ') << "the player counts' column: " << line;
    EXPECT_EQ(line.substr(players - 2, 2), "  ") << line;
  }
  EXPECT_EQ(rows, 14);
}

TEST(Cli, RulesShowEveryOption) {
  auto r = run_cli("rules generala --json");
  ASSERT_EQ(r.status, 0) << r.err;
  auto j = json::parse(r.out);
  std::vector<std::string> keys;
  for (auto& o : j["options"]) keys.push_back(o["key"]);
  EXPECT_EQ(keys, (std::vector<std::string>{"players", "generala_points", "served_bonus",
                                            "served_generala_wins", "double_generala",
                                            "straight_wraps", "straight_one_as_two",
                                            "five_kind_is_full", "five_kind_is_four", "scratch", "dice"}));
  auto text = run_cli("rules yahtzee");
  EXPECT_NE(text.out.find("joker"), std::string::npos);
  EXPECT_NE(text.out.find("forced, free, none"), std::string::npos);
}

TEST(Cli, ScoreEveryCategory) {
  auto r = run_cli("score general 3-3-4-4-5 --json");
  ASSERT_EQ(r.status, 0) << r.err;
  auto s = json::parse(r.out)["scores"];
  EXPECT_EQ(s["3"], 6);
  EXPECT_EQ(s["4"], 8);
  EXPECT_EQ(s["5"], 5);
  EXPECT_EQ(s["X"], 19);
  EXPECT_EQ(s["F"], 0);
  EXPECT_EQ(s.size(), 11u);
  auto served = json::parse(run_cli("score generala 66666 --served --json").out);
  EXPECT_EQ(served["instant_win"], true);
  EXPECT_EQ(served["scores"]["poker"], 45);
  EXPECT_EQ(served["scores"]["6"], 30);
  auto not_served = json::parse(run_cli("score generala 6-6-6-6-6 --json").out);
  EXPECT_EQ(not_served["instant_win"], false);
  auto wrap = json::parse(run_cli("score generala 34561 --rule straight_wraps=true --json").out);
  EXPECT_EQ(wrap["scores"]["escalera"], 20);
  auto crag = json::parse(run_cli("score crag 553 --json").out);
  EXPECT_EQ(crag["scores"]["crag"], 50);
}

// Every command that names a game takes the names people see.
TEST(Cli, GamesAreNamedAsPeopleWriteThem) {
  auto rules = run_cli("rules Centenário --json");
  ASSERT_EQ(rules.status, 0) << rules.err;
  EXPECT_EQ(json::parse(rules.out)["game"], "centenario");
  auto sim = run_cli("simulate triplo --games 3 --json");
  ASSERT_EQ(sim.status, 0) << sim.err;
  EXPECT_EQ(json::parse(sim.out)["game"], "triplo_seis");
  auto score = run_cli("score GENERALA 66666 --served --json");
  ASSERT_EQ(score.status, 0) << score.err;
  EXPECT_EQ(json::parse(score.out)["instant_win"], true);
  EXPECT_EQ(run_cli("solve Crag").out.rfind("crag (", 0), 0u);
  EXPECT_EQ(run_cli("hint \"Triplo Seis\" --dice 5-4-1 --call 541 --json").status, 0);
  EXPECT_EQ(run_cli("perft Damma --depth 1 --json").status, 0);
  expect_cli_error("rules gen --json", "'gen' could be general or generala: say which");
  expect_cli_error("perft farkle --depth 1 --json", "perft is defined for damma only, not farkle");
  expect_cli_error("hint generala --card - --dice 1-2-3-4-6",
               "hint needs --throws-left: 0 to 2 (throws still allowed this turn)");
}

// What the commands print fits an 80-column terminal: simulate's heading with every rule, the
// advisors' legends and the Damma engine's lines (they ran to 224, 118 and 94 columns).
TEST(Cli, OutputFitsEightyColumns) {
  for (const char* args : {"simulate generala --players greedy,greedy --games 20", "hint damma --depth 4",
                           "hint matterhorn --crossed '1 2' --dice 3-4-5",
                           "hint generala --card - --dice 1-2-3-4-6 --throws-left 2"}) {
    const auto r = run_cli(args);
    EXPECT_EQ(r.status, 0) << args << ": " << r.err;
    std::istringstream lines(r.out);
    int count = 0;
    for (std::string line; std::getline(lines, line); ++count) EXPECT_LE(line.size(), 80u) << args << ": " << line;
    EXPECT_GE(count, 3) << args;
  }
}

// `help` is a word people type, and --version exists.
TEST(Cli, HelpAndVersion) {
  auto help = run_cli("help");
  EXPECT_EQ(help.status, 0) << help.err;
  EXPECT_EQ(help.out, run_cli("--help").out);
  EXPECT_NE(help.out.find("simulate"), std::string::npos) << help.out;
  auto simulate = run_cli("help simulate");
  EXPECT_EQ(simulate.status, 0) << simulate.err;
  EXPECT_EQ(simulate.out, run_cli("simulate --help").out);
  EXPECT_NE(simulate.out.find("--games"), std::string::npos) << simulate.out;
  expect_cli_error("help chess", "no command 'chess'; commands: help, games, rules");
  // Every command's help fits an 80-column terminal (hint's ran to 140).
  for (const char* command : {"", "help", "games", "rules", "score", "play", "simulate", "replay", "solve", "hint",
                              "perft", "analyse", "verify", "serve", "loadtest", "protocol"}) {
    const auto text = run_cli(std::string(command) + " --help");
    EXPECT_EQ(text.status, 0) << command << ": " << text.err;
    std::istringstream lines(text.out);
    for (std::string line; std::getline(lines, line);) EXPECT_LE(line.size(), 80u) << command << ": " << line;
  }
  const auto hint_help = run_cli("hint --help").out;
  EXPECT_NE(hint_help.find("  cubilete hint farkle --players 2 --banked 6000"), std::string::npos);
  // Each option with what it is to each game that declares it.
  EXPECT_NE(hint_help.find("--crossed TEXT"), std::string::npos) << hint_help;
  EXPECT_NE(hint_help.find("matterhorn: the three dice thrown"), std::string::npos) << hint_help;
  auto version = run_cli("--version");
  EXPECT_EQ(version.status, 0) << version.err;
  EXPECT_EQ(version.out.rfind("cubilete ", 0), 0u) << version.out;
  EXPECT_NE(version.out.find_first_of("0123456789"), std::string::npos) << version.out;
}

TEST(Cli, BadInputOnEverySubcommand) {
  expect_cli_error("frobnicate", "frobnicate");
  expect_cli_error("rules chess --json", "unknown game 'chess'; known games: general, generala");
  expect_cli_error("rules", "GAME is required");
  expect_cli_error("score generala 3-3-7-4-5 --json", "'7' is not a die value");
  expect_cli_error("score generala 3344 --json", "4 dice given, this game uses 5");
  expect_cli_error("score crag 33445 --json", "5 dice given, this game uses 3");
  expect_cli_error("score generala 33445 --rule colour=red --json",
               "unknown rule option 'colour'; this game's options are: players, generala_points");
  expect_cli_error("score generala 33445 --rule straight_wraps=maybe --json",
               "expected true or false");
  expect_cli_error("score generala 33445 --rule joker=free --json", "unknown rule option 'joker'");
  expect_cli_error("score yahtzee 33445 --rule joker=sometimes --json",
               "expected one of forced, free, none");
  expect_cli_error("score generala 33445 --rule served_bonus --json", "write it as KEY=VALUE");
  expect_cli_error("score chess 33445 --json", "unknown game 'chess'");
  expect_cli_error("play chess", "unknown game 'chess'");
  expect_cli_error("play generala --players human,wizard", "unknown player 'wizard'");
  expect_cli_error("play generala --players human,greedy --rule players=3",
               "--players names 2 players but the rule players=3");
  expect_cli_error("play generala --rule players=9", "expected an integer from 1 to 8");
  expect_cli_error("simulate generala --games 0 --json", "--games must be a whole number from 1 to");
  expect_cli_error("simulate generala --games 10 --players human,random --json", "unknown player 'human'");
  expect_cli_error("simulate generala --games 10 --threads 0 --json", "--threads must be 1 to 256");
  expect_cli_error("simulate generala --games 10 --rule generala_points=-5 --json", "from 0 to 1000");
  expect_cli_error("simulate generala --json", "--games is required");
  expect_cli_error("loadtest --server-pid 2147483646 --duration 1", "--server-pid 2147483646: no process of that number");
  expect_cli_error("replay /nonexistent/record.json --json", "cannot open record file");
  const std::string bad_json = ::testing::TempDir() + "bad.json";
  std::ofstream(bad_json) << "{ not json";
  expect_cli_error("replay " + bad_json + " --json", "is not valid JSON");
  const std::string illegal = ::testing::TempDir() + "illegal.json";
  std::ofstream(illegal) << R"({"format":"cubilete-record","version":1,"game":"generala","rules":{},)"
                         << R"("seed":1,"players":["human","random"],"actions":["throw 1-2-3-4-5","keep 6"]})";
  expect_cli_error("replay " + illegal + " --json", "record action 2 ('keep 6') cannot be replayed");
  const std::string negative = ::testing::TempDir() + "negative_seed.json";
  std::ofstream(negative) << R"({"format":"cubilete-record","version":1,"game":"generala","rules":{},)"
                          << R"("seed":-7,"players":["human","random"],"actions":[]})";
  expect_cli_error("replay " + negative + " --json",
               "'" + negative + "': \"seed\" must be a whole number from 0 to 18446744073709551615, not -7");
}

TEST(Cli, PlayExplainsBadInputAndGoesOn) {
  auto r = run_cli("play general --players human,greedy --seed 5",
                   "keep 7\nscore nothing\nroll\nscore X\nundo\nscore X\nquit\n");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("'7' is not a die value"), std::string::npos);
  EXPECT_NE(r.out.find("no category 'nothing'; categories: 1, 2, 3"), std::string::npos);
  EXPECT_NE(r.out.find("Undone"), std::string::npos);
  EXPECT_NE(r.out.find("Game abandoned."), std::string::npos);
}

TEST(Cli, PlaySaveThenReplay) {
  const std::string file = ::testing::TempDir() + "saved_game.json";
  std::string moves;
  for (int i = 0; i < 11; ++i) moves += "score X\nscore 1\nscore 2\nscore 3\nscore 4\nscore 5\nscore 6\nscore S\nscore F\nscore Q\nscore G\n";
  // A human who writes immediately every turn: the first open category that is allowed.
  auto r = run_cli("play general --players human,random --seed 9 --rule scratch=any", moves + "save " + file + "\n");
  ASSERT_EQ(r.status, 0) << r.err;
  ASSERT_NE(r.out.find("wins"), std::string::npos) << r.out;
  // The game ended; saving is not offered after the end, so save mid-game instead.
  auto mid = run_cli("play general --players human,random --seed 9", "score X\nsave " + file + "\nquit\n");
  ASSERT_NE(mid.out.find("Saved"), std::string::npos) << mid.out;
  auto rep = run_cli("replay " + file + " --json");
  ASSERT_EQ(rep.status, 0) << rep.err;
  auto j = json::parse(rep.out);
  EXPECT_EQ(j["game"], "general");
  EXPECT_EQ(j["terminal"], false);
  EXPECT_EQ(j["state"]["players"][0]["card"]["X"].is_number(), true);
}

TEST(Cli, SimulateReportsPerSeat) {
  auto r = run_cli("simulate generala --games 300 --players greedy,random --seed 3 --threads 2 --json");
  ASSERT_EQ(r.status, 0) << r.err;
  auto j = json::parse(r.out);
  ASSERT_EQ(j["seats"].size(), 2u);
  EXPECT_GT(j["seats"][0]["mean"].get<double>(), j["seats"][1]["mean"].get<double>() + 50);
  EXPECT_GT(j["seats"][0]["win_share"].get<double>(), 0.9);
  EXPECT_GT(j["games_per_second"].get<double>(), 0);
  // Results do not depend on the number of threads.
  auto one = json::parse(run_cli("simulate generala --games 300 --players greedy,random --seed 3 --threads 1 --json").out);
  EXPECT_EQ(one["seats"], j["seats"]);
}

// Every second of a run is in one of its named parts, and each rate is the games over the time
// it names; with all seats optimal the policy is built during the games, and counted apart.
TEST(Cli, SimulateAccountsForEverySecond) {
  for (const char* args :
       {"simulate yatzy --players optimal --games 200 --seed 1 --json",
        "simulate yatzy --players optimal,greedy --games 50 --seed 1 --threads 2 --json",
        "simulate generala --games 2000 --threads 2 --json"}) {
    auto r = run_cli(args);
    ASSERT_EQ(r.status, 0) << r.err;
    auto j = json::parse(r.out);
    const double seconds = j["seconds"], play = j["play_seconds"];
    double parts = 0;
    for (const char* part :
         {"startup_seconds", "tables_seconds", "policy_seconds", "play_seconds"}) {
      EXPECT_GE(j[part].get<double>(), 0) << args << " " << part;
      parts += j[part].get<double>();
    }
    EXPECT_NEAR(parts, seconds, 0.001 + seconds * 0.001) << args;
    EXPECT_DOUBLE_EQ(j["games_per_second"].get<double>(), j["games"].get<double>() / seconds)
        << args;
    EXPECT_DOUBLE_EQ(j["play_games_per_second"].get<double>(), j["games"].get<double>() / play)
        << args;
    if (std::string(args).find("optimal") != std::string::npos) {
      EXPECT_GT(j["policy_seconds"].get<double>(), 0) << args;
    }
    EXPECT_FALSE(j.contains("setup_seconds")) << args;
  }
}

// A huge --games neither allocates per game up front nor fails; a count beyond
// 64 bits is refused in our words; a long run shows progress on stderr even into a file.
TEST(Cli, SimulateHugeCountsRunInBoundedMemoryWithProgress) {
  expect_cli_error("simulate generala --games 99999999999999999999 --json",
               "--games must be a whole number from 1 to 9223372036854775807 (the largest count a 64-bit counter");
  expect_cli_error("simulate generala --games 1e6 --json", "--games must be a whole number");
  expect_cli_error("simulate generala --games 10 --progress -2 --json", "--progress must be 0 (never) or more seconds");
  // 10^12 games: under a 2 GB address-space limit the run starts and keeps going until stopped.
  auto r = run_cli("simulate generala --games 1000000000000 --progress 0.3 --json", "",
                   "ulimit -v 2000000; timeout 2");
  EXPECT_EQ(r.status, 124) << "still running when stopped; stderr: " << r.err;
  EXPECT_EQ(r.err.find("error"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("simulate generala: "), std::string::npos) << r.err;
  EXPECT_NE(r.err.find(" of 1000000000000 games ("), std::string::npos) << r.err;
  EXPECT_NE(r.err.find(" left\n"), std::string::npos) << "one line per report in a file: " << r.err;
  EXPECT_EQ(r.out, "");
}

TEST(Cli, SimulateProgressGoesToStderrAndJsonStaysClean) {
  auto r = run_cli("simulate generala --games 20000 --seed 5 --progress 0.001 --json");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.err.find(" of 20000 games ("), std::string::npos) << r.err;
  const auto j = json::parse(r.out);  // nothing but the document on stdout
  EXPECT_EQ(j["games"], 20000);
  // Progress changes nothing in the results.
  auto quiet = run_cli("simulate generala --games 20000 --seed 5 --progress 0 --json");
  ASSERT_EQ(quiet.status, 0) << quiet.err;
  EXPECT_EQ(quiet.err, "");
  EXPECT_EQ(json::parse(quiet.out)["seats"], j["seats"]);
}

TEST(Cli, SolveReportsTheValueAndCaches) {
  auto r = run_cli("solve generala --rule generala_points=50 --json");
  ASSERT_EQ(r.status, 0) << r.err;
  auto j = json::parse(r.out);
  EXPECT_EQ(j["game"], "generala");
  EXPECT_EQ(j["rules"]["generala_points"], 50);
  EXPECT_EQ(j["rules"].size(), 11u) << "the full resolved option set";
  EXPECT_GT(j["value"].get<double>(), 100.0);
  EXPECT_TRUE(j.contains("seconds"));
  auto again = json::parse(run_cli("solve generala --rule generala_points=50 --json").out);
  EXPECT_EQ(again["from_cache"], true);
  EXPECT_EQ(again["value"], j["value"]) << "the cache gives back the same double";
  auto fresh = json::parse(run_cli("solve generala --rule generala_points=50 --no-cache --json").out);
  EXPECT_EQ(fresh["from_cache"], false);
  EXPECT_EQ(fresh["value"], j["value"]);
}

// A one-player value is not shown under "players=2", and says what it is.
TEST(Cli, SolveSaysWhatTheValueIs) {
  auto yatzy = run_cli("solve yatzy");
  ASSERT_EQ(yatzy.status, 0) << yatzy.err;
  EXPECT_EQ(yatzy.out.rfind("yatzy\nValue: 248.439989378, the highest expected final score of one player alone over\n", 0),
            0u)
      << yatzy.out;
  EXPECT_EQ(yatzy.out.find("players"), std::string::npos) << yatzy.out;
  auto crag = run_cli("solve crag --rule players=4 --rule scratch=any");
  EXPECT_EQ(crag.out.rfind("crag (scratch=any)\nValue: ", 0), 0u) << crag.out;
  auto centenario = run_cli("solve centenario");
  EXPECT_NE(centenario.out.find("Value: 39.610887176, expected number of throws for one player"), std::string::npos)
      << centenario.out;
  auto generala = run_cli("solve generala");
  auto flores = run_cli("solve flores_amarradas");
  for (const auto& r : {yatzy, crag, centenario, generala, flores}) {
    std::istringstream lines(r.out);
    for (std::string line; std::getline(lines, line);) EXPECT_LE(line.size(), 80u) << line;
  }
  EXPECT_EQ(json::parse(run_cli("solve yatzy --json").out)["meaning"],
            "the highest expected final score of one player alone over the whole card (the solitaire optimum: "
            "opponents and instant wins play no part)");
}

TEST(Cli, SolveDistribution) {
  auto r = run_cli("solve crag --distribution --games 3000 --json");
  ASSERT_EQ(r.status, 0) << r.err;
  auto j = json::parse(r.out);
  auto d = j["distribution"];
  EXPECT_EQ(d["games"], 3000);
  EXPECT_NEAR(d["mean"].get<double>(), j["value"].get<double>(), 4 * d["mean_ci95"].get<double>());
  EXPECT_LE(d["percentiles"]["5"].get<int>(), d["percentiles"]["95"].get<int>());
  int64_t total = 0;
  for (auto& b : d["histogram"]) total += b["count"].get<int64_t>();
  EXPECT_EQ(total, 3000);
  const auto text = run_cli("solve crag --distribution --games 2000").out;
  ASSERT_NE(text.find("percentiles"), std::string::npos);
  EXPECT_LT(text.find(" 5%:"), text.find(" 10%:")) << "in numeric order\n" << text;
}

// The distribution describes what the value describes, one player over the
// whole card with no instant win, and says so. Scores are whole numbers, so the mean of the same
// seeded games is the same double whichever command sums them.
TEST(Cli, SolveDistributionDescribesTheValue) {
  auto r = run_cli("solve generala --distribution --games 20000 --seed 9 --json");
  ASSERT_EQ(r.status, 0) << r.err;
  const auto d = json::parse(r.out)["distribution"];
  EXPECT_NE(d["measure"].get<std::string>().find("one player alone"), std::string::npos) << d["measure"];
  EXPECT_NE(d["measure"].get<std::string>().find("a served generala does not end the game"), std::string::npos);
  const std::string solo = "simulate generala --games 20000 --seed 9 --players optimal --json";
  auto whole_card = json::parse(run_cli(solo + " --rule served_generala_wins=false").out);
  auto instant = json::parse(run_cli(solo).out);
  EXPECT_EQ(d["mean"].get<double>(), whole_card["seats"][0]["mean"].get<double>());
  EXPECT_NE(d["mean"].get<double>(), instant["seats"][0]["mean"].get<double>());
  EXPECT_GT(d["min"].get<int>(), 20) << "no game is cut short by a served generala";
  const auto text = run_cli("solve generala --distribution --games 2000");
  EXPECT_NE(text.out.find("Score distribution over 2000 seeded games of the final score of one player alone\n  playing"),
            std::string::npos) << text.out;
  expect_cli_error("solve generala --games 10", "--games is the number of games of --distribution");
  expect_cli_error("solve generala --distribution --games 99999999999999999999 --json", "--games must be a whole number");
}

// A saved policy makes simulate start at once and changes none of its numbers.
TEST(Cli, SolveSavesThePolicyForSimulate) {
  const std::string sim = "simulate general --rule served_bonus=7 --games 20000 --players optimal,optimal --json";
  auto built = run_cli(sim);
  ASSERT_EQ(built.status, 0) << built.err;
  auto r = run_cli("solve general --rule served_bonus=7 --save-policy --json");
  ASSERT_EQ(r.status, 0) << r.err;
  auto j = json::parse(r.out);
  EXPECT_EQ(j["policy_saved"], true);
  const auto file = j["policy_file"].get<std::string>();
  ASSERT_TRUE(std::filesystem::exists(file));
  EXPECT_GT(std::filesystem::file_size(file), j["policy_bytes"].get<uint64_t>());
  auto read = run_cli(sim);
  ASSERT_EQ(read.status, 0) << read.err;
  auto a = json::parse(built.out), b = json::parse(read.out);
  EXPECT_EQ(a["seats"], b["seats"]);
  EXPECT_NE(run_cli("solve general --rule served_bonus=7 --save-policy").out.find("saved to"), std::string::npos);
}

TEST(Cli, SolveRefusesExtrasAGameLacks) {
  expect_cli_error("solve farkle --distribution", "farkle has no --distribution; games that have one: general");
  expect_cli_error("solve matterhorn --save-policy", "matterhorn has no --save-policy");
  expect_cli_error("solve crag --save-policy --no-cache", "cannot go with --no-cache");
}

TEST(Cli, HintRanksEveryChoice) {
  auto r = run_cli("hint general --card 1=3,2=6 --dice 3-3-4-4-5 --throws-left 2 --json");
  ASSERT_EQ(r.status, 0) << r.err;
  auto choices = json::parse(r.out)["choices"];
  // 17 distinct proper keeps of 3-3-4-4-5 plus the categories that fit (3, 4, 5, 6, X).
  EXPECT_EQ(choices.size(), 17u + 5u);
  EXPECT_EQ(choices[0]["loss"], 0.0);
  for (size_t i = 1; i < choices.size(); ++i)
    EXPECT_GE(choices[i]["loss"].get<double>(), choices[i - 1]["loss"].get<double>());
  auto last = json::parse(run_cli("hint general --card - --dice 66666 --throws-left 0 --json").out);
  EXPECT_EQ(last["choices"][0]["action"], "score G");
}

TEST(Cli, HintAndSolveBadInput) {
  expect_cli_error("hint general --card 1=6 --dice 33445 --throws-left 1 --json",
               "6 points are impossible in category '1'");
  expect_cli_error("hint general --card Z=4 --dice 33445 --throws-left 1 --json", "unknown category 'Z'");
  expect_cli_error("hint general --card 1=3,1=3 --dice 33445 --throws-left 1 --json", "appears twice");
  expect_cli_error("hint general --card 1 --dice 33445 --throws-left 1 --json", "write KEY=POINTS");
  expect_cli_error("hint general --card - --dice 3344 --throws-left 1 --json", "4 dice given");
  expect_cli_error("hint general --card - --dice 33445 --throws-left 3 --json", "--throws-left must be 0 to 2");
  expect_cli_error("hint general --card - --throws-left 1 --json", "hint needs --dice");
  // Hint options are checked through the game's declarations of them.
  expect_cli_error("hint general --card - --dice 33445 --throws-left abc --json",
               "--throws-left must be 0 to 2 (throws still allowed this turn); got abc");
  expect_cli_error("hint general --card - --dice 33445 --throws-left 1 --players 3 --json", "--players must be 1 to 2");
  expect_cli_error("hint matterhorn --dice 1-2-3 --players 2 --json", "hint matterhorn takes --crossed, --dice, not --players");
  expect_cli_error("solve chess --json", "unknown game 'chess'");
  expect_cli_error("solve yatzy --rule joker=free --json", "unknown rule option 'joker'");
}

// Farkle's advisor on the command line, as in play.
TEST(Cli, HintFarkle) {
  auto r = run_cli("hint farkle --dice 1-5-5 --json");
  ASSERT_EQ(r.status, 0) << r.err;
  auto j = json::parse(r.out);
  ASSERT_EQ(j["choices"].size(), 5u);
  EXPECT_EQ(j["choices"][0]["action"], "keep 1-5-5") << "all three dice: hot dice";
  EXPECT_EQ(j["measure"], "expected points banked this turn, optimal single-turn play");
  auto bank = json::parse(run_cli("hint farkle --dice-left 1 --turn-total 400 --json").out);
  EXPECT_EQ(bank["choices"][0]["action"], "bank") << "with one die, bank from 350";
  auto text = run_cli("hint farkle --dice 1-1-5 --turn-total 300 --banked 0");
  EXPECT_NE(text.out.find("expected = expected points banked this turn"), std::string::npos) << text.out;
  expect_cli_error("hint farkle --dice 2-3-4-6 --json", "2-3-4-6 scores nothing");
  expect_cli_error("hint farkle --json", "hint farkle needs either --dice");
  expect_cli_error("hint farkle --dice 1-5 --dice-left 3 --json", "hint farkle needs either --dice");
  expect_cli_error("hint farkle --dice 1-5 --turn-total 120 --json", "--turn-total must be a multiple of 50");
  expect_cli_error("hint farkle --dice-left 2 --turn-total 300 --banked 0 --json", "banking needs a turn total of at least 500");
  expect_cli_error("hint farkle --dice 1-5 --card - --json", "hint farkle takes --dice, --dice-left, --turn-total");
  expect_cli_error("hint generala --dice 11111 --throws-left 0 --turn-total 50 --json", "hint generala takes --card");
}

TEST(Cli, PlayHintAndReport) {
  auto r = run_cli("play crag --players human --seed 3", "hint\nquit\n");
  EXPECT_NE(r.out.find("expected"), std::string::npos) << r.out;
  std::string moves;
  for (int i = 0; i < 13; ++i) moves += "roll\nscore 1\nscore 2\nscore 3\nscore 4\nscore 5\nscore 6\nscore crag\nscore thirteen\nscore three_kind\nscore high\nscore low\nscore even\nscore odd\n";
  auto full = run_cli("play crag --players human --seed 3 --rule scratch=any", moves);
  EXPECT_NE(full.out.find("Report for P1 (you)"), std::string::npos) << full.out;
  EXPECT_NE(full.out.find("points lost (expected final score, optimal solitaire play)"), std::string::npos);
  EXPECT_NE(full.out.find("round 1, dice 3 4 5, 1 throw left: keep none"), std::string::npos)
      << "each lost decision says where it was, as the browser does: " << full.out;
}

TEST(Cli, FarkleScoreSolveAndPlay) {
  auto r = run_cli("score farkle 2-2-2-2-5-5 --json");
  ASSERT_EQ(r.status, 0) << r.err;
  auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["best"], 1500);
  EXPECT_EQ(j["all_dice"], 1500);
  j = nlohmann::json::parse(run_cli("score farkle 1-1-5-2-3-4 --json").out);
  EXPECT_EQ(j["best"], 250);
  EXPECT_TRUE(j["all_dice"].is_null());
  for (const char* bad : {"score farkle 1-2-3-4-5-6-1", "score farkle 7", "score farkle ''",
                          "solve farkle --rule three_ones=333", "play farkle --rule entry=-5"}) {
    auto b = run_cli(std::string(bad) + " --json");
    EXPECT_NE(b.status, 0) << bad;
    EXPECT_FALSE(b.err.empty()) << bad;
    EXPECT_TRUE(b.out.empty()) << bad;
  }
  r = run_cli("solve farkle --json");
  ASSERT_EQ(r.status, 0) << r.err;
  j = nlohmann::json::parse(r.out);
  EXPECT_NEAR(j["value"].get<double>(), j["value_bounds"][1].get<double>(), 1e-9);
  EXPECT_GT(j["value"].get<double>(), 500.0);
  EXPECT_TRUE(j["rules"].contains("three_ones"));
  // A human against a bot: refused selections are explained, hint ranks the choices.
  r = run_cli("play farkle --players human,greedy --seed 5", "keep 2\nbank\nhint\nkeep 6 6 6 6\nquit\n");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("there is no 2 in the throw 3-4-6-6-6-6"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("first set aside scoring dice"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("expected points banked this turn"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("keep 6-6-6-6"), std::string::npos) << r.out;
}

TEST(Cli, ThreeDiceGamesSolveAndRefuseBadInput) {
  for (const char* game : {"centenario", "matterhorn", "multiplicacao", "buck_dice", "ataque_yankee"}) {
    auto r = run_cli(std::string("solve ") + game + " --json");
    ASSERT_EQ(r.status, 0) << game << r.err;
    auto j = nlohmann::json::parse(r.out);
    EXPECT_GT(j["value"].get<double>(), 1.0) << game;
    EXPECT_TRUE(j.contains("meaning")) << game;
  }
  for (const char* bad : {"play buck_dice --rule target=0", "play matterhorn --rule either_row_from_start=maybe",
                          "simulate multiplicacao --games 10 --players optimal,genius",
                          "simulate centenario --games 10 --players greedy,random", "score matterhorn 1-2-3"}) {
    auto b = run_cli(std::string(bad) + " --json");
    EXPECT_NE(b.status, 0) << bad;
    EXPECT_FALSE(b.err.empty()) << bad;
  }
  // A human in Matterhorn: refused moves list the legal ones; Multiplicação asks accept/refuse.
  auto r = run_cli("play matterhorn --players human,optimal --seed 3", "\ncross 13\nactions\nquit\n");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("the moves are"), std::string::npos) << r.out;
  r = run_cli("play multiplicacao --players human --seed 3", "\n\n\nmaybe\nrefuse\naccept\naccept\naccept\naccept\nquit\n");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("`accept`"), std::string::npos) << r.out;
  r = run_cli("simulate buck_dice --games 2000 --players random,random --json");
  ASSERT_EQ(r.status, 0) << r.err;
}

TEST(Cli, BettingGamesSolveHintAndRefuseBadInput) {
  auto j = nlohmann::json::parse(run_cli("solve flores_amarradas --json").out);
  EXPECT_EQ(j["fraction"], "2/81");
  EXPECT_NEAR(j["value"].get<double>(), 2.0 / 81, 1e-15);
  EXPECT_EQ(j["rules"]["bet_mode"], "each");

  auto r = run_cli("hint triplo_seis --dice 5-4-1 --call 541 --json");
  ASSERT_EQ(r.status, 0) << r.err;
  auto h = nlohmann::json::parse(r.out);
  EXPECT_EQ(h["choices"][0]["action"], "keep 4-5");
  EXPECT_EQ(h["choices"][0]["probability"], "5/6");
  EXPECT_EQ(h["choices"][0]["rethrow"], "1");
  EXPECT_EQ(h["choices"][1]["action"], "keep 5");
  EXPECT_EQ(h["choices"][1]["probability"], "25/36");
  r = run_cli("hint triplo_seis --dice 2-1-1 --call 532");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("16/27"), std::string::npos) << r.out;

  struct Bad {
    const char* args;
    const char* says;
  };
  for (auto b : {Bad{"hint triplo_seis --dice 5-4-1 --call 145", "high to low (541)"},
                 Bad{"hint triplo_seis --dice 5-4-1", "needs --call"},
                 Bad{"hint triplo_seis --dice 5-4-7 --call 541", "7"},
                 Bad{"hint triplo_seis --dice 5-4-1 --call 666", "must be doubted"},
                 Bad{"play flores_amarradas --rule bet_mode=half", "each"},
                 Bad{"play triplo_seis --players human", "2"},
                 Bad{"simulate triplo_seis --games 10 --players bluffer,steady", "bluffer"}}) {
    auto e = run_cli(b.args);
    EXPECT_NE(e.status, 0) << b.args;
    EXPECT_NE(e.err.find(b.says), std::string::npos) << b.args << ": " << e.err;
  }
}

TEST(Cli, TriploSeisShowsOnlyWhatTheViewerMayKnow) {
  // Against bots: the bots' throws and keeps are told as counts, never as dice.
  auto r = run_cli("play triplo_seis --players human,bluffer,bluffer --seed 11 --rule rounds=1",
                   "\ncall 111\nbelieve\nkeep all\ncall 666\ndoubt\nbelieve\nquit\n");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("P2 (bluffer) believed the call"), std::string::npos) << r.out;
  EXPECT_FALSE(std::regex_search(r.out, std::regex(R"(\(bluffer\) kept \d( \d)*\n)"))) << "a keep told as dice: " << r.out;
  EXPECT_FALSE(std::regex_search(r.out, std::regex(R"(\(bluffer\) (re)?threw \d \d)"))) << "a throw told as dice: " << r.out;
  EXPECT_NE(r.out.find("P2 (bluffer) kept all three dice\n"), std::string::npos) << r.out;
  // Hot seat: the screen is cleared and the next player confirms before any dice are shown.
  r = run_cli("play triplo_seis --players human,human --seed 5 --rule rounds=1", "\n\ncall 654\n\n\ndoubt\n");
  ASSERT_EQ(r.status, 0) << r.err;
  const auto confirm = r.out.find("Pass the screen to P2");
  ASSERT_NE(confirm, std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\033[2J"), std::string::npos);
  EXPECT_EQ(r.out.substr(confirm).find("Under the cup"), std::string::npos) << "P2 doubted without looking";
  EXPECT_NE(r.out.find("P2 doubts 654"), std::string::npos) << r.out;
}

TEST(Cli, FloresAmarradasPlay) {
  auto r = run_cli("play flores_amarradas --players human,steady,random --seed 2 --rule rounds=1", "\nbet 7\nbet 6\n\n\n\n\n\n\n\n\n");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("7 is not a multiple of 3"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("P1 bets 6"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("the match is over"), std::string::npos) << r.out;
}

TEST(Cli, DammaPerftAnalyseAndPlay) {
  auto j = nlohmann::json::parse(run_cli("perft damma --depth 4 --json").out);
  EXPECT_EQ(j["depth"], 4);
  EXPECT_EQ(j["nodes"], 532);
  auto d = run_cli("perft damma --depth 2 --divide --position 'bbbbb/bbbbb/bb.ww/wwwww/wwwww w -'");
  ASSERT_EQ(d.status, 0) << d.err;
  EXPECT_NE(d.out.find("d3-c3"), std::string::npos) << d.out;
  // The engine's search of one position (once `analyse damma`; `analyse` judges a played game).
  auto a = run_cli("hint damma --position '...../...../..b../.w.../..... w -' --depth 3 --json");
  ASSERT_EQ(a.status, 0) << a.err;
  EXPECT_EQ(nlohmann::json::parse(a.out)["choices"][0]["action"], "b2xd4") << a.out;
  for (const char* bad : {"perft damma --depth 2 --position 'bbbbb/bbbbb w -'", "perft farkle --depth 2",
                          "hint damma --position '...../...../...../...../..... w -'",
                          "play damma --players human,alphabeta:depth=x", "play farkle --position x"}) {
    auto e = run_cli(bad);
    EXPECT_NE(e.status, 0) << bad;
    EXPECT_FALSE(e.err.empty()) << bad;
  }
  // A position and a --rule that says otherwise: refused, not one of them quietly dropped; the
  // same board given both ways is no conflict.
  expect_cli_error("perft damma --depth 1 --position 'bbbbb/bbbbb/bb.ww/wwwww/wwwww w -' --rule "
                   "'start=bbbbb/bbbbb/bbbww/ww.ww/wwwww w -'",
                   "--position means start=bbbbb/bbbbb/bb.ww/wwwww/wwwww w -, but --rule gives start=");
  expect_cli_error("perft damma --depth 1 --position 'bbbbb/bbbbb/bb.ww/wwwww/wwwww w -' --rule board=9",
                   "--position means board=5, but --rule gives board=9");
  EXPECT_EQ(run_cli("perft damma --depth 1 --position 'bbbbb/bbbbb/bb.ww/wwwww/wwwww w -' --rule board=5").status, 0);
  // A bot's comma-separated settings stay with it in the comma-separated player list.
  auto sim = run_cli("simulate damma --games 4 --players alphabeta:depth=2,king=250,greedy --random-opening 2 --json");
  ASSERT_EQ(sim.status, 0) << sim.err;
  auto sj = nlohmann::json::parse(sim.out);
  EXPECT_EQ(sj["seats"][0]["player"], "alphabeta:depth=2,king=250");
  EXPECT_EQ(sj["seats"][1]["player"], "greedy");
  EXPECT_EQ(sj["random_opening"], 2);
  // Far behind, the bot accepts a human's draw offer (made before the human's move).
  auto offer = run_cli("play damma --players human,alphabeta:depth=3 --position '...b./...../...../ww.w./w.... w -'",
                       "offer draw\na1-b1\n");
  ASSERT_EQ(offer.status, 0) << offer.err;
  EXPECT_NE(offer.out.find("Black accepts the draw"), std::string::npos) << offer.out;
  // A search bot forgets its table between games, so results do not depend on --threads.
  const std::string match = "simulate damma --games 16 --players alphabeta:depth=3,alphabeta:depth=3,king=250 "
                            "--random-opening 4 --json --threads ";
  auto t1 = nlohmann::json::parse(run_cli(match + "1").out), t2 = nlohmann::json::parse(run_cli(match + "2").out);
  EXPECT_EQ(t1["seats"], t2["seats"]);
  // Settings only for bots that read them (optimal:x used to play as greedy, unnoticed).
  auto nosettings = run_cli("simulate yatzy --games 4 --players optimal:x");
  EXPECT_NE(nosettings.status, 0);
  EXPECT_NE(nosettings.err.find("the optimal bot of yatzy takes no settings ('optimal:x')"), std::string::npos)
      << nosettings.err;
  auto neg = run_cli("simulate damma --games 4 --random-opening -1");
  EXPECT_NE(neg.status, 0);
  EXPECT_NE(neg.err.find("--random-opening must be 0 or more"), std::string::npos) << neg.err;
  auto p = run_cli("play damma --players human,greedy --seed 1", "a1-a3\nd3-c3\nhelp\noffer draw\nresign\n");
  ASSERT_EQ(p.status, 0) << p.err;
  EXPECT_NE(p.out.find("Legal now: b2-c3, c2-c3, d2-c3, d3-c3"), std::string::npos) << p.out;
  EXPECT_NE(p.out.find("White resigns"), std::string::npos) << p.out;
}
