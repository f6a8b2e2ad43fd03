// `cubilete analyse RECORD.json [--json]` (docs/analysis.md) as a user meets it: the
// analysis of a saved game in text and as the document GET /api/rooms/CODE/analysis answers, the
// identity each seat satisfies read back from that document, and every bad record refused with a
// message saying what is wrong.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <nlohmann/json.hpp>
#include <regex>

#include "catalog/registry.h"
#include "core/match.h"
#include "present/record_json.h"
#include "support/cli_util.h"

using namespace cubilete;
using nlohmann::json;

namespace {

// A game of `id` played by the bots `names` (one per seat), saved where `play`'s `save` would.
std::string saved_game(const std::string& id, const std::vector<std::string>& names,
                       uint64_t seed) {
  const auto& entry = find_game(id);
  const auto game = make_game(entry, {{"players", std::to_string(names.size())}});
  std::vector<std::unique_ptr<Bot>> bots;
  std::vector<Bot*> seats;
  for (const auto& n : names) {
    bots.push_back(make_bot(entry, *game, n));
    seats.push_back(bots.back().get());
  }
  GameRecord record;
  play_out(*game, seats, seed, &record);
  record.game = id;
  record.players = names;
  record.rules = assignments_of(game->rules());
  record.seed = seed;
  const std::string path =
      ::testing::TempDir() + "analyse_" + id + "_" + std::to_string(seed) + ".json";
  save_record(record, path);
  return path;
}

}  // namespace

TEST(AnalyseCommand, SpeaksTheLanguageAskedWithItsDecimalComma) {
  const auto file = saved_game("generala", {"greedy", "optimal"}, 11);
  const auto english = test::run_cli("analyse " + file + " --lang en");
  ASSERT_EQ(english.status, 0) << english.err;
  struct Expected {
    const char* lang;
    std::vector<const char*> words;
  };
  for (const Expected& e :
       {Expected{"pt-BR", {"pontuação final esperada", "P1 greedy: resultado", "com as próprias escolhas", "precisão de"}},
        Expected{"es-AR", {"puntaje final esperado", "P1 greedy: resultado", "con sus propias elecciones", "precisión de"}}}) {
    const auto r = test::run_cli("analyse " + file + " --lang " + e.lang);
    ASSERT_EQ(r.status, 0) << r.err;
    for (const char* words : e.words) EXPECT_NE(r.out.find(words), std::string::npos) << e.lang << ": " << words << "\n" << r.out;
    // Nothing left in English, and decimals with a comma.
    for (const char* english_words : {"result ", "own choices", "accuracy", "the dice", "Marked", "throws:"})
      EXPECT_EQ(r.out.find(english_words), std::string::npos) << e.lang << ": " << english_words << "\n" << r.out;
    EXPECT_TRUE(std::regex_search(r.out, std::regex("[0-9],[0-9][0-9]"))) << r.out;
    EXPECT_FALSE(std::regex_search(r.out, std::regex("[0-9][.][0-9]"))) << r.out;
  }
}

TEST(AnalyseCommand, TextAndJsonOfASavedGame) {
  const auto file = saved_game("crag", {"greedy", "optimal"}, 5);
  const auto text = test::run_cli("analyse " + file);
  ASSERT_EQ(text.status, 0) << text.err;
  EXPECT_NE(text.out.find("expected final score"), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("P1 greedy: result"), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("to the dice and lost"), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("accuracy"), std::string::npos) << text.out;

  const auto r = test::run_cli("analyse " + file + " --json");
  ASSERT_EQ(r.status, 0) << r.err;
  const auto j = json::parse(r.out);
  EXPECT_EQ(j["measure"], "expected_score");
  EXPECT_EQ(j["game"], "crag");
  ASSERT_EQ(j["seats"].size(), 2u);
  // PROTOCOL.md v1.1, Analysis: every seat's identity, read from the document.
  for (const auto& s : j["seats"]) {
    for (const char* key : {"seat", "name", "result", "start", "luck", "own_loss", "others_effect",
                            "accuracy", "decisions", "inaccuracies", "mistakes", "blunders"})
      EXPECT_TRUE(s.contains(key)) << key;
    const double lhs = s["start"].get<double>() + s["luck"].get<double>() -
                       s["own_loss"].get<double>() + s["others_effect"].get<double>();
    EXPECT_NEAR(lhs, s["result"].get<double>(), 1e-9);
  }
  EXPECT_EQ(j["seats"][1]["own_loss"], 0.0);  // optimal
  std::vector<double> luck(2, 0.0), loss(2, 0.0);
  size_t index = 0;
  for (const auto& step : j["steps"]) {
    EXPECT_EQ(step["index"], index++);
    ASSERT_EQ(step["values"].size(), 2u);
    if (step["kind"] == "throw") {
      EXPECT_TRUE(step["seat"].is_null());
      for (size_t p = 0; p < 2; ++p) luck[p] += step["luck"][p].get<double>();
    } else {
      EXPECT_EQ(step["kind"], "decision");
      if (step.contains("loss")) {
        loss[step["seat"].get<size_t>()] += step["loss"].get<double>();
        EXPECT_TRUE(step.contains("best") && step.contains("best_values") && step.contains("view"));
      }
    }
  }
  for (size_t p = 0; p < 2; ++p) {
    EXPECT_NEAR(luck[p], j["seats"][p]["luck"].get<double>(), 1e-9);
    EXPECT_NEAR(loss[p], j["seats"][p]["own_loss"].get<double>(), 1e-9);
  }
}

