#pragma once
// What this server knows of the moderators' decisions (`cubilete admin`; docs/operating.md,
// Moderation): the live mutes and bans, and the rooms to close or chat lines to remove. The admin
// command writes them to the store with a moderation event; every instance polls the store's
// moderation version every kPollMs (one small read), so a decision takes effect on every instance
// within a second, on SQLite (another process writes the file) and PostgreSQL (other instances)
// alike, with nothing more to run or configure. Every member may be called from any thread.
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "store/moderation_store.h"

namespace cubilete::server {

class Moderation {
 public:
  static constexpr int kPollMs = 250;

  explicit Moderation(store::ModerationStore& store);
  ~Moderation();

  // Reads the live sanctions now, then polls on a thread of its own; `act` is called (from that
  // thread) with each room event ("close_room", "delete_chat") seen after the start.
  void start(std::function<void(const store::ModerationEvent&)> act);
  // Stops polling (before the store closes).
  void stop();

  struct Refusal {
    std::string code, message;
  };
  // Why the account or address may not chat now (muted, or banned), or nothing.
  std::optional<Refusal> chat_refusal(int64_t account, const std::string& address, int64_t now_ms) const;
  // Why the address may not create a room or take a seat now (banned), or nothing.
  std::optional<Refusal> address_refusal(const std::string& address, int64_t now_ms) const;
  // Why the account may not sign in (banned), or nothing.
  std::optional<Refusal> account_refusal(int64_t account, int64_t now_ms) const;

 private:
  void poll();
  void reload_sanctions();
  const store::Sanction* find(const std::string& kind, int64_t account, const std::string& address,
                              int64_t now_ms) const;  // under mutex_

  store::ModerationStore& store_;
  std::function<void(const store::ModerationEvent&)> act_;
  mutable std::mutex mutex_;
  std::vector<store::Sanction> live_;
  int64_t version_ = 0;  // the newest moderation event seen
  int64_t logged_ = 0;   // the newest admin action written in the log
  std::condition_variable wake_;
  bool stopping_ = false;
  std::thread thread_;
};

}  // namespace cubilete::server
