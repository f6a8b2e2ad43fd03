#pragma once
// Checking a finished room's dice (PROTOCOL.md, "Provably fair dice"): the record of a finished
// game reveals everything needed to check every throw.
#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "crypto/fair_seed.h"

namespace cubilete::fair {

// Checks a finished room's record (the engine's record plus "server_seed", "client_seeds" and
// "commitment"): the commitment against the revealed seed, the game seed against the client
// seeds, and every chance outcome against what that seed deals. A score sheet's record (dice
// entered by people) has none of these: it is replayed by the rules, with no fairness claim. `checked` lists what passed, in
// words; `failure` is the first mismatch ("" when everything holds).
struct Verification {
  std::vector<std::string> checked;
  std::string failure;
  // False for a score sheet's record ("dice": "entered"): its dice were typed in from real dice,
  // so the check is that every entry keeps the rules, and nothing is claimed about the dice.
  bool fairness_claimed = true;
  bool ok() const { return failure.empty(); }
};
Verification verify_room_record(const nlohmann::json& record);

}  // namespace cubilete::fair
