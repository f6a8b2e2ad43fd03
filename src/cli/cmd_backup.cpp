// `cubilete backup` and `cubilete restore`: the SQLite store copied while the server runs, and put
// back (docs/operating.md, "Backups"). A PostgreSQL store is backed up with pg_dump instead.
#include <fmt/format.h>

#include <iostream>
#include <nlohmann/json.hpp>

#include "cli/common.h"
#include "core/error.h"
#include "store/sqlite_backup.h"

namespace cubilete::cli {

namespace backup_command {

// The options backup and restore share: the store, the file, --force and --json.
struct CopyArgs {
  std::string db, file;
  bool force = false, json = false;
};

void add_copy_options(CLI::App* cmd, CopyArgs& a, const std::string& file_help, const std::string& db_help,
                      const std::string& force_help) {
  cmd->add_option("FILE", a.file, file_help)->required();
  cmd->add_option("--db", a.db, db_help)->required();
  cmd->add_flag("--force", a.force, force_help);
  cmd->add_flag("--json", a.json, "print one JSON document");
}

// `copy()` on a SQLite store, its failures told as `what` failed (a usage error: exit 2 with the
// reason, never a crash).
template <typename Copy>
auto copy_sqlite(const char* what, const std::string& db, Copy copy) {
  if (db.rfind("postgresql://", 0) == 0 || db.rfind("postgres://", 0) == 0)
    throw UsageError("a PostgreSQL store is backed up with pg_dump and restored with pg_restore "
                     "(docs/operating.md, \"Backups\"); backup and restore copy a SQLite store");
  try {
    return copy();
  } catch (const std::runtime_error& e) {
    throw UsageError(fmt::format("{} failed: {}", what, e.what()));
  }
}

std::string megabytes(int64_t bytes) { return fmt::format("{:.1f} MB", double(bytes) / 1e6); }

}  // namespace backup_command

void add_backup_commands(CLI::App& app) {
  using namespace backup_command;
  auto* backup = app.add_subcommand("backup", "copy a SQLite store while a server may be writing to it");
  static CopyArgs backup_args;
  add_copy_options(backup, backup_args, "the new backup file", "the store to copy (the server's --db)",
                   "replace FILE if it exists");
  backup->callback([] {
    const auto& a = backup_args;
    const store::BackupReport r = copy_sqlite("backup", a.db, [&] { return store::backup_store(a.db, a.file, a.force); });
    if (a.json) {
      print_json(nlohmann::json{{"file", a.file}, {"rooms", r.copy.rooms}, {"rooms_over", r.copy.rooms_over},
                                {"schema_version", r.copy.schema_version}, {"bytes", r.copy.bytes},
                                {"steps", r.steps}, {"seconds", r.seconds}});
      return;
    }
    std::cout << fmt::format("backed up {} rooms ({} over; schema version {}, {}) to {} in {:.2f} s\n", r.copy.rooms,
                             r.copy.rooms_over, r.copy.schema_version, megabytes(r.copy.bytes), a.file, r.seconds);
  });

  auto* restore = app.add_subcommand("restore", "put a backup in place as a SQLite store (stop the server first)");
  static CopyArgs restore_args;
  add_copy_options(restore, restore_args, "the backup made by `cubilete backup`", "where the store goes (the server's --db)",
                   "replace an existing store (never one a running server has open)");
  restore->callback([] {
    const auto& a = restore_args;
    const store::RestoreReport r =
        copy_sqlite("restore", a.db, [&] { return store::restore_store(a.file, a.db, a.force); });
    if (a.json) {
      print_json(nlohmann::json{{"db", a.db}, {"rooms", r.restored.rooms}, {"rooms_over", r.restored.rooms_over},
                                {"schema_before", r.schema_before}, {"schema_after", r.schema_after},
                                {"seconds", r.seconds}});
      return;
    }
    std::cout << fmt::format("restored {} rooms ({} over) to {}: schema version {}{} in {:.2f} s\n", r.restored.rooms,
                             r.restored.rooms_over, a.db, r.schema_after,
                             r.schema_before == r.schema_after ? std::string()
                                                               : fmt::format(" (upgraded from {})", r.schema_before),
                             r.seconds);
  });
}

}  // namespace cubilete::cli
