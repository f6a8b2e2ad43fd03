// Damma (RULES.md §3): every rule as a small ASCII position, perft (depths 1-2 of the start counted
// by hand, deeper counts checked by an independent generator), draws, resignation, bad input, the
// engine on forced positions and the bots' settings and draw policy.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <set>

#include "bots/damma/damma_bots.h"
#include "catalog/registry.h"
#include "core/error.h"
#include "core/match.h"
#include "games/damma/damma_game.h"
#include "present/view_json.h"
#include "support/test_util.h"

using namespace cubilete;
using namespace cubilete::damma;
using cubilete::test::play;

namespace {

MoveRules adjacent{false}, any_landing{true};

std::vector<std::string> moves_of(const std::string& pos, MoveRules rules = adjacent) {
  std::vector<Move> moves;
  generate_moves(Position::parse(pos), rules, moves);
  std::vector<std::string> names;
  for (const auto& m : moves) names.push_back(move_name(m));
  std::sort(names.begin(), names.end());
  return names;
}

bool has(const std::vector<std::string>& v, const std::string& x) { return std::find(v.begin(), v.end(), x) != v.end(); }

// The position after the named move.
std::string after(const std::string& pos, const std::string& move, MoveRules rules = adjacent) {
  const auto p = Position::parse(pos);
  std::vector<Move> moves;
  generate_moves(p, rules, moves);
  for (const auto& m : moves)
    if (move_name(m) == move) return apply_move(p, rules, m).text();
  ADD_FAILURE() << move << " is not legal in " << pos;
  return "";
}

}  // namespace

TEST(DammaPosition, TextRoundTripAndErrors) {
  const std::string start = "bbbbb/bbbbb/bb.ww/wwwww/wwwww w -";
  EXPECT_EQ(Position::initial().text(), start);
  EXPECT_EQ(Position::parse("W..../...../..b../...../....B b a5").text(), "W..../...../..b../...../....B b a5");
  for (const char* bad : {"bbbbb/bbbbb/bb.ww/wwwww w -", "bbbbb/bbbbb/bb.ww/wwwww/wwwwx w -", "bbbbb/bbbbb/bb.ww/wwwww/wwwww x -",
                          "bbbbb/bbbbb/bb.ww/wwwww/wwwww w c3", "bbbbb/bbbbb/bb.ww/wwwww/wwwww w z9", "bbbbb/bbbbbb/b.ww/wwwww/wwwww w -",
                          "bbbbb/bbbbb/bb.ww/wwwww/wwwww", ""})
    EXPECT_THROW(Position::parse(bad), UsageError) << bad;
  try {
    Position::parse("bbbbb/bbbbb/bb.ww/wwwww/wwwww w c3");
  } catch (const UsageError& e) {
    EXPECT_NE(std::string(e.what()).find("a fault on c3 needs a piece of the side that just moved"), std::string::npos);
  }
}

TEST(DammaRules, ManStepsInAllEightDirections) {
  EXPECT_EQ(moves_of("b..../...../..w../...../..... w -"),
            (std::vector<std::string>{"c3-b2", "c3-b3", "c3-b4", "c3-c2", "c3-c4", "c3-d2", "c3-d3", "c3-d4"}));
  EXPECT_EQ(moves_of("b..../...../...../...../w.... w -"), (std::vector<std::string>{"a1-a2", "a1-b1", "a1-b2"}));
}

TEST(DammaRules, CapturesInEveryDirectionAndMultipleCaptures) {
  const std::string ring = "...../.bbb./.bwb./.bbb./..... w -";
  const auto m = moves_of(ring);
  for (const char* single : {"c3xa1", "c3xc1", "c3xe1", "c3xa3", "c3xe3", "c3xa5", "c3xc5", "c3xe5"})
    EXPECT_TRUE(has(m, single)) << single;
  EXPECT_TRUE(has(m, "c3xc1xa3")) << "after landing on c1 the man goes on over b2";
  EXPECT_FALSE(has(m, "c3-b2")) << "every neighbour is occupied";
  // A sequence and each of its prefixes are distinct actions; jumped pieces stay until the end.
  const std::string two = "b..../...b./...../.b.../w.... w -";
  EXPECT_EQ(moves_of(two), (std::vector<std::string>{"a1-a2", "a1-b1", "a1xc3", "a1xc3xe5"}));
  EXPECT_EQ(after(two, "a1xc3xe5"), "b...W/...../...../...../..... b -") << "and it ends on the far rank: a Damma";
}

