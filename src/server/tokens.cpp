#include "server/tokens.h"

#include <cctype>

#include "crypto/crypto.h"

namespace cubilete::server {

namespace {
constexpr std::string_view kCodeAlphabet = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
constexpr size_t kCodeLength = 6;
}  // namespace

std::string new_token() { return crypto::base64url(crypto::random_bytes(24)); }

std::string token_hash(std::string_view token) { return crypto::to_hex(crypto::sha256(token)); }

std::string new_room_code() {
  std::string code;
  while (code.size() < kCodeLength) {
    // Rejection sampling keeps every character equally likely.
    for (uint8_t b : crypto::random_bytes(16)) {
      if (b >= 240) continue;  // 240 = 8 * 30
      code += kCodeAlphabet[b % kCodeAlphabet.size()];
      if (code.size() == kCodeLength) break;
    }
  }
  return code;
}

std::string normalize_room_code(std::string_view typed) {
  std::string code;
  for (char c : typed) {
    if (c == ' ' || c == '-') continue;
    const char up = char(std::toupper(static_cast<unsigned char>(c)));
    if (kCodeAlphabet.find(up) == std::string_view::npos) return {};
    code += up;
  }
  return code.size() == kCodeLength ? code : std::string();
}

}  // namespace cubilete::server
