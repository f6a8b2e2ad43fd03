// Rated games and what stays of a person over real sockets: a rated game against a bot
// played to its end moves the rating once, shows on the profile, the history and the result; a
// SIGKILL between the last action and the end's commit, or right after the commit, loses nothing
// and counts nothing twice once the server is back on the same database; a guest who makes an
// account keeps the games of their browser; a deleted account leaves no personal data in any
// table. Every message, answer and log line is read for passwords and tokens. On SQLite and on
// PostgreSQL (tests/cluster/pg_store_test.sh).
#include <gtest/gtest.h>

#include <random>
#include <thread>

#include "account_browser.h"
#include "accounts/account_name.h"

namespace cubilete::test {
namespace {

class RatedGames : public AccountServer {
 protected:
  // A rated Crag game of `b`'s account against the greedy bot; the person is seated by the
  // session (no token on the socket).
  Room rated_room(Browser& b) {
    auto made = b.call("POST", "/api/rooms",
                       {{"game", "crag"}, {"seats", json::array({json::object(), {{"bot", "greedy"}}})}, {"rated", true}});
    EXPECT_EQ(made.status, 201) << made.raw;
    Room room;
    room.code = made.body.value("room", "");
    Player p;
    p.seat = made.body.value("seat", -1);
    p.token = made.body.value("token", "");
    p.ws = b.socket(room.code);
    room.people.push_back(std::move(p));
    return room;
  }
  // Plays random actions until the game is over (false) or the server went away (true).
  static bool play_until_gone(Room& room, uint64_t seed) {
    std::mt19937_64 rng(seed);
    const auto deadline = std::chrono::steady_clock::now() + 120s;
    while (std::chrono::steady_clock::now() < deadline) {
      if (room.people[0].ws->closed()) return true;
      try {
        if (room.people[0].state.is_null()) await_state(room.people[0]);
        if (!play_step(room, rng)) return false;
      } catch (const std::runtime_error&) {
        return room.people[0].ws->closed(1s);
      }
    }
    ADD_FAILURE() << "the game neither ended nor stopped";
    return false;
  }
  void expect_no_secret(const std::string& text, const std::vector<std::string>& secrets, const std::string& where) {
    for (const auto& s : secrets)
      if (!s.empty()) {
        EXPECT_EQ(text.find(s), std::string::npos) << "a secret in " << where << ": " << text.substr(0, 300);
      }
  }
};

// A finished room's analysis, asked until it answers 200 (bounded: 30 s): it may still be
// computed (202), and on PostgreSQL the room may be between two instances for a moment (503
// moved) while the document waits in the store.
HttpResult analysis_of(unsigned short port, const std::string& code) {
  HttpResult r;
  for (int i = 0; i < 300 && r.status != 200; ++i) {
    r = http(port, "GET", "/api/rooms/" + code + "/analysis");
    if (r.status != 200) std::this_thread::sleep_for(100ms);
  }
  return r;
}

TEST_P(RatedGames, ARatedGameAgainstABotMovesTheRatingOnceAndShowsOnTheProfile) {
  start();
  Browser ana = signed_up("ana_rated", kPassword);
  Room room = rated_room(ana);
  ASSERT_FALSE(room.code.empty());
  play_randomly(port(), room, 11);
  const json& last = room.people[0].state;
  ASSERT_EQ(last["status"], "over");
  EXPECT_EQ(last["rated"], true);
  EXPECT_EQ(last["hints"], "off") << "a rated game gives no hints";
  ASSERT_TRUE(last["result"].contains("ratings")) << last["result"].dump();
  const auto& change = last["result"]["ratings"];
  ASSERT_EQ(change.size(), 1u) << "the bot's rating is fixed";
  EXPECT_EQ(change[0]["seat"], 0);
  EXPECT_EQ(change[0]["before"]["rating"], 1500.0);
  EXPECT_NE(change[0]["after"]["rating"], 1500.0);
  EXPECT_LT(change[0]["after"]["deviation"].get<double>(), 350.0);
  EXPECT_EQ(change[0]["provisional"], true);

  const json profile = profile_once("ana_rated", 1);
  const auto& crag = profile["ratings"]["crag"];
  EXPECT_DOUBLE_EQ(crag["rating"].get<double>(), change[0]["after"]["rating"].get<double>());
  EXPECT_EQ(crag["provisional"], true);
  EXPECT_EQ(profile["ratings"]["yahtzee"]["games"], 0) << "every rated game, also before its first";
  EXPECT_EQ(profile["ratings"]["yahtzee"]["rating"], 1500.0);
  EXPECT_EQ(profile["stats"]["crag"]["played"], 1);
  ASSERT_EQ(profile["games"].size(), 1u);
  const auto& game = profile["games"][0];
  EXPECT_EQ(game["room"], room.code);
  EXPECT_EQ(game["rated"], true);
  EXPECT_EQ(game["seats"][1]["bot"], "greedy");
  EXPECT_EQ(game["rating"]["after"], crag["rating"]);
  // The game's analysis, computed when it ended, reaches the profile (waited for, bounded).
  json analysed;
  for (int i = 0; i < 300 && analysed.is_null(); ++i) {
    const json p = http(port(), "GET", "/api/players/ana_rated").body;
    if (p["analysis"].contains("crag"))
      analysed = p["analysis"]["crag"];
    else
      std::this_thread::sleep_for(100ms);
  }
  ASSERT_EQ(analysed.size(), 1u) << "one measure: " << analysed;
  EXPECT_EQ(analysed[0]["games"], 1);
  const HttpResult asked = analysis_of(port(), room.code);
  ASSERT_EQ(asked.status, 200) << asked.raw;
  const json& doc = asked.body;
  EXPECT_EQ(doc["seats"][0]["name"], "ana_rated");
  EXPECT_EQ(analysed[0]["measure"], doc["measure"]);
  EXPECT_DOUBLE_EQ(analysed[0]["accuracy"].get<double>(), doc["seats"][0]["accuracy"].get<double>());
  EXPECT_DOUBLE_EQ(analysed[0]["luck"].get<double>(), doc["seats"][0]["luck"].get<double>());
  ASSERT_EQ(analysed[0]["recent"].size(), 1u);
  EXPECT_EQ(analysed[0]["recent"][0]["room"], room.code);
  EXPECT_EQ(analysed[0]["recent"][0]["ended"], game["ended"]);
  const json history = http(port(), "GET", "/api/players/ana_rated/history/crag").body;
  ASSERT_EQ(history["points"].size(), 1u) << history.dump();
  EXPECT_EQ(history["points"][0]["room"], room.code);
  // The store holds one change and one game, as an independent read of its tables says.
  EXPECT_EQ(db().scalar("SELECT count(*) FROM rating_changes"), "1");
  EXPECT_EQ(db().scalar("SELECT games FROM ratings WHERE game = 'crag'"), "1");
  // A restart on the same database brings the room back over, counted once still.
  start();
  // On PostgreSQL the new server claims the room once the killed one's lock is gone (503 moved
  // meanwhile): asked until it answers, bounded.
  HttpResult restored;
  for (int i = 0; i < 200 && restored.status != 200; ++i) {
    restored = http(port(), "GET", "/api/rooms/" + room.code);
    if (restored.status != 200) std::this_thread::sleep_for(100ms);
  }
  EXPECT_EQ(restored.body["status"], "over") << restored.raw;
  auto watcher = std::make_unique<WsClient>(port(), room.code);
  json seen;
  // The room read again replays its game and its report before a state carries the result.
  for (int i = 0; i < 10 && !seen.contains("result"); ++i) seen = watcher->next_of("state", 20s);
  EXPECT_EQ(seen["result"]["ratings"], change);
  EXPECT_EQ(http(port(), "GET", "/api/players/ana_rated").body["ratings"]["crag"]["games"], 1);
  EXPECT_EQ(db().scalar("SELECT count(*) FROM rating_changes"), "1");
  // No leaderboard place yet (a provisional rating), and the board says who stands on it.
  const json board = http(port(), "GET", "/api/leaderboard/crag").body;
  EXPECT_EQ(board["game"], "crag");
  EXPECT_TRUE(board["players"].empty());
  EXPECT_EQ(board["policy"]["max_deviation"], 80.0);
  // Nothing secret anywhere.
  const std::vector<std::string> secrets = {kPassword, ana.cookie, room.people[0].token};
  for (const auto& frame : room.people[0].ws->frames()) expect_no_secret(frame, {kPassword, ana.cookie}, "a frame");
  for (const auto& frame : watcher->frames()) expect_no_secret(frame, secrets, "a spectator's frame");
  expect_no_secret(profile.dump() + history.dump() + board.dump(), secrets, "a public answer");
  expect_no_secret(server().log(), secrets, "the log");
}

// SIGKILL once the last action is committed and before the end is written, and once the end is
// committed and before anyone heard of it: back on the same database, the rating moved once.
TEST_P(RatedGames, ASigkillAroundTheEndsCommitLosesNothingAndCountsNothingTwice) {
  for (const std::string crash_at : {"before_finish", "after_finish"}) {
    SCOPED_TRACE(crash_at);
    start({}, crash_at);
    Browser b = signed_up("kill_" + crash_at.substr(0, 5), kPassword);
    const std::string name = "kill_" + crash_at.substr(0, 5);
    Room room = rated_room(b);
    EXPECT_TRUE(play_until_gone(room, 5)) << "the server dies at the end";
    server().kill9();  // reaps the process that killed itself
    const std::string log = server().log();
    EXPECT_NE(log.find("CUBILETE_TEST_CRASH_AT=" + crash_at), std::string::npos) << log;
    const std::string changes_before = db().scalar("SELECT count(*) FROM rating_changes");
    // The first game's end was not written; the second's was (the first's recovered meanwhile).
    EXPECT_EQ(changes_before, crash_at == "before_finish" ? "0" : "2");
    start();
    b.port = port();
    // The room comes back, replays to its end and records it (or finds it recorded): the first
    // state waits on the new server reading the room back from its store, which on a loaded
    // machine has taken more than 5 s.
    auto ws = b.socket(room.code);
    json state;
    for (int i = 0; i < 10 && !state.contains("result"); ++i) state = ws->next_of("state", 20s);
    ASSERT_TRUE(state.contains("result")) << state.dump();
    ASSERT_EQ(state["result"]["ratings"].size(), 1u) << state.dump();
    const json profile = profile_once(name, 1);
    EXPECT_EQ(profile["games"].size(), 1u);
    EXPECT_EQ(db().scalar("SELECT count(*) FROM rating_changes WHERE room = '" + room.code + "'"), "1");
    EXPECT_EQ(db().scalar("SELECT count(*) FROM finished_games WHERE room = '" + room.code + "'"), "1");
    EXPECT_EQ(db().scalar("SELECT count(*) FROM account_games WHERE room = '" + room.code + "'"), "1");
    EXPECT_DOUBLE_EQ(profile["ratings"]["crag"]["rating"].get<double>(),
                     state["result"]["ratings"][0]["after"]["rating"].get<double>());
  }
}

TEST_P(RatedGames, AGuestWhoMakesAnAccountKeepsTheGamesOfTheirBrowser) {
  start();
  Browser guest = browser();
  auto made = guest.call("POST", "/api/rooms",
                         {{"game", "crag"}, {"seats", json::array({json::object(), {{"bot", "random"}}})}, {"name", "Bia"}});
  ASSERT_EQ(made.status, 201);
  Room room;
  room.code = made.body["room"];
  Player p;
  p.seat = made.body["seat"];
  p.token = made.body["token"];
  p.ws = std::make_unique<WsClient>(port(), room.code, p.token);
  room.people.push_back(std::move(p));
  play_randomly(port(), room, 3);
  ASSERT_EQ(room.people[0].state["status"], "over");
  // A second room still waiting, and a token that is no seat's.
  auto waiting = guest.call("POST", "/api/rooms",
                            {{"game", "crag"}, {"seats", json::array({json::object(), json::object()})}, {"name", "Bia"}});
  ASSERT_EQ(waiting.status, 201);

  auto r = guest.call("POST", "/api/account/signup", {{"name", "bia"}, {"password", kPassword}});
  ASSERT_EQ(r.status, 201);
  r = guest.call("POST", "/api/account/seats",
                 {{"seats", json::array({{{"room", room.code}, {"token", room.people[0].token}},
                                         {{"room", waiting.body["room"]}, {"token", waiting.body["token"]}},
                                         {{"room", room.code}, {"token", "not-a-token"}},
                                         {{"room", "ZZZZZZ"}, {"token", "x"}}})}});
  ASSERT_EQ(r.status, 200) << r.raw;
  EXPECT_EQ(r.body["seats"][0]["kept"], true) << r.raw;
  EXPECT_EQ(r.body["seats"][1]["kept"], true);
  EXPECT_EQ(r.body["seats"][2]["kept"], false);
  EXPECT_EQ(r.body["seats"][2]["error"], "bad_token");
  EXPECT_EQ(r.body["seats"][3]["error"], "no_such_room");
  // Asked again: nothing changes, nothing counts twice.
  r = guest.call("POST", "/api/account/seats",
                 {{"seats", json::array({{{"room", room.code}, {"token", room.people[0].token}}})}});
  EXPECT_EQ(r.body["seats"][0]["kept"], true);
  const json profile = http(port(), "GET", "/api/players/bia").body;
  ASSERT_EQ(profile["games"].size(), 1u) << profile.dump();
  EXPECT_EQ(profile["games"][0]["room"], room.code);
  EXPECT_EQ(profile["games"][0]["rated"], false);
  EXPECT_EQ(profile["stats"]["crag"]["played"], 1);
  EXPECT_EQ(profile["ratings"]["crag"]["games"], 0) << "a casual game moves no rating";
  // The waiting room's seat is the account's now: its session reaches it.
  const auto rooms = guest.call("GET", "/api/account/rooms").body;
  ASSERT_EQ(rooms["rooms"].size(), 1u) << rooms.dump();
  EXPECT_EQ(rooms["rooms"][0]["room"], waiting.body["room"]);
  EXPECT_EQ(guest.socket(waiting.body["room"])->next_of("state")["seats"][0]["account"], "bia");
}

TEST_P(RatedGames, ADeletedAccountLeavesNoPersonalDataInAnyTable) {
  start();
  Browser zoe = signed_up("Zoe_Quintana", kPassword);
  Browser other = signed_up("other_one", kPassword);
  // A rated game, a casual game with a chat line, and a room with another account.
  Room rated = rated_room(zoe);
  play_randomly(port(), rated, 8);
  // Its analysis names her while she has an account.
  HttpResult analysis = analysis_of(port(), rated.code);
  ASSERT_EQ(analysis.status, 200) << analysis.raw;
  EXPECT_EQ(analysis.body["seats"][0]["name"], "Zoe_Quintana");
  auto casual = zoe.call("POST", "/api/rooms", {{"game", "crag"}, {"seats", json::array({json::object(), json::object()})}});
  ASSERT_EQ(casual.status, 201);
  const std::string code = casual.body["room"];
  ASSERT_EQ(other.call("POST", "/api/rooms/" + code + "/join", json::object()).status, 200);
  auto zoe_ws = zoe.socket(code);
  zoe_ws->send({{"type", "chat"}, {"text", "I am Zoe Quintana from Rosario"}});
  auto other_ws = other.socket(code);
  json chat;
  for (int i = 0; i < 20 && chat.is_null(); ++i) {
    const auto m = other_ws->next();
    if (m["type"] == "chat") chat = m;
    if (m["type"] == "state" && m.contains("chat") && !m["chat"].empty()) chat = m["chat"];
  }
  // Reports both ways, and moderators acting on her: the other reports her line and she the
  // other's seat; an operator mutes her and removes her line (the admin log quotes it).
  const json her_line = zoe_ws->next_of("chat");
  ASSERT_TRUE(her_line["id"].is_number_integer()) << her_line;
  const std::string reports = "/api/rooms/" + code + "/reports";
  auto report = other.call("POST", reports, {{"chat", her_line["id"]}, {"reason", "abuse"}, {"text", "rude"}});
  ASSERT_EQ(report.status, 201) << report.raw;
  report = zoe.call("POST", reports, {{"seat", 1}, {"reason", "name"}});
  ASSERT_EQ(report.status, 201) << report.raw;
  const std::string admin =
      std::string(CUBILETE_BINARY) + " admin --db '" + db().serve_db() + "' --as tester --reason spam ";
  for (const std::string& action :
       {std::string("mute Zoe_Quintana"), "delete-chat " + code + " " + her_line["id"].dump()}) {
    const auto done = run_command(admin + action);
    ASSERT_EQ(done.status, 0) << action << ": " << done.out;
  }
  // An open public table of hers, listed in the lobby under her name (on PostgreSQL, in the
  // instances' shared lobby_entries too).
  auto listed = zoe.call("POST", "/api/rooms", {{"game", "generala"},
                                                 {"seats", json::array({json::object(), json::object()})},
                                                 {"public", true}});
  ASSERT_EQ(listed.status, 201) << listed.raw;
  const std::string session = zoe.cookie;
  auto r = zoe.call("DELETE", "/api/account", {{"password", kPassword}});
  ASSERT_EQ(r.status, 200) << r.raw;
  EXPECT_TRUE(zoe.cookie.empty());
  EXPECT_EQ(http(port(), "GET", "/api/players/Zoe_Quintana").status, 404);
  zoe.cookie = session;
  EXPECT_EQ(zoe.call("GET", "/api/account").status, 401);
  // The name is free again; the other player's room shows the neutral name.
  EXPECT_EQ(browser().call("POST", "/api/account/signin", {{"name", "Zoe_Quintana"}, {"password", kPassword}}).status, 401);
  analysis = analysis_of(port(), rated.code);
  ASSERT_EQ(analysis.status, 200) << analysis.raw;
  EXPECT_EQ(analysis.body["seats"][0]["name"], std::string(accounts::kDeletedAccountName))
      << "the analysis of her game names no one";
  // Her open table is listed again under the neutral name, with no profile and no rating, once
  // its room hears of the deletion (bounded). On PostgreSQL the room may be in no instance's hands
  // between requests: then the table leaves the lists until one takes it up again.
  const std::string listed_code = listed.body["room"];
  const json nameless = {{"name", accounts::kDeletedAccountName}, {"account", nullptr}};
  const bool shared_lobby = db().name() == "PostgreSQL";  // the instances' lobby (migration 7)
  json creator;  // null: not listed
  for (int i = 0; i < 50; ++i) {
    auto watcher = browser().socket("?lobby=1");
    const json snapshot = watcher->next_of("lobby");  // named: the loop reads into it
    creator = json();
    for (const auto& t : snapshot["tables"])
      if (t["room"] == listed_code) creator = t["creator"];
    if (creator == nameless || (creator.is_null() && shared_lobby)) break;
    std::this_thread::sleep_for(100ms);
  }
  if (shared_lobby) EXPECT_TRUE(creator.is_null() || creator == nameless) << creator;
  else EXPECT_EQ(creator, nameless);
  server().stop();
  // Every cell of every table: no name, no chat line, no password hash or session of hers.
  for (const auto& table : db().tables()) {
    for (const auto& row : db().query("SELECT * FROM " + table)) {
      for (const auto& cell : row) {
        std::string lower = cell;
        for (auto& ch : lower) ch = char(std::tolower(static_cast<unsigned char>(ch)));
        EXPECT_EQ(lower.find("zoe"), std::string::npos) << table << ": " << cell;
        EXPECT_EQ(lower.find("quintana"), std::string::npos) << table << ": " << cell;
        EXPECT_EQ(lower.find("rosario"), std::string::npos) << table << ": " << cell;
      }
    }
  }
  EXPECT_EQ(db().scalar("SELECT count(*) FROM accounts WHERE password_hash IS NOT NULL"), "1") << "the other's only";
  EXPECT_EQ(db().scalar("SELECT count(*) FROM sessions s JOIN accounts a ON a.id = s.account WHERE a.deleted_ms <> 0"),
            "0");
  EXPECT_EQ(db().scalar("SELECT count(*) FROM seats WHERE name = 'deleted'"), "3") << "her seats stay, nameless";
  // The reports and the admin log stay for the moderators, without her name, words or address.
  EXPECT_EQ(db().scalar("SELECT count(*) FROM reports WHERE name = 'deleted' AND chat_text = '' AND text = 'rude' "
                        "AND reporter_address <> ''"),
            "1")
      << "the report of her line, the reporter's address kept";
  EXPECT_EQ(db().scalar("SELECT count(*) FROM reports WHERE name = 'other_one' AND reporter_address = '' "
                        "AND reporter_account IS NULL"),
            "1")
      << "her report, without who filed it";
  EXPECT_EQ(db().scalar("SELECT count(*) FROM admin_log WHERE action = 'mute' AND target LIKE 'account deleted (#%)'"),
            "1");
  EXPECT_EQ(db().scalar("SELECT count(*) FROM admin_log WHERE action = 'delete-chat' AND detail = 'deleted'"), "1");
}

ACCOUNT_SERVER_BACKENDS(RatedGames);

}  // namespace
}  // namespace cubilete::test
