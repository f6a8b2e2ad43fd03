// The lobby's list without sockets: what each subscriber is told, by its filter, as public tables
// open, change, fill and go; the variant in words; the count behind the limit per address.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "catalog/registry.h"
#include "server/lobby/lobby_list.h"

namespace cubilete::server::lobby {
namespace {

using nlohmann::json;

Table table(const std::string& room, const std::string& game = "generala", const std::string& language = "pt-BR",
            int taken = 1, int seats = 2) {
  Table t;
  t.room = room;
  t.game = game;
  t.language = language;
  t.seats_taken = taken;
  t.seats = seats;
  t.creator_name = "Ana";
  t.creator_address = "10.0.0.1";
  t.created_ms = 1'700'000'000'000;
  return t;
}

// Every message each subscriber got, parsed.
std::map<SubscriberId, std::vector<json>> by_subscriber(const Deliveries& d) {
  std::map<SubscriberId, std::vector<json>> out;
  for (const auto& x : d) out[x.to].push_back(json::parse(*x.text));
  return out;
}

TEST(LobbyList, ASnapshotThenTablesAddedAndRemovedAsTheyOpenAndFill) {
  LobbyList list;
  auto first = by_subscriber(list.subscribe(1, {}));
  ASSERT_EQ(first[1].size(), 1u);
  EXPECT_EQ(first[1][0], json({{"type", "lobby"}, {"tables", json::array()}}));

  auto added = by_subscriber(list.put(table("AAAAAA"), true));
  ASSERT_EQ(added[1].size(), 1u);
  const json& t = added[1][0];
  EXPECT_EQ(t["type"], "table_added");
  EXPECT_EQ(t["table"]["room"], "AAAAAA");
  EXPECT_EQ(t["table"]["seats_taken"], 1);
  EXPECT_EQ(t["table"]["seats"], 2);
  EXPECT_EQ(t["table"]["creator"], json({{"name", "Ana"}, {"account", nullptr}}));
  EXPECT_EQ(t["table"]["language"], "pt-BR");
  EXPECT_EQ(t["table"]["created"], "2023-11-14T22:13:20.000Z");
  EXPECT_FALSE(t.dump().find("10.0.0.1") != std::string::npos) << "the creator's address is never sent";

  // The same table again with nothing new is no news.
  EXPECT_TRUE(list.put(table("AAAAAA"), true).empty());
  // A new socket's snapshot holds it.
  auto second = by_subscriber(list.subscribe(2, {}));
  ASSERT_EQ(second[2][0]["tables"].size(), 1u);
  EXPECT_EQ(second[2][0]["tables"][0]["room"], "AAAAAA");

  // It fills: it leaves the list, for both.
  auto removed = by_subscriber(list.put(table("AAAAAA", "generala", "pt-BR", 2, 2), false));
  for (SubscriberId id : {1, 2}) {
    ASSERT_EQ(removed[id].size(), 1u);
    EXPECT_EQ(removed[id][0], json({{"type", "table_removed"}, {"room", "AAAAAA"}}));
  }
  EXPECT_EQ(list.size(), 0u);
  // Removing what is not listed says nothing.
  EXPECT_TRUE(list.remove("AAAAAA").empty());
  EXPECT_TRUE(list.put(table("AAAAAA"), false).empty());
}

TEST(LobbyList, ATableWithSeatsStillFreeIsSentAgainWithItsNewCount) {
  LobbyList list;
  list.subscribe(1, {});
  list.put(table("BBBBBB", "generala", "en", 1, 4), true);
  auto update = by_subscriber(list.put(table("BBBBBB", "generala", "en", 2, 4), true));
  ASSERT_EQ(update[1].size(), 1u);
  EXPECT_EQ(update[1][0]["type"], "table_added");
  EXPECT_EQ(update[1][0]["table"]["seats_taken"], 2);
  EXPECT_EQ(list.size(), 1u);
}

TEST(LobbyList, FiltersByGameAndLanguage) {
  LobbyList list;
  list.subscribe(1, {});
  list.subscribe(2, {"generala", ""});
  list.subscribe(3, {"", "es-AR"});
  list.subscribe(4, {"generala", "es-AR"});
  auto a = by_subscriber(list.put(table("GENPT2", "generala", "pt-BR"), true));
  EXPECT_EQ(a.count(1), 1u);
  EXPECT_EQ(a.count(2), 1u);
  EXPECT_EQ(a.count(3), 0u);
  EXPECT_EQ(a.count(4), 0u);
  auto b = by_subscriber(list.put(table("YATZES", "yatzy", "es-AR"), true));
  EXPECT_EQ(b.count(1), 1u);
  EXPECT_EQ(b.count(2), 0u);
  EXPECT_EQ(b.count(3), 1u);
  EXPECT_EQ(b.count(4), 0u);
  auto c = by_subscriber(list.put(table("GENESA", "generala", "es-AR"), true));
  EXPECT_EQ(c.size(), 4u);
  // Snapshots are filtered the same way, oldest first.
  auto s = by_subscriber(list.subscribe(5, {"generala", ""}));
  ASSERT_EQ(s[5][0]["tables"].size(), 2u);
  EXPECT_EQ(s[5][0]["tables"][0]["room"], "GENPT2");
  EXPECT_EQ(s[5][0]["tables"][1]["room"], "GENESA");
  // A table leaving is told only to those who saw it.
  auto gone = by_subscriber(list.remove("YATZES"));
  EXPECT_EQ(gone.count(1), 1u);
  EXPECT_EQ(gone.count(3), 1u);
  EXPECT_EQ(gone.size(), 2u);
  // An unsubscribed socket hears nothing more.
  list.unsubscribe(1);
  EXPECT_EQ(by_subscriber(list.remove("GENPT2")).count(1), 0u);
}

TEST(LobbyList, CountsOpenTablesPerAddress) {
  LobbyList list;
  list.put(table("A00001"), true);
  list.put(table("A00002"), true);
  auto other = table("A00003");
  other.creator_address = "10.0.0.2";
  list.put(other, true);
  EXPECT_EQ(list.tables_from("10.0.0.1"), 2);
  EXPECT_EQ(list.tables_from("10.0.0.2"), 1);
  list.remove("A00001");
  EXPECT_EQ(list.tables_from("10.0.0.1"), 1);
}

// The variant in words: cross-checked against the defaults the game resolves with no options.
TEST(LobbyTable, RulesChangedAreExactlyTheOptionsThatDifferFromTheDefaults) {
  for (const auto& entry : game_registry()) {
    const auto defaults = make_game(entry, {})->rules();
    EXPECT_TRUE(rules_changed(defaults).empty()) << entry.description.info.id;
  }
  const auto game = make_game("generala", {{"generala_points", "50"}, {"straight_wraps", "true"}, {"players", "3"}});
  const auto changed = rules_changed(game->rules());
  const auto defaults = make_game("generala", {})->rules();
  RulePairs independent;
  for (const auto& [k, v] : game->rules().values())
    if (k != "players" && defaults.values().at(k) != v) independent.emplace_back(k, v);
  auto sorted = changed;
  std::sort(sorted.begin(), sorted.end());
  EXPECT_EQ(sorted, independent);
  EXPECT_EQ(changed, (RulePairs{{"generala_points", "50"}, {"straight_wraps", "true"}}));
  Table t = table("VVVVVV");
  t.rules_changed = changed;
  EXPECT_EQ(json::parse(table_as_sent(t))["rules_changed"], json({{"generala_points", "50"}, {"straight_wraps", "true"}}));
}

}  // namespace
}  // namespace cubilete::server::lobby
