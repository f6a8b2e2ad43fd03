#pragma once
// Provably fair dice (PROTOCOL.md, "Provably fair dice"): the server commits to a secret seed
// before anyone plays, people add their own seeds, the game's seed mixes both, and the record
// of a finished game reveals everything needed to check every throw.
#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "fair/crypto.h"

namespace cubilete::fair {

constexpr size_t kServerSeedBytes = 32;
constexpr size_t kMaxClientSeed = 64;

// Lowercase hex of SHA-256 of the server seed's bytes.
std::string commitment_of(const Bytes& server_seed);
// The first 8 bytes, big-endian, of HMAC-SHA256(key = server seed, message = the seats' client
// seeds joined by ':').
uint64_t game_seed(const Bytes& server_seed, const std::vector<std::string>& client_seeds);
// Why `seed` cannot be a client seed (printable ASCII without ':', at most 64), or "" if it can.
std::string client_seed_problem(std::string_view seed);

// Checks a finished room's record (the engine's record plus "server_seed", "client_seeds" and
// "commitment"): the commitment against the revealed seed, the game seed against the client
// seeds, and every chance outcome against what that seed deals. `checked` lists what passed, in
// words; `failure` is the first mismatch ("" when everything holds).
struct Verification {
  std::vector<std::string> checked;
  std::string failure;
  bool ok() const { return failure.empty(); }
};
Verification verify_room_record(const nlohmann::json& record);

}  // namespace cubilete::fair
