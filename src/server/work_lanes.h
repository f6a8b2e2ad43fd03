#pragma once
// Worker pools, so that no room's long thinking delays another room's quick bot: quick bot
// moves (greedy, optimal: microseconds) and the accounts' store reads run on one; searches,
// solves, hints and end-of-game reports on another, whose threads also run at a lower priority
// (nice 10), so that with every core busy searching a quick bot still gets a core at once. A
// third hashes passwords (Argon2id: 64 MiB and tens of milliseconds each), never an I/O thread:
// its queue is bounded (kMaxPasswordQueue), so a flood of sign-ins costs at most its threads'
// memory and waits no longer than its queue.
// Which bots think long is learnt from their moves: a bot (game and bot name, its settings left
// out) whose move once took longer than kSlowMove goes to the slow pool from then on, in every
// room. A bot's first move in a room also makes it, which may solve a table first: it goes to the
// slow pool unless that kind of bot has already been seen moving quickly (then making it is
// quick too, but for optimal with rules new to the server: one solve of 1.7 s, which
// --rule-sets-per-hour bounds).
#include <boost/asio/post.hpp>
#include <boost/asio/thread_pool.hpp>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cstddef>
#include <mutex>
#include <set>
#include <string>

namespace cubilete::server {

class WorkLanes {
 public:
  static constexpr auto kSlowMove = std::chrono::milliseconds(50);
  WorkLanes(size_t threads_each, size_t most_password_work)
      : quick_(threads_each), slow_(threads_each), passwords_(threads_each), most_password_work_(most_password_work) {}

  // Whether a move of `bot` ("GAME/BOT") is slow work; `made`: the bot exists already.
  bool slow_bot(const std::string& bot, bool made) {
    std::lock_guard lock(mutex_);
    return slow_bots_.count(bot) != 0 || (!made && !quick_bots_.count(bot));
  }
  // What a move of a bot made before took.
  void bot_took(const std::string& bot, std::chrono::steady_clock::duration spent) {
    std::lock_guard lock(mutex_);
    (spent < kSlowMove ? quick_bots_ : slow_bots_).insert(bot);
  }
  // Runs `work` on the slow pool or the quick one.
  template <class Work>
  void post(bool slow, Work work) {
    if (!slow) return boost::asio::post(quick_, std::move(work));
    boost::asio::post(slow_, [work = std::move(work)]() mutable {
      thread_local const bool lowered = setpriority(PRIO_PROCESS, id_t(syscall(SYS_gettid)), 10) == 0;
      (void)lowered;
      work();
    });
  }
  // Runs `work` on the password lane; false (and not run) when that many wait already.
  template <class Work>
  bool post_password(Work work) {
    if (password_work_.fetch_add(1) >= most_password_work_) {
      --password_work_;
      return false;
    }
    boost::asio::post(passwords_, [this, work = std::move(work)]() mutable {
      struct Done {
        std::atomic<size_t>& n;
        ~Done() { --n; }
      } done{password_work_};
      work();
    });
    return true;
  }
  void join() {
    quick_.join();
    slow_.join();
    passwords_.join();
  }

 private:
  boost::asio::thread_pool quick_, slow_, passwords_;
  const size_t most_password_work_;
  std::atomic<size_t> password_work_{0};
  std::mutex mutex_;
  std::set<std::string> slow_bots_, quick_bots_;
};

}  // namespace cubilete::server
