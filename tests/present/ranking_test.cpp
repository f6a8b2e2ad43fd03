// One ranking type with one meaning of loss: the best value any choice has in
// a measure minus the choice's own, whatever the order; one JSON writer (`hint --json`, the online
// table's hint message) and one text writer (`cubilete hint`, play's hint).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <sstream>

#include "catalog/analysis_results.h"
#include "catalog/registry.h"
#include "present/hint_json.h"
#include "present/ranking_json.h"
#include "present/ranking_text.h"
#include "present/view_json.h"
#include "support/hint_util.h"

using namespace cubilete;

namespace {

// A two-player ranking as an advisor gives it: by the chance of winning, the first choice not
// the one with the most expected points.
std::vector<RankedAction> by_chances() {
  return {{1, "keep 1-1", 300.0, {}, 0.49},
          {2, "keep 1-5", 250.0, {}, 0.47},
          {3, "keep 1-1-5", 350.0, {}, 0.46}};
}

}  // namespace

TEST(Ranking, LossIsAgainstTheBestValueOfEachMeasureWhateverTheOrder) {
  const Ranking r("points", "chance of winning", by_chances());
  ASSERT_TRUE(r.in_chances());
  ASSERT_EQ(r.choices.size(), 3u);
  // Points: against keep 1-1-5's 350, though it is ranked last.
  EXPECT_DOUBLE_EQ(r.choices[0].loss, 50.0);
  EXPECT_DOUBLE_EQ(r.choices[1].loss, 100.0);
  EXPECT_DOUBLE_EQ(r.choices[2].loss, 0.0);
  // Chances: against the first, the best.
  EXPECT_DOUBLE_EQ(*r.choices[0].win_loss, 0.0);
  EXPECT_DOUBLE_EQ(*r.choices[1].win_loss, 0.49 - 0.47);
  EXPECT_DOUBLE_EQ(*r.choices[2].win_loss, 0.49 - 0.46);
  for (const auto& c : r.choices) {
    EXPECT_GE(c.loss, 0.0) << c.name;
    EXPECT_GE(*c.win_loss, 0.0) << c.name;
  }
  EXPECT_EQ(r.find(3)->name, "keep 1-1-5");
  EXPECT_EQ(r.find(9), nullptr);
}

TEST(Ranking, WithoutChancesThereIsOneMeasure) {
  const Ranking r("points", "chance of winning", {{1, "bank", 400.0}, {2, "roll", 380.5}});
  EXPECT_FALSE(r.in_chances());
  EXPECT_DOUBLE_EQ(r.choices[0].loss, 0.0);
  EXPECT_DOUBLE_EQ(r.choices[1].loss, 19.5);
  EXPECT_FALSE(r.choices[1].win_chance);
  EXPECT_FALSE(r.choices[1].win_loss);
  EXPECT_TRUE(Ranking("points", "", {}).choices.empty());
}

TEST(Ranking, TheJsonWriterWritesEachChoiceWithWhatItHas) {
  const auto chances = ranking_choices_json(Ranking("points", "chance", by_chances()));
  ASSERT_EQ(chances.size(), 3u);
  EXPECT_EQ(chances[0]["action"], "keep 1-1");
  EXPECT_EQ(chances[0]["expected"], 300.0);
  EXPECT_EQ(chances[0]["loss"], 50.0);
  EXPECT_EQ(chances[0]["win_chance"], 0.49);
  EXPECT_EQ(chances[0]["win_loss"], 0.0);
  EXPECT_FALSE(chances[0].contains("line")) << "no engine line, no key";
  const auto lines =
      ranking_choices_json(Ranking("men", "", {{0, "b2xd4", 10.0, {"b2xd4", "c5-b4"}}}));
  EXPECT_EQ(
      lines[0],
      nlohmann::json(
          {{"action", "b2xd4"}, {"expected", 10.0}, {"loss", 0.0}, {"line", {"b2xd4", "c5-b4"}}}));
}

