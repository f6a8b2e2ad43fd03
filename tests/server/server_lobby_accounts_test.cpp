// The lobby with accounts and games on, over real sockets (PROTOCOL.md v1.1, "Lobby and quick
// play"): a signed-in creator's rating on their public table; rated quick play pairing only
// signed-in people (a guest's rated seek refused), seated as their accounts; the games being
// played (games_live) with their live scores, gone when over, and the featured game the one whose
// people are rated highest. Every frame is read for tokens and cookies. On SQLite and PostgreSQL.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <thread>

#include "account_browser.h"
#include "lobby_answers.h"

namespace cubilete::test {
namespace {

std::unique_ptr<WsClient> lobby_of(const Browser& b) { return b.socket("?lobby=1"); }

// The next games_live whose `pred` holds (bounded: the list changes at most once a second).
json live_until(WsClient& ws, const std::function<bool(const json&)>& pred) {
  for (int i = 0; i < 60; ++i) {
    const json m = ws.next_of("games_live", 10s);
    if (pred(m)) return m;
  }
  ADD_FAILURE() << "no games_live as expected";
  return json();
}

const json* game_in(const json& live, const std::string& room) {
  for (const auto& g : live["games"])
    if (g["room"] == room) return &g;
  return nullptr;
}


class LobbyAccounts : public AccountServer {};

TEST_P(LobbyAccounts, ASignedInCreatorsRatingShowsOnTheirPublicTable) {
  start();
  Browser ana = signed_up("ana_lobby", kPassword);
  auto watcher = lobby_of(browser());
  watcher->next();
  // Not a rated table: the rating shows all the same (the game has ratings).
  auto made = ana.call("POST", "/api/rooms",
                       {{"game", "generala"}, {"seats", json::array({json::object(), json::object()})}, {"public", true},
                        {"language", "es-AR"}});
  ASSERT_EQ(made.status, 201) << made.raw;
  json table;
  for (int i = 0; i < 10 && !table["creator"].contains("rating"); ++i) table = watcher->next_of("table_added")["table"];
  EXPECT_EQ(table["creator"], json({{"name", "ana_lobby"}, {"account", "ana_lobby"}, {"rating", 1500.0}, {"provisional", true}}));
  EXPECT_EQ(table["rated"], false);
  // A guest's table has a name and no rating.
  auto guest = http_json(port(), "POST", "/api/rooms",
                         {{"game", "generala"}, {"seats", json::array({json::object(), json::object()})}, {"public", true},
                          {"name", "Beto"}});
  ASSERT_EQ(guest.status, 201);
  EXPECT_EQ(watcher->next_of("table_added")["table"]["creator"], json({{"name", "Beto"}, {"account", nullptr}}));
  expect_no_secret(*watcher, {ana.cookie, made.body.value("token", ""), guest.body.value("token", "")});
}

TEST_P(LobbyAccounts, RatedQuickPlayPairsOnlySignedInPeopleAsTheirAccounts) {
  // Every client of a test is one address (127.0.0.1): the server is told people share addresses.
  start({"--rated-same-address"});
  Browser ana = signed_up("ana_quick", kPassword);
  Browser bruno = signed_up("bruno_quick", kPassword);
  auto guest = lobby_of(browser());
  auto a = lobby_of(ana);
  auto b = lobby_of(bruno);
  for (auto* ws : {guest.get(), a.get(), b.get()}) ws->next();
  guest->send({{"type", "seek"}, {"game", "generala"}, {"rated", true}});
  const json refused = guest->next();
  EXPECT_EQ(refused["code"], "sign_in_required");
  EXPECT_NE(refused["message"].get<std::string>().find("sign in"), std::string::npos);
  // A game without ratings cannot be rated.
  a->send({{"type", "seek"}, {"game", "multiplicacao"}, {"rated", true}});
  EXPECT_EQ(a->next()["code"], "not_ratable");
  // The guest's casual seek is no partner for a rated one.
  guest->send({{"type", "seek"}, {"game", "generala"}});
  EXPECT_EQ(guest->next()["type"], "seeking");
  a->send({{"type", "seek"}, {"game", "generala"}, {"rated", true}, {"name", "ignored"}});
  const json seeking = a->next();
  EXPECT_EQ(seeking["type"], "seeking");
  EXPECT_EQ(seeking["rated"], true);
  EXPECT_TRUE(guest->drain(300ms).empty());
  b->send({{"type", "seek"}, {"game", "generala"}, {"rated", true}});
  const json pa = a->next_of("paired");
  const json pb = b->next_of("paired");
  ASSERT_EQ(pa["room"], pb["room"]);
  for (const auto& m : guest->drain(300ms)) EXPECT_NE(m["type"], "paired") << m;

  // The room is rated, without hints, each seat its account's under its name: the session's
  // socket reaches its seat without the token.
  auto seat_a = ana.socket(pa["room"]);
  const json state = seat_a->next_of("state");
  EXPECT_EQ(state["rated"], true);
  EXPECT_EQ(state["hints"], "off");
  EXPECT_EQ(state["seat"], pa["seat"]);
  EXPECT_EQ(state["seats"][pa["seat"].get<int>()]["name"], "ana_quick");
  EXPECT_EQ(state["seats"][pb["seat"].get<int>()]["name"], "bruno_quick");

  // A lone rated seeker is offered the strongest rated bot that can play now (win_optimal only
  // once its two-player table is solved), and the game it gets is rated, against that bot.
  const json games = http(port(), "GET", "/api/games").body;
  std::string strongest;
  for (const auto& g : games["games"])
    if (g["id"] == "crag")
      for (const auto& bot : g["rated_bots"])
        if (std::find(g["bots"].begin(), g["bots"].end(), bot) != g["bots"].end()) strongest = bot;
  ASSERT_FALSE(strongest.empty());
  auto a2 = lobby_of(ana);
  a2->next();
  a2->send({{"type", "seek"}, {"game", "crag"}, {"rated", true}, {"bot_after", 0.2}});
  EXPECT_EQ(a2->next_of("seeking")["rated"], true);
  const json offer = a2->next_of("bot_offer");
  EXPECT_EQ(offer["bot"], strongest) << "crag's strongest measured bot that can play (its entry's bots.ratings)";
  a2->send({{"type", "accept_bot"}});
  const json paired = a2->next_of("paired");
  auto seat_bot_game = ana.socket(paired["room"]);
  const json bot_state = seat_bot_game->next_of("state");
  EXPECT_EQ(bot_state["rated"], true);
  EXPECT_EQ(bot_state["seats"][1 - paired["seat"].get<int>()]["bot"], strongest);
  for (auto* ws : {guest.get(), a.get(), b.get(), a2.get()})
    expect_no_secret(*ws, {ana.cookie, bruno.cookie, ws == a.get() ? "" : pa["token"].get<std::string>(),
                           ws == b.get() ? "" : pb["token"].get<std::string>()});
}

TEST_P(LobbyAccounts, TheWatchListShowsLiveScoresAndFeaturesTheHighestRatedGame) {
  start({"--rated-same-address"});  // two accounts of one address (127.0.0.1) play rated
  auto watcher = lobby_of(browser());
  EXPECT_EQ(watcher->next()["type"], "lobby");
  // Two guests play a quick game to its end; a spectator watches it.
  auto g1 = lobby_of(browser());
  auto g2 = lobby_of(browser());
  g1->next();
  g2->next();
  g1->send({{"type", "seek"}, {"game", "generala"}, {"name", "Gil"}, {"language", "pt-BR"}});
  g2->send({{"type", "seek"}, {"game", "generala"}, {"name", "Rui"}, {"language", "pt-BR"}});
  const json p1 = g1->next_of("paired");
  const json p2 = g2->next_of("paired");
  const std::string guests_room = p1["room"];
  // They sit down at once, as a browser does on `paired` (with several instances a room is taken
  // up by the instance a person reaches, so on PostgreSQL it is live from then on).
  Room room = seated(port(), {p1, p2});
  const json first = live_until(*watcher, [&](const json& m) { return game_in(m, guests_room) != nullptr; });
  const json& shown = *game_in(first, guests_room);
  EXPECT_EQ(shown["game"], "generala");
  EXPECT_EQ(shown["language"], "pt-BR");
  EXPECT_EQ(shown["rated"], false);
  ASSERT_EQ(shown["seats"].size(), 2u);
  EXPECT_EQ(shown["seats"][p1["seat"].get<int>()]["name"], "Gil");
  EXPECT_EQ(shown["seats"][p2["seat"].get<int>()]["name"], "Rui");
  for (const auto& seat : shown["seats"]) EXPECT_TRUE(seat["account"].is_null()) << "guests link to no profile: " << seat;
  EXPECT_EQ(first["featured"], guests_room) << "the only game on";
  WsClient spectator(port(), guests_room);
  EXPECT_TRUE(spectator.next_of("state")["seat"].is_null());

  // Two signed-in people's rated game: people with a rating come before people without.
  Browser ana = signed_up("ana_watch", kPassword);
  Browser bruno = signed_up("bruno_watch", kPassword);
  auto a = lobby_of(ana);
  auto b = lobby_of(bruno);
  a->next_of("lobby");
  b->next_of("lobby");
  a->send({{"type", "seek"}, {"game", "generala"}, {"rated", true}});
  b->send({{"type", "seek"}, {"game", "generala"}, {"rated", true}});
  const std::string rated_room = a->next_of("paired")["room"];
  EXPECT_EQ(b->next_of("paired")["room"], rated_room);
  // They sit down, as a browser does (their sessions reach their seats): with several instances a
  // full room starts once the instance its code routes to takes it up.
  auto seat_a = ana.socket(rated_room);
  auto seat_b = bruno.socket(rated_room);
  seat_a->next_of("state");
  seat_b->next_of("state");
  const json featured = live_until(*watcher, [&](const json& m) { return m["featured"] == rated_room; });
  const json& rated = *game_in(featured, rated_room);
  EXPECT_EQ(rated["rated"], true);
  EXPECT_EQ(rated["rating"], 1500.0);
  for (const auto& seat : rated["seats"]) {
    EXPECT_EQ(seat["rating"], 1500.0) << seat;
    EXPECT_EQ(seat["account"], seat["name"]) << "an account's seat names its profile: " << seat;
  }
  EXPECT_EQ(featured["games"][0]["room"], rated_room) << "the featured game comes first";

  // The guests play until a score is on a card, then wait for the list (once a second) to show
  // it: waiting on what the list must show, not on how fast the game is played.
  std::mt19937_64 rng(7);
  for (auto& p : room.people) await_state(p);
  const auto card_scored = [&] {
    for (const auto& p : room.people)
      for (const auto& player : p.state["view"]["players"])
        if (player["total"].get<int>() > 0) return true;
    return false;
  };
  for (int step = 0; step < 2000 && !card_scored() && play_step(room, rng); ++step) {
  }
  const bool over = room.people[0].state.value("status", "") == "over";
  if (card_scored() && !over) {
    live_until(*watcher, [&](const json& m) {
      const json* g = game_in(m, guests_room);
      if (g)
        for (const auto& seat : (*g)["seats"])
          if (seat["score"].get<double>() > 0) return true;
      return false;
    });
  } else {
    // Only a served generala on a turn before anyone scored ends the game this early.
    EXPECT_FALSE(room.people[0].state["view"]["instant_winner"].is_null()) << room.people[0].state.dump();
  }
  play_randomly(port(), room, 8);
  ASSERT_FALSE(room.people[0].state["result"].is_null());
  live_until(*watcher, [&](const json& m) { return game_in(m, guests_room) == nullptr; });
  expect_no_secret(*watcher, {p1["token"], p2["token"], ana.cookie, bruno.cookie});
  expect_no_secret(spectator, {p1["token"], p2["token"]});
}

ACCOUNT_SERVER_BACKENDS(LobbyAccounts);

}  // namespace
}  // namespace cubilete::test
