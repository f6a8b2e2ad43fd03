#pragma once
// Chip balances for the games that settle in chips (Buck Dice, Ataque Yankee, Flores Amarradas,
// Triplo Seis). Every movement is a transfer between two accounts with its reason, so the sum of
// all balances never changes. Accounts 0..players-1 are the players; further accounts hold chips
// that belong to nobody yet (the pot on the table).
#include <cstdint>
#include <string>
#include <vector>

namespace cubilete {

struct ChipTransfer {
  int from, to;
  int64_t amount;
  std::string reason;  // in English words, for the terminal
  // The reason for front ends that tell it in their own language: a code and its details
  // separated by spaces ("ante", "fine", "point 4 3", "banker_throw seis_alto"); "" if none.
  std::string why = {};
  int round = 0;  // the round it belongs to, where the game has rounds (0: none)
};

class ChipLedger {
 public:
  ChipLedger() = default;
  ChipLedger(int players, int64_t initial_each, int extra_accounts = 0);

  // Moves `amount` (>= 0) chips; balances may go negative only if the game allows debts, so
  // games check can_pay() first where they must not.
  void transfer(int from, int to, int64_t amount, std::string reason, std::string why = {},
                int round = 0);
  bool can_pay(int account, int64_t amount) const { return balances_[account] >= amount; }
  int64_t balance(int account) const { return balances_[account]; }
  int accounts() const { return int(balances_.size()); }
  int64_t total() const;  // constant over the ledger's life
  const std::vector<ChipTransfer>& transfers() const { return transfers_; }
  // Net change of each account since the start.
  std::vector<int64_t> net() const;
  // The balances of accounts 0..players-1, as the scores of a game won by the most chips.
  std::vector<double> player_balances(int players) const;

 private:
  std::vector<int64_t> balances_, initial_;
  std::vector<ChipTransfer> transfers_;
};

}  // namespace cubilete
