#include "core/chips_view.h"

namespace cubilete {

ChipsView chips_view(const ChipLedger& ledger) {
  ChipsView v;
  for (int a = 0; a < ledger.accounts(); ++a) v.balances.push_back(ledger.balance(a));
  v.net = ledger.net();
  v.transfers.reserve(ledger.transfers().size());
  for (const auto& t : ledger.transfers()) {
    ChipTransferView x{t.from, t.to, t.amount, t.reason, {}, {}};
    if (!t.why.empty()) x.why = t.why;
    if (t.round > 0) x.round = t.round;
    v.transfers.push_back(x);
  }
  return v;
}

}  // namespace cubilete
