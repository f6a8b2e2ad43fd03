#include "accounts/password.h"

#include <fmt/format.h>
#include <sodium.h>

#include <stdexcept>

namespace cubilete::accounts {

namespace {

constexpr size_t kMinCharacters = 8, kMaxCharacters = 128;

void ensure_sodium() {
  // sodium_init is safe to call from any thread, any number of times; -1 means no usable generator.
  static const int ready = sodium_init();
  if (ready < 0) throw std::runtime_error("libsodium could not start");
}

// Code points in `s` (UTF-8), or -1 where it is not valid UTF-8.
long count_code_points(std::string_view s) {
  long n = 0;
  for (size_t i = 0; i < s.size(); ++n) {
    const auto c = static_cast<unsigned char>(s[i]);
    const size_t len = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xe ? 3 : (c >> 3) == 0x1e ? 4 : 0;
    if (len == 0 || i + len > s.size()) return -1;
    for (size_t k = 1; k < len; ++k)
      if ((static_cast<unsigned char>(s[i + k]) >> 6) != 0x2) return -1;
    i += len;
  }
  return n;
}

}  // namespace

PasswordCost PasswordCost::interactive() {
  return {crypto_pwhash_OPSLIMIT_INTERACTIVE, crypto_pwhash_MEMLIMIT_INTERACTIVE};
}
PasswordCost PasswordCost::minimum() { return {crypto_pwhash_OPSLIMIT_MIN, crypto_pwhash_MEMLIMIT_MIN}; }

std::string password_problem(std::string_view password) {
  const long n = count_code_points(password);
  if (n < 0) return "a password is text (valid UTF-8)";
  if (size_t(n) < kMinCharacters || size_t(n) > kMaxCharacters)
    return fmt::format("a password has {} to {} characters (this one has {})", kMinCharacters, kMaxCharacters, n);
  return {};
}

std::string hash_password(std::string_view password, const PasswordCost& cost) {
  ensure_sodium();
  char out[crypto_pwhash_STRBYTES];
  if (crypto_pwhash_str_alg(out, password.data(), password.size(), cost.ops, cost.memory_bytes,
                            crypto_pwhash_ALG_ARGON2ID13) != 0)
    throw std::runtime_error("could not hash a password (out of memory)");
  return out;
}

bool verify_password(std::string_view password, const std::string& hash) {
  ensure_sodium();
  if (hash.size() >= crypto_pwhash_STRBYTES) return false;
  return crypto_pwhash_str_verify(hash.c_str(), password.data(), password.size()) == 0;
}

bool password_needs_rehash(const std::string& hash, const PasswordCost& cost) {
  ensure_sodium();
  return crypto_pwhash_str_needs_rehash(hash.c_str(), cost.ops, cost.memory_bytes) != 0;
}

}  // namespace cubilete::accounts
