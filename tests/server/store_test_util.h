#pragma once
// What the store tests (SQLite and PostgreSQL) share: a sample room and waiting for a write.
#include <future>
#include <string>

#include "store/store.h"

namespace cubilete::store {

inline RoomRecord sample_room(const std::string& code) {
  RoomRecord r;
  r.code = code;
  r.game = "generala";
  r.rules = R"({"players":"2"})";
  r.status = RoomStatus::Waiting;
  r.server_seed = std::string(64, 'a');
  r.commitment = std::string(64, 'b');
  r.created_ms = r.updated_ms = 1000;
  r.seats = {{"Ana", "human", std::string(64, 'c'), "seed"}, {"", "optimal", "", ""}};
  return r;
}

// Runs a write and waits for its outcome ("" when committed).
template <class F>
std::string wait_for(F&& write) {
  std::promise<std::string> done;
  write([&done](const std::string& error) { done.set_value(error); });
  return done.get_future().get();
}

}  // namespace cubilete::store