// The online table's hint: each choice with its move as the seat knows it, and an engine's line
// move by move, played from the state the ranking is of.
TEST(Ranking, WithItsStateEachChoiceCarriesItsMoveAndItsLineMoveByMove) {
  const auto game = make_game(find_game("damma"), {});
  const auto start = game->initial_state();
  const Action first = start->legal_actions().front();
  auto after = start->clone();
  after->apply(first);
  const Action reply = after->legal_actions().back();
  const std::string name = start->action_to_string(first), answer = after->action_to_string(reply);
  const auto choices = ranking_choices_json(
      Ranking("men", "",
              {{first, name, 0.25, {name, answer}}, {first, name, 0.0, {name, "z9-z8"}}}),
      start.get(), 0);
  ASSERT_EQ(choices.size(), 2u);
  EXPECT_EQ(choices[0]["move"], move_json(*start, first, 0));
  EXPECT_EQ(choices[0]["move"]["kind"], "move");
  EXPECT_EQ(choices[0]["line_moves"],
            nlohmann::json({move_json(*start, first, 0), move_json(*after, reply, 0)}));
  EXPECT_EQ(choices[0]["line"], nlohmann::json({name, answer}))
      << "the names stay beside the moves";
  EXPECT_FALSE(choices[1].contains("line_moves")) << "a line that does not read back has no moves";
  EXPECT_TRUE(choices[1].contains("move"));
  // Without a state (cubilete hint --json), no moves: the document stays as it was.
  EXPECT_FALSE(ranking_choices_json(Ranking("men", "", {{first, name, 0.0}}))[0].contains("move"));
}

TEST(Ranking, TheTextWriterShowsTheMeasuresAndTheChanceColumnsOnlyWithChances) {
  const auto text = ranking_text(Ranking("points", "chance of winning", by_chances()));
  EXPECT_EQ(text.rfind("win = chance of winning\nexpected = points\n", 0), 0u) << text;
  EXPECT_NE(text.find("rank  choice                      win  win loss   expected      loss\n"),
            std::string::npos);
  EXPECT_NE(text.find("   1  keep 1-1                 0.4900    0.0000    300.000    50.000\n"),
            std::string::npos)
      << text;
  const auto points = ranking_text(
      Ranking("points", "chance of winning", {{1, "bank", 400.0}, {2, "roll", 380.5}}));
  EXPECT_EQ(points,
            "expected = points\n"
            "rank  choice                     expected      loss\n"
            "   1  bank                       400.0000    0.0000\n"
            "   2  roll                       380.5000   19.5000\n");
  // Beside each row its engine line, or the note given; a long one goes under the row.
  const Ranking engine("men", "",
                       {{0, "d2-c3", 0.5, {"d2-c3", "b4-b3"}}, {1, "d2-d3", 0.25, {"d2-d3"}}});
  EXPECT_NE(ranking_text(engine).find("0.5000    0.0000  d2-c3 b4-b3\n"), std::string::npos);
  const auto noted = ranking_text(engine, {std::string(70, 'x'), "short"});
  EXPECT_NE(noted.find("0.5000    0.0000\n        xxxx"), std::string::npos) << noted;
  EXPECT_NE(noted.find("0.2500  short\n"), std::string::npos) << noted;
  std::istringstream rows(noted);
  for (std::string line; std::getline(rows, line);) EXPECT_LE(line.size(), 80u) << line;
}

// The terminal's hint in its player's language: the legends' labels, the headings and the figures'
// decimal comma; the game's measures come in the language the ranking was made with (the play
// session's).
TEST(Ranking, TheTextWriterSpeaksTheLanguageAsked) {
  const Ranking ranked("pontos", "chance de ganhar", by_chances());
  const auto pt = ranking_text(ranked, {}, Lang::PtBR);
  EXPECT_EQ(pt.rfind("vitória = chance de ganhar\nesperado = pontos\n", 0), 0u) << pt;
  EXPECT_NE(pt.find("pos.  escolha                 vitória  perda v.   esperado     perda\n"), std::string::npos) << pt;
  const auto es = ranking_text(Ranking("puntos", "", {{1, "bank", 400.0}}), {}, Lang::EsAR);
  EXPECT_EQ(es,
            "esperado = puntos\n"
            "pos.  opción                     esperado   pérdida\n"
            "   1  bank                       400,0000    0,0000\n");
}

// `hint --json` writes its choices with the same writer as the online table's hint message.
TEST(Ranking, HintJsonWritesTheHintsRankingWithTheOneWriter) {
  const auto& entry = find_game("general");
  const auto game = make_game(entry, {});
  const auto hint = test::ask_hint(
      entry, *game, {{"card", "1=3,2=6"}, {"dice", "3-3-4-4-5"}, {"throws-left", "2"}});
  const auto j = hint_json(*game, hint);
  EXPECT_EQ(j["choices"], ranking_choices_json(hint.ranking));
  EXPECT_EQ(j["measure"], entry.analysis.advice_measure.en);
}