TEST(DammaRules, APieceIsNeverJumpedTwiceAndJumpedPiecesStillBlock) {
  // a1 x c3 (over b2); from c3 back over b2 is not allowed; c3 x c5 over c4 ends the line.
  const auto m = moves_of("...../..b../...../.b.../w.... w -");
  EXPECT_TRUE(has(m, "a1xc3xc5"));
  EXPECT_FALSE(has(m, "a1xc3xa1"));
}

TEST(DammaRules, DammaMovesAndCapturesUnderBothOptions) {
  const std::string pos = "b..../...../...../...../W.... w -";
  const auto m = moves_of(pos);
  EXPECT_EQ(m.size(), 11u) << "a1 flies up the file, along the rank and the diagonal to d4 (a5 blocks nothing)";
  const std::string capture = "....b/...../..b../...../W.... w -";
  EXPECT_TRUE(has(moves_of(capture), "a1xd4"));
  EXPECT_FALSE(has(moves_of(capture), "a1xe5")) << "e5 is occupied anyway";
  const std::string open = "b..../...../..b../...../W.... w -";
  EXPECT_TRUE(has(moves_of(open, adjacent), "a1xd4"));
  EXPECT_FALSE(has(moves_of(open, adjacent), "a1xe5"));
  EXPECT_TRUE(has(moves_of(open, any_landing), "a1xe5")) << "king_lands=any";
  // Flying over two pieces is not a capture.
  EXPECT_FALSE(has(moves_of("....b/...b./..b../...../W.... w -"), "a1xe5"));
}

TEST(DammaRules, DammaMultipleCapturesAndFaults) {
  // The Damma flies a1 over c3 to d4, then down the d file over d2 to d1.
  const std::string pos = "b..../...../..b../...b./W.... w -";
  const auto m = moves_of(pos);
  EXPECT_TRUE(has(m, "a1xd4"));
  EXPECT_TRUE(has(m, "a1xd4xd1"));
  EXPECT_EQ(after(pos, "a1xd4xd1"), "b..../...../...../...../...W. b -");
  // Stopping on d4 leaves it at fault; so does a quiet move while it could capture.
  EXPECT_EQ(after(pos, "a1xd4"), "b..../...W./...../...b./..... b d4");
  EXPECT_EQ(after(pos, "a1-a2"), "b..../...../..b../W..b./..... b a2");
}

TEST(DammaRules, PromotionOnlyAtTheEndOfAMove) {
  const std::string pos = "...../.bb../w..../...../....b w -";
  // Stopping on the far rank promotes; the piece could have gone on over c4, so it is at fault.
  EXPECT_EQ(after(pos, "a3xc5"), "..W../..b../...../...../....b b c5");
  EXPECT_EQ(after(pos, "a3xc5xc3"), "...../...../..w../...../....b b -") << "passing rank 5 mid-capture";
  EXPECT_EQ(after("...../..w../...../...../b.... w -", "c4-c5"), "..W../...../...../...../b.... b -");
}

TEST(DammaFaults, NonCaptureWhileACaptureWasPossible) {
  // c3 could take c4; White plays a1-a2 instead: c3 is at fault.
  const std::string pos = "...../..b../..w../...../w...b w -";
  EXPECT_EQ(after(pos, "a1-a2"), "...../..b../..w../w..../....b b c3");
  // The piece that could capture moved: it keeps its fault on the new square.
  EXPECT_EQ(after(pos, "c3-b2"), "...../..b../...../.w.../w...b b b2");
  // A capture is never a fault, not even with other pieces able to capture.
  EXPECT_EQ(after("...../..b../..w../...../wb... w -", "a1xc1"), "...../..b../..w../...../..w.. b -");
  EXPECT_EQ(Position::parse(after("...../..b../..w.w/...b./....b w -", "e3xc1")).faults, 0u);
}

TEST(DammaFaults, StoppingAMultipleCaptureThatCouldGoOn) {
  const std::string two = "b..../...b./...../.b.../w.... w -";
  EXPECT_EQ(after(two, "a1xc3"), "b..../...b./..w../...../..... b c3");
  EXPECT_EQ(after(two, "a1xc3xe5"), "b...W/...../...../...../..... b -");
}

