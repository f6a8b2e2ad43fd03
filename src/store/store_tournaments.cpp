// The store's tournaments, the same for both databases (store/sql/tournaments_sql.cpp).
#include "store/tournament_store.h"

#include "store/sql/tournaments_sql.h"
#include "store/sql_access.h"
#include "store/store.h"  // RoomRecord

namespace cubilete::store {

void TournamentStore::create(const TournamentRecord& t, Answer answer) {
  db_.write([t](SqlSession& db) { return sql::create_tournament(db, t); }, std::move(answer));
}

std::optional<TournamentRecord> TournamentStore::tournament(const std::string& id) {
  return db_.read_value([&](SqlSession& db) { return sql::tournament(db, id); });
}

TournamentLists TournamentStore::lists(int64_t now_ms, int64_t finished_since_ms, size_t limit) {
  return db_.read_value([&](SqlSession& db) { return sql::tournament_lists(db, now_ms, finished_since_ms, limit); });
}

std::vector<std::string> TournamentStore::live(int64_t now_ms) {
  return db_.read_value([&](SqlSession& db) { return sql::live_tournaments(db, now_ms); });
}

int64_t TournamentStore::made_since(int64_t account, const std::string& address_key, int64_t since_ms) {
  return db_.read_value([&](SqlSession& db) { return sql::tournaments_made_since(db, account, address_key, since_ms); });
}

void TournamentStore::join(const std::string& id, int64_t account, int64_t now_ms, Answer answer) {
  db_.write([id, account, now_ms](SqlSession& db) { return sql::join_tournament(db, id, account, now_ms); },
            std::move(answer));
}

void TournamentStore::withdraw(const std::string& id, int64_t account, Answer answer) {
  db_.write([id, account](SqlSession& db) { return sql::withdraw_tournament(db, id, account); }, std::move(answer));
}

void TournamentStore::cancel(const std::string& id, const std::string& reason, int64_t now_ms, Answer answer) {
  db_.write([id, reason, now_ms](SqlSession& db) { return sql::cancel_tournament(db, id, reason, now_ms); },
            std::move(answer));
}

std::vector<TournamentEntrant> TournamentStore::entrants(const std::string& id) {
  return db_.read_value([&](SqlSession& db) { return sql::tournament_entrants(db, id); });
}

std::vector<TournamentGame> TournamentStore::games(const std::string& id) {
  return db_.read_value([&](SqlSession& db) { return sql::tournament_games(db, id); });
}

void TournamentStore::create_room(const RoomRecord& room, int round, Answer answer) {
  db_.write([room, round](SqlSession& db) { return sql::create_tournament_room(db, room, round); }, std::move(answer));
}

void TournamentStore::claim_pairing(const std::string& id, const std::string& instance, int64_t now_ms,
                                    int64_t lease_ms, Answer answer) {
  db_.write([=](SqlSession& db) { return sql::claim_pairing(db, id, instance, now_ms, lease_ms); }, std::move(answer));
}

void TournamentStore::present(const TournamentPresence& p, Answer answer) {
  db_.write([p](SqlSession& db) { return sql::put_presence(db, p); }, std::move(answer));
}

void TournamentStore::absent(const std::string& tournament, int64_t account, const std::string& instance,
                             Answer answer) {
  db_.write([=](SqlSession& db) { return sql::remove_presence(db, tournament, account, instance); }, std::move(answer));
}

void TournamentStore::refresh_presence(const std::string& instance, int64_t now_ms, int64_t stale_before_ms,
                                       Answer answer) {
  db_.write([=](SqlSession& db) { return sql::refresh_presence(db, instance, now_ms, stale_before_ms); },
            std::move(answer));
}

std::vector<TournamentPresence> TournamentStore::presence(const std::string& tournament, int64_t fresh_since_ms) {
  return db_.read_value([&](SqlSession& db) { return sql::tournament_presence(db, tournament, fresh_since_ms); });
}

std::vector<TournamentPresence> TournamentStore::seated(const std::string& instance) {
  return db_.read_value([&](SqlSession& db) { return sql::seated_presence(db, instance); });
}

void TournamentStore::told(const std::string& tournament, int64_t account, const std::string& instance,
                           const std::string& room, const std::string& new_token_hash, Answer answer) {
  db_.write([=](SqlSession& db) { return sql::presence_told(db, tournament, account, instance, room, new_token_hash); },
            std::move(answer));
}

void TournamentStore::finish(const std::string& id, const std::vector<TournamentResult>& results, int64_t now_ms,
                             Answer answer) {
  db_.write([id, results, now_ms](SqlSession& db) { return sql::record_tournament_results(db, id, results, now_ms); },
            std::move(answer));
}

std::vector<TournamentResult> TournamentStore::results(const std::string& id) {
  return db_.read_value([&](SqlSession& db) { return sql::tournament_results(db, id); });
}

std::vector<AccountTournament> TournamentStore::of_account(int64_t account, size_t limit) {
  return db_.read_value([&](SqlSession& db) { return sql::account_tournaments(db, account, limit); });
}

}  // namespace cubilete::store
