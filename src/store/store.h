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
#include "store/analysis_store.h"
#include "store/daily_store.h"
#include "store/write_stats.h"
#include "store/moderation_store.h"
#include "store/profile_store.h"
#include "store/sql_access.h"

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
  std::string daily;        // the day (YYYY-MM-DD) a daily challenge's room attempts (DailyStore::create_room)
  std::vector<SeatRecord> seats;
  std::vector<std::string> actions;  // every action's text, chance included, in order
  std::vector<std::string> decided_by;  // parallel to actions: who decided each ("" unknown)
  std::vector<ChatRecord> chat;      // the latest messages, oldest first
};

// "" when committed, else what went wrong (the write was not made).
using Done = std::function<void(const std::string& error)>;

// The rooms and their ownership are the store's own, each database's; the other areas are written
// once over SqlAccess, and an area with an interface of its own (analyses(), daily(), moderation(),
// profiles()) can be handed to the code that needs only it. docs/plans/store-by-area.md lists the
// areas.
class Store : protected SqlAccess {
 public:
  virtual ~Store() = default;
  // The analyses of finished games.
  AnalysisStore& analyses() { return analyses_; }
  // A game's end, the ratings it moves, leaderboards and profiles.
  ProfileStore& profiles() { return profiles_; }
  // The daily challenge's seeds, attempts and boards.
  DailyStore& daily() { return daily_; }
  // Reports, sanctions, the admin log and the events running servers act on.
  ModerationStore& moderation() { return moderation_; }
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

 private:
  AnalysisStore analyses_{*this};
  DailyStore daily_{*this};
  ModerationStore moderation_{*this};
  ProfileStore profiles_{*this};
};

// Opens (creating if needed, and migrating to the current schema) the store at `location`: a
// postgresql:// (or postgres://) URI for PostgreSQL, else a file path for SQLite. Throws std::runtime_error with the reason if it cannot.
std::unique_ptr<Store> open_store(const std::string& location);
// $XDG_DATA_HOME/cubilete/tables.db, else ~/.local/share/cubilete/tables.db.
std::string default_store_path();

}  // namespace cubilete::store