TEST(DammaFaults, HuffLapseAndNoFaultFromAHuff) {
  auto game = make_game("damma", {{"start", "b..../..b../..w../...../w...b w -"}});
  auto s = game->initial_state();
  play(*s, {"a1-a2"});
  const auto& d = static_cast<const DammaState&>(*s);
  EXPECT_EQ(d.position().faults, 1u << 12);
  EXPECT_NE(s->last_event().find("at fault: c3"), std::string::npos) << s->last_event();
  auto huffed = s->clone();
  play(*huffed, {"huff c3"});
  EXPECT_EQ(static_cast<const DammaState&>(*huffed).position().text(), "b..../..b../...../w..../....b w -");
  // The huff turn creates no fault, although Black's c4 could have captured c3 instead.
  EXPECT_EQ(static_cast<const DammaState&>(*huffed).position().faults, 0u);
  // If Black moves instead, the right lapses: c3 is no longer at fault; Black's own c4, which
  // could capture and did not, now is.
  play(*s, {"a5-a4"});
  EXPECT_EQ(static_cast<const DammaState&>(*s).position().text(), "...../b.b../..w../w..../....b w c4");
  EXPECT_FALSE(s->parse_action("huff c3").ok);
}

TEST(DammaEnd, BlockedOrNoPiecesLoses) {
  auto game = make_game("damma", {{"start", "...../...../b.b../bb.../wbb.. w -"}});
  auto s = game->initial_state();
  ASSERT_TRUE(s->is_terminal());
  EXPECT_EQ(s->returns(), (std::vector<double>{0, 1}));
  game = make_game("damma", {{"start", "...../...../..b../...../..... w -"}});
  s = game->initial_state();
  ASSERT_TRUE(s->is_terminal());
  EXPECT_EQ(s->returns(), (std::vector<double>{0, 1}));
  // Capturing the last piece wins.
  game = make_game("damma", {{"start", "...../...../..b../.w.../..... w -"}});
  s = game->initial_state();
  play(*s, {"b2xd4"});
  ASSERT_TRUE(s->is_terminal());
  EXPECT_EQ(s->returns(), (std::vector<double>{1, 0}));
}

TEST(DammaEnd, DrawsResignationAndAgreement) {
  auto game = make_game("damma", {{"start", "....B/...../...../...../W.... w -"}});
  auto s = game->initial_state();
  play(*s, {"a1-a2", "e5-e4", "a2-a1", "e4-e5", "a1-a2", "e5-e4", "a2-a1"});
  EXPECT_FALSE(s->is_terminal());
  play(*s, {"e4-e5"});  // the start position for the third time
  ASSERT_TRUE(s->is_terminal());
  EXPECT_EQ(s->returns(), (std::vector<double>{0.5, 0.5}));
  EXPECT_NE(s->last_event().find("threefold"), std::string::npos);

  game = make_game("damma", {{"start", "....B/...../...../...../W.... w -"}, {"draw_plies", "3"}});
  s = game->initial_state();
  play(*s, {"a1-b1", "e5-d5", "b1-c1"});
  ASSERT_TRUE(s->is_terminal());
  EXPECT_NE(s->last_event().find("3 plies without a capture or a huff"), std::string::npos);

  s = make_game("damma")->initial_state();
  auto g = make_game("damma");
  s = g->initial_state();
  EXPECT_FALSE(s->parse_action("accept draw").ok);
  play(*s, {"offer draw", "d3-c3"});
  play(*s, {"accept draw"});
  ASSERT_TRUE(s->is_terminal());
  EXPECT_EQ(s->returns(), (std::vector<double>{0.5, 0.5}));
  s = g->initial_state();
  play(*s, {"d3-c3", "resign"});
  EXPECT_EQ(s->returns(), (std::vector<double>{1, 0}));
}

