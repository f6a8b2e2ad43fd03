#include "server/admission.h"

#include <fmt/format.h>

#include "server/address_limits.h"
#include "server/moderation/moderation.h"
#include "server/server_context.h"
#include "store/clock.h"

namespace cubilete::server {

namespace {
constexpr size_t kMostRuleSetsRemembered = 100000;

std::optional<Refusal> limited(const ServerContext& context, AddressLimits::Kind kind) {
  return Refusal{429, "rate_limited", context.limits.refusal(kind)};
}
}  // namespace

std::optional<Refusal> Admission::still_welcome(const ServerContext& context, const Entrant& who) {
  if (!context.moderation) return std::nullopt;
  const int64_t now = store::now_ms();
  if (auto banned = context.moderation->address_refusal(who.address, now)) return Refusal{403, banned->code, banned->message};
  if (who.account > 0)
    if (auto banned = context.moderation->account_refusal(who.account, now))
      return Refusal{403, banned->code, banned->message};
  return std::nullopt;
}

std::optional<Refusal> Admission::new_room(const ServerContext& context, const Entrant& who, const std::string& game,
                                           const std::string& rules_text) {
  if (auto refusal = still_welcome(context, who)) return refusal;
  if (!context.limits.allow(AddressLimits::Kind::Room, who.address)) return limited(context, AddressLimits::Kind::Room);
  const std::string rule_set = game + " " + rules_text;
  std::lock_guard lock(mutex_);
  if (rule_sets_.count(rule_set)) return std::nullopt;
  if (!context.limits.allow(AddressLimits::Kind::RuleSet, who.address)) return limited(context, AddressLimits::Kind::RuleSet);
  if (rule_sets_.size() >= kMostRuleSetsRemembered) rule_sets_.clear();  // forgetting only costs a count
  rule_sets_.insert(rule_set);
  return std::nullopt;
}

std::optional<Refusal> Admission::puzzle(const ServerContext& context, const Entrant& who) {
  if (auto refusal = still_welcome(context, who)) return refusal;
  if (!context.limits.allow(AddressLimits::Kind::Puzzle, who.address)) return limited(context, AddressLimits::Kind::Puzzle);
  return std::nullopt;
}

std::optional<Refusal> Admission::tournament_entry(const ServerContext& context, const Entrant& who) {
  return seat(context, who);
}

std::optional<Refusal> Admission::new_tournament(const ServerContext& context, const Entrant& who,
                                                 const std::string& game, const std::string& rules_text) {
  if (auto refusal = still_welcome(context, who)) return refusal;
  if (const int most = context.config.tournaments_per_day; most > 0) {
    const int64_t day_ago = store::now_ms() - 24 * 3600 * 1000;
    if (context.store.tournaments().made_since(who.account, address_key(who.address), day_ago) >= most)
      return Refusal{429, "rate_limited",
                     fmt::format("at most {} tournaments a day from one account or address; try tomorrow", most)};
  }
  return new_room(context, who, game, rules_text);
}

std::optional<Refusal> Admission::seat(const ServerContext& context, const Entrant& who) {
  if (auto refusal = still_welcome(context, who)) return refusal;
  if (!context.limits.allow(AddressLimits::Kind::Join, who.address)) return limited(context, AddressLimits::Kind::Join);
  return std::nullopt;
}

}  // namespace cubilete::server
