#include "store/sql/checks.h"

#include <fmt/format.h>

#include "accounts/bot_ratings.h"
#include "accounts/rating_policy.h"

namespace cubilete::store::sql {

std::string token_hash_problem(const std::string& hash) {
  if (hash.size() != 64) return "a token is kept as its SHA-256: 64 lowercase hex digits";
  for (char c : hash)
    if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f')))
      return "a token is kept as its SHA-256: 64 lowercase hex digits";
  return {};
}

std::string password_hash_problem(const std::string& hash) {
  // libsodium's crypto_pwhash_str writes "$argon2id$v=19$m=...,t=...,p=...$SALT$HASH".
  if (hash.rfind("$argon2id$v=", 0) != 0 || hash.size() < 40 || hash.size() > 256)
    return "a password is kept only as its Argon2id hash (accounts/password.h)";
  return {};
}

std::string rated_room_problem(const RoomRecord& room) {
  if (!room.rated) return {};
  if (!accounts::is_rated_game(room.game)) return fmt::format("{} has no ratings", room.game);
  if (room.seats.size() < 2) return "a rated game has at least two seats";
  if (room.hints) return "a rated game gives no hints";
  for (size_t i = 0; i < room.seats.size(); ++i) {
    const auto& s = room.seats[i];
    if (s.player != "human" && !accounts::bot_rating(room.game, s.player))
      return fmt::format("seat {}: the bot '{}' has no rating in {} (rated bots: {})", i, s.player,
                         room.game, fmt::join(accounts::rated_bots(room.game), ", "));
    if (const auto problem = rated_seat_problem(s); !problem.empty())
      return fmt::format("seat {}: {}", i, problem);
    for (size_t j = 0; j < i; ++j)
      if (s.account > 0 && room.seats[j].account == s.account)
        return fmt::format("seats {} and {}: an account takes one seat of a rated game", j, i);
  }
  return {};
}

std::string rated_seat_problem(const SeatRecord& seat) {
  if (seat.player == "human" && !seat.token_hash.empty() && seat.account <= 0)
    return "in a rated game every person plays with an account";
  return {};
}

}  // namespace cubilete::store::sql
