#include <cstdlib>
#include <stdexcept>

#include "store/pg_store.h"
#include "store/sqlite_store.h"

namespace cubilete::store {

std::string default_store_path() {
  if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg && *xdg) return std::string(xdg) + "/cubilete/tables.db";
  const char* home = std::getenv("HOME");
  if (!home || !*home) throw std::runtime_error("neither XDG_DATA_HOME nor HOME is set: choose a store with --db PATH");
  return std::string(home) + "/.local/share/cubilete/tables.db";
}

std::unique_ptr<Store> open_store(const std::string& location) {
  if (location.rfind("postgresql://", 0) == 0 || location.rfind("postgres://", 0) == 0)
    return std::make_unique<PgStore>(location);
  return std::make_unique<SqliteStore>(location);
}

}  // namespace cubilete::store
