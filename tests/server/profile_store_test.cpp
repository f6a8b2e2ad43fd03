// What a profile and a leaderboard read, on both databases: pages of games,
// counts, rooms still open, who qualifies for a leaderboard and each one's rank, and a deleted
// account, whose personal data leaves every table while the others' games stay.
#include <set>

#include "accounts/account_name.h"
#include "accounts/rating_policy.h"
#include "store_fixture.h"

namespace cubilete::store::test_db {
namespace {

class ProfileStoreTest : public StoreTest {
 protected:
  ProfileStore& profiles() { return store().profiles(); }
  // Plays `games` rated Generala games of `account` against optimal, an hour apart, the last
  // ending at `last_ms`, winning `wins` of them spread evenly.
  void play_against_bot(int64_t account, const std::string& prefix, int games, int wins, int64_t last_ms) {
    for (int i = 0; i < games; ++i) {
      const std::string code = prefix + std::to_string(1000 + i).substr(1);
      create(playing_room(code, "generala", {at(account), "optimal"}, true));
      const bool won = (i * wins) / games != ((i + 1) * wins) / games;
      const auto end = scored(won ? std::vector<double>{200, 150} : std::vector<double>{150, 200},
                              last_ms - int64_t(games - 1 - i) * 3600 * 1000);
      const auto o = wait([&](Answer a) { profiles().finish_game(code, end, a); });
      ASSERT_TRUE(o.ok()) << o.message;
    }
  }
};
STORE_TEST_BACKENDS(ProfileStoreTest);

TEST_P(ProfileStoreTest, TheLeaderboardListsSettledActivePlayersBestFirstWithTheirRanks) {
  const int64_t now = 400 * accounts::kDayMs;
  const int64_t ana = new_account("Ana"), bia = new_account("Bia"), cid = new_account("Cid");
  const int64_t dora = new_account("Dora"), eli = new_account("Eli");
  play_against_bot(ana, "AN", 50, 35, now - accounts::kDayMs);
  play_against_bot(bia, "BI", 50, 25, now - accounts::kDayMs);
  play_against_bot(cid, "CI", 50, 15, now - 2 * accounts::kDayMs);
  play_against_bot(dora, "DO", 50, 42, now - 40 * accounts::kDayMs);  // the best, but not recently
  play_against_bot(eli, "EL", 6, 6, now - accounts::kDayMs);          // unbeaten, but provisional
  for (int64_t who : {ana, bia, cid, dora})
    EXPECT_LE(profiles().ratings(who, now)[1].rating.deviation, accounts::kLeaderboardMaxDeviation) << who;
  EXPECT_GT(profiles().ratings(eli, now)[1].rating.deviation, accounts::kLeaderboardMaxDeviation);
  EXPECT_TRUE(profiles().ratings(eli, now)[1].provisional);
  EXPECT_FALSE(profiles().ratings(ana, now)[1].provisional);

  const auto board = profiles().leaderboard("generala", now, 10);
  ASSERT_EQ(board.size(), 3u);
  EXPECT_EQ(board[0].name, "Ana");
  EXPECT_EQ(board[1].name, "Bia");
  EXPECT_EQ(board[2].name, "Cid");
  for (size_t i = 0; i < board.size(); ++i) {
    EXPECT_EQ(board[i].rank, int64_t(i + 1));
    EXPECT_EQ(board[i].games, 50);
    EXPECT_EQ(profiles().rank(board[i].account, "generala", now), int64_t(i + 1));
    if (i) {
      EXPECT_GT(board[i - 1].rating, board[i].rating);
    }
  }
  EXPECT_EQ(profiles().leaderboard("generala", now, 2).size(), 2u);
  EXPECT_FALSE(profiles().rank(dora, "generala", now));
  EXPECT_FALSE(profiles().rank(eli, "generala", now));
  EXPECT_TRUE(profiles().leaderboard("yatzy", now, 10).empty());
  // The window moves: a month on, nobody has played recently.
  EXPECT_TRUE(profiles().leaderboard("generala", now + 31 * accounts::kDayMs, 10).empty());
  // Asked as of 39 days ago, Dora's games were recent, and she leads.
  EXPECT_EQ(profiles().leaderboard("generala", now - 39 * accounts::kDayMs, 10).front().name, "Dora");
}

TEST_P(ProfileStoreTest, GamesArePagedNewestFirstWithTheirSeatsAndRatingChanges) {
  const int64_t ana = new_account("Ana"), bia = new_account("Bia");
  // Seven games; two end in the same millisecond.
  const std::vector<std::pair<std::string, int64_t>> games = {
      {"GAMEAA", 1 * accounts::kDayMs}, {"GAMEBB", 2 * accounts::kDayMs}, {"GAMECC", 3 * accounts::kDayMs}, {"GAMEDD", 3 * accounts::kDayMs},
      {"GAMEEE", 4 * accounts::kDayMs}, {"GAMEFF", 5 * accounts::kDayMs}, {"GAMEGG", 6 * accounts::kDayMs}};
  for (size_t i = 0; i < games.size(); ++i) {
    const bool rated = i % 2 == 0;
    create(playing_room(games[i].first, "generala", {at(ana), rated ? at(bia) : "human", "greedy"}, rated));
    ASSERT_TRUE(wait([&](Answer a) {
                  profiles().finish_game(games[i].first, scored({100.0 + double(i), 90, 95}, games[i].second), a);
                }).ok());
  }
  std::vector<std::string> seen;
  std::optional<GamesCursor> cursor;
  std::vector<size_t> sizes;
  for (int pages = 0; pages < 10; ++pages) {
    const auto page = profiles().games_page(ana, cursor, 3);
    sizes.push_back(page.games.size());
    for (const auto& g : page.games) {
      seen.push_back(g.room);
      EXPECT_EQ(g.game, "generala");
      EXPECT_EQ(g.result, "win");
      EXPECT_EQ(g.players, 3);
      ASSERT_EQ(g.seats.size(), 3u) << g.room;
      EXPECT_EQ(g.seats[0].name, "Ana");
      EXPECT_EQ(g.seats[0].profile, "Ana");
      EXPECT_EQ(g.seats[2].player, "greedy");
      EXPECT_EQ(g.seats[2].profile, "");
      EXPECT_EQ(g.rating.has_value(), g.rated) << g.room;
      if (g.rated) {
        EXPECT_EQ(g.seats[1].profile, "Bia");
        EXPECT_GT(g.rating->after.rating, g.rating->before.rating) << "a win";
      } else {
        EXPECT_EQ(g.seats[1].player, "human");
        EXPECT_EQ(g.seats[1].profile, "") << "a guest has no profile";
      }
    }
    if (!page.next) break;
    // The cursor goes out as text and comes back.
    cursor = GamesCursor::parse(page.next->text());
    ASSERT_TRUE(cursor);
  }
  EXPECT_EQ(sizes, (std::vector<size_t>{3, 3, 1}));
  EXPECT_EQ(seen, (std::vector<std::string>{"GAMEGG", "GAMEFF", "GAMEEE", "GAMEDD", "GAMECC", "GAMEBB", "GAMEAA"}));
  // Bia's page holds only the rated games, where she played.
  EXPECT_EQ(profiles().games_page(bia, std::nullopt, 50).games.size(), 4u);
  EXPECT_TRUE(profiles().games_page(ana + bia + 10, std::nullopt, 50).games.empty());
  for (const char* junk : {"", "-", "12", "12-", "-ABC", "x-ABC", "12-abc", "12-AB;C", "-5-ABC"})
    EXPECT_FALSE(GamesCursor::parse(junk)) << junk;
}

TEST_P(ProfileStoreTest, CountsGamesPerGameAndListsTheRoomsStillOpen) {
  const int64_t ana = new_account("Ana");
  const std::vector<std::pair<std::vector<double>, std::string>> games = {
      {{200, 100}, "W"}, {{100, 200}, "L"}, {{150, 150}, "D"}, {{210, 100}, "W"}};
  for (size_t i = 0; i < games.size(); ++i) {
    const std::string code = "COUNT" + std::to_string(i);
    create(playing_room(code, "crag", {at(ana), "optimal"}, true));
    ASSERT_TRUE(wait([&](Answer a) { profiles().finish_game(code, scored(games[i].first, accounts::kDayMs + int64_t(i)), a); }).ok());
  }
  create(playing_room("FARKL1", "farkle", {at(ana), "human"}, false));
  ASSERT_TRUE(wait([&](Answer a) { profiles().finish_game("FARKL1", scored({10000, 9500}, 2 * accounts::kDayMs), a); }).ok());
  const auto stats = profiles().game_stats(ana);
  ASSERT_EQ(stats.size(), 2u);
  EXPECT_EQ(stats[0].game, "crag");
  EXPECT_EQ(stats[0].played, 4);
  EXPECT_EQ(stats[0].won, 2);
  EXPECT_EQ(stats[0].drawn, 1);
  EXPECT_EQ(stats[0].lost, 1);
  EXPECT_DOUBLE_EQ(stats[0].average_score(), (200.0 + 100 + 150 + 210) / 4);
  EXPECT_EQ(stats[1].game, "farkle");
  EXPECT_EQ(stats[1].played, 1);
  // Rooms where Ana sits and the game goes on; the finished ones are in her games instead.
  auto waiting = playing_room("OPEN01", "generala", {at(ana), "human"}, false);
  waiting.status = RoomStatus::Waiting;
  waiting.created_ms = 5000;
  create(waiting);
  auto playing = playing_room("OPEN02", "yatzy", {"human", at(ana)}, false);
  playing.created_ms = 6000;
  create(playing);
  // Rooms that expired or were claimed through the status writes are not open either.
  create(playing_room("GONE01", "generala", {at(ana), "human"}, false));
  create(playing_room("GONE02", "generala", {at(ana), "human"}, false));
  ASSERT_EQ(wait_done([&](Done d) { store().rooms().set_status("GONE01", RoomStatus::Expired, d); }), "");
  ASSERT_EQ(wait_done([&](Done d) { store().rooms().set_abandoned("GONE02", {1}, d); }), "");
  const auto rooms = profiles().account_rooms(ana);
  ASSERT_EQ(rooms.size(), 2u);
  EXPECT_EQ(rooms[0].room, "OPEN02");
  EXPECT_EQ(rooms[0].seat, 1);
  EXPECT_EQ(rooms[0].status, RoomStatus::Playing);
  EXPECT_EQ(rooms[1].room, "OPEN01");
  EXPECT_EQ(rooms[1].game, "generala");
  EXPECT_EQ(rooms[1].status, RoomStatus::Waiting);
}

TEST_P(ProfileStoreTest, ADeletedAccountLeavesNoPersonalDataAndTheOthersKeepTheirGames) {
  const int64_t zul = new_account("Zuleika"), bia = new_account("Bia");
  const auto zul_hash = password_hash(zul);
  const auto session = accounts::session_token_hash("zuleika's session");
  const auto reset = accounts::session_token_hash("zuleika's reset");
  ASSERT_TRUE(wait([&](Answer a) { store().accounts().create_session({session, zul, 1000, 10 * accounts::kDayMs, 0}, a); }).ok());
  ASSERT_TRUE(wait([&](Answer a) { store().accounts().issue_reset_token(zul, reset, 1000, 10 * accounts::kDayMs, a); }).ok());
  ASSERT_TRUE(wait([&](Answer a) { store().accounts().note_failed_signin(zul, 1000, accounts::kDayMs, a); }).ok());
  create(playing_room("DELETE", "yahtzee", {at(zul), at(bia)}, true));
  for (int seat : {0, 1, 0})
    ASSERT_EQ(wait_done([&](Done d) {
                store().rooms().append_chat("DELETE", {1000, seat, seat ? "Bia" : "Zuleika", seat ? "boa sorte" : "I am Zuleika from Rosario"}, d);
              }),
              "");
  ASSERT_TRUE(wait([&](Answer a) { profiles().finish_game("DELETE", scored({240, 250}, accounts::kDayMs), a); }).ok());
  create(playing_room("STILL1", "generala", {at(zul), at(bia)}, true));  // a game still going on
  const auto bia_rating = profiles().ratings(bia, accounts::kDayMs)[3];
  ASSERT_EQ(bia_rating.game, "yahtzee");
  ASSERT_EQ(bia_rating.games, 1);

  EXPECT_EQ(wait([&](Answer a) { store().accounts().erase(zul, hash_of("not hers"), 2 * accounts::kDayMs, a); }).code,
            "password_changed");
  EXPECT_TRUE(store().accounts().find("Zuleika"));
  const auto deleted = wait([&](Answer a) { store().accounts().erase(zul, zul_hash, 2 * accounts::kDayMs, a); });
  ASSERT_TRUE(deleted.ok()) << deleted.message;
  EXPECT_EQ(wait([&](Answer a) { store().accounts().erase(zul, zul_hash, 2 * accounts::kDayMs, a); }).code, "no_such_account");

  // Nothing personal anywhere: every cell of every table is read.
  const std::vector<std::string> secrets = {"Zuleika", "zuleika", "Rosario", zul_hash, session, reset};
  for (const auto& table : db().tables())
    for (const auto& row : db().query("SELECT * FROM " + table))
      for (const auto& cell : row)
        for (const auto& secret : secrets)
          EXPECT_EQ(cell.find(secret), std::string::npos) << table << " holds '" << secret << "'";
  EXPECT_EQ(db().scalar("SELECT count(*) FROM accounts WHERE id = " + std::to_string(zul) +
                        " AND name IS NULL AND folded IS NULL AND skeleton IS NULL AND password_hash IS NULL AND deleted_ms > 0"),
            "1");
  for (const char* table :
       {"sessions", "reset_tokens", "signin_failures", "ratings", "rating_changes", "account_games", "account_stats"})
    EXPECT_EQ(db().scalar(std::string("SELECT count(*) FROM ") + table + " WHERE account = " + std::to_string(zul)), "0")
        << table;
  EXPECT_FALSE(store().accounts().find("Zuleika"));
  EXPECT_FALSE(store().accounts().by_id(zul));
  EXPECT_FALSE(store().accounts().find_session(session, 2000));
  EXPECT_EQ(wait([&](Answer a) { store().accounts().use_reset_token(reset, hash_of("x"), 2000, a); }).code, "bad_reset_token");

  // Bia keeps her game, its result and her rating; the seat across reads as no one's.
  const auto page = profiles().games_page(bia, std::nullopt, 10);
  ASSERT_EQ(page.games.size(), 1u);
  EXPECT_EQ(page.games[0].result, "win");
  EXPECT_EQ(page.games[0].seats[0].name, accounts::kDeletedAccountName);
  EXPECT_EQ(page.games[0].seats[0].profile, "");
  EXPECT_EQ(profiles().ratings(bia, accounts::kDayMs)[3].rating.rating, bia_rating.rating.rating);
  const auto room = store().rooms().load("DELETE", 10);
  ASSERT_TRUE(room);
  EXPECT_EQ(room->seats.size(), 2u);
  ASSERT_EQ(room->chat.size(), 1u) << "her lines are gone, Bia's stays";
  EXPECT_EQ(room->chat[0].text, "boa sorte");
  // The game still going on ends: Bia is rated against a newcomer who does not move.
  const auto end = wait([&](Answer a) { profiles().finish_game("STILL1", scored({100, 150}, 3 * accounts::kDayMs), a); });
  ASSERT_TRUE(end.ok()) << end.message;
  EXPECT_EQ(end.count, 1);
  EXPECT_EQ(db().scalar("SELECT count(*) FROM account_games WHERE account = " + std::to_string(zul)), "0");
  // The name is free again.
  EXPECT_GT(new_account("Zuleika"), zul);
}

}  // namespace
}  // namespace cubilete::store::test_db
