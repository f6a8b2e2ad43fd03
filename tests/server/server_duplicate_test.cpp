// Duplicate rooms over real sockets (PROTOCOL.md v1.2, `"mode": "duplicate"`), on both databases:
// a match of two seats makes each seat a room of its own dealt by one seed; the same choices meet
// the same dice and scores, different keeps meet the same first throw of every round; no message
// to a seat carries the other seat's room, dice or totals of a round it has not finished; nobody
// else reads a seat's game before the match is over; the match survives kill -9 and ends ranked
// by score; every member's record passes `cubilete verify`, and a changed one does not.
#include <deque>
#include <fstream>
#include <functional>
#include <thread>

#include "account_browser.h"
#include "catalog/registry.h"
#include "present/game_rounds.h"

namespace cubilete::test {
namespace {

class ServerDuplicate : public AccountServer {
 protected:
  void SetUp() override {
    AccountServer::SetUp();
    if (!IsSkipped()) start();
  }
};
ACCOUNT_SERVER_BACKENDS(ServerDuplicate);

// A seat of a match: its token, the match's socket and its own room's.
struct MatchSeat {
  int seat = -1;
  std::string token;
  std::unique_ptr<WsClient> match_ws;
  json match_state;  // the latest state of the match taken
  std::deque<json> arrived;  // the match's states received and not yet taken, oldest first
  std::string room;  // its own room, once the match said
  Player own;        // its own room's socket and state
};

// A match of `seats` ({} a person, {"bot": NAME}) of `game`; every person's match socket open.
std::vector<MatchSeat> open_match(unsigned short port, const std::string& game, const json& seats, std::string& code) {
  auto made = http_json(port, "POST", "/api/rooms",
                        {{"game", game}, {"seats", seats}, {"mode", "duplicate"}, {"client_seed", "first"}});
  if (made.status != 201) throw std::runtime_error("create: " + made.raw);
  code = made.body["room"];
  std::vector<MatchSeat> people(1);
  people[0].seat = made.body["seat"];
  people[0].token = made.body["token"];
  for (size_t i = 1; i < seats.size(); ++i) {
    if (seats[i].contains("bot")) continue;
    auto joined = http_json(port, "POST", "/api/rooms/" + code + "/join", {{"client_seed", "seat" + std::to_string(i)}});
    if (joined.status != 200) throw std::runtime_error("join: " + joined.raw);
    MatchSeat p;
    p.seat = joined.body["seat"];
    p.token = joined.body["token"];
    people.push_back(std::move(p));
  }
  for (auto& p : people) p.match_ws = std::make_unique<WsClient>(port, code, p.token);
  return people;
}

// Takes the match's states in order until one says `done` (true; the later ones wait for the
// next call) or none is left.
bool take_match_states(MatchSeat& p, const std::function<bool(const json&)>& done, std::chrono::milliseconds wait) {
  for (auto& m : p.match_ws->drain(wait))
    if (m["type"] == "state") p.arrived.push_back(std::move(m));
  if (!p.match_state.is_null() && done(p.match_state)) return true;
  while (!p.arrived.empty()) {
    p.match_state = std::move(p.arrived.front());
    p.arrived.pop_front();
    if (done(p.match_state)) return true;
  }
  return false;
}

// Waits (bounded) for a match state that says `done`.
const json& await_match(MatchSeat& p, const std::function<bool(const json&)>& done) {
  for (int i = 0; i < 300; ++i)
    if (take_match_states(p, done, 50ms)) return p.match_state;
  throw std::runtime_error("the match never said so; its last state: " + p.match_state.dump().substr(0, 600));
}

const json& own_entry(const json& state, int seat) { return state["duplicate"][size_t(seat)]; }

// The seat's own room as the match names it, its socket opened with the seat's token.
void enter_own_room(unsigned short port, MatchSeat& p) {
  const auto& state = await_match(p, [&](const json& s) {
    return s.contains("duplicate") && own_entry(s, p.seat)["room"].is_string();
  });
  p.room = own_entry(state, p.seat)["room"];
  p.own.seat = 0;
  p.own.token = p.token;
  p.own.ws = std::make_unique<WsClient>(port, p.room, p.token);
  await_state(p.own);
}

// Plays the seat's own game with `choose` (from the legal actions) until `rounds` more rounds are
// scored or its game is over; returns the actions it sent.
std::vector<std::string> play_rounds(MatchSeat& p, int rounds,
                                     const std::function<std::string(const json& legal)>& choose) {
  std::vector<std::string> sent;
  for (int steps = 0; rounds > 0 && steps < 2000; ++steps) {
    const auto& s = p.own.state;
    if (s["status"] == "over") break;
    if (s["to_move"] == 0 && !s["legal"].empty()) {
      const std::string action = choose(s["legal"]);
      p.own.ws->send({{"type", "act"}, {"action", action}, {"version", s["version"]}});
      sent.push_back(action);
      if (action.rfind("score", 0) == 0) --rounds;
    }
    await_state(p.own);
  }
  return sent;
}

const auto kFirst = [](const json& legal) { return legal.front().get<std::string>(); };
const auto kLast = [](const json& legal) { return legal.back().get<std::string>(); };

// The record of a finished room, as anyone reads it.
json record_of(unsigned short port, const std::string& room) {
  const auto r = http(port, "GET", "/api/rooms/" + room + "/record");
  EXPECT_EQ(r.status, 200) << r.raw;
  return r.body;
}

// The first throw of each round of a one-seat record, in order.
std::vector<std::string> first_throws(const json& record, const std::string& game) {
  const auto& entry = find_game(game);
  Assignments rules;
  for (const auto& [k, v] : record["rules"].items()) rules.emplace_back(k, v.get<std::string>());
  const auto g = make_game(entry, rules);
  std::vector<std::string> out;
  int64_t round = -1;
  for (const auto& a : game_rounds(*g, record["actions"].get<std::vector<std::string>>()))
    if (a["chance"] == true && a["round"].get<int64_t>() != round) {
      round = a["round"];
      out.push_back(a["action"]);
    }
  return out;
}

TEST_P(ServerDuplicate, TheSameChoicesMeetTheSameDiceAndScoresAndDifferentKeepsTheSameFirstThrows) {
  std::string code;
  auto seats = open_match(port(), "yatzy", json::array({json::object(), json::object(), json::object()}), code);
  ASSERT_EQ(seats.size(), 3u);
  for (auto& p : seats) enter_own_room(port(), p);
  // Each seat plays in its own room; the match takes no move.
  seats[0].match_ws->send({{"type", "act"}, {"action", "throw"}, {"version", 0}});
  const auto refused = seats[0].match_ws->next_of("error");
  EXPECT_EQ(refused["code"], "duplicate_room") << refused.dump();

  // Seats 0 and 1 choose alike, seat 2 otherwise; all play to the end, one after another.
  const auto a = play_rounds(seats[0], 100, kFirst);
  const auto b = play_rounds(seats[1], 100, kFirst);
  play_rounds(seats[2], 100, kLast);
  EXPECT_EQ(a, b);
  const auto& over = await_match(seats[0], [](const json& s) { return s["status"] == "over" && s.contains("result"); });
  const auto& scores = over["result"]["scores"];
  ASSERT_EQ(scores.size(), 3u);
  EXPECT_EQ(scores[0], scores[1]);

  const json r0 = record_of(port(), seats[0].room), r1 = record_of(port(), seats[1].room),
             r2 = record_of(port(), seats[2].room);
  EXPECT_EQ(r0["actions"], r1["actions"]);  // the same choices, so the same dice
  EXPECT_EQ(r0["server_seed"], r2["server_seed"]);
  const auto t0 = first_throws(r0, "yatzy"), t2 = first_throws(r2, "yatzy");
  EXPECT_EQ(t0.size(), 15u);
  EXPECT_EQ(t0, t2);  // every round's first throw, whatever each kept before
  EXPECT_NE(r0["actions"], r2["actions"]);
  // The result ranks by the seats' own scores: each member's end.
  for (size_t s = 0; s < 3; ++s) {
    const auto& room = seats[s].room;
    const auto summary = http(port(), "GET", "/api/rooms/" + room);
    EXPECT_EQ(summary.body["match"], code);
    EXPECT_EQ(own_entry(over, int(s))["room"], room);  // every room is out once the match is over
    EXPECT_EQ(own_entry(over, int(s))["total"], scores[s]);
  }
}

TEST_P(ServerDuplicate, ASeatHearsNothingOfARoundItHasNotFinishedAndNobodyWatchesAnothersGame) {
  std::string code;
  auto seats = open_match(port(), "yatzy", json::array({json::object(), json::object()}), code);
  auto& ahead = seats[0];
  auto& behind = seats[1];
  enter_own_room(port(), ahead);
  enter_own_room(port(), behind);
  play_rounds(ahead, 100, kFirst);
  // The seat behind hears that the other finished its game, and no total of it.
  const auto& heard = await_match(behind, [&](const json& s) { return own_entry(s, ahead.seat)["over"] == true; });
  EXPECT_EQ(own_entry(heard, ahead.seat)["rounds"], 15);
  EXPECT_EQ(own_entry(heard, ahead.seat)["through"], 0);
  EXPECT_EQ(own_entry(heard, ahead.seat)["total"], 0);
  EXPECT_TRUE(own_entry(heard, ahead.seat)["room"].is_null());
  // Nobody reads its record, nor watches it but its player, before the match is over.
  const auto sealed = http(port(), "GET", "/api/rooms/" + ahead.room + "/record");
  EXPECT_EQ(sealed.status, 409);
  EXPECT_EQ(sealed.body["error"], "not_yet");
  // Its replay and analysis neither, not even from the address that played it: the seat behind is
  // a guest of the same address here.
  for (const char* what : {"/replay/all", "/analysis"}) {
    const auto refused = http(port(), "GET", "/api/rooms/" + ahead.room + what);
    EXPECT_EQ(refused.status, 403) << what << ": " << refused.raw;
    EXPECT_EQ(refused.body["error"], "not_yet") << what;
  }
  {
    WsClient spectator(port(), ahead.room);
    EXPECT_EQ(spectator.next_of("error")["code"], "not_yet");
    WsClient wrong_token(port(), ahead.room, behind.token);
    EXPECT_EQ(wrong_token.next_of("error")["code"], "bad_token");
  }
  // Two rounds later the seat behind sees the other's total through those two.
  play_rounds(behind, 2, kFirst);
  const auto& two = await_match(behind, [&](const json& s) { return own_entry(s, behind.seat)["rounds"] == 2; });
  EXPECT_EQ(own_entry(two, ahead.seat)["through"], 2);
  EXPECT_EQ(own_entry(two, ahead.seat)["total"], own_entry(two, behind.seat)["total"]);  // alike, on the same dice
  // A spectator of the match sees the rounds every seat finished: two.
  WsClient spectator(port(), code);
  const auto watched = spectator.next_of("state");
  EXPECT_EQ(own_entry(watched, ahead.seat)["through"], 2);
  EXPECT_TRUE(own_entry(watched, behind.seat)["room"].is_null());

  // Every message the seat behind received, on both sockets: never the other's room, and never an
  // action of its game beyond the rounds the seat behind has played (the same choices: the same
  // actions, so only their count tells).
  for (const auto& frame : behind.match_ws->frames()) EXPECT_EQ(frame.find(ahead.room), std::string::npos) << frame;
  for (const auto& frame : behind.own.ws->frames()) EXPECT_EQ(frame.find(ahead.room), std::string::npos) << frame;
  for (const auto& frame : spectator.frames()) {
    EXPECT_EQ(frame.find(ahead.room), std::string::npos) << frame;
    EXPECT_EQ(frame.find(behind.room), std::string::npos) << frame;
  }
}

TEST_P(ServerDuplicate, AMatchSurvivesKillNineAndEndsRankedWithABotAndEveryRecordVerifies) {
  std::string code;
  auto seats = open_match(port(), "yatzy", json::array({json::object(), {{"bot", "greedy"}}}), code);
  auto& person = seats[0];
  enter_own_room(port(), person);
  play_rounds(person, 3, kFirst);
  await_match(person, [&](const json& s) { return own_entry(s, person.seat)["rounds"] == 3; });
  server().kill9();
  start();
  // The match and both rooms come back; the person goes on where they stood.
  person.match_ws = std::make_unique<WsClient>(port(), code, person.token);
  person.match_state = json();
  person.arrived.clear();
  const auto& back = await_match(person, [&](const json& s) { return own_entry(s, person.seat)["rounds"] == 3; });
  EXPECT_EQ(back["status"], "playing");
  person.own.ws = std::make_unique<WsClient>(port(), person.room, person.token);
  await_state(person.own);
  play_rounds(person, 100, kFirst);
  const auto& over = await_match(person, [](const json& s) { return s["status"] == "over" && s.contains("result"); });
  const auto& result = over["result"];
  const std::string bot_room = own_entry(over, 1)["room"];
  const json mine = record_of(port(), person.room), bots = record_of(port(), bot_room);
  EXPECT_EQ(first_throws(mine, "yatzy"), first_throws(bots, "yatzy"));
  const double my_score = result["scores"][0], bot_score = result["scores"][1];
  EXPECT_EQ(result["winners"], my_score > bot_score   ? json::array({0})
                               : my_score < bot_score ? json::array({1})
                                                      : json::array({0, 1}));
  // The match's own record is its seats' records.
  EXPECT_EQ(http(port(), "GET", "/api/rooms/" + code + "/record").status, 409);

  TempDir dir;
  const auto verify = [&](const json& record, const std::string& name) {
    const std::string file = dir.path() + "/" + name + ".json";
    std::ofstream(file) << record.dump();
    return run_command(std::string(CUBILETE_BINARY) + " verify " + file + " 2>&1");
  };
  for (const auto& [record, name] : {std::pair{mine, "mine"}, std::pair{bots, "bots"}}) {
    const auto ok = verify(record, name);
    EXPECT_EQ(ok.status, 0) << ok.out;
  }
  // The last throw that a score follows shows other dice (each one more, a six a one): the game
  // still replays, but not on the seed's dice.
  json changed = mine;
  auto& actions = changed["actions"];
  for (size_t i = actions.size() - 1; i-- > 0;) {
    std::string throw_text = actions[i], next = actions[i + 1];
    if (throw_text.rfind("throw ", 0) != 0 || next.rfind("score ", 0) != 0) continue;
    for (auto& c : throw_text)
      if (c >= '1' && c <= '6') c = c == '6' ? '1' : char(c + 1);
    actions[i] = throw_text;
    break;
  }
  ASSERT_NE(changed["actions"], mine["actions"]);
  const auto refused = verify(changed, "changed");
  EXPECT_NE(refused.status, 0) << refused.out;
  EXPECT_NE(refused.out.find("the seed deals"), std::string::npos) << refused.out;
}

TEST_P(ServerDuplicate, ABotsCardPlaysItselfWithNobodyWatchingAndTheMatchEnds) {
  std::string code;
  auto seats = open_match(port(), "yatzy", json::array({json::object(), {{"bot", "greedy"}}}), code);
  auto& person = seats[0];
  enter_own_room(port(), person);
  // The bot's card is played to its end by itself, whether or not the person plays theirs.
  const auto& bot_done = await_match(person, [](const json& s) { return own_entry(s, 1)["over"] == true; });
  EXPECT_EQ(own_entry(bot_done, 1)["rounds"], 15);
  EXPECT_EQ(own_entry(bot_done, 1)["through"], 0);  // the person has finished no round yet
  play_rounds(person, 100, kLast);
  const auto& over = await_match(person, [](const json& s) { return s["status"] == "over" && s.contains("result"); });
  EXPECT_EQ(over["result"]["scores"].size(), 2u);
}

TEST_P(ServerDuplicate, ABadDuplicateRoomIsRefusedWithWhy) {
  const auto make = [&](const json& body) { return http_json(port(), "POST", "/api/rooms", body); };
  const json two = json::array({json::object(), json::object()});
  EXPECT_EQ(make({{"game", "yatzy"}, {"seats", two}, {"mode", "relay"}}).body["error"], "bad_request");
  EXPECT_EQ(make({{"game", "yatzy"}, {"seats", json::array({json::object()})}, {"mode", "duplicate"}}).body["error"],
            "bad_seats");
  EXPECT_EQ(make({{"game", "damma"}, {"seats", two}, {"mode", "duplicate"}}).body["error"], "bad_rules");
  EXPECT_EQ(make({{"game", "yatzy"}, {"seats", two}, {"mode", "duplicate"}, {"rules", {{"dice", "sequential"}}}})
                .body["error"],
            "bad_rules");
  const auto rated = make({{"game", "crag"}, {"seats", two}, {"mode", "duplicate"}, {"rated", true}});
  EXPECT_EQ(rated.status, 409);
  EXPECT_EQ(rated.body["error"], "not_ratable");
  // Without a mode, dice by position is still played alone.
  EXPECT_EQ(make({{"game", "yatzy"}, {"seats", two}, {"rules", {{"dice", "duplicate"}}}}).body["error"], "bad_rules");
}

}  // namespace
}  // namespace cubilete::test
