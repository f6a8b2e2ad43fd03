#pragma once
// The members of a server's message the load test's people read, taken from its text without
// building the rest: the load generator shares the machine with the server it measures, and a
// whole document per message (legal moves, moves, seats, the view) cost it half its core, so
// that past 3,500 rooms it measured itself. The view is read only in a game's final state (the
// server sends the result before it), for the check against the record.
#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cubilete::loadtest {

struct ServerMessage {
  std::string type;  // "" for text that is not a JSON object
  std::string code, room, token, status;
  uint64_t version = 0;
  std::optional<int> seat, to_move;  // none where null or absent
  bool has_result = false;
  std::vector<std::string> events, legal;
  nlohmann::json view;  // null unless the message has a result
};

ServerMessage read_server_message(std::string_view text);

}  // namespace cubilete::loadtest
