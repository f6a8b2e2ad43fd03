#pragma once
// The daily challenge's rows (migration 9): each (day, game)'s secret seed and its commitment,
// made a week ahead, and each attempt of a day's game. What each field means for the game is in
// docs/plans/daily-challenge.md until the challenge is served; the store keeps and orders them.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cubilete::store {

// One (day, game): the day's 32 secret bytes in hex, secret until the day is over, and their
// SHA-256; `rules` the resolved rules (a JSON object of strings) fixed when it was committed.
struct DailySeed {
  std::string date;  // YYYY-MM-DD (UTC)
  std::string game;
  std::string rules;
  std::string seed;
  std::string commitment;
  int64_t created_ms = 0;
  int64_t entrants = 0;  // attempts begun, ranked or not
};

// A person's attempt of a day's game: a room of one seat. `entrant` is who may make only one:
// "a:ACCOUNT" for an account, "g:ADDRESS_KEY" for a guest.
struct DailyAttempt {
  std::string date, game, entrant, room;
  int64_t account = 0;  // 0: a guest
  bool ranked = false;
  std::string address_key;      // the address's key (kept until the day is over)
  bool address_shared = false;  // another attempt of the day's game came from the same address
  std::string status = "playing";  // "playing" or "over"
  std::optional<double> score;     // once over
  int64_t started_ms = 0;
  std::optional<int64_t> ended_ms;
  bool left_game = false;  // ended by the day's end, as it stood
};

// A ranked result on a day's board: 1 + the number of results better (a higher score, or the
// same score recorded earlier).
struct DailyResult {
  int64_t rank = 0;
  std::string name;  // the account's (accounts::kDeletedAccountName once deleted)
  int64_t account = 0;
  double score = 0;
  int64_t ended_ms = 0;
  std::string room;
};

// A ranked result of a day as the moderators read it (`cubilete admin daily-luck`): with the
// account's age and the analysis of its game (none while the game is not analysed). A ranked
// result is the first of its address: a later one from the same address is unranked.
struct DailyLuckRow {
  std::string room, name;
  int64_t account = 0;
  int64_t account_created_ms = 0;
  double score = 0;
  std::optional<double> accuracy, luck;
  int decisions = 0;
};

struct DailyBoard {
  int64_t entrants = 0;
  std::vector<DailyResult> results;
};

}  // namespace cubilete::store
