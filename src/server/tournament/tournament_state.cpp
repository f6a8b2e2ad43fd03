#include "server/tournament/tournament_state.h"

#include <algorithm>
#include <limits>

namespace cubilete::server::tournament {

namespace {

ArenaResult arena_result_of(const std::string& result) {
  if (result == "win") return ArenaResult::win;
  if (result == "draw") return ArenaResult::draw;
  return ArenaResult::loss;
}

// A duplicate tournament: the sum of each entrant's finished games' scores, the highest first;
// level sums by who finished first, then by account.
std::vector<Standing> duplicate_standings(const std::vector<store::TournamentEntrant>& entrants,
                                          const std::vector<store::TournamentGame>& counted) {
  struct Row {
    Standing standing;
    int64_t finished_ms = std::numeric_limits<int64_t>::max();
  };
  std::unordered_map<int64_t, Row> rows;
  for (const auto& e : entrants) rows[e.account].standing = {0, e.account, e.name, 0, 0, 0, 0};
  for (const auto& g : counted) {
    auto it = rows.find(g.account);
    if (it == rows.end()) continue;
    auto& row = it->second;
    row.standing.score += g.score.value_or(0);
    ++row.standing.games;
    row.finished_ms = row.standing.games == 1 ? g.ended_ms : std::max(row.finished_ms, g.ended_ms);
  }
  std::vector<Row> ordered;
  for (auto& [account, row] : rows) ordered.push_back(std::move(row));
  std::sort(ordered.begin(), ordered.end(), [](const Row& a, const Row& b) {
    if (a.standing.games != 0 && b.standing.games == 0) return true;
    if (a.standing.games == 0 && b.standing.games != 0) return false;
    if (a.standing.score != b.standing.score) return a.standing.score > b.standing.score;
    if (a.finished_ms != b.finished_ms) return a.finished_ms < b.finished_ms;
    return a.standing.account < b.standing.account;
  });
  std::vector<Standing> out;
  for (auto& r : ordered) {
    r.standing.rank = int(out.size()) + 1;
    out.push_back(std::move(r.standing));
  }
  return out;
}

}  // namespace

TournamentState tournament_state(const store::TournamentRecord& t, const std::vector<store::TournamentEntrant>& entrants,
                                 const std::vector<store::TournamentGame>& games) {
  TournamentState state;
  for (const auto& e : entrants) {
    auto& s = state.entrants[e.account];
    s.account = e.account;
    s.name = e.name;
    s.active = e.active;
    s.rating = e.rating;
  }
  // The games come by account, in the order they started (TournamentStore::games).
  std::vector<store::TournamentGame> counted;
  std::unordered_map<int64_t, ArenaEntrant> sheets;
  for (const auto& g : games) {
    auto it = state.entrants.find(g.account);
    if (it == state.entrants.end()) continue;
    auto& s = it->second;
    ++s.rounds_played;
    if (g.ended_ms == 0) {
      s.open_room = g.room;
      s.open_seat = g.seat;
    } else {
      s.last_ended_ms = std::max(s.last_ended_ms, g.ended_ms);
    }
    if (g.opponent != 0) {
      s.last_opponent = g.opponent;
      ++s.met[g.opponent];
    }
    if (g.ended_ms == 0 || g.ended_ms > t.ends_ms) continue;
    counted.push_back(g);
    s.counted_rooms.push_back(g.room);
    auto& sheet = sheets[g.account];
    sheet.results.push_back(arena_result_of(g.result));
    sheet.ended_ms.push_back(g.ended_ms);
  }
  if (t.kind == "duplicate") {
    state.standings = duplicate_standings(entrants, counted);
  } else {
    std::vector<ArenaEntrant> list;
    for (const auto& e : entrants) {
      auto sheet = sheets[e.account];
      sheet.account = e.account;
      sheet.name = e.name;
      list.push_back(std::move(sheet));
    }
    state.standings = arena_standings(list);
  }
  // Level scores share a pairing rank.
  for (size_t i = 0; i < state.standings.size(); ++i) {
    const bool level = i > 0 && state.standings[i].score == state.standings[i - 1].score;
    const int rank = level ? state.pairing_rank[state.standings[i - 1].account] : int(i) + 1;
    state.pairing_rank[state.standings[i].account] = rank;
    state.last_rank = std::max(state.last_rank, rank);
  }
  return state;
}

std::vector<store::TournamentResult> final_results(const std::vector<Standing>& standings) {
  std::vector<store::TournamentResult> out;
  for (const auto& s : standings)
    if (s.games > 0) out.push_back({s.account, s.rank, s.score, s.games});
  return out;
}

}  // namespace cubilete::server::tournament
