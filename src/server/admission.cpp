#include "server/admission.h"

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

std::optional<Refusal> Admission::seat(const ServerContext& context, const Entrant& who) {
  if (auto refusal = still_welcome(context, who)) return refusal;
  if (!context.limits.allow(AddressLimits::Kind::Join, who.address)) return limited(context, AddressLimits::Kind::Join);
  return std::nullopt;
}

}  // namespace cubilete::server
