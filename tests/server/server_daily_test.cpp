// The daily challenge over real sockets (PROTOCOL.md v1.2, "Duplicate dice and the daily
// challenge"), on both databases, with the challenge's clock set a few seconds before a day's end
// (CUBILETE_TEST_DAILY_OFFSET_MS): today's games and the week's commitments, one attempt per
// account or guest address (the same room again while it is played), ranked only for an account
// older than the day and the first of its address, the board, the optimum's game; until the
// reveal nobody else sees an attempt's game and nobody sees its seed; at the day's end an
// unfinished attempt is scored as it stands; after the reveal every record of the day passes
// `cubilete verify` and the optimum's is `cubilete daily`'s.
#include <chrono>
#include <fstream>
#include <random>
#include <thread>

#include "account_browser.h"
#include "core/utc_date.h"
#include "store/clock.h"

namespace cubilete::test {
namespace {

class ServerDaily : public AccountServer {
 protected:
  // Starts the server with the challenge's clock `before_ms` short of a day's end; returns that
  // end on the system clock.
  int64_t start_before_midnight(int64_t before_ms, std::vector<std::string> extra = {}) {
    const int64_t now = now_ms();
    int64_t offset = day_start_ms(day_of_ms(now) + 1) - now - before_ms;
    if (offset < 0) offset += kMsPerDay;
    offset_ = offset;
    start_with_offset(std::move(extra));
    return now + before_ms;
  }
  void start_with_offset(std::vector<std::string> extra = {}) {
    setenv("CUBILETE_TEST_DAILY_OFFSET_MS", std::to_string(offset_).c_str(), 1);
    try {
      start(std::move(extra));
    } catch (...) {
      unsetenv("CUBILETE_TEST_DAILY_OFFSET_MS");
      throw;
    }
    unsetenv("CUBILETE_TEST_DAILY_OFFSET_MS");
  }
  static int64_t now_ms() { return store::now_ms(); }
  static void sleep_until_ms(int64_t at_ms) {
    const int64_t wait = at_ms - now_ms();
    if (wait > 0) std::this_thread::sleep_for(std::chrono::milliseconds(wait));
  }
  // The challenge's day (YYYY-MM-DD) at the system clock's `at_ms`.
  std::string day_at(int64_t at_ms) const { return day_text(day_of_ms(at_ms + offset_)); }

  // A person's attempt as POST /api/daily/GAME answered it, its socket open.
  static Room attempt_room(unsigned short port, const json& answer, const Headers& headers) {
    Room room;
    room.code = answer["room"];
    Player p;
    p.seat = 0;
    p.token = answer["token"].is_string() ? answer["token"].get<std::string>() : "";
    p.ws = std::make_unique<WsClient>(port, room.code, p.token, headers);
    room.people.push_back(std::move(p));
    return room;
  }

