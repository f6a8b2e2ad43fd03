#include "store/sql/puzzles_sql.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <cmath>
#include <functional>
#include <sstream>

#include "accounts/puzzle_rating.h"
#include "core/fnv1a.h"

namespace cubilete::store::sql {

namespace {

// Bands are 50 rating points wide: a serve reads one band's rows in pick order, then the bands
// next to it, out from the target (lichess widens its window step by step likewise).
constexpr double kBandWidth = 50;
constexpr int64_t kCandidatesRead = 24;
// The day's puzzle: a settled puzzle of middling difficulty where the pool has one.
constexpr int kDayLowBand = 26, kDayHighBand = 38;  // 1300 to 1900
// A visitor's ticket is answered within the day or never.
constexpr int64_t kTicketLifeMs = 24LL * 3600 * 1000;

int64_t band_of(double rating) {
  return int64_t(std::floor(rating / kBandWidth));
}

// Where a puzzle stands in its band: drawn from its id, so a serve starting at a random pick meets
// the band's puzzles in an order no one chose.
int64_t pick_of(const std::string& id) {
  return int64_t(fnv1a64(id) & 0x7fffffff);
}

std::string themes_text(const std::vector<std::string>& themes) {
  return fmt::format("{}", fmt::join(themes, ","));
}

std::vector<std::string> themes_of(const std::string& text) {
  std::vector<std::string> out;
  std::stringstream in(text);
  for (std::string t; std::getline(in, t, ',');)
    if (!t.empty()) out.push_back(t);
  return out;
}

constexpr const char* kPuzzleColumns =
    "SELECT id, game, document, themes, rating, deviation, volatility, plays, wins, pool, source_room, created_ms "
    "FROM puzzles ";

StoredPuzzle puzzle_of(const SqlRows& rows, size_t i) {
  StoredPuzzle p;
  p.id = rows.text(i, 0);
  p.game = rows.text(i, 1);
  p.document = rows.text(i, 2);
  p.themes = themes_of(rows.text(i, 3));
  p.rating = rows.real(i, 4);
  p.deviation = rows.real(i, 5);
  p.volatility = rows.real(i, 6);
  p.plays = rows.integer(i, 7);
  p.wins = rows.integer(i, 8);
  p.pool = rows.integer(i, 9) != 0;
  p.source_room = rows.text(i, 10);
  p.created_ms = rows.integer(i, 11);
  return p;
}

void add_theme_rows(SqlSession& db, const std::string& id, const std::string& game,
                    const std::vector<std::string>& themes, int64_t band) {
  for (const auto& t : themes)
    db.run("INSERT INTO puzzle_themes(theme, game, band, pick, puzzle) VALUES($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING",
           {t, game, band, pick_of(id), id});
}

// The player's row, made at the starting rating on its first serve; locked.
PuzzlePlayer locked_player(SqlSession& db, int64_t account) {
  db.run(
      "INSERT INTO puzzle_players(account, rating, deviation, volatility, last_rated_ms, serves, streak, streak_best) "
      "VALUES($1, $2, $3, $4, 0, 0, 0, 0) ON CONFLICT DO NOTHING",
      {account, accounts::kPuzzleStartingPerson.rating, accounts::kPuzzleStartingPerson.deviation,
       accounts::kPuzzleStartingPerson.volatility});
  const auto rows = db.run(
      std::string("SELECT rating, deviation, volatility, last_rated_ms, serves, streak, streak_best FROM puzzle_players "
                  "WHERE account = $1") +
          db.lock_rows(),
      {account});
  PuzzlePlayer p;
  p.account = account;
  p.rating = rows.real(0, 0);
  p.deviation = rows.real(0, 1);
  p.volatility = rows.real(0, 2);
  p.last_rated_ms = rows.integer(0, 3);
  p.serves = rows.integer(0, 4);
  p.streak = int(rows.integer(0, 5));
  p.streak_best = int(rows.integer(0, 6));
  return p;
}

// Up to kCandidatesRead pool puzzles of one band in pick order, from `from` (or before it, to wrap).
std::vector<std::string> band_candidates(SqlSession& db, const PuzzleFilter& f, int64_t band, int64_t from, bool wrap) {
  const char* order = wrap ? "pick < $P ORDER BY pick" : "pick >= $P ORDER BY pick";
  std::string sql;
  std::vector<SqlValue> params;
  if (!f.theme.empty() && !f.game.empty()) {
    sql = "SELECT puzzle FROM puzzle_themes WHERE theme = $1 AND game = $2 AND band = $3 AND ";
    params = {f.theme, f.game, band};
  } else if (!f.theme.empty()) {
    sql = "SELECT puzzle FROM puzzle_themes WHERE theme = $1 AND band = $2 AND ";
    params = {f.theme, band};
  } else if (!f.game.empty()) {
    sql = "SELECT id FROM puzzles WHERE pool = 1 AND game = $1 AND band = $2 AND ";
    params = {f.game, band};
  } else {
    sql = "SELECT id FROM puzzles WHERE pool = 1 AND band = $1 AND ";
    params = {band};
  }
  std::string tail = order;
  tail.replace(tail.find("$P"), 2, "$" + std::to_string(params.size() + 1));
  sql += tail + fmt::format(" LIMIT {}", kCandidatesRead);
  params.push_back(from);
  const auto rows = db.run(sql, params);
  std::vector<std::string> out;
  for (size_t i = 0; i < rows.size(); ++i) out.push_back(rows.text(i, 0));
  return out;
}

bool seen_lately(SqlSession& db, int64_t account, const std::string& puzzle, int64_t after_seq) {
  return !db.run("SELECT 1 FROM puzzle_attempts WHERE account = $1 AND puzzle = $2 AND seq > $3 LIMIT 1",
                 {account, puzzle, after_seq})
              .empty();
}

// The lowest and highest band the filter's pool has, so the search out from the target stops where
// the pool ends rather than after a fixed number of empty bands. Each end is the first row of an
// index in order (an aggregate over a partial index would read all of it).
std::optional<std::pair<int64_t, int64_t>> pool_bands(SqlSession& db, const PuzzleFilter& f) {
  std::string sql;
  std::vector<SqlValue> params;
  if (!f.theme.empty() && !f.game.empty()) {
    sql = "SELECT band FROM puzzle_themes WHERE theme = $1 AND game = $2 ORDER BY band";
    params = {f.theme, f.game};
  } else if (!f.theme.empty()) {
    sql = "SELECT band FROM puzzle_themes WHERE theme = $1 ORDER BY band";
    params = {f.theme};
  } else if (!f.game.empty()) {
    sql = "SELECT band FROM puzzles WHERE pool = 1 AND game = $1 ORDER BY band";
    params = {f.game};
  } else {
    sql = "SELECT band FROM puzzles WHERE pool = 1 ORDER BY band";
  }
  const auto low = db.run(sql + " LIMIT 1", params);
  if (low.empty()) return std::nullopt;
  const auto high = db.run(sql + " DESC LIMIT 1", params);
  return std::pair{low.integer(0, 0), high.integer(0, 0)};
}

}  // namespace

std::string choose_puzzle(SqlSession& db, const PuzzleFilter& f, double target, uint32_t pick_start, int64_t account,
                          int64_t recent_after) {
  const auto bands = pool_bands(db, f);
  if (!bands) return "";
  const int64_t home = band_of(target);
  const int64_t from = int64_t(pick_start & 0x7fffffff);
  auto fits = [&](const std::string& id) { return account == 0 || !seen_lately(db, account, id, recent_after); };
  // The home band, then one above and one below, and on out to the pool's ends: the nearest puzzle
  // not served lately; where the person has been served every one of them, the nearest served
  // longest ago is better than none (the pick order stands in for age).
  std::vector<int64_t> order{home};
  for (int64_t d = 1; home + d <= bands->second || home - d >= bands->first; ++d) {
    if (home + d <= bands->second) order.push_back(home + d);
    if (home - d >= bands->first) order.push_back(home - d);
  }
  std::string fallback;
  for (const int64_t band : order) {
    if (band < bands->first || band > bands->second) continue;
    for (bool wrap : {false, true})
      for (const auto& id : band_candidates(db, f, band, from, wrap)) {
        if (fits(id)) return id;
        if (fallback.empty()) fallback = id;
      }
  }
  return fallback;
}

Outcome add_puzzles(SqlSession& db, const std::vector<StoredPuzzle>& puzzles, const std::vector<OwnMistake>& mistakes,
                    int64_t now_ms) {
  Outcome out;
  for (const auto& p : puzzles) {
    const int64_t band = band_of(p.rating);
    const auto made = db.run(
        "INSERT INTO puzzles(id, game, document, themes, rating, deviation, volatility, band, pick, pool, source_room, "
        "created_ms) VALUES($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT DO NOTHING RETURNING id",
        {p.id, p.game, p.document, themes_text(p.themes), p.rating, p.deviation, p.volatility, band, pick_of(p.id),
         int64_t(p.pool), p.source_room, p.created_ms});
    out.count += int64_t(made.size());
    if (!p.pool) continue;
    // A puzzle kept only as someone's own mistake joins the pool when a game offers it to everyone.
    const auto joined = made.empty() ? db.run("UPDATE puzzles SET pool = 1 WHERE id = $1 AND pool = 0 RETURNING band",
                                              {p.id})
                                     : SqlRows();
    if (!made.empty())
      add_theme_rows(db, p.id, p.game, p.themes, band);
    else if (!joined.empty())
      add_theme_rows(db, p.id, p.game, p.themes, joined.integer(0, 0));
  }
  for (const auto& m : mistakes)
    db.run(
        "INSERT INTO puzzle_reviews(account, puzzle, room, due_ms, step, rights, done, created_ms) "
        "VALUES($1, $2, $3, $4, 0, 0, 0, $4) ON CONFLICT DO NOTHING",
        {m.account, m.puzzle, m.room, now_ms});
  return out;
}

std::optional<StoredPuzzle> puzzle(SqlSession& db, const std::string& id) {
  const auto rows = db.run(std::string(kPuzzleColumns) + "WHERE id = $1", {id});
  if (rows.empty()) return std::nullopt;
  return puzzle_of(rows, 0);
}

std::optional<PuzzlePlayer> puzzle_player(SqlSession& db, int64_t account) {
  const auto rows = db.run(
      "SELECT rating, deviation, volatility, last_rated_ms, serves, streak, streak_best FROM puzzle_players "
      "WHERE account = $1",
      {account});
  if (rows.empty()) return std::nullopt;
  return PuzzlePlayer{account,
                      rows.real(0, 0),
                      rows.real(0, 1),
                      rows.real(0, 2),
                      rows.integer(0, 3),
                      rows.integer(0, 4),
                      int(rows.integer(0, 5)),
                      int(rows.integer(0, 6))};
}

Outcome serve_puzzle(SqlSession& db, const PuzzleServeRequest& r, PuzzleServed& out) {
  const PuzzlePlayer player = locked_player(db, r.account);
  out = {};
  out.streak = player.streak;
  out.streak_best = player.streak_best;
  const bool rated = r.mode == PuzzleMode::Rated && r.filter.theme.empty();
  if (rated) {
    // An open rated serve comes back until it is answered: leaving a hard puzzle unanswered skips
    // nothing.
    const auto open = db.run(
        "SELECT puzzle FROM puzzle_attempts WHERE account = $1 AND mode = 'rated' AND answered_ms IS NULL "
        "ORDER BY seq DESC LIMIT 1",
        {r.account});
    if (!open.empty()) {
      out.puzzle = open.text(0, 0);
      out.again = true;
      return {};
    }
  }
  if (r.mode == PuzzleMode::Mistakes) {
    const auto due = db.run(
        "SELECT puzzle FROM puzzle_reviews WHERE account = $1 AND done = 0 AND due_ms <= $2 ORDER BY due_ms LIMIT 1",
        {r.account, r.now_ms});
    if (due.empty()) {
      const auto next = db.run("SELECT MIN(due_ms) FROM puzzle_reviews WHERE account = $1 AND done = 0", {r.account});
      if (!next.empty() && !next.null(0, 0)) out.next_due_ms = next.integer(0, 0);
      return {};
    }
    out.puzzle = due.text(0, 0);
  } else if (r.mode == PuzzleMode::Daily) {
    out.puzzle = r.daily_puzzle;
  } else {
    out.puzzle = choose_puzzle(db, r.filter, r.target, r.pick_start, r.account,
                               player.serves - kPuzzlesNotRepeated);
    if (out.puzzle.empty()) return {};
  }
  // Only the first serve of a puzzle to an account rates, and only where the person did not
  // choose what to practise: a puzzle met again, or picked by theme, says little of either rating.
  const bool first = db.run("SELECT 1 FROM puzzle_attempts WHERE account = $1 AND puzzle = $2 LIMIT 1",
                            {r.account, out.puzzle})
                         .empty();
  const bool rates = first && (rated || r.mode == PuzzleMode::Daily);
  const std::string mode = rated ? "rated" : puzzle_mode_name(r.mode);
  db.run(
      "INSERT INTO puzzle_attempts(account, seq, puzzle, mode, served_ms, rates) VALUES($1, $2, $3, $4, $5, $6)",
      {r.account, player.serves + 1, out.puzzle, mode, r.now_ms, int64_t(rates)});
  db.run("UPDATE puzzle_players SET serves = serves + 1 WHERE account = $1", {r.account});
  return {};
}

namespace {

// The person's and the puzzle's ratings after a rated answer, written; the puzzle's band (and its
// theme rows') follow its rating.
void rate(SqlSession& db, const PuzzlePlayer& player, const std::string& id, bool correct, int64_t now_ms,
          PuzzleAnswered& out) {
  const auto rows = db.run(
      std::string("SELECT rating, deviation, volatility, band FROM puzzles WHERE id = $1") + db.lock_rows(), {id});
  if (rows.empty()) throw Refused("no_such_puzzle", fmt::format("no puzzle {}", id));
  const accounts::Glicko before{rows.real(0, 0), rows.real(0, 1), rows.real(0, 2)};
  const auto change = accounts::rate_attempt({player.rating, player.deviation, player.volatility},
                                             player.last_rated_ms, before, correct, now_ms);
  db.run(
      "UPDATE puzzle_players SET rating = $2, deviation = $3, volatility = $4, last_rated_ms = $5 WHERE account = $1",
      {player.account, change.person.rating, change.person.deviation, change.person.volatility, now_ms});
  out.rated = true;
  out.rating_before = player.rating;
  out.rating_after = change.person.rating;
  out.puzzle_before = before.rating;
  out.puzzle_after = change.puzzle.rating;
  if (!change.puzzle_moved) return;
  const int64_t band = band_of(change.puzzle.rating);
  db.run(
      "UPDATE puzzles SET rating = $2, deviation = $3, volatility = $4, band = $5, plays = plays + 1, "
      "wins = wins + $6 WHERE id = $1",
      {id, change.puzzle.rating, change.puzzle.deviation, change.puzzle.volatility, band, int64_t(!correct)});
  if (band != rows.integer(0, 3)) db.run("UPDATE puzzle_themes SET band = $2 WHERE puzzle = $1", {id, band});
}

void review(SqlSession& db, const PuzzleAnswerRequest& r, PuzzleAnswered& out) {
  const auto rows = db.run(
      std::string("SELECT step, rights, due_ms, done FROM puzzle_reviews WHERE account = $1 AND puzzle = $2") +
          db.lock_rows(),
      {r.account, r.puzzle});
  if (rows.empty()) return;
  const accounts::ReviewState before{int(rows.integer(0, 0)), int(rows.integer(0, 1)), rows.integer(0, 2),
                                     rows.integer(0, 3) != 0};
  const auto after = accounts::review_after_answer(before, r.correct, r.now_ms);
  db.run("UPDATE puzzle_reviews SET step = $3, rights = $4, due_ms = $5, done = $6 WHERE account = $1 AND puzzle = $2",
         {r.account, r.puzzle, int64_t(after.step), int64_t(after.rights), after.due_ms, int64_t(after.done)});
  out.review_done = after.done;
  if (!after.done) out.review_due_ms = after.due_ms;
}

}  // namespace

Outcome answer_puzzle(SqlSession& db, const PuzzleAnswerRequest& r, PuzzleAnswered& out) {
  out = {};
  const PuzzlePlayer player = locked_player(db, r.account);
  const auto attempt = db.run(
      std::string("SELECT seq, mode, rates, answered_ms FROM puzzle_attempts WHERE account = $1 AND puzzle = $2 "
                  "ORDER BY seq DESC LIMIT 1") +
          db.lock_rows(),
      {r.account, r.puzzle});
  if (attempt.empty())
    throw Refused("not_served", fmt::format("puzzle {} was not served to you: ask /api/puzzles/next", r.puzzle));
  out.mode = attempt.text(0, 1);
  out.streak = player.streak;
  out.streak_best = player.streak_best;
  if (!attempt.null(0, 3)) return {};  // answered already: only the first answer counts
  out.first = true;
  const int64_t seq = attempt.integer(0, 0);
  db.run("UPDATE puzzle_attempts SET answered_ms = $3, move = $4, correct = $5 WHERE account = $1 AND seq = $2",
         {r.account, seq, r.now_ms, r.move, int64_t(r.correct)});
  if (attempt.integer(0, 2) != 0) {
    rate(db, player, r.puzzle, r.correct, r.now_ms, out);
    db.run("UPDATE puzzle_attempts SET rating_before = $3, rating_after = $4 WHERE account = $1 AND seq = $2",
           {r.account, seq, out.rating_before, out.rating_after});
  }
  if (out.mode == "streak") {
    out.streak = r.correct ? player.streak + 1 : 0;
    out.streak_best = std::max(player.streak_best, out.streak);
    db.run("UPDATE puzzle_players SET streak = $2, streak_best = $3 WHERE account = $1",
           {r.account, int64_t(out.streak), int64_t(out.streak_best)});
  }
  if (out.mode == "mistakes") review(db, r, out);
  return {};
}

Outcome serve_ticket(SqlSession& db, const std::string& ticket_hash, const std::string& puzzle, PuzzleMode mode,
                     int streak, int64_t now_ms) {
  db.run("DELETE FROM puzzle_tickets WHERE served_ms < $1", {now_ms - kTicketLifeMs});
  db.run("INSERT INTO puzzle_tickets(ticket_hash, puzzle, mode, streak, served_ms) VALUES($1, $2, $3, $4, $5)",
         {ticket_hash, puzzle, std::string(puzzle_mode_name(mode)), int64_t(streak), now_ms});
  return {};
}

Outcome answer_ticket(SqlSession& db, const std::string& ticket_hash, const std::string& puzzle, bool correct,
                      int64_t now_ms, PuzzleAnswered& out) {
  out = {};
  const auto rows = db.run(
      std::string("SELECT mode, answered_ms, streak, correct FROM puzzle_tickets WHERE ticket_hash = $1 AND puzzle = $2") +
          db.lock_rows(),
      {ticket_hash, puzzle});
  if (rows.empty())
    throw Refused("not_served", fmt::format("puzzle {} was not served with this ticket: ask /api/puzzles/next", puzzle));
  out.mode = rows.text(0, 0);
  // A visitor's streak is the browser's: the ticket says where it stood and where the first answer
  // takes it.
  const int before = int(rows.integer(0, 2));
  if (!rows.null(0, 1)) {
    out.streak = rows.integer(0, 3) != 0 ? before + 1 : 0;
    return {};
  }
  out.streak = correct ? before + 1 : 0;
  out.first = true;
  db.run("UPDATE puzzle_tickets SET answered_ms = $2, correct = $3 WHERE ticket_hash = $1",
         {ticket_hash, now_ms, int64_t(correct)});
  return {};
}

Outcome ensure_puzzle_day(SqlSession& db, const std::string& date, const std::string& game, std::string& out) {
  auto chosen = db.run("SELECT puzzle FROM puzzle_days WHERE date = $1", {date});
  if (chosen.empty()) {
    // A settled puzzle of middling difficulty never used before; on a young store, any unused one of
    // the game, then any of the game, then any unused one.
    const std::vector<std::pair<const char*, std::vector<SqlValue>>> choices = {
        {"SELECT id FROM puzzles p WHERE pool = 1 AND game = $1 AND band >= $2 AND band < $3 AND plays >= 20 AND "
         "deviation < 120 AND NOT EXISTS (SELECT 1 FROM puzzle_days d WHERE d.puzzle = p.id) ORDER BY band, pick "
         "LIMIT 1",
         {game, int64_t(kDayLowBand), int64_t(kDayHighBand)}},
        {"SELECT id FROM puzzles p WHERE pool = 1 AND game = $1 AND band >= $2 AND band < $3 AND "
         "NOT EXISTS (SELECT 1 FROM puzzle_days d WHERE d.puzzle = p.id) ORDER BY band, pick LIMIT 1",
         {game, int64_t(kDayLowBand), int64_t(kDayHighBand)}},
        {"SELECT id FROM puzzles p WHERE pool = 1 AND game = $1 AND "
         "NOT EXISTS (SELECT 1 FROM puzzle_days d WHERE d.puzzle = p.id) ORDER BY band, pick LIMIT 1",
         {game}},
        {"SELECT id FROM puzzles WHERE pool = 1 AND game = $1 ORDER BY band, pick LIMIT 1", {game}},
        // A young store may have none of the day's game: any puzzle is better than no puzzle.
        {"SELECT id FROM puzzles p WHERE pool = 1 AND NOT EXISTS (SELECT 1 FROM puzzle_days d WHERE d.puzzle = p.id) "
         "ORDER BY band, pick LIMIT 1",
         {}}};
    std::string id;
    for (const auto& [sql, params] : choices) {
      const auto rows = db.run(sql, params);
      if (!rows.empty()) {
        id = rows.text(0, 0);
        break;
      }
    }
    if (id.empty()) throw Refused("no_puzzle", "there is no puzzle for the day: the store has none");
    // Two instances may choose at once: the first row stands.
    db.run("INSERT INTO puzzle_days(date, puzzle) VALUES($1, $2) ON CONFLICT DO NOTHING", {date, id});
    chosen = db.run("SELECT puzzle FROM puzzle_days WHERE date = $1", {date});
  }
  out = chosen.text(0, 0);
  return {};
}

int64_t puzzle_count(SqlSession& db, const std::string& game) {
  const auto rows = game.empty() ? db.run("SELECT COUNT(*) FROM puzzles WHERE pool = 1")
                                 : db.run("SELECT COUNT(*) FROM puzzles WHERE pool = 1 AND game = $1", {game});
  return rows.integer(0, 0);
}

}  // namespace cubilete::store::sql
