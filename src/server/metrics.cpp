#include "server/metrics.h"

#include <algorithm>
#include <chrono>

namespace cubilete::server {

namespace {
// Every error code the server's own code sends (PROTOCOL.md and the answers in src/server; a
// store's refusal passed on, such as no_such_session, counts too, under the lock), so that each
// series exists from the start (a rate over a series that appears late misses its first errors).
constexpr std::array<std::string_view, 58> kKnownErrors = {
    "already_attempted", "already_played", "bad_attempt", "daily_attempt", "no_rematch", "no_such_day", "not_yet",
    "unknown_game", "already_seated", "bad_chat", "bad_credentials", "bad_filter", "bad_message", "bad_name", "bad_origin",
    "bad_request", "bad_seed", "bad_token", "busy", "cannot_claim", "game_over", "has_account", "hints_off",
    "illegal_action", "method_not_allowed", "moved", "name_taken", "no_advisor", "no_analysis", "no_offer",
    "no_such_game", "no_such_player", "no_such_room", "not_found", "not_over", "not_ratable", "not_rated",
    "not_signed_in", "not_started", "not_your_turn", "one_seat_per_address", "password_changed",
    "rate_limited", "room_full", "same_address", "signed_out", "spectator", "stale", "store_failed", "too_large", "too_many_attempts",
    "too_fast", "too_many_rooms", "too_many_sockets", "unauthorized", "unknown_type", "weak_password", "wrong_password"};

constexpr auto sorted_known() {
  auto codes = kKnownErrors;
  std::sort(codes.begin(), codes.end());
  return codes;
}
constexpr auto kSortedErrors = sorted_known();
static_assert(std::adjacent_find(kSortedErrors.begin(), kSortedErrors.end()) == kSortedErrors.end(),
              "an error code listed twice");
}  // namespace

Metrics::Metrics()
    : started_unix_s(std::chrono::duration_cast<std::chrono::seconds>(
                         std::chrono::system_clock::now().time_since_epoch())
                         .count()),
      known_errors_(kSortedErrors.size()) {}

void Metrics::error_sent(std::string_view code) {
  const auto it = std::lower_bound(kSortedErrors.begin(), kSortedErrors.end(), code);
  if (it != kSortedErrors.end() && *it == code) {
    known_errors_[size_t(it - kSortedErrors.begin())].fetch_add(1, std::memory_order_relaxed);
    return;
  }
  std::lock_guard lock(other_mutex_);
  // Bounded: a code is the server's own word, never the client's, but keep it so regardless.
  if (other_errors_.size() < 100 || other_errors_.count(code)) ++other_errors_[std::string(code.substr(0, 40))];
}

std::vector<std::pair<std::string, uint64_t>> Metrics::errors() const {
  std::vector<std::pair<std::string, uint64_t>> all;
  for (size_t i = 0; i < kSortedErrors.size(); ++i)
    all.emplace_back(kSortedErrors[i], known_errors_[i].load(std::memory_order_relaxed));
  {
    std::lock_guard lock(other_mutex_);
    for (const auto& [code, n] : other_errors_) all.emplace_back(code, n);
  }
  std::sort(all.begin(), all.end());
  return all;
}

Metrics& metrics() {
  static Metrics m;
  return m;
}

}  // namespace cubilete::server
