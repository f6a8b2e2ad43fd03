#pragma once
// An arena's pairing wave (docs/tournaments.md, "Pairing"), pure: every idle entrant is paired
// with another at once, by the least total cost over the wave (min_cost_matching.h), as lichess
// pairs its arenas. A pair costs, heaviest first:
//   - a rematch of either one's last game: 10^8, and 10^6 for every earlier game between them
//     (nobody meets the same person again while another idle partner exists);
//   - the gap in standing: |rank a - rank b| x (300 + 1700 x (last rank - better rank) / last rank),
//     so gaps among the leaders weigh up to 2,000 a place and at the bottom 300;
//   - the gap in rating, in rating points.
// With an odd number idle, one sits out, at a cost too: 10^10 for one who sat out the last wave
// (nobody waits two waves while a partner is there), else the number of idle entrants who became
// idle after them (one who just finished waits rather than one who has been waiting); the one
// left is the one whose absence makes the whole wave cheapest. Pairs that may not meet (two accounts of one address,
// where the server says so) are never made. A wave of more than 100 is matched in groups of at
// most 100 neighbours in standing (the odd one out in the last), which keeps a wave of 1,000
// within milliseconds.
#include <cstdint>
#include <functional>
#include <unordered_map>
#include <utility>
#include <vector>

namespace cubilete::server::tournament {

struct IdleEntrant {
  int64_t account = 0;
  int rank = 0;  // 1 + how many entrants have more points (level scores share a rank)
  double rating = 0;    // the game's rating
  int64_t idle_since_ms = 0;
  bool waited_last_wave = false;  // sat out the previous wave while others were paired
  int64_t last_opponent = 0;      // the other seat of their last game (0: none)
  std::unordered_map<int64_t, int> met;  // earlier opponents: how many games with each
};

struct ArenaPairingCosts {
  static constexpr int64_t kWaitedAgain = 10'000'000'000;
  static constexpr int64_t kRematch = 100'000'000;
  static constexpr int64_t kMetBefore = 1'000'000;
  static constexpr int kGroup = 100;
};

// The cost of pairing a with b (documented above); `last_rank` is the highest rank number any
// entrant has (at least 1).
int64_t pair_cost(const IdleEntrant& a, const IdleEntrant& b, int last_rank);

// The wave's pairs (indexes into `idle`; the first of each pair has the better rank).
// `may_meet(a, b)` says whether two accounts may sit at one table.
using MayMeet = std::function<bool(const IdleEntrant& a, const IdleEntrant& b)>;
std::vector<std::pair<int, int>> pair_wave(const std::vector<IdleEntrant>& idle, int last_rank,
                                           const MayMeet& may_meet);

}  // namespace cubilete::server::tournament
