#include "store/pg_session.h"

#include <fmt/format.h>

#include <cstdlib>
#include <optional>

#include "store/pg_connection.h"

namespace cubilete::store::pg {

namespace {

// Type oids of pg_type.h (stable across releases).
constexpr Oid kBool = 16, kInt8 = 20, kInt2 = 21, kInt4 = 23, kFloat4 = 700, kFloat8 = 701,
              kNumeric = 1700;

std::optional<std::string> as_text(const SqlValue& v) {
  if (std::holds_alternative<std::nullptr_t>(v)) return std::nullopt;
  if (const auto* i = std::get_if<int64_t>(&v)) return std::to_string(*i);
  if (const auto* d = std::get_if<double>(&v)) return fmt::format("{}", *d);
  return std::get<std::string>(v);
}

SqlValue cell(PGresult* r, int row, int col) {
  if (PQgetisnull(r, row, col)) return nullptr;
  const char* text = PQgetvalue(r, row, col);
  switch (PQftype(r, col)) {
    case kInt2:
    case kInt4:
    case kInt8:
      return int64_t(std::strtoll(text, nullptr, 10));
    case kFloat4:
    case kFloat8:
    case kNumeric:
      return std::strtod(text, nullptr);
    case kBool:
      return int64_t(text[0] == 't');
    default:
      return std::string(text, size_t(PQgetlength(r, row, col)));
  }
}

[[noreturn]] void fail(PGconn* c, PGresult* r, const std::string& sql) {
  const char* state = r ? PQresultErrorField(r, PG_DIAG_SQLSTATE) : nullptr;
  std::string why = PQerrorMessage(c);
  while (!why.empty() && (why.back() == '\n' || why.back() == ' ')) why.pop_back();
  throw SqlError(fmt::format("PostgreSQL: {} (in: {})", why, sql.substr(0, 80)),
                 state ? state : "");
}

}  // namespace

std::string StatementCache::name(PGconn* c, const std::string& sql) {
  if (PQbackendPID(c) != backend_) {
    names_.clear();
    backend_ = PQbackendPID(c);
  }
  if (const auto it = names_.find(sql); it != names_.end()) return it->second;
  const std::string name = fmt::format("s{}", names_.size());
  Result r(PQprepare(c, name.c_str(), sql.c_str(), 0, nullptr));
  if (!r || PQresultStatus(r.get()) != PGRES_COMMAND_OK) fail(c, r.get(), sql);
  names_.emplace(sql, name);
  return name;
}

SqlRows Session::run(std::string_view sql, const std::vector<SqlValue>& params) {
  std::vector<std::optional<std::string>> texts;
  for (const auto& p : params) texts.push_back(as_text(p));
  std::vector<const char*> values;
  for (const auto& t : texts) values.push_back(t ? t->c_str() : nullptr);
  const std::string statement(sql);
  const std::string name = statements_.name(connection_, statement);
  Result r(PQexecPrepared(connection_, name.c_str(), int(values.size()), values.data(), nullptr,
                          nullptr, 0));
  const auto status = r ? PQresultStatus(r.get()) : PGRES_FATAL_ERROR;
  if (status != PGRES_COMMAND_OK && status != PGRES_TUPLES_OK)
    fail(connection_, r.get(), statement);
  const int columns = PQnfields(r.get());
  SqlRows rows(size_t(columns > 0 ? columns : 0));
  for (int i = 0; i < PQntuples(r.get()); ++i)
    for (int c = 0; c < columns; ++c) rows.add(cell(r.get(), i, c));
  return rows;
}

}  // namespace cubilete::store::pg
