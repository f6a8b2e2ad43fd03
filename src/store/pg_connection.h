#pragma once
// Small helpers over libpq for the PostgreSQL store: connections and results that free
// themselves, statements with text parameters that throw on error, and array literals.
#include <libpq-fe.h>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace cubilete::store::pg {

struct ResultFree {
  void operator()(PGresult* r) const { PQclear(r); }
};
using Result = std::unique_ptr<PGresult, ResultFree>;

struct ConnFree {
  void operator()(PGconn* c) const { PQfinish(c); }
};
using Conn = std::unique_ptr<PGconn, ConnFree>;

// Connects to `url` (any libpq connection string or URI); throws std::runtime_error with the
// server's reason if it cannot.
Conn connect(const std::string& url);

// Runs a statement with text parameters (without any: maybe several statements); throws
// std::runtime_error unless it succeeded.
Result exec(PGconn* c, const std::string& sql, const std::vector<std::string>& params = {});
// A number as a query parameter (parameters travel as text).
inline std::string num(int64_t v) { return std::to_string(v); }
// The first column of the first row of `sql`'s answer.
std::string scalar(PGconn* c, const std::string& sql, const std::vector<std::string>& params = {});

// A text[] literal holding `items` exactly (quotes and backslashes escaped).
std::string array(const std::vector<std::string>& items);

// "user@host:port/db" of a connection (never its password), for the log.
std::string describe(PGconn* c);

}  // namespace cubilete::store::pg
