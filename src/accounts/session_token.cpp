#include "accounts/session_token.h"

#include "crypto/crypto.h"

namespace cubilete::accounts {

namespace {
constexpr size_t kTokenBytes = 32, kTokenLength = 43;  // 32 bytes in unpadded base64
}

std::string new_session_token() { return crypto::base64url(crypto::random_bytes(kTokenBytes)); }

std::string session_token_hash(std::string_view token) { return crypto::to_hex(crypto::sha256(token)); }

bool looks_like_session_token(std::string_view text) {
  if (text.size() != kTokenLength) return false;
  for (char c : text)
    if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_'))
      return false;
  return true;
}

}  // namespace cubilete::accounts
