#pragma once
// GET /api/rooms/CODE/analysis (PROTOCOL.md v1.1, Analysis; docs/analysis.md): the analysis of a
// finished room, computed once, off the network threads, and kept in the store (migration 4):
// asked for by the room when its game ends, and by the first request for an older room.
// One analysis runs at a time on the service's own thread, at a lower priority (nice 10), and at
// most `max_waiting` rooms wait for it: beyond that a request is refused (503 busy) instead of
// queued, so no client can make the server hold unbounded work. While a room's analysis waits or
// runs, its requests answer 202; once done, 200 with the document (from memory for the latest
// few, else from the store).
#include <condition_variable>
#include <cstddef>
#include <deque>
#include <list>
#include <map>
#include <mutex>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "server/http/http_answer.h"
#include "core/record.h"
#include "store/analysis_store.h"
#include "store/puzzle_store.h"

namespace cubilete::server {

class Room;
struct ServerContext;

// Where a finished game's puzzles go (server/puzzles/puzzle_rows.h): its seats' accounts (their own
// mistakes), whether its dice may be shown to everyone (its clearest puzzles join the pool) and
// whether its room is public (a puzzle then names it as its source).
struct PuzzleSources {
  std::vector<int64_t> accounts;
  bool to_pool = false;
  bool is_public = false;
};

class AnalysisService {
 public:
  static constexpr size_t kKeptInMemory = 16;
  // Rooms that may wait for their analysis (a game analyses in 0.01 to 0.1 s: docs/analysis.md).
  static constexpr size_t kMaxWaiting = 32;
  // Of them, those one address's requests may have put there: no client fills the queue alone
  // (and so turns everyone else away with 503 busy).
  static constexpr size_t kMaxWaitingPerAddress = 4;
  static constexpr size_t kFailuresKept = 256;

  // `held`: the worker takes no work until start(), so that a test counts what waits exactly.
  // `puzzles`: where the puzzles of the games it analyses go (none: nowhere).
  explicit AnalysisService(store::AnalysisStore& store, size_t max_waiting = kMaxWaiting, bool held = false,
                           store::PuzzleStore* puzzles = nullptr);
  ~AnalysisService();  // the analysis running finishes; those waiting are dropped
  // Starts the worker of a service made held (once; from the thread that made it).
  void start();
  AnalysisService(const AnalysisService&) = delete;
  AnalysisService& operator=(const AnalysisService&) = delete;

  // Answers for room `code`, whose game is over: `record` is its record (GET .../record), `names`
  // its seats' names now (put into the document as it goes out, never kept in it). `address`:
  // the client's, for the bound per address ("": no bound of its own). Calls
  // `reply` once, at once.
  void request(const std::string& code, nlohmann::json record, std::vector<std::string> names,
               const Reply& reply, const std::string& address = "",
               std::optional<PuzzleSources> puzzles = std::nullopt);

 private:
  struct Job {
    std::string code;
    nlohmann::json record;
    std::string address;
    std::optional<PuzzleSources> puzzles;
  };
  // Keeps the puzzles of an analysed game (its record), logging a failure.
  void keep_puzzles(const Job& job, const GameRecord& record);
  void run();
  void keep(const std::string& code, std::string document);  // under mutex_

  store::AnalysisStore& store_;
  store::PuzzleStore* puzzles_;
  const size_t max_waiting_;
  std::mutex mutex_;
  std::condition_variable wake_;
  std::deque<Job> waiting_;
  std::set<std::string> pending_;                        // waiting or running
  std::map<std::string, size_t> waiting_by_address_;    // of waiting_, by the address that asked
  std::map<std::string, std::string> failed_;            // a record that cannot be analysed: why
  std::list<std::pair<std::string, std::string>> kept_;  // the latest documents, newest first
  bool stopping_ = false;
  std::thread thread_;
};

// GET /api/rooms/CODE/analysis of `room` (on its strand) from `address`: 409 not_over before the
// end, else the service's answer (asked on the quick lane: it may read the store).
// `puzzles`: where the game's puzzles go, asked by the game's end (none from a request).
void request_analysis(ServerContext& context, Room& room, const Reply& reply, const std::string& address,
                      std::optional<PuzzleSources> puzzles = std::nullopt);

// The analysis of `room`, whose result is out (on its strand), asked for with nobody waiting and
// counted against the bound of its first person's address: a service too busy to take it (or an
// address with its bound's worth waiting) leaves it to be computed on the first request.
void analyse_when_over(ServerContext& context, Room& room);

}  // namespace cubilete::server
