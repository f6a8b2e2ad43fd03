#pragma once
// The store's schema, as numbered migrations: migration i takes a store from schema version i to
// i + 1 (SQLite keeps the version in PRAGMA user_version). Never edit a released migration: add
// the next one.
#include <string>
#include <vector>

namespace cubilete::store {

const std::vector<std::string>& sqlite_migrations();

}  // namespace cubilete::store
