// Backups of the SQLite store through SQLite's online backup API (https://sqlite.org/backup.html):
// the source connection holds one read transaction for the whole copy, so in WAL mode the copy
// is one consistent snapshot while the server's writer goes on committing beside it.
#include "store/sqlite_backup.h"

#include <fcntl.h>
#include <fmt/format.h>
#include <sqlite3.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <stdexcept>

#include "store/schema.h"
#include "store/sqlite_statement.h"
#include "store/sqlite_store.h"

namespace cubilete::store {

namespace fs = std::filesystem;

namespace {

constexpr int kPagesPerStep = 1024;  // 4 MiB of 4 KiB pages per step

// A connection that closes itself.
class Connection {
 public:
  Connection(const std::string& path, int flags) {
    if (sqlite3_open_v2(path.c_str(), &db_, flags, nullptr) != SQLITE_OK) {
      const std::string why = db_ ? sqlite3_errmsg(db_) : "out of memory";
      sqlite3_close(db_);
      db_ = nullptr;
      throw std::runtime_error(fmt::format("cannot open '{}': {}", path, why));
    }
    sqlite3_busy_timeout(db_, 10000);
  }
  ~Connection() { sqlite3_close(db_); }
  Connection(const Connection&) = delete;
  Connection& operator=(const Connection&) = delete;
  sqlite3* get() const { return db_; }

 private:
  sqlite3* db_ = nullptr;
};

std::string one_text(sqlite3* db, const char* sql) {
  lite::Statement s(db, sql);
  return s.step() ? s.text(0) : std::string();
}

int64_t one_number(sqlite3* db, const char* sql) {
  lite::Statement s(db, sql);
  return s.step() ? s.integer(0) : 0;
}

// What `db` holds, read on an open connection (inside the caller's transaction, if any).
StoreFileFacts facts_of(sqlite3* db, const std::string& path) {
  StoreFileFacts facts;
  try {
    facts.schema_version = int(one_number(db, "PRAGMA user_version"));
    const auto has_table = [&](const char* name) {
      lite::Statement s(db, "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = ?1");
      s.bind(1, std::string(name));
      return s.step() && s.integer(0) == 1;
    };
    if (facts.schema_version < 1 || !has_table("rooms") || !has_table("seats") || !has_table("actions"))
      throw std::runtime_error(fmt::format("'{}' is a SQLite file but not a cubilete store (no schema version, or no "
                                           "rooms, seats and actions tables)",
                                           path));
    if (facts.schema_version > int(sqlite_migrations().size()))
      throw std::runtime_error(fmt::format("'{}' has schema version {}, newer than this program's {}: use the "
                                           "cubilete that wrote it, or a newer one",
                                           path, facts.schema_version, sqlite_migrations().size()));
    facts.rooms = one_number(db, "SELECT count(*) FROM rooms");
    facts.rooms_over = one_number(db, "SELECT count(*) FROM rooms WHERE status = 'over'");
    facts.bytes = one_number(db, "PRAGMA page_count") * one_number(db, "PRAGMA page_size");
  } catch (const std::runtime_error& e) {
    const std::string what = e.what();
    if (what.find("not a database") != std::string::npos || what.find("file is not") != std::string::npos)
      throw std::runtime_error(fmt::format("'{}' is not a SQLite database", path));
    throw;
  }
  return facts;
}

void check_whole(sqlite3* db, const std::string& path) {
  const std::string check = one_text(db, "PRAGMA quick_check");
  if (check != "ok") throw std::runtime_error(fmt::format("'{}' is damaged: {}", path, check.substr(0, 200)));
}

void require_file(const std::string& path, const char* what) {
  std::error_code ec;
  if (!fs::is_regular_file(path, ec))
    throw std::runtime_error(fmt::format("{} '{}' {}", what, path, fs::exists(path, ec) ? "is not a file" : "does not exist"));
}

// The store's own files beside it (WAL mode): removed with it.
void remove_with_companions(const std::string& path) {
  for (const char* suffix : {"", "-wal", "-shm", "-journal"}) fs::remove(path + suffix);
}

// Copies `from` into the new file `to` with the backup API, step by step; returns the steps.
int copy_pages(sqlite3* from, sqlite3* to) {
  sqlite3_backup* backup = sqlite3_backup_init(to, "main", from, "main");
  if (!backup) throw std::runtime_error(fmt::format("the backup cannot start: {}", sqlite3_errmsg(to)));
  int steps = 0, rc = SQLITE_OK;
  for (;;) {
    rc = sqlite3_backup_step(backup, kPagesPerStep);
    ++steps;
    if (rc == SQLITE_DONE) break;
    if (rc == SQLITE_BUSY || rc == SQLITE_LOCKED) {
      sqlite3_sleep(5);  // the destination is ours alone; a busy source passes in a moment
      if (steps > 100000) break;
      continue;
    }
    if (rc != SQLITE_OK) break;
  }
  sqlite3_backup_finish(backup);
  if (rc != SQLITE_DONE)
    throw std::runtime_error(fmt::format("the backup stopped: {}", sqlite3_errstr(rc)));
  return steps;
}

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// A file beside `target` for the copy in progress, removed unless kept.
class PartialFile {
 public:
  explicit PartialFile(const std::string& target) : path_(fmt::format("{}.partial-{}", target, ::getpid())) {
    remove_with_companions(path_);
  }
  ~PartialFile() {
    if (!kept_) {
      std::error_code ec;
      for (const char* suffix : {"", "-wal", "-shm", "-journal"}) fs::remove(path_ + suffix, ec);
    }
  }
  const std::string& path() const { return path_; }
  // Renamed onto `target` (atomic within a filesystem).
  void keep_as(const std::string& target) {
    fs::rename(path_, target);
    kept_ = true;
  }

