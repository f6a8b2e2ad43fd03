// A store left at schema 2 by the cubilete before accounts (built here with the store's own
// migrations 1 and 2, holding a room as that version wrote it) opens at the current schema on both
// databases: the room reads back whole, with the new options at their defaults, and the new tables
// work alongside it.
#include "store/schema.h"
#include "store_fixture.h"

namespace cubilete::store::test_db {
namespace {

class SchemaMigrationTest : public ::testing::TestWithParam<Factory> {};
STORE_TEST_BACKENDS(SchemaMigrationTest);

TEST_P(SchemaMigrationTest, AStoreOfSchemaTwoOpensAtTheCurrentSchemaWithItsRoomsWhole) {
  auto backend = GetParam()();
  if (!backend) GTEST_SKIP() << "CUBILETE_TEST_PG is not set (tests/cluster/pg_store_test.sh sets it)";
  backend->migrate_to(2);
  backend->query(
      "INSERT INTO rooms(code, game, name, rules, status, server_seed, commitment, seed, turn_seconds, created_ms, "
      "updated_ms, rematch, previous, hints, abandoned_by) VALUES('OLDONE', 'generala', 'mesa', '{}', 'over', 'ss', "
      "'cc', 42, 30, 1000, 2000, '', '', 'off', '1');"
      "INSERT INTO seats(room, seat, name, player, token_hash, client_seed) VALUES('OLDONE', 0, 'Ana', 'human', "
      "'h0', 's0'), ('OLDONE', 1, 'Bia', 'human', 'h1', '');"
      "INSERT INTO actions(room, idx, action, decided_by) VALUES('OLDONE', 0, 'throw 1-2-3-4-5', 'chance'), "
      "('OLDONE', 1, 'keep 1', 'person');"
      "INSERT INTO chat(room, at_ms, seat, name, text) VALUES('OLDONE', 1500, 1, 'Bia', 'oi')");
  auto store = backend->open();
  EXPECT_EQ(store->schema_version(), int(sqlite_migrations().size()));
  const auto room = store->rooms().load("OLDONE", 10);
  ASSERT_TRUE(room);
  EXPECT_EQ(room->status, RoomStatus::Over);
  EXPECT_EQ(room->seed, 42u);
  EXPECT_EQ(room->turn_seconds, 30);
  EXPECT_FALSE(room->hints);
  EXPECT_EQ(room->abandoned_by, std::vector<int>{1});
  EXPECT_EQ(room->actions, (std::vector<std::string>{"throw 1-2-3-4-5", "keep 1"}));
  EXPECT_EQ(room->decided_by, (std::vector<std::string>{"chance", "person"}));
  ASSERT_EQ(room->seats.size(), 2u);
  EXPECT_EQ(room->seats[0].name, "Ana");
  EXPECT_EQ(room->seats[0].client_seed, "s0");
  EXPECT_EQ(room->seats[0].account, 0);
  ASSERT_EQ(room->chat.size(), 1u);
  EXPECT_EQ(room->chat[0].text, "oi");
  EXPECT_EQ(room->chat[0].id, 1) << "an old line takes an id (migration 5)";
  EXPECT_FALSE(room->chat[0].removed);
  EXPECT_EQ(backend->scalar("SELECT count(*) FROM seats WHERE in_play = 0"), "2") << "the seats of a game over";
  EXPECT_FALSE(room->rated);
  EXPECT_FALSE(room->listed);
  EXPECT_EQ(room->language, "");
  // The new tables work beside the old rows; the old game, never finished through the new
  // schema, has no end recorded and is finished once now.
  std::promise<Outcome> made;
  store->accounts().create({"Ana", accounts::hash_password("a password", accounts::PasswordCost::minimum()), 1},
                        [&](const Outcome& o) { made.set_value(o); });
  EXPECT_TRUE(made.get_future().get().ok());
  std::promise<Outcome> finished;
  store->profiles().finish_game("OLDONE", scored({100, 90}, 3000), [&](const Outcome& o) { finished.set_value(o); });
  const auto o = finished.get_future().get();
  EXPECT_TRUE(o.ok()) << o.message;
  EXPECT_EQ(o.count, 0) << "an unrated room";
  EXPECT_EQ(backend->scalar("SELECT count(*) FROM finished_games"), "1");
  // Opened again: nothing left to migrate.
  store.reset();
  EXPECT_EQ(backend->open()->schema_version(), int(sqlite_migrations().size()));
}

// Migration 6 summarises each seat of the analyses stored before it from their documents (a
// document as the analysis writes it: seats with their accuracy, null without decisions).
TEST_P(SchemaMigrationTest, TheAnalysesOfSchemaFiveGetTheirSeatsSummaries) {
  auto backend = GetParam()();
  if (!backend) GTEST_SKIP() << "CUBILETE_TEST_PG is not set (tests/cluster/pg_store_test.sh sets it)";
  backend->migrate_to(5);
  backend->query(
      "INSERT INTO rooms(code, game, name, rules, status, server_seed, commitment, seed, turn_seconds, created_ms, "
      "updated_ms, rematch, previous, hints, abandoned_by) VALUES('ANALYS', 'crag', '', '{}', 'over', 'ss', "
      "'cc', 42, 0, 1000, 2000, '', '', 'on', '');"
      "INSERT INTO analyses(room, version, document, created_ms) VALUES('ANALYS', 1, "
      "'{\"measure\": \"win_chance\", \"seats\": [{\"seat\": 0, \"accuracy\": 87.5, \"luck\": -0.125, "
      "\"decisions\": 12}, {\"seat\": 1, \"accuracy\": null, \"luck\": 0.125, \"decisions\": 0}], "
      "\"steps\": []}', 2000)");
  auto store = backend->open();
  EXPECT_EQ(store->schema_version(), int(sqlite_migrations().size()));
  const auto rows =
      backend->query("SELECT seat, measure, accuracy, luck, decisions FROM analysis_seats ORDER BY seat");
  ASSERT_EQ(rows.size(), 2u);
  EXPECT_EQ(rows[0], (Rows::value_type{"0", "win_chance", "87.5", "-0.125", "12"}));
  EXPECT_EQ(rows[1][2], "<null>");
  EXPECT_EQ(rows[1][4], "0");
}

}  // namespace
}  // namespace cubilete::store::test_db
