#pragma once
// Every room the server holds, by code: creating rooms (POST /api/rooms and rematches), finding
// them (loading finished ones from the store on demand), bringing unfinished rooms back at start,
// and dropping waiting rooms nobody joined.
#include <nlohmann/json.hpp>

#include <atomic>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "server/room/room.h"
#include "server/room/room_request.h"

namespace cubilete::server {

class RoomRegistry {
 public:
  void attach(ServerContext& context) { context_ = &context; }

  // POST /api/rooms from the address `client` by `creator` (signed in, or a guest): checks the
  // body, asks the admission (bans and limits), makes the room, stores it, then replies.
  void create(const nlohmann::json& body, const std::string& client, const Person& creator, Reply reply);
  struct Made {
    std::string code;  // empty when no room was made: see refusal
    // Why no room was made: "too_many_rooms", or "moved" when this instance cannot claim a code
    // now (its store's ownership connection is lost: its rooms are about to move).
    std::string refusal;
  };
  // A room with every seat already taken (the seats' tokens as given), which starts at once;
  // `stored` is told when the store has it ("" or what went wrong), from the store's thread.
  // `like` gives the game, rules, seats, clock, hints and the previous room; the rest is new.
  Made create_rematch(store::RoomRecord like, std::function<void(const std::string& error)> stored);
  // A daily challenge's attempt (server/daily/): a room of one seat for `person` from `client`,
  // dealt by the day's seed, with no hints, unlisted, stored with its attempt's row in one write.
  // `reply` gets 201 as POST /api/rooms gives it, or 409 already_attempted when another request
  // of the same entrant came first (no room is kept then). Bans and limits are the caller's
  // (Admission), as for every way in.
  struct DailyStart {
    const GameEntry* entry = nullptr;
    Assignments rules;  // the day's, resolved
    crypto::Bytes day_seed;
    store::DailyAttempt attempt;  // all but `room`
    std::string language;
  };
  void create_daily(const DailyStart& start, const std::string& client, const Person& person, Reply reply);
  // A duplicate tournament's game (server/tournament/): a room of one seat for `person`, dealt by
  // the tournament's seed, with no hints, unlisted, stored with its tournament row in one write
  // (TournamentStore::create_room). `reply` gets 201 as POST /api/rooms gives it, or 409 with the
  // store's refusal (already_playing, already_played, not_entrant, tournament_not_running).
  struct TournamentGameStart {
    const GameEntry* entry = nullptr;
    Assignments rules;  // the tournament's, resolved
    crypto::Bytes seed;
    std::string tournament;
    int round = 0;
    int64_t sealed_until_ms = 0;  // the tournament's end: its dice are everyone's from then
    std::string language;
  };
  void create_tournament_game(const TournamentGameStart& start, const std::string& client, const Person& person,
                              Reply reply);

  // A duplicate room's members (server/room/machine_match.cpp): for each of `seats` of `match` (its
  // record as the match knows it: its rules, seeds and seats), a room of that seat alone (its
  // name, player, token hash, account and address) under the match's rules for one player, dealt
  // by the match's game seed: the match's server seed, and one client seed that joins the match's
  // as the game seed does. Each starts at once. The codes come in the order of `seats`; "" where
  // none was made (`refusal`: "too_many_rooms" or "moved").
  struct Members {
    std::vector<std::string> codes;
    std::string refusal;
  };
  Members create_members(const store::RoomRecord& match, const std::vector<int>& seats);
  // A member's report for its match, if this instance holds the match (a match loaded later asks
  // its members again).
  void report_to_match(const std::string& match, room::MemberReport report);
  // The match's word to its members. A member not held here is not brought into memory: asked for
  // its report, its copy in the store answers.
  void tell_members(const std::string& match, const std::vector<std::string>& rooms, room::FromMatch word);

  struct Found {
    std::shared_ptr<Room> room;  // null: no such room, or
    bool moved = false;          // another instance serves it (or the store cannot tell now)
  };
  // The room. Rooms not in memory (finished before a restart, or served by an instance that died
  // or let them go) are claimed and read from the store.
  Found find(const std::string& code);
  // Forgets `room` (if it is still the one held under its code) and gives back its claim.
  void remove(const Room& room);
  // At start: every waiting and playing room of the store that no other instance serves,
  // replayed. Returns how many.
  size_t load_active();
  // Another instance asks for this room: its sockets are told `moved` and its claim given back.
  void hand_over(const std::string& code);
  // Every claim older than `generation` is gone: every room held under one is dropped (`moved`).
  void ownership_lost(uint64_t generation);
  void for_each(const std::function<void(const std::shared_ptr<Room>&)>& f);
  // An account was deleted: the rooms held here show its seats under the neutral name.
  void account_gone(int64_t account);
  // A moderator's event (moderation/moderation.h) for a room held here: it closes, or a chat line
  // goes; rooms not in memory need nothing (the store has it).
  void moderate(const store::ModerationEvent& event);
  // Drops waiting rooms idle for longer than the expiry, and finished rooms nobody watches.
  void sweep();
  size_t size() const;

 private:
  struct Held {
    std::shared_ptr<Room> room;
    uint64_t claim_generation = 0;
  };
  std::shared_ptr<Room> adopt(store::RoomRecord record);
  // The room held here under `code`, or null (never read from the store).
  std::shared_ptr<Room> held(const std::string& code);
  // A new room held under an unused code (given to `r`), or null with why not: "too_many_rooms",
  // or "moved" (no code can be claimed now).
  std::shared_ptr<Room> hold_new(store::RoomRecord& r, const crypto::Bytes& server_seed, std::string& refusal);
  static HttpAnswer refused_room(const std::string& refusal);
  // A code nobody uses, claimed. Called with mutex_ held.
  std::string unused_code(uint64_t& claim_generation);

  ServerContext* context_ = nullptr;
  mutable std::mutex mutex_;
  std::unordered_map<std::string, Held> rooms_;
  uint64_t lost_generation_ = 0;  // claims older than this are gone
  std::atomic<bool> started_{false};  // load_active is done: unfinished rooms found later are taken over
};

}  // namespace cubilete::server
