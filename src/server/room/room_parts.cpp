#include "server/room/room_parts.h"

#include <algorithm>

namespace cubilete::server::room {

int Seats::people() const {
  return int(std::count_if(list.begin(), list.end(), [](const SeatState& s) { return !s.is_bot(); }));
}

bool Seats::all_taken() const {
  return std::all_of(list.begin(), list.end(), [](const SeatState& s) { return s.taken(); });
}

bool Seats::any_bot() const {
  return std::any_of(list.begin(), list.end(), [](const SeatState& s) { return s.is_bot(); });
}

int Seats::holder_of(const std::string& hash) const {
  // Every seat is compared, whichever matches: the time taken says nothing of which one did.
  int holder = -1;
  for (int i = 0; i < size(); ++i)
    if (!list[size_t(i)].is_bot() && crypto::constant_time_equal(hash, list[size_t(i)].token_hash)) holder = i;
  return holder;
}

int Seats::seat_of_account(int64_t account) const {
  if (account <= 0) return -1;
  for (int i = 0; i < size(); ++i)
    if (!list[size_t(i)].is_bot() && list[size_t(i)].account == account) return i;
  return -1;
}

std::vector<int64_t> Seats::accounts() const {
  std::vector<int64_t> out;
  for (const auto& s : list)
    if (s.account > 0) out.push_back(s.account);
  return out;
}

std::vector<std::string> Seats::client_seeds() const {
  std::vector<std::string> out;
  for (const auto& s : list) out.push_back(s.client_seed);
  return out;
}

std::vector<std::string> Seats::players() const {
  std::vector<std::string> out;
  for (const auto& s : list) out.push_back(s.player);
  return out;
}

std::vector<int> Seats::gone_long_enough(int64_t now_ms, int64_t claim_after_ms) const {
  std::vector<int> out;
  if (people() < 2) return out;
  for (int i = 0; i < size(); ++i)
    if (list[size_t(i)].gone() && now_ms - list[size_t(i)].gone_since_ms >= claim_after_ms) out.push_back(i);
  return out;
}

int64_t Seats::first_claim_ms(int64_t claim_after_ms) const {
  int64_t first = 0;
  if (people() < 2) return 0;
  for (const auto& s : list)
    if (s.gone()) {
      const int64_t at = s.gone_since_ms + claim_after_ms;
      if (first == 0 || at < first) first = at;
    }
  return first;
}

Watcher* Watchers::find(WatcherId id) {
  for (auto& w : list)
    if (w.id == id) return &w;
  return nullptr;
}

const Watcher* Watchers::find(WatcherId id) const {
  for (const auto& w : list)
    if (w.id == id) return &w;
  return nullptr;
}

}  // namespace cubilete::server::room
