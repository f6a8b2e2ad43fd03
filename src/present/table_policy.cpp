#include "present/table_policy.h"

namespace cubilete {

TablePolicyView table_policy_view(const GameEntry& entry) {
  TablePolicyView p;
  p.throws_by_hand = entry.table.throws_by_hand;
  p.hints.advisor = bool(entry.analysis.advise);
  p.hints.against_bots_only = entry.table.advice_against_bots_only;
  p.hints.decisions.assign(entry.analysis.advice_kinds.begin(), entry.analysis.advice_kinds.end());
  p.seat_roles.assign(entry.description.seat_roles.begin(), entry.description.seat_roles.end());
  p.dice = entry.description.info.has_chance;
  return p;
}

}  // namespace cubilete
