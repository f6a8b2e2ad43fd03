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
#include <vector>

namespace cubilete::store {

struct SeatRecord {
  std::string name;         // as shown to the table
  std::string player;       // "human" or a bot name with its settings
  std::string token_hash;   // lowercase hex SHA-256 of the seat's token; "" while a person seat is open
  std::string client_seed;  // "" when none was given
};

struct ChatRecord {
  int64_t at_ms = 0;  // Unix time in milliseconds
  int seat = -1;      // -1: nobody in particular (a notice)
  std::string name, text;
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
  int64_t created_ms = 0, updated_ms = 0;
  std::string rematch;      // the next room's code, once there is one
  std::string previous;     // the room this one is a rematch of
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
  virtual void set_rematch(const std::string& code, const std::string& rematch, Done done) = 0;
  // Appends actions first_index, first_index + 1, ... of a room. Fails, writing none of them, if
  // any of those indices is already written: an action index is written once, ever.
  // `decided_by` is parallel to `actions`, or empty (nobody said).
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
};

// Opens (creating if needed, and migrating to the current schema) the store at `location`: a
// postgresql:// (or postgres://) URI for PostgreSQL, else a file path for SQLite. Throws std::runtime_error with the reason if it cannot.
std::unique_ptr<Store> open_store(const std::string& location);
// $XDG_DATA_HOME/cubilete/tables.db, else ~/.local/share/cubilete/tables.db.
std::string default_store_path();

}  // namespace cubilete::store
