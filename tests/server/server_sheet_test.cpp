// The score sheet for real dice over real sockets (PROTOCOL.md, "The score sheet for real dice";
// docs/sheet.md): a room whose dice the people type in from a real cup. What its creation refuses;
// a Generala game of three phones, where any seated phone enters the dice and the decisions of the
// seat to move, each refusal leaving the room as it was, with a restart on the same store in the
// middle; the record and the analysis at its end; and a room of drawn dice, which takes no entry.
// The names below carry "sheet": the files of this target are compiled several to a unit, where
// two files may not define the same name at file scope.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "server_harness.h"

namespace cubilete::test {
namespace {

// The games that keep a score sheet for real dice (GameEntry::table.real_dice).
const std::vector<std::string> kSheetGames = {"general", "generala",   "crag",       "yahtzee",      "yatzy",
                                              "farkle",  "centenario", "matterhorn", "multiplicacao"};

// The body of POST /api/rooms for `game` with `seats`, and the fields of `extra`.
json sheet_room_body(const std::string& game, const json& seats, const json& extra) {
  json body = {{"game", game}, {"seats", seats}, {"name", "P0"}};
  body.update(extra);
  return body;
}

// The error code of an HTTP answer ("" when it has none).
std::string sheet_error_code(const HttpResult& r) {
  if (!r.body.is_object() || !r.body.contains("error") || !r.body["error"].is_string()) return "";
  return r.body["error"].get<std::string>();
}

json sheet_act(const std::string& action, uint64_t version) {
  return {{"type", "act"}, {"action", action}, {"version", version}};
}

// An `enter` message: `key` is "dice" (a throw) or "final" (a turn's final dice).
json sheet_enter(const std::string& key, const std::vector<int>& faces, uint64_t version) {
  return {{"type", "enter"}, {key, json(faces)}, {"version", version}};
}

std::vector<int> sheet_sorted(std::vector<int> faces) {
  std::sort(faces.begin(), faces.end());
  return faces;
}

// [3, 1, 5, 5, 2] -> "1-2-3-5-5", as the game names the dice in its actions.
std::string sheet_dashed(const std::vector<int>& faces) {
  std::string s;
  for (const int f : sheet_sorted(faces)) s += (s.empty() ? "" : "-") + std::to_string(f);
  return s;
}

bool sheet_holds(const json& legal, const std::string& name) {
  if (!legal.is_array()) return false;
  for (const auto& a : legal)
    if (a.is_string() && a.get<std::string>() == name) return true;
  return false;
}

// Moves by action index, as text for a failure's message.
std::string sheet_moves_text(const std::map<uint64_t, json>& moves) {
  std::string out;
  for (const auto& [index, move] : moves) out += std::to_string(index) + ": " + move.dump() + "\n";
  return out;
}

// A socket at the table: a person's (`p.seat` >= 0, with its token) or a spectator's (seat -1),
// every move it was told by the index of its action, and the frames its connections before a
// restart received (a restart ends them, and their frames are read for secrets at the end).
struct SheetSocket {
  Player p;
  std::map<uint64_t, json> moves;
  std::vector<std::string> earlier_frames;

  std::vector<std::string> all_frames() const {
    auto all = earlier_frames;
    const auto& now = p.ws->frames();
    all.insert(all.end(), now.begin(), now.end());
    return all;
  }
};

// Keeps a state message: the latest state, and each of its moves at the index of its action
// (`moves` is parallel to `events`, which end at the state's version).
void sheet_take(SheetSocket& s, const json& m) {
  s.p.take_state(m);
  const uint64_t v = m["version"].get<uint64_t>();
  if (!m.contains("moves") || !m["moves"].is_array()) return;
  const json& moves = m["moves"];
  for (size_t i = 0; i < moves.size(); ++i) s.moves[v - moves.size() + i] = moves[i];
}

// Reads `s`'s messages until it holds a state of version `v` or later (bounded). An error on the
// way means that what was sent was refused: said at once rather than after a timeout.
void sheet_sync(SheetSocket& s, uint64_t v) {
  const std::string who = "socket of seat " + std::to_string(s.p.seat);
  for (int i = 0; i < 200; ++i) {
    if (!s.p.state.is_null() && s.p.state["version"].get<uint64_t>() >= v) return;
    json m;
    try {
      m = s.p.ws->next();
    } catch (const std::runtime_error& e) {
      throw std::runtime_error(who + " waits for version " + std::to_string(v) + ": " + e.what());
    }
    if (m["type"] == "state")
      sheet_take(s, m);
    else if (m["type"] == "error")
      throw std::runtime_error(who + " waits for version " + std::to_string(v) + " and is answered " + m.dump());
  }
  throw std::runtime_error(who + ": no state of version " + std::to_string(v));
}

// A room of entered dice and every socket watching it.
struct SheetTable {
  unsigned short port = 0;
  std::string code;
  std::vector<SheetSocket> sockets;  // the people's in seat order, then a spectator's
  uint64_t version = 0;              // the version every socket was last brought to

