#pragma once
// Seat tokens and room codes. A token is 192 random bits from the OS; the server keeps only its
// SHA-256 and compares hashes in constant time. Tokens are never logged.
#include <string>
#include <string_view>

namespace cubilete::server {

std::string new_token();
std::string token_hash(std::string_view token);
// 6 characters of an alphabet without look-alikes (no 0/O, 1/I/L, U).
std::string new_room_code();
// The code as typed ("ab3x9k " -> "AB3X9K"), or "" if it cannot be a room code.
std::string normalize_room_code(std::string_view typed);

}  // namespace cubilete::server
