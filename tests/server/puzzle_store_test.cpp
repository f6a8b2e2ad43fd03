// The store's puzzles (migration 12; store/puzzle_store.h) on both databases: a puzzle is kept
// once; a serve is near the person's rating and never one of their last served; an open rated
// serve comes back; a serve's first answer alone counts, rated as accounts/puzzle_rating.h rates
// it, even when two answers race; a missed own mistake comes back after 1, 3 and 7 days until
// answered right twice; a visitor's ticket answers once; the day's puzzle is chosen once; an
// account's deletion takes its puzzle rows.
#include <future>
#include <set>
#include <thread>

#include "accounts/puzzle_rating.h"
#include "store_fixture.h"

namespace cubilete::store::test_db {
namespace {

constexpr int64_t kDay = 24LL * 3600 * 1000;
constexpr int64_t kStart = 1'700'000'000'000;

class PuzzleStoreTest : public StoreTest {
 protected:
  StoredPuzzle puzzle(const std::string& id, double rating, std::vector<std::string> themes = {},
                      const std::string& game = "yatzy", bool pool = true) {
    StoredPuzzle p;
    p.id = id;
    p.game = game;
    p.document = "{\"id\": \"" + id + "\"}";
    p.themes = std::move(themes);
    p.rating = rating;
    p.pool = pool;
    p.created_ms = kStart;
    return p;
  }
  int64_t add(const std::vector<StoredPuzzle>& puzzles, const std::vector<OwnMistake>& mistakes = {},
              int64_t now = kStart) {
    const auto o = wait([&](Answer a) { store().puzzles().add(puzzles, mistakes, now, a); });
    EXPECT_TRUE(o.ok()) << o.message;
    return o.count;
  }
  PuzzleServed serve(int64_t account, PuzzleMode mode, int64_t now = kStart, PuzzleFilter filter = {},
                     double target = 1500, uint32_t pick = 0) {
    auto served = std::make_shared<PuzzleServed>();
    PuzzleServeRequest r;
    r.account = account;
    r.mode = mode;
    r.filter = filter;
    r.target = target;
    r.pick_start = pick;
    r.now_ms = now;
    const auto o = wait([&](Answer a) { store().puzzles().serve(r, served, a); });
    EXPECT_TRUE(o.ok()) << o.message;
    return *served;
  }
  std::pair<Outcome, PuzzleAnswered> answer(int64_t account, const std::string& id, bool correct,
                                            int64_t now = kStart) {
    auto answered = std::make_shared<PuzzleAnswered>();
    const auto o = wait([&](Answer a) {
      store().puzzles().answer({account, id, "{}", correct, now}, answered, a);
    });
    return {o, *answered};
  }
};
STORE_TEST_BACKENDS(PuzzleStoreTest);

TEST_P(PuzzleStoreTest, APuzzleIsKeptOnceAndAMistakeJoinsThePoolWhenOffered) {
  EXPECT_EQ(add({puzzle("a", 1500, {"scratch"}), puzzle("b", 1510)}), 2);
  EXPECT_EQ(add({puzzle("a", 1700, {"scratch"})}), 0);  // the same decision again
  EXPECT_DOUBLE_EQ(store().puzzles().puzzle("a")->rating, 1500);
  EXPECT_EQ(add({puzzle("c", 1500, {"endgame"}, "yatzy", false)}), 1);
  EXPECT_EQ(store().puzzles().count("yatzy"), 2);
  EXPECT_EQ(store().puzzles().choose({"", "endgame"}, 1500, 0), "");
  EXPECT_EQ(add({puzzle("c", 1500, {"endgame"})}), 0);
  EXPECT_EQ(store().puzzles().count("yatzy"), 3);
  EXPECT_EQ(store().puzzles().choose({"yatzy", "endgame"}, 1500, 0), "c");
  EXPECT_EQ(store().puzzles().choose({"", "scratch"}, 900, 12345), "a");
  EXPECT_EQ(store().puzzles().choose({"farkle", ""}, 1500, 0), "");
  EXPECT_FALSE(store().puzzles().puzzle("zzz"));
}

TEST_P(PuzzleStoreTest, ServesNearTheRatingNeverTheLastServedAndAnOpenRatedServeComesBack) {
  std::vector<StoredPuzzle> pool;
  for (int i = 0; i < 40; ++i) pool.push_back(puzzle("p" + std::to_string(i), 800 + 40 * i));
  add(pool);
  const int64_t me = new_account("solver");
  const auto first = serve(me, PuzzleMode::Rated, kStart, {}, 1500, 7);
  ASSERT_FALSE(first.puzzle.empty());
  const double rating = store().puzzles().puzzle(first.puzzle)->rating;
  EXPECT_GE(rating, 1500);  // its own band: 1500 to 1549
  EXPECT_LT(rating, 1550);
  // Unanswered, it comes back, whatever the pick.
  const auto again = serve(me, PuzzleMode::Rated, kStart + 1, {}, 1500, 99);
  EXPECT_EQ(again.puzzle, first.puzzle);
  EXPECT_TRUE(again.again);
  EXPECT_TRUE(answer(me, first.puzzle, true).first.ok());
  // Then each serve is one not served yet while the pool has one, nearest bands first.
  std::set<std::string> seen{first.puzzle};
  for (int i = 0; i < 39; ++i) {
    const auto s = serve(me, PuzzleMode::Rated, kStart + 10 + i, {}, 1500, uint32_t(i * 7919));
    ASSERT_FALSE(s.puzzle.empty());
    EXPECT_TRUE(seen.insert(s.puzzle).second) << s.puzzle << " served twice";
    ASSERT_TRUE(answer(me, s.puzzle, true, kStart + 10 + i).first.ok());
  }
  EXPECT_EQ(seen.size(), 40u);
}

TEST_P(PuzzleStoreTest, OnlyTheFirstAnswerOfTheFirstRatedServeRates) {
  add({puzzle("x", 1600), puzzle("y", 1400)});
  const int64_t me = new_account("rated");
  const auto s = serve(me, PuzzleMode::Rated, kStart, {}, 1600, 0);
  ASSERT_EQ(s.puzzle, "x");
  const auto [o, a] = answer(me, "x", false, kStart + 1000);
  ASSERT_TRUE(o.ok()) << o.message;
  EXPECT_TRUE(a.first);
  EXPECT_TRUE(a.rated);
  const auto expected = accounts::rate_attempt(accounts::kPuzzleStartingPerson, 0, {1600, 300, 0.06}, false,
                                               kStart + 1000);
  EXPECT_NEAR(a.rating_after, expected.person.rating, 1e-9);
  EXPECT_NEAR(store().puzzles().player(me)->rating, expected.person.rating, 1e-9);
  // A provisional person leaves the puzzle as it was.
  EXPECT_FALSE(expected.puzzle_moved);
  EXPECT_DOUBLE_EQ(store().puzzles().puzzle("x")->rating, 1600);
  // A second answer counts for nothing.
  const auto [o2, a2] = answer(me, "x", true, kStart + 2000);
  EXPECT_TRUE(o2.ok());
  EXPECT_FALSE(a2.first);
  EXPECT_FALSE(a2.rated);
  EXPECT_NEAR(store().puzzles().player(me)->rating, expected.person.rating, 1e-9);
  // Never served: refused.
  const auto [o3, a3] = answer(me, "y", true);
  EXPECT_EQ(o3.code, "not_served");
}

TEST_P(PuzzleStoreTest, TwoRacingAnswersRateOnce) {
  add({puzzle("r", 1500)});
  const int64_t me = new_account("racer");
  ASSERT_EQ(serve(me, PuzzleMode::Rated).puzzle, "r");
  auto one = std::make_shared<PuzzleAnswered>(), two = std::make_shared<PuzzleAnswered>();
  std::promise<Outcome> p1, p2;
  store().puzzles().answer({me, "r", "{}", true, kStart + 5}, one, [&](const Outcome& o) { p1.set_value(o); });
  store().puzzles().answer({me, "r", "{}", true, kStart + 5}, two, [&](const Outcome& o) { p2.set_value(o); });
  EXPECT_TRUE(p1.get_future().get().ok());
  EXPECT_TRUE(p2.get_future().get().ok());
  EXPECT_NE(one->first, two->first);
  EXPECT_NE(one->rated, two->rated);
  const auto once = accounts::rate_attempt(accounts::kPuzzleStartingPerson, 0, {1500, 300, 0.06}, true, kStart + 5);
  EXPECT_NEAR(store().puzzles().player(me)->rating, once.person.rating, 1e-9);
}

TEST_P(PuzzleStoreTest, AMissedMistakeComesBackAfterOneThreeAndSevenDaysUntilRightTwice) {
  add({puzzle("m", 1500, {}, "yatzy", false), puzzle("n", 1500, {}, "yatzy", false)});
  const int64_t me = new_account("learner");
  add({puzzle("m", 1500, {}, "yatzy", false)}, {{me, "m", "ROOM01"}}, kStart);
  const auto due = serve(me, PuzzleMode::Mistakes, kStart);
  EXPECT_EQ(due.puzzle, "m");
  auto [o, a] = answer(me, "m", false, kStart);
  ASSERT_TRUE(o.ok());
  EXPECT_EQ(a.review_due_ms, kStart + kDay);
  // Not before its day.
  const auto early = serve(me, PuzzleMode::Mistakes, kStart + kDay - 1);
  EXPECT_EQ(early.puzzle, "");
  EXPECT_EQ(early.next_due_ms, kStart + kDay);
  EXPECT_EQ(serve(me, PuzzleMode::Mistakes, kStart + kDay).puzzle, "m");
  std::tie(o, a) = answer(me, "m", true, kStart + kDay);
  EXPECT_EQ(a.review_due_ms, kStart + kDay + 3 * kDay);
  EXPECT_FALSE(a.review_done);
  EXPECT_EQ(serve(me, PuzzleMode::Mistakes, kStart + 4 * kDay - 1).puzzle, "");
  EXPECT_EQ(serve(me, PuzzleMode::Mistakes, kStart + 4 * kDay).puzzle, "m");
  std::tie(o, a) = answer(me, "m", false, kStart + 4 * kDay);  // wrong: the count starts again
  EXPECT_EQ(a.review_due_ms, kStart + 11 * kDay);
  EXPECT_EQ(serve(me, PuzzleMode::Mistakes, kStart + 11 * kDay).puzzle, "m");
  std::tie(o, a) = answer(me, "m", true, kStart + 11 * kDay);
  EXPECT_EQ(a.review_due_ms, kStart + 18 * kDay);  // then a week apart
  EXPECT_EQ(serve(me, PuzzleMode::Mistakes, kStart + 18 * kDay).puzzle, "m");
  std::tie(o, a) = answer(me, "m", true, kStart + 18 * kDay);
  EXPECT_TRUE(a.review_done);
  const auto after = serve(me, PuzzleMode::Mistakes, kStart + 40 * kDay);
  EXPECT_EQ(after.puzzle, "");
  EXPECT_FALSE(after.next_due_ms);
  // Own mistakes never rate, and stay out of everyone's pool.
  EXPECT_EQ(store().puzzles().count("yatzy"), 0);
  EXPECT_EQ(store().puzzles().player(me)->last_rated_ms, 0);
}

TEST_P(PuzzleStoreTest, AStreakCountsRightAnswersAndKeepsItsBest) {
  std::vector<StoredPuzzle> pool;
  for (int i = 0; i < 10; ++i) pool.push_back(puzzle("s" + std::to_string(i), 800 + 60 * i));
  add(pool);
  const int64_t me = new_account("streaker");
  for (int k = 0; k < 3; ++k) {
    const auto s = serve(me, PuzzleMode::Streak, kStart + k, {}, accounts::streak_target(k), 0);
    EXPECT_EQ(s.streak, k);
    EXPECT_EQ(answer(me, s.puzzle, true, kStart + k).second.streak, k + 1);
  }
  const auto s = serve(me, PuzzleMode::Streak, kStart + 9, {}, accounts::streak_target(3), 0);
  const auto [o, a] = answer(me, s.puzzle, false, kStart + 9);
  EXPECT_EQ(a.streak, 0);
  EXPECT_EQ(a.streak_best, 3);
  EXPECT_FALSE(a.rated);
  EXPECT_EQ(store().puzzles().player(me)->streak_best, 3);
}

TEST_P(PuzzleStoreTest, AVisitorsTicketAnswersOnce) {
  add({puzzle("v", 1500)});
  const auto served = wait([&](Answer a) { store().puzzles().serve_ticket("hash-1", "v", PuzzleMode::Streak, 4, kStart, a); });
  ASSERT_TRUE(served.ok());
  auto answered = std::make_shared<PuzzleAnswered>();
  auto o = wait([&](Answer a) { store().puzzles().answer_ticket("hash-1", "v", true, kStart + 1, answered, a); });
  EXPECT_TRUE(o.ok());
  EXPECT_TRUE(answered->first);
  EXPECT_EQ(answered->streak, 5);
  o = wait([&](Answer a) { store().puzzles().answer_ticket("hash-1", "v", false, kStart + 2, answered, a); });
  EXPECT_FALSE(answered->first);
  EXPECT_EQ(answered->streak, 5);  // the first answer stands
  o = wait([&](Answer a) { store().puzzles().answer_ticket("hash-2", "v", true, kStart, answered, a); });
  EXPECT_EQ(o.code, "not_served");
  // A day later the ticket is gone with the next serve.
  wait([&](Answer a) { store().puzzles().serve_ticket("hash-3", "v", PuzzleMode::Rated, 0, kStart + kDay + 10, a); });
  o = wait([&](Answer a) { store().puzzles().answer_ticket("hash-1", "v", true, kStart + kDay + 10, answered, a); });
  EXPECT_EQ(o.code, "not_served");
}

TEST_P(PuzzleStoreTest, TheDaysPuzzleIsChosenOnceAndNeverAgain) {
  auto day = [&](const std::string& date, const std::string& game) {
    auto chosen = std::make_shared<std::string>();
    const auto o = wait([&](Answer a) { store().puzzles().ensure_day(date, game, chosen, a); });
    return o.ok() ? *chosen : o.code;
  };
  EXPECT_EQ(day("2026-11-30", "yatzy"), "no_puzzle");  // an empty pool
  add({puzzle("d1", 1500), puzzle("d2", 1600), puzzle("f1", 1500, {}, "farkle")});
  const auto first = day("2026-12-01", "yatzy");
  EXPECT_TRUE(first == "d1" || first == "d2");
  EXPECT_EQ(day("2026-12-01", "farkle"), first);  // the day has its puzzle already
  const auto second = day("2026-12-02", "yatzy");
  EXPECT_NE(second, first);
  EXPECT_EQ(day("2026-12-03", "crag"), "f1");  // no crag puzzle: the one never used
}

TEST_P(PuzzleStoreTest, DeletingAnAccountTakesItsPuzzleRows) {
  add({puzzle("e", 1500), puzzle("f", 1500, {}, "yatzy", false)});
  const int64_t me = new_account("leaver");
  add({}, {{me, "f", "ROOM02"}});
  ASSERT_EQ(serve(me, PuzzleMode::Rated).puzzle, "e");
  ASSERT_TRUE(answer(me, "e", true).first.ok());
  ASSERT_TRUE(store().puzzles().player(me));
  const auto o = wait([&](Answer a) { store().accounts().erase(me, password_hash(me), kStart, a); });
  ASSERT_TRUE(o.ok()) << o.message;
  EXPECT_FALSE(store().puzzles().player(me));
  EXPECT_TRUE(store().puzzles().puzzle("e"));  // the puzzle stays: it names no one
}

}  // namespace
}  // namespace cubilete::store::test_db
