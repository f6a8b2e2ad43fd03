#pragma once
// Both databases for the store's tests that hold for either (accounts, game ends, ratings,
// profiles, migrations): a test written once runs on a real SQLite file and on a real PostgreSQL
// server (CUBILETE_TEST_PG, a libpq connection string without dbname; tests/cluster/pg_store_test.sh
// starts a throwaway cluster and sets it, and without it the PostgreSQL runs skip). Each backend
// also reads its tables directly, so tests can inspect what the store wrote.
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "server_harness.h"
#include "store/store.h"

namespace cubilete::store::test_db {

using Rows = std::vector<std::vector<std::string>>;  // NULL reads as "<null>"

class Backend {
 public:
  virtual ~Backend() = default;
  // The store on this database (opened again: the same data, as after a restart).
  virtual std::unique_ptr<Store> open() = 0;
  // Runs SQL on a connection of its own (not the store's), and every row it returns as text.
  virtual Rows query(const std::string& sql) = 0;
  // Every table of the schema.
  virtual std::vector<std::string> tables() = 0;
  // Brings an empty database to schema version `version` with the store's own migrations, as an
  // older cubilete would have left it.
  virtual void migrate_to(int version) = 0;
  virtual std::string name() const = 0;
  // What `cubilete serve --db` takes to open this database: the SQLite file, or a postgresql:// URL.
  virtual std::string serve_db() const = 0;

  std::string scalar(const std::string& sql) {
    const auto rows = query(sql);
    return rows.empty() || rows[0].empty() ? "" : rows[0][0];
  }
};

// A fresh database for one test: a file in a temporary folder, or a PostgreSQL database dropped
// at the end. Null when the backend is not available (PostgreSQL without CUBILETE_TEST_PG).
using Factory = std::function<std::unique_ptr<Backend>()>;
std::unique_ptr<Backend> sqlite_backend();
std::unique_ptr<Backend> postgres_backend();

// A PostgreSQL database of its own for one test, dropped at the end (also for pg_store_test.cpp).
class PgDatabase {
 public:
  // Skips nothing itself: `available()` is false without CUBILETE_TEST_PG.
  PgDatabase();
  ~PgDatabase();
  bool available() const { return !name_.empty(); }
  const std::string& url() const { return url_; }    // a libpq connection string
  const std::string& base() const { return base_; }  // CUBILETE_TEST_PG
  // The same database as a postgresql:// URL (what `cubilete serve --db` takes).
  std::string uri() const;
  // Runs SQL on a connection of its own to `conninfo`; throws std::runtime_error on error.
  static Rows run(const std::string& conninfo, const std::string& sql);

 private:
  std::string base_, name_, url_;
};

}  // namespace cubilete::store::test_db
