#pragma once
// The store's schema, as numbered migrations: migration i takes a store from schema version i to
// i + 1 (SQLite keeps the version in PRAGMA user_version, PostgreSQL in the table
// schema_version). Both lists have the same length: migration i of one is migration i of the other
// in its own dialect. Never edit a released migration: add the next one to both.
#include <string>
#include <vector>

namespace cubilete::store {

const std::vector<std::string>& sqlite_migrations();
const std::vector<std::string>& postgres_migrations();

}  // namespace cubilete::store
