#pragma once
// Tournaments (migration 13; store/tournament_records.h), written once in the SQL both databases
// speak (sql_session.h). What each does is said on the TournamentStore method that calls it
// (store/tournament_store.h).
#include <optional>
#include <string>
#include <vector>

#include "store/account_records.h"
#include "store/room_store.h"
#include "store/sql_session.h"
#include "store/tournament_records.h"

namespace cubilete::store::sql {

Outcome create_tournament(SqlSession& db, const TournamentRecord& t);
std::optional<TournamentRecord> tournament(SqlSession& db, const std::string& id);
TournamentLists tournament_lists(SqlSession& db, int64_t now_ms, int64_t finished_since_ms, size_t limit);
std::vector<std::string> live_tournaments(SqlSession& db, int64_t now_ms);
int64_t tournaments_made_since(SqlSession& db, int64_t account, const std::string& address_key, int64_t since_ms);
Outcome join_tournament(SqlSession& db, const std::string& id, int64_t account, int64_t now_ms);
Outcome withdraw_tournament(SqlSession& db, const std::string& id, int64_t account);
Outcome cancel_tournament(SqlSession& db, const std::string& id, const std::string& reason, int64_t now_ms);
std::vector<TournamentEntrant> tournament_entrants(SqlSession& db, const std::string& id);
std::vector<TournamentGame> tournament_games(SqlSession& db, const std::string& id);
Outcome record_tournament_results(SqlSession& db, const std::string& id, const std::vector<TournamentResult>& results,
                                  int64_t now_ms);
std::vector<TournamentResult> tournament_results(SqlSession& db, const std::string& id);
std::vector<AccountTournament> account_tournaments(SqlSession& db, int64_t account, size_t limit);
Outcome create_tournament_room(SqlSession& db, const RoomRecord& room, int round);
Outcome claim_pairing(SqlSession& db, const std::string& id, const std::string& instance, int64_t now_ms,
                      int64_t lease_ms);
Outcome put_presence(SqlSession& db, const TournamentPresence& p);
Outcome remove_presence(SqlSession& db, const std::string& tournament, int64_t account, const std::string& instance);
Outcome refresh_presence(SqlSession& db, const std::string& instance, int64_t now_ms, int64_t stale_before_ms);
std::vector<TournamentPresence> tournament_presence(SqlSession& db, const std::string& tournament, int64_t fresh_since_ms);
std::vector<TournamentPresence> seated_presence(SqlSession& db, const std::string& instance);
Outcome presence_told(SqlSession& db, const std::string& tournament, int64_t account, const std::string& instance,
                      const std::string& room, const std::string& new_token_hash);
// Within finish_game's transaction: the seats' rows of a tournament's game, if it is one, end
// with their results and scores.
void finish_tournament_game(SqlSession& db, const std::string& room, const GameEnd& end);

}  // namespace cubilete::store::sql
