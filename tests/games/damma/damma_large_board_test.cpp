// Damma on the 9x9 board (RULES.md §3.1): the start and its text, the `board` option with the
// defaults that follow it, every rule of §3 where the larger board could break it (squares on the
// files f-i and ranks 6-9, promotion on rank 9, long flights of a Damma, long capture chains,
// faults and huffs), perft of the start (the same counts as tests/tools/damma_move_count.py, the
// independent generator the ctest damma_perft_independent runs), the drawing in 80 columns, the
// view, the engine and the bots' settings.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>

#include "bots/damma/damma_bots.h"
#include "catalog/registry.h"
#include "core/error.h"
#include "games/damma/damma_description.h"
#include "games/damma/damma_game.h"
#include "present/view_json.h"
#include "solve/damma/damma_advice.h"
#include "solve/damma/damma_analysis.h"
#include "table/table.h"
#include "core/match.h"
#include "core/rng.h"
#include "solve/common/analysis.h"
#include "support/test_util.h"

using namespace cubilete;
using namespace cubilete::damma;
using cubilete::test::play;

namespace {

const std::string kStart9 =
    "bbbbbbbbb/bbbbbbbbb/bbbbbbbbb/bbbbbbbbb/bbbb.wwww/wwwwwwwww/wwwwwwwww/wwwwwwwww/wwwwwwwww w -";

// A 9x9 position from its pieces by square ("e5" -> 'w'), the side to move and the faults.
std::string large(const std::map<std::string, char>& pieces, char side = 'w', const std::string& faults = "-") {
  std::string text;
  for (int rank = 9; rank >= 1; --rank) {
    for (char file = 'a'; file <= 'i'; ++file) {
      const auto it = pieces.find(std::string{file, char('0' + rank)});
      text += it == pieces.end() ? '.' : it->second;
    }
    if (rank > 1) text += '/';
  }
  return text + ' ' + side + ' ' + faults;
}

std::vector<std::string> names_of(const std::string& pos, MoveRules rules = {}) {
  std::vector<Move> moves;
  generate_moves(Position::parse(pos), rules, moves);
  std::vector<std::string> names;
  for (const auto& m : moves) names.push_back(move_name(m));
  std::sort(names.begin(), names.end());
  return names;
}

bool has_move(const std::vector<std::string>& names, const std::string& name) {
  return std::find(names.begin(), names.end(), name) != names.end();
}

std::string after_move(const std::string& pos, const std::string& name, MoveRules rules = {}) {
  const auto p = Position::parse(pos);
  std::vector<Move> moves;
  generate_moves(p, rules, moves);
  for (const auto& m : moves)
    if (move_name(m) == name) return apply_move(p, rules, m).text();
  ADD_FAILURE() << name << " is not legal in " << pos;
  return "";
}

std::string damma_refusal(const Assignments& rules) {
  try {
    make_game("damma", rules);
  } catch (const UsageError& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST(DammaLargeBoard, TheStartAndItsText) {
  EXPECT_EQ(Position::initial(kLargeBoard).text(), kStart9);
  const auto p = Position::initial(kLargeBoard);
  EXPECT_EQ(p.size, 9);
  EXPECT_EQ(count(p.pieces(kWhite)), 40);
  EXPECT_EQ(count(p.pieces(kBlack)), 40);
  EXPECT_FALSE(has(p.occupied(), 4 * 9 + 4)) << "e5, the centre, is empty";
  for (const char* white : {"a1", "i4", "f5", "i5"}) EXPECT_TRUE(has(p.men[kWhite], parse_square(white, 9))) << white;
  for (const char* black : {"a5", "d5", "a6", "i9"}) EXPECT_TRUE(has(p.men[kBlack], parse_square(black, 9))) << black;
  for (const std::string& text :
       {large({{"a1", 'W'}, {"i9", 'B'}, {"e5", 'w'}, {"f6", 'b'}}, 'b', "e5"), large({{"h2", 'b'}, {"b8", 'w'}}, 'w', "h2")})
    EXPECT_EQ(Position::parse(text).text(), text);
}

TEST(DammaLargeBoard, TheBoardOptionAndTheDefaultsThatFollowIt) {
  const auto small = std::static_pointer_cast<const DammaGame>(make_game("damma"));
  EXPECT_EQ(small->board(), 5);
  EXPECT_EQ(small->rules().get_text("start"), "bbbbb/bbbbb/bb.ww/wwwww/wwwww w -");
  EXPECT_EQ(small->draw_plies(), kSmallBoardDrawPlies);
  const auto big = std::static_pointer_cast<const DammaGame>(make_game("damma", {{"board", "9"}}));
  EXPECT_EQ(big->board(), 9);
  EXPECT_EQ(big->rules().get_text("start"), kStart9) << "records name the start they played";
  EXPECT_EQ(big->draw_plies(), kLargeBoardDrawPlies);
  EXPECT_EQ(big->rules().changed_flags(), " --rule board=9") << "the defaults that follow the board are defaults";
  const auto set = std::static_pointer_cast<const DammaGame>(make_game("damma", {{"board", "9"}, {"draw_plies", "40"}}));
  EXPECT_EQ(set->draw_plies(), 40) << "a value given is kept";
  EXPECT_EQ(static_cast<const DammaState&>(*big->initial_state()).position().text(), kStart9);
  // A start of the other board is refused, saying how to fix it.
  const auto wrong = damma_refusal({{"board", "9"}, {"start", "bbbbb/bbbbb/bb.ww/wwwww/wwwww w -"}});
  EXPECT_NE(wrong.find("position of the 5x5 board"), std::string::npos) << wrong;
  EXPECT_NE(wrong.find("set board=5"), std::string::npos) << wrong;
  EXPECT_NE(damma_refusal({{"start", kStart9}}).find("set board=9"), std::string::npos);
  EXPECT_NE(damma_refusal({{"board", "7"}}).find("one of 5, 9"), std::string::npos) << damma_refusal({{"board", "7"}});
}

TEST(DammaLargeBoard, BadTextIsExplained) {
  const auto message = [](const std::string& text) {
    try {
      Position::parse(text);
    } catch (const UsageError& e) {
      return std::string(e.what());
    }
    return std::string("accepted");
  };
  EXPECT_NE(message("bbbbbbbbb/bbbbbbbbb/bbbbbbbbb/bbbbbbbbb/bbbb.www/wwwwwwwww/wwwwwwwww/wwwwwwwww/wwwwwwwww w -")
                .find("rank 5 has 8 squares, not 9"),
            std::string::npos);
  EXPECT_NE(message("bbbbbbb/bbbbbbb/bbb.www/wwwwwww/wwwwwww/wwwwwww/wwwwwww w -").find("7 ranks"), std::string::npos);
  EXPECT_NE(message(large({{"a1", 'w'}}, 'b', "j1")).find("'j1' is not a square a1..i9"), std::string::npos);
  EXPECT_NE(message("...../...../..w../...../..... b f6").find("'f6' is not a square a1..e5"), std::string::npos);
  std::map<std::string, char> many;
  for (int s = 0; s < 41; ++s) many[square_name(s, 9)] = 'w';
  EXPECT_NE(message(large(many)).find("White has 41 pieces, but a side has at most 40"), std::string::npos);
}

TEST(DammaLargeBoard, MenStepAndCaptureOnEveryPartOfTheBoard) {
  EXPECT_EQ(names_of(large({{"h8", 'w'}, {"a1", 'b'}})),
            (std::vector<std::string>{"h8-g7", "h8-g8", "h8-g9", "h8-h7", "h8-h9", "h8-i7", "h8-i8", "h8-i9"}));
  // A chain along the long diagonal, each stop a move of its own; it ends on rank 9: a Damma.
  const auto chain = large({{"a1", 'w'}, {"b2", 'b'}, {"d4", 'b'}, {"f6", 'b'}, {"h8", 'b'}, {"a9", 'b'}});
  const auto moves = names_of(chain);
  for (const char* m : {"a1xc3", "a1xc3xe5", "a1xc3xe5xg7", "a1xc3xe5xg7xi9"}) EXPECT_TRUE(has_move(moves, m)) << m;
  EXPECT_EQ(after_move(chain, "a1xc3xe5xg7xi9"), large({{"i9", 'W'}, {"a9", 'b'}}, 'b'));
  EXPECT_EQ(after_move(chain, "a1xc3xe5"), large({{"e5", 'w'}, {"f6", 'b'}, {"h8", 'b'}, {"a9", 'b'}}, 'b', "e5"))
      << "stopping where it could go on is a fault";
  // Through rank 9 in the middle of a capture: no promotion.
  const auto through = large({{"e7", 'w'}, {"f8", 'b'}, {"h8", 'b'}, {"a1", 'b'}});
  EXPECT_EQ(after_move(through, "e7xg9xi7"), large({{"i7", 'w'}, {"a1", 'b'}}, 'b'));
  // Black promotes on rank 1.
  EXPECT_EQ(after_move(large({{"c2", 'b'}, {"i9", 'w'}}, 'b'), "c2-c1"), large({{"c1", 'B'}, {"i9", 'w'}}, 'w'));
}

TEST(DammaLargeBoard, DammasFlyAcrossTheBoardUnderBothLandingRules) {
  EXPECT_EQ(names_of(large({{"a1", 'W'}, {"i9", 'b'}})).size(), 8u + 8u + 7u) << "a1 along the file, rank and diagonal";
  const auto line = large({{"a1", 'W'}, {"f6", 'b'}, {"a9", 'b'}});
  EXPECT_TRUE(has_move(names_of(line), "a1xg7"));
  EXPECT_FALSE(has_move(names_of(line), "a1xh8"));
  for (const char* far : {"a1xg7", "a1xh8", "a1xi9"}) EXPECT_TRUE(has_move(names_of(line, MoveRules{true}), far)) << far;
  // From g7 the Damma turns along rank 7 over c7 to b7 (not twice over f6).
  const auto turn = large({{"a1", 'W'}, {"f6", 'b'}, {"c7", 'b'}, {"i1", 'b'}});
  EXPECT_TRUE(has_move(names_of(turn), "a1xg7xb7"));
  EXPECT_EQ(after_move(turn, "a1xg7xb7"), large({{"b7", 'W'}, {"i1", 'b'}}, 'b'));
}

TEST(DammaLargeBoard, FaultsAndHuffsInAGame) {
  // White's e3 could take d4 (landing on c5); White moves a1 instead: e3 is at fault, and Black
  // huffs it.
  auto game = make_game("damma", {{"board", "9"}, {"start", large({{"e3", 'w'}, {"d4", 'b'}, {"a1", 'w'}, {"i9", 'b'}})}});
  auto s = game->initial_state();
  play(*s, {"a1-a2"});
  const auto& d = static_cast<const DammaState&>(*s);
  EXPECT_EQ(d.position().text(), large({{"e3", 'w'}, {"d4", 'b'}, {"a2", 'w'}, {"i9", 'b'}}, 'b', "e3"));
  EXPECT_NE(s->last_event().find("at fault: e3"), std::string::npos) << s->last_event();
  play(*s, {"huff e3"});
  EXPECT_EQ(d.position().text(), large({{"d4", 'b'}, {"a2", 'w'}, {"i9", 'b'}}, 'w'));
  EXPECT_EQ(d.quiet_plies(), 0) << "a huff resets the quiet count";
}

TEST(DammaLargeBoard, PerftOfTheStart) {
  // The same counts as the independent generator: python3 tests/tools/damma_move_count.py D START.
  const auto start = Position::initial(kLargeBoard);
  const std::vector<int64_t> expected = {4, 13, 74, 694, 8017, 104142};
  for (int depth = 1; depth <= 6; ++depth) EXPECT_EQ(perft(start, MoveRules{}, depth), expected[size_t(depth - 1)]) << depth;
  EXPECT_EQ(perft(start, MoveRules{true}, 6), 104142) << "no Damma before ply 6";
}

TEST(DammaLargeBoard, DrawnWithCoordinatesWithinEightyColumns) {
  auto s = make_game("damma", {{"board", "9"}})->initial_state();
  const std::string text = s->render(0, Lang::En);
  std::istringstream lines(text);
  int rows = 0;
  for (std::string line; std::getline(lines, line); ++rows) EXPECT_LE(line.size(), 80u) << line;
  EXPECT_NE(text.find("a  b  c  d  e  f  g  h  i"), std::string::npos) << text;
  EXPECT_NE(text.find("  9  b  b  b  b  b  b  b  b  b  9"), std::string::npos) << text;
  EXPECT_NE(text.find("  5  b  b  b  b  .  w  w  w  w  5"), std::string::npos) << text;
}

TEST(DammaLargeBoard, TheViewSaysTheBoard) {
  auto s = make_game("damma", {{"board", "9"}})->initial_state();
  const auto v = view_json(*s, kSpectator);
  EXPECT_EQ(v["board"], 9);
  EXPECT_EQ(v["position"], kStart9);
  EXPECT_EQ(v["legal"], nlohmann::json({"d4-e5", "e4-e5", "f4-e5", "f5-e5"}));
  EXPECT_EQ(view_json(*make_game("damma")->initial_state(), kSpectator)["board"], 5);
}

TEST(DammaLargeBoard, TheEngineTakesAndHuffs) {
  Engine engine(MoveRules{});
  SearchLimits limits;
  limits.depth = 4;
  auto r = engine.search(Position::parse(large({{"h2", 'w'}, {"g3", 'b'}})), limits);
  EXPECT_EQ(move_name(r.best), "h2xf4");
  EXPECT_GT(r.score, kWin - 1000);
  r = engine.search(Position::parse(large({{"e3", 'w'}, {"a2", 'w'}, {"i9", 'b'}, {"i8", 'b'}}, 'b', "e3")), limits);
  EXPECT_EQ(move_name(r.best), "huff e3");
  limits.depth = 3;
  r = engine.search(Position::initial(kLargeBoard), limits);
  EXPECT_EQ(r.depth, 3);
  EXPECT_GT(r.nodes, 0);
}

TEST(DammaLargeBoard, BotSettingsHoldOnBothBoards) {
  const auto s = alphabeta_settings("alphabeta:depth=3,king=250,centre=4");
  EXPECT_EQ(s.weights.king, 250);
  EXPECT_EQ(s.large_weights.king, 250);
  EXPECT_EQ(s.large_weights.centre, 4);
  EXPECT_EQ(s.large_weights.man, large_board_weights().man) << "what is not set keeps the board's default";
  EXPECT_EQ(alphabeta_settings("alphabeta").large_weights.king, large_board_weights().king);
  const auto& entry = find_game("damma");
  auto game = make_game("damma", {{"board", "9"}});
  auto state = game->initial_state();
  Rng rng(3);
  for (const char* name : {"greedy", "alphabeta:depth=2"}) {
    auto bot = make_bot(entry, *game, name);
    const Action a = bot->choose(*state, rng);
    const auto legal = state->legal_actions();
    EXPECT_NE(std::find(legal.begin(), legal.end(), a), legal.end()) << name;
  }
}

// One ranking for the hint, the end-of-game report and the analysis of a board (the board's
// advice_depth, no time budget): a move the hint calls best is never a loss in the report nor a
// mistake in the analysis, and every loss they name is the hint's own difference of chances.
TEST(DammaLargeBoard, TheHintTheReportAndTheAnalysisJudgeEveryMoveAlike) {
  const auto& entry = find_game("damma");
  for (const auto& [board, plies] : std::vector<std::pair<std::string, int>>{{"5", 14}, {"9", 24}}) {
    table::Table t(table::TableSetup{&entry, {{"board", board}}, {"human", "human"}, 7});
    const auto greedy = make_bot(entry, t.game(), "greedy");
    Rng rng(7);
    struct Judged {
      std::vector<RankedAction> hint;
      Action chosen;
    };
    std::vector<Judged> judged;
    std::vector<Action> actions;
    for (int ply = 0; ply < plies && !t.over(); ++ply) {
      const auto hint = advise_damma(t.state());
      // Half the moves the hint's best, half the greedy bot's (often worse).
      const Action a = ply % 2 == 0 ? hint.front().action : bot_action(*greedy, t.state(), rng);
      judged.push_back({hint, a});
      actions.push_back(a);
      t.apply(a, Decider::Person);
    }
    // The report: a loss exactly where the hint ranks the move below its best.
    size_t losses = 0;
    for (const auto& j : judged) {
      const auto& chosen = *std::find_if(j.hint.begin(), j.hint.end(), [&](const RankedAction& r) { return r.action == j.chosen; });
      losses += *j.hint.front().win_chance - *chosen.win_chance > 1e-9 ? 1 : 0;
    }
    size_t items = 0;
    for (const auto& r : t.report()) {
      EXPECT_TRUE(r.in_chances) << board;
      items += r.items.size();
    }
    EXPECT_EQ(items, losses) << "board " << board;
    EXPECT_GT(losses, 0u) << "the greedy moves lost something on board " << board;
    // The analysis: the hint's best is never judged, and each loss is the hint's.
    auto model = entry.analysis.analysis(t.game());
    const auto a = solve::analyse_actions(*model, *t.game().initial_state(), actions);
    size_t step = 0;
    for (const auto& s : a.steps) {
      if (!s.decision) continue;
      const auto& j = judged[step++];
      if (!s.judged) continue;
      const auto& chosen = *std::find_if(j.hint.begin(), j.hint.end(), [&](const RankedAction& r) { return r.action == j.chosen; });
      EXPECT_NEAR(s.loss, *j.hint.front().win_chance - *chosen.win_chance, 1e-9) << board << " ply " << s.index;
      if (j.chosen == j.hint.front().action) {
        EXPECT_EQ(s.judgement, solve::Judgement::None) << board << " ply " << s.index;
      }
    }
    EXPECT_EQ(step, judged.size());
  }
}
