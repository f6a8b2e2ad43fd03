#include "server/moderation/moderation.h"

#include <fmt/format.h>

#include <chrono>

#include "server/address_limits.h"
#include "server/log.h"
#include "store/clock.h"

namespace cubilete::server {

namespace {

std::string until_words(const store::Sanction& s) {
  if (s.until_ms == 0) return "until a moderator lifts it";
  const int64_t minutes = std::max<int64_t>(1, (s.until_ms - store::now_ms() + 59999) / 60000);
  return fmt::format("for {} more minute{}", minutes, minutes == 1 ? "" : "s");
}

}  // namespace

Moderation::Moderation(store::ModerationStore& store) : store_(store) {}

Moderation::~Moderation() { stop(); }

void Moderation::start(std::function<void(const store::ModerationEvent&)> act) {
  act_ = std::move(act);
  version_ = store_.version();
  const auto newest = store_.admin_log(1);
  logged_ = newest.empty() ? 0 : newest.front().id;
  reload_sanctions();
  thread_ = std::thread([this] {
    std::unique_lock lock(mutex_);
    while (!stopping_) {
      wake_.wait_for(lock, std::chrono::milliseconds(kPollMs), [this] { return stopping_; });
      if (stopping_) break;
      lock.unlock();
      try {
        poll();
      } catch (const std::exception& e) {
        // The store is away for a moment (a database restart): the next poll tries again.
        log_line("moderation: the store cannot be read now: {}", e.what());
      }
      lock.lock();
    }
  });
}

void Moderation::stop() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_all();
  if (thread_.joinable()) thread_.join();
}

void Moderation::poll() {
  if (store_.version() == version_) return;
  bool sanctions = false;
  for (const auto& event : store_.events(version_)) {
    version_ = event.id;
    if (event.kind == "sanctions") sanctions = true;
    else if (event.kind != "logged" && act_) act_(event);
  }
  if (sanctions) reload_sanctions();
  // Every admin action in this server's log too (never a secret: the store's log has none).
  for (const auto& a : store_.admin_log_after(logged_, 1000)) {
    logged_ = a.id;
    log_line("admin: {} by {}: {}{}{}", a.action, a.operator_name, a.target,
             a.reason.empty() ? "" : " (reason: " + a.reason + ")", a.detail.empty() ? "" : "; " + a.detail);
  }
}

void Moderation::reload_sanctions() {
  auto live = store_.live_sanctions(store::now_ms());
  log_line("moderation: {} live mutes and bans", live.size());
  std::lock_guard lock(mutex_);
  live_ = std::move(live);
}

const store::Sanction* Moderation::find(const std::string& kind, int64_t account, const std::string& address,
                                        int64_t now_ms) const {
  for (const auto& s : live_)
    if (s.kind == kind && s.live_at(now_ms) &&
        ((account > 0 && s.account == account) || (!address.empty() && s.address == address)))
      return &s;
  return nullptr;
}

std::optional<Moderation::Refusal> Moderation::chat_refusal(int64_t account, const std::string& address,
                                                            int64_t now_ms) const {
  const std::string where = canonical_address(address);
  std::lock_guard lock(mutex_);
  if (const auto* ban = find("ban", account, where, now_ms))
    return Refusal{"banned", fmt::format("a moderator banned you from this server {}", until_words(*ban))};
  if (const auto* mute = find("mute", account, where, now_ms))
    return Refusal{"muted", fmt::format("a moderator muted you: you cannot chat {}", until_words(*mute))};
  return std::nullopt;
}

std::optional<Moderation::Refusal> Moderation::address_refusal(const std::string& address, int64_t now_ms) const {
  const std::string where = canonical_address(address);
  if (where.empty()) return std::nullopt;
  std::lock_guard lock(mutex_);
  if (const auto* ban = find("ban", 0, where, now_ms))
    return Refusal{"banned", fmt::format("a moderator banned your address from this server {}", until_words(*ban))};
  return std::nullopt;
}

std::optional<Moderation::Refusal> Moderation::account_refusal(int64_t account, int64_t now_ms) const {
  std::lock_guard lock(mutex_);
  if (const auto* ban = find("ban", account, "", now_ms))
    return Refusal{"banned", fmt::format("a moderator banned this account {}", until_words(*ban))};
  return std::nullopt;
}

}  // namespace cubilete::server