// The repetition key holds the pieces at fault. Here the same board with
// White to move comes back three times, once without a fault and twice with a5 at fault (Black's
// a5 could take b4 and its king moved instead): two positions, neither seen three times yet.
TEST(DammaEnd, RepetitionCountsThePiecesAtFault) {
  auto game = make_game("damma", {{"start", "....B/bww../...../...../W.... b -"}});
  auto s = game->initial_state();
  const auto& d = static_cast<const DammaState&>(*s);
  play(*s, {"a4-a5"});  // a4 could take nothing: no fault
  EXPECT_EQ(d.position().text(), "b...B/.ww../...../...../W.... w -");
  const std::vector<std::string> cycle = {"a1-a2", "e5-e4", "a2-a1", "e4-e5"};
  play(*s, cycle);
  EXPECT_EQ(d.position().text(), "b...B/.ww../...../...../W.... w a5") << "the same board, a5 now at fault";
  EXPECT_EQ(d.occurrences(), 1);
  play(*s, cycle);
  EXPECT_EQ(d.occurrences(), 2);
  EXPECT_FALSE(s->is_terminal()) << "the board and side for the third time, but with other faults the first time";
  play(*s, {"a1-a2"});  // this position (Black to move, no fault) is here for the third time
  ASSERT_TRUE(s->is_terminal());
  EXPECT_NE(s->last_event().find("threefold"), std::string::npos) << s->last_event();
}

// A capture and a huff each reset the count of plies towards draw_plies.
TEST(DammaEnd, CapturesAndHuffsResetTheQuietCount) {
  auto game = make_game("damma", {{"start", "....B/...../..b../.w.../W.... w -"}, {"draw_plies", "3"}});
  auto s = game->initial_state();
  const auto& d = static_cast<const DammaState&>(*s);
  play(*s, {"a1-a2", "e5-e4"});
  EXPECT_EQ(d.quiet_plies(), 2);
  play(*s, {"b2xd4"});
  EXPECT_EQ(d.quiet_plies(), 0) << "a capture";
  play(*s, {"e4-e5", "a2-a1"});
  EXPECT_FALSE(s->is_terminal()) << "4 plies since the start, 2 since the capture";
  play(*s, {"e5-e4"});
  ASSERT_TRUE(s->is_terminal());
  EXPECT_NE(s->last_event().find("draw: 3 plies without a capture or a huff"), std::string::npos);

  game = make_game("damma", {{"start", "b..../..b../..w../...../w...b w -"}, {"draw_plies", "3"}});
  s = game->initial_state();
  const auto& h = static_cast<const DammaState&>(*s);
  play(*s, {"a1-a2"});
  EXPECT_EQ(h.quiet_plies(), 1);
  play(*s, {"huff c3"});
  EXPECT_EQ(h.quiet_plies(), 0) << "a huff";
  play(*s, {"a2-a1", "e1-e2"});
  EXPECT_FALSE(s->is_terminal());
  play(*s, {"a1-a2"});
  EXPECT_TRUE(s->is_terminal());
}

// RULES.md §3, `draw_plies` default 100.
TEST(DammaEnd, DrawPliesDefaultsToOneHundred) {
  const auto game = std::static_pointer_cast<const DammaGame>(make_game("damma"));
  EXPECT_EQ(game->draw_plies(), 100);
  EXPECT_EQ(game->rules().get_int("draw_plies"), 100);
  EXPECT_NE(game->initial_state()->render(0, Lang::En).find("(draw at 100)"), std::string::npos);
}

TEST(DammaInput, IllegalMovesAreExplained) {
  auto g = make_game("damma");
  auto s = g->initial_state();
  for (const char* bad : {"a1-a3", "c3-c4", "d3xd5", "huff c3", "z9-a1", ""}) {
    auto r = s->parse_action(bad);
    EXPECT_FALSE(r.ok) << bad;
    EXPECT_NE(r.error.find("Legal now: b2-c3, c2-c3, d2-c3, d3-c3"), std::string::npos) << r.error;
  }
  EXPECT_THROW(make_game("damma", {{"start", "bbbbb w -"}}), UsageError);
}

