#include "store/pg_connection.h"

#include <fmt/format.h>

#include <stdexcept>

namespace cubilete::store::pg {

namespace {
std::string error_of(PGconn* c) {
  std::string e = PQerrorMessage(c);
  while (!e.empty() && (e.back() == '\n' || e.back() == ' ')) e.pop_back();
  return e;
}
}  // namespace

Conn connect(const std::string& url) {
  Conn c(PQconnectdb(url.c_str()));
  if (!c) throw std::runtime_error("PostgreSQL: out of memory");
  if (PQstatus(c.get()) != CONNECTION_OK)
    throw std::runtime_error(fmt::format("cannot connect to PostgreSQL: {}", error_of(c.get())));
  return c;
}

Result exec(PGconn* c, const std::string& sql, const std::vector<std::string>& params) {
  std::vector<const char*> values;
  for (const auto& p : params) values.push_back(p.c_str());
  // Without parameters: the simple protocol, which also runs several statements (a migration).
  Result r(params.empty() ? PQexec(c, sql.c_str())
                          : PQexecParams(c, sql.c_str(), int(values.size()), nullptr, values.data(), nullptr, nullptr, 0));
  const auto status = r ? PQresultStatus(r.get()) : PGRES_FATAL_ERROR;
  if (status != PGRES_COMMAND_OK && status != PGRES_TUPLES_OK)
    throw std::runtime_error(fmt::format("PostgreSQL: {} (in: {})", error_of(c), sql.substr(0, 80)));
  return r;
}

std::string scalar(PGconn* c, const std::string& sql, const std::vector<std::string>& params) {
  auto r = exec(c, sql, params);
  if (PQntuples(r.get()) < 1 || PQnfields(r.get()) < 1)
    throw std::runtime_error(fmt::format("PostgreSQL: no answer to {}", sql.substr(0, 80)));
  return PQgetvalue(r.get(), 0, 0);
}

std::string array(const std::vector<std::string>& items) {
  std::string out = "{";
  for (size_t i = 0; i < items.size(); ++i) {
    if (i) out += ',';
    out += '"';
    for (char ch : items[i]) {
      if (ch == '"' || ch == '\\') out += '\\';
      out += ch;
    }
    out += '"';
  }
  return out + "}";
}

std::string describe(PGconn* c) {
  const char* host = PQhost(c);
  return fmt::format("{}@{}:{}/{}", PQuser(c), host ? host : "", PQport(c), PQdb(c));
}

}  // namespace cubilete::store::pg
