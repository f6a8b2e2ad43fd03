// The quick-play pool without sockets: who is seated with whom, who is offered a bot and when,
// leaving, and the limit on joins per address.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "catalog/registry.h"
#include "server/lobby/lobby_messages.h"
#include "server/lobby/quick_pool.h"

namespace cubilete::server::lobby {
namespace {

Seek seek(SeekerId id, const std::string& rules = "{\"players\":\"2\"}", int players = 2) {
  Seek s;
  s.id = id;
  s.game = "generala";
  s.rules = rules;
  s.players = players;
  s.address = s.address_key = "10.0.0." + std::to_string(id);
  s.bot_after_ms = 30'000;
  return s;
}

std::vector<SeekerId> ids(const std::vector<Seek>& seeks) {
  std::vector<SeekerId> out;
  for (const auto& s : seeks) out.push_back(s.id);
  return out;
}

TEST(QuickPool, TwoCompatibleSeekersAreSeatedTogetherAtOnce) {
  QuickPool pool(0);
  auto a = pool.join(seek(1), 0);
  EXPECT_TRUE(a.refusal.empty());
  EXPECT_TRUE(a.table.empty());
  auto b = pool.join(seek(2), 10);
  EXPECT_EQ(ids(b.table), (std::vector<SeekerId>{1, 2}));
  EXPECT_EQ(pool.size(), 0u);
}

TEST(QuickPool, DifferentVariantsGamesOrRatedChoicesAreNotPaired) {
  QuickPool pool(0);
  pool.join(seek(1), 0);
  EXPECT_TRUE(pool.join(seek(2, "{\"generala_points\":\"50\",\"players\":\"2\"}"), 0).table.empty());
  auto yatzy = seek(3);
  yatzy.game = "yatzy";
  EXPECT_TRUE(pool.join(yatzy, 0).table.empty());
  auto rated = seek(4);
  rated.rated = true;
  EXPECT_TRUE(pool.join(rated, 0).table.empty());
  EXPECT_EQ(pool.size(), 4u);
  // Each finds its own kind, earliest first.
  EXPECT_EQ(ids(pool.join(seek(5, "{\"generala_points\":\"50\",\"players\":\"2\"}"), 0).table), (std::vector<SeekerId>{2, 5}));
  EXPECT_EQ(ids(pool.join(seek(6), 0).table), (std::vector<SeekerId>{1, 6}));
}

TEST(QuickPool, ATableOfThreeWaitsForThreeAndAnAccountIsNeverPairedWithItself) {
  QuickPool pool(0);
  const std::string three = "{\"players\":\"3\"}";
  auto a = seek(1, three, 3);
  a.account = 7;
  auto b = seek(2, three, 3);
  b.account = 7;  // the same person from a second tab
  EXPECT_TRUE(pool.join(a, 0).table.empty());
  EXPECT_TRUE(pool.join(b, 0).table.empty());
  EXPECT_TRUE(pool.join(seek(3, three, 3), 0).table.empty()) << "1 and 2 are one person: two people only";
  EXPECT_EQ(ids(pool.join(seek(4, three, 3), 0).table), (std::vector<SeekerId>{1, 3, 4}));
  EXPECT_EQ(pool.size(), 1u);
  EXPECT_NE(pool.find(2), nullptr);
}

TEST(QuickPool, TheBotIsOfferedOnceAfterTheWaitAndTheSeekerStaysPairable) {
  QuickPool pool(0);
  auto a = seek(1);
  a.bot_after_ms = 1000;
  pool.join(a, 5000);
  EXPECT_EQ(pool.next_offer_ms(), 6000);
  EXPECT_FALSE(pool.take_bot(1)) << "no bot before the offer";
  EXPECT_TRUE(pool.offers_due(5999).empty());
  EXPECT_EQ(pool.offers_due(6000), (std::vector<SeekerId>{1}));
  EXPECT_TRUE(pool.offers_due(9000).empty()) << "offered once";
  EXPECT_FALSE(pool.next_offer_ms());
  // Someone comes before the person accepted: they play each other.
  EXPECT_EQ(ids(pool.join(seek(2), 9500).table), (std::vector<SeekerId>{1, 2}));
  EXPECT_FALSE(pool.take_bot(1));

  auto c = seek(3);
  c.bot_after_ms = 0;
  pool.join(c, 10'000);
  EXPECT_EQ(pool.offers_due(10'000), (std::vector<SeekerId>{3}));
  auto taken = pool.take_bot(3);
  ASSERT_TRUE(taken);
  EXPECT_EQ(taken->game, "generala");
  EXPECT_EQ(pool.size(), 0u);
}

TEST(QuickPool, LeavingLeavesAndASecondSeekReplacesTheFirst) {
  QuickPool pool(0);
  pool.join(seek(1), 0);
  EXPECT_TRUE(pool.leave(1));
  EXPECT_FALSE(pool.leave(1));
  EXPECT_TRUE(pool.join(seek(2), 0).table.empty()) << "1 left: nobody to pair with";
  // 2 asks again for another variant: its first seek is gone.
  EXPECT_TRUE(pool.join(seek(2, "{\"generala_points\":\"50\",\"players\":\"2\"}"), 0).table.empty());
  EXPECT_EQ(pool.size(), 1u);
  EXPECT_TRUE(pool.join(seek(3), 0).table.empty());
}

TEST(QuickPool, JoinsPerAddressAndMinuteAreLimited) {
  QuickPool pool(3);
  for (int i = 0; i < 3; ++i) {
    auto s = seek(1);
    EXPECT_TRUE(pool.join(s, i * 1000).refusal.empty());
  }
  auto refused = pool.join(seek(1), 3000);
  EXPECT_NE(refused.refusal.find("at most 3"), std::string::npos);
  EXPECT_NE(pool.find(1), nullptr) << "a refused seek leaves the one waiting in place";
  EXPECT_TRUE(pool.join(seek(2), 3000).refusal.empty()) << "another address is not counted";
  EXPECT_TRUE(pool.join(seek(1), 60'000).refusal.empty()) << "a minute after the first join";
}

TEST(LobbyMessages, SeeksAreReadAndCheckedWithClearErrors) {
  auto ok = parse_lobby_message(R"({"type":"seek","game":"generala","rules":{"generala_points":50},"bot_after":0.5})");
  ASSERT_TRUE(std::holds_alternative<LobbyMessage>(ok));
  const auto& s = std::get<SeekMessage>(std::get<LobbyMessage>(ok));
  EXPECT_EQ(s.entry->description.info.id, "generala");
  EXPECT_EQ(s.players, 2);
  EXPECT_EQ(s.bot_after_ms, 500);
  EXPECT_FALSE(s.rated);
  // The defaults spelt out or left out resolve to the same rules: one pool.
  auto a = std::get<SeekMessage>(std::get<LobbyMessage>(parse_lobby_message(R"({"type":"seek","game":"generala"})")));
  auto b = std::get<SeekMessage>(std::get<LobbyMessage>(
      parse_lobby_message(R"({"type":"seek","game":"Generala","rules":{"generala_points":60,"players":2}})")));
  EXPECT_EQ(a.rules, b.rules);
  EXPECT_EQ(a.bot_after_ms, 30'000);

  auto code = [](const std::string& raw) {
    auto r = parse_lobby_message(raw);
    return std::holds_alternative<ProtocolError>(r) ? std::get<ProtocolError>(r).code : std::string("ok");
  };
  EXPECT_EQ(code(R"({"type":"seek","game":"chess"})"), "no_such_game");
  EXPECT_EQ(code(R"({"type":"seek"})"), "no_such_game");
  EXPECT_EQ(code(R"({"type":"seek","game":"generala","rules":{"nonsense":1}})"), "bad_rules");
  EXPECT_EQ(code(R"({"type":"seek","game":"generala","bot_after":-1})"), "bad_message");
  EXPECT_EQ(code(R"({"type":"seek","game":"generala","bot_after":601})"), "bad_message");
  EXPECT_EQ(code(R"({"type":"seek","game":"generala","rated":"yes"})"), "bad_message");
  EXPECT_EQ(code(R"({"type":"seek","game":"generala","token":"x"})"), "bad_message");
  EXPECT_EQ(code("{\"type\":\"seek\",\"game\":\"generala\",\"name\":\"a\\u202eb\"}"), "bad_name");
  EXPECT_EQ(code(R"({"type":"cancel"})"), "ok");
  EXPECT_EQ(code(R"({"type":"accept_bot"})"), "ok");
  EXPECT_EQ(code(R"({"type":"ping"})"), "ok");
  EXPECT_EQ(code(R"({"type":"cancel","x":1})"), "bad_message");
  EXPECT_EQ(code(R"({"type":"act"})"), "unknown_type");
  EXPECT_EQ(code("not json"), "bad_message");
  EXPECT_EQ(code(std::string(5000, ' ')), "too_large");
}

// The strongest bot that can play now: every bot the game lists after it cannot (Generala's
// win_optimal needs a two-player table nobody solved here).
TEST(LobbyMessages, TheStrongestBotIsTheLastTheGameListsThatCanPlay) {
  for (const char* id : {"generala", "yatzy", "farkle", "damma"}) {
    const auto& entry = find_game(id);
    auto game = make_game(entry, {});
    const auto bot = strongest_bot(entry, *game);
    const auto& names = entry.bots.names;
    auto at = std::find(names.begin(), names.end(), bot);
    ASSERT_NE(at, names.end()) << id << " " << bot;
    if (entry.bots.unavailable) {
      EXPECT_TRUE(entry.bots.unavailable(*game, bot).empty()) << id;
    }
    for (auto later = at + 1; later != names.end(); ++later)
      EXPECT_FALSE(entry.bots.unavailable(*game, *later).empty()) << id << " " << *later;
  }
}

}  // namespace
}  // namespace cubilete::server::lobby

namespace cubilete::server::lobby {
namespace {

TEST(QuickPool, APoolThatDoesNotPairKeepsItsSeekersForTheSharedPool) {
  // With a shared store the pairing is the store's: the pool here only keeps who waits.
  QuickPool pool(0, false);
  EXPECT_TRUE(pool.join(seek(1), 0).table.empty());
  EXPECT_TRUE(pool.join(seek(2), 10).table.empty());
  EXPECT_EQ(pool.size(), 2u);
  // Paired elsewhere: taken out, whether offered a bot or not.
  auto taken = pool.take(1);
  ASSERT_TRUE(taken);
  EXPECT_EQ(taken->id, 1u);
  EXPECT_FALSE(pool.take(1));
  EXPECT_FALSE(pool.take_bot(2)) << "not offered yet";
  EXPECT_EQ(pool.size(), 1u);
}

TEST(QuickPool, TwoAccountsOfOneAddressAreNotPairedRatedUnlessTheServerAllowsIt) {
  auto rated = [](SeekerId id, int64_t account) {
    auto s = seek(id);
    s.rated = true;
    s.account = account;
    s.address_key = "203.0.113.9";
    return s;
  };
  QuickPool strict(0);
  EXPECT_TRUE(strict.join(rated(1, 11), 0).table.empty());
  EXPECT_TRUE(strict.join(rated(2, 12), 0).table.empty()) << "a second account of the same address";
  auto elsewhere = rated(3, 13);
  elsewhere.address_key = "198.51.100.4";
  EXPECT_EQ(ids(strict.join(elsewhere, 0).table), (std::vector<SeekerId>{1, 3}));
  // Casual games of one address pair as before: a family plays together.
  auto casual_a = seek(4), casual_b = seek(5);
  casual_a.address_key = casual_b.address_key = "203.0.113.9";
  strict.join(casual_a, 0);
  EXPECT_EQ(ids(strict.join(casual_b, 0).table), (std::vector<SeekerId>{4, 5}));

  QuickPool shared_address(0, true, PairingRules{false, true});
  shared_address.join(rated(1, 11), 0);
  EXPECT_EQ(ids(shared_address.join(rated(2, 12), 0).table), (std::vector<SeekerId>{1, 2}));
}

TEST(QuickPool, OneSeatPerAddressHoldsWhereTheGameHidesTheDice) {
  auto hidden = [](SeekerId id) {
    auto s = seek(id);
    s.game = "triplo_seis";
    s.hidden_information = true;
    s.address_key = "203.0.113.9";
    return s;
  };
  QuickPool pool(0, true, PairingRules{true, false});
  EXPECT_TRUE(pool.join(hidden(1), 0).table.empty());
  EXPECT_TRUE(pool.join(hidden(2), 0).table.empty()) << "one person would see two hands";
  // Open games of one address still pair under the flag.
  auto a = seek(3), b = seek(4);
  a.address_key = b.address_key = "203.0.113.9";
  pool.join(a, 0);
  EXPECT_EQ(ids(pool.join(b, 0).table), (std::vector<SeekerId>{3, 4}));
  // Without the flag one address may hold two hands (a family at one table).
  QuickPool open(0);
  open.join(hidden(1), 0);
  EXPECT_EQ(ids(open.join(hidden(2), 0).table), (std::vector<SeekerId>{1, 2}));
}

}  // namespace
}  // namespace cubilete::server::lobby
