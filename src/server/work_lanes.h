#pragma once
// Two worker pools, so that no room's long thinking delays another room's quick bot: quick bot
// moves (greedy, optimal: microseconds) run on one; searches, solves, hints and end-of-game reports
// on the other. Which bots think long is learnt from their moves: a bot (game and bot name, its
// settings left out) whose move once took longer than kSlowMove goes to the slow pool from then on,
// in every room.
#include <boost/asio/thread_pool.hpp>

#include <chrono>
#include <mutex>
#include <set>
#include <string>

namespace cubilete::server {

class WorkLanes {
 public:
  static constexpr auto kSlowMove = std::chrono::milliseconds(50);
  explicit WorkLanes(size_t threads_each) : quick_(threads_each), slow_(threads_each) {}

  // The pool for a move of `bot` ("GAME/BOT"), and what to tell once the move took `spent`.
  boost::asio::thread_pool& for_bot(const std::string& bot) {
    std::lock_guard lock(mutex_);
    return slow_bots_.count(bot) ? slow_ : quick_;
  }
  void bot_took(const std::string& bot, std::chrono::steady_clock::duration spent) {
    if (spent < kSlowMove) return;
    std::lock_guard lock(mutex_);
    slow_bots_.insert(bot);
  }
  // Hints and reports may search or solve: always the slow pool.
  boost::asio::thread_pool& slow() { return slow_; }
  void join() {
    quick_.join();
    slow_.join();
  }

 private:
  boost::asio::thread_pool quick_, slow_;
  std::mutex mutex_;
  std::set<std::string> slow_bots_;
};

}  // namespace cubilete::server
