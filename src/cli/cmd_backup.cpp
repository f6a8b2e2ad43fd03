// `cubilete backup` and `cubilete restore`: the SQLite store copied while the server runs, and put
// back (docs/operating.md, "Backups"). A PostgreSQL store is backed up with pg_dump instead.
#include <fmt/format.h>

#include <iostream>
#include <nlohmann/json.hpp>

#include "cli/common.h"
#include "core/error.h"
#include "store/sqlite_backup.h"

namespace cubilete::cli {

namespace {

void refuse_postgres(const std::string& location) {
  if (location.rfind("postgresql://", 0) == 0 || location.rfind("postgres://", 0) == 0)
    throw UsageError("a PostgreSQL store is backed up with pg_dump and restored with pg_restore "
                     "(docs/operating.md, \"Backups\"); backup and restore copy a SQLite store");
}

std::string megabytes(int64_t bytes) { return fmt::format("{:.1f} MB", double(bytes) / 1e6); }

}  // namespace

void add_backup_commands(CLI::App& app) {
  auto* backup = app.add_subcommand("backup", "copy a SQLite store while a server may be writing to it");
  static std::string db, file;
  static bool force = false, json = false;
  backup->add_option("--db", db, "the store to copy (the server's --db)")->required();
  backup->add_option("FILE", file, "the new backup file")->required();
  backup->add_flag("--force", force, "replace FILE if it exists");
  backup->add_flag("--json", json, "print one JSON document");
  backup->callback([] {
    refuse_postgres(db);
    store::BackupReport r;
    try {
      r = store::backup_store(db, file, force);
    } catch (const std::runtime_error& e) {
      throw UsageError(fmt::format("backup failed: {}", e.what()));
    }
    if (json) {
      print_json(nlohmann::json{{"file", file}, {"rooms", r.copy.rooms}, {"rooms_over", r.copy.rooms_over},
                         {"schema_version", r.copy.schema_version}, {"bytes", r.copy.bytes}, {"steps", r.steps},
                                {"seconds", r.seconds}});
      return;
    }
    std::cout << fmt::format("backed up {} rooms ({} over; schema version {}, {}) to {} in {:.2f} s\n", r.copy.rooms,
                             r.copy.rooms_over, r.copy.schema_version, megabytes(r.copy.bytes), file, r.seconds);
  });

  auto* restore = app.add_subcommand("restore", "put a backup in place as a SQLite store (stop the server first)");
  static std::string from, into;
  static bool replace = false, restore_json = false;
  restore->add_option("FILE", from, "the backup made by `cubilete backup`")->required();
  restore->add_option("--db", into, "where the store goes (the server's --db)")->required();
  restore->add_flag("--force", replace, "replace an existing store (never one a running server has open)");
  restore->add_flag("--json", restore_json, "print one JSON document");
  restore->callback([] {
    refuse_postgres(into);
    store::RestoreReport r;
    try {
      r = store::restore_store(from, into, replace);
    } catch (const std::runtime_error& e) {
      throw UsageError(fmt::format("restore failed: {}", e.what()));
    }
    if (restore_json) {
      print_json(nlohmann::json{{"db", into}, {"rooms", r.restored.rooms}, {"rooms_over", r.restored.rooms_over},
                         {"schema_before", r.schema_before}, {"schema_after", r.schema_after}, {"seconds", r.seconds}});
      return;
    }
    std::cout << fmt::format("restored {} rooms ({} over) to {}: schema version {}{} in {:.2f} s\n", r.restored.rooms,
                             r.restored.rooms_over, into, r.schema_after,
                             r.schema_before == r.schema_after ? std::string()
                                                               : fmt::format(" (upgraded from {})", r.schema_before),
                             r.seconds);
  });
}

}  // namespace cubilete::cli
