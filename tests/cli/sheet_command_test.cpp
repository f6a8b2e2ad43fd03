// `cubilete sheet` as a person at a real table uses it: lines of dice and decisions, a line the
// rules refuse changing nothing, undo, turns given by their final dice, the totals and the analysis
// at the end, a saved sheet going on, and the games that keep no sheet named.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "support/cli_util.h"

namespace cubilete::test {
namespace {

// One player's Generala: a generala on the second throw, taken back and typed again, then the
// other nine categories by their final dice: 60 + 3 + 6 + 9 + 12 + 15 + 18 + 20 + 30 + 40 = 213.
const char* kFirstTurn =
    "31552 keep 55\n"
    "final 33355 served\n"  // refused: the turn has had a throw
    "555 score generala\n"  // the three dice rethrown
    "undo\n"
    "55555 score generala\n";  // the whole cup, the kept 5-5 among it
const char* kOtherTurns =
    "final 11123 score 1\n"
    "final 22245 score 2\n"
    "final 33312 score 3\n"
    "final 44412 score 4\n"
    "final 55512 score 5\n"
    "final 66612 score 6\n"
    "final 12345 score escalera\n"
    "final 22333 score full\n"
    "final 44441 score poker\n";

TEST(SheetCommand, EntriesUndoFinalDiceTotalsAndAnalysis) {
  const auto r = run_cli("sheet generala -p Ana", std::string(kFirstTurn) + kOtherTurns + "\n");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("Score sheet for Generala with real dice: Ana (P1)."), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("refused, nothing changed: only a turn's first throw is served"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Undone: the last line is taken back."), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("213"), std::string::npos) << r.out;
  // The analysis: the first turn's throws are known, the other nine turns' only by their dice.
  EXPECT_NE(r.out.find("9 turns were entered by their final dice only"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("unseen (final dice only)"), std::string::npos) << r.out;
}

TEST(SheetCommand, BadLinesAreRefusedAndTheGameGoesOn) {
  const auto r = run_cli("sheet crag -p Ana,Bia",
                         "6617\n"            // a 7
                         "66\n"              // two dice for three
                         "keep 6 6\n"        // a decision before any throw
                         "score crag\n"      // likewise
                         "hint\n"            // hints are off
                         "661 frobnicate\n"  // a throw and a decision the game does not know: neither is taken
                         "661 keep 6 6\n"
                         "quit\n");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("7 is not a die's face: faces are 1 to 6"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("2 faces for a throw of 3 dice"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("comes when nobody is to decide"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("hints are off at this table"), std::string::npos) << r.out;
  // Only the last throw line was taken: the prompt after it names Ana deciding once, after it.
  const size_t frob = r.out.find("frobnicate");
  ASSERT_NE(frob, std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("Ana decides"), r.out.rfind("Ana decides")) << r.out;
}

TEST(SheetCommand, ASavedSheetGoesOnWhereItStopped) {
  const std::string file = ::testing::TempDir() + "Sheet Of Ana.json";
  std::filesystem::remove(file);
  auto r = run_cli("sheet generala -p Ana", std::string(kFirstTurn) + "save " + file + "\nquit\n");
  ASSERT_TRUE(std::filesystem::exists(file)) << r.out;  // the name's case kept
  EXPECT_NE(r.out.find("Saved 4 entries"), std::string::npos) << r.out;
  r = run_cli("sheet --load '" + file + "' -p Ana", std::string(kOtherTurns) + "\n");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("213"), std::string::npos) << r.out;
  // The file says the dice were typed in.
  EXPECT_NE(slurp(file).find("\"dice\": \"entered\""), std::string::npos);
  r = run_cli("sheet --load '" + file + "' -p Ana,Bia");
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("the saved sheet has 1 players"), std::string::npos) << r.err;
  r = run_cli("verify '" + file + "'");
  EXPECT_NE(r.out.find("no fairness claim"), std::string::npos) << r.out << r.err;

  // A room's record names the phone of each entry: going on in the terminal keeps them.
  auto record = nlohmann::json::parse(slurp(file));
  record["actions"] = {"throw 1-2-3-5-5", "keep 5-5"};
  record["by"] = {"entered", "person"};
  record["entered_by"] = {0, 0};
  std::ofstream(file) << record.dump();
  const std::string again = ::testing::TempDir() + "sheet again.json";
  r = run_cli("sheet --load '" + file + "'", "save " + again + "\nquit\n");
  EXPECT_EQ(nlohmann::json::parse(slurp(again))["entered_by"], nlohmann::json({0, 0})) << r.out;
}

TEST(SheetCommand, GamesWithoutASheetOrAFinalDiceEntrySayWhy) {
  auto r = run_cli("sheet damma -p Ana,Bia");
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("keeps no score sheet for real dice; the games that do: "), std::string::npos) << r.err;
  r = run_cli("sheet generala");
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("name the players"), std::string::npos) << r.err;
  r = run_cli("sheet generala -p Ana,,Bia");
  EXPECT_EQ(r.status, 2);
  r = run_cli("sheet generala -p Ana --rule players=3");
  EXPECT_EQ(r.status, 2);
  // Farkle's turn is the throws themselves: no final dice.
  r = run_cli("sheet farkle -p Ana,Bia", "final 111555\nquit\n");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("refused, nothing changed: "), std::string::npos) << r.out;
  // In Portuguese.
  r = run_cli("sheet crag -p Ana,Bia --lang pt-BR", "6617\nquit\n");
  EXPECT_NE(r.out.find("recusado, nada mudou"), std::string::npos) << r.out;
}

}  // namespace
}  // namespace cubilete::test
