#pragma once
// The default store: one SQLite file (WAL mode, synchronous commits, group commit).
#include <memory>

#include "store/store.h"

namespace cubilete::store {

class SqliteStore final : public Store, public RoomStore {
 public:
  // Creates the file (and its folder) if needed and migrates it to the current schema.
  explicit SqliteStore(const std::string& path);
  ~SqliteStore() override;

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

 protected:
  void write(Work work, Answer answer) override;
  void read(const std::function<void(SqlSession&)>& reading) override;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace cubilete::store
