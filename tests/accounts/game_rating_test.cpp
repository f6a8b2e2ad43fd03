// The rating policy (accounts/rating_policy.h), what a game's end says of each seat
// (game_outcome.h), one rated game's update (game_rating.h) and the bots' fixed ratings
// (bot_ratings.h), checked against the catalog: every bot of every rated game has one.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "accounts/bot_ratings.h"
#include "accounts/game_outcome.h"
#include "accounts/game_rating.h"
#include "accounts/pairwise.h"
#include "accounts/rated_rules.h"
#include "accounts/rating_policy.h"
#include "catalog/registry.h"

using namespace cubilete;
using namespace cubilete::accounts;

namespace {

GameOutcome finished(std::vector<double> scores, std::vector<double> returns) {
  return {std::move(scores), std::move(returns), {}};
}

}  // namespace

TEST(RatingPolicy, RatesTheGamesOfTheIssueAndTheyAllExist) {
  EXPECT_EQ(rated_games(), (std::vector<std::string>{"general", "generala", "crag", "yahtzee", "yatzy", "farkle", "damma"}));
  for (const auto& game : rated_games()) {
    EXPECT_NO_THROW(find_game(game)) << game;
    EXPECT_TRUE(is_rated_game(game));
  }
  for (const char* game : {"centenario", "matterhorn", "multiplicacao", "buck_dice", "ataque_yankee", "flores_amarradas",
                           "triplo_seis", "", "GENERALA"})
    EXPECT_FALSE(is_rated_game(game)) << game;
}

// A game is rated where its catalog entry measures its bots (GameBots::ratings), and nowhere
// else: its presets agree, and a game without ratings carries no presets.
TEST(RatingPolicy, AGameIsRatedWhereItsEntryMeasuresItsBots) {
  for (const auto& entry : game_registry()) {
    const auto& id = entry.description.info.id;
    if (entry.bots.ratings.empty()) {
      EXPECT_FALSE(is_rated_game(id)) << id;
      EXPECT_EQ(rated_entry(id), nullptr) << id;
      EXPECT_TRUE(entry.table.rated_presets.empty()) << id << ": presets of a game without ratings";
      EXPECT_TRUE(rated_presets(id).empty()) << id;
      continue;
    }
    EXPECT_EQ(rated_entry(id), &entry) << id;
    EXPECT_GE(entry.description.info.max_players, 2) << id << ": a rating needs an opponent";
    EXPECT_EQ(entry.bots.ratings.front().bot, "random") << id;
    const auto& presets = rated_presets(id);
    ASSERT_FALSE(presets.empty()) << id;
    EXPECT_EQ(presets.front().name, "default") << id;
    EXPECT_TRUE(presets.front().options.empty()) << id << ": the defaults first";
  }
  EXPECT_EQ(rated_presets("damma").size(), 2u) << "both boards";
  EXPECT_TRUE(rated_presets("Damma").empty()) << "an id is matched exactly";
  EXPECT_EQ(rated_entry("gen"), nullptr) << "a prefix is no rated game";
}

TEST(RatingPolicy, ADeviationGrowsWithTimeAwayUpToTheStartingOne) {
  const Glicko settled{1700, 50, 0.06};
  EXPECT_EQ(deviation_at(settled, 0, 1'000'000), 50) << "never rated: nothing to grow from";
  EXPECT_EQ(deviation_at(settled, 5000, 5000), 50);
  EXPECT_EQ(deviation_at(settled, 5000, 4000), 50) << "a clock behind the last game";
  // A year away: sqrt(50² + 365 x 0.2143 x (0.06 x 173.7178)²) = 104.9 (rating_policy.h says so).
  EXPECT_NEAR(deviation_at(settled, kDayMs, 366 * kDayMs), 104.9, 0.05);
  EXPECT_NEAR(deviation_at({1500, 60, 0.06}, kDayMs, 31 * kDayMs), 65.6, 0.05);
  EXPECT_EQ(deviation_at(settled, kDayMs, 100000 * kDayMs), kMaxDeviation);
  EXPECT_TRUE(provisional(110.5));
  EXPECT_FALSE(provisional(110));
}

