#include "server/lobby/quick_pool.h"

#include <algorithm>

#include <fmt/format.h>

namespace cubilete::server::lobby {

namespace {
constexpr int64_t kMinute = 60'000;
}  // namespace

bool may_sit_together(const Seek& a, const Seek& b, const PairingRules& rules) {
  if (a.game != b.game || a.rules != b.rules || a.players != b.players || a.rated != b.rated) return false;
  if (a.account != 0 && a.account == b.account) return false;
  const bool one_address = !a.address_key.empty() && a.address_key == b.address_key;
  if (one_address && rules.one_seat_per_address && (a.hidden_information || b.hidden_information)) return false;
  if (one_address && a.rated && !rules.rated_same_address) return false;
  return true;
}

bool QuickPool::within_limit(const std::string& address, int64_t now_ms) {
  if (joins_per_minute_ <= 0) return true;
  // Forget addresses quiet for a minute, so the map holds only the recent ones.
  for (auto it = joins_.begin(); it != joins_.end();) {
    auto& times = it->second;
    while (!times.empty() && now_ms - times.front() >= kMinute) times.pop_front();
    it = times.empty() ? joins_.erase(it) : std::next(it);
  }
  auto& times = joins_[address];
  if (times.size() >= size_t(joins_per_minute_)) return false;
  times.push_back(now_ms);
  return true;
}

QuickPool::Joined QuickPool::join(Seek seek, int64_t now_ms) {
  Joined out;
  if (!within_limit(seek.address, now_ms)) {
    out.refusal = fmt::format("at most {} quick-play seeks a minute from one address; try again in a minute",
                              joins_per_minute_);
    return out;
  }
  leave(seek.id);
  seek.since_ms = now_ms;
  seek.offered = false;
  // The earliest seekers who may sit with this one and with each other fill the table.
  std::vector<size_t> partners;
  for (size_t i = 0; pairs_ && i < seeks_.size() && int(partners.size()) + 1 < seek.players; ++i) {
    if (!may_sit_together(seek, seeks_[i], rules_)) continue;
    if (std::all_of(partners.begin(), partners.end(), [&](size_t p) { return may_sit_together(seeks_[p], seeks_[i], rules_); }))
      partners.push_back(i);
  }
  if (int(partners.size()) + 1 < seek.players) {
    seeks_.push_back(std::move(seek));
    return out;
  }
  for (size_t i : partners) out.table.push_back(seeks_[i]);
  out.table.push_back(std::move(seek));
  for (auto it = partners.rbegin(); it != partners.rend(); ++it) seeks_.erase(seeks_.begin() + std::ptrdiff_t(*it));
  return out;
}

bool QuickPool::leave(SeekerId id) {
  auto it = std::find_if(seeks_.begin(), seeks_.end(), [id](const Seek& s) { return s.id == id; });
  if (it == seeks_.end()) return false;
  seeks_.erase(it);
  return true;
}

std::vector<SeekerId> QuickPool::offers_due(int64_t now_ms) {
  std::vector<SeekerId> due;
  for (auto& s : seeks_)
    if (!s.offered && now_ms - s.since_ms >= s.bot_after_ms) {
      s.offered = true;
      due.push_back(s.id);
    }
  return due;
}

std::optional<Seek> QuickPool::take_bot(SeekerId id) {
  const Seek* seek = find(id);
  if (!seek || !seek->offered) return std::nullopt;
  return take(id);
}

std::optional<Seek> QuickPool::take(SeekerId id) {
  auto it = std::find_if(seeks_.begin(), seeks_.end(), [id](const Seek& s) { return s.id == id; });
  if (it == seeks_.end()) return std::nullopt;
  Seek seek = std::move(*it);
  seeks_.erase(it);
  return seek;
}

std::optional<int64_t> QuickPool::next_offer_ms() const {
  std::optional<int64_t> next;
  for (const auto& s : seeks_)
    if (!s.offered && (!next || s.since_ms + s.bot_after_ms < *next)) next = s.since_ms + s.bot_after_ms;
  return next;
}

const Seek* QuickPool::find(SeekerId id) const {
  auto it = std::find_if(seeks_.begin(), seeks_.end(), [id](const Seek& s) { return s.id == id; });
  return it == seeks_.end() ? nullptr : &*it;
}

}  // namespace cubilete::server::lobby
