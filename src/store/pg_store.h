#pragma once
// The shared store: PostgreSQL, for several `cubilete serve` instances at once. Same schema
// version and guarantees as SQLite's (every write committed before its callback runs; action k of
// a room written once, right after k - 1), plus room ownership: session advisory locks that
// PostgreSQL itself gives up when an instance's connection dies.
#include <memory>

#include "store/store.h"

namespace cubilete::store {

class PgStore final : public Store, public RoomStore {
 public:
  // Connects (three connections: writer, reader, owner) and migrates the database to the current
  // schema. Throws std::runtime_error with the reason if it cannot.
  explicit PgStore(const std::string& url);
  ~PgStore() override;

  RoomStore& rooms() override { return *this; }
  std::string describe() const override;
  void flush() override;
  int schema_version() override;
  const WriteStats& write_stats() const override;

  void create(const RoomRecord& room, Done done) override;
  void update_seat(const std::string& code, int seat, const SeatRecord& record, Done done) override;
  void start_game(const std::string& code, uint64_t seed, Done done) override;
  void set_status(const std::string& code, RoomStatus status, Done done) override;
  void set_abandoned(const std::string& code, const std::vector<int>& seats, Done done) override;
  void set_rematch(const std::string& code, const std::string& rematch, Done done) override;
  using RoomStore::append_actions;
  void append_actions(const std::string& code, uint64_t first_index, const std::vector<std::string>& actions,
                      const std::vector<std::string>& decided_by, const std::vector<int>& entered_by,
                      Done done) override;
  void take_back_actions(const std::string& code, uint64_t first_index, Done done) override;
  void append_chat(const std::string& code, const ChatRecord& chat, Done done) override;
  std::vector<std::string> active() override;
  std::optional<RoomRecord> load(const std::string& code, size_t chat_limit) override;

  bool shared() const override { return true; }
  Claim claim(const std::string& code) override;
  void release(const std::string& code, uint64_t generation) override;
  void watch_ownership(OwnershipEvents events) override;
  SharedLobby* shared_lobby() override;

 protected:
  void write(Work work, Answer answer) override;
  void read(const std::function<void(SqlSession&)>& reading) override;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace cubilete::store