TEST(GameOutcome, OrdersSeatsByTheirShareOfTheWinThenByTheirPoints) {
  // A served Generala: seat 0 wins at once with fewer points than seat 1.
  const auto served = finished({50, 120, 80, 80}, {1, 0, 0, 0});
  EXPECT_EQ(seat_against(served, 0, 1), 1.0);
  EXPECT_EQ(seat_against(served, 1, 2), 1.0);
  EXPECT_EQ(seat_against(served, 2, 3), 0.5);
  EXPECT_EQ(seat_against(served, 3, 1), 0.0);
  EXPECT_EQ(seat_standing(served, 0).result, SeatResult::win);
  EXPECT_EQ(seat_standing(served, 0).place, 1);
  EXPECT_EQ(seat_standing(served, 1).place, 2);
  EXPECT_EQ(seat_standing(served, 2).place, 3);
  EXPECT_EQ(seat_standing(served, 3).place, 3);
  EXPECT_EQ(seat_standing(served, 3).result, SeatResult::loss);
  const auto shared = finished({200, 200, 10}, {0.5, 0.5, 0});
  EXPECT_EQ(seat_standing(shared, 1).result, SeatResult::draw);
  EXPECT_STREQ(result_name(SeatResult::draw), "draw");
}

TEST(GameOutcome, AClaimIsALossForWhoeverLeftAndNothingBetweenTheOthers) {
  const GameOutcome claimed{{10, 90, 50}, {}, {1}};
  EXPECT_EQ(seat_against(claimed, 0, 1), 1.0) << "the points do not count";
  EXPECT_EQ(seat_against(claimed, 1, 2), 0.0);
  EXPECT_FALSE(seat_against(claimed, 0, 2));
  EXPECT_EQ(seat_standing(claimed, 1).result, SeatResult::loss);
  EXPECT_EQ(seat_standing(claimed, 1).place, 2);
  EXPECT_EQ(seat_standing(claimed, 2).result, SeatResult::win);
  EXPECT_EQ(outcome_problem(claimed, 3), "");
}

TEST(GameOutcome, SaysWhatIsWrongWithAnEnd) {
  EXPECT_NE(outcome_problem(finished({1, 2}, {0, 1}), 3), "");
  EXPECT_NE(outcome_problem(finished({1, 2}, {1}), 2), "");
  EXPECT_NE(outcome_problem(finished({1, 2}, {1, 1}), 2), "");
  EXPECT_NE(outcome_problem(finished({1, 2}, {-0.5, 1.5}), 2), "");
  EXPECT_NE(outcome_problem(finished({1, std::nan("")}, {0, 1}), 2), "");
  EXPECT_NE(outcome_problem({{1, 2}, {}, {2}}, 2), "");
  EXPECT_NE(outcome_problem({{1, 2}, {}, {0, 0}}, 2), "");
  EXPECT_NE(outcome_problem({{1, 2}, {}, {0, 1}}, 2), "") << "someone stayed to claim it";
  // A game of one ends with its only seat gone: left, or cut off by a daily challenge's day.
  EXPECT_EQ(outcome_problem({{42}, {}, {0}}, 1), "");
  EXPECT_NE(outcome_problem({{42}, {}, {1}}, 1), "");
  EXPECT_NE(outcome_problem(finished({}, {}), 0), "");
  EXPECT_EQ(outcome_problem(finished({1, 2}, {0, 1}), 2), "");
}

