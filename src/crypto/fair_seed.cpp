#include "crypto/fair_seed.h"

#include <fmt/format.h>

namespace cubilete::fair {

using namespace crypto;

std::string commitment_of(const Bytes& server_seed) {
  return to_hex(sha256({reinterpret_cast<const char*>(server_seed.data()), server_seed.size()}));
}

uint64_t game_seed(const Bytes& server_seed, const std::vector<std::string>& client_seeds) {
  std::string message;
  for (size_t i = 0; i < client_seeds.size(); ++i) message += (i ? ":" : "") + client_seeds[i];
  const Digest mac = hmac_sha256(server_seed, message);
  uint64_t seed = 0;
  for (int i = 0; i < 8; ++i) seed = (seed << 8) | mac[size_t(i)];
  return seed;
}

std::string client_seed_problem(std::string_view seed) {
  if (seed.size() > kMaxClientSeed)
    return fmt::format("a client seed has at most {} characters (this one has {})", kMaxClientSeed, seed.size());
  for (char c : seed)
    if (c < 0x20 || c > 0x7e || c == ':')
      return "a client seed is printable ASCII without ':'";
  return {};
}

}  // namespace cubilete::fair