  SheetSocket& seat(int s) { return sockets.at(size_t(s)); }
  SheetSocket& spectator() { return sockets.back(); }
  json summary() const { return http(port, "GET", "/api/rooms/" + code).body; }
  void sync_all() {
    for (auto& s : sockets) {
      sheet_sync(s, version);
      EXPECT_EQ(s.p.state["version"], version) << "socket of seat " << s.p.seat;
    }
  }
};

// Sends `message` (an entry or an act) from `from`, which makes one action: brings every socket to
// the version after it and returns its move, which every socket (the spectator's too) was told
// alike.
json sheet_applied(SheetTable& t, SheetSocket& from, const json& message) {
  from.p.ws->send(message);
  ++t.version;
  t.sync_all();
  const uint64_t index = t.version - 1;
  const json move = from.moves.count(index) ? from.moves.at(index) : json();
  for (auto& s : t.sockets) {
    EXPECT_TRUE(s.moves.count(index)) << "socket of seat " << s.p.seat << " was not told action " << index;
    if (s.moves.count(index)) {
      EXPECT_EQ(s.moves.at(index), move) << "socket of seat " << s.p.seat << ", action " << index;
    }
  }
  return move;
}

// Sends `message` from `from` and expects it refused with `code`, the room left as it was: the
// error comes to the sender, and the version stays (in the sender's state and the summary).
void sheet_expect_refused(SheetTable& t, SheetSocket& from, const json& message, const std::string& code) {
  from.p.ws->send(message);
  json error;
  for (int i = 0; i < 200 && error.is_null(); ++i) {
    json m = from.p.ws->next();
    if (m["type"] == "state")
      sheet_take(from, m);
    else if (m["type"] == "error")
      error = m;
  }
  ASSERT_FALSE(error.is_null()) << "no error for " << message.dump();
  EXPECT_EQ(error["code"], code) << message.dump() << " from seat " << from.p.seat << ": " << error.dump();
  EXPECT_TRUE(error["message"].is_string()) << error.dump();
  EXPECT_EQ(from.p.state["version"], t.version) << "a refusal changes nothing: " << message.dump();
  EXPECT_EQ(t.summary()["version"], t.version) << "a refusal changes nothing: " << message.dump();
}

// Checks a move's head and kind: whose turn it came in, who decided it and whose phone sent it.
void sheet_expect_move(json move, const std::string& kind, int seat, const std::string& by, int entered_by) {
  EXPECT_EQ(move["kind"], kind) << move.dump();
  EXPECT_EQ(move["seat"], seat) << move.dump();
  EXPECT_EQ(move["by"], by) << move.dump();
  EXPECT_EQ(move["entered_by"], entered_by) << move.dump();
}

// Reads `s`'s states until one says the game is over with its result (bounded).
void sheet_until_over(SheetSocket& s) {
  for (int i = 0; i < 50; ++i) {
    if (s.p.state["status"] == "over" && s.p.state.contains("result")) return;
    json m = s.p.ws->next();
    if (m["type"] == "state") sheet_take(s, m);
  }
  throw std::runtime_error("socket of seat " + std::to_string(s.p.seat) + " never heard the end");
}

// GET `target` until it answers 200, for at most `tries` tenths of a second: a record waits for
// the end's commit, an analysis is computed (202) after the end.
HttpResult sheet_get_200(unsigned short port, const std::string& target, int tries) {
  HttpResult r;
  for (int i = 0; i < tries; ++i) {
    r = http(port, "GET", target);
    if (r.status == 200) break;
    std::this_thread::sleep_for(100ms);
  }
  return r;
}

TEST(ServerSheet, ARoomOfEnteredDiceIsMadeOnlyWhereTheDiceNeedNoProof) {
  TempDir dir;
  ServerProcess server(dir.path() + "/t.db");
  const json two = json::array({json::object(), json::object()});
  struct Case {
    const char* what;
    json body;
  };
  const std::vector<Case> refused = {
      {"dice a word of neither kind", sheet_room_body("generala", two, {{"dice", "rolled"}})},
      {"dice a number", sheet_room_body("generala", two, {{"dice", 3}})},
      {"rated", sheet_room_body("generala", two, {{"dice", "entered"}, {"rated", true}})},
      {"a bot seat",
       sheet_room_body("generala", json::array({json::object(), {{"bot", "greedy"}}}), {{"dice", "entered"}})},
      {"a turn clock", sheet_room_body("generala", two, {{"dice", "entered"}, {"turn_seconds", 30}})},
      {"a game that keeps no sheet", sheet_room_body("damma", two, {{"dice", "entered"}})},
      {"a duplicate room", sheet_room_body("generala", two, {{"dice", "entered"}, {"mode", "duplicate"}})},
  };
  for (const auto& c : refused) {
    const auto r = http_json(server.port(), "POST", "/api/rooms", c.body);
    EXPECT_EQ(r.status, 400) << c.what << ": " << r.raw;
    EXPECT_EQ(sheet_error_code(r), "bad_request") << c.what << ": " << r.raw;
    EXPECT_TRUE(r.body.is_object() && r.body.contains("message") && r.body["message"].is_string() &&
                !r.body["message"].get<std::string>().empty())
        << c.what << ": " << r.raw;
  }

  // Every game that keeps a sheet makes such a room, and says so; no clock (0) is no clock.
  for (const auto& game : kSheetGames) {
    const auto made = http_json(server.port(), "POST", "/api/rooms", sheet_room_body(game, two, {{"dice", "entered"}}));
    ASSERT_EQ(made.status, 201) << game << ": " << made.raw;
    json summary = http(server.port(), "GET", "/api/rooms/" + made.body["room"].get<std::string>()).body;
    EXPECT_EQ(summary["dice"], "entered") << game << ": " << summary.dump();
    EXPECT_EQ(summary["rated"], false) << game;
    EXPECT_EQ(summary["status"], "waiting") << game;
  }
  const auto unclocked = http_json(server.port(), "POST", "/api/rooms",
                                   sheet_room_body("generala", two, {{"dice", "entered"}, {"turn_seconds", 0}, {"rated", false}}));
  EXPECT_EQ(unclocked.status, 201) << unclocked.raw;
  // "drawn" is the default said out loud: an ordinary room, which says nothing of its dice.
  const auto drawn = http_json(server.port(), "POST", "/api/rooms", sheet_room_body("generala", two, {{"dice", "drawn"}}));
  ASSERT_EQ(drawn.status, 201) << drawn.raw;
  EXPECT_FALSE(http(server.port(), "GET", "/api/rooms/" + drawn.body["room"].get<std::string>()).body.contains("dice"));
}

// Three people keep a Generala sheet on three phones, a spectator watching. Ana's first turn is
// entered throw by throw, each refusal tried on the way; every other turn by its final dice, one
// of them served, each entered and decided from a phone that changes from turn to turn. The server
// stops between an entry and the decision after it, and the game goes on on the same store.
TEST(ServerSheet, ThreePhonesKeepAGeneralaSheetThroughARestart) {
  TempDir dir;
  const std::string db = dir.path() + "/t.db";
  auto server = std::make_unique<ServerProcess>(db);
  Room room = open_room(server->port(), "generala", json::array({json::object(), json::object(), json::object()}),
                        json::object(), {{"dice", "entered"}});
  ASSERT_EQ(room.people.size(), 3u);
  SheetTable t;
  t.port = server->port();
  t.code = room.code;
  for (size_t i = 0; i < room.people.size(); ++i) {
    ASSERT_EQ(room.people[i].seat, int(i));
    t.sockets.push_back(SheetSocket{std::move(room.people[i]), {}, {}});
  }
  Player watcher;
  watcher.ws = std::make_unique<WsClient>(t.port, t.code);
  t.sockets.push_back(SheetSocket{std::move(watcher), {}, {}});
  t.sync_all();
  SheetSocket& ana = t.seat(0);
  SheetSocket& bia = t.seat(1);
  SheetSocket& caio = t.seat(2);
  SheetSocket& spectator = t.spectator();

  // Nothing is thrown by the server: the game starts with Ana's throw due, and nothing is rated.
  for (auto& s : t.sockets) {
    EXPECT_EQ(s.p.state["status"], "playing") << "seat " << s.p.seat;
    EXPECT_EQ(s.p.state["version"], 0) << "seat " << s.p.seat;
    EXPECT_EQ(s.p.state["moves"], json::array()) << "seat " << s.p.seat;
    EXPECT_EQ(s.p.state["rated"], false) << "seat " << s.p.seat;
    EXPECT_EQ(s.p.state["dice"], "entered") << "seat " << s.p.seat;
    EXPECT_EQ(s.p.state["enter"], 0) << "seat " << s.p.seat << ": Ana's throw is due";
  }
  json summary = t.summary();
  EXPECT_EQ(summary["dice"], "entered");
  EXPECT_EQ(summary["rated"], false);
  EXPECT_EQ(summary["status"], "playing");
  EXPECT_EQ(summary["version"], 0);

  // What the record must hold at the end, action by action.
  std::vector<std::string> actions;
  std::vector<int> entered_by;

  // Bia's phone enters Ana's first throw, without a version (it is optional).
  json move = sheet_applied(t, bia, {{"type", "enter"}, {"dice", json::array({3, 1, 5, 5, 2})}});
  sheet_expect_move(move, "throw", 0, "entered", 1);
  EXPECT_EQ(move["dice"], json::array({1, 2, 3, 5, 5}));
  for (auto& s : t.sockets) {
    json told = s.moves.count(0) ? s.moves.at(0) : json();
    EXPECT_EQ(told["by"], "entered") << "socket of seat " << s.p.seat;
    EXPECT_EQ(told["entered_by"], 1) << "socket of seat " << s.p.seat;
  }
  actions.push_back("throw 1-2-3-5-5");
  entered_by.push_back(1);
  EXPECT_EQ(ana.p.state["to_move"], 0);
  ASSERT_TRUE(sheet_holds(ana.p.state["legal"], "keep 5-5")) << ana.p.state["legal"].dump();

  move = sheet_applied(t, ana, sheet_act("keep 5-5", t.version));
  sheet_expect_move(move, "keep", 0, "person", 0);
  EXPECT_EQ(move["dice"], json::array({5, 5}));
  actions.push_back("keep 5-5");
  entered_by.push_back(0);

  // A throw is due, the two 5s kept: what is not its dice is refused, and changes nothing.
  const uint64_t kept = t.version;
  sheet_expect_refused(t, caio, sheet_enter("dice", {1, 2, 3, 4, 5, 6}, kept), "bad_dice");
  sheet_expect_refused(t, ana, sheet_enter("dice", {7, 1, 2}, kept), "bad_dice");
  sheet_expect_refused(t, bia, {{"type", "enter"}, {"dice", json::array({5, 5, 7, 1, 2})}}, "bad_dice");
  sheet_expect_refused(t, bia, sheet_enter("dice", {1, 2, 3, 4, 5}, kept), "not_kept");
  json served_late = sheet_enter("final", {3, 3, 3, 5, 5}, kept);
  served_late["served"] = true;
  sheet_expect_refused(t, caio, served_late, "illegal_action");
  sheet_expect_refused(t, ana, sheet_enter("final", {3, 3, 3, 5, 5}, kept), "illegal_action");
  sheet_expect_refused(t, ana, sheet_act("throw", kept), "illegal_action");
  sheet_expect_refused(t, bia, sheet_enter("dice", {5, 4, 2}, kept - 1), "stale");
  // A spectator enters nothing, as it acts in nothing.
  sheet_expect_refused(t, spectator, sheet_act("keep 5-5", kept), "spectator");
  sheet_expect_refused(t, spectator, sheet_enter("dice", {5, 4, 2}, kept), "spectator");

  // Caio's phone enters the whole cup, the kept 5-5 among it: the move is the dice thrown.
  move = sheet_applied(t, caio, sheet_enter("dice", {2, 5, 4, 5, 5}, t.version));
  sheet_expect_move(move, "throw", 0, "entered", 2);
  EXPECT_EQ(move["dice"], json::array({2, 4, 5})) << "the dice thrown, the kept 5-5 apart";
  actions.push_back("throw 2-4-5");
  entered_by.push_back(2);
  EXPECT_EQ(ana.p.state["to_move"], 0);

  // Ana decides now: a throw entered meanwhile is refused.
  sheet_expect_refused(t, bia, sheet_enter("dice", {1, 1, 1}, t.version), "not_your_turn");
  sheet_expect_refused(t, caio, {{"type", "enter"}, {"dice", json::array({6, 6, 6, 6, 6})}}, "not_your_turn");

  // Bia's phone writes Ana's three 5s.
  ASSERT_TRUE(sheet_holds(ana.p.state["legal"], "score 5")) << ana.p.state["legal"].dump();
  move = sheet_applied(t, bia, sheet_act("score 5", t.version));
  sheet_expect_move(move, "score", 0, "person", 1);
  EXPECT_EQ(move["category"], "5");
  EXPECT_EQ(move["points"], 15);
  actions.push_back("score 5");
  entered_by.push_back(1);

  // Every other turn by its final dice, as typed (the server sorts them), each fitting its
  // category; no served generala, which would end the game at once.
  const std::map<std::string, std::vector<int>> final_for = {
      {"1", {1, 3, 1, 2, 1}},       {"2", {2, 1, 2, 3, 2}},        {"3", {3, 3, 1, 2, 3}},
      {"4", {4, 1, 4, 2, 4}},       {"5", {5, 5, 1, 2, 5}},        {"6", {6, 2, 6, 1, 6}},
      {"escalera", {5, 4, 3, 2, 1}}, {"full", {3, 5, 3, 5, 3}}, {"poker", {4, 4, 2, 4, 4}},
      {"generala", {6, 6, 6, 6, 6}}};
  const std::vector<std::vector<std::string>> plan = {
      {"1", "2", "3", "4", "6", "escalera", "full", "poker", "generala"},
      {"1", "2", "3", "4", "5", "6", "escalera", "full", "poker", "generala"},
      {"1", "2", "3", "4", "5", "6", "escalera", "full", "poker", "generala"}};
  std::vector<size_t> next(3, 0);
  int finals = 0;
  constexpr int kRestartAt = 8;  // Caio's third turn: his final dice are in, his decision is not
  for (int k = 1; k < 30; ++k) {
    const int mover = k % 3;
    ASSERT_LT(next[size_t(mover)], plan[size_t(mover)].size());
    const std::string category = plan[size_t(mover)][next[size_t(mover)]++];
    const std::vector<int>& dice = final_for.at(category);
    // The phones change from turn to turn: sometimes the mover's own, sometimes another's.
    SheetSocket& enterer = t.seat((2 * k) % 3);
    SheetSocket& decider = t.seat((k / 3 + mover) % 3);
    // Caio's straight came on his first throw: served, it is the turn's first throw.
    const bool served = mover == 2 && category == "escalera";
    if (k == 1) {
      sheet_expect_refused(t, bia, sheet_act("throw", t.version), "illegal_action");
    }

    json entry = sheet_enter("final", dice, t.version);
    if (served) entry["served"] = true;
    const json thrown = sheet_applied(t, enterer, entry);
    sheet_expect_move(thrown, "throw", mover, "entered", enterer.p.seat);
    EXPECT_EQ(thrown["dice"], json(sheet_sorted(dice))) << "turn " << k;
    actions.push_back((served ? "throw " : "final ") + sheet_dashed(dice));
    entered_by.push_back(enterer.p.seat);
    if (!served) ++finals;

    SheetSocket& own = t.seat(mover);
    EXPECT_EQ(own.p.state["to_move"], mover) << "turn " << k;
    ASSERT_TRUE(sheet_holds(own.p.state["legal"], "score " + category)) << "turn " << k << ": "
                                                                       << own.p.state["legal"].dump();
    // Ana's 5 is written already.
    if (k == 3) {
      sheet_expect_refused(t, decider, sheet_act("score 5", t.version), "illegal_action");
    }

    if (k == kRestartAt) {
      // The server stops between the entry and the decision; each socket is closed. A new server
      // on the same store has every entry, who entered it, and the decision due.
      EXPECT_EQ(server->stop(), 0);
      server = std::make_unique<ServerProcess>(db);
      t.port = server->port();
      for (auto& s : t.sockets) {
        EXPECT_TRUE(s.p.ws->closed(5s)) << "socket of seat " << s.p.seat;
        const auto& frames = s.p.ws->frames();
        s.earlier_frames.insert(s.earlier_frames.end(), frames.begin(), frames.end());
        const auto heard = s.moves;
        s.moves.clear();
        s.p.state = json();
        s.p.ws = std::make_unique<WsClient>(t.port, t.code, s.p.token);
        sheet_sync(s, t.version);
        EXPECT_EQ(s.p.state["version"], t.version) << "socket of seat " << s.p.seat;
        EXPECT_EQ(s.p.state["status"], "playing") << "socket of seat " << s.p.seat;
        EXPECT_EQ(s.p.state["to_move"], mover) << "socket of seat " << s.p.seat;
        // The snapshot tells the whole game so far (it is shorter than what a connection is told).
        EXPECT_TRUE(s.moves == heard) << "socket of seat " << s.p.seat << ": the moves before the restart were "
                                      << sheet_moves_text(heard) << ", after it " << sheet_moves_text(s.moves);
      }
      EXPECT_TRUE(sheet_holds(own.p.state["legal"], "score " + category)) << own.p.state["legal"].dump();
      summary = t.summary();
      EXPECT_EQ(summary["version"], t.version);
      EXPECT_EQ(summary["dice"], "entered");
    }

    const json scored = sheet_applied(t, decider, sheet_act("score " + category, t.version));
    sheet_expect_move(scored, "score", mover, "person", decider.p.seat);
    EXPECT_EQ(scored["category"], category) << "turn " << k;
    actions.push_back("score " + category);
    entered_by.push_back(decider.p.seat);
  }
  EXPECT_EQ(t.version, 62u) << "Ana's first turn of four actions, then 29 turns of two";
  EXPECT_EQ(finals, 28);

  for (auto& s : t.sockets) {
    sheet_until_over(s);
    EXPECT_FALSE(s.p.state["result"].contains("ratings")) << "nothing is rated: " << s.p.state["result"].dump();
  }

  // The record: every action, who decided it and whose phone entered it.
  const auto record = sheet_get_200(t.port, "/api/rooms/" + t.code + "/record", 100);
  ASSERT_EQ(record.status, 200) << record.raw;
  json rec = record.body;
  EXPECT_EQ(rec["dice"], "entered");
  ASSERT_TRUE(rec["actions"].is_array()) << record.raw;
  ASSERT_TRUE(rec["entered_by"].is_array()) << record.raw;
  EXPECT_EQ(rec["entered_by"].size(), rec["actions"].size());
  EXPECT_EQ(rec["actions"], json(actions));
  EXPECT_EQ(rec["entered_by"], json(entered_by));
  if (rec["by"].is_array() && rec["by"].size() == actions.size()) {
    for (size_t i = 0; i < actions.size(); ++i) {
      const bool decision = actions[i].rfind("score ", 0) == 0 || actions[i].rfind("keep ", 0) == 0;
      EXPECT_EQ(rec["by"][i], decision ? "person" : "entered") << "action " << i << " " << actions[i];
    }
  } else {
    ADD_FAILURE() << "the record's by is not one per action: " << rec["by"].dump();
  }
  // Everything any socket was told is in the record, at the index it was told.
  for (auto& s : t.sockets)
    for (const auto& [index, name] : s.p.events_seen) {
      ASSERT_LT(index, rec["actions"].size());
      EXPECT_EQ(rec["actions"][index], name) << "socket of seat " << s.p.seat << ", action " << index;
    }

  // The analysis, computed after the end: turns given by their final dice are counted apart.
  const auto analysis = sheet_get_200(t.port, "/api/rooms/" + t.code + "/analysis", 600);
  ASSERT_EQ(analysis.status, 200) << analysis.raw;
  json doc = analysis.body;
  ASSERT_TRUE(doc["final_dice_turns"].is_number()) << analysis.raw.substr(0, 500);
  EXPECT_GT(doc["final_dice_turns"].get<int>(), 0);
  EXPECT_EQ(doc["final_dice_turns"], finals);
  int final_steps = 0;
  for (auto& step : doc["steps"])
    if (step.contains("final_dice") && step["final_dice"] == true) ++final_steps;
  EXPECT_EQ(final_steps, finals);
  ASSERT_EQ(doc["seats"].size(), 3u);
  for (auto& seat : doc["seats"]) {
    const auto number = [&](const char* key) {
      return seat[key].is_number() ? seat[key].get<double>() : std::nan("");
    };
    EXPECT_NEAR(number("start") + number("luck") + number("unseen") - number("own_loss") + number("others_effect"),
                number("result"), 1e-4)
        << seat.dump();
  }

  // No message to anyone, over either server, carried another seat's token; none to the
  // spectator carried any.
  for (auto& s : t.sockets) s.p.ws->drain(100ms);
  for (auto& s : t.sockets) {
    const auto frames = s.all_frames();
    EXPECT_FALSE(frames.empty());
    int leaks = 0;
    for (auto& other : t.sockets) {
      if (other.p.seat < 0 || other.p.seat == s.p.seat) continue;
      for (const auto& f : frames)
        if (has(f, other.p.token)) ++leaks;
    }
    EXPECT_EQ(leaks, 0) << "messages to the socket of seat " << s.p.seat << " carried another seat's token";
  }
  for (auto& s : t.sockets)
    if (s.p.seat >= 0) {
      EXPECT_FALSE(has(record.raw, s.p.token)) << "the record carries seat " << s.p.seat << "'s token";
      EXPECT_FALSE(has(analysis.raw, s.p.token)) << "the analysis carries seat " << s.p.seat << "'s token";
    }
  EXPECT_EQ(server->stop(), 0);
}

// Reads `p`'s states until one of version `v` (bounded): after an undo the version goes down.
json sheet_state_at(Player& p, uint64_t v) {
  for (int i = 0; i < 50; ++i) {
    if (!p.state.is_null() && p.state["version"] == v) return p.state;
    await_state(p);
  }
  throw std::runtime_error("seat " + std::to_string(p.seat) + ": no state of version " + std::to_string(v));
}

// Any seated phone takes back the last entry, a throw or a choice: every socket is told the game
// again from its start; a second undo answering the same state is stale; and the store keeps the
// entries taken back, so a restart comes back without them and the game goes on from there.
TEST(ServerSheet, AnyPhoneTakesBackTheLastEntryForEveryoneAndForGood) {
  TempDir dir;
  const std::string db = dir.path() + "/t.db";
  auto server = std::make_unique<ServerProcess>(db);
  Room room = open_room(server->port(), "generala", json::array({json::object(), json::object()}), json::object(),
                        {{"dice", "entered"}});
  ASSERT_EQ(room.people.size(), 2u);
  Player& ana = room.people[0];
  Player& bia = room.people[1];
  Player watcher;
  watcher.ws = std::make_unique<WsClient>(server->port(), room.code);
  std::vector<Player*> all = {&ana, &bia, &watcher};
  for (auto* p : all) sheet_state_at(*p, 0);
  const auto undo = [](uint64_t v) { return json{{"type", "undo"}, {"version", v}}; };

  bia.ws->send(sheet_enter("dice", {3, 1, 5, 5, 2}, 0));
  for (auto* p : all) sheet_state_at(*p, 1);
  ana.ws->send(sheet_act("keep 5-5", 1));
  for (auto* p : all) sheet_state_at(*p, 2);

  // Bia's phone takes back Ana's keep: everyone is told the game again, the throw alone.
  bia.ws->send(undo(2));
  for (auto* p : all) {
    const json s = sheet_state_at(*p, 1);
    EXPECT_EQ(s["rewound"], true) << "seat " << p->seat;
    ASSERT_EQ(s["moves"].size(), 1u) << s.dump();
    EXPECT_EQ(s["moves"][0]["dice"], json::array({1, 2, 3, 5, 5}));
    EXPECT_EQ(s["events"].size(), 1u);
    EXPECT_EQ(s["to_move"], 0);
  }
  EXPECT_TRUE(sheet_holds(ana.state["legal"], "keep 5-5"));
  // Ana's phone asked too, answering the state that is gone: one entry is taken back, not two.
  ana.ws->send(undo(2));
  EXPECT_EQ(ana.ws->next_of("error")["code"], "stale");
  watcher.ws->send(undo(1));
  EXPECT_EQ(watcher.ws->next_of("error")["code"], "spectator");
  EXPECT_EQ(http(server->port(), "GET", "/api/rooms/" + room.code).body["version"], 1);

  // The throw taken back too; before the first entry there is nothing to take back.
  ana.ws->send(undo(1));
  for (auto* p : all) {
    const json s = sheet_state_at(*p, 0);
    EXPECT_EQ(s["moves"], json::array()) << "seat " << p->seat;
    EXPECT_EQ(s["enter"], 0);
  }
  ana.ws->send(undo(0));
  EXPECT_EQ(ana.ws->next_of("error")["code"], "illegal_action");

  // Another throw where the first was; a restart comes back with it and not with what was taken back.
  bia.ws->send(sheet_enter("dice", {2, 2, 4, 4, 6}, 0));
  for (auto* p : all) sheet_state_at(*p, 1);
  EXPECT_EQ(server->stop(), 0);
  server = std::make_unique<ServerProcess>(db);
  ana.state = json();
  ana.ws = std::make_unique<WsClient>(server->port(), room.code, ana.token);
  const json back = sheet_state_at(ana, 1);
  ASSERT_EQ(back["moves"].size(), 1u) << back.dump();
  EXPECT_EQ(back["moves"][0]["dice"], json::array({2, 2, 4, 4, 6}));
  EXPECT_EQ(back["moves"][0]["entered_by"], 1);
  ana.ws->send(sheet_act("keep 4-4", 1));
  sheet_state_at(ana, 2);
  EXPECT_EQ(server->stop(), 0);
}

// In a room whose dice the server draws, nothing is entered, and only the seat to move acts.
// Yatzy has no instant win, so the server's first throw always leaves seat 0 to decide.
TEST(ServerSheet, ARoomOfDrawnDiceTakesNoEntry) {
  TempDir dir;
  ServerProcess server(dir.path() + "/t.db");
  Room room = open_room(server.port(), "yatzy", json::array({json::object(), json::object()}));
  ASSERT_EQ(room.people.size(), 2u);
  Player& ana = room.people[0];
  Player& bia = room.people[1];
  await_state(ana);
  for (int i = 0; i < 20 && ana.state["to_move"] != 0; ++i) await_state(ana);
  ASSERT_EQ(ana.state["to_move"], 0) << ana.state.dump();
  ASSERT_FALSE(ana.state["legal"].empty());
  const uint64_t v = ana.state["version"].get<uint64_t>();
  json summary = http(server.port(), "GET", "/api/rooms/" + room.code).body;
  EXPECT_NE(summary.contains("dice") ? summary["dice"] : json(), "entered");

  for (Player* p : {&ana, &bia}) {
    p->ws->send(sheet_enter("dice", {3, 1, 5, 5, 2}, v));
    EXPECT_EQ(p->ws->next_of("error")["code"], "illegal_action") << "seat " << p->seat;
  }
  json final_entry = sheet_enter("final", {3, 3, 3, 5, 5}, v);
  bia.ws->send(final_entry);
  EXPECT_EQ(bia.ws->next_of("error")["code"], "illegal_action");
  // Here only the mover acts: Bia cannot decide for Ana.
  bia.ws->send(sheet_act(ana.state["legal"][0].get<std::string>(), v));
  EXPECT_EQ(bia.ws->next_of("error")["code"], "not_your_turn");
  // Nor is anything taken back.
  ana.ws->send({{"type", "undo"}, {"version", v}});
  EXPECT_EQ(ana.ws->next_of("error")["code"], "illegal_action");
  EXPECT_EQ(http(server.port(), "GET", "/api/rooms/" + room.code).body["version"], v);
}

}  // namespace
}  // namespace cubilete::test
