#pragma once
// The few cryptographic primitives the online table needs, from OpenSSL's libcrypto: random
// bytes from the operating system, SHA-256, HMAC-SHA256, hex, and a comparison whose time does
// not depend on where two secrets differ.
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace cubilete::crypto {

using Bytes = std::vector<uint8_t>;
using Digest = std::array<uint8_t, 32>;

// `n` bytes from the OS's generator (throws std::runtime_error if it fails: never weak bytes).
Bytes random_bytes(size_t n);
Digest sha256(std::string_view data);
Digest hmac_sha256(const Bytes& key, std::string_view message);

std::string to_hex(const uint8_t* data, size_t n);
template <class Container>
std::string to_hex(const Container& c) { return to_hex(c.data(), c.size()); }
// Lowercase or uppercase hex; false (and `out` untouched) on anything else or an odd length.
bool from_hex(std::string_view hex, Bytes& out);
// URL-safe base64 without padding (tokens travel in URLs).
std::string base64url(const Bytes& data);

// Equal contents, compared in time that depends only on the lengths.
bool constant_time_equal(std::string_view a, std::string_view b);

}  // namespace cubilete::crypto
