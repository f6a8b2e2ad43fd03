#include "server/tournament/arena_sheet.h"

#include <algorithm>
#include <limits>
#include <stdexcept>

namespace cubilete::server::tournament {

ArenaSheet arena_sheet(const std::vector<ArenaResult>& results) {
  ArenaSheet sheet;
  for (const ArenaResult r : results) {
    const int factor = sheet.on_fire() ? 2 : 1;
    const int points = r == ArenaResult::win ? 2 * factor : r == ArenaResult::draw ? factor : 0;
    sheet.points.push_back(points);
    sheet.score += points;
    ++sheet.games;
    if (r == ArenaResult::win) {
      ++sheet.wins;
      ++sheet.streak;
    } else {
      sheet.streak = 0;
    }
  }
  return sheet;
}

std::vector<Standing> arena_standings(const std::vector<ArenaEntrant>& entrants) {
  struct Row {
    Standing standing;
    int64_t reached_ms;
  };
  std::vector<Row> rows;
  rows.reserve(entrants.size());
  for (const auto& e : entrants) {
    if (e.ended_ms.size() != e.results.size())
      throw std::invalid_argument("arena_standings: one end time for each result");
    const auto sheet = arena_sheet(e.results);
    int64_t reached = std::numeric_limits<int64_t>::max();
    for (size_t i = sheet.points.size(); i-- > 0;)
      if (sheet.points[i] > 0) {
        reached = e.ended_ms[i];
        break;
      }
    rows.push_back({{0, e.account, e.name, double(sheet.score), sheet.games, sheet.wins, sheet.streak}, reached});
  }
  std::sort(rows.begin(), rows.end(), [](const Row& a, const Row& b) {
    if (a.standing.score != b.standing.score) return a.standing.score > b.standing.score;
    if (a.reached_ms != b.reached_ms) return a.reached_ms < b.reached_ms;
    return a.standing.account < b.standing.account;
  });
  std::vector<Standing> out;
  out.reserve(rows.size());
  for (auto& r : rows) {
    r.standing.rank = int(out.size()) + 1;
    out.push_back(std::move(r.standing));
  }
  return out;
}

}  // namespace cubilete::server::tournament
