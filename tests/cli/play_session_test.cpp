// The terminal front end of the table: saving (names with spaces, a finished game), continuing a
// saved game, reading the rules inside a game, leaving only when confirmed, the hot seat's screen
// clearing the scrollback too, and the menu.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <regex>
#include <sstream>

#include "catalog/registry.h"
#include "core/text.h"
#include "support/cli_util.h"

namespace cubilete::test {
namespace {

std::string temp_file(const std::string& name) { return ::testing::TempDir() + name; }

// The lines of a session's output as a terminal shows them: the input is not echoed here, so what
// follows a prompt ("P1 (you)> ", "Leave (y/N)? ", "Sair (s/N)? ") starts a line of its own on a
// terminal.
std::vector<std::string> screen_lines(const std::string& out) {
  static const std::regex prompt(R"(^([^>\n]{1,40}> )+)");
  std::vector<std::string> lines;
  std::istringstream in(std::regex_replace(out, std::regex(R"(\(([ys])/N\)\? )"), "($1/N)?\n"));
  for (std::string line; std::getline(in, line);) lines.push_back(std::regex_replace(line, prompt, ""));
  return lines;
}

TEST(PlaySession, SaveKeepsAFileNameWithSpacesAndLoadGoesOn) {
  const std::string file = temp_file("my saved game.json");
  std::filesystem::remove(file);
  auto r = run_cli("play generala --players human,greedy --seed 3", "roll\nsave " + file + "\nquit\ny\n");
  EXPECT_NE(r.out.find("Saved 3 actions to " + file), std::string::npos) << r.out;
  ASSERT_TRUE(std::filesystem::exists(file));
  // Quoted names work too.
  const std::string quoted = temp_file("quoted name.json");
  r = run_cli("play generala --players human,greedy --seed 3", "save \"" + quoted + "\"\nquit\ny\n");
  EXPECT_TRUE(std::filesystem::exists(quoted)) << r.out;

  // Continue: the same position (the third throw pending), then play on.
  auto loaded = run_cli("play --load '" + file + "'", "actions\nquit\ny\n");
  EXPECT_EQ(loaded.status, 0) << loaded.err;
  EXPECT_NE(loaded.out.find("Loaded a saved game: 3 actions replayed."), std::string::npos) << loaded.out;
  EXPECT_NE(loaded.out.find("throws left: 1"), std::string::npos) << loaded.out;
  // --load takes everything from the file.
  auto both = run_cli("play generala --load '" + file + "'");
  EXPECT_EQ(both.status, 2);
  EXPECT_NE(both.err.find("--load takes the game"), std::string::npos) << both.err;
  auto missing = run_cli("play --load /nonexistent/x.json");
  EXPECT_EQ(missing.status, 2);
}

TEST(PlaySession, QuitAsksFirstAndRulesAreReadable) {
  auto r = run_cli("play crag --players human,greedy --seed 1", "rules\nquit\nno\nquit\ny\n");
  EXPECT_NE(r.out.find("Crag"), std::string::npos);
  EXPECT_NE(r.out.find("Every option at its default"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Leave (y/N)?"), std::string::npos);
  // The first quit was answered no: the game went on to a second prompt.
  const auto first = r.out.find("Leave (y/N)?");
  EXPECT_NE(r.out.find("Leave (y/N)?", first + 1), std::string::npos);
  EXPECT_NE(r.out.find("Game abandoned."), std::string::npos);
  auto changed = run_cli("play generala --players human,greedy --seed 1 --rule served_bonus=10", "rules\nquit\ny\n");
  EXPECT_NE(changed.out.find("Options in force: served_bonus=10"), std::string::npos) << changed.out;
}

TEST(PlaySession, AFinishedGameCanBeSaved) {
  const std::string file = temp_file("finished.json");
  std::filesystem::remove(file);
  // Solitaire Crag with scratch=any: write every first throw into the first open category.
  std::string input;
  const char* keys[] = {"crag", "thirteen", "high_straight", "low_straight", "even_straight", "odd_straight",
                        "three_kind", "6", "5", "4", "3", "2", "1"};
  for (const char* k : keys) input += std::string("score ") + k + "\n";
  input += "save " + file + "\n\n";
  auto r = run_cli("play crag --players human --seed 4 --rule scratch=any", input);
  EXPECT_NE(r.out.find("The game is over: `save FILE` keeps its record"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Saved"), std::string::npos) << r.out;
  auto replayed = run_cli("replay " + file + " --json");
  EXPECT_EQ(replayed.status, 0) << replayed.err;
  EXPECT_NE(replayed.out.find("\"terminal\": true"), std::string::npos);
}

TEST(PlaySession, HotSeatClearsTheScrollbackToo) {
  auto r = run_cli("play triplo_seis --players human,human --seed 5 --rule rounds=1", "\n\ncall 654\n\n\ndoubt\n");
  EXPECT_NE(r.out.find("\033[3J"), std::string::npos);
  EXPECT_EQ(r.out.find("\033[2J\033[H"), std::string::npos);  // never the screen alone
}

TEST(PlaySession, MenuAlignsLongIdsAndEndsItsLineOnEndOfInput) {
  auto r = run_cli("play", "");
  EXPECT_EQ(r.status, 0);
  // Every summary starts in the same column.
  size_t column = std::string::npos;
  std::istringstream lines(r.out);
  for (std::string line; std::getline(lines, line);) {
    if (line.size() < 6 || line[4] != '.') continue;
    const auto id_end = line.find(' ', 6);
    const auto summary = line.find_first_not_of(' ', id_end);
    if (column == std::string::npos) column = summary;
    EXPECT_EQ(summary, column) << line;
  }
  EXPECT_NE(column, std::string::npos) << r.out;
  EXPECT_EQ(r.out.back(), '\n');
}

// Walking through a record, forward, back, to a step, past the ends.
TEST(PlaySession, ReplayStepWalksThroughARecord) {
  const std::string file = temp_file("step record.json");
  std::filesystem::remove(file);
  run_cli("play generala --players human,greedy --seed 3", "roll\nsave " + file + "\nquit\ny\n");
  ASSERT_TRUE(std::filesystem::exists(file));
  auto r = run_cli("replay --step '" + file + "'", "\n\n\nb\n0\nb\nx\n9\n3\n\nq\n");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("Start (0 of 3)"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Step 1 of 3: chance: throw "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Step 2 of 3: P1 (human): keep none"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Step 3 of 3: chance: throw "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("This is the start"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("'x' is not a step: Enter (next), b (back), a number from 0 to 3, or q."), std::string::npos);
  EXPECT_NE(r.out.find("'9' is not a step"), std::string::npos);
  EXPECT_NE(r.out.find("That was the last action"), std::string::npos) << r.out;
  EXPECT_EQ(run_cli("replay --step --json '" + file + "'").status, 2);
}

// The screen says which colour each side plays.
TEST(PlaySession, DammaSaysWhoPlaysWhichColour) {
  auto r = run_cli("play damma --players human,alphabeta:depth=1 --seed 1", "quit\ny\n");
  EXPECT_NE(r.out.find("White: P1 (you), Black: P2 (alphabeta:depth=1)\n"), std::string::npos) << r.out;
}

// In Flores Amarradas a person throws their own dice (the game waits for
// them between rounds instead of flashing past) and sees the odds of the throw.
TEST(PlaySession, FloresWaitsForThePersonsThrowAndShowsItsOdds) {
  // A person alone with bots: every round needs their bet or their throw.
  std::string input;
  for (int i = 0; i < 60; ++i) input += "bet 3\n\n";
  auto r = run_cli("play flores_amarradas --players human,steady,steady --seed 2 --rule rounds=3", input);
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("Your throw: press Enter to throw the dice."), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("the match is over"), std::string::npos) << r.out;
  const bool banker_odds = r.out.find("The banker's throw, until it decides: wins every bet 1/4, loses every bet 7/36") != std::string::npos;
  const bool bettor_odds = r.out.find("until the throw decides: the bettor wins") != std::string::npos;
  EXPECT_TRUE(banker_odds || bettor_odds) << r.out;
  // Other words at a throw are refused with what to do.
  r = run_cli("play centenario --players human --seed 2", "cross 1\nquit\ny\n");
  EXPECT_NE(r.out.find("It is your throw: press Enter"), std::string::npos) << r.out;
}

// Help, the legal moves, a hint, the rules and a throw of every game stay within 80 columns
// (the help ran to 91, the list of legal keeps to 219, the rules to 590, Centenário's sheet to 82).
TEST(PlaySession, EveryGameKeepsWithinEightyColumns) {
  int games = 0;
  for (const auto& e : game_registry()) {
    // An empty line throws where the person throws by hand, and is ignored elsewhere.
    const auto r = run_cli("play " + e.description.info.id + " --seed 5 --players human," + default_opponent(e),
                           "help\nrules\n\nactions\nhint\nquit\ny\n");
    EXPECT_EQ(r.status, 0) << e.description.info.id << ": " << r.err;
    EXPECT_NE(r.out.find("Game abandoned."), std::string::npos) << e.description.info.id << ": " << r.out;
    for (const auto& line : screen_lines(r.out)) EXPECT_LE(text_width(line), 80u) << e.description.info.id << ": " << line;
    ++games;
  }
  EXPECT_EQ(games, 14);
}

// The help gives the game's own examples of an action, and no other game's.
TEST(PlaySession, TheHelpGivesThisGamesExamplesOfAnAction) {
  auto r = run_cli("play farkle --seed 5 --players human,greedy", "help\nquit\ny\n");
  EXPECT_NE(r.out.find("e.g. keep 1 5, bank, roll"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("score full"), std::string::npos) << r.out;
  r = run_cli("play triplo_seis --seed 5 --players human,bluffer", "\nhelp\nquit\ny\n");
  EXPECT_NE(r.out.find("e.g. believe, doubt, keep 4-4, call 654"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("bank"), std::string::npos) << r.out;
}

TEST(PlaySession, ATwoPlayerYatzyHintRanksByPoints) {
  const auto r = run_cli("play yatzy --players human,optimal --seed 5", "hint\nkeep none\nquit\ny\n");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("expected = "), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("win = "), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("no hint"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("throws left: 1"), std::string::npos) << "the game goes on after the hint: " << r.out;
  EXPECT_NE(r.out.find("Game abandoned."), std::string::npos) << r.out;
}

// The terminal speaks the locale's language, or --lang's: the session's words, the card's boxes,
// the rules; within 80 columns in each; the answer to "leave?" in the language's own letter.
TEST(PlaySession, ASessionInPortugueseAndInSpanish) {
  const std::string file = temp_file("sessao.json");
  const std::string input = "help\nactions\nhint\nrules\nundo\nsave\nsave " + file + "\nquit\nn\nquit\ns\n";
  auto r = run_cli("play generala --players human,greedy --seed 3", input, "LANG=pt_BR.UTF-8");
  ASSERT_EQ(r.status, 0) << r.err;
  for (const char* said : {"Generala: P1 (você) contra P2 (greedy), semente 3", "P1 (você) jogou 1 2 3 4 5",
                           "Digite help para ver os comandos.",
                           "Comandos:", "Possíveis agora:", "Jogada do 1", "Sequência", "Quadra",
                           "Generala argentina: 5 dados, 3 jogadas, 10 casas.", "Todas as opções no padrão",
                           "save precisa do nome de um arquivo", "ações salvas em", "Sair do jogo?", "Jogo abandonado."})
    EXPECT_NE(r.out.find(said), std::string::npos) << said << "\n" << r.out;
  for (const char* english : {"Type help", "Commands:", "Legal now", "Ones", "Leave the game"})
    EXPECT_EQ(r.out.find(english), std::string::npos) << english << "\n" << r.out;
  for (const auto& line : screen_lines(r.out)) EXPECT_LE(text_width(line), 80u) << line;
  // --lang over the locale; Spanish.
  r = run_cli("play generala --players human,greedy --seed 3 --lang es-AR", input, "LANG=pt_BR.UTF-8");
  ASSERT_EQ(r.status, 0) << r.err;
  for (const char* said : {"P1 (vos) contra P2 (greedy), semilla 3", "P1 (vos) tiró 1 2 3 4 5",
                           "Escribí help para ver los comandos.", "Uno",
                           "Escalera", "Póker", "Generala argentina: 5 dados, 3 tiros, 10 categorías.",
                           "¿Dejar la partida?", "Partida abandonada."})
    EXPECT_NE(r.out.find(said), std::string::npos) << said << "\n" << r.out;
  for (const auto& line : screen_lines(r.out)) EXPECT_LE(text_width(line), 80u) << line;
  // The saved game goes on in the language asked for.
  r = run_cli("play --load " + file + " --lang es-AR", "quit\nS\n");
  EXPECT_NE(r.out.find("Partida guardada cargada"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Partida abandonada."), std::string::npos) << r.out;
}

TEST(PlaySession, AnUnknownLanguageIsRefusedInWords) {
  const auto r = run_cli("play generala --lang de --seed 3", "");
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("no language 'de'; languages: en, pt-BR, es-AR"), std::string::npos) << r.err;
  EXPECT_EQ(r.out, "");
}

// A locale the program does not speak, or the C locale, is English; the rules and the list of
// games in each language; JSON stays English under any locale (programs read it) unless --lang
// asks.
TEST(PlaySession, RulesAndGamesInEachLanguage) {
  auto r = run_cli("play generala --players greedy,greedy --seed 3", "", "LANG=de_DE.UTF-8");
  EXPECT_NE(r.out.find("Generala: P1 (greedy) vs P2 (greedy), seed 3"), std::string::npos) << r.out;
  r = run_cli("rules farkle", "", "LANG=es_AR.UTF-8");
  EXPECT_NE(r.out.find("Farkle (farkle), de 1 a 8 jugadores"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("En tu turno tirá los seis."), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Opciones (--rule CLAVE=VALOR):"), std::string::npos) << r.out;
  r = run_cli("games --lang pt-BR");
  EXPECT_NE(r.out.find("jogadores  descrição"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Centenário: corrida de 1 a 12"), std::string::npos) << r.out;
  for (const auto& line : screen_lines(r.out)) EXPECT_LE(text_width(line), 80u) << line;
  r = run_cli("rules damma --json", "", "LANG=pt_BR.UTF-8");
  EXPECT_NE(r.out.find("a 5x5 board with 12 pieces each"), std::string::npos) << r.out;
  r = run_cli("rules damma --json --lang pt-BR");
  EXPECT_NE(r.out.find("tabuleiro 5x5 com 12 peças"), std::string::npos) << r.out;
}

}  // namespace
}  // namespace cubilete::test
