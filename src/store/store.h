#pragma once
// Where the online table keeps its rooms: every room, its seats (token hashes, never tokens) and
// every action in order, so that a server killed at any moment comes back with every action any
// client was told about. Writes are queued and committed by the store's own thread, several at a
// time (group commit); each write's callback runs once its transaction is committed, and only
// then may the server tell anyone about it.
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "store/account_records.h"
#include "store/analysis_records.h"
#include "store/daily_records.h"
#include "store/write_stats.h"
#include "store/moderation_records.h"

namespace cubilete::store {

// How far a room's stored updated_ms may lag its last action (append_actions).
constexpr int64_t kActivityResolutionMs = 60'000;

class SqlSession;
class SharedLobby;

struct SeatRecord {
  std::string name;         // as shown to the table
  std::string player;       // "human" or a bot name with its settings
  std::string token_hash;   // lowercase hex SHA-256 of the seat's token; "" while a person seat is open
  std::string client_seed;  // "" when none was given
  int64_t account = 0;      // the account whose seat it is (0: none; a person playing as a guest, a bot)
  // The key of the address that took it (server/address_limits.h address_key; "" unknown), for the
  // rules of one address at a table after a restart or on another instance; erased at the end.
  std::string address_key{};
};

struct ChatRecord {
  int64_t at_ms = 0;  // Unix time in milliseconds
  int seat = -1;      // -1: nobody in particular (a notice)
  std::string name, text;
  // The line's id within its room (PROTOCOL.md v1.1, chat `id`): 1, 2, ... in order, given by the
  // room that writes it; a report or a moderator names a line by it.
  int64_t id = 0;
  bool removed = false;  // a moderator removed it: its text is gone (`cubilete admin delete-chat`)
};

struct RoomRecord {
  std::string code, game, name;
  std::string rules;        // the resolved rules as a JSON object of strings
  std::string status;       // "waiting", "playing", "over" or "expired"
  std::string server_seed;  // hex; secret until the game is over
  std::string commitment;   // hex SHA-256 of the server seed
  uint64_t seed = 0;        // the game's seed, once it is playing
  int turn_seconds = 0;
  std::string hints = "on";  // "on" or "off": whether people may ask the advisor while playing
  std::string abandoned_by;  // the seats that left a claimed game, separated by spaces ("" for none)
  // PROTOCOL.md v1.1, Rooms. A rated room's end moves its accounts' ratings (finish_game); the
  // store refuses one whose game has no rating, which gives hints, or with a bot whose rating is
  // not measured (accounts/bot_ratings.h), and a person's seat in it without an account.
  bool rated = false;
  bool listed = false;   // `public`: listed in the lobby
  std::string language;  // the creator's: "pt-BR", "es-AR", "en" ("" when not said)
  // updated_ms: the last stored action, to within kActivityResolutionMs.
  int64_t created_ms = 0, updated_ms = 0;
  std::string rematch;      // the next room's code, once there is one
  std::string previous;     // the room this one is a rematch of
  std::string daily;        // the day (YYYY-MM-DD) a daily challenge's room attempts (create_daily_room)
  std::vector<SeatRecord> seats;
  std::vector<std::string> actions;  // every action's text, chance included, in order
  std::vector<std::string> decided_by;  // parallel to actions: who decided each ("" unknown)
  std::vector<ChatRecord> chat;      // the latest messages, oldest first
};

// "" when committed, else what went wrong (the write was not made).
using Done = std::function<void(const std::string& error)>;

class Store {
 public:
  virtual ~Store() = default;
  // Where the data lives, for the log ("SQLite /path/tables.db").
  virtual std::string describe() const = 0;

