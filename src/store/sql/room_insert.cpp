#include "store/sql/room_insert.h"

#include "store/room_columns.h"

namespace cubilete::store::sql {

void insert_room(SqlSession& db, const RoomRecord& room) {
  db.run(
      "INSERT INTO rooms(code, game, name, rules, status, server_seed, commitment, seed, turn_seconds, created_ms, "
      "updated_ms, rematch, previous, hints, rated, public, language, daily, mode, match_room, match_seat, tournament, "
      "sealed_until_ms) "
      "VALUES($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23)",
      {room.code, room.game, room.name, room.rules, status_name(room.status), room.server_seed, room.commitment,
       int64_t(room.seed), int64_t(room.turn_seconds), room.created_ms, room.updated_ms, room.rematch, room.previous,
       hints_text(room.hints), int64_t(room.rated), int64_t(room.listed), room.language, room.daily, room.mode,
       room.match, int64_t(room.match_seat), room.tournament, room.sealed_until_ms});
  for (size_t i = 0; i < room.seats.size(); ++i) {
    const auto& seat = room.seats[i];
    db.run(
        "INSERT INTO seats(room, seat, name, player, token_hash, client_seed, account, address_key) "
        "VALUES($1, $2, $3, $4, $5, $6, $7, $8)",
        {room.code, int64_t(i), seat.name, seat.player, seat.token_hash, seat.client_seed,
         seat.account > 0 ? SqlValue(seat.account) : SqlValue(nullptr), seat.address_key});
  }
}

}  // namespace cubilete::store::sql