TEST(DammaPerft, StartPositionCountedByHandAndRegressions) {
  // By hand: 4 first moves into c3; then 3 + 3 + 2 + 4 answers.
  const auto start = Position::initial();
  EXPECT_EQ(perft(start, adjacent, 1), 4);
  EXPECT_EQ(perft(start, adjacent, 2), 12);
  // Deeper: these and every count below agree with tests/tools/damma_move_count.py, an
  // independent generator and perft written from the rules text (no shared code or structure):
  // `python3 tests/tools/damma_move_count.py DEPTH POSITION` (depth 6 of the start, 4 of the others).
  EXPECT_EQ(perft(start, adjacent, 3), 63);
  EXPECT_EQ(perft(start, adjacent, 4), 532);
  EXPECT_EQ(perft(start, adjacent, 5), 5136);
  EXPECT_EQ(perft(start, adjacent, 6), 54703);
  EXPECT_EQ(perft(start, any_landing, 6), 54707);
  const auto kings = Position::parse("B..b./.w.../..W../...b./w...B w -");
  const auto ring = Position::parse("...../.bbb./.bwb./.bbb./..... w -");
  const auto fault = Position::parse("...../..b../..w../w..../....b b c3");
  for (auto rules : {adjacent, any_landing}) {
    std::vector<int64_t> counts;
    for (const auto& p : {kings, ring, fault})
      for (int d = 1; d <= 4; ++d) counts.push_back(perft(p, rules, d));
    const std::vector<int64_t> any = {20, 508, 10671, 291093, 272, 5540, 57482, 1103280, 12, 150, 1688, 19954};
    const std::vector<int64_t> adjacent_only = {20, 502, 10412, 274882, 272, 5540, 52575, 1042292, 12, 150, 1682, 19932};
    EXPECT_EQ(counts, rules.king_lands_any ? any : adjacent_only);
  }
}

TEST(DammaEngine, FindsTheWinningCaptureAndAHuff) {
  Engine engine(adjacent);
  SearchLimits limits;
  limits.depth = 4;
  auto r = engine.search(Position::parse("...../...../..b../.w.../..... w -"), limits);
  EXPECT_EQ(move_name(r.best), "b2xd4");
  EXPECT_GT(r.score, kWin - 1000);
  r = engine.search(Position::parse("b..../...../..w../...../....w b c3"), limits);
  EXPECT_EQ(move_name(r.best), "huff c3");
}

TEST(DammaEngine, ScoresRepetitionsAndTheQuietLimitAsDraws) {
  // White's only move is a1-a2 (b1, b2 are Black's and c1, c3 beyond them are taken), and
  // Black is far ahead: without history the search sees a lost game, with history it sees a draw.
  const auto p = Position::parse("bbbbb/...../b.b../.b.../wbb.. w -");
  ASSERT_EQ(moves_of(p.text()), std::vector<std::string>{"a1-a2"});
  const auto next = Position::parse(after(p.text(), "a1-a2"));
  SearchLimits limits;
  limits.depth = 3;
  EXPECT_LT(Engine(adjacent).search(p, limits).score, -300);
  EXPECT_EQ(Engine(adjacent).search(p, limits, GameHistory{{zobrist(p), zobrist(next)}, 0, 0}).score, 0);
  EXPECT_EQ(Engine(adjacent).search(p, limits, GameHistory{{zobrist(p)}, 99, 100}).score, 0);
  EXPECT_LT(Engine(adjacent).search(p, limits, GameHistory{{zobrist(p)}, 98, 100}).score, -300);
}

TEST(DammaBots, AlphaBetaSettingsAndTheirErrors) {
  const auto s = alphabeta_settings("alphabeta:depth=5,king=250,advance=2,centre=6,huff=60,man=90,draw=0");
  EXPECT_EQ(s.limits.depth, 5);
  EXPECT_EQ(s.limits.movetime_ms, 0);
  EXPECT_EQ(s.weights.king, 250);
  EXPECT_EQ(s.weights.advance, 2);
  EXPECT_EQ(s.weights.centre, 6);
  EXPECT_EQ(s.weights.huff_share, 60);
  EXPECT_EQ(s.weights.man, 90);
  EXPECT_EQ(s.draw_margin, 0);
  EXPECT_EQ(alphabeta_settings("alphabeta").limits.movetime_ms, 1000);
  for (const char* bad : {"alphabeta:depth=0", "alphabeta:king=x", "alphabeta:colour=3", "alphabeta:man=0",
                          "alphabeta:depth", "alphabeta:king=-5"})
    EXPECT_THROW(alphabeta_settings(bad), UsageError) << bad;
  const auto& entry = find_game("damma");
  auto game = make_game("damma");
  EXPECT_THROW(make_bot(entry, *game, "greedy:depth=2"), UsageError);
}

