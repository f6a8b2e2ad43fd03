#pragma once
// A chip ledger as the views of the games that settle in chips show it: every balance, each
// account's net change, and every transfer with its reason (core/describe.h).
#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "core/chips.h"
#include "core/describe.h"

namespace cubilete {

struct ChipTransferView {
  int from = 0, to = 0;
  int64_t amount = 0;
  std::string_view reason;              // in English words
  std::optional<std::string_view> why;  // the reason's code and details ("point 4 3")
  std::optional<int> round;             // where the game has rounds
  static constexpr std::string_view kTypeName = "ChipTransfer";
  static constexpr auto fields() {
    using T = ChipTransferView;
    return std::tuple{field("from", &T::from),     field("to", &T::to),
                      field("amount", &T::amount), field("reason", &T::reason),
                      field("why", &T::why),       field("round", &T::round)};
  }
};

struct ChipsView {
  std::vector<int64_t> balances, net;  // every account, the players' first
  std::vector<ChipTransferView> transfers;
  static constexpr std::string_view kTypeName = "Chips";
  static constexpr auto fields() {
    return std::tuple{field("balances", &ChipsView::balances), field("net", &ChipsView::net),
                      field("transfers", &ChipsView::transfers)};
  }
};

// Points into `ledger`, which must outlive the view.
ChipsView chips_view(const ChipLedger& ledger);

}  // namespace cubilete