// A bot plays its own measure perfectly: judged by another (three seats: expected points), a bot
// playing to win is not called an erring player, while the bot that plays for points and the
// greedy one are judged as before.
TEST(AnalyseCommand, ABotIsNotJudgedByAMeasureItDoesNotPlay) {
  const auto file = saved_game("generala", {"greedy", "win_optimal:rounds=2", "optimal"}, 11);
  const auto r = test::run_cli("analyse " + file + " --json");
  ASSERT_EQ(r.status, 0) << r.err;
  const auto j = json::parse(r.out);
  ASSERT_EQ(j["measure"], "expected_score");
  const auto& greedy = j["seats"][0];
  const auto& to_win = j["seats"][1];
  const auto& optimal = j["seats"][2];
  EXPECT_FALSE(greedy.contains("aim"));
  EXPECT_FALSE(greedy["accuracy"].is_null());
  EXPECT_EQ(to_win["aim"], "win_chance");
  EXPECT_TRUE(to_win["accuracy"].is_null());
  EXPECT_EQ(to_win["decisions"], 0);
  EXPECT_EQ(to_win["inaccuracies"].get<int>() + to_win["mistakes"].get<int>() + to_win["blunders"].get<int>(), 0);
  EXPECT_FALSE(optimal.contains("aim"));  // it plays this measure: judged, and never wrong
  EXPECT_EQ(optimal["own_loss"], 0.0);
  EXPECT_EQ(optimal["accuracy"], 100.0);
  double lost = 0;
  bool shown = false;
  for (const auto& step : j["steps"])
    if (step["seat"] == 1 && step.contains("loss")) {
      EXPECT_TRUE(step["judgement"].is_null()) << step.dump();
      lost += step["loss"].get<double>();
      shown = shown || step.contains("best");
    }
  EXPECT_TRUE(shown) << "each position still shows what points prefer";
  EXPECT_NEAR(lost, to_win["own_loss"].get<double>(), 1e-9);  // the summary still adds up
  EXPECT_NEAR(to_win["start"].get<double>() + to_win["luck"].get<double>() - to_win["own_loss"].get<double>() +
                  to_win["others_effect"].get<double>(),
              to_win["result"].get<double>(), 1e-9);
  const auto text = test::run_cli("analyse " + file);
  EXPECT_NE(text.out.find("a bot playing for win_chance perfectly: its choices are not judged"), std::string::npos)
      << text.out;
}

TEST(AnalyseCommand, EveryGameWithAnAnalysis) {
  for (const auto& [id, bots] : std::vector<std::pair<std::string, std::vector<std::string>>>{
           {"farkle", {"greedy", "optimal_turn"}},
           {"matterhorn", {"greedy", "optimal"}},
           {"multiplicacao", {"random", "optimal"}},
           {"triplo_seis", {"bluffer", "random", "bluffer"}},
           {"damma", {"greedy", "alphabeta:depth=2"}}}) {
    const auto r = test::run_cli("analyse " + saved_game(id, bots, 3) + " --json");
    ASSERT_EQ(r.status, 0) << id << ": " << r.err;
    const auto j = json::parse(r.out);
    EXPECT_EQ(j["seats"].size(), bots.size()) << id;
    for (const auto& s : j["seats"])
      EXPECT_NEAR(s["start"].get<double>() + s["luck"].get<double>() - s["own_loss"].get<double>() +
                      s["others_effect"].get<double>(),
                  s["result"].get<double>(), 1e-9)
          << id;
    if (id == "damma") {
      EXPECT_EQ(j["measure"], "win_chance_estimate");
      EXPECT_EQ(j["estimate"], true);
    }
  }
}

TEST(AnalyseCommand, BadRecordsAndTheOldDammaForm) {
  test::expect_cli_error("analyse /nonexistent/record.json --json",
               "cannot open record file '/nonexistent/record.json'");
  const std::string bad_json = ::testing::TempDir() + "analyse_bad.json";
  std::ofstream(bad_json) << "{ not json";
  test::expect_cli_error("analyse " + bad_json + " --json", "is not valid JSON");
  const std::string illegal = ::testing::TempDir() + "analyse_illegal.json";
  std::ofstream(illegal)
      << R"({"format":"cubilete-record","version":1,"game":"generala","rules":{},)"
      << R"("seed":1,"players":["human","random"],"actions":["throw 1-2-3-4-5","keep 6"]})";
  test::expect_cli_error("analyse " + illegal + " --json", "record action 2 ('keep 6') cannot be replayed");
  const std::string no_actions = ::testing::TempDir() + "analyse_no_actions.json";
  std::ofstream(no_actions)
      << R"({"format":"cubilete-record","version":1,"game":"generala","rules":{},)"
      << R"("seed":1,"players":["human","random"]})";
  test::expect_cli_error("analyse " + no_actions + " --json", "the record has no \"actions\"");
  const std::string centenario = ::testing::TempDir() + "analyse_centenario.json";
  std::ofstream(centenario)
      << R"({"format":"cubilete-record","version":1,"game":"centenario","rules":{},)"
      << R"("seed":1,"players":["random","random"],"actions":[]})";
  test::expect_cli_error("analyse " + centenario + " --json", "centenario has no analysis");
  test::expect_cli_error("analyse damma --depth 3 --json", "hint damma");
  test::expect_cli_error("analyse damma", "hint damma");
}
