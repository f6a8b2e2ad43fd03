// Puzzles over real sockets (PROTOCOL.md v1.2, Puzzles), on both databases, the store seeded by
// `cubilete puzzles generate --db`: a served puzzle holds no value, answer, theme or source; an
// answer needs its serve (a visitor's, its ticket); only the first answer counts and only a rated
// serve moves the ratings; bad input is refused in words; the per-address limit holds; a game an
// account plays with mistakes gives its mistakes back to review.
#include <set>
#include <thread>

#include "account_browser.h"

namespace cubilete::test {
namespace {

class ServerPuzzles : public AccountServer {
 protected:
  void seed_and_start(std::vector<std::string> extra = {}) {
    const auto r = run_command(std::string(CUBILETE_BINARY) + " puzzles generate --game yatzy --games 3 --seed 1 --db '" +
                               db().serve_db() + "' 2>&1");
    ASSERT_EQ(r.status, 0) << r.out;
    start(std::move(extra));
  }
  // The whole puzzle (its answer), as the command line reads it from the store.
  json whole(const std::string& id) {
    // Its stdout alone: PostgreSQL's notices go to stderr.
    const auto r = run_command("{ " + std::string(CUBILETE_BINARY) + " puzzles show " + id + " --json --db '" +
                               db().serve_db() + "' 2>/dev/null; }");
    EXPECT_EQ(r.status, 0) << r.out;
    return json::parse(r.out);
  }
  static json right_move(const json& puzzle) { return puzzle["best"][0]; }
  static json wrong_move(const json& puzzle) {
    for (const auto& c : puzzle["choices"]) {
      bool best = false;
      for (const auto& b : puzzle["best"]) best = best || b == c["move"];
      if (!best) return c["move"];
    }
    return nullptr;
  }
};
ACCOUNT_SERVER_BACKENDS(ServerPuzzles);

void expect_served_shape(const json& served) {
  std::set<std::string> keys;
  for (const auto& [k, v] : served.items()) keys.insert(k);
  for (const char* secret : {"best", "gap", "themes", "hint", "source"}) EXPECT_FALSE(keys.count(secret)) << secret;
  for (const char* key : {"id", "game", "rules", "players", "seat", "position", "view", "measure", "choices", "rating",
                          "mode"})
    EXPECT_TRUE(keys.count(key)) << key;
  for (const auto& c : served["choices"]) {
    EXPECT_FALSE(c.contains("value")) << c.dump();
    EXPECT_TRUE(c.contains("move"));
    EXPECT_TRUE(c.contains("action"));
  }
}

TEST_P(ServerPuzzles, AVisitorSolvesUnratedWithATicketThatAnswersOnce) {
  seed_and_start();
  Browser visitor = browser();
  const auto served = visitor.call("GET", "/api/puzzles/next?game=yatzy");
  ASSERT_EQ(served.status, 200) << served.raw;
  expect_served_shape(served.body);
  ASSERT_TRUE(served.body["ticket"].is_string());
  const std::string id = served.body["id"], ticket = served.body["ticket"];
  const auto puzzle = whole(id);
  const std::string answer = "/api/puzzles/" + id + "/answer";
  EXPECT_EQ(visitor.call("POST", answer, {{"move", right_move(puzzle)}}).status, 409);  // no ticket
  EXPECT_EQ(visitor.call("POST", answer, {{"move", right_move(puzzle)}, {"ticket", "not-a-ticket"}}).status, 409);
  const auto illegal = visitor.call("POST", answer, {{"move", {{"kind", "fly"}}}, {"ticket", ticket}});
  EXPECT_EQ(illegal.status, 400);
  EXPECT_EQ(illegal.body["error"], "illegal_move");
  const auto right = visitor.call("POST", answer, {{"move", right_move(puzzle)}, {"ticket", ticket}});
  ASSERT_EQ(right.status, 200) << right.raw;
  EXPECT_EQ(right.body["correct"], true);
  EXPECT_EQ(right.body["counted"], true);
  EXPECT_TRUE(right.body["rating"].is_null());
  EXPECT_EQ(right.body["puzzle_rating"]["before"], right.body["puzzle_rating"]["after"]);
  EXPECT_EQ(right.body["best"], puzzle["best"]);
  EXPECT_EQ(right.body["choices"].size(), puzzle["choices"].size());
  EXPECT_EQ(right.body["choices"][0]["loss"], 0.0);
  EXPECT_EQ(right.body["themes"], puzzle["themes"]);
  // A second answer, even a wrong one, changes nothing.
  const auto again = visitor.call("POST", answer, {{"move", wrong_move(puzzle)}, {"ticket", ticket}});
  ASSERT_EQ(again.status, 200);
  EXPECT_EQ(again.body["counted"], false);
  EXPECT_EQ(again.body["correct"], false);
  // A visitor's streak is the browser's: the ticket carries it.
  const auto streak = visitor.call("GET", "/api/puzzles/next?mode=streak&streak=4");
  ASSERT_EQ(streak.status, 200);
  EXPECT_EQ(streak.body["streak"]["length"], 4);
  const auto streak_puzzle = whole(streak.body["id"]);
  const auto wrong = visitor.call("POST", "/api/puzzles/" + streak.body["id"].get<std::string>() + "/answer",
                                  {{"move", wrong_move(streak_puzzle)}, {"ticket", streak.body["ticket"]}});
  EXPECT_EQ(wrong.body["streak"]["length"], 0);
  EXPECT_EQ(wrong.body["streak"]["over"], true);
  EXPECT_EQ(visitor.call("GET", "/api/puzzles/next?mode=mistakes").status, 401);
}

TEST_P(ServerPuzzles, AnAccountsRatedAnswerMovesItsRatingOnceAndItsOpenServeComesBack) {
  seed_and_start();
  Browser me = signed_up("solver", kPassword);
  const auto served = me.call("GET", "/api/puzzles/next");
  ASSERT_EQ(served.status, 200) << served.raw;
  expect_served_shape(served.body);
  EXPECT_FALSE(served.body.contains("ticket"));
  const std::string id = served.body["id"];
  // Asked again before answering: the same puzzle.
  EXPECT_EQ(me.call("GET", "/api/puzzles/next").body["id"], id);
  const auto puzzle = whole(id);
  const auto verdict = me.call("POST", "/api/puzzles/" + id + "/answer", {{"move", wrong_move(puzzle)}});
  ASSERT_EQ(verdict.status, 200) << verdict.raw;
  EXPECT_EQ(verdict.body["correct"], false);
  ASSERT_TRUE(verdict.body["rating"].is_object());
  EXPECT_LT(verdict.body["rating"]["after"].get<double>(), verdict.body["rating"]["before"].get<double>());
  const auto second = me.call("POST", "/api/puzzles/" + id + "/answer", {{"move", right_move(puzzle)}});
  EXPECT_EQ(second.body["counted"], false);
  EXPECT_TRUE(second.body["rating"].is_null());
  const auto next = me.call("GET", "/api/puzzles/next");
  EXPECT_NE(next.body["id"], id);
  // A puzzle never served to this account cannot be answered; an unknown one is not found.
  Browser other = signed_up("other", kPassword);
  const auto unserved = other.call("POST", "/api/puzzles/" + id + "/answer", {{"move", right_move(puzzle)}});
  EXPECT_EQ(unserved.status, 409) << unserved.raw;
  EXPECT_EQ(unserved.body["error"], "not_served");
  EXPECT_EQ(other.call("POST", "/api/puzzles/0000000000000/answer", {{"move", right_move(puzzle)}}).status, 404);
  // The day's puzzle is one for everyone.
  const auto day = me.call("GET", "/api/puzzles/daily");
  ASSERT_EQ(day.status, 200) << day.raw;
  EXPECT_EQ(browser().call("GET", "/api/puzzles/daily").body["id"], day.body["id"]);
  EXPECT_TRUE(day.body["date"].is_string());
}

TEST_P(ServerPuzzles, BadInputIsRefusedInWordsAndTheLimitHolds) {
  seed_and_start({"--puzzles-per-minute", "8"});
  Browser b = browser();
  EXPECT_EQ(b.call("GET", "/api/puzzles/next?mode=fast").body["error"], "bad_mode");
  EXPECT_EQ(b.call("GET", "/api/puzzles/next?theme=luck").body["error"], "unknown_theme");
  EXPECT_EQ(b.call("GET", "/api/puzzles/next?game=damma").body["error"], "unknown_game");
  EXPECT_EQ(b.call("GET", "/api/puzzles/next?game=yatzy&theme=hot_dice").body["error"], "unknown_theme");
  EXPECT_EQ(b.call("GET", "/api/puzzles/next?mode=mistakes&theme=scratch").body["error"], "bad_request");
  EXPECT_EQ(b.call("GET", "/api/puzzles/next?streak=-1&mode=streak").body["error"], "bad_request");
  EXPECT_EQ(b.call("GET", "/api/puzzles/next?color=red").body["error"], "bad_request");
  EXPECT_EQ(b.call("POST", "/api/puzzles/abc/answer", nullptr).body["error"], "bad_request");
  EXPECT_EQ(http(port(), "POST", "/api/puzzles/abc/answer", "{not json").body["error"], "bad_request");
  EXPECT_EQ(b.call("GET", "/api/puzzles/abc/answer").status, 405);
  EXPECT_EQ(b.call("GET", "/api/puzzles/whatever").status, 404);
  // The next serves pass the limit of 8 a minute: of the refusals above, only the body-less answer
  // reached the door (a query or a body that cannot be read is refused before it).
  int served = 0, limited = 0;
  for (int i = 0; i < 10; ++i) {
    const auto r = b.call("GET", "/api/puzzles/next");
    if (r.status == 200) ++served;
    if (r.status == 429) {
      ++limited;
      EXPECT_EQ(r.body["error"], "rate_limited");
    }
  }
  EXPECT_EQ(served, 7);
  EXPECT_EQ(limited, 3);
}

TEST_P(ServerPuzzles, AGamePlayedWithMistakesGivesThemBackToReview) {
  // The wait for the game's analysis polls: on a loaded machine more than a minute's limit of
  // polls (the limit is tested above, not here).
  start({"--puzzles-per-minute", "0"});
  Browser me = signed_up("learner", kPassword);
  const auto made = me.call("POST", "/api/rooms",
                            {{"game", "yatzy"}, {"seats", json::array({json::object(), {{"bot", "optimal"}}})},
                             {"rules", {{"players", 2}}}});
  ASSERT_EQ(made.status, 201) << made.raw;
  Room room;
  room.code = made.body["room"];
  Player p;
  p.seat = made.body["seat"];
  p.token = made.body["token"];
  p.ws = me.socket(room.code, p.token);
  room.people.push_back(std::move(p));
  play_randomly(port(), room, 45);  // random choices: mistakes aplenty
  // The game's analysis finds them once it is over (bounded wait: 20 s).
  HttpResult due;
  for (int i = 0; i < 200; ++i) {
    due = me.call("GET", "/api/puzzles/next?mode=mistakes");
    if (due.status == 200) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
  }
  ASSERT_EQ(due.status, 200) << due.raw;
  EXPECT_EQ(due.body["game"], "yatzy");
  EXPECT_EQ(due.body["mode"], "mistakes");
  EXPECT_EQ(due.body["seat"], 0);
  const auto puzzle = whole(due.body["id"]);
  EXPECT_EQ(puzzle["source"], nullptr);  // a private room is named nowhere
  const auto verdict =
      me.call("POST", "/api/puzzles/" + due.body["id"].get<std::string>() + "/answer", {{"move", wrong_move(puzzle)}});
  ASSERT_EQ(verdict.status, 200) << verdict.raw;
  EXPECT_TRUE(verdict.body["rating"].is_null());  // reviews never rate
  EXPECT_EQ(verdict.body["review"]["done"], false);
  EXPECT_TRUE(verdict.body["review"]["due"].is_string());
  // Another account has none of them.
  Browser other = signed_up("bystander", kPassword);
  EXPECT_EQ(other.call("GET", "/api/puzzles/next?mode=mistakes").status, 404);
}

}  // namespace
}  // namespace cubilete::test
