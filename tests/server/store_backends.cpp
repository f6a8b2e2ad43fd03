#include "store_backends.h"

#include <libpq-fe.h>
#include <sqlite3.h>

#include <algorithm>
#include <cstdlib>
#include <stdexcept>

#include "crypto/crypto.h"
#include "store/pg_store.h"
#include "store/schema.h"
#include "store/sqlite_store.h"

namespace cubilete::store::test_db {

namespace {

class SqliteBackend final : public Backend {
 public:
  SqliteBackend() : path_(dir_.path() + "/store.db") {}
  std::unique_ptr<Store> open() override { return std::make_unique<SqliteStore>(path_); }
  std::string name() const override { return "SQLite"; }
  std::string serve_db() const override { return path_; }

  Rows query(const std::string& sql) override {
    sqlite3* db = nullptr;
    if (sqlite3_open_v2(path_.c_str(), &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr) != SQLITE_OK)
      throw std::runtime_error("cannot open " + path_);
    sqlite3_busy_timeout(db, 10000);
    Rows rows;
    std::string error;
    const char* tail = sql.c_str();
    while (error.empty() && *tail) {
      sqlite3_stmt* st = nullptr;
      if (sqlite3_prepare_v2(db, tail, -1, &st, &tail) != SQLITE_OK) {
        error = sqlite3_errmsg(db);
        break;
      }
      if (!st) break;  // trailing blanks
      int rc;
      while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
        std::vector<std::string> row;
        for (int c = 0; c < sqlite3_column_count(st); ++c) {
          const auto* text = reinterpret_cast<const char*>(sqlite3_column_text(st, c));
          row.emplace_back(text ? text : "<null>");
        }
        rows.push_back(std::move(row));
      }
      if (rc != SQLITE_DONE) error = sqlite3_errmsg(db);
      sqlite3_finalize(st);
    }
    sqlite3_close(db);
    if (!error.empty()) throw std::runtime_error("SQLite: " + error + " in " + sql);
    return rows;
  }

  std::vector<std::string> tables() override {
    std::vector<std::string> out;
    for (const auto& row : query("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"))
      out.push_back(row[0]);
    return out;
  }

  void migrate_to(int version) override {
    for (int v = 0; v < version; ++v) query(sqlite_migrations()[size_t(v)]);
    query("PRAGMA user_version = " + std::to_string(version));
  }

 private:
  test::TempDir dir_;
  std::string path_;
};

class PostgresBackend final : public Backend {
 public:
  bool available() const { return db_.available(); }
  std::unique_ptr<Store> open() override { return std::make_unique<PgStore>(db_.url()); }
  std::string name() const override { return "PostgreSQL"; }
  std::string serve_db() const override { return db_.uri(); }
  Rows query(const std::string& sql) override { return PgDatabase::run(db_.url(), sql); }

  std::vector<std::string> tables() override {
    std::vector<std::string> out;
    for (const auto& row :
         query("SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename"))
      out.push_back(row[0]);
    return out;
  }

  void migrate_to(int version) override {
    query("CREATE TABLE schema_version(version INTEGER NOT NULL)");
    for (int v = 0; v < version; ++v) query(postgres_migrations()[size_t(v)]);
    query("INSERT INTO schema_version VALUES(" + std::to_string(version) + ")");
  }

 private:
  PgDatabase db_;
};

}  // namespace

std::unique_ptr<Backend> sqlite_backend() { return std::make_unique<SqliteBackend>(); }

std::unique_ptr<Backend> postgres_backend() {
  auto backend = std::make_unique<PostgresBackend>();
  if (!backend->available()) return nullptr;
  return backend;
}

PgDatabase::PgDatabase() {
  const char* base = std::getenv("CUBILETE_TEST_PG");
  if (!base || !*base) return;
  base_ = base;
  name_ = "t_" + crypto::to_hex(crypto::random_bytes(6));
  run(base_ + " dbname=postgres", "CREATE DATABASE " + name_);
  url_ = base_ + " dbname=" + name_;
}

PgDatabase::~PgDatabase() {
  if (name_.empty()) return;
  try {
    run(base_ + " dbname=postgres", "DROP DATABASE " + name_ + " WITH (FORCE)");
  } catch (const std::exception&) {
    // The cluster goes with the test run; a database left behind is harmless.
  }
}

std::string PgDatabase::uri() const {
  // "host=/dir user=u dbname=d" -> "postgresql:///d?host=/dir&user=u" (the values have no spaces).
  std::string query, dbname;
  size_t at = 0;
  while (at < url_.size()) {
    const size_t end = std::min(url_.find(' ', at), url_.size());
    const std::string pair = url_.substr(at, end - at);
    at = end + 1;
    const size_t eq = pair.find('=');
    if (eq == std::string::npos) continue;
    if (pair.substr(0, eq) == "dbname") dbname = pair.substr(eq + 1);
    else query += (query.empty() ? "?" : "&") + pair;
  }
  return "postgresql:///" + dbname + query;
}

Rows PgDatabase::run(const std::string& conninfo, const std::string& sql) {
  PGconn* c = PQconnectdb(conninfo.c_str());
  if (PQstatus(c) != CONNECTION_OK) {
    std::string error = PQerrorMessage(c);
    PQfinish(c);
    throw std::runtime_error(error);
  }
  PGresult* r = PQexec(c, sql.c_str());
  const bool ok = PQresultStatus(r) == PGRES_COMMAND_OK || PQresultStatus(r) == PGRES_TUPLES_OK;
  Rows rows;
  for (int i = 0; ok && i < PQntuples(r); ++i) {
    std::vector<std::string> row;
    for (int col = 0; col < PQnfields(r); ++col)
      row.emplace_back(PQgetisnull(r, i, col) ? "<null>" : PQgetvalue(r, i, col));
    rows.push_back(std::move(row));
  }
  std::string error = ok ? "" : PQerrorMessage(c);
  PQclear(r);
  PQfinish(c);
  if (!ok) throw std::runtime_error("PostgreSQL: " + error + " in " + sql);
  return rows;
}

}  // namespace cubilete::store::test_db
