// A game's end in the store on both databases: recorded once with its
// ratings (asked twice, at once, after a restart, by a second store), claims, several seats,
// the idle growth of a deviation, refusals that change nothing, and the rated rooms' guards.
#include <future>

#include "accounts/bot_ratings.h"
#include "accounts/game_rating.h"
#include "accounts/rating_policy.h"
#include "store_fixture.h"

namespace cubilete::store::test_db {
namespace {

class GameEndStoreTest : public StoreTest {
 protected:
  ProfileStore& profiles() { return store().profiles(); }
  GameRating rating_of(int64_t account, const std::string& game, int64_t now_ms = 0) {
    for (const auto& r : profiles().ratings(account, now_ms))
      if (r.game == game) return r;
    ADD_FAILURE() << "no rating of " << game;
    return {};
  }
  Outcome finish(const std::string& code, const GameEnd& end) {
    return wait([&](Answer a) { profiles().finish_game(code, end, a); });
  }
  static accounts::RatedSeat newcomer() { return {true, accounts::kStartingRating, 0}; }
  static accounts::RatedSeat bot(const std::string& game, const std::string& name) {
    return {false, *accounts::bot_rating(game, name), 0};
  }
  static void expect_same(const accounts::Glicko& got, const accounts::Glicko& want) {
    EXPECT_NEAR(got.rating, want.rating, 1e-9);
    EXPECT_NEAR(got.deviation, want.deviation, 1e-9);
    EXPECT_NEAR(got.volatility, want.volatility, 1e-12);
  }
};
STORE_TEST_BACKENDS(GameEndStoreTest);

TEST_P(GameEndStoreTest, ARatedEndMovesEachRatingOnceAskedTwiceAtOnceOrAfterARestart) {
  const int64_t ana = new_account("Ana"), bia = new_account("Bia");
  create(playing_room("RATED1", "generala", {at(ana), at(bia), "optimal"}, true));
  const auto end = scored({150, 120, 200}, 10 * accounts::kDayMs);
  // Two finishes queued together (a room finishing as a restart finishes it again).
  std::promise<Outcome> first, second;
  profiles().finish_game("RATED1", end, [&](const Outcome& o) { first.set_value(o); });
  profiles().finish_game("RATED1", end, [&](const Outcome& o) { second.set_value(o); });
  const auto a = first.get_future().get(), b = second.get_future().get();
  ASSERT_TRUE(a.ok() && b.ok()) << a.message << b.message;
  EXPECT_EQ(a.count + b.count, 2) << "two ratings moved, once";
  const auto want = accounts::rate_game({newcomer(), newcomer(), bot("generala", "optimal")}, end.outcome, end.ended_ms);
  const auto check = [&] {
    const auto r = rating_of(ana, "generala");
    expect_same(r.rating, want[0].after);
    EXPECT_EQ(r.games, 1);
    EXPECT_EQ(r.last_rated_ms, 10 * accounts::kDayMs);
    expect_same(rating_of(bia, "generala").rating, want[1].after);
    EXPECT_EQ(db().scalar("SELECT count(*) FROM rating_changes"), "2");
    EXPECT_EQ(db().scalar("SELECT count(*) FROM account_games"), "2");
    EXPECT_EQ(db().scalar("SELECT sum(played) FROM account_stats"), "2");
    EXPECT_EQ(db().scalar("SELECT count(*) FROM finished_games WHERE rated = 1"), "1");
  };
  check();
  // Losing to a bot rated far above a newcomer costs little; finishing above Bia gains more.
  EXPECT_GT(rating_of(ana, "generala").rating.rating, 1500);
  EXPECT_LT(rating_of(bia, "generala").rating.rating, 1500);
  // After a restart, and from a second store (another instance): nothing more.
  reopen();
  const auto again = finish("RATED1", end);
  EXPECT_TRUE(again.ok());
  EXPECT_EQ(again.count, 0);
  auto other = db().open();
  std::promise<Outcome> third;
  other->profiles().finish_game("RATED1", end, [&](const Outcome& o) { third.set_value(o); });
  EXPECT_EQ(third.get_future().get().count, 0);
  check();
  const auto room = store().rooms().load("RATED1", 0);
  ASSERT_TRUE(room);
  EXPECT_EQ(room->status, RoomStatus::Over);
}

TEST_P(GameEndStoreTest, AClaimedGameIsALossForWhoeverLeftAndSaysNothingBetweenThoseWhoStayed) {
  const int64_t ana = new_account("Ana"), bia = new_account("Bia");
  create(playing_room("CLAIM1", "damma", {at(ana), at(bia)}, true));
  GameEnd end;
  end.ended_ms = 5 * accounts::kDayMs;
  end.outcome.scores = {3, 7};  // Bia was ahead on the board when she left
  end.outcome.abandoned_by = {1};
  const auto o = finish("CLAIM1", end);
  ASSERT_TRUE(o.ok()) << o.message;
  EXPECT_EQ(o.count, 2);
  EXPECT_GT(rating_of(ana, "damma").rating.rating, 1500);
  EXPECT_LT(rating_of(bia, "damma").rating.rating, 1500);
  EXPECT_EQ(db().scalar("SELECT abandoned_by || ' ' || status FROM rooms WHERE code = 'CLAIM1'"), "1 over");
  EXPECT_EQ(db().scalar("SELECT result || ' ' || place || ' ' || left_game FROM account_games WHERE account = " +
                        std::to_string(bia)),
            "loss 2 1");
  EXPECT_EQ(db().scalar("SELECT result || ' ' || place || ' ' || left_game FROM account_games WHERE account = " +
                        std::to_string(ana)),
            "win 1 0");
  // Three seats: Cid left; Dora and the bot stayed. Dora's only result is her win over Cid (half a
  // game: each pair weighs 1/2), and the bot's presence changes nothing for her.
  const int64_t cid = new_account("Cid"), dora = new_account("Dora");
  create(playing_room("CLAIM2", "generala", {at(cid), at(dora), "greedy"}, true));
  GameEnd three;
  three.ended_ms = 6 * accounts::kDayMs;
  three.outcome.scores = {90, 40, 60};
  three.outcome.abandoned_by = {0};
  ASSERT_TRUE(finish("CLAIM2", three).ok());
  const auto want =
      accounts::rate_game({newcomer(), newcomer(), bot("generala", "greedy")}, three.outcome, three.ended_ms);
  expect_same(rating_of(cid, "generala").rating, want[0].after);
  expect_same(rating_of(dora, "generala").rating, want[1].after);
  const auto only_cid = accounts::rate_game({newcomer(), newcomer()}, {{90, 40}, {}, {0}}, three.ended_ms);
  EXPECT_GT(want[1].after.rating, 1500);
  EXPECT_LT(want[1].after.rating - 1500, only_cid[1].after.rating - 1500) << "half a game, not a whole one";
  // A bot cannot leave.
  create(playing_room("CLAIM3", "generala", {at(cid), "greedy"}, true));
  three.outcome.scores = {1, 2};
  three.outcome.abandoned_by = {1};
  EXPECT_EQ(finish("CLAIM3", three).code, "bad_result");
}

TEST_P(GameEndStoreTest, SeveralSeatsArePairwiseAndAServedGeneralaBeatsMorePoints) {
  const int64_t a = new_account("Ana"), b = new_account("Bia"), c = new_account("Cid");
  create(playing_room("THREE1", "generala", {at(a), at(b), at(c), "random"}, true));
  // Ana and Bia share the win; Cid third, the bot last.
  const auto end = scored({200, 200, 150, 20}, 3 * accounts::kDayMs);
  ASSERT_EQ(finish("THREE1", end).count, 3);
  const auto want =
      accounts::rate_game({newcomer(), newcomer(), newcomer(), bot("generala", "random")}, end.outcome, end.ended_ms);
  for (size_t i = 0; i < 3; ++i) expect_same(rating_of(std::vector<int64_t>{a, b, c}[i], "generala").rating, want[i].after);
  const auto rows = db().query("SELECT account, result, place, players FROM account_games ORDER BY account");
  ASSERT_EQ(rows.size(), 3u);
  EXPECT_EQ(rows[0], (std::vector<std::string>{std::to_string(a), "draw", "1", "4"}));
  EXPECT_EQ(rows[1], (std::vector<std::string>{std::to_string(b), "draw", "1", "4"}));
  EXPECT_EQ(rows[2], (std::vector<std::string>{std::to_string(c), "loss", "3", "4"}));
  // A served Generala wins at once with fewer points on the card.
  create(playing_room("SERVED", "generala", {at(a), at(b), at(c)}, true));
  GameEnd served;
  served.ended_ms = 4 * accounts::kDayMs;
  served.outcome.scores = {50, 120, 80};
  served.outcome.returns = {1, 0, 0};
  ASSERT_EQ(finish("SERVED", served).count, 3);
  EXPECT_EQ(db().scalar("SELECT result || ' ' || place FROM account_games WHERE room = 'SERVED' AND seat = 0"), "win 1");
  EXPECT_EQ(db().scalar("SELECT result || ' ' || place FROM account_games WHERE room = 'SERVED' AND seat = 1"), "loss 2");
  EXPECT_EQ(db().scalar("SELECT result || ' ' || place FROM account_games WHERE room = 'SERVED' AND seat = 2"), "loss 3");
}

TEST_P(GameEndStoreTest, AnUnratedEndKeepsTheProfileRowsButNoRating) {
  const int64_t ana = new_account("Ana");
  create(playing_room("FREE01", "generala", {at(ana), "human"}, false));
  ASSERT_EQ(finish("FREE01", scored({180, 150}, accounts::kDayMs)).count, 0);
  EXPECT_EQ(db().scalar("SELECT count(*) FROM ratings"), "0");
  EXPECT_EQ(db().scalar("SELECT result || ' ' || rated FROM account_games"), "win 0");
  // Every rated game has an entry before its first game: the starting values, provisional.
  const auto all = profiles().ratings(ana, 2 * accounts::kDayMs);
  ASSERT_EQ(all.size(), accounts::rated_games().size());
  for (size_t i = 0; i < all.size(); ++i) {
    EXPECT_EQ(all[i].game, accounts::rated_games()[i]);
    expect_same(all[i].rating, accounts::kStartingRating);
    EXPECT_EQ(all[i].games, 0);
    EXPECT_EQ(all[i].deviation_now, accounts::kStartingRating.deviation);
    EXPECT_TRUE(all[i].provisional);
  }
  // A room of a game without ratings records its end and its profile rows.
  create(playing_room("LUCK01", "centenario", {at(ana), "random"}, false));
  GameEnd luck;
  luck.ended_ms = 2 * accounts::kDayMs;
  luck.outcome = {{24, 11}, {1, 0}, {}};
  ASSERT_TRUE(finish("LUCK01", luck).ok());
  EXPECT_EQ(db().scalar("SELECT count(*) FROM account_games"), "2");
}

TEST_P(GameEndStoreTest, TimeAwayGrowsTheDeviationBeforeTheNextGame) {
  const int64_t ana = new_account("Ana");
  create(playing_room("IDLE01", "farkle", {at(ana), "greedy"}, true));
  create(playing_room("IDLE02", "farkle", {at(ana), "greedy"}, true));
  ASSERT_EQ(finish("IDLE01", scored({10000, 8000}, accounts::kDayMs)).count, 1);
  const auto after_first = rating_of(ana, "farkle");
  const auto end = scored({9000, 10050}, 366 * accounts::kDayMs);
  ASSERT_EQ(finish("IDLE02", end).count, 1);
  const auto want = accounts::rate_game({{true, after_first.rating, accounts::kDayMs}, bot("farkle", "greedy")}, end.outcome,
                                        end.ended_ms);
  expect_same(rating_of(ana, "farkle").rating, want[0].after);
  // Shown now, a year after the last game, the deviation has grown again.
  const auto later = rating_of(ana, "farkle", 731 * accounts::kDayMs);
  EXPECT_GT(later.deviation_now, later.rating.deviation);
  EXPECT_NEAR(later.deviation_now, accounts::deviation_at(later.rating, 366 * accounts::kDayMs, 731 * accounts::kDayMs), 1e-9);
  const auto history = profiles().rating_history(ana, "farkle");
  expect_same(history.start, accounts::kStartingRating);
  ASSERT_EQ(history.changes.size(), 2u);
  EXPECT_EQ(history.changes[0].room, "IDLE01");
  expect_same(history.changes[0].before, accounts::kStartingRating);
  expect_same(history.changes[1].before, after_first.rating);
  expect_same(history.changes[1].after, want[0].after);
  EXPECT_EQ(history.changes[1].at_ms, 366 * accounts::kDayMs);
  EXPECT_TRUE(profiles().rating_history(ana, "yatzy").changes.empty());
}

TEST_P(GameEndStoreTest, AnEndThatDoesNotFitTheRoomChangesNothing) {
  const int64_t ana = new_account("Ana");
  create(playing_room("BADEND", "generala", {at(ana), "optimal"}, true));
  EXPECT_EQ(finish("NOROOM", scored({1, 2}, accounts::kDayMs)).code, "no_such_room");
  auto waiting = playing_room("WAITNG", "generala", {at(ana), "optimal"}, true);
  waiting.status = RoomStatus::Waiting;
  create(waiting);
  EXPECT_EQ(finish("WAITNG", scored({1, 2}, accounts::kDayMs)).code, "not_playing");
  ASSERT_EQ(wait_done([&](Done d) { store().rooms().set_status("WAITNG", RoomStatus::Expired, d); }), "");
  EXPECT_EQ(finish("WAITNG", scored({1, 2}, accounts::kDayMs)).code, "not_playing");
  std::vector<GameEnd> bad(6, scored({100, 90}, accounts::kDayMs));
  bad[0].outcome.scores = {100, 90, 80};          // three scores, two seats
  bad[1].outcome.returns = {1, 1};                // shares adding up to 2
  bad[2].outcome.abandoned_by = {1};              // the bot left
  bad[3].outcome.abandoned_by = {2};              // no such seat
  bad[4].outcome.abandoned_by = {0, 0};           // twice
  bad[5].ended_ms = 0;                            // no time
  for (size_t i = 0; i < bad.size(); ++i) {
    const auto o = finish("BADEND", bad[i]);
    EXPECT_EQ(o.code, "bad_result") << i;
    EXPECT_FALSE(o.message.empty());
  }
  EXPECT_EQ(db().scalar("SELECT status FROM rooms WHERE code = 'BADEND'"), "playing");
  for (const char* table : {"finished_games", "account_games", "account_stats", "ratings", "rating_changes"})
    EXPECT_EQ(db().scalar(std::string("SELECT count(*) FROM ") + table), "0") << table;
  EXPECT_TRUE(finish("BADEND", scored({100, 90}, accounts::kDayMs)).ok());
}

TEST_P(GameEndStoreTest, ARatedRoomHasRatedBotsAnAccountInEachPersonsSeatAndNoHints) {
  const int64_t ana = new_account("Ana"), bia = new_account("Bia");
  auto refused = [&](RoomRecord r) { return wait_done([&](Done d) { store().rooms().create(r, d); }); };
  EXPECT_NE(refused(playing_room("NOPE01", "centenario", {at(ana), "random"}, true)), "") << "a game without ratings";
  auto hints = playing_room("NOPE02", "generala", {at(ana), "optimal"}, true);
  hints.hints = true;
  EXPECT_NE(refused(hints), "");
  EXPECT_NE(refused(playing_room("NOPE03", "generala", {at(ana), "win_optimal:rounds=2"}, true)), "")
      << "a bot with settings of its own was never measured";
  EXPECT_NE(refused(playing_room("NOPE04", "generala", {at(ana), "human"}, true)), "") << "a guest";
  EXPECT_NE(refused(playing_room("NOPE05", "generala", {at(ana)}, true)), "") << "alone";
  EXPECT_NE(refused(playing_room("NOPE06", "generala", {at(ana), at(ana)}, true)), "") << "against herself";
  EXPECT_EQ(db().scalar("SELECT count(*) FROM rooms"), "0");
  // A rated room waiting for its second person: only an account without another seat takes it.
  auto waiting = playing_room("WAIT01", "generala", {at(ana), "optimal", "human"}, true);
  waiting.status = RoomStatus::Waiting;
  waiting.seats[2] = {"", "human", "", "", 0};
  waiting.listed = true;
  waiting.language = "pt-BR";
  create(waiting);
  const auto seat = [&](const SeatRecord& s) { return wait_done([&](Done d) { store().rooms().update_seat("WAIT01", 2, s, d); }); };
  EXPECT_NE(seat({"Guest", "human", std::string(64, 'd'), "", 0}), "");
  EXPECT_NE(seat({"Ana", "human", std::string(64, 'e'), "", ana}), "") << "Ana sits here already";
  EXPECT_EQ(seat({"Bia", "human", std::string(64, 'f'), "seed", bia}), "");
  reopen();
  const auto room = store().rooms().load("WAIT01", 0);
  ASSERT_TRUE(room);
  EXPECT_TRUE(room->rated);
  EXPECT_TRUE(room->listed);
  EXPECT_EQ(room->language, "pt-BR");
  EXPECT_FALSE(room->hints);
  ASSERT_EQ(room->seats.size(), 3u);
  EXPECT_EQ(room->seats[0].account, ana);
  EXPECT_EQ(room->seats[1].account, 0);
  EXPECT_EQ(room->seats[2].account, bia);
  EXPECT_EQ(room->seats[2].client_seed, "seed");
  // An unrated room keeps its guests and says so.
  create(playing_room("FREE02", "generala", {"human", "optimal"}, false));
  const auto free = store().rooms().load("FREE02", 0);
  EXPECT_FALSE(free->rated);
  EXPECT_FALSE(free->listed);
  EXPECT_EQ(free->language, "");
}

}  // namespace
}  // namespace cubilete::store::test_db