 private:
  std::string path_;
  bool kept_ = false;
};

}  // namespace

StoreFileFacts inspect_store_file(const std::string& path) {
  require_file(path, "the store");
  Connection c(path, SQLITE_OPEN_READONLY);
  auto facts = facts_of(c.get(), path);
  check_whole(c.get(), path);
  return facts;
}

bool store_in_use(const std::string& path) {
  // Every connection to a WAL-mode store holds a shared lock on the "DMS" byte of its -shm file
  // (offset 128; https://sqlite.org/walformat.html, "the WAL-index"): a write lock there could
  // not be had. F_GETLK asks without taking it.
  const int fd = ::open((path + "-shm").c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return false;
  struct flock lock{};
  lock.l_type = F_WRLCK;
  lock.l_whence = SEEK_SET;
  lock.l_start = 128;
  lock.l_len = 1;
  const bool held = ::fcntl(fd, F_GETLK, &lock) == 0 && lock.l_type != F_UNLCK;
  ::close(fd);
  return held;
}

BackupReport backup_store(const std::string& db, const std::string& file, bool force) {
  const auto start = std::chrono::steady_clock::now();
  require_file(db, "the store");
  std::error_code ec;
  if (fs::exists(file, ec) && !force)
    throw std::runtime_error(fmt::format("'{}' exists: choose a new file, or --force to replace it", file));
  if (fs::is_directory(file, ec)) throw std::runtime_error(fmt::format("'{}' is a folder: name a file", file));
  const auto folder = fs::path(file).parent_path();
  if (!folder.empty() && !fs::is_directory(folder, ec))
    throw std::runtime_error(fmt::format("the folder '{}' does not exist", folder.string()));

  // Read-write without create: a read-only connection could not open a WAL store whose -shm is
  // gone (the server stopped); nothing is written through it.
  Connection source(db, SQLITE_OPEN_READWRITE);
  // One read transaction for the whole copy: every step reads the same snapshot (WAL mode lets
  // the server's writer commit meanwhile), so the backup never restarts and never mixes times.
  lite::exec(source.get(), "BEGIN");
  const auto facts = facts_of(source.get(), db);
  PartialFile partial(file);
  BackupReport report;
  {
    Connection copy(partial.path(), SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
    report.steps = copy_pages(source.get(), copy.get());
    lite::exec(source.get(), "COMMIT");
    report.copy = facts_of(copy.get(), file);
    check_whole(copy.get(), file);
    if (report.copy.rooms != facts.rooms)
      throw std::runtime_error(fmt::format("the copy holds {} rooms, the store {}: not kept", report.copy.rooms, facts.rooms));
    // A copy stands alone: its WAL folded in, so one file is the whole backup.
    lite::exec(copy.get(), "PRAGMA journal_mode=DELETE");
  }
  if (force) remove_with_companions(file);
  partial.keep_as(file);
  report.seconds = seconds_since(start);
  return report;
}

RestoreReport restore_store(const std::string& file, const std::string& db, bool force) {
  const auto start = std::chrono::steady_clock::now();
  RestoreReport report;
  const auto facts = inspect_store_file(file);
  report.schema_before = facts.schema_version;
  std::error_code ec;
  if (store_in_use(db))
    throw std::runtime_error(fmt::format("the store '{}' is in use (a server or another command has it open): stop "
                                         "it first",
                                         db));
  if (fs::exists(db, ec) && !force)
    throw std::runtime_error(fmt::format("'{}' exists: restore into a new file, or --force to replace it (stop the "
                                         "server first)",
                                         db));
  const auto folder = fs::path(db).parent_path();
  if (!folder.empty()) fs::create_directories(folder, ec);
  PartialFile partial(db);
  {
    Connection backup(file, SQLITE_OPEN_READONLY);
    Connection copy(partial.path(), SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
    copy_pages(backup.get(), copy.get());
    check_whole(copy.get(), db);
  }
  // Opened as the server opens it: an older schema is migrated in place, here, before the
  // store takes its place (a migration that fails leaves the old store where it was).
  {
    SqliteStore opened(partial.path());
    report.schema_after = opened.schema_version();
  }
  if (store_in_use(db))
    throw std::runtime_error(fmt::format("the store '{}' came into use meanwhile: nothing replaced", db));
  if (force) remove_with_companions(db);
  partial.keep_as(db);
  report.restored = inspect_store_file(db);
  report.seconds = seconds_since(start);
  return report;
}

}  // namespace cubilete::store
