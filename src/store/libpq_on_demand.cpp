// libpq, loaded when the first PostgreSQL connection is made rather than when cubilete starts:
// libpq and what it needs (Kerberos, LDAP, GnuTLS: 21 libraries) cost 12 ms to load on a 2-core
// VM, most of a short command's time, and few processes ever speak to PostgreSQL. These
// definitions stand in for libpq's functions that the store calls: each looks up libpq's own once
// and calls it. The program does not export them, so libpq's calls among its own functions stay
// inside libpq.
#include <dlfcn.h>
#include <libpq-fe.h>

#include <stdexcept>
#include <string>

namespace {

void* libpq_function(const char* name) {
  static void* const library = [] {
    void* opened = dlopen("libpq.so.5", RTLD_NOW | RTLD_LOCAL);
    if (!opened)
      throw std::runtime_error(std::string("a PostgreSQL store needs libpq (libpq.so.5, Debian's libpq5): ") +
                               dlerror());
    return opened;
  }();
  void* function = dlsym(library, name);
  if (!function) throw std::runtime_error(std::string("libpq.so.5 has no ") + name + ": it is older than 14");
  return function;
}

}  // namespace

// Defines libpq's `name`, with its parameters and the arguments that pass them on.
#define CUBILETE_LIBPQ(result, name, parameters, arguments)                                 \
  extern "C" result name parameters {                                                       \
    static const auto real = reinterpret_cast<decltype(&name)>(libpq_function(#name)); \
    return real arguments;                                                                  \
  }

CUBILETE_LIBPQ(PGconn*, PQconnectdb, (const char* info), (info))
CUBILETE_LIBPQ(void, PQfinish, (PGconn* conn), (conn))
CUBILETE_LIBPQ(void, PQreset, (PGconn* conn), (conn))
CUBILETE_LIBPQ(ConnStatusType, PQstatus, (const PGconn* conn), (conn))
CUBILETE_LIBPQ(char*, PQerrorMessage, (const PGconn* conn), (conn))
CUBILETE_LIBPQ(int, PQbackendPID, (const PGconn* conn), (conn))
CUBILETE_LIBPQ(int, PQsocket, (const PGconn* conn), (conn))
CUBILETE_LIBPQ(char*, PQuser, (const PGconn* conn), (conn))
CUBILETE_LIBPQ(char*, PQhost, (const PGconn* conn), (conn))
CUBILETE_LIBPQ(char*, PQport, (const PGconn* conn), (conn))
CUBILETE_LIBPQ(char*, PQdb, (const PGconn* conn), (conn))
CUBILETE_LIBPQ(PGresult*, PQexec, (PGconn* conn, const char* query), (conn, query))
CUBILETE_LIBPQ(PGresult*, PQexecParams,
               (PGconn* conn, const char* command, int count, const Oid* types, const char* const* values,
                const int* lengths, const int* formats, int result_format),
               (conn, command, count, types, values, lengths, formats, result_format))
CUBILETE_LIBPQ(PGresult*, PQprepare, (PGconn* conn, const char* name, const char* query, int count, const Oid* types),
               (conn, name, query, count, types))
CUBILETE_LIBPQ(PGresult*, PQexecPrepared,
               (PGconn* conn, const char* name, int count, const char* const* values, const int* lengths,
                const int* formats, int result_format),
               (conn, name, count, values, lengths, formats, result_format))
CUBILETE_LIBPQ(int, PQsendQueryParams,
               (PGconn* conn, const char* command, int count, const Oid* types, const char* const* values,
                const int* lengths, const int* formats, int result_format),
               (conn, command, count, types, values, lengths, formats, result_format))
CUBILETE_LIBPQ(int, PQsendQueryPrepared,
               (PGconn* conn, const char* name, int count, const char* const* values, const int* lengths,
                const int* formats, int result_format),
               (conn, name, count, values, lengths, formats, result_format))
CUBILETE_LIBPQ(PGresult*, PQgetResult, (PGconn* conn), (conn))
CUBILETE_LIBPQ(int, PQconsumeInput, (PGconn* conn), (conn))
CUBILETE_LIBPQ(PGnotify*, PQnotifies, (PGconn* conn), (conn))
CUBILETE_LIBPQ(int, PQenterPipelineMode, (PGconn* conn), (conn))
CUBILETE_LIBPQ(int, PQexitPipelineMode, (PGconn* conn), (conn))
CUBILETE_LIBPQ(int, PQpipelineSync, (PGconn* conn), (conn))
CUBILETE_LIBPQ(ExecStatusType, PQresultStatus, (const PGresult* res), (res))
CUBILETE_LIBPQ(char*, PQresultErrorMessage, (const PGresult* res), (res))
CUBILETE_LIBPQ(char*, PQresultErrorField, (const PGresult* res, int code), (res, code))
CUBILETE_LIBPQ(int, PQntuples, (const PGresult* res), (res))
CUBILETE_LIBPQ(int, PQnfields, (const PGresult* res), (res))
CUBILETE_LIBPQ(Oid, PQftype, (const PGresult* res, int field), (res, field))
CUBILETE_LIBPQ(char*, PQgetvalue, (const PGresult* res, int row, int field), (res, row, field))
CUBILETE_LIBPQ(int, PQgetlength, (const PGresult* res, int row, int field), (res, row, field))
CUBILETE_LIBPQ(int, PQgetisnull, (const PGresult* res, int row, int field), (res, row, field))
CUBILETE_LIBPQ(void, PQclear, (PGresult* res), (res))
CUBILETE_LIBPQ(void, PQfreemem, (void* ptr), (ptr))
