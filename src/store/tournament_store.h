#pragma once
// The store's tournaments (migration 13; store/tournament_records.h), the same for both databases
// (store/sql/tournaments_sql.cpp). Writes answer once committed or refused (a refusal changes
// nothing); reads are synchronous and see every committed write.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "store/account_records.h"
#include "store/tournament_records.h"

namespace cubilete::store {

class SqlAccess;
struct RoomRecord;

class TournamentStore {
 public:
  explicit TournamentStore(SqlAccess& db) : db_(db) {}

  // Keeps a new tournament (count 1), or nothing when its id or its schedule's key is taken
  // (count 0: a scheduled one made by another instance first). Refuses bad_tournament (a kind
  // other than arena or duplicate, an end before the start, a duplicate one without its seed).
  void create(const TournamentRecord& t, Answer answer);
  std::optional<TournamentRecord> tournament(const std::string& id);
  // The public ones around `now_ms`: those to come (soonest first), those running (the soonest
  // to end first) and those that ended (or were cancelled) since `finished_since_ms`, the latest
  // first; `limit` of each.
  TournamentLists lists(int64_t now_ms, int64_t finished_since_ms, size_t limit);
  // Ids of the tournaments whose final standings are not written, started by `now_ms` or
  // cancelled: those an instance pairs or finishes (one that ended is finished by the first wave
  // that reads it, however long after its end).
  std::vector<std::string> live(int64_t now_ms);
  // How many tournaments the account or the address key made since `since_ms` (the limits).
  int64_t made_since(int64_t account, const std::string& address_key, int64_t since_ms);
  // The account enters (again, after a withdrawal: its games and streak stay). Refuses
  // no_such_tournament, tournament_cancelled, tournament_over.
  void join(const std::string& id, int64_t account, int64_t now_ms, Answer answer);
  // The account leaves: it is paired no more until it joins again. Refuses no_such_tournament,
  // not_entrant.
  void withdraw(const std::string& id, int64_t account, Answer answer);
  // A moderator's cancel (count 0: cancelled or finished before). Refuses no_such_tournament.
  void cancel(const std::string& id, const std::string& reason, int64_t now_ms, Answer answer);
  std::vector<TournamentEntrant> entrants(const std::string& id);
  // Every seat of every game, by account and then in the order the games started.
  std::vector<TournamentGame> games(const std::string& id);
  // A game's room (its `tournament` said, every seat an active entrant's account) with its seats'
  // rows, in one transaction. `round`: a duplicate tournament's game number. Refuses
  // no_such_tournament, tournament_cancelled, tournament_not_running (the room made outside its
  // time), bad_tournament_room (not its game, rules, seats, rated choice or seed, or hinted),
  // not_entrant, already_playing (an entrant's game is open: one at a time, on every instance),
  // already_played (a duplicate tournament's game the entrant has).
  void create_room(const RoomRecord& room, int round, Answer answer);
  // An arena's pairing, for `lease_ms` from `now_ms`: count 1 when this instance may pair it (it
  // held the lease, or the last holder's ran out), 0 when another instance pairs it now.
  void claim_pairing(const std::string& id, const std::string& instance, int64_t now_ms, int64_t lease_ms,
                     Answer answer);
  // The entrant is present on `p.instance` with a new seat token (its row, made or renewed: no
  // room told yet); absent once its instance's last socket watching stops.
  void present(const TournamentPresence& p, Answer answer);
  void absent(const std::string& tournament, int64_t account, const std::string& instance, Answer answer);
  // The instance's rows are seen now; every row not seen since `stale_before_ms` goes.
  void refresh_presence(const std::string& instance, int64_t now_ms, int64_t stale_before_ms, Answer answer);
  // Those present on any instance and seen since `fresh_since_ms`, by account.
  std::vector<TournamentPresence> presence(const std::string& tournament, int64_t fresh_since_ms);
  // The instance's rows a pairing seated (room set): the people it is to tell.
  std::vector<TournamentPresence> seated(const std::string& instance);
  // The row's person was told of `room`: the row takes the next seat token's hash.
  void told(const std::string& tournament, int64_t account, const std::string& instance, const std::string& room,
            const std::string& new_token_hash, Answer answer);
  // The final standings, written once (count 1; 0 when another instance wrote them first).
  void finish(const std::string& id, const std::vector<TournamentResult>& results, int64_t now_ms, Answer answer);
  std::vector<TournamentResult> results(const std::string& id);
  // The account's finished tournaments, the latest first, with its place in each.
  std::vector<AccountTournament> of_account(int64_t account, size_t limit);

 private:
  SqlAccess& db_;
};

}  // namespace cubilete::store
