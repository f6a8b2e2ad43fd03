// The store's moderation part (migration 5) on both databases: chat line ids, reports,
// mutes and bans (replaced, lifted, expired), a room closed, a chat line removed, a reset link,
// the admin log and the moderation events running servers poll, with every refusal changing
// nothing.
#include "store_fixture.h"
#include "store_test_util.h"

namespace cubilete::store::test_db {
namespace {

class ModerationStore : public StoreTest {
 protected:
  AdminAction by(int64_t at_ms, const std::string& reason = "why") { return {at_ms, "mod", reason}; }
};
STORE_TEST_BACKENDS(ModerationStore);

TEST_P(ModerationStore, ChatLinesHaveIdsPerRoomThatARemovalKeeps) {
  ASSERT_EQ(wait_done([&](Done d) { store().rooms().create(sample_room("AAAAAA"), d); }), "");
  ASSERT_EQ(wait_done([&](Done d) { store().rooms().create(sample_room("BBBBBB"), d); }), "");
  ASSERT_EQ(wait_done([&](Done d) { store().rooms().append_chat("AAAAAA", {10, 0, "Ana", "one", 1}, d); }), "");
  ASSERT_EQ(wait_done([&](Done d) { store().rooms().append_chat("AAAAAA", {11, 0, "Ana", "two", 2}, d); }), "");
  ASSERT_EQ(wait_done([&](Done d) { store().rooms().append_chat("BBBBBB", {12, 0, "Ana", "elsewhere"}, d); }), "")
      << "a line without an id takes the room's next";
  EXPECT_NE(wait_done([&](Done d) { store().rooms().append_chat("AAAAAA", {13, 0, "Ana", "again", 2}, d); }), "")
      << "an id is its room's once";
  const auto before = store().moderation().version();
  const auto removed = wait([&](Answer a) { store().moderation().delete_chat("AAAAAA", 1, by(20, "insult"), a); });
  ASSERT_TRUE(removed.ok()) << removed.message;
  EXPECT_EQ(wait([&](Answer a) { store().moderation().delete_chat("AAAAAA", 1, by(21), a); }).code, "already_removed");
  EXPECT_EQ(wait([&](Answer a) { store().moderation().delete_chat("AAAAAA", 9, by(21), a); }).code, "no_such_line");
  EXPECT_EQ(wait([&](Answer a) { store().moderation().delete_chat("ZZZZZZ", 1, by(21), a); }).code, "no_such_room");
  reopen();
  const auto room = store().rooms().load("AAAAAA", 10);
  ASSERT_TRUE(room);
  ASSERT_EQ(room->chat.size(), 2u);
  EXPECT_EQ(room->chat[0].id, 1);
  EXPECT_TRUE(room->chat[0].removed);
  EXPECT_EQ(room->chat[0].text, "");
  EXPECT_EQ(room->chat[1].id, 2);
  EXPECT_FALSE(room->chat[1].removed);
  EXPECT_EQ(store().rooms().load("BBBBBB", 10)->chat.at(0).id, 1);
  const auto events = store().moderation().events(before);
  ASSERT_EQ(events.size(), 1u) << "refusals write no event";
  EXPECT_EQ(events[0].kind, "delete_chat");
  EXPECT_EQ(events[0].room, "AAAAAA");
  EXPECT_EQ(events[0].chat_line, 1);
  const auto log = store().moderation().admin_log(10);
  ASSERT_EQ(log.size(), 1u);
  EXPECT_EQ(log[0].action, "delete-chat");
  EXPECT_EQ(log[0].operator_name, "mod");
  EXPECT_EQ(log[0].reason, "insult");
  EXPECT_EQ(log[0].detail, "Ana: one") << "the moderators keep what was removed";
}

TEST_P(ModerationStore, MutesAndBansAreReplacedLiftedAndExpireAndABanEndsSessions) {
  const int64_t ana = new_account("ana");
  ASSERT_TRUE(wait([&](Answer a) {
                store().accounts().create_session({accounts::session_token_hash(accounts::new_session_token()), ana, 1, 1000000, 1}, a);
              }).ok());
  Sanction mute;
  mute.kind = "mute";
  mute.account = ana;
  mute.until_ms = 5000;
  ASSERT_TRUE(wait([&](Answer a) { store().moderation().add_sanction(mute, by(100), a); }).ok());
  mute.until_ms = 0;  // replaced: until lifted
  ASSERT_TRUE(wait([&](Answer a) { store().moderation().add_sanction(mute, by(200), a); }).ok());
  auto live = store().moderation().live_sanctions(6000);
  ASSERT_EQ(live.size(), 1u) << "one live mute per target";
  EXPECT_EQ(live[0].until_ms, 0);
  EXPECT_EQ(live[0].account_name, "ana");
  Sanction ban;
  ban.kind = "ban";
  ban.address = "203.0.113.9";
  ban.until_ms = 1000;
  ASSERT_TRUE(wait([&](Answer a) { store().moderation().add_sanction(ban, by(300), a); }).ok());
  EXPECT_EQ(store().moderation().live_sanctions(900).size(), 2u);
  EXPECT_EQ(store().moderation().live_sanctions(1000).size(), 1u) << "the address ban is over at its end";
  Sanction account_ban;
  account_ban.kind = "ban";
  account_ban.account = ana;
  const auto banned = wait([&](Answer a) { store().moderation().add_sanction(account_ban, by(400), a); });
  ASSERT_TRUE(banned.ok());
  EXPECT_EQ(banned.count, 1) << "her session ended";
  EXPECT_EQ(db().scalar("SELECT count(*) FROM sessions"), "0");
  EXPECT_EQ(store().moderation().find_accounts("AN", 500, 10).at(0).sanctions, "mute, ban");
  // Refusals.
  Sanction bad = mute;
  bad.kind = "silence";
  EXPECT_EQ(wait([&](Answer a) { store().moderation().add_sanction(bad, by(500), a); }).code, "bad_sanction");
  bad = mute;
  bad.until_ms = 400;
  EXPECT_EQ(wait([&](Answer a) { store().moderation().add_sanction(bad, by(500), a); }).code, "bad_expiry");
  bad = mute;
  bad.account = 999;
  EXPECT_EQ(wait([&](Answer a) { store().moderation().add_sanction(bad, by(500), a); }).code, "no_such_account");
  bad.address = "203.0.113.9";
  EXPECT_EQ(wait([&](Answer a) { store().moderation().add_sanction(bad, by(500), a); }).code, "bad_sanction");
  // Lifted once.
  EXPECT_TRUE(wait([&](Answer a) { store().moderation().lift_sanction("mute", ana, "", by(600), a); }).ok());
  EXPECT_EQ(wait([&](Answer a) { store().moderation().lift_sanction("mute", ana, "", by(700), a); }).code,
            "not_sanctioned");
  EXPECT_EQ(store().moderation().live_sanctions(1000).size(), 1u) << "the account ban alone";
  const auto log = store().moderation().admin_log(100);
  ASSERT_EQ(log.size(), 5u) << "every action, no refusal";
  EXPECT_EQ(log.front().action, "unmute") << "newest first";
  EXPECT_EQ(log[1].detail, "until lifted; 1 sessions ended");
  EXPECT_EQ(store().moderation().admin_log_after(log[1].id, 10).size(), 1u);
}

TEST_P(ModerationStore, ReportsAreKeptNewestFirstAndResolvedOnce) {
  ASSERT_EQ(wait_done([&](Done d) { store().rooms().create(sample_room("AAAAAA"), d); }), "");
  Report r;
  r.at_ms = 10;
  r.room = "AAAAAA";
  r.reporter_seat = 1;
  r.reporter_address = "198.51.100.7";
  r.seat = 0;
  r.name = "Ana";
  r.chat_line = 3;
  r.chat_text = "rude";
  r.reason = "abuse";
  r.text = "she insults";
  const auto first = wait([&](Answer a) { store().moderation().add_report(r, a); });
  ASSERT_TRUE(first.ok()) << first.message;
  r.chat_line = 0;
  r.chat_text = "";
  r.reason = "name";
  const auto second = wait([&](Answer a) { store().moderation().add_report(r, a); });
  ASSERT_TRUE(second.ok());
  r.room = "ZZZZZZ";
  EXPECT_EQ(wait([&](Answer a) { store().moderation().add_report(r, a); }).code, "no_such_room");
  auto all = store().moderation().reports(false, 10);
  ASSERT_EQ(all.size(), 2u);
  EXPECT_EQ(all[0].id, second.id);
  EXPECT_EQ(all[1].chat_text, "rude");
  EXPECT_EQ(all[1].reporter_address, "198.51.100.7");
  ASSERT_TRUE(wait([&](Answer a) { store().moderation().resolve_report(first.id, by(20), a); }).ok());
  EXPECT_EQ(wait([&](Answer a) { store().moderation().resolve_report(first.id, by(21), a); }).code, "already_resolved");
  EXPECT_EQ(wait([&](Answer a) { store().moderation().resolve_report(999, by(21), a); }).code, "no_such_report");
  const auto open = store().moderation().reports(true, 10);
  ASSERT_EQ(open.size(), 1u);
  EXPECT_EQ(open[0].id, second.id);
}

TEST_P(ModerationStore, AClosedRoomEndsWithoutAResultAndOnlyOnce) {
  ASSERT_EQ(wait_done([&](Done d) { store().rooms().create(sample_room("AAAAAA"), d); }), "");
  ASSERT_TRUE(wait([&](Answer a) { store().moderation().close_room("AAAAAA", by(50), a); }).ok());
  EXPECT_EQ(store().rooms().load("AAAAAA", 0)->status, RoomStatus::Closed);
  EXPECT_TRUE(store().rooms().active().empty()) << "not brought back at a restart";
  EXPECT_EQ(wait([&](Answer a) { store().moderation().close_room("AAAAAA", by(60), a); }).code, "not_open");
  EXPECT_EQ(wait([&](Answer a) { store().moderation().close_room("ZZZZZZ", by(60), a); }).code, "no_such_room");
  EXPECT_EQ(db().scalar("SELECT count(*) FROM finished_games"), "0");
  EXPECT_EQ(store().moderation().recent_rooms(true, 10).size(), 0u);
  ASSERT_EQ(store().moderation().recent_rooms(false, 10).size(), 1u);
  EXPECT_EQ(store().moderation().events(0).back().kind, "close_room");
}

TEST_P(ModerationStore, AResetLinkIsKeptAsAHashAndLogged) {
  const int64_t ana = new_account("ana");
  const std::string hash = accounts::session_token_hash("the-token-itself");
  ASSERT_TRUE(wait([&](Answer a) { store().moderation().issue_reset_link(ana, hash, 5000, by(100), a); }).ok());
  EXPECT_EQ(db().scalar("SELECT token_hash FROM reset_tokens"), hash);
  EXPECT_EQ(store().moderation().admin_log(1).at(0).action, "reset-link");
  EXPECT_EQ(wait([&](Answer a) { store().moderation().issue_reset_link(999, hash, 5000, by(100), a); }).code,
            "no_such_account");
  EXPECT_EQ(wait([&](Answer a) { store().moderation().issue_reset_link(ana, "not a hash", 5000, by(100), a); }).code,
            "bad_token_hash");
  EXPECT_EQ(store().moderation().admin_log(10).size(), 1u) << "a refusal is not logged";
}

}  // namespace
}  // namespace cubilete::store::test_db
