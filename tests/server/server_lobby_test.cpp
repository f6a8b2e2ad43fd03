// The lobby over real sockets on one instance (PROTOCOL.md v1.1, "Lobby and quick play"): public
// tables pushed live to the sockets whose filter admits them and gone the moment they fill; quick
// play pairing the same game and variant only, offering the strongest bot after the seeker's
// wait, and forgetting a socket that closed. Every message each socket got is read: no seat's
// token ever reaches another socket.
#include <gtest/gtest.h>

#include <iostream>
#include <set>
#include <thread>

#include "server_harness.h"

namespace cubilete::test {
namespace {

// A lobby socket as browsers open it: "/ws?lobby=1[&game=G][&language=L]".
std::unique_ptr<WsClient> lobby_socket(unsigned short port, const std::string& filters = "") {
  return std::make_unique<WsClient>(port, "?lobby=1" + filters);
}

// Every frame `ws` received holds none of `tokens`.
void expect_no_token(const WsClient& ws, const std::vector<std::string>& tokens) {
  for (const auto& frame : ws.frames())
    for (const auto& token : tokens) EXPECT_EQ(frame.find(token), std::string::npos) << frame;
}

// The server's log, shown when a test fails (what the server said about it).
struct LogOnFailure {
  const ServerProcess& server;
  ~LogOnFailure() {
    if (::testing::Test::HasFailure()) std::cerr << "server log:\n" << server.log() << "\n";
  }
};

json public_room(unsigned short port, const json& extra = json::object()) {
  json body = {{"game", "generala"}, {"seats", json::array({json::object(), json::object()})}, {"public", true},
               {"language", "pt-BR"}, {"name", "Ana"}, {"rules", {{"generala_points", 50}}}};
  body.update(extra);
  auto made = http_json(port, "POST", "/api/rooms", body);
  EXPECT_EQ(made.status, 201) << made.raw;
  return made.body;
}

TEST(ServerLobby, APublicTableAppearsLiveAndLeavesTheMomentItFills) {
  TempDir dir;
  ServerProcess server(dir.path() + "/t.db");
  LogOnFailure show{server};
  auto all = lobby_socket(server.port());
  auto yatzy_only = lobby_socket(server.port(), "&game=yatzy");
  EXPECT_EQ(all->next(), json({{"type", "lobby"}, {"tables", json::array()}}));
  EXPECT_EQ(yatzy_only->next(), json({{"type", "lobby"}, {"tables", json::array()}}));

  // An unlisted room is nobody's news.
  auto hidden = http_json(server.port(), "POST", "/api/rooms",
                          {{"game", "generala"}, {"seats", json::array({json::object(), json::object()})}});
  ASSERT_EQ(hidden.status, 201);
  const json made = public_room(server.port());
  const std::string code = made["room"];
  const json added = all->next();
  EXPECT_EQ(added["type"], "table_added");
  const json& t = added["table"];
  EXPECT_EQ(t["room"], code);
  EXPECT_EQ(t["game"], "generala");
  EXPECT_EQ(t["rules_changed"], json({{"generala_points", "50"}}));
  EXPECT_EQ(t["seats_taken"], 1);
  EXPECT_EQ(t["seats"], 2);
  EXPECT_EQ(t["rated"], false);
  EXPECT_EQ(t["creator"], json({{"name", "Ana"}, {"account", nullptr}}));
  EXPECT_EQ(t["language"], "pt-BR");
  EXPECT_TRUE(t["created"].is_string());

  // A socket that comes now finds it in its snapshot; filters hold.
  auto generala_pt = lobby_socket(server.port(), "&game=Generala&language=pt-BR");
  auto generala_es = lobby_socket(server.port(), "&game=generala&language=es-AR");
  const json snapshot = generala_pt->next();
  ASSERT_EQ(snapshot["tables"].size(), 1u);
  EXPECT_EQ(snapshot["tables"][0], t);
  EXPECT_EQ(generala_es->next()["tables"], json::array());

  // The second person joins: the table is full and leaves every list that showed it; its game
  // starts and shows among the games being played (games_live) of the sockets that admit it.
  auto joined = http_json(server.port(), "POST", "/api/rooms/" + code + "/join", json::object());
  ASSERT_EQ(joined.status, 200) << joined.raw;
  EXPECT_EQ(all->next(), json({{"type", "table_removed"}, {"room", code}}));
  EXPECT_EQ(generala_pt->next(), json({{"type", "table_removed"}, {"room", code}}));
  for (auto* watching : {all.get(), generala_pt.get()}) {
    const json live = watching->next();
    EXPECT_EQ(live["type"], "games_live");
    ASSERT_EQ(live["games"].size(), 1u) << live;
    EXPECT_EQ(live["games"][0]["room"], code);
    EXPECT_EQ(live["featured"], code);
  }
  for (auto* quiet : {yatzy_only.get(), generala_es.get(), all.get()})
    EXPECT_TRUE(quiet->drain(200ms).empty());
  // A socket that comes now finds no table, and the game on.
  auto late = lobby_socket(server.port());
  EXPECT_EQ(late->next()["tables"], json::array());
  EXPECT_EQ(late->next()["featured"], code);
  for (auto* ws : {all.get(), yatzy_only.get(), generala_pt.get(), generala_es.get()})
    expect_no_token(*ws, {made["token"].get<std::string>(), joined.body["token"].get<std::string>()});
}

TEST(ServerLobby, PublicTablesPerAddressAreLimitedAndFiltersChecked) {
  TempDir dir;
  ServerProcess server(dir.path() + "/t.db", {"--waiting-expiry", "2"});
  LogOnFailure show{server};
  auto all = lobby_socket(server.port());
  all->next();
  std::vector<std::string> codes;
  for (int i = 0; i < 3; ++i) codes.push_back(public_room(server.port())["room"]);
  auto refused = http_json(server.port(), "POST", "/api/rooms",
                           {{"game", "generala"}, {"seats", json::array({json::object(), json::object()})}, {"public", true}});
  EXPECT_EQ(refused.status, 429);
  EXPECT_EQ(refused.body["error"], "rate_limited");
  EXPECT_NE(refused.body["message"].get<std::string>().find("at most 3"), std::string::npos);
  for (const auto& code : codes) EXPECT_EQ(all->next_of("table_added")["table"]["room"], code);
  // Nobody came: they expire and leave the list.
  std::set<std::string> removed;
  for (int i = 0; i < 3; ++i) removed.insert(all->next_of("table_removed", 10s)["room"].get<std::string>());
  EXPECT_EQ(removed, std::set<std::string>(codes.begin(), codes.end()));

  auto bad = lobby_socket(server.port(), "&game=chess");
  const json e = bad->next();
  EXPECT_EQ(e["type"], "error");
  EXPECT_EQ(e["code"], "bad_filter");
  EXPECT_TRUE(bad->closed(5s));
}

TEST(ServerLobby, QuickPlayPairsTheSameGameAndVariantOnly) {
  TempDir dir;
  ServerProcess server(dir.path() + "/t.db");
  LogOnFailure show{server};
  auto a = lobby_socket(server.port());
  auto b = lobby_socket(server.port());
  auto c = lobby_socket(server.port());
  for (auto* ws : {a.get(), b.get(), c.get()}) ws->next();
  a->send({{"type", "seek"}, {"game", "generala"}, {"name", "Ana"}});
  EXPECT_EQ(a->next()["type"], "seeking");
  b->send({{"type", "seek"}, {"game", "generala"}, {"rules", {{"generala_points", 50}}}});
  const json seeking = b->next();
  EXPECT_EQ(seeking["type"], "seeking");
  EXPECT_EQ(seeking["rules_changed"], json({{"generala_points", "50"}}));
  EXPECT_TRUE(a->drain(300ms).empty()) << "another variant is not a partner";
  c->send({{"type", "seek"}, {"game", "generala"}, {"rules", {{"generala_points", 60}}}, {"name", "Caio"}});
  // Quick-play games are watchable: games_live may come to every lobby socket meanwhile.
  const json pa = a->next_of("paired");
  const json pc = c->next_of("paired");
  EXPECT_EQ(pa["type"], "paired");
  EXPECT_EQ(pc["type"], "paired");
  EXPECT_EQ(pa["room"], pc["room"]);
  EXPECT_NE(pa["seat"], pc["seat"]);
  EXPECT_NE(pa["token"], pc["token"]);
  for (const auto& m : b->drain(300ms)) EXPECT_EQ(m["type"], "games_live") << m;

  // Each token is its own seat's: the room knows them, the game is on, names as asked.
  const std::string room = pa["room"];
  WsClient sa(server.port(), room, pa["token"]);
  const json state = sa.next_of("state");
  EXPECT_EQ(state["seat"], pa["seat"]);
  EXPECT_EQ(state["status"], "playing");
  EXPECT_EQ(state["hints"], "off");
  EXPECT_EQ(state["seats"][pa["seat"].get<int>()]["name"], "Ana");
  EXPECT_EQ(state["seats"][pc["seat"].get<int>()]["name"], "Caio");
  const std::vector<std::string> tokens = {pa["token"], pc["token"]};
  expect_no_token(*b, tokens);
  for (const auto& frame : a->frames()) EXPECT_EQ(frame.find(tokens[1]), std::string::npos);
  for (const auto& frame : c->frames()) EXPECT_EQ(frame.find(tokens[0]), std::string::npos);
  expect_no_token(sa, {tokens[1]});
}

TEST(ServerLobby, ALoneSeekerIsOfferedTheStrongestBotAfterTheWait) {
  TempDir dir;
  ServerProcess server(dir.path() + "/t.db");
  LogOnFailure show{server};
  auto a = lobby_socket(server.port());
  a->next();
  a->send({{"type", "accept_bot"}});
  EXPECT_EQ(a->next()["code"], "no_offer");
  a->send({{"type", "seek"}, {"game", "generala"}, {"bot_after", 0.3}});
  EXPECT_EQ(a->next()["type"], "seeking");
  const json offer = a->next(5s);
  EXPECT_EQ(offer["type"], "bot_offer");
  a->send({{"type", "accept_bot"}});
  const json paired = a->next_of("paired");
  ASSERT_EQ(paired["type"], "paired");
  WsClient sa(server.port(), paired["room"], paired["token"]);
  const json state = sa.next_of("state");
  EXPECT_EQ(state["seat"], paired["seat"]);
  const int other = 1 - paired["seat"].get<int>();
  EXPECT_EQ(state["seats"][other]["bot"], offer["bot"]);
  EXPECT_EQ(state["hints"], "on");
  // Bad seeks are told what is wrong (the game just made may send games_live meanwhile).
  a->send({{"type", "seek"}, {"game", "chess"}});
  EXPECT_EQ(a->next_of("error")["code"], "no_such_game");
  a->send({{"type", "seek"}, {"game", "generala"}, {"rated", true}});
  EXPECT_EQ(a->next_of("error")["code"], "sign_in_required") << "a guest's rated seek";
  a->send({{"type", "seek"}, {"game", "generala"}, {"language", "fr"}});
  EXPECT_EQ(a->next_of("error")["code"], "bad_message");
}

TEST(ServerLobby, ASocketThatClosesLeavesThePool) {
  TempDir dir;
  ServerProcess server(dir.path() + "/t.db");
  LogOnFailure show{server};
  auto a = lobby_socket(server.port());
  a->next();
  a->send({{"type", "seek"}, {"game", "generala"}});
  EXPECT_EQ(a->next()["type"], "seeking");
  a.reset();  // the page is left
  // The server hears of the close on its own read; give it that moment before the next seek
  // (the server sends nothing that could say so).
  std::this_thread::sleep_for(300ms);
  auto b = lobby_socket(server.port());
  b->next();
  b->send({{"type", "seek"}, {"game", "generala"}});
  EXPECT_EQ(b->next()["type"], "seeking");
  EXPECT_TRUE(b->drain(300ms).empty()) << "nobody left to pair with";
  // A cancel leaves it too.
  b->send({{"type", "cancel"}});
  EXPECT_EQ(b->next()["type"], "cancelled");
  auto c = lobby_socket(server.port());
  c->next();
  c->send({{"type", "seek"}, {"game", "generala"}});
  EXPECT_EQ(c->next()["type"], "seeking");
  b->send({{"type", "seek"}, {"game", "generala"}});
  EXPECT_EQ(b->next_of("paired")["room"], c->next_of("paired")["room"]);
}

}  // namespace
}  // namespace cubilete::test
