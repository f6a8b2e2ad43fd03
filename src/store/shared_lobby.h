#pragma once
// The lobby that the server instances of one shared store (PostgreSQL) have in common
// (migration 7; docs/operating.md, "The lobby across instances"): the public tables waiting for
// people and the public games being played, each written by the instance that serves its room and
// told to every other at once (LISTEN/NOTIFY); and the quick-play pool, where a seek made on one
// instance pairs with one made on another. The store keeps the server's texts without reading
// them. A store one process uses (SQLite) has none: its lobby lives in that process's memory.
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace cubilete::store {

struct LobbyEntry {
  std::string kind;  // "table" (an open public table) or "live" (a public game being played)
  std::string room;
  std::string body;  // the server's text of it
};

struct PooledSeek {
  std::string instance;  // the instance holding the person's socket (set by the store)
  uint64_t seeker = 0;   // that instance's id of the socket
  std::string pool;      // what two seeks must share to pair: game, rules, players, rated
  int players = 2;
  int64_t account = 0;   // a signed-in person's (0: a guest); never paired with the same account
  std::string body;      // the server's text of the seek (no secret in it)
  // The hash of the seat token the person's instance drew: the token never leaves that instance.
  std::string token_hash;
};

struct LobbyEvents {
  // Another instance changed an entry (body: none once it left the lists).
  std::function<void(const std::string& kind, const std::string& room, const std::optional<std::string>& body)> changed;
  // Every entry: once watching starts, again after the connection came back (`again`), and every
  // few seconds, so that nothing a lost notification carried stays wrong for long.
  std::function<void(const std::vector<LobbyEntry>& entries, bool again)> snapshot;
  // A pairing on some instance seated one of this instance's seekers (room "": it failed).
  std::function<void(uint64_t seeker, const std::string& room, int seat)> paired;
};

class SharedLobby {
 public:
  virtual ~SharedLobby() = default;
  // An entry of a room this instance serves: queued, written in order, told to the others. While
  // this instance lives and keeps it, it stays; else it leaves when it expires (a table after
  // `table_ttl_ms` of watch(), a live game a few seconds).
  virtual void put(const LobbyEntry& entry) = 0;
  virtual void remove(const std::string& kind, const std::string& room) = 0;
  // The room is not served here any more (handed over, forgotten): its entry stays until it
  // expires or its next owner writes it.
  virtual void release(const std::string& kind, const std::string& room) = 0;

  // Who may sit at one table: the lobby's rule (quick_pool.h), asked of every two seeks.
  using MaySitTogether = std::function<bool(const PooledSeek& a, const PooledSeek& b)>;
  // Quick play. Synchronous (call it from a worker): either the pool held `players - 1` seeks of
  // live instances that may sit with it and with each other (the oldest first), which are taken
  // out and returned, or the seek entered the pool and nothing is returned.
  virtual std::vector<PooledSeek> seek(const PooledSeek& seek, const MaySitTogether& may_sit_together) = 0;
  // The seeker leaves the pool (queued).
  virtual void leave(uint64_t seeker) = 0;
  // A seek that seek() returned is seated: its instance hears `paired` (room "": the room could not
  // be made). Queued.
  virtual void seat(const PooledSeek& taken, const std::string& room, int seat) = 0;

  // Empty events stop the calls (and wait for one running).
  virtual void watch(LobbyEvents events, int64_t table_ttl_ms) = 0;
};

}  // namespace cubilete::store
