#include "store/schema.h"

namespace cubilete::store {

const std::vector<std::string>& sqlite_migrations() {
  static const std::vector<std::string> steps = {
      // 1: rooms, seats (token hashes only), every action in order, chat.
      R"(
CREATE TABLE rooms(
  code TEXT PRIMARY KEY,
  game TEXT NOT NULL,
  name TEXT NOT NULL,
  rules TEXT NOT NULL,
  status TEXT NOT NULL,
  server_seed TEXT NOT NULL,
  commitment TEXT NOT NULL,
  seed INTEGER NOT NULL DEFAULT 0,
  turn_seconds INTEGER NOT NULL DEFAULT 0,
  created_ms INTEGER NOT NULL,
  updated_ms INTEGER NOT NULL,
  rematch TEXT NOT NULL DEFAULT '',
  previous TEXT NOT NULL DEFAULT '');
CREATE INDEX rooms_by_status ON rooms(status);
CREATE TABLE seats(
  room TEXT NOT NULL REFERENCES rooms(code),
  seat INTEGER NOT NULL,
  name TEXT NOT NULL,
  player TEXT NOT NULL,
  token_hash TEXT NOT NULL,
  client_seed TEXT NOT NULL,
  PRIMARY KEY(room, seat));
CREATE TABLE actions(
  room TEXT NOT NULL REFERENCES rooms(code),
  idx INTEGER NOT NULL,
  action TEXT NOT NULL,
  PRIMARY KEY(room, idx)) WITHOUT ROWID;
CREATE TABLE chat(
  room TEXT NOT NULL REFERENCES rooms(code),
  at_ms INTEGER NOT NULL,
  seat INTEGER NOT NULL,
  name TEXT NOT NULL,
  text TEXT NOT NULL);
CREATE INDEX chat_by_room ON chat(room);
)",
      // 2: who decided each action (PROTOCOL.md v1.1 `by`); whether the room gives hints; the
      // person seats that left a game someone claimed (seats separated by spaces, '' for none).
      R"(
ALTER TABLE actions ADD COLUMN decided_by TEXT NOT NULL DEFAULT '';
ALTER TABLE rooms ADD COLUMN hints TEXT NOT NULL DEFAULT 'on';
ALTER TABLE rooms ADD COLUMN abandoned_by TEXT NOT NULL DEFAULT '';
)",
  };
  return steps;
}

const std::vector<std::string>& postgres_migrations() {
  static const std::vector<std::string> steps = {
      // 1: the same tables as SQLite's migration 1. Chat lines keep their order by an id (SQLite's
      // rowid); the seed is the 64 bits of the game's seed read as a signed BIGINT.
      R"(
CREATE TABLE rooms(
  code TEXT PRIMARY KEY,
  game TEXT NOT NULL,
  name TEXT NOT NULL,
  rules TEXT NOT NULL,
  status TEXT NOT NULL,
  server_seed TEXT NOT NULL,
  commitment TEXT NOT NULL,
  seed BIGINT NOT NULL DEFAULT 0,
  turn_seconds INTEGER NOT NULL DEFAULT 0,
  created_ms BIGINT NOT NULL,
  updated_ms BIGINT NOT NULL,
  rematch TEXT NOT NULL DEFAULT '',
  previous TEXT NOT NULL DEFAULT '');
CREATE INDEX rooms_by_status ON rooms(status);
CREATE TABLE seats(
  room TEXT NOT NULL REFERENCES rooms(code),
  seat INTEGER NOT NULL,
  name TEXT NOT NULL,
  player TEXT NOT NULL,
  token_hash TEXT NOT NULL,
  client_seed TEXT NOT NULL,
  PRIMARY KEY(room, seat));
CREATE TABLE actions(
  room TEXT NOT NULL REFERENCES rooms(code),
  idx BIGINT NOT NULL,
  action TEXT NOT NULL,
  PRIMARY KEY(room, idx));
CREATE TABLE chat(
  id BIGSERIAL PRIMARY KEY,
  room TEXT NOT NULL REFERENCES rooms(code),
  at_ms BIGINT NOT NULL,
  seat INTEGER NOT NULL,
  name TEXT NOT NULL,
  text TEXT NOT NULL);
CREATE INDEX chat_by_room ON chat(room, id);
)",
      // 2: as SQLite's migration 2.
      R"(
ALTER TABLE actions ADD COLUMN decided_by TEXT NOT NULL DEFAULT '';
ALTER TABLE rooms ADD COLUMN hints TEXT NOT NULL DEFAULT 'on';
ALTER TABLE rooms ADD COLUMN abandoned_by TEXT NOT NULL DEFAULT '';
)",
  };
  return steps;
}

}  // namespace cubilete::store
