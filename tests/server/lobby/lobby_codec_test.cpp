// The lobby's entries as the instances of a shared store keep them (lobby_codec.h): each text
// reads back to the same entry, the creator's address included (for the limit on public tables),
// the seat's token left out of a seek; texts no instance wrote throw; the pool key tells apart
// exactly what QuickPool's compatibility does.
#include <gtest/gtest.h>

#include "server/lobby/lobby_codec.h"

namespace cubilete::server::lobby {
namespace {

TEST(LobbyCodec, ATableReadsBackWhole) {
  Table t;
  t.room = "ABC1234";
  t.game = "generala";
  t.rules_changed = {{"generala_points", "50"}};
  t.seats_taken = 1;
  t.seats = 3;
  t.rated = true;
  t.creator_name = "Ana";
  t.creator_account = "Ana";
  t.creator_rating = ShownRating{1612.5, false};
  t.language = "es-AR";
  t.created_ms = 1'700'000'000'123;
  t.creator_address = "10.1.2.3";
  const Table back = table_from_text(table_text(t));
  EXPECT_EQ(table_as_sent(back), table_as_sent(t));
  EXPECT_EQ(back.created_ms, t.created_ms);
  EXPECT_EQ(back.creator_address, t.creator_address);
  EXPECT_EQ(back.creator_account, "Ana");
  t.creator_rating.reset();
  EXPECT_FALSE(table_from_text(table_text(t)).creator_rating);
  // An entry written by an instance from before accounts were named in the lists reads as a guest's.
  auto old = nlohmann::json::parse(table_text(t));
  old.erase("creator_account");
  EXPECT_EQ(table_from_text(old.dump()).creator_account, "");
}

TEST(LobbyCodec, ALiveGameReadsBackWhole) {
  LiveGame g;
  g.room = "XYZ9876";
  g.game = "generala";
  g.language = "pt-BR";
  g.rules_changed = {{"generala_points", "50"}};
  g.rated = false;
  g.started_ms = 42;
  g.seats = {{"Gil", "Gil", "", 25, ShownRating{1500, true}}, {"", "", "win_optimal", 12.5, std::nullopt}};
  const LiveGame back = live_from_text(live_text(g));
  EXPECT_EQ(live_as_sent(back), live_as_sent(g));
  EXPECT_EQ(back.started_ms, 42);
  EXPECT_EQ(back.seats[0].account, "Gil");
}

TEST(LobbyCodec, ASeekTravelsWithoutItsTokenAndTheKeyTellsPoolsApart) {
  Seek s;
  s.game = "generala";
  s.rules = "{\"players\":\"2\"}";
  s.players = 2;
  s.rated = true;
  s.name = "Bia";
  s.account = 7;
  s.language = "en";
  s.token = "secret-token";
  s.address = "10.0.0.9";
  s.address_key = "a1b2c3";  // address_limits.h address_key gives a hash
  s.client_seed = "bia's own";
  s.hidden_information = true;
  const std::string text = seek_text(s);
  EXPECT_EQ(text.find("secret-token"), std::string::npos);
  EXPECT_EQ(text.find("10.0.0.9"), std::string::npos);
  const Seek back = seek_from_text(text);
  EXPECT_EQ(back.name, "Bia");
  EXPECT_EQ(back.client_seed, "bia's own") << "the person's part of the dice goes with the seat";
  EXPECT_TRUE(back.hidden_information);
  EXPECT_EQ(back.account, 7);
  EXPECT_EQ(back.language, "en");
  EXPECT_EQ(pool_key(back), pool_key(s));
  // Who may sit together is decided by the address's key, which travels; the address does not.
  EXPECT_EQ(back.address_key, s.address_key);
  EXPECT_TRUE(back.address.empty());
  Seek casual = s;
  casual.rated = false;
  Seek other_rules = s;
  other_rules.rules = "{\"generala_points\":\"50\",\"players\":\"2\"}";
  EXPECT_NE(pool_key(casual), pool_key(s));
  EXPECT_NE(pool_key(other_rules), pool_key(s));
}

TEST(LobbyCodec, TextsNoInstanceWroteAreRefused) {
  EXPECT_ANY_THROW(table_from_text("not json"));
  EXPECT_ANY_THROW(table_from_text("{\"room\":\"A\"}"));
  EXPECT_ANY_THROW(live_from_text("[]"));
  EXPECT_ANY_THROW(seek_from_text("{\"game\":5}"));
}

}  // namespace
}  // namespace cubilete::server::lobby