  virtual void create_room(const RoomRecord& room, Done done) = 0;
  virtual void update_seat(const std::string& code, int seat, const SeatRecord& record, Done done) = 0;
  // The game starts: its seed is fixed and the status becomes "playing".
  virtual void start_game(const std::string& code, uint64_t seed, Done done) = 0;
  virtual void set_status(const std::string& code, const std::string& status, Done done) = 0;
  // A game someone claimed: it is over, left by `seats` (separated by spaces).
  virtual void set_abandoned(const std::string& code, const std::string& seats, Done done) = 0;
  // (finish_game, below, records a game's end with everything that follows from it; set_status
  // "over" and set_abandoned record only the status.)
  virtual void set_rematch(const std::string& code, const std::string& rematch, Done done) = 0;
  // Appends actions first_index, first_index + 1, ... of a room. Fails, writing none of them, if
  // any of those indices is already written: an action index is written once, ever.
  // `decided_by` is parallel to `actions`, or empty (nobody said). The room's updated_ms moves
  // only once it is kActivityResolutionMs old: written with every action, the room's row would
  // be a second page to write with each one.
  virtual void append_actions(const std::string& code, uint64_t first_index, const std::vector<std::string>& actions,
                              const std::vector<std::string>& decided_by, Done done) = 0;
  void append_actions(const std::string& code, uint64_t first_index, const std::vector<std::string>& actions,
                      Done done) {
    append_actions(code, first_index, actions, {}, std::move(done));
  }
  virtual void append_chat(const std::string& code, const ChatRecord& chat, Done done) = 0;
  // Blocks until every write queued before the call is committed (or failed).
  virtual void flush() = 0;

  // Reads (synchronous; each sees every committed write).
  virtual std::vector<std::string> active_rooms() = 0;  // codes of the "waiting" and "playing" rooms
  virtual std::optional<RoomRecord> load_room(const std::string& code, size_t chat_limit) = 0;
  virtual int schema_version() = 0;
  // The write queue's commit times and depth, for /metrics.
  virtual const WriteStats& write_stats() const = 0;

  // Ownership, for several server instances sharing one store: an instance serves a room only
  // while it holds the room's claim. A store used by one process (SQLite) grants every claim.
  virtual bool shared() const { return false; }
  struct Claim {
    enum Outcome { owned, held_elsewhere, unavailable } outcome = owned;
    uint64_t generation = 0;  // claims of an older generation are gone (see OwnershipEvents::lost)
  };
  // Takes the room's claim (synchronous). When another instance holds it, asks that instance to
  // let it go and waits a moment for it (held_elsewhere if it does not); unavailable when the
  // store cannot tell now. Claims are counted: each owned claim is released once.
  virtual Claim claim(const std::string&) { return {}; }
  // Gives a claim back once every write queued before the call is committed, so the next owner
  // reads all of them. A claim of a generation already lost is ignored.
  virtual void release(const std::string&, uint64_t) {}
  struct OwnershipEvents {
    std::function<void(const std::string& code)> wanted;  // another instance asks for this room
    std::function<void(uint64_t generation)> lost;        // every claim older than this is gone
  };
  // Called from the store's own thread; empty events stop the calls (and wait for one running).
  virtual void watch_ownership(OwnershipEvents) {}
  // The lobby the instances of a shared store have in common (shared_lobby.h); none for a store
  // one process uses: its lobby is that process's memory.
  virtual SharedLobby* shared_lobby() { return nullptr; }

  // --- Accounts (PROTOCOL.md v1.1, Accounts) ---
  // Written once for both databases (store/sql/). Writes go through the same queue as the rooms'
  // and answer once committed or refused (a refusal changes nothing); reads are synchronous.
  // Passwords are verified by the caller (accounts/password.h): the store keeps and compares
  // only hashes, and refuses anything else where a hash belongs.

  // Refuses bad_name (accounts/account_name.h), bad_password_hash, name_taken (the name, another
  // case of it, or a look-alike of a live account's). Answers the new account's id.
  void create_account(const NewAccount& account, Answer answer);
  // A live account by its name in any case (deleted accounts have none).
  std::optional<Account> find_account(std::string_view name);
  std::optional<Account> account(int64_t id);

