#pragma once
// Tournaments' rows (migration 13; docs/tournaments.md): each tournament, its entrants and every
// game played in it. The store keeps them and refuses what would break a tournament (a second
// game of one entrant at a time, a game of someone who is not in it, a join after its end); what
// the games score is the server's (server/tournament/arena_sheet.h).
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cubilete::store {

struct TournamentRecord {
  std::string id;
  std::string kind;   // "arena" or "duplicate"
  std::string game;
  std::string rules;  // the resolved rules, a JSON object of strings
  int64_t starts_ms = 0, ends_ms = 0;
  bool listed = true;  // public: on the lobby's lists; else reached by its link only
  bool rated = true;
  int64_t created_by = 0;       // the account that made it (0: the server's schedule)
  std::string created_by_name;  // read, never written
  std::string schedule;         // the schedule's key of a scheduled one ("" otherwise): one per key
  std::string address_key;      // the address it was made from (the limits), "" for the schedule
  int64_t created_ms = 0;
  int64_t cancelled_ms = 0;  // 0: not cancelled
  std::string cancel_reason;
  // A duplicate tournament's dice: the secret seed (hex), revealed once it is over, and its
  // SHA-256 shown from the start. Empty for an arena.
  std::string seed, commitment;
  int rounds = 1;         // a duplicate tournament's games per entrant
  int64_t finished_ms = 0;  // when its final standings were written (0: not yet)
  int64_t entrants = 0;     // read: how many joined and did not withdraw
  std::string winner;       // read: the first of the final standings ("" none yet)
};

struct TournamentEntrant {
  int64_t account = 0;
  std::string name;
  int64_t joined_ms = 0;
  bool active = true;  // false once withdrawn (a join makes it active again)
  double rating = 0;   // read: its rating of the tournament's game (the starting one before its first game)
};

// One seat of a game of a tournament. An arena's game has two rows (the seats); a duplicate
// tournament's game one (opponent 0).
struct TournamentGame {
  std::string room;
  int seat = 0;
  int64_t account = 0;
  int64_t opponent = 0;
  int round = 0;  // a duplicate tournament's game number (0 first); 0 in an arena
  int64_t started_ms = 0;
  int64_t ended_ms = 0;  // 0 while it is played
  std::string result;    // "win", "draw", "loss" once over ("" while played)
  std::optional<double> score;  // the seat's final points, once over
};

// An entrant's place in a tournament's final standings.
struct TournamentResult {
  int64_t account = 0;
  int rank = 0;
  double score = 0;
  int games = 0;
};

// A finished tournament on an account's profile: the tournament and the account's place in it.
struct AccountTournament {
  TournamentRecord tournament;
  TournamentResult result;
};

// An entrant present on an instance: one of its lobby sockets there watches the tournament. The
// instance holds the seat token whose hash is here; a pairing made anywhere writes the room and
// seat into the row (and the row's token becomes that seat's), for the instance to tell the person.
struct TournamentPresence {
  std::string tournament;
  int64_t account = 0;
  std::string instance;
  std::string address;      // the socket's, for the bans (kept only while present)
  std::string client_seed;  // the person's part of each game's dice
  std::string token_hash;
  int64_t seen_ms = 0;
  std::string room;  // "" until a pairing seats it
  int seat = -1;
};

// What a list of tournaments holds around a moment: those not started yet, those running and
// the latest finished.
struct TournamentLists {
  std::vector<TournamentRecord> upcoming, running, finished;
};

}  // namespace cubilete::store
