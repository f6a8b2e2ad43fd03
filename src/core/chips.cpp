#include "core/chips.h"

#include <numeric>
#include <stdexcept>

namespace cubilete {

ChipLedger::ChipLedger(int players, int64_t initial_each, int extra_accounts)
    : balances_(players + extra_accounts, 0) {
  for (int p = 0; p < players; ++p) balances_[p] = initial_each;
  initial_ = balances_;
}

void ChipLedger::transfer(int from, int to, int64_t amount, std::string reason, std::string why,
                          int round) {
  if (amount < 0 || from < 0 || to < 0 || from >= accounts() || to >= accounts())
    throw std::logic_error("invalid chip transfer");
  if (amount == 0 || from == to) return;
  balances_[from] -= amount;
  balances_[to] += amount;
  transfers_.push_back({from, to, amount, std::move(reason), std::move(why), round});
}

int64_t ChipLedger::total() const {
  return std::accumulate(balances_.begin(), balances_.end(), int64_t(0));
}

std::vector<int64_t> ChipLedger::net() const {
  std::vector<int64_t> n(balances_.size());
  for (size_t i = 0; i < n.size(); ++i) n[i] = balances_[i] - initial_[i];
  return n;
}

std::vector<double> ChipLedger::player_balances(int players) const {
  return {balances_.begin(), balances_.begin() + players};
}

}  // namespace cubilete