  // Refuses bad_token_hash (not a lowercase hex SHA-256), bad_expiry, no_such_account.
  void create_session(const Session& session, Answer answer);
  // The session with that hash, if it has not expired by `now_ms` and its account is live.
  std::optional<SignedIn> find_session(const std::string& token_hash, int64_t now_ms);
  // Marks the session seen and moves its expiry; refuses no_such_session (unknown or expired).
  void touch_session(const std::string& token_hash, int64_t now_ms, int64_t expires_ms, Answer answer);
  // Ends one session (count: 1, or 0 when there was none: signing out twice is no error).
  void revoke_session(const std::string& token_hash, Answer answer);
  // Ends every session of the account but `keep_token_hash` ("" keeps none): "sign out
  // everywhere". Count: how many ended.
  void revoke_sessions(int64_t account, const std::string& keep_token_hash, Answer answer);
  // Sets the password's hash if the current one is still `current_hash` (the one the caller
  // verified the old password against; else password_changed), ends every other session but
  // `keep_token_hash` and every reset token. Refuses no_such_account, bad_password_hash.
  void change_password(int64_t account, const std::string& current_hash, const std::string& new_hash,
                       const std::string& keep_token_hash, Answer answer);
  // Erases the account's personal data (if its hash is still `current_hash`, as above): its name,
  // password hash, sessions, reset tokens, sign-in failures, ratings and profile; its seats keep
  // their games under the neutral name (accounts::kDeletedAccountName) and the chat lines it wrote
  // go. The other players' games, results and ratings stay, and so do reports and the admin log,
  // without its name, its words or its address (sql::forget_account). The name is free again
  // afterwards.
  void delete_account(int64_t account, const std::string& current_hash, int64_t now_ms, Answer answer);
  // The same password hashed at another cost (accounts::password_needs_rehash), if the hash is
  // still `current_hash`; no session ends. Refuses no_such_account, bad_password_hash,
  // password_changed.
  void rehash_password(int64_t account, const std::string& current_hash, const std::string& new_hash,
                       Answer answer);

  // Counts a failed sign-in (a wrong password) within a window of `window_ms`: a failure after the
  // window started anew begins a new one. Count: the failures in the window, this one included.
  void note_failed_signin(int64_t account, int64_t now_ms, int64_t window_ms, Answer answer);
  void clear_failed_signins(int64_t account, Answer answer);
  // The failures of the account's window that is still open at `now_ms` (none once it is over).
  SigninFailures failed_signins(int64_t account, int64_t now_ms, int64_t window_ms);

  // A one-time password reset (`cubilete admin`): the token's hash, valid until `expires_ms`;
  // the account's earlier reset tokens end. Refuses bad_token_hash, no_such_account.
  void issue_reset_token(int64_t account, const std::string& token_hash, int64_t created_ms, int64_t expires_ms,
                         Answer answer);
  // Sets the password of the token's account and ends the token and every session of the
  // account (id: the account). Refuses bad_reset_token (unknown, used or expired),
  // bad_password_hash.
  void use_reset_token(const std::string& token_hash, const std::string& new_hash, int64_t now_ms, Answer answer);
  // Deletes expired sessions and reset tokens (count: how many).
  void purge_expired(int64_t now_ms, Answer answer);

  // --- A game's end, ratings, profiles ---
  // Records the end of a game, once: the status "over" (and the seats that left a claimed game),
  // each account's row of the game for its profile and its counts, and, in a rated room, every
  // account's new rating (accounts/game_rating.h: Glicko-2 against the bots' fixed ratings) with
  // its change. All in one transaction, exactly once: asked again (after a restart, by another
  // instance) it changes nothing and answers count 0; the first time, count is how many ratings
  // moved. Refuses no_such_room, not_playing (a room waiting or expired), bad_result (an end that
  // does not fit the room's seats).
  void finish_game(const std::string& code, const GameEnd& end, Answer answer);
  // The account's rating of every rated game (accounts::rated_games(), in that order).
  std::vector<GameRating> ratings(int64_t account, int64_t now_ms);
  RatingHistory rating_history(int64_t account, const std::string& game);
  // The best `limit` accounts of the game's leaderboard (accounts/rating_policy.h says who is on
  // it), best first.
  std::vector<LeaderboardEntry> leaderboard(const std::string& game, int64_t now_ms, size_t limit);
  // The account's place on that leaderboard, if it is on it.
  std::optional<int64_t> rank(int64_t account, const std::string& game, int64_t now_ms);
  // The account's finished games, newest first, `limit` of them from `before` (from the newest
  // when nothing).
  GamesPage games_page(int64_t account, const std::optional<GamesCursor>& before, size_t limit);
  std::vector<GameStats> game_stats(int64_t account);
  // The rooms not over where the account holds a seat, newest first.
  std::vector<AccountRoom> account_rooms(int64_t account);
  // The rating changes a rated room's end made, of the seats of `accounts` (those it has).
  std::vector<RatingChange> room_rating_changes(const std::string& code, const std::vector<int64_t>& accounts);

