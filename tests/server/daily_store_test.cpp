// The daily challenge's rows (migration 9) on both databases: a day's seed kept once whoever makes
// it first, one attempt per entrant and day, ranked only for the first of an address, its end
// written with the room's, the board best first (then the earlier end) with everyone's place, and
// an account's history newest first.
#include <random>

#include "store_fixture.h"

namespace cubilete::store::test_db {
namespace {

class DailyStoreTest : public StoreTest {
 protected:
  DailyStore& daily() { return store().daily(); }
  static DailySeed seed_of(const std::string& date, const std::string& game, char fill) {
    return {date, game, R"({"dice":"duplicate","players":"1"})", std::string(64, fill), std::string(64, 'c'), 500, 0};
  }
  Outcome ensure(const std::vector<DailySeed>& seeds) {
    return wait([&](Answer a) { daily().ensure_seeds(seeds, a); });
  }
  // A one-seat room and its attempt; the room's seat is the account's, or a guest's. The room is
  // dealt by the seed seed_of(..., 'a') gives.
  Outcome attempt(const std::string& room, const std::string& date, int64_t account, const std::string& address,
                  bool ranked = true) {
    return attempt_in(daily_room(room, date, account), address, ranked);
  }
  RoomRecord daily_room(const std::string& room, const std::string& date, int64_t account) {
    auto r = playing_room(room, "yatzy", {account ? at(account) : "human"}, false);
    r.daily = date;
    return r;
  }
  Outcome attempt_in(const RoomRecord& room, const std::string& address, bool ranked = true) {
    const int64_t account = room.seats.at(0).account;
    DailyAttempt a;
    a.date = room.daily;
    a.game = room.game;
    a.entrant = account ? "a:" + std::to_string(account) : "g:" + address;
    a.room = room.code;
    a.account = account;
    a.ranked = ranked;
    a.address_key = address;
    a.started_ms = 2000;
    return wait([&](Answer ans) { daily().create_room(room, a, ans); });
  }
  Outcome finish(const std::string& room, double score, int64_t ended_ms) {
    return wait([&](Answer a) { store().profiles().finish_game(room, scored({score}, ended_ms), a); });
  }
};
STORE_TEST_BACKENDS(DailyStoreTest);

TEST_P(DailyStoreTest, ADaysSeedIsKeptOnceWhoeverMakesItFirst) {
  EXPECT_EQ(ensure({seed_of("2026-11-29", "yatzy", 'a'), seed_of("2026-11-30", "yatzy", 'a')}).count, 2);
  // Another instance drew other seeds for the same days (and a new one): only the new day is kept.
  EXPECT_EQ(ensure({seed_of("2026-11-29", "yatzy", 'b'), seed_of("2026-12-01", "yatzy", 'b')}).count, 1);
  reopen();
  const auto seeds = daily().seeds("2026-11-29", "2026-11-30");
  ASSERT_EQ(seeds.size(), 2u);
  EXPECT_EQ(seeds[0].date, "2026-11-29");
  EXPECT_EQ(seeds[0].seed, std::string(64, 'a')) << "the first seed stands";
  EXPECT_EQ(seeds[0].rules, R"({"dice":"duplicate","players":"1"})");
  EXPECT_EQ(daily().seeds("2026-12-01", "2026-12-07").at(0).seed, std::string(64, 'b'));
  EXPECT_TRUE(daily().seeds("2027-01-01", "2027-01-07").empty());
}

TEST_P(DailyStoreTest, OneAttemptPerEntrantAndDayRankedOnlyForTheFirstOfAnAddress) {
  ensure({seed_of("2026-11-29", "yatzy", 'a')});
  const int64_t ana = new_account("ana_daily"), bia = new_account("bia_daily");
  EXPECT_EQ(attempt("DAY001", "2026-11-28", ana, "k1").code, "no_such_day");
  const auto first = attempt("DAY002", "2026-11-29", ana, "k1");
  ASSERT_TRUE(first.ok()) << first.message;
  EXPECT_EQ(first.count, 1);
  EXPECT_EQ(attempt("DAY003", "2026-11-29", ana, "k2").code, "already_attempted") << "one a day per account";
  // Bia plays from Ana's address: her attempt counts, but unranked.
  const auto shared = attempt("DAY004", "2026-11-29", bia, "k1");
  ASSERT_TRUE(shared.ok());
  EXPECT_EQ(shared.count, 0);
  EXPECT_EQ(attempt("DAY005", "2026-11-29", 0, "k9").count, 1) << "a guest, one a day per address";
  EXPECT_EQ(attempt("DAY006", "2026-11-29", 0, "k9").code, "already_attempted");
  EXPECT_EQ(daily().seeds("2026-11-29", "2026-11-29").at(0).entrants, 3);
  const auto a = daily().attempt("2026-11-29", "yatzy", "a:" + std::to_string(ana));
  ASSERT_TRUE(a);
  EXPECT_EQ(a->room, "DAY002");
  EXPECT_TRUE(a->ranked);
  EXPECT_EQ(a->status, "playing");
  EXPECT_FALSE(a->score);
  EXPECT_FALSE(daily().attempt_of_room("DAY004")->ranked);
  EXPECT_TRUE(daily().attempt_of_room("DAY004")->address_shared);
  EXPECT_FALSE(daily().attempt_of_room("DAY001")) << "refused attempts leave no row";
  EXPECT_FALSE(store().rooms().load("DAY001", 0)) << "nor a room";
  EXPECT_FALSE(store().rooms().load("DAY003", 0));
  // Not the day's dice, not one seat, rated: no attempt.
  auto other_seed = daily_room("DAY007", "2026-11-29", 0);
  other_seed.server_seed = std::string(64, 'f');
  EXPECT_EQ(attempt_in(other_seed, "k7").code, "bad_attempt");
  auto two_seats = playing_room("DAY008", "yatzy", {"human", "human"}, false);
  two_seats.daily = "2026-11-29";
  EXPECT_EQ(attempt_in(two_seats, "k8").code, "bad_attempt");
  EXPECT_FALSE(store().rooms().load("DAY007", 0));
  reopen();
  const auto room = store().rooms().load("DAY002", 0);
  ASSERT_TRUE(room);
  EXPECT_EQ(room->daily, "2026-11-29");
  EXPECT_EQ(room->status, RoomStatus::Playing);
  ASSERT_EQ(room->seats.size(), 1u);
  EXPECT_EQ(room->seats[0].account, ana);
  EXPECT_EQ(room->server_seed, std::string(64, 'a'));
}

TEST_P(DailyStoreTest, TheBoardRanksFinishedRankedResultsByScoreThenTheEarlierEnd) {
  ensure({seed_of("2026-11-29", "yatzy", 'a')});
  std::vector<int64_t> ids;
  const std::vector<std::pair<double, int64_t>> results = {{230, 9000}, {250, 8000}, {230, 7000}, {180, 6000}};
  for (size_t i = 0; i < results.size(); ++i) {
    ids.push_back(new_account("player_" + std::to_string(i)));
    const std::string room = "BRD00" + std::to_string(i);
    ASSERT_TRUE(attempt(room, "2026-11-29", ids.back(), "key" + std::to_string(i)).ok());
    ASSERT_TRUE(finish(room, results[i].first, results[i].second).ok());
  }
  // Still playing, or unranked: on nobody's board.
  const int64_t eva = new_account("eva_playing");
  ASSERT_TRUE(attempt("BRD010", "2026-11-29", eva, "key-eva").ok());
  // Joe plays from the address of a result already over: still that address's second attempt.
  const int64_t joe = new_account("joe_shared");
  const auto second = attempt("BRD011", "2026-11-29", joe, "key0");
  ASSERT_TRUE(second.ok());
  EXPECT_EQ(second.count, 0) << "the first attempt's end does not forget its address";
  ASSERT_TRUE(finish("BRD011", 300, 5000).ok());
  const auto board = daily().board("2026-11-29", "yatzy", 0, 10);
  EXPECT_EQ(board.entrants, 6);
  ASSERT_EQ(board.results.size(), 4u);
  EXPECT_EQ(board.results[0].account, ids[1]);
  EXPECT_EQ(board.results[0].score, 250);
  EXPECT_EQ(board.results[1].account, ids[2]) << "230 recorded at 7000 before 230 at 9000";
  EXPECT_EQ(board.results[2].account, ids[0]);
  EXPECT_EQ(board.results[3].account, ids[3]);
  for (size_t i = 0; i < 4; ++i) EXPECT_EQ(board.results[i].rank, int64_t(i) + 1);
  EXPECT_EQ(board.results[0].name, "player_1");
  EXPECT_EQ(board.results[0].room, "BRD001");
  const auto page = daily().board("2026-11-29", "yatzy", 2, 1);
  ASSERT_EQ(page.results.size(), 1u);
  EXPECT_EQ(page.results[0].rank, 3);
  EXPECT_EQ(page.results[0].account, ids[0]);
  for (size_t i = 0; i < 4; ++i) {
    const auto mine = daily().result("2026-11-29", "yatzy", ids[i]);
    ASSERT_TRUE(mine);
    const int64_t expected[] = {3, 1, 2, 4};
    EXPECT_EQ(mine->rank, expected[i]) << i;
  }
  EXPECT_FALSE(daily().result("2026-11-29", "yatzy", eva)) << "not over yet";
  EXPECT_FALSE(daily().result("2026-11-29", "yatzy", joe)) << "unranked";
  const auto over = daily().attempt_of_room("BRD001");
  EXPECT_EQ(over->status, "over");
  EXPECT_EQ(over->score, 250);
  EXPECT_EQ(over->ended_ms, 8000);
  EXPECT_EQ(over->address_key, "key1") << "kept until the day is over";
  // A second end of the same room changes nothing.
  EXPECT_EQ(finish("BRD001", 10, 99999).count, 0);
  EXPECT_EQ(daily().attempt_of_room("BRD001")->score, 250);
  EXPECT_TRUE(daily().board("2026-11-30", "yatzy", 0, 10).results.empty());
  EXPECT_EQ(daily().board("2026-11-29", "yatzy", -5, 1).results.at(0).rank, 1) << "a rank below 0 reads as 0";
}

// Pages and places found from the counts of results by score agree with one full sort, across
// ties of score and of time, wherever a page starts and however long it is.
TEST_P(DailyStoreTest, EveryPageAndPlaceAgreesWithTheWholeBoardSorted) {
  ensure({seed_of("2026-11-29", "yatzy", 'a')});
  struct Result {
    double score;
    int64_t ended_ms, account;
  };
  std::vector<Result> all;
  std::mt19937 rng(7);
  for (int i = 0; i < 24; ++i) {
    const int64_t id = new_account("sorted_" + std::to_string(i));
    const std::string room = "SRT" + std::to_string(100 + i);
    ASSERT_TRUE(attempt(room, "2026-11-29", id, "s" + std::to_string(i)).ok());
    const Result r{double(100 + 50 * int(rng() % 3)), int64_t(5000 + 100 * (rng() % 4)), id};
    ASSERT_TRUE(finish(room, r.score, r.ended_ms).ok());
    all.push_back(r);
  }
  std::sort(all.begin(), all.end(), [](const Result& a, const Result& b) {
    return a.score != b.score ? a.score > b.score : a.ended_ms != b.ended_ms ? a.ended_ms < b.ended_ms : a.account < b.account;
  });
  for (int64_t after = 0; after <= int64_t(all.size()); ++after)
    for (size_t limit : {1, 3, 7, 50}) {
      const auto page = daily().board("2026-11-29", "yatzy", after, limit);
      const size_t expected = std::min(limit, all.size() - size_t(after));
      ASSERT_EQ(page.results.size(), expected) << after << " " << limit;
      for (size_t i = 0; i < expected; ++i) {
        EXPECT_EQ(page.results[i].account, all[size_t(after) + i].account) << after << " " << limit << " " << i;
        EXPECT_EQ(page.results[i].rank, after + int64_t(i) + 1);
      }
    }
  for (size_t i = 0; i < all.size(); ++i)
    EXPECT_EQ(daily().result("2026-11-29", "yatzy", all[i].account)->rank, int64_t(i) + 1) << i;
}

TEST_P(DailyStoreTest, AnAccountsHistoryIsNewestFirst) {
  ensure({seed_of("2026-11-27", "yatzy", 'a'), seed_of("2026-11-28", "yatzy", 'a'), seed_of("2026-11-29", "yatzy", 'a')});
  const int64_t ana = new_account("ana_history");
  ASSERT_TRUE(attempt("HIS001", "2026-11-27", ana, "k").ok());
  ASSERT_TRUE(finish("HIS001", 200, 3000).ok());
  ASSERT_TRUE(attempt("HIS002", "2026-11-29", ana, "k").ok());
  const auto history = daily().history(ana, 10);
  ASSERT_EQ(history.size(), 2u);
  EXPECT_EQ(history[0].date, "2026-11-29");
  EXPECT_EQ(history[0].status, "playing");
  EXPECT_EQ(history[1].date, "2026-11-27");
  EXPECT_EQ(history[1].score, 200);
  EXPECT_EQ(daily().history(ana, 1).size(), 1u);
}

TEST_P(DailyStoreTest, TheAttemptsStillPlayedAreADaysOwnAndLeaveTheListAsTheyEnd) {
  ensure({seed_of("2026-11-28", "yatzy", 'a'), seed_of("2026-11-29", "yatzy", 'a')});
  ASSERT_TRUE(attempt("OPN003", "2026-11-28", 0, "k1").ok());
  ASSERT_TRUE(attempt("OPN001", "2026-11-28", 0, "k2").ok());
  ASSERT_TRUE(attempt("OPN002", "2026-11-28", 0, "k3").ok());
  ASSERT_TRUE(attempt("OPN004", "2026-11-29", 0, "k1").ok());
  EXPECT_EQ(daily().open_rooms("2026-11-28"), (std::vector<std::string>{"OPN001", "OPN002", "OPN003"}));
  ASSERT_TRUE(finish("OPN002", 120, 3000).ok());
  EXPECT_EQ(daily().open_rooms("2026-11-28"), (std::vector<std::string>{"OPN001", "OPN003"}));
  EXPECT_EQ(daily().open_rooms("2026-11-29"), std::vector<std::string>{"OPN004"});
  EXPECT_TRUE(daily().open_rooms("2026-11-27").empty());
}

}  // namespace
TEST_P(DailyStoreTest, ADayOverForgetsItsAddressesAndKeepsItsResults) {
  ensure({seed_of("2026-11-28", "yatzy", 'a'), seed_of("2026-11-29", "yatzy", 'a')});
  const int64_t ana = new_account("ana_forget"), bia = new_account("bia_forget");
  ASSERT_TRUE(attempt("FGT001", "2026-11-28", ana, "key-1").ok());
  ASSERT_TRUE(attempt("FGT002", "2026-11-28", bia, "key-1").ok());  // the same address: unranked
  ASSERT_TRUE(attempt("FGT003", "2026-11-28", 0, "key-2").ok());
  ASSERT_TRUE(attempt("FGT004", "2026-11-29", 0, "key-2").ok());
  ASSERT_TRUE(finish("FGT001", 240, 3000).ok());
  const auto forgotten = wait([&](Answer a) { daily().forget_addresses("2026-11-29", a); });
  ASSERT_TRUE(forgotten.ok()) << forgotten.message;
  EXPECT_EQ(forgotten.count, 3);
  for (const char* room : {"FGT001", "FGT002", "FGT003"}) {
    const auto a = daily().attempt_of_room(room);
    ASSERT_TRUE(a) << room;
    EXPECT_EQ(a->address_key, "") << room;
    EXPECT_EQ(a->entrant.find("key-"), std::string::npos) << a->entrant;
  }
  EXPECT_TRUE(daily().attempt_of_room("FGT002")->address_shared) << "what the address decided stays";
  EXPECT_FALSE(daily().attempt_of_room("FGT002")->ranked);
  EXPECT_EQ(daily().result("2026-11-28", "yatzy", ana)->rank, 1);
  EXPECT_EQ(daily().attempt_of_room("FGT004")->address_key, "key-2") << "today's are still needed";
  EXPECT_TRUE(daily().attempt("2026-11-29", "yatzy", "g:key-2"));
  EXPECT_EQ(wait([&](Answer a) { daily().forget_addresses("2026-11-29", a); }).count, 0) << "once";
}

}  // namespace cubilete::store::test_db
