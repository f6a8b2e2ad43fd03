#pragma once
// A tournament as its stored rows say it stands (store/tournament_records.h), pure: the standings
// (an arena's by arena_sheet.h, a duplicate tournament's by the sum of each entrant's game
// scores), and for each entrant what the pairing needs: its open game, its last opponent, whom it
// met and when its last game ended. Only games that ended by the tournament's end count: a game
// still played when the clock runs out is finished as any rated game, outside the standings.
// Every instance computes the same from the same rows.
#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

#include "server/tournament/arena_sheet.h"
#include "store/tournament_records.h"

namespace cubilete::server::tournament {

struct EntrantState {
  int64_t account = 0;
  std::string name;
  bool active = false;
  double rating = 0;
  std::string open_room;  // its game being played ("" none)
  int open_seat = -1;
  int64_t last_ended_ms = 0;  // when its last game ended (0: none yet)
  int64_t last_opponent = 0;
  std::unordered_map<int64_t, int> met;  // opponents: games with each
  int rounds_played = 0;                 // a duplicate tournament's games begun
  std::vector<std::string> counted_rooms;  // the rooms of its games that count, in order
};

struct TournamentState {
  std::vector<Standing> standings;
  std::unordered_map<int64_t, EntrantState> entrants;
  // Pairing ranks (arena_pairing.h): 1 + how many have more points; and the highest of them.
  std::unordered_map<int64_t, int> pairing_rank;
  int last_rank = 1;
};

TournamentState tournament_state(const store::TournamentRecord& t, const std::vector<store::TournamentEntrant>& entrants,
                                 const std::vector<store::TournamentGame>& games);

// The final standings as the store keeps them for the profiles.
std::vector<store::TournamentResult> final_results(const std::vector<Standing>& standings);

}  // namespace cubilete::server::tournament
