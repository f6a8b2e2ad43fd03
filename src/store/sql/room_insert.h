#pragma once
// A new room's rows (the room and its seats) written through SqlSession, for the areas that make a
// room together with rows of their own in one transaction: a daily attempt, a tournament's game.
// The rooms every other way in makes are each database's own (RoomStore::create).
#include "store/room_store.h"
#include "store/sql_session.h"

namespace cubilete::store::sql {

void insert_room(SqlSession& db, const RoomRecord& room);

}  // namespace cubilete::store::sql
