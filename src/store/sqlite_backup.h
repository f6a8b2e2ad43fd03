#pragma once
// `cubilete backup` and `cubilete restore` of a SQLite store (docs/operating.md, "Backups"): a
// copy taken with SQLite's online backup API while the server goes on writing, and a copy put
// back (its schema brought up to this program's by the store's own migrations).
#include <cstdint>
#include <string>

namespace cubilete::store {

// What a store file holds, as far as backup and restore care.
struct StoreFileFacts {
  int schema_version = 0;
  int64_t rooms = 0, rooms_over = 0;
  int64_t bytes = 0;
};

// Reads `path` as a cubilete SQLite store: throws std::runtime_error saying what is wrong (no
// such file, not SQLite, not a cubilete store, a schema newer than this program's, damaged).
StoreFileFacts inspect_store_file(const std::string& path);

// True while a process has the SQLite store `path` open (its WAL index is held): a server, or
// another command.
bool store_in_use(const std::string& path);

struct BackupReport {
  StoreFileFacts copy;
  int steps = 0;     // sqlite3_backup_step calls
  double seconds = 0;
};
// Copies the store `db` into `file` (a new file, or over one with `force`), page by page in steps
// while the store stays open for writing elsewhere: the copy is the store as of the moment the
// backup began, written beside `file` and renamed onto it only once whole and checked. Throws
// std::runtime_error with the reason; `file` is then untouched.
BackupReport backup_store(const std::string& db, const std::string& file, bool force);

struct RestoreReport {
  int schema_before = 0, schema_after = 0;
  StoreFileFacts restored;
  double seconds = 0;
};
// Puts the backup `file` at `db` (refusing a store in use, and an existing one without
// `force`), then opens it as the server would, which migrates an older schema in place. Throws
// std::runtime_error with the reason; `db` is then untouched.
RestoreReport restore_store(const std::string& file, const std::string& db, bool force);

}  // namespace cubilete::store
