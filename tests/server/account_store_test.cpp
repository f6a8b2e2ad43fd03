// The store's accounts on both databases: accounts and their look-alikes,
// sessions, passwords, failed sign-ins, reset tokens and deletion, every refusal changing
// nothing, and only hashes in the tables.
#include <future>

#include "store_fixture.h"

namespace cubilete::store::test_db {
namespace {

constexpr int64_t kHour = 3600 * 1000;

class AccountStoreTest : public StoreTest {};
STORE_TEST_BACKENDS(AccountStoreTest);

TEST_P(AccountStoreTest, CreatesAnAccountAndFindsItInAnyCase) {
  const auto hash = hash_of("correct horse");
  const auto made = wait([&](Answer a) { store().accounts().create({"Ana_Maria", hash, 1234}, a); });
  ASSERT_TRUE(made.ok()) << made.message;
  EXPECT_GT(made.id, 0);
  for (const char* typed : {"Ana_Maria", "ana_maria", "ANA_MARIA"}) {
    const auto found = store().accounts().find(typed);
    ASSERT_TRUE(found) << typed;
    EXPECT_EQ(found->id, made.id);
    EXPECT_EQ(found->name, "Ana_Maria") << "kept as typed";
    EXPECT_EQ(found->password_hash, hash);
    EXPECT_EQ(found->created_ms, 1234);
    EXPECT_TRUE(accounts::verify_password("correct horse", found->password_hash));
  }
  EXPECT_FALSE(store().accounts().find("Ana-Maria"));
  EXPECT_FALSE(store().accounts().find("nobody"));
  ASSERT_TRUE(store().accounts().by_id(made.id));
  EXPECT_EQ(store().accounts().by_id(made.id)->name, "Ana_Maria");
  EXPECT_FALSE(store().accounts().by_id(made.id + 1000));
}

TEST_P(AccountStoreTest, RefusesTakenNamesLookAlikesBadNamesAndPasswordsInClear) {
  new_account("Pedro1");
  new_account("mario");
  new_account("João");
  const auto hash = hash_of("some password");
  // The same name in another case, and look-alikes of them (1/l/i, rn/m, _/-, 0/o, ã/a).
  for (const char* name : {"PEDRO1", "pedrol", "PedroI", "rnario", "MARIO", "JOÃO", "Joao", "J0ao"}) {
    const auto o = wait([&](Answer a) { store().accounts().create({name, hash, 1}, a); });
    EXPECT_EQ(o.code, "name_taken") << name;
    EXPECT_NE(o.message.find(name), std::string::npos) << o.message;
  }
  for (const char* name : {"ab", "admin", "Deleted", "optimal", "ana maria", "_ana", "a__b", "Straße"}) {
    const auto o = wait([&](Answer a) { store().accounts().create({name, hash, 1}, a); });
    EXPECT_EQ(o.code, "bad_name") << name;
    EXPECT_FALSE(o.message.empty());
  }
  // A password where its hash belongs is refused, never stored.
  for (const char* not_a_hash : {"hunter22-password", "", "$argon2i$v=19$m=65536,t=2,p=1$c29tZXNhbHQ$abc"}) {
    const auto o = wait([&](Answer a) { store().accounts().create({"Bia", not_a_hash, 1}, a); });
    EXPECT_EQ(o.code, "bad_password_hash") << not_a_hash;
  }
  EXPECT_EQ(db().scalar("SELECT count(*) FROM accounts"), "3") << "nothing refused was written";
  EXPECT_EQ(db().scalar("SELECT count(*) FROM accounts WHERE password_hash LIKE '%hunter22%'"), "0");
}

TEST_P(AccountStoreTest, OfTwoLookAlikesCreatedAtOnceOnlyOneIsMade) {
  // Queued together (one group on SQLite; on PostgreSQL also through a second store, as a second
  // instance would): the unique skeleton lets one through.
  auto other = db().open();
  std::promise<Outcome> first, second, third;
  store().accounts().create({"Lucia", hash_of("password-1"), 1}, [&](const Outcome& o) { first.set_value(o); });
  store().accounts().create({"LUC1A", hash_of("password-2"), 1}, [&](const Outcome& o) { second.set_value(o); });
  other->accounts().create({"luc1a", hash_of("password-3"), 1}, [&](const Outcome& o) { third.set_value(o); });
  int made = 0;
  for (auto* p : {&first, &second, &third}) {
    const auto o = p->get_future().get();
    if (o.ok())
      ++made;
    else
      EXPECT_EQ(o.code, "name_taken");
  }
  EXPECT_EQ(made, 1);
  EXPECT_EQ(db().scalar("SELECT count(*) FROM accounts"), "1");
}

TEST_P(AccountStoreTest, SessionsAreFoundByTheirHashUntilTheyExpireOrEnd) {
  const int64_t ana = new_account("Ana");
  const auto token = accounts::new_session_token();
  const auto hash = accounts::session_token_hash(token);
  ASSERT_TRUE(wait([&](Answer a) { store().accounts().create_session({hash, ana, 1000, 1000 + kHour, 0}, a); }).ok());
  const auto signed_in = store().accounts().find_session(hash, 2000);
  ASSERT_TRUE(signed_in);
  EXPECT_EQ(signed_in->account.id, ana);
  EXPECT_EQ(signed_in->account.name, "Ana");
  EXPECT_EQ(signed_in->session.last_seen_ms, 1000);
  EXPECT_FALSE(store().accounts().find_session(hash, 1000 + kHour)) << "expired";
  EXPECT_FALSE(store().accounts().find_session(accounts::session_token_hash("another"), 2000));
  // Touching moves the expiry; an expired or unknown session cannot be touched.
  ASSERT_TRUE(wait([&](Answer a) { store().accounts().touch_session(hash, 5000, 5000 + 2 * kHour, a); }).ok());
  EXPECT_TRUE(store().accounts().find_session(hash, 1000 + kHour));
  EXPECT_EQ(store().accounts().find_session(hash, 6000)->session.last_seen_ms, 5000);
  EXPECT_EQ(wait([&](Answer a) { store().accounts().touch_session(hash, 5000 + 2 * kHour, 9 * kHour, a); }).code,
            "no_such_session");
  EXPECT_EQ(wait([&](Answer a) { store().accounts().touch_session(hash, 6000, 6000, a); }).code, "bad_expiry");
  // Bad sessions are refused: a token in clear, an unknown account, an expiry before the start,
  // the same hash twice.
  EXPECT_EQ(wait([&](Answer a) { store().accounts().create_session({token, ana, 1000, 2000, 0}, a); }).code,
            "bad_token_hash");
  EXPECT_EQ(wait([&](Answer a) { store().accounts().create_session({std::string(64, 'A'), ana, 1000, 2000, 0}, a); }).code,
            "bad_token_hash");
  EXPECT_EQ(wait([&](Answer a) { store().accounts().create_session({accounts::session_token_hash("x"), ana + 99, 1000, 2000, 0}, a); })
                .code,
            "no_such_account");
  EXPECT_EQ(wait([&](Answer a) { store().accounts().create_session({accounts::session_token_hash("y"), ana, 2000, 2000, 0}, a); })
                .code,
            "bad_expiry");
  EXPECT_EQ(wait([&](Answer a) { store().accounts().create_session({hash, ana, 1000, 2000, 0}, a); }).code, "bad_token_hash");
  EXPECT_EQ(db().scalar("SELECT count(*) FROM sessions"), "1");
  // The token itself is nowhere.
  EXPECT_EQ(db().scalar("SELECT count(*) FROM sessions WHERE token_hash = '" + token + "'"), "0");
  // Signing out ends it (and signing out twice is no error).
  EXPECT_EQ(wait([&](Answer a) { store().accounts().revoke_session(hash, a); }).count, 1);
  EXPECT_EQ(wait([&](Answer a) { store().accounts().revoke_session(hash, a); }).count, 0);
  EXPECT_FALSE(store().accounts().find_session(hash, 2000));
}

TEST_P(AccountStoreTest, SigningOutEverywhereKeepsOnlyTheSessionAsked) {
  const int64_t ana = new_account("Ana"), bia = new_account("Bia");
  std::vector<std::string> hashes;
  for (int i = 0; i < 4; ++i) {
    hashes.push_back(accounts::session_token_hash("ana" + std::to_string(i)));
    ASSERT_TRUE(wait([&](Answer a) { store().accounts().create_session({hashes.back(), ana, 1000, 1000 + kHour, 0}, a); }).ok());
  }
  const auto bias = accounts::session_token_hash("bia");
  ASSERT_TRUE(wait([&](Answer a) { store().accounts().create_session({bias, bia, 1000, 1000 + kHour, 0}, a); }).ok());
  EXPECT_EQ(wait([&](Answer a) { store().accounts().revoke_sessions(ana, hashes[2], a); }).count, 3);
  for (int i = 0; i < 4; ++i) EXPECT_EQ(bool(store().accounts().find_session(hashes[size_t(i)], 2000)), i == 2) << i;
  EXPECT_TRUE(store().accounts().find_session(bias, 2000)) << "another account's session stays";
  EXPECT_EQ(wait([&](Answer a) { store().accounts().revoke_sessions(ana, "", a); }).count, 1);
  EXPECT_FALSE(store().accounts().find_session(hashes[2], 2000));
}

TEST_P(AccountStoreTest, ChangingThePasswordEndsTheOtherSessionsAndResetTokens) {
  const int64_t ana = new_account("Ana");
  const auto old_hash = password_hash(ana);
  const auto here = accounts::session_token_hash("here"), there = accounts::session_token_hash("there");
  for (const auto& h : {here, there})
    ASSERT_TRUE(wait([&](Answer a) { store().accounts().create_session({h, ana, 1000, 1000 + kHour, 0}, a); }).ok());
  ASSERT_TRUE(wait([&](Answer a) {
                store().accounts().issue_reset_token(ana, accounts::session_token_hash("reset"), 1000, 1000 + kHour, a);
              }).ok());
  const auto new_hash = hash_of("a new password");
  // The caller checked the old password against a hash that is no longer the account's.
  EXPECT_EQ(wait([&](Answer a) { store().accounts().change_password(ana, hash_of("stale"), new_hash, here, a); }).code,
            "password_changed");
  EXPECT_EQ(wait([&](Answer a) { store().accounts().change_password(ana, old_hash, "a new password", here, a); }).code,
            "bad_password_hash");
  EXPECT_EQ(wait([&](Answer a) { store().accounts().change_password(ana + 9, old_hash, new_hash, here, a); }).code,
            "no_such_account");
  EXPECT_TRUE(store().accounts().find_session(there, 2000)) << "the refusals changed nothing";
  const auto changed = wait([&](Answer a) { store().accounts().change_password(ana, old_hash, new_hash, here, a); });
  ASSERT_TRUE(changed.ok()) << changed.message;
  EXPECT_EQ(changed.count, 1);
  EXPECT_EQ(password_hash(ana), new_hash);
  EXPECT_TRUE(store().accounts().find_session(here, 2000));
  EXPECT_FALSE(store().accounts().find_session(there, 2000));
  EXPECT_EQ(db().scalar("SELECT count(*) FROM reset_tokens"), "0");
}

TEST_P(AccountStoreTest, FailedSignInsAreCountedWithinAWindow) {
  const int64_t ana = new_account("Ana");
  constexpr int64_t window = 15 * 60 * 1000;
  for (int i = 1; i <= 3; ++i)
    EXPECT_EQ(wait([&](Answer a) { store().accounts().note_failed_signin(ana, 1000 + i, window, a); }).count, i);
  auto f = store().accounts().failed_signins(ana, 2000, window);
  EXPECT_EQ(f.failures, 3);
  EXPECT_EQ(f.window_start_ms, 1001);
  EXPECT_EQ(f.last_ms, 1003);
  EXPECT_EQ(store().accounts().failed_signins(ana, 1001 + window, window).failures, 0) << "the window is over";
  // A failure after the window starts a new one.
  EXPECT_EQ(wait([&](Answer a) { store().accounts().note_failed_signin(ana, 1001 + window, window, a); }).count, 1);
  EXPECT_EQ(store().accounts().failed_signins(ana, 2000 + window, window).failures, 1);
  EXPECT_EQ(wait([&](Answer a) { store().accounts().clear_failed_signins(ana, a); }).count, 1);
  EXPECT_EQ(store().accounts().failed_signins(ana, 2000 + window, window).failures, 0);
  EXPECT_EQ(wait([&](Answer a) { store().accounts().note_failed_signin(ana + 5, 1000, window, a); }).code, "no_such_account");
  EXPECT_EQ(wait([&](Answer a) { store().accounts().note_failed_signin(ana, 1000, 0, a); }).code, "bad_window");
}

TEST_P(AccountStoreTest, AResetTokenWorksOnceBeforeItExpires) {
  const int64_t ana = new_account("Ana");
  const auto session = accounts::session_token_hash("session");
  ASSERT_TRUE(wait([&](Answer a) { store().accounts().create_session({session, ana, 1000, 1000 + kHour, 0}, a); }).ok());
  ASSERT_TRUE(wait([&](Answer a) { store().accounts().note_failed_signin(ana, 1000, kHour, a); }).ok());
  const auto first = accounts::session_token_hash("reset-1"), second = accounts::session_token_hash("reset-2");
  EXPECT_EQ(wait([&](Answer a) { store().accounts().issue_reset_token(ana, "reset-1", 1000, 2000, a); }).code, "bad_token_hash");
  EXPECT_EQ(wait([&](Answer a) { store().accounts().issue_reset_token(ana + 3, first, 1000, 2000, a); }).code, "no_such_account");
  EXPECT_EQ(wait([&](Answer a) { store().accounts().issue_reset_token(ana, first, 1000, 1000, a); }).code, "bad_expiry");
  ASSERT_TRUE(wait([&](Answer a) { store().accounts().issue_reset_token(ana, first, 1000, 1000 + kHour, a); }).ok());
  // A newer link replaces the older one.
  ASSERT_TRUE(wait([&](Answer a) { store().accounts().issue_reset_token(ana, second, 2000, 2000 + kHour, a); }).ok());
  const auto new_hash = hash_of("reset password");
  EXPECT_EQ(wait([&](Answer a) { store().accounts().use_reset_token(first, new_hash, 3000, a); }).code, "bad_reset_token");
  EXPECT_EQ(wait([&](Answer a) { store().accounts().use_reset_token(second, "clear text", 3000, a); }).code,
            "bad_password_hash");
  EXPECT_EQ(wait([&](Answer a) { store().accounts().use_reset_token(second, new_hash, 2000 + kHour, a); }).code,
            "bad_reset_token")
      << "expired";
  const auto used = wait([&](Answer a) { store().accounts().use_reset_token(second, new_hash, 3000, a); });
  ASSERT_TRUE(used.ok()) << used.message;
  EXPECT_EQ(used.id, ana);
  EXPECT_EQ(password_hash(ana), new_hash);
  EXPECT_FALSE(store().accounts().find_session(session, 3000)) << "signed out everywhere";
  EXPECT_EQ(store().accounts().failed_signins(ana, 3000, kHour).failures, 0);
  EXPECT_EQ(wait([&](Answer a) { store().accounts().use_reset_token(second, hash_of("again"), 3001, a); }).code,
            "bad_reset_token")
      << "once";
}

TEST_P(AccountStoreTest, ExpiredSessionsAndResetTokensArePurged) {
  const int64_t ana = new_account("Ana");
  for (int i = 0; i < 3; ++i) {
    const auto h = accounts::session_token_hash("s" + std::to_string(i));
    ASSERT_TRUE(wait([&](Answer a) { store().accounts().create_session({h, ana, 1000, 2000 + i * 1000, 0}, a); }).ok());
  }
  ASSERT_TRUE(wait([&](Answer a) { store().accounts().issue_reset_token(ana, accounts::session_token_hash("r"), 1000, 2500, a); }).ok());
  EXPECT_EQ(wait([&](Answer a) { store().accounts().purge_expired(3000, a); }).count, 3);  // two sessions and the token
  EXPECT_EQ(db().scalar("SELECT count(*) FROM sessions"), "1");
  EXPECT_EQ(db().scalar("SELECT count(*) FROM reset_tokens"), "0");
}

}  // namespace
}  // namespace cubilete::store::test_db
