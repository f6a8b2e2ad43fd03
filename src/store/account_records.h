#pragma once
// What the store keeps of people who have accounts (PROTOCOL.md v1.1, Accounts): the
// accounts, their sessions, the end of each game, ratings and what a profile shows. Secrets are
// kept only as hashes: a password as its Argon2id string (accounts/password.h), a session or reset
// token as its SHA-256 (accounts/session_token.h).
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "accounts/game_outcome.h"
#include "accounts/glicko2.h"
#include "store/room_status.h"

namespace cubilete::store {

// The answer to an accounts write, once it is committed or refused.
struct Outcome {
  // "" when committed; else a stable word the server can pass on: name_taken, bad_name,
  // bad_password_hash, bad_token_hash, bad_expiry, bad_window, no_such_account, no_such_session,
  // password_changed, bad_reset_token, no_such_room, not_playing, bad_result, not_over (an analysis
  // of a room not over), store_failed.
  std::string code;
  std::string message;  // why, in words
  int64_t id = 0;       // create_account: the new account; use_reset_token: whose password changed
  int64_t count = 0;    // where a write answers with a number (see each write)
  bool ok() const { return code.empty(); }
};
using Answer = std::function<void(const Outcome&)>;

struct Account {
  int64_t id = 0;
  std::string name;           // as the person typed it
  std::string password_hash;  // Argon2id, libsodium's string form
  int64_t created_ms = 0;
};

struct NewAccount {
  std::string name;
  std::string password_hash;
  int64_t created_ms = 0;
};

struct Session {
  std::string token_hash;  // lowercase hex SHA-256 of the cookie's token
  int64_t account = 0;
  int64_t created_ms = 0, expires_ms = 0, last_seen_ms = 0;
};

// A live session and whose it is.
struct SignedIn {
  Session session;
  Account account;
};

// Failed sign-ins of an account within its current window (the server chooses the window and
// the limit; the store counts, for every instance alike).
struct SigninFailures {
  int64_t failures = 0;
  int64_t window_start_ms = 0, last_ms = 0;
};

// How a game ended, for finish_game.
struct GameEnd {
  accounts::GameOutcome outcome;  // scores, shares of the win, the seats that left a claimed game
  int64_t ended_ms = 0;
};

// An account's rating of one game. Before its first game of it: the starting values, games 0.
struct GameRating {
  std::string game;
  accounts::Glicko rating;  // as its last rated game left it
  int64_t games = 0;
  int64_t last_rated_ms = 0;  // 0: never
  double deviation_now = 0;   // grown for the time since (accounts/rating_policy.h)
  bool provisional = true;
};

struct RatingChange {
  std::string room;
  int seat = 0;
  int64_t at_ms = 0;
  accounts::Glicko before, after;
};

// Every rated game of one game, oldest first, after the starting values: a chart over time.
struct RatingHistory {
  std::string game;
  accounts::Glicko start;
  std::vector<RatingChange> changes;
};

struct LeaderboardEntry {
  int64_t rank = 0;  // 1 for the best
  int64_t account = 0;
  std::string name;
  double rating = 0, deviation = 0;
  int64_t games = 0;
};

// Where a page of a profile's games ends: the next page starts before it (newest first).
struct GamesCursor {
  int64_t ended_ms = 0;
  std::string room;
  // "ENDED_MS-ROOM", as the `before` of PROTOCOL.md v1.1's `?before=`.
  std::string text() const;
  // Reads text(); nothing for anything else.
  static std::optional<GamesCursor> parse(const std::string& text);
};

struct ProfileGame {
  std::string room, game;
  int64_t ended_ms = 0;
  int seat = 0;
  std::string result;  // "win", "draw" or "loss" (accounts/game_outcome.h)
  int place = 1, players = 1;
  double score = 0;
  bool rated = false;
  bool left = false;                   // this seat left a game someone claimed
  std::optional<RatingChange> rating;  // a rated game: this seat's change
  struct Seat {
    int seat = 0;
    std::string name;     // as the table showed it (a deleted account's: the neutral name)
    std::string player;   // "human" or the bot
    std::string profile;  // the account's name where the seat is a live account's, else ""
  };
  std::vector<Seat> seats;  // every seat of the game, this one included
};

struct GamesPage {
  std::vector<ProfileGame> games;   // newest first
  std::optional<GamesCursor> next;  // where the next page starts; nothing after the last
};

// An account's games of one game (every game it finished, rated or not).
struct GameStats {
  std::string game;
  int64_t played = 0, won = 0, drawn = 0, lost = 0;
  double score_sum = 0;
  double average_score() const { return played ? score_sum / double(played) : 0; }
};

// A room where the account holds a seat and the game is not over: what "my tables" lists.
struct AccountRoom {
  std::string room, game;
  RoomStatus status = RoomStatus::Waiting;
  int seat = 0;
  int64_t created_ms = 0;
};

}  // namespace cubilete::store
