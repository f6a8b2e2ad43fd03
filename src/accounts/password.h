#pragma once
// Passwords (PROTOCOL.md v1.1, Accounts): 8 to 128 characters, no composition rules, stored only
// as Argon2id hashes (libsodium's crypto_pwhash_str: the salt and the cost are inside the hash, so
// a stronger cost later still verifies old hashes and rehashes them at the next sign-in).
#include <string>
#include <string_view>

namespace cubilete::accounts {

// What one hash costs: libsodium's "interactive" limits by default (2 passes over 64 MiB), the
// cost it recommends for logins. Tests may ask for less.
struct PasswordCost {
  unsigned long long ops;
  size_t memory_bytes;
  static PasswordCost interactive();
  static PasswordCost minimum();  // libsodium's least: for tests that hash many passwords
};

// Why `password` cannot be a password, or "" if it can. Characters are Unicode code points
// (a password may be in any script); the caller gives it as UTF-8, normalised as it wants
// passwords compared (the server uses NFC).
std::string password_problem(std::string_view password);

// The password's Argon2id hash in libsodium's string form ("$argon2id$v=19$m=...").
// Throws std::runtime_error if libsodium cannot hash (out of memory).
std::string hash_password(std::string_view password, const PasswordCost& cost = PasswordCost::interactive());

// Whether `password` is the one `hash` was made from (false for any malformed hash).
bool verify_password(std::string_view password, const std::string& hash);

// Whether `hash` was made with a cost other than `cost` (rehash it after a successful sign-in).
bool password_needs_rehash(const std::string& hash, const PasswordCost& cost = PasswordCost::interactive());

}  // namespace cubilete::accounts
