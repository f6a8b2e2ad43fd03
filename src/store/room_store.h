#pragma once
// The online table's rooms: every room, its seats (token hashes, never tokens) and every action in
// order, so that a server killed at any moment comes back with every action any client was told
// about; and, for several instances sharing one database, which instance serves each room. Each
// database implements these itself (SqliteStore, PgStore): writes are queued and committed by the
// store's own thread, several at a time (group commit), and each write's callback runs once its
// transaction is committed; only then may the server tell anyone about it.
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "store/room_status.h"

namespace cubilete::store {

// "" when committed, else what went wrong (the write was not made).
using Done = std::function<void(const std::string& error)>;

// How far a room's stored updated_ms may lag its last action (append_actions).
constexpr int64_t kActivityResolutionMs = 60'000;

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
  RoomStatus status = RoomStatus::Waiting;
  std::string server_seed;  // hex; secret until the game is over
  std::string commitment;   // hex SHA-256 of the server seed
  uint64_t seed = 0;        // the game's seed, once it is playing
  int turn_seconds = 0;
  bool hints = true;              // whether people may ask the advisor while playing
  std::vector<int> abandoned_by;  // the seats that left a claimed game
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
  std::string tournament;   // the tournament whose game this is ("" none; TournamentStore::create_room)
  int tournament_round = 0;  // a duplicate tournament's game number: written in the tournament's rows, not the room's
  // Until then (Unix ms; 0 never) the room's dice deal others' games too (a duplicate tournament's):
  // nobody but its player watches it and nobody reads its record.
  int64_t sealed_until_ms = 0;
  // A duplicate room (PROTOCOL.md v1.2): "duplicate" for a match, whose seats each play a room of
  // their own on the same dice (its members); "" for every other room.
  std::string mode;
  // A member of a match: the match's code and the seat of it that the member plays ("", -1 otherwise).
  std::string match;
  int match_seat = -1;
  // Read, never written: a member's match is over (from then on its dice are everyone's to see).
  bool match_over = false;
  // Read, never written: a match's members' codes by seat ("" for a seat with none yet).
  std::vector<std::string> members;
  // A score sheet's room (PROTOCOL.md v1.2, docs/sheet.md): its dice are typed in by its people
  // from a real cup, never drawn from the seed.
  bool dice_entered = false;
  std::vector<SeatRecord> seats;
  std::vector<std::string> actions;  // every action's text, chance included, in order
  std::vector<std::string> decided_by;  // parallel to actions: who decided each ("" unknown)
  // Parallel to actions in a score sheet's room: the seat whose socket entered each (-1 none).
  std::vector<int> entered_by;
  std::vector<ChatRecord> chat;      // the latest messages, oldest first
};

class RoomStore {
 public:
  virtual void create(const RoomRecord& room, Done done) = 0;
  virtual void update_seat(const std::string& code, int seat, const SeatRecord& record, Done done) = 0;
  // The game starts: its seed is fixed and the status becomes "playing".
  virtual void start_game(const std::string& code, uint64_t seed, Done done) = 0;
  virtual void set_status(const std::string& code, RoomStatus status, Done done) = 0;
  // A game someone claimed: it is over, left by `seats`.
  virtual void set_abandoned(const std::string& code, const std::vector<int>& seats, Done done) = 0;
  // (ProfileStore::finish_game records a game's end with everything that follows from it;
  // set_status "over" and set_abandoned record only the status.)
  virtual void set_rematch(const std::string& code, const std::string& rematch, Done done) = 0;
  // Appends actions first_index, first_index + 1, ... of a room. Fails, writing none of them, if
  // any of those indices is already written: an action index is written once, ever, but in a room
  // of entered dice, whose people may take back their last entry (take_back_actions).
  // `decided_by` is parallel to `actions`, or empty (nobody said). The room's updated_ms moves
  // only once it is kActivityResolutionMs old: written with every action, the room's row would
  // be a second page to write with each one.
  // `entered_by` likewise, or empty (-1 for each: nobody entered them).
  virtual void append_actions(const std::string& code, uint64_t first_index, const std::vector<std::string>& actions,
                              const std::vector<std::string>& decided_by, const std::vector<int>& entered_by,
                              Done done) = 0;
  void append_actions(const std::string& code, uint64_t first_index, const std::vector<std::string>& actions,
                      const std::vector<std::string>& decided_by, Done done) {
    append_actions(code, first_index, actions, decided_by, {}, std::move(done));
  }
  void append_actions(const std::string& code, uint64_t first_index, const std::vector<std::string>& actions,
                      Done done) {
    append_actions(code, first_index, actions, {}, {}, std::move(done));
  }
  // A room of entered dice takes back its actions from `first_index` on (a score sheet's undo).
  // Fails, removing nothing, where the room's dice are not entered or it has no action there.
  virtual void take_back_actions(const std::string& code, uint64_t first_index, Done done) = 0;
  virtual void append_chat(const std::string& code, const ChatRecord& chat, Done done) = 0;

  // Reads (synchronous; each sees every committed write).
  virtual std::vector<std::string> active() = 0;  // codes of the "waiting" and "playing" rooms
  virtual std::optional<RoomRecord> load(const std::string& code, size_t chat_limit) = 0;

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

 protected:
  ~RoomStore() = default;
};

}  // namespace cubilete::store
