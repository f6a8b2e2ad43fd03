#pragma once
// Provably fair dice (PROTOCOL.md, "Provably fair dice"): the server commits to a secret seed
// before anyone plays, people add their own seeds, and the game's seed mixes both.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "crypto/crypto.h"

namespace cubilete::fair {

using crypto::Bytes;

constexpr size_t kServerSeedBytes = 32;
constexpr size_t kMaxClientSeed = 64;

// Lowercase hex of SHA-256 of the server seed's bytes.
std::string commitment_of(const Bytes& server_seed);
// The first 8 bytes, big-endian, of HMAC-SHA256(key = server seed, message = the seats' client
// seeds joined by ':').
uint64_t game_seed(const Bytes& server_seed, const std::vector<std::string>& client_seeds);
// Why `seed` cannot be a client seed (printable ASCII without ':', at most 64), or "" if it can.
std::string client_seed_problem(std::string_view seed);

}  // namespace cubilete::fair