  // A person who played without an account and made one keeps a seat of theirs: the seat whose
  // token hashes to `token_hash` becomes the account's, shown under `name`; a game already over
  // (its end recorded by finish_game) joins the account's games and counts, from `outcome` (the
  // game's end as the room knows it). Refuses bad_token (no seat of the room has that token),
  // has_account (another account's seat), already_seated (the account has another seat of the
  // room), rated (a rated room's seats are accounts' from the start), no_such_room,
  // no_such_account, bad_result. Count: 1 when a finished game joined the profile, else 0; asked
  // again for the same account it changes nothing.
  void keep_seat(const std::string& code, int seat, const std::string& token_hash, int64_t account,
                 const std::string& name, const std::optional<accounts::GameOutcome>& outcome, Answer answer);

  // --- Analyses (migration 4; docs/analysis.md) ---
  // Keeps the analysis document of a finished room, written by analysis `version` (a document of
  // an older version is replaced, never one of a newer), with its `measure` and its seats'
  // summaries (migration 6). Refuses no_such_room, not_over.
  void save_analysis(const std::string& room, int version, const std::string& document, const std::string& measure,
                     const std::vector<AnalysisSeat>& seats, int64_t now_ms, Answer answer);
  // The room's document if one of `version` is kept.
  std::optional<std::string> analysis(const std::string& room, int version);
  // The account's analysed games by game and measure, each with its `recent` newest games.
  std::vector<AnalysisSummary> analysis_summaries(int64_t account, size_t recent);

  // --- The daily challenge (migration 9; store/daily_records.h) ---
  // Keeps each (day, game)'s seed unless that day's game has one already: the first seed made
  // stands, whichever instance made it (count: how many were new).
  void ensure_daily_seeds(const std::vector<DailySeed>& seeds, Answer answer);
  // The seeds of the days from `from` to `to` (YYYY-MM-DD, both included), by day and game.
  std::vector<DailySeed> daily_seeds(const std::string& from, const std::string& to);
  // A daily attempt's room (its one seat, `daily` its day, dealt by the day's seed) and the attempt,
  // in one transaction: a refusal writes neither; the day's entrants count it. Ranked only if asked
  // and no other attempt of the day's game came from the same address key (then count 1, else 0).
  // Refuses no_such_day, bad_attempt (not one unrated seat of that day's game and seed),
  // already_attempted (the entrant has one: only one a day).
  void create_daily_room(const RoomRecord& room, const DailyAttempt& attempt, Answer answer);
  std::optional<DailyAttempt> daily_attempt(const std::string& date, const std::string& game,
                                            const std::string& entrant);
  std::optional<DailyAttempt> daily_attempt_of_room(const std::string& room);
  // The ranked results that are over, best first (DailyResult), `limit` of them after the first
  // `after_rank`, and the day's entrants.
  DailyBoard daily_board(const std::string& date, const std::string& game, int64_t after_rank, size_t limit);
  // The account's ranked result of the day's game with its place, if it has one.
  std::optional<DailyResult> daily_result(const std::string& date, const std::string& game, int64_t account);
  // The address keys of the attempts of every day before `before` (YYYY-MM-DD), erased: they only
  // decided, while their day was played, which attempt came first from an address (address_shared
  // stays). A guest's entrant, which is its address's key, becomes "g:" and the room's code.
  // Count: how many attempts were changed.
  void forget_daily_addresses(const std::string& before, Answer answer);
  // The account's attempts, the newest day first (a history and its streak).
  std::vector<DailyAttempt> daily_history(int64_t account, size_t limit);
  // The ranked results of a day's game that are over, the best first, each with its account's age,
  // its address's flag and its game's analysis where there is one (the moderators' luck list).
  std::vector<DailyLuckRow> daily_luck(const std::string& date, const std::string& game);
  // The days (YYYY-MM-DD) on which the account finished an attempt of any game, the newest first
  // (its streaks).
  std::vector<std::string> daily_days_played(int64_t account, size_t limit);

