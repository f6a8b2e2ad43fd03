// What quick play makes of the seeks it seats, without a lobby: the room's record (hints, the
// rated clock, the watch list, each seat with its person's token hash, the bots in the rest), the
// bot a seeker is offered, what a rated table may not be, and who may sit together in the shared
// pool.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "accounts/bot_ratings.h"
#include "accounts/rating_policy.h"
#include "catalog/registry.h"
#include "server/address_limits.h"
#include "server/lobby/lobby_codec.h"
#include "server/lobby/lobby_messages.h"
#include "server/lobby/quick_pool.h"
#include "server/lobby/quick_room.h"
#include "server/room/room_request.h"
#include "server/tokens.h"
#include "store/room_store.h"

namespace cubilete::test {
namespace {

namespace quick = server::lobby;

// A seek as the lobby makes it of a seek message for `game` with `extra` fields: person `id`, from
// 10.0.0.id, with a token of its own (an account when rated).
quick::Seek quick_room_person(quick::SeekerId id, const std::string& game = "generala",
                              const nlohmann::json& extra = nlohmann::json::object()) {
  nlohmann::json message = {{"type", "seek"}, {"game", game}};
  message.update(extra);
  auto parsed = quick::parse_lobby_message(message.dump());
  const auto& m = std::get<quick::SeekMessage>(std::get<quick::LobbyMessage>(parsed));
  quick::Seek s;
  s.id = id;
  s.game = m.entry->description.info.id;
  s.rules = server::rules_text(m.rules);
  s.players = m.players;
  s.rated = m.rated;
  s.account = m.rated ? int64_t(100 + id) : 0;
  s.name = "Person " + std::to_string(id);
  s.client_seed = "seed of " + std::to_string(id);
  s.language = "es-AR";
  s.address = "10.0.0." + std::to_string(id);
  s.address_key = server::address_key(s.address);
  s.token = server::new_token();
  return s;
}

// The same seek as another instance holds it: no token here, its hash.
quick::Seek quick_room_remote(quick::Seek s, const std::string& instance) {
  s.instance = instance;
  s.token_hash = server::token_hash(s.token);
  s.token = "";
  s.address = "";
  return s;
}

TEST(QuickRoom, HintsAreOffBetweenPeopleAndInARatedGameAndOnAgainstABot) {
  const auto a = quick_room_person(1), b = quick_room_person(2);
  EXPECT_FALSE(quick::quick_room({a, b}, "", "en").hints);
  EXPECT_TRUE(quick::quick_room({a}, "greedy", "en").hints);
  const auto rated = quick_room_person(3, "generala", {{"rated", true}});
  EXPECT_FALSE(quick::quick_room({rated}, quick::bot_for(rated), "en").hints);
}

TEST(QuickRoom, ARatedRoomPlaysOnTheRatedTurnClock) {
  const auto rated = quick_room_person(1, "generala", {{"rated", true}});
  const auto record = quick::quick_room({rated, quick_room_person(2, "generala", {{"rated", true}})}, "", "en");
  EXPECT_TRUE(record.rated);
  EXPECT_EQ(record.turn_seconds, accounts::kRatedTurnSecondsDefault);
  const auto casual = quick::quick_room({quick_room_person(3), quick_room_person(4)}, "", "en");
  EXPECT_FALSE(casual.rated);
  EXPECT_EQ(casual.turn_seconds, store::RoomRecord{}.turn_seconds) << "a casual room keeps no clock";
}

TEST(QuickRoom, TheRoomIsWatchableInItsLanguageAndEachSeatIsItsPersons) {
  const auto a = quick_room_person(1, "yatzy"), b = quick_room_person(2, "yatzy");
  const auto record = quick::quick_room({b, a}, "", "pt-BR");
  EXPECT_EQ(record.game, "yatzy");
  EXPECT_EQ(record.rules, b.rules);
  EXPECT_TRUE(record.listed) << "quick-play games show in games_live";
  EXPECT_EQ(record.language, "pt-BR");
  ASSERT_EQ(record.seats.size(), 2u);
  const std::vector<quick::Seek> in_order = {b, a};
  for (size_t i = 0; i < 2; ++i) {
    const auto& seat = record.seats[i];
    const auto& person = in_order[i];
    EXPECT_EQ(seat.player, "human");
    EXPECT_EQ(seat.name, person.name);
    EXPECT_EQ(seat.account, person.account);
    EXPECT_EQ(seat.client_seed, person.client_seed);
    EXPECT_EQ(seat.address_key, person.address_key);
  }
  const auto ana = quick_room_person(5, "generala", {{"rated", true}});
  EXPECT_EQ(quick::quick_room({ana}, quick::bot_for(ana), "en").seats[0].account, 105);
}

TEST(QuickRoom, ALocalPersonsSeatHoldsTheirTokensHashAndARemoteOneTheHashItsInstanceGave) {
  const auto here = quick_room_person(1);
  const auto there = quick_room_remote(quick_room_person(2), "other");
  const auto record = quick::quick_room({here, there}, "", "en");
  ASSERT_EQ(record.seats.size(), 2u);
  EXPECT_EQ(record.seats[0].token_hash, server::token_hash(here.token));
  EXPECT_EQ(record.seats[1].token_hash, there.token_hash);
  EXPECT_NE(record.seats[0].token_hash, record.seats[1].token_hash);
  EXPECT_EQ(record.seats[0].token_hash.find(here.token), std::string::npos) << "never the token itself";
}

TEST(QuickRoom, BotSeatsFillTheRest) {
  const auto alone = quick_room_person(1, "generala", {{"rules", {{"players", "3"}}}});
  ASSERT_EQ(alone.players, 3);
  const auto record = quick::quick_room({alone}, "greedy", "en");
  ASSERT_EQ(record.seats.size(), 3u);
  EXPECT_EQ(record.seats[0].player, "human");
  for (size_t i = 1; i < 3; ++i) {
    EXPECT_EQ(record.seats[i].player, "greedy");
    EXPECT_EQ(record.seats[i].name, "");
    EXPECT_EQ(record.seats[i].token_hash, "");
    EXPECT_EQ(record.seats[i].account, 0);
  }
  // Two people of three and a bot.
  const auto two = quick::quick_room({alone, quick_room_person(2, "generala", {{"rules", {{"players", "3"}}}})},
                                     "greedy", "en");
  ASSERT_EQ(two.seats.size(), 3u);
  EXPECT_EQ(two.seats[1].player, "human");
  EXPECT_EQ(two.seats[2].player, "greedy");
}

TEST(QuickRoom, ARatedTableMayHaveOnlyAMeasuredBotThatCanPlay) {
  const auto rated = quick_room_person(1, "generala", {{"rated", true}});
  const std::string bot = quick::bot_for(rated);
  ASSERT_FALSE(bot.empty());
  EXPECT_EQ(quick::rated_room_refusal({rated}, bot), "");
  EXPECT_EQ(quick::rated_room_refusal({rated, quick_room_person(2, "generala", {{"rated", true}})}, ""), "")
      << "two people";
  EXPECT_NE(quick::rated_room_refusal({rated}, "not_a_bot_of_generala"), "") << "a bot without a rating";
  // A casual table is no rated table's business.
  EXPECT_EQ(quick::rated_room_refusal({quick_room_person(3)}, "random"), "");
}

TEST(QuickRoom, TheBotOfferedIsTheStrongestThatCanPlayAndInARatedGameTheStrongestMeasured) {
  for (const char* game : {"generala", "yatzy", "crag"}) {
    const auto casual = quick_room_person(1, game);
    const auto& entry = find_game(game);
    const auto made = make_game(entry, quick::seek_rules(casual));
    EXPECT_EQ(quick::bot_for(casual), quick::strongest_bot(entry, *made)) << game;

    const auto rated = quick_room_person(2, game, {{"rated", true}});
    const auto measured = accounts::rated_bots(game);
    std::string strongest;
    for (auto it = measured.rbegin(); it != measured.rend() && strongest.empty(); ++it)
      if (!entry.bots.unavailable || entry.bots.unavailable(*made, *it).empty()) strongest = *it;
    EXPECT_EQ(quick::bot_for(rated), strongest) << game;
  }
}

TEST(QuickRoom, ASeeksRulesAreReadBackFromItsText) {
  const auto s = quick_room_person(1, "generala", {{"rules", {{"generala_points", 50}}}});
  const auto rules = quick::seek_rules(s);
  EXPECT_NE(std::find(rules.begin(), rules.end(), std::make_pair(std::string("generala_points"), std::string("50"))),
            rules.end());
  EXPECT_NE(std::find(rules.begin(), rules.end(), std::make_pair(std::string("players"), std::string("2"))),
            rules.end());
}

TEST(QuickRoom, ThePooledSeeksOfTheSharedPoolSitTogetherByTheLobbysRule) {
  const auto pooled = [](const quick::Seek& s) {
    store::PooledSeek p;
    p.seeker = s.id;
    p.pool = quick::pool_key(s);
    p.players = s.players;
    p.account = s.account;
    p.body = quick::seek_text(s);
    p.token_hash = server::token_hash(s.token);
    return p;
  };
  auto a = quick_room_person(1, "generala", {{"rated", true}});
  auto b = quick_room_person(2, "generala", {{"rated", true}});
  const auto strict = quick::pooled_may_sit_together({});
  EXPECT_TRUE(strict(pooled(a), pooled(b)));
  // The same account twice.
  b.account = a.account;
  EXPECT_FALSE(strict(pooled(a), pooled(b)));
  // Two accounts of one address in a rated game.
  b.account = 200;
  b.address_key = a.address_key;
  EXPECT_FALSE(strict(pooled(a), pooled(b)));
  EXPECT_TRUE(quick::pooled_may_sit_together({false, true})(pooled(a), pooled(b)));
  // Another game.
  EXPECT_FALSE(strict(pooled(a), pooled(quick_room_person(3, "yatzy", {{"rated", true}}))));
}

}  // namespace
}  // namespace cubilete::test
