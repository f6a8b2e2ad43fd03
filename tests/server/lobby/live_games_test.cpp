// The games being played as the lobby lists them, without sockets: which changes are news, the
// filter, and the featured game (the highest mean rating of its people; unrated after rated, then
// more people, then the earliest made).
#include <fmt/format.h>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "server/lobby/live_games.h"

namespace cubilete::server::lobby {
namespace {

using nlohmann::json;

LiveGame game(const std::string& room, std::vector<std::optional<double>> ratings, int64_t made = 0,
              const std::string& name = "generala", const std::string& language = "pt-BR") {
  LiveGame g;
  g.room = room;
  g.game = name;
  g.language = language;
  g.started_ms = made;
  for (const auto& r : ratings) {
    LiveSeat s;
    s.name = "p";
    if (r) s.rating = ShownRating{*r, false};
    g.seats.push_back(s);
  }
  return g;
}

TEST(LiveGames, OnlyWhatASocketSeesIsNews) {
  LiveGames live;
  auto g = game("AAAAAA", {std::nullopt, std::nullopt});
  EXPECT_TRUE(live.put(g, true));
  EXPECT_FALSE(live.put(g, true)) << "the same scores again";
  g.seats[0].score = 12;
  EXPECT_TRUE(live.put(g, true));
  EXPECT_TRUE(live.put(g, false));
  EXPECT_FALSE(live.put(g, false)) << "gone already";
  EXPECT_EQ(json::parse(live.message_for({})), json({{"type", "games_live"}, {"games", json::array()}, {"total", 0}, {"featured", nullptr}}));
}

TEST(LiveGames, TheFeaturedGameIsTheHighestRatedAndComesFirst) {
  LiveGames live;
  live.put(game("GUESTS", {std::nullopt, std::nullopt, std::nullopt}, 1), true);
  live.put(game("LOWER", {1400.0, 1500.0}, 2), true);
  live.put(game("HIGHER", {1700.0, std::nullopt}, 3), true);  // a guest beside a 1700: mean 1700
  live.put(game("YATZY", {1900.0, 1900.0}, 4, "yatzy", "es-AR"), true);
  const json all = json::parse(live.message_for({}));
  EXPECT_EQ(all["featured"], "YATZY");
  std::vector<std::string> order;
  for (const auto& g : all["games"]) order.push_back(g["room"]);
  EXPECT_EQ(order, (std::vector<std::string>{"YATZY", "HIGHER", "LOWER", "GUESTS"}));
  EXPECT_EQ(all["games"][1]["rating"], 1700.0);
  EXPECT_FALSE(all["games"][3].contains("rating"));
  // A filter sees its own featured game.
  const json generala = json::parse(live.message_for({"generala", ""}));
  EXPECT_EQ(generala["featured"], "HIGHER");
  EXPECT_EQ(generala["games"].size(), 3u);
  EXPECT_EQ(json::parse(live.message_for({"", "en"}))["featured"], nullptr);
  // Among games without ratings: more people first, then the earliest made.
  EXPECT_TRUE(featured_before(game("B", {std::nullopt, std::nullopt, std::nullopt}, 9), game("A", {std::nullopt, std::nullopt}, 1)));
  EXPECT_TRUE(featured_before(game("B", {std::nullopt, std::nullopt}, 1), game("A", {std::nullopt, std::nullopt}, 9)));
}

TEST(LiveGames, AMessageNamesTheFirstFortyAndCountsThemAll) {
  LiveGames live;
  const int n = int(kLiveGamesShown) + 25;
  for (int i = 0; i < n; ++i) live.put(game(fmt::format("G{:05}", i), {1000.0 + i}, i), true);
  const json all = json::parse(live.message_for({}));
  EXPECT_EQ(all["total"], n);
  ASSERT_EQ(all["games"].size(), kLiveGamesShown);
  // The highest-rated first: the newest here, as each game was rated one point above the last.
  for (size_t i = 0; i < kLiveGamesShown; ++i) EXPECT_EQ(all["games"][i]["room"], fmt::format("G{:05}", n - 1 - int(i)));
  EXPECT_EQ(all["featured"], fmt::format("G{:05}", n - 1));
  EXPECT_EQ(json::parse(live.message_for({"yatzy", ""}))["total"], 0);
}

}  // namespace
}  // namespace cubilete::server::lobby
