#pragma once
// The two-player tables a host asks for (`serve --two-player-table GAME[:KEY=VALUE,...]`): solved
// into the cache on a thread of their own at the lowest priority, one at a time, those already
// there left alone. Until a game's table is ready its analysis judges by expected points and
// win_optimal plays to win only in the endgame; from then on a finished game is judged by the
// chance of winning and win_optimal plays the whole game (docs/analysis.md, docs/operating.md).
#include <atomic>
#include <string>
#include <thread>
#include <vector>

#include "core/cancel.h"
#include "core/options.h"

namespace cubilete::server {

struct TableRequest {
  std::string text;  // as the host wrote it
  std::string game;
  Assignments rules;  // of the game's options; `players` is always 2
};

// "generala" or "farkle:target=2000,three_pairs=750" as a request. Throws UsageError naming what is
// wrong: an unknown game, an option it does not have, or rules without a two-player table.
TableRequest parse_table_request(const std::string& text);

class TablePreparer {
 public:
  explicit TablePreparer(std::vector<TableRequest> requests);
  ~TablePreparer();  // a solve in progress stops at the end of its current layer
  TablePreparer(const TablePreparer&) = delete;
  TablePreparer& operator=(const TablePreparer&) = delete;

  // Tables this process has made ready since it started: what is derived from which tables exist
  // (the games document's bots) is remade when it changes.
  static unsigned ready_count();

 private:
  void run(std::vector<TableRequest> requests);

  CancelFlag stop_ = make_cancel_flag();
  std::thread thread_;
};

}  // namespace cubilete::server
