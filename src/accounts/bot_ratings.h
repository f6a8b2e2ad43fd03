#pragma once
// The bots' fixed ratings in the rated games: a person rated against a bot is rated
// against these, and a bot's own rating never moves (bots play the same way every game; the
// people they meet are what is measured). Each rated game's catalog entry holds its bots' ratings
// (`bots.ratings`, with how they were measured): bench/bot_ratings.py plays the bots against each
// other with `cubilete simulate` and fits one rating each, `random` anchored at 1000
// (docs/online-table.md, "Accounts and ratings", has the figures and the commands).
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "accounts/glicko2.h"

namespace cubilete::accounts {

// The rating of the bot a room seats as `player` ("optimal", "alphabeta") in `game`, or nothing
// where none was measured: an unrated game, a bot the game lacks, or a bot with settings of its
// own ("alphabeta:depth=2", "win_optimal:rounds=2"), which play differently from what was
// measured. Its deviation is the measurement's uncertainty (at least kMinBotDeviation).
std::optional<Glicko> bot_rating(std::string_view game, std::string_view player);
// The bots of `game` that have a rating, weakest first.
std::vector<std::string> rated_bots(std::string_view game);

// A bot was measured against bots, not against people: however many games, its deviation is
// kept at least this large.
constexpr double kMinBotDeviation = 30;

}  // namespace cubilete::accounts