// A declined draw offer is visible: moving instead of accepting says so.
TEST(Damma, ADeclinedDrawOfferIsSaid) {
  const auto& entry = find_game("damma");
  auto game = make_game("damma", {{"start", "bbb.b/...../...../...b./w.... w -"}});
  auto s = game->initial_state();
  play(*s, {"offer draw"});
  EXPECT_EQ(s->last_event(), "White offers a draw");
  play(*s, {"a1-b1"});
  EXPECT_EQ(s->last_event(), "") << "the offerer's own move declines nothing";
  // The bot, far ahead, moves instead of accepting.
  auto bot = make_bot(entry, *game, "alphabeta:depth=3");
  Rng rng(1);
  const Action answer = bot->choose(*s, rng);
  ASSERT_EQ(s->action_to_string(answer).find("draw"), std::string::npos);
  s->apply(answer);
  EXPECT_EQ(s->last_event().rfind("Black declines the draw offer", 0), 0u) << s->last_event();
  EXPECT_EQ(view_json(*s, kSpectator)["last_event"], s->last_event());
  EXPECT_FALSE(s->parse_action("accept draw").ok) << "the offer lapsed";
  // The next move, with no offer standing, says nothing of it.
  play(*s, {s->action_to_string(s->legal_actions()[0])});
  EXPECT_EQ(s->last_event().find("declines"), std::string::npos);
}

// Found by the client_message fuzzer: the server accepted a room with the bot "alphabeta:depth-2"
// (the name was checked, its settings only when the room started, which killed the server). The
// name check reads the settings now, as the bot's maker does.
TEST(DammaBots, CheckingABotNameReadsItsSettings) {
  const auto& entry = find_game("damma");
  for (const char* bad : {"alphabeta:depth-2", "alphabeta:depth=0", "alphabeta:depth=", "alphabeta:king=x,depth=2"})
    EXPECT_THROW(check_bot_name(entry, bad, false), UsageError) << bad;
  EXPECT_NO_THROW(check_bot_name(entry, "alphabeta:depth=3,king=250", false));
  EXPECT_NO_THROW(check_bot_name(entry, "alphabeta", false));
}

TEST(DammaBots, AlphaBetaAnswersAndMakesDrawOffers) {
  const auto& entry = find_game("damma");
  // White offers a draw and moves; Black answers. Black is far behind here, far ahead there.
  auto answer = [&](const std::string& start) {
    auto game = make_game("damma", {{"start", start}});
    auto s = game->initial_state();
    play(*s, {"offer draw", "a1-b1"});
    auto bot = make_bot(entry, *game, "alphabeta:depth=3");
    Rng rng(1);
    return s->action_to_string(bot->choose(*s, rng));
  };
  EXPECT_EQ(answer("...b./...../...../ww.w./w.... w -"), "accept draw");
  EXPECT_NE(answer("bbb.b/...../...../...b./w.... w -"), "accept draw");
  EXPECT_EQ(answer("bbb.b/...../...../...b./w.... w -").find("draw"), std::string::npos);
  // Behind, it offers a draw once, then moves; the offer does not repeat on its next turn.
  auto game = make_game("damma", {{"start", "...b./...../...../ww.w./w.... b -"}});
  auto s = game->initial_state();
  auto bot = make_bot(entry, *game, "alphabeta:depth=3");
  Rng rng(1);
  Action a = bot->choose(*s, rng);
  EXPECT_EQ(s->action_to_string(a), "offer draw");
  s->apply(a);
  a = bot->choose(*s, rng);
  EXPECT_EQ(s->legal_actions().size() > size_t(a), true) << s->action_to_string(a);
  s->apply(a);
  s->apply(s->legal_actions().front());  // White declines by moving
  EXPECT_NE(s->action_to_string(bot->choose(*s, rng)), "offer draw");
  // draw=0: never.
  auto calm = make_bot(entry, *game, "alphabeta:depth=3,draw=0");
  EXPECT_NE(s->action_to_string(calm->choose(*game->initial_state(), rng)), "offer draw");
}