  // --- Moderation (migration 5; docs/operating.md, Moderation) ---
  // Every admin write records itself in the admin log (who, when, what, why) and, where running
  // servers must act, a moderation event, in one transaction.
  // A player's report (id: the report's). Refuses no_such_room.
  void add_report(const Report& report, Answer answer);
  // Newest first; `open_only`: those not resolved.
  std::vector<Report> reports(bool open_only, size_t limit);
  // Refuses no_such_report, already_resolved.
  void resolve_report(int64_t id, const AdminAction& by, Answer answer);
  // Mutes or bans an account or an address (id: the sanction's); a live one of the same kind and
  // target is replaced. Banning an account ends its sessions (count: how many). Refuses
  // bad_sanction, bad_expiry, no_such_account.
  void add_sanction(const Sanction& sanction, const AdminAction& by, Answer answer);
  // Lifts the live `kind` of the account (or address). Refuses not_sanctioned, no_such_account.
  void lift_sanction(const std::string& kind, int64_t account, const std::string& address, const AdminAction& by,
                     Answer answer);
  std::vector<Sanction> live_sanctions(int64_t now_ms);
  // A waiting or playing room ends as "closed": no end recorded, no rating moves. Refuses
  // no_such_room, not_open.
  void close_room(const std::string& code, const AdminAction& by, Answer answer);
  // The chat line's text is gone for everyone (kept only in the admin log). Refuses no_such_room,
  // no_such_line, already_removed.
  void delete_chat(const std::string& code, int64_t line, const AdminAction& by, Answer answer);
  // issue_reset_token, logged (the token is never logged). Refuses as issue_reset_token.
  void issue_reset_link(int64_t account, const std::string& token_hash, int64_t expires_ms, const AdminAction& by,
                        Answer answer);
  // The admin log's newest `limit` entries, newest first; and those after `after_id`, oldest first.
  std::vector<AdminLogEntry> admin_log(size_t limit);
  std::vector<AdminLogEntry> admin_log_after(int64_t after_id, size_t limit);
  // The highest moderation event's id (0: none): servers poll it, and read the events after the
  // last one they saw.
  int64_t moderation_version();
  std::vector<ModerationEvent> moderation_events(int64_t after_id);
  // Rooms by their latest activity, newest first (`live_only`: waiting and playing).
  std::vector<RoomListing> recent_rooms(bool live_only, size_t limit);
  // Live accounts whose name contains `search` (any case), by name.
  std::vector<AccountListing> find_accounts(const std::string& search, int64_t now_ms, size_t limit);

 protected:
  // What each database does for the accounts' part: a write runs `work` in a transaction (its
  // own, or a savepoint of a group), undone when it throws (Refused: answered with its code;
  // anything else: store_failed), and answers after the commit; a read runs `reading` in one
  // read-only snapshot.
  using Work = std::function<Outcome(SqlSession&)>;
  virtual void write(Work work, Answer answer) = 0;
  virtual void read(const std::function<void(SqlSession&)>& reading) = 0;
  // What `f` reads.
  template <class F>
  auto read_value(F&& f) {
    decltype(f(std::declval<SqlSession&>())) out{};
    read([&](SqlSession& db) { out = f(db); });
    return out;
  }
};

// Opens (creating if needed, and migrating to the current schema) the store at `location`: a
// postgresql:// (or postgres://) URI for PostgreSQL, else a file path for SQLite. Throws std::runtime_error with the reason if it cannot.
std::unique_ptr<Store> open_store(const std::string& location);
// $XDG_DATA_HOME/cubilete/tables.db, else ~/.local/share/cubilete/tables.db.
std::string default_store_path();

}  // namespace cubilete::store
