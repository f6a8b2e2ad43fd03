#pragma once
// The store's own checks of what it is given for accounts: a hash where a hash belongs (never a
// password or a token in clear, whatever a caller passes by mistake), and a rated room that can be
// rated. Each returns why not, or "".
#include <string>

#include "store/store.h"

namespace cubilete::store::sql {

// A lowercase hex SHA-256 (what accounts/session_token.h makes of a token).
std::string token_hash_problem(const std::string& hash);
// An Argon2id hash in libsodium's string form (accounts/password.h).
std::string password_hash_problem(const std::string& hash);
// A rated room: a rated game, at least two seats, no hints, every bot rated
// (accounts/bot_ratings.h) and every person's seat already taken an account's.
std::string rated_room_problem(const RoomRecord& room);
// A seat of a rated room: a person's only with an account, and one seat per account.
std::string rated_seat_problem(const SeatRecord& seat);

}  // namespace cubilete::store::sql
