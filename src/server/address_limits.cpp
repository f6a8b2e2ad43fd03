#include "server/address_limits.h"

#include "crypto/crypto.h"

#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <boost/asio/ip/address.hpp>

#include "core/text.h"
#include "server/server_context.h"

namespace cubilete::server {

std::string address_key(std::string_view address) {
  if (address.empty()) return {};
  return crypto::to_hex(crypto::sha256("cubilete address " + std::string(address)));
}

std::string canonical_address(std::string_view text) {
  boost::system::error_code ec;
  auto a = boost::asio::ip::make_address(std::string(trim_blanks(text)), ec);
  if (ec) return {};
  if (a.is_v6() && a.to_v6().is_v4_mapped()) a = boost::asio::ip::make_address_v4(boost::asio::ip::v4_mapped, a.to_v6());
  return a.to_string();
}

std::string client_address(const std::string& peer, std::string_view forwarded_for,
                           const std::vector<std::string>& trusted_proxies) {
  auto trusted = [&](const std::string& a) {
    return !a.empty() && std::find(trusted_proxies.begin(), trusted_proxies.end(), a) != trusted_proxies.end();
  };
  const std::string from = canonical_address(peer);
  if (!trusted(from)) return from.empty() ? peer : from;
  while (!forwarded_for.empty()) {
    const auto comma = forwarded_for.rfind(',');
    const std::string_view entry = trim_blanks(comma == std::string_view::npos ? forwarded_for : forwarded_for.substr(comma + 1));
    forwarded_for = comma == std::string_view::npos ? std::string_view() : forwarded_for.substr(0, comma);
    if (entry.empty()) continue;
    const std::string address = canonical_address(entry);
    if (address.empty()) return std::string(entry.substr(0, 64));
    if (!trusted(address)) return address;
  }
  return from;  // the proxy itself (or a chain of them) asked
}

struct AddressLimits::SocketSlot::Counts {
  std::mutex mutex;
  std::map<std::string, int> by_address;
  std::atomic<size_t> total{0};
};

AddressLimits::AddressLimits(const ServerConfig& config)
    : config_(config),
      sockets_(std::make_shared<SocketSlot::Counts>()),
      connections_(std::make_shared<SocketSlot::Counts>()) {}

int AddressLimits::limit(Kind kind) const {
  switch (kind) {
    case Kind::Room: return config_.rooms_per_minute;
    case Kind::Join: return config_.joins_per_minute;
    case Kind::Chat: return config_.chats_per_minute;
    case Kind::Connect: return config_.connects_per_minute;
    case Kind::RuleSet: return config_.rule_sets_per_hour;
    case Kind::Signin: return config_.signins_per_minute;
    case Kind::Signup: return config_.signups_per_hour;
    case Kind::NameFailure: return config_.signin_failures;
    case Kind::Report: return config_.reports_per_hour;
    case Kind::Puzzle: return config_.puzzles_per_minute;
  }
  return 0;
}

AddressLimits::Clock::duration AddressLimits::span(Kind kind) const {
  switch (kind) {
    case Kind::RuleSet:
    case Kind::Signup:
    case Kind::Report: return std::chrono::hours(1);
    case Kind::NameFailure: return std::chrono::seconds(config_.signin_window_s);
    default: return std::chrono::minutes(1);
  }
}

std::string AddressLimits::refusal(Kind kind) const {
  const int n = limit(kind);
  switch (kind) {
    case Kind::Room: return fmt::format("at most {} rooms a minute from one address (serve --rooms-per-minute); try again soon", n);
    case Kind::Join: return fmt::format("at most {} joins a minute from one address (serve --joins-per-minute); try again soon", n);
    case Kind::Chat: return fmt::format("at most {} chat lines a minute from one address (serve --chats-per-minute)", n);
    case Kind::Connect:
      return fmt::format("at most {} connections a minute from one address (serve --connects-per-minute)", n);
    case Kind::RuleSet:
      return fmt::format("at most {} rule sets new to this server an hour from one address (serve "
                         "--rule-sets-per-hour): each may need a table solved; play with rules already in use, or "
                         "later",
                         n);
    case Kind::Signin:
      return fmt::format("at most {} sign-in attempts a minute from one address (serve --signins-per-minute)", n);
    case Kind::Signup:
      return fmt::format("at most {} new accounts an hour from one address (serve --signups-per-hour)", n);
    case Kind::Report:
      return fmt::format("at most {} reports an hour from one address: the moderators read every one "
                         "(serve --reports-per-hour)",
                         n);
    case Kind::Puzzle:
      return fmt::format("at most {} puzzles served or answered a minute from one address (serve --puzzles-per-minute)", n);
    case Kind::NameFailure:
      return fmt::format("{} wrong passwords for this name within {} minutes (serve --signin-failures)", n,
                         config_.signin_window_s / 60);
  }
  return {};
}

std::deque<AddressLimits::Clock::time_point>& AddressLimits::current(Kind kind, const std::string& key,
                                                                     Clock::time_point now) {
  auto& times = windows_[{int(kind), key}].times;
  while (!times.empty() && now - times.front() >= span(kind)) times.pop_front();
  return times;
}

bool AddressLimits::allow(Kind kind, const std::string& address) {
  const int n = limit(kind);
  if (n <= 0) return true;  // 0: no limit
  const auto now = Clock::now();
  std::lock_guard lock(mutex_);
  auto& times = current(kind, address, now);
  if (times.size() >= size_t(n)) return false;
  times.push_back(now);
  return true;
}

bool AddressLimits::at_limit(Kind kind, const std::string& key) {
  const int n = limit(kind);
  if (n <= 0) return false;
  std::lock_guard lock(mutex_);
  return current(kind, key, Clock::now()).size() >= size_t(n);
}

void AddressLimits::note(Kind kind, const std::string& key) {
  if (limit(kind) <= 0) return;
  const auto now = Clock::now();
  std::lock_guard lock(mutex_);
  current(kind, key, now).push_back(now);
}

int64_t AddressLimits::retry_after_s(Kind kind, const std::string& key) {
  const int n = limit(kind);
  const auto now = Clock::now();
  std::lock_guard lock(mutex_);
  auto& times = current(kind, key, now);
  if (n <= 0 || times.size() < size_t(n)) return 0;
  // The oldest time of the window leaves it then, and one more is allowed.
  const auto left = times[times.size() - size_t(n)] + span(kind) - now;
  return std::max<int64_t>(1, std::chrono::ceil<std::chrono::seconds>(left).count());
}

AddressLimits::SocketSlot AddressLimits::take(const std::shared_ptr<SocketSlot::Counts>& counts, int most,
                                               const std::string& address) {
  std::lock_guard lock(counts->mutex);
  auto it = counts->by_address.try_emplace(address, 0).first;
  if (most > 0 && it->second >= most) {
    if (it->second == 0) counts->by_address.erase(it);
    return {};
  }
  ++it->second;
  ++counts->total;
  return {counts, address};
}

AddressLimits::SocketSlot AddressLimits::open_socket(const std::string& address) {
  return take(sockets_, config_.sockets_per_address, address);
}

AddressLimits::SocketSlot AddressLimits::open_connection(const std::string& address) {
  return take(connections_, config_.connections_per_address, address);
}

size_t AddressLimits::sockets() const { return sockets_->total; }

AddressLimits::SocketSlot::~SocketSlot() {
  if (!counts_) return;
  std::lock_guard lock(counts_->mutex);
  --counts_->total;
  auto it = counts_->by_address.find(address_);
  if (it != counts_->by_address.end() && --it->second <= 0) counts_->by_address.erase(it);
}

void AddressLimits::sweep() {
  const auto now = Clock::now();
  std::lock_guard lock(mutex_);
  for (auto it = windows_.begin(); it != windows_.end();) {
    auto& times = it->second.times;
    while (!times.empty() && now - times.front() >= span(Kind(it->first.first))) times.pop_front();
    it = times.empty() ? windows_.erase(it) : std::next(it);
  }
}

}  // namespace cubilete::server
