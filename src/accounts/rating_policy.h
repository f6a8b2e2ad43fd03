#pragma once
// How cubilete rates people (docs/online-table.md, "Accounts and ratings"): which games
// are rated, Glicko-2's constants, how a deviation grows while a player is away, the provisional
// mark and who stands on a leaderboard. Every number of the policy is here, once.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "accounts/glicko2.h"

namespace cubilete {
struct GameEntry;  // catalog/game_entry.h
}

namespace cubilete::accounts {

// τ, Glicko-2's system constant: how far one period may move a volatility. The dice decide much
// of every game here, so surprising results are common and say little about a change in skill:
// the low half of Glickman's suggested 0.3 to 1.2 keeps the volatility (and so the deviation)
// from swelling on a lucky streak. It is also the τ of the description's worked example.
constexpr double kRatingTau = kDefaultTau;

// Where every account starts in every rated game: Glickman's suggested 1500, deviation 350 (as
// unsure as the system gets: a first game moves a rating by hundreds of points) and volatility
// 0.06. The bots' fixed ratings are on the same scale (bot_ratings.h).
constexpr Glicko kStartingRating{1500, 350, 0.06};
// A deviation never grows past the starting one, however long a player stays away.
constexpr double kMaxDeviation = 350;

// A rated game is a rating period of its own for every account in it (a game's results are known
// at once, and people want to see their rating move when it ends). Before it, the deviation grows
// for the time since that account's last rated game of the same game, by this many periods a
// day: a settled deviation of 50 comes back to about 105 after a year away, and one of 60 (a
// regular player's, docs/online-table.md) to about 66 after 30 days.
constexpr double kRatingPeriodsPerDay = 0.2143;

// Marked provisional (shown with a "?") while the deviation (grown to now) is above this: about
// the first 10 rated games.
constexpr double kProvisionalDeviation = 110;

// A leaderboard lists the accounts with a settled rating that play: a deviation of at most
// kLeaderboardMaxDeviation after their last rated game of that game (about 25 rated games against
// opponents of one's own strength bring a newcomer there; 40 to 50 where nearly every game is won
// or lost, which says less each time), and at least kLeaderboardRecentGames rated games of it within
// the last kLeaderboardRecentDays days.
constexpr double kLeaderboardMaxDeviation = 80;
constexpr int kLeaderboardRecentGames = 3;
constexpr int kLeaderboardRecentDays = 30;
constexpr int64_t kDayMs = 24LL * 3600 * 1000;

// A rated game always has a turn clock, so that it always ends: a person who stops moving, there
// or not, has their turn played by the clock (PROTOCOL.md, the turn clock), and one gone for the
// claim time from a game against bots loses it. A room that names no clock gets the default: long
// enough for a Farkle turn of many throws on a phone, short enough that a stalled game moves on.
constexpr int kRatedTurnSecondsDefault = 90;
constexpr int kRatedTurnSecondsMin = 10;
constexpr int kRatedTurnSecondsMax = 600;

// A game has ratings where its catalog entry lists its bots' measured ratings (GameBots::ratings):
// a rating needs the bots' to compare with. Games with no decisions, and games that end in chip
// balances rather than a winner, have none. One rating per game, whatever its options.
// The entry of the rated game whose id is exactly `game` (not a name or a prefix, as find_game
// reads them), or null.
const GameEntry* rated_entry(std::string_view game);
// The rated games' ids in the order a profile shows them, the registry's.
const std::vector<std::string>& rated_games();
bool is_rated_game(std::string_view game);

// The deviation of `rating`, last updated at `last_rated_ms`, grown for the time until `now_ms`
// (kRatingPeriodsPerDay, never above kMaxDeviation). A rating never updated (last_rated_ms 0)
// keeps its deviation.
double deviation_at(const Glicko& rating, int64_t last_rated_ms, int64_t now_ms);
bool provisional(double deviation_now);

}  // namespace cubilete::accounts
