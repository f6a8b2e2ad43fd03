#include "server/puzzles/puzzle_rows.h"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "accounts/puzzle_rating.h"
#include "catalog/puzzle_finder.h"
#include "catalog/registry.h"
#include "present/puzzle_json.h"

namespace cubilete::server {

store::StoredPuzzle stored_puzzle(const nlohmann::json& document, bool pool, int64_t now_ms) {
  store::StoredPuzzle p;
  p.id = document.at("id").get<std::string>();
  p.game = document.at("game").get<std::string>();
  p.document = document.dump();
  p.themes = document.at("themes").get<std::vector<std::string>>();
  const auto start = accounts::puzzle_starting_rating(0.5);
  p.rating = document.at("rating").get<double>();
  p.deviation = start.deviation;
  p.volatility = start.volatility;
  p.pool = pool;
  const auto& source = document.at("source");
  if (source.is_object()) p.source_room = source.at("room").get<std::string>();
  p.created_ms = now_ms;
  return p;
}

GamePuzzleRows puzzles_of_game(const GameRecord& record, const std::string& room,
                               const std::vector<int64_t>& seat_accounts, bool to_pool, bool is_public,
                               int64_t now_ms) {
  GamePuzzleRows out;
  if (!has_puzzles(find_game(record.game))) return out;
  auto found = find_puzzles(record);
  std::vector<size_t> pool;
  for (size_t i = 0; i < found.size(); ++i) pool.push_back(i);
  std::stable_sort(pool.begin(), pool.end(),
                   [&](size_t a, size_t b) { return found[a].answer.gap > found[b].answer.gap; });
  if (!to_pool) pool.clear();
  if (pool.size() > kPoolPuzzlesPerGame) pool.resize(kPoolPuzzlesPerGame);
  for (size_t i = 0; i < found.size(); ++i) {
    const auto& p = found[i];
    const bool in_pool = std::find(pool.begin(), pool.end(), i) != pool.end();
    const int64_t account = size_t(p.seat) < seat_accounts.size() ? seat_accounts[size_t(p.seat)] : 0;
    // A mistake of its person: one the record says the person made (older records say nobody).
    const bool mistake = account > 0 && p.by == "person" && !p.right(p.played);
    if (!in_pool && !mistake) continue;
    std::optional<PuzzleSource> source;
    if (is_public) source = PuzzleSource{room, p.seat, p.index};
    const auto document =
        puzzle_json(p, accounts::puzzle_starting_rating(p.ladder_miss).rating, source);
    out.puzzles.push_back(stored_puzzle(document, in_pool, now_ms));
    if (mistake) out.mistakes.push_back({account, out.puzzles.back().id, room});
  }
  return out;
}

}  // namespace cubilete::server
