#pragma once
// The tournaments an instance runs (docs/tournaments.md): a wave every second reads each live
// tournament from the store, pushes its standings to the lobby sockets watching it here when they
// changed, pairs a running arena's idle entrants (arena_pairing.h) into rooms, and writes the
// final standings of one that ended. Several instances on one store run a tournament together: an
// entrant watching from any instance is present (a row every instance reads, with the hash of a
// seat token its instance holds), one instance at a time pairs an arena (a lease in the store,
// taken over when its holder dies), and each instance tells its own people the rooms they were
// seated in. An entrant is paired only while present, with no game of the tournament open, and
// once its last game ended at least `serve --tournament-rest` ago (the moment to see the result
// and to pause). Every room goes through the Admission's bans; the store refuses a second open
// game of one entrant whichever instance pairs it.
#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/strand.hpp>

#include <atomic>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

#include "server/connection.h"
#include "store/tournament_records.h"

namespace cubilete::server {

struct ServerContext;

namespace tournament {
struct TournamentState;
}

class TournamentService {
 public:
  explicit TournamentService(ServerContext& context);
  ~TournamentService();

  void start();
  void stop();  // no wave after it returns

  // A lobby socket (`watcher`, its connection) watches tournament `id`: it hears the standings
  // (now, and whenever they change) and, when `account` is an entrant's (0: a guest), it makes the
  // entrant present, paired with `client_seed` as its part of the dice. A socket watches one
  // tournament at a time.
  void watch(std::shared_ptr<Connection> connection, uint64_t watcher, const std::string& id, int64_t account,
             const std::string& address, const std::string& client_seed);
  void unwatch(uint64_t watcher);
  // Something changed (a join, a withdrawal, a tournament made): the next wave comes at once.
  void nudge();

  // The standings as the store's rows give them now (GET /api/tournaments/ID). Reads the store:
  // call it on a worker.
  tournament::TournamentState state(const store::TournamentRecord& t);

 private:
  // A lobby socket watching here (what pairs its account is its presence row in the store).
  struct Watch {
    std::shared_ptr<Connection> connection;
    std::string tournament;
    int64_t account = 0;
  };

  void arm(int64_t after_ms);
  void fire();
  void wave();
  void wave_of(const std::string& id, int64_t now_ms);
  // Sends `text` to the tournament's watchers unless it is what they were sent last.
  void send_standings(uint64_t watcher, const std::string& id);
  void push(const std::string& id, const std::string& text);
  bool pairs(const std::string& id, int64_t now_ms);
  void pair(const store::TournamentRecord& t, const tournament::TournamentState& state, int64_t now_ms);
  void seat(const store::TournamentRecord& t, const store::TournamentPresence& first,
            const store::TournamentPresence& second);
  void tell_seated();
  void tell_paired(const std::string& id, int64_t account, const std::string& room, int seat, const std::string& token);

  // What runs later on a worker, a strand or from the store (a wave, a room stored) reaches the
  // service through this: it runs while the service lives, none waits for another (a wave takes
  // milliseconds: an I/O thread arming the timer must not wait for it), and the destructor waits
  // until none runs.
  struct Life {
    std::mutex mutex;
    TournamentService* self = nullptr;
    std::atomic<int> users{0};
  };
  template <class F>
  static void while_alive(const std::shared_ptr<Life>& life, F&& f) {
    TournamentService* self = nullptr;
    {
      std::lock_guard lock(life->mutex);
      self = life->self;
      if (self) ++life->users;
    }
    if (!self) return;
    struct Leave {
      Life& life;
      ~Leave() { --life.users; }
    } leave{*life};
    f(*self);
  }

  ServerContext& context_;
  const std::string instance_;  // random, drawn at start: whose presence rows are whose
  std::shared_ptr<Life> life_ = std::make_shared<Life>();
  boost::asio::strand<boost::asio::io_context::executor_type> strand_;
  boost::asio::steady_timer timer_;
  std::atomic<bool> stopped_{false};
  std::atomic<bool> waving_{false};
  int64_t scheduled_ms_ = 0;  // when the schedule was last made (by the waves only)
  int64_t refreshed_ms_ = 0;  // when this instance's presences were last marked seen (by the waves only)
  std::mutex mutex_;
  std::unordered_map<uint64_t, Watch> watches_;
  std::map<std::string, std::string> pushed_;            // by tournament: the standings' text pushed last
  std::map<std::string, std::set<int64_t>> waited_;      // by tournament: who sat out the last wave
  std::map<std::string, std::set<int64_t>> seating_;     // by tournament: whose room is being made
  // The seat token this instance holds for each entrant present here (by tournament and account):
  // its hash is the presence row's, and a pairing anywhere seats the entrant with it.
  std::map<std::pair<std::string, int64_t>, std::string> tokens_;
};

}  // namespace cubilete::server
