#include "server/table_preparer.h"

#include <fmt/format.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "catalog/analysis_results.h"
#include "catalog/registry.h"
#include "core/error.h"
#include "core/parallel.h"
#include "server/log.h"

namespace cubilete::server {

namespace {
std::atomic<unsigned> ready{0};

std::shared_ptr<const Game> two_player_game(const TableRequest& r) {
  Assignments rules = r.rules;
  rules.emplace_back("players", "2");
  return make_game(find_game(r.game), rules);
}
}  // namespace

TableRequest parse_table_request(const std::string& text) {
  TableRequest r;
  r.text = text;
  const auto colon = text.find(':');
  r.game = text.substr(0, colon);
  if (colon != std::string::npos) {
    const std::string options = text.substr(colon + 1);
    size_t from = 0;
    for (size_t comma; from <= options.size(); from = comma + 1) {
      comma = std::min(options.find(',', from), options.size());
      r.rules.push_back(split_assignment(options.substr(from, comma - from)));
    }
  }
  for (const auto& [key, value] : r.rules)
    if (key == "players")
      throw UsageError(fmt::format("'{}': a two-player table is for two players; leave out players=", text));
  const auto& entry = find_game(r.game);
  const auto game = two_player_game(r);  // refuses an option the game does not have, or its value
  if (!entry.analysis.has_two_player_table || !entry.analysis.has_two_player_table(*game))
    throw UsageError(fmt::format("'{}': {} has no two-player table to solve under these rules (the games with "
                                 "one: docs/analysis.md)",
                                 text, r.game));
  return r;
}

TablePreparer::TablePreparer(std::vector<TableRequest> requests) {
  if (!requests.empty()) thread_ = std::thread([this, requests = std::move(requests)]() mutable { run(std::move(requests)); });
}

TablePreparer::~TablePreparer() {
  *stop_ = true;
  if (thread_.joinable()) thread_.join();
}

unsigned TablePreparer::ready_count() { return ready.load(); }

void TablePreparer::run(std::vector<TableRequest> requests) {
  // Below everything the table does: the solve's threads are made from this one and inherit it.
  (void)setpriority(PRIO_PROCESS, id_t(syscall(SYS_gettid)), 19);
  CancelScope scope(stop_);
  for (const auto& r : requests) {
    const auto game = two_player_game(r);
    SolveOptions o;
    o.players = 2;
    const Stopwatch clock;
    try {
      (void)find_game(r.game).analysis.solve(*game, o);  // read from the cache where it is there
      ++ready;
      log_line("two-player table of {} ready ({:.1f} s)", r.text, clock.seconds());
    } catch (const Cancelled&) {
      return;
    } catch (const std::exception& e) {
      log_warning("two-player table of {} not solved: {}", r.text, e.what());
    }
  }
}

}  // namespace cubilete::server