TEST(PairwiseResults, LeaveOutThePairsAGameSaysNothingOf) {
  const std::vector<Glicko> three(3, Glicko{1500, 100, 0.06});
  const auto results = pairwise_results(three, [](size_t i, size_t j) -> std::optional<double> {
    if (i == 0 || j == 0) return i == 0 ? 0.0 : 1.0;
    return std::nullopt;
  });
  EXPECT_EQ(results[0].size(), 2u);
  EXPECT_EQ(results[1].size(), 1u);
  EXPECT_EQ(results[1][0].score, 1);
  EXPECT_DOUBLE_EQ(results[1][0].weight, 0.5);
}

TEST(GameRating, TwoSeatsAreOneGlickoPeriodAndBotsDoNotMove) {
  const Glicko bot = *bot_rating("generala", "optimal");
  const std::vector<RatedSeat> seats{{true, kStartingRating, 0}, {false, bot, 0}};
  const auto after = rate_game(seats, finished({180, 170}, {1, 0}), 1000);
  const std::vector<GlickoResult> one_win{{bot, 1}};
  const Glicko want = glicko2_update(kStartingRating, one_win, kRatingTau, 1);
  EXPECT_DOUBLE_EQ(after[0].after.rating, want.rating);
  EXPECT_DOUBLE_EQ(after[0].after.deviation, want.deviation);
  EXPECT_GT(after[0].after.rating, 1500 + 300) << "a newcomer beating a strong bot climbs far";
  EXPECT_EQ(after[1].after.rating, bot.rating);
  EXPECT_EQ(after[1].after.deviation, bot.deviation);
  EXPECT_LE(after[0].after.deviation, kMaxDeviation);
}

TEST(GameRating, TheDeviationGrowsForTheTimeSinceTheLastGameFirst) {
  const Glicko settled{1600, 60, 0.06}, opponent{1600, 60, 0.06};
  const std::vector<RatedSeat> fresh{{true, settled, 400 * kDayMs}, {true, opponent, 400 * kDayMs}};
  std::vector<RatedSeat> away = fresh;
  away[0].last_rated_ms = 100 * kDayMs;
  const auto end = finished({1, 0}, {1, 0});
  const auto a = rate_game(fresh, end, 400 * kDayMs), b = rate_game(away, end, 400 * kDayMs);
  EXPECT_GT(b[0].after.rating - 1600, a[0].after.rating - 1600) << "less sure of her, the win says more";
  EXPECT_EQ(a[1].after.rating, b[1].after.rating) << "her opponent meets her as she stood";
  EXPECT_THROW(rate_game({fresh[0]}, finished({1}, {1}), 0), std::invalid_argument);
  EXPECT_THROW(rate_game(fresh, finished({1, 0}, {1, 1}), 0), std::invalid_argument);
}

TEST(BotRatings, EveryBotOfEveryRatedGameHasOneAndNoOtherBotDoes) {
  for (const auto& game : rated_games()) {
    const auto& entry = find_game(game);
    auto names = bot_names(entry);
    std::sort(names.begin(), names.end());
    auto rated = rated_bots(game);
    std::sort(rated.begin(), rated.end());
    EXPECT_EQ(rated, names) << game;
    for (const auto& bot : names) {
      const auto r = bot_rating(game, bot);
      ASSERT_TRUE(r) << game << " " << bot;
      EXPECT_GE(r->deviation, kMinBotDeviation);
    }
    EXPECT_EQ(bot_rating(game, "random")->rating, 1000) << "the anchor";
    // Stronger bots (the catalog lists them weakest first) are rated higher.
    const auto listed = find_game(game).bots.names;
    for (size_t i = 1; i < listed.size(); ++i)
      EXPECT_GT(bot_rating(game, listed[i])->rating, bot_rating(game, listed[i - 1])->rating) << game << " " << listed[i];
  }
  EXPECT_FALSE(bot_rating("generala", "win_optimal:rounds=2"));
  EXPECT_FALSE(bot_rating("damma", "alphabeta:depth=2"));
  EXPECT_FALSE(bot_rating("generala", "alphabeta"));
  EXPECT_FALSE(bot_rating("centenario", "random"));
  EXPECT_FALSE(bot_rating("generala", "human"));
}