  int64_t offset_ = 0;
};
ACCOUNT_SERVER_BACKENDS(ServerDaily);

// A test hook of the server's process (an environment variable), set while it starts.
struct TestHook {
  TestHook(const char* name, const std::string& value) : name(name) { setenv(name, value.c_str(), 1); }
  ~TestHook() { unsetenv(name); }
  TestHook(const TestHook&) = delete;
  TestHook& operator=(const TestHook&) = delete;
  const char* name;
};

bool is_hex64(const json& j) {
  return j.is_string() && j.get<std::string>().size() == 64 &&
         j.get<std::string>().find_first_not_of("0123456789abcdef") == std::string::npos;
}

}  // namespace

TEST_P(ServerDaily, AnAttemptPerPersonRankedForAnOlderAccountFirstFromItsAddressAndHiddenUntilTheReveal) {
  // The server's start and two sign-ups fit in the day's last seconds on a slow machine too.
  const int64_t midnight = start_before_midnight(8000);
  Browser ana = signed_up("ana_daily", kPassword), bia = signed_up("bia_daily", kPassword);
  Browser guest = browser(), other_guest = browser();
  ASSERT_LT(now_ms(), midnight - 200) << "the accounts were made too late to be older than the new day";
  sleep_until_ms(midnight + 300);  // a new day: both accounts are older than it
  const std::string today = day_at(now_ms());

  auto overview = guest.call("GET", "/api/daily");
  ASSERT_EQ(overview.status, 200) << overview.raw;
  EXPECT_EQ(overview.body["today"], today);
  ASSERT_EQ(overview.body["games"].size(), 6u) << overview.raw;
  for (const auto& g : overview.body["games"]) {
    EXPECT_EQ(g["date"], today);
    EXPECT_TRUE(is_hex64(g["commitment"])) << g;
    EXPECT_EQ(g["rules"]["dice"], "duplicate");
    EXPECT_EQ(g["rules"]["players"], "1");
    EXPECT_TRUE(g["mine"].is_null());
  }
  EXPECT_EQ(overview.body["upcoming"].size(), 7u * 6u);
  EXPECT_TRUE(overview.body["revealed"].empty()) << "yesterday's seeds wait 60 s after its end";
  for (const auto& u : overview.body["upcoming"]) EXPECT_FALSE(u.contains("seed"));

  // Ana: ranked; again, the same room (her session reaches the seat: no token).
  auto first = ana.call("POST", "/api/daily/yatzy");
  ASSERT_EQ(first.status, 201) << first.raw;
  EXPECT_EQ(first.body["ranked"], true);
  EXPECT_EQ(first.body["seat"], 0);
  ASSERT_TRUE(first.body["token"].is_string());
  const std::string room = first.body["room"];
  auto again = ana.call("POST", "/api/daily/yatzy");
  ASSERT_EQ(again.status, 201) << again.raw;
  EXPECT_EQ(again.body["room"], room);
  EXPECT_TRUE(again.body["token"].is_null());
  // Bia from the same address: her attempt counts, unranked. A guest: unranked, one per address.
  auto second = bia.call("POST", "/api/daily/yatzy");
  ASSERT_EQ(second.status, 201) << second.raw;
  EXPECT_EQ(second.body["ranked"], false);
  EXPECT_NE(second.body["room"], room);
  auto guest_try = guest.call("POST", "/api/daily/yatzy", {{"language", "pt-BR"}});
  ASSERT_EQ(guest_try.status, 201) << guest_try.raw;
  EXPECT_EQ(guest_try.body["ranked"], false);
  EXPECT_EQ(other_guest.call("POST", "/api/daily/yatzy").body["room"], guest_try.body["room"])
      << "a guest's attempt is its address's";
  EXPECT_EQ(guest.call("POST", "/api/daily/damma").body["error"], "unknown_game");
  EXPECT_EQ(guest.call("POST", "/api/daily/yatzy", {{"seed", "00"}}).status, 400);
  EXPECT_EQ(guest.call("GET", "/api/daily/yatzy").status, 405);
  EXPECT_EQ(guest.call("GET", "/api/daily/yatzy/2099-01-01").body["error"], "no_such_day");
  EXPECT_EQ(guest.call("GET", "/api/daily/yatzy/" + today + "?limit=0").status, 400);
  EXPECT_EQ(guest.call("GET", "/api/daily/yatzy/" + today + "/optimal").body["error"], "not_yet");

  // Nobody watches Ana's attempt: a stranger's socket is refused.
  WsClient stranger(port(), room, "", bia.headers());
  EXPECT_EQ(stranger.next_of("error")["code"], "not_yet");

  // Ana plays hers to the end.
  Room played = attempt_room(port(), first.body, ana.headers());
  play_randomly(port(), played, 29);
  const auto end = played.people[0].state;
  ASSERT_EQ(end["status"], "over");
  EXPECT_FALSE(end["result"].contains("abandoned_by"));
  const double score = end["result"]["scores"][0];
  EXPECT_EQ(ana.call("POST", "/api/daily/yatzy").body["error"], "already_played");
  const auto mine = ana.call("GET", "/api/daily");
  for (const auto& g : mine.body["games"])
    if (g["game"] == "yatzy") {
      EXPECT_EQ(g["mine"]["status"], "over");
      EXPECT_EQ(g["mine"]["score"], score);
      EXPECT_EQ(g["entrants"], 3);
    }

  // The board: Ana alone (Bia unranked, the guest unranked), and her place.
  auto board = ana.call("GET", "/api/daily/yatzy/" + today);
  ASSERT_EQ(board.status, 200) << board.raw;
  EXPECT_TRUE(board.body["seed"].is_null());
  EXPECT_EQ(board.body["entrants"], 3);
  ASSERT_EQ(board.body["results"].size(), 1u);
  EXPECT_EQ(board.body["results"][0]["rank"], 1);
  EXPECT_EQ(board.body["results"][0]["name"], "ana_daily");
  EXPECT_EQ(board.body["results"][0]["score"], score);
  EXPECT_EQ(board.body["mine"]["room"], room);
  EXPECT_TRUE(bia.call("GET", "/api/daily/yatzy/" + today).body["mine"].is_null());
  // The moderators' list: Ana's ranked result with the luck of her game, once it is analysed.
  json luck;
  for (int i = 0; i < 200; ++i) {
    const auto listed = run_command(std::string(CUBILETE_BINARY) + " admin --db '" + db().serve_db() +
                                    "' daily-luck " + today + " --game yatzy --json");
    ASSERT_EQ(listed.status, 0) << listed.out;
    // (stderr comes with it: a PostgreSQL store's notices may precede the document)
    const auto start = listed.out.find("{\n");
    ASSERT_NE(start, std::string::npos) << listed.out;
    luck = json::parse(listed.out.substr(start))["games"][0];
    if (!luck["results"].empty() && !luck["results"][0]["luck"].is_null()) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  EXPECT_EQ(luck["ranked"], 1) << luck;
  ASSERT_EQ(luck["results"].size(), 1u) << luck;
  EXPECT_EQ(luck["results"][0]["room"], room);
  EXPECT_EQ(luck["results"][0]["score"], score);
  EXPECT_TRUE(luck["results"][0]["luck"].is_number()) << "the end's analysis is kept";
  EXPECT_TRUE(luck["results"][0]["z"].is_null()) << "one analysed result has no z";
  EXPECT_EQ(luck["results"][0]["account_age_days"], 0);
  // A result the server left unanalysed has no luck, until `--analyse` computes it: the same.
  const auto luck_of = [&](const std::string& flags) {
    const auto listed = run_command(std::string(CUBILETE_BINARY) + " admin --db '" + db().serve_db() + "' daily-luck " +
                                    today + " --game yatzy --json" + flags);
    EXPECT_EQ(listed.status, 0) << listed.out;
    const auto start = listed.out.find("{\n");
    return start == std::string::npos ? json() : json::parse(listed.out.substr(start))["games"][0]["results"][0]["luck"];
  };
  const json kept = luck["results"][0]["luck"];
  db().query("DELETE FROM analysis_seats WHERE room = '" + room + "'");
  db().query("DELETE FROM analyses WHERE room = '" + room + "'");
  EXPECT_TRUE(luck_of("").is_null());
  EXPECT_EQ(luck_of(" --analyse"), kept);
  EXPECT_EQ(luck_of(""), kept) << "stored";
  // Ana's profile: one day in a row, and her attempt; Bia's playing one is listed, unranked.
  const auto profile = ana.call("GET", "/api/players/ana_daily").body;
  EXPECT_EQ(profile["daily"]["streak"], 1) << profile["daily"];
  EXPECT_EQ(profile["daily"]["best_streak"], 1);
  ASSERT_EQ(profile["daily"]["history"].size(), 1u);
  EXPECT_EQ(profile["daily"]["history"][0],
            json({{"date", today}, {"game", "yatzy"}, {"status", "over"}, {"score", score}, {"ranked", true}, {"room", room}}));
  const auto bias = bia.call("GET", "/api/players/bia_daily").body["daily"];
  EXPECT_EQ(bias["streak"], 0);
  EXPECT_EQ(bias["history"][0]["status"], "playing");
  EXPECT_EQ(bias["history"][0]["ranked"], false);

  // Before the reveal: the record is nobody's; the replay and the analysis are Ana's alone.
  EXPECT_EQ(ana.call("GET", "/api/rooms/" + room + "/record").body["error"], "not_yet");
  EXPECT_EQ(ana.call("GET", "/api/rooms/" + room + "/replay/0").status, 200);
  for (Browser* b : {&bia, &guest}) {
    EXPECT_EQ(b->call("GET", "/api/rooms/" + room + "/replay/0").body["error"], "not_yet");
    EXPECT_EQ(b->call("GET", "/api/rooms/" + room + "/analysis").body["error"], "not_yet");
  }
  EXPECT_NE(ana.call("GET", "/api/rooms/" + room + "/analysis").status, 403);
  // The optimum's game, to Ana whose attempt is over: the day's dice, without the seed.
  EXPECT_EQ(bia.call("GET", "/api/daily/yatzy/" + today + "/optimal").body["error"], "not_yet");
  auto optimal = ana.call("GET", "/api/daily/yatzy/" + today + "/optimal");
  ASSERT_EQ(optimal.status, 200) << optimal.raw;
  EXPECT_EQ(optimal.body["seed"], 0);
  EXPECT_FALSE(optimal.body.contains("server_seed"));
  EXPECT_EQ(optimal.body["players"], json::array({"optimal"}));
  EXPECT_FALSE(optimal.body["positions"].empty());
  EXPECT_GT(optimal.body["scores"][0].get<double>(), 100.0) << "the optimum on a Yatzy card";

  // Ana's game beside the optimum's, round by round, and where they part: to Ana alone.
  EXPECT_EQ(bia.call("GET", "/api/daily/yatzy/" + today + "/compare").body["error"], "not_yet");
  EXPECT_EQ(guest.call("GET", "/api/daily/yatzy/" + today + "/compare").body["error"], "not_yet");
  EXPECT_EQ(guest.call("GET", "/api/daily/generala/" + today + "/compare").body["error"], "no_attempt");
  EXPECT_EQ(ana.call("GET", "/api/daily/yatzy/" + today + "/compare?x=1").status, 400);
  EXPECT_EQ(ana.call("GET", "/api/daily/yatzy/" + today + "/compared").status, 404);
  auto compared = ana.call("GET", "/api/daily/yatzy/" + today + "/compare");
  ASSERT_EQ(compared.status, 200) << compared.raw;
  const json& hers = compared.body["mine"];
  const json& best = compared.body["optimum"];
  EXPECT_EQ(hers["room"], room);
  EXPECT_EQ(hers["score"], score);
  EXPECT_EQ(best["score"], optimal.body["scores"][0]);
  ASSERT_EQ(best["actions"].size(), optimal.body["actions"].size());
  for (size_t i = 0; i < best["actions"].size(); ++i)
    ASSERT_EQ(best["actions"][i]["action"], optimal.body["actions"][i]) << i;
  for (const json* g : std::initializer_list<const json*>{&hers, &best}) {
    const json& steps = (*g)["actions"];
    ASSERT_FALSE(steps.empty());
    EXPECT_EQ(steps.back()["total"], (*g)["score"]) << "the total after the last action is the score";
    int rounds = 0, last_round = -1;
    for (const auto& step : steps) {
      EXPECT_GE(step["round"].get<int>(), last_round) << step;
      if (step["move"]["kind"] == "score") {
        ++rounds;
        EXPECT_EQ(step["round"].get<int>(), last_round) << "a category is written in the round of its throws";
      }
      last_round = step["round"];
    }
    EXPECT_EQ(rounds, 15) << "a category written in each of Yatzy's 15 rounds";
    EXPECT_EQ(steps.front()["round"], 1) << "rounds counted from 1, as the game deals them";
    EXPECT_EQ(last_round, 15);
  }
  const json& parting = compared.body["parting"];
  ASSERT_TRUE(parting.is_number()) << "random choices part from the optimum's somewhere";
  const size_t p = parting;
  for (size_t i = 0; i < p; ++i) ASSERT_EQ(hers["actions"][i]["action"], best["actions"][i]["action"]) << i;
  EXPECT_NE(hers["actions"][p]["action"], best["actions"][p]["action"]);
  EXPECT_EQ(hers["actions"][p]["chance"], false) << "the dice are the same until a decision differs";
}

TEST_P(ServerDaily, TheDaysEndScoresAnUnfinishedAttemptAndAfterTheRevealEveryRecordVerifies) {
  TempDir dir;
  // Two starts of the server, a kill between them and a few moves fit before the day ends.
  const int64_t midnight = start_before_midnight(15000);
  const std::string day = day_at(now_ms());
  Browser guest = browser();
  auto made = guest.call("POST", "/api/daily/generala");
  ASSERT_EQ(made.status, 201) << made.raw;
  const std::string room = made.body["room"];
  Room playing = attempt_room(port(), made.body, {});
  Player& p = playing.people[0];
  await_state(p);
  std::mt19937_64 rng(3);
  for (int i = 0; i < 3; ++i) ASSERT_TRUE(play_step(playing, rng));
  // Killed mid-attempt and back: the same room, where it stood.
  const uint64_t seen = p.state["version"];
  server().kill9();
  start_with_offset();
  guest.port = port();
  EXPECT_EQ(guest.call("POST", "/api/daily/generala").body["room"], room);
  p.ws = std::make_unique<WsClient>(port(), room, p.token);
  await_state(p);
  EXPECT_GE(p.state["version"].get<uint64_t>(), seen);
  ASSERT_LT(now_ms(), midnight - 200) << "the day ended before the attempt was back";
  // The day ends: the attempt ends as it stands.
  sleep_until_ms(midnight + 200);
  json last;
  for (int i = 0; i < 50 && !last.contains("result"); ++i) last = p.ws->next_of("state", std::chrono::seconds(10));
  ASSERT_EQ(last["status"], "over") << last;
  EXPECT_EQ(last["result"]["abandoned_by"], json::array({0}));
  p.ws->send({{"type", "act"}, {"action", "throw"}, {"version", last["version"]}});
  EXPECT_EQ(p.ws->next_of("error")["code"], "game_over");
  EXPECT_EQ(guest.call("GET", "/api/rooms/" + room + "/record").body["error"], "not_yet");
  // Its own player may replay it and ask for its analysis (every throw it met): scanned below.
  EXPECT_EQ(guest.call("GET", "/api/rooms/" + room + "/replay/all").status, 200);
  EXPECT_EQ(guest.call("GET", "/api/rooms/" + room + "/replay/0/3").status, 200);
  // Computed on a worker once the game ended (202 meanwhile; 503 while the room changes hands).
  int analysis = 0;
  for (int i = 0; i < 600 && analysis != 200; ++i) {
    analysis = guest.call("GET", "/api/rooms/" + room + "/analysis").status;
    if (analysis != 200) std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  EXPECT_EQ(analysis, 200);
  const auto board = guest.call("GET", "/api/daily/generala/" + day).body;
  EXPECT_EQ(board["entrants"], 1);
  EXPECT_TRUE(board["results"].empty()) << "a guest's attempt ranks nobody";

  // A restart 70 s later on the challenge's clock: the day's seed is public.
  const size_t answered_before = guest.answers.size();
  const auto frames_before = p.ws->frames();
  server().stop();
  offset_ += 70'000;
  start_with_offset();
  guest.port = port();
  const auto overview = guest.call("GET", "/api/daily").body;
  std::string seed;
  for (const auto& r : overview["revealed"])
    if (r["date"] == day && r["game"] == "generala") seed = r["seed"];
  ASSERT_EQ(seed.size(), 64u) << overview.dump();
  EXPECT_EQ(guest.call("GET", "/api/daily/generala/" + day).body["seed"], seed);
  auto record = guest.call("GET", "/api/rooms/" + room + "/record");
  ASSERT_EQ(record.status, 200) << record.raw;
  EXPECT_EQ(record.body["server_seed"], seed);
  EXPECT_EQ(record.body["client_seeds"], json::array({""}));
  EXPECT_EQ(record.body["abandoned_by"], json::array({0}));
  // Nothing said before the reveal held the day's seed or the game seed it makes.
  const std::string game_seed = record.body["seed"].dump();
  for (size_t i = 0; i < answered_before; ++i) {
    EXPECT_EQ(guest.answers[i].find(seed), std::string::npos) << guest.answers[i];
    EXPECT_EQ(guest.answers[i].find(game_seed), std::string::npos) << guest.answers[i];
  }
  for (const auto& frame : frames_before) {
    EXPECT_EQ(frame.find(seed), std::string::npos) << frame;
    EXPECT_EQ(frame.find(game_seed), std::string::npos) << frame;
  }
  const std::string file = dir.path() + "/attempt.json";
  std::ofstream(file) << record.raw;
  const auto verified = run_command(std::string(CUBILETE_BINARY) + " verify " + file);
  EXPECT_EQ(verified.status, 0) << verified.out;
  // The optimum's record, now with its seeds, is `cubilete daily`'s, and verifies too.
  auto optimal = guest.call("GET", "/api/daily/generala/" + day + "/optimal");
  ASSERT_EQ(optimal.status, 200) << optimal.raw;
  EXPECT_EQ(optimal.body["server_seed"], seed);
  const auto daily = run_command(std::string(CUBILETE_BINARY) + " daily generala --date " + day + " --seed " + seed +
                                 " --json");
  ASSERT_EQ(daily.status, 0) << daily.out;
  const auto printed = json::parse(daily.out)["record"];
  EXPECT_EQ(optimal.body["scores"][0], json::parse(daily.out)["score"]);
  EXPECT_EQ(optimal.body["actions"], printed["actions"]);
  EXPECT_EQ(optimal.body["seed"], printed["seed"]);
  // The same dice: the attempt's first throw is the optimum's.
  EXPECT_EQ(optimal.body["actions"][0], record.body["actions"][0]);
  std::ofstream(dir.path() + "/optimal.json") << optimal.raw;
  const auto checked = run_command(std::string(CUBILETE_BINARY) + " verify " + dir.path() + "/optimal.json");
  EXPECT_EQ(checked.status, 0) << checked.out;
  // The seed is out now: anyone may watch the attempt.
  WsClient watcher(port(), room);
  EXPECT_EQ(watcher.next_of("state")["status"], "over");
}

TEST_P(ServerDaily, AnAttemptNobodyWatchesLeavesMemoryAndAfterItsDayTheSweepEndsItAsItStands) {
  // An idle attempt leaves memory at once, a day's leftover attempts are ended a second after its
  // end, and the server sweeps every second (half the waiting rooms' expiry).
  const TestHook idle("CUBILETE_TEST_IDLE_DAILY_MS", "100"), sweep("CUBILETE_TEST_DAILY_SWEEP_MS", "1000");
  const int64_t midnight = start_before_midnight(8000, {"--waiting-expiry", "2"});
  const std::string day = day_at(now_ms());
  Browser guest = browser();
  auto made = guest.call("POST", "/api/daily/generala");
  ASSERT_EQ(made.status, 201) << made.raw;
  const std::string room = made.body["room"];
  uint64_t played = 0;
  {
    Room playing = attempt_room(port(), made.body, {});
    await_state(playing.people[0]);
    std::mt19937_64 rng(5);
    for (int i = 0; i < 2; ++i) ASSERT_TRUE(play_step(playing, rng));
    played = playing.people[0].state["version"];
  }  // its socket closes
  // Nobody watches it: it leaves memory before the day ends.
  json health;
  for (int i = 0; i < 100 && health["rooms"] != 0; ++i) {  // bounded: 5 s
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    health = http(port(), "GET", "/healthz").body;
  }
  ASSERT_EQ(health["rooms"], 0) << health;
  ASSERT_LT(now_ms(), midnight) << "the day ended before the attempt left memory";
  // Nobody visits it: after the day's end the sweep finds it in the store and ends it.
  const std::string swept = "1 attempt(s) of ended days were still in play";
  for (int i = 0; i < 150 && server().log().find(swept) == std::string::npos; ++i)  // bounded: 15 s
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
  ASSERT_NE(server().log().find(swept), std::string::npos) << "the sweep never found the attempt";
  EXPECT_GT(now_ms(), midnight + 1000);
  json summary;
  for (int i = 0; i < 100 && summary["status"] != "over"; ++i) {  // bounded: 5 s
    if (i > 0) std::this_thread::sleep_for(std::chrono::milliseconds(50));
    summary = guest.call("GET", "/api/rooms/" + room).body;
  }
  EXPECT_EQ(summary["status"], "over") << summary;
  // Ended where it stood: a guest's attempt counts among the day's entrants, its moves as played.
  EXPECT_EQ(guest.call("GET", "/api/daily/generala/" + day).body["entrants"], 1);
  WsClient back(port(), room, made.body["token"].get<std::string>());
  const auto last = back.next_of("state");
  EXPECT_EQ(last["status"], "over");
  EXPECT_EQ(last["version"], played);
  EXPECT_EQ(last["result"]["abandoned_by"], json::array({0}));
}

}  // namespace cubilete::test