TEST(DammaMatch, RandomOpeningsAreTheSameWhicheverBotsPlay) {
  const auto& entry = find_game("damma");
  auto game = make_game("damma");
  auto greedy = make_bot(entry, *game, "greedy");
  auto search = make_bot(entry, *game, "alphabeta:depth=2");
  std::set<std::vector<std::string>> openings;
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    GameRecord a, b;
    play_out(*game, {greedy.get(), search.get()}, seed, &a, 6);
    play_out(*game, {search.get(), greedy.get()}, seed, &b, 6);
    ASSERT_GE(a.actions.size(), 6u);
    ASSERT_GE(b.actions.size(), 6u);
    const std::vector<std::string> first(a.actions.begin(), a.actions.begin() + 6);
    EXPECT_EQ(first, std::vector<std::string>(b.actions.begin(), b.actions.begin() + 6));
    openings.insert(first);
  }
  EXPECT_GT(openings.size(), 15u);  // varied
}

// The terminal tells a Damma game in the reader's language: the side to move, the counts, an offer
// and what a move brought; last_event (the server's and the record's) stays English.
TEST(Damma, TheTerminalSpeaksEachLanguage) {
  auto game = make_game("damma", {{"start", "bbb.b/...../...../...b./w.... w -"}, {"draw_plies", "40"}});
  auto s = game->initial_state();
  EXPECT_NE(s->render(0, Lang::En).find("White to move; 0 plies without capture or huff (draw at 40)"),
            std::string::npos);
  EXPECT_NE(s->render(0, Lang::PtBR).find("Vez das Brancas; 0 lances sem comer nem assoprar (empate em 40)"),
            std::string::npos) << s->render(0, Lang::PtBR);
  EXPECT_NE(s->render(0, Lang::EsAR).find("Juegan las Blancas; 0 jugadas sin comer ni soplar (tablas en 40)"),
            std::string::npos) << s->render(0, Lang::EsAR);
  play(*s, {"offer draw", "a1-b1"});
  const auto pt = s->render(1, Lang::PtBR);
  EXPECT_NE(pt.find("Vez das Pretas"), std::string::npos) << pt;
  EXPECT_NE(pt.find("Brancas oferecem empate: `accept draw` para aceitar"), std::string::npos) << pt;
  EXPECT_NE(s->render(1, Lang::EsAR).find("Juegan las Negras"), std::string::npos);
  EXPECT_NE(s->render(1, Lang::EsAR).find("Blancas ofrecen tablas"), std::string::npos);
  play(*s, {"resign"});
  ASSERT_TRUE(s->is_terminal());
  EXPECT_EQ(s->last_event(), "Black resigns");
  EXPECT_NE(s->render(0, Lang::En).find("Black resigns: White wins"), std::string::npos);
  EXPECT_NE(s->render(0, Lang::PtBR).find("Pretas desistem: Brancas ganham"), std::string::npos);
  EXPECT_NE(s->render(0, Lang::EsAR).find("Negras abandonan: ganan Blancas"), std::string::npos);
}

// Every note and every status line in every language fills its blanks (a blank a language names
// differently would throw while a game is drawn) and says something of its own.
TEST(Damma, EveryNoteIsToldInEveryLanguage) {
  using Kind = DammaNote::Kind;
  const std::vector<DammaNote> notes = {
      {Kind::Resigns, kWhite},   {Kind::OffersDraw, kBlack},       {Kind::AcceptsDraw, kWhite},
      {Kind::DeclinesDraw, kBlack}, {Kind::BecomesDamma, kWhite, "c5"}, {Kind::AtFault, -1, "b2, d4"},
      {Kind::NoPieces, kBlack},  {Kind::NoMoves, kWhite},          {Kind::Repetition},
      {Kind::QuietPlies, -1, {}, 40}, {Kind::Agreement},           {Kind::Resignation, kBlack}};
  for (const Lang lang : kLangs) {
    std::set<std::string> told;
    for (const auto& note : notes) {
      std::string text;
      ASSERT_NO_THROW(text = notes_text({note}, lang)) << int(note.kind) << " in " << lang_code(lang);
      EXPECT_FALSE(text.empty());
      EXPECT_TRUE(told.insert(text).second) << text << ": said of two notes";
    }
    for (const bool faults : {false, true})
      for (const int offered_by : {-1, kBlack})
        EXPECT_NO_THROW(damma_status(kWhite, faults, 3, 40, offered_by, lang)) << lang_code(lang);
  }
  EXPECT_EQ(notes_text(notes, Lang::En).substr(0, 37), "White resigns; Black offers a draw; W");
}
