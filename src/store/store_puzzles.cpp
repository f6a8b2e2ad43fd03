// The store's puzzles, the same for both databases (store/sql/puzzles_sql.cpp).
#include "store/puzzle_store.h"

#include "store/sql/puzzles_sql.h"
#include "store/sql_access.h"

namespace cubilete::store {

const char* puzzle_mode_name(PuzzleMode mode) {
  switch (mode) {
    case PuzzleMode::Rated: return "rated";
    case PuzzleMode::Theme: return "theme";
    case PuzzleMode::Streak: return "streak";
    case PuzzleMode::Mistakes: return "mistakes";
    case PuzzleMode::Daily: return "daily";
  }
  return "rated";
}

void PuzzleStore::add(const std::vector<StoredPuzzle>& puzzles, const std::vector<OwnMistake>& mistakes,
                      int64_t now_ms, Answer answer) {
  db_.write([puzzles, mistakes, now_ms](SqlSession& db) { return sql::add_puzzles(db, puzzles, mistakes, now_ms); },
            std::move(answer));
}

std::optional<StoredPuzzle> PuzzleStore::puzzle(const std::string& id) {
  return db_.read_value([&](SqlSession& db) { return sql::puzzle(db, id); });
}

std::optional<PuzzlePlayer> PuzzleStore::player(int64_t account) {
  return db_.read_value([&](SqlSession& db) { return sql::puzzle_player(db, account); });
}

int64_t PuzzleStore::count(const std::string& game) {
  return db_.read_value([&](SqlSession& db) { return sql::puzzle_count(db, game); });
}

std::string PuzzleStore::choose(const PuzzleFilter& filter, double target, uint32_t pick_start) {
  return db_.read_value([&](SqlSession& db) { return sql::choose_puzzle(db, filter, target, pick_start); });
}

void PuzzleStore::serve(const PuzzleServeRequest& request, std::shared_ptr<PuzzleServed> served, Answer answer) {
  db_.write([request, served](SqlSession& db) { return sql::serve_puzzle(db, request, *served); }, std::move(answer));
}

void PuzzleStore::answer(const PuzzleAnswerRequest& request, std::shared_ptr<PuzzleAnswered> answered, Answer answer) {
  db_.write([request, answered](SqlSession& db) { return sql::answer_puzzle(db, request, *answered); },
            std::move(answer));
}

void PuzzleStore::serve_ticket(const std::string& ticket_hash, const std::string& puzzle, PuzzleMode mode,
                               int streak, int64_t now_ms, Answer answer) {
  db_.write([ticket_hash, puzzle, mode, streak, now_ms](SqlSession& db) {
    return sql::serve_ticket(db, ticket_hash, puzzle, mode, streak, now_ms);
  }, std::move(answer));
}

void PuzzleStore::answer_ticket(const std::string& ticket_hash, const std::string& puzzle, bool correct,
                                int64_t now_ms, std::shared_ptr<PuzzleAnswered> answered, Answer answer) {
  db_.write([ticket_hash, puzzle, correct, now_ms, answered](SqlSession& db) {
    return sql::answer_ticket(db, ticket_hash, puzzle, correct, now_ms, *answered);
  }, std::move(answer));
}

void PuzzleStore::ensure_day(const std::string& date, const std::string& game, std::shared_ptr<std::string> puzzle,
                             Answer answer) {
  db_.write([date, game, puzzle](SqlSession& db) { return sql::ensure_puzzle_day(db, date, game, *puzzle); },
            std::move(answer));
}

}  // namespace cubilete::store
