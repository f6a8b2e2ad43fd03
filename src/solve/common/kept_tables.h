#pragma once
// Tables solved in memory on demand (endgames for bots' settings), shared by everyone who asks
// for the same one: the last few asked for are kept at hand (a server plays many games of the
// same rules); older ones live only while someone holds them, so memory follows the games playing.
// The one being made is made under the lock: one such solve at a time.
#include <algorithm>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <string>

namespace cubilete::solve {

template <class Table>
class KeptTables {
 public:
  explicit KeptTables(size_t kept) : kept_(kept) {}

  template <class Make>
  std::shared_ptr<const Table> get(const std::string& key, Make make) {
    std::lock_guard lock(mutex_);
    auto table = alive_[key].lock();
    if (!table) {
      std::erase_if(alive_, [](const auto& kv) { return kv.second.expired(); });
      table = make();
      alive_[key] = table;
    }
    std::erase(recent_, table);
    recent_.push_back(table);
    if (recent_.size() > kept_) recent_.pop_front();
    return table;
  }

 private:
  size_t kept_;
  std::mutex mutex_;
  std::map<std::string, std::weak_ptr<const Table>> alive_;
  std::deque<std::shared_ptr<const Table>> recent_;
};

}  // namespace cubilete::solve
