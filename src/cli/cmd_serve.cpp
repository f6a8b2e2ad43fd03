// `cubilete serve`: the online table (PROTOCOL.md).
#include <fmt/format.h>

#include <iostream>
#include <stdexcept>

#include "cli/common.h"
#include "core/error.h"
#include "server/server.h"

#ifndef CUBILETE_WEB_DIR
#define CUBILETE_WEB_DIR ""
#endif

namespace cubilete::cli {

void add_serve_command(CLI::App& app) {
  auto* cmd = app.add_subcommand("serve", "serve the online table: HTTP + WebSocket (see PROTOCOL.md)");
  static server::ServerConfig config;
  config.web_root = CUBILETE_WEB_DIR;
  cmd->add_option("--host", config.host, "address to listen on")->capture_default_str();
  cmd->add_option("--port", config.port, "port to listen on (0: any free port)")->capture_default_str()->check(CLI::Range(0, 65535));
  cmd->add_option("--db", config.db,
                  "the store: a SQLite file (default $XDG_DATA_HOME/cubilete/tables.db), or a postgresql:// URI "
                  "shared by several instances");
  cmd->add_option("--bot-delay", config.bot_delay_ms, "milliseconds before a bot acts, so people can follow")
      ->capture_default_str()->check(CLI::Range(0, 60000));
  cmd->add_option("--threads", config.threads, "I/O threads (default: one per core)")->check(CLI::Range(0, 256));
  cmd->add_option("--away-timeout", config.away_timeout_s,
                  "seconds a person may be disconnected on their turn before the game's default bot plays for them")
      ->capture_default_str()->check(CLI::Range(1, 86400));
  cmd->add_option("--web", config.web_root, "folder of the built browser app (default: the build's web/dist)");
  cmd->add_option("--max-rooms", config.max_rooms, "rooms held at once")->capture_default_str()->check(CLI::Range(1, 10000000));
  cmd->add_option("--max-sockets", config.max_sockets, "connections held at once")->capture_default_str()->check(CLI::Range(1, 10000000));
  cmd->add_option("--messages-per-second", config.messages_per_second,
                  "messages one socket may send in a second; more are dropped with rate_limited")
      ->capture_default_str()->check(CLI::Range(1, 1000000));
  cmd->callback([] {
    std::unique_ptr<server::Server> s;
    try {
      s = std::make_unique<server::Server>(config);
    } catch (const std::exception& e) {
      throw UsageError(fmt::format("cannot serve: {}", e.what()));
    }
    std::cout << fmt::format("cubilete serve: listening on http://{}:{}/ (store: {}, {} unfinished rooms loaded)\n",
                             config.host, s->port(), s->store_description(), s->rooms_loaded())
              << std::flush;
    s->run();
  });
}

}  // namespace cubilete::cli
