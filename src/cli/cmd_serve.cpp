// `cubilete serve`: the online table (PROTOCOL.md).
#include <fmt/format.h>

#include <cstdlib>
#include <iostream>
#include <stdexcept>

#include "cli/common.h"
#include "cli/serve_config.h"
#include "core/error.h"
#include "server/accounts/cookies.h"
#include "server/address_limits.h"
#include "server/log.h"
#include "server/server.h"
#include "server/table_preparer.h"

#ifndef CUBILETE_VERSION
#define CUBILETE_VERSION "unknown"
#endif
#ifndef CUBILETE_WEB_DIR
#define CUBILETE_WEB_DIR ""
#endif

namespace cubilete::cli {

void add_serve_command(CLI::App& app) {
  auto* cmd = app.add_subcommand("serve", "serve the online table: HTTP + WebSocket (see PROTOCOL.md)");
  static server::ServerConfig config;
  config.web_root = CUBILETE_WEB_DIR;
  // Every option below may also come from a config file (docs/operating.md, "The config file").
  static ConfigOptions config_file;
  config_file.secret_keys = {"metrics-token"};
  add_config_options(*cmd, config_file);
  cmd->add_option("--host", config.host, "address to listen on")->capture_default_str();
  cmd->add_option("--port", config.port, "port to listen on (0: any free port)")->capture_default_str()->check(CLI::Range(0, 65535));
  cmd->add_option("--db", config.db,
                  "the store: a SQLite file (default $XDG_DATA_HOME/cubilete/tables.db), or a postgresql:// URI "
                  "shared by several instances");
  cmd->add_option("--bot-delay", config.bot_delay_ms, "milliseconds before a bot acts, so people can follow")
      ->capture_default_str()->check(CLI::Range(0, 60000));
  cmd->add_option("--threads", config.threads, "I/O threads (default: one per core)")->check(CLI::Range(0, 256));
  cmd->add_option("--away-timeout", config.away_timeout_s,
                  "seconds a disconnected person is shown as away; in a game between people with a turn clock, "
                  "the game's default bot then plays their turns")
      ->capture_default_str()->check(CLI::Range(1, 86400));
  cmd->add_option("--claim-after", config.claim_after_s,
                  "seconds an opponent must have been gone before a present person may claim the game")
      ->capture_default_str()->check(CLI::Range(1, 7 * 86400));
  cmd->add_option("--web", config.web_root, "folder of the built browser app (default: the build's web/dist)");
  cmd->add_option("--max-rooms", config.max_rooms, "rooms held at once")->capture_default_str()->check(CLI::Range(1, 10000000));
  cmd->add_option("--max-sockets", config.max_sockets, "connections held at once")->capture_default_str()->check(CLI::Range(1, 10000000));
  cmd->add_option("--messages-per-second", config.messages_per_second,
                  "messages one socket may send in a second; more are dropped with rate_limited")
      ->capture_default_str()->check(CLI::Range(1, 1000000));
  cmd->add_option("--waiting-expiry", config.waiting_expiry_s,
                  "seconds a waiting room nobody connected to lasts without activity (one a person connected to "
                  "lasts 24 hours)")
      ->capture_default_str()->check(CLI::Range(1, 7 * 86400));
  // Limits per client address (docs/security.md says why each default); 0 turns one off.
  const auto per_address = [&](const char* flag, int& value, const char* what) {
    cmd->add_option(flag, value, what)->capture_default_str()->check(CLI::Range(0, 100000000));
  };
  per_address("--rooms-per-minute", config.rooms_per_minute, "rooms one address may create in a minute (0: no limit)");
  per_address("--joins-per-minute", config.joins_per_minute, "seats one address may join in a minute (0: no limit)");
  per_address("--chats-per-minute", config.chats_per_minute, "chat lines one address may send in a minute (0: no limit)");
  per_address("--connects-per-minute", config.connects_per_minute,
              "WebSocket connections one address may open in a minute (0: no limit)");
  per_address("--sockets-per-address", config.sockets_per_address,
              "WebSocket connections one address may hold at once (0: no limit)");
  per_address("--connections-per-address", config.connections_per_address,
              "HTTP connections one address may hold open at once, idle ones included; more are answered 429 "
              "and closed (a --trusted-proxy's connections are not counted; 0: no limit)");
  per_address("--sockets-per-seat", config.sockets_per_seat, "connections one seat may hold at once (0: no limit)");
  per_address("--rule-sets-per-hour", config.rule_sets_per_hour,
              "rooms with rules new to this server one address may create in an hour (each may cost a solve; 0: "
              "no limit)");
  per_address("--public-tables-per-address", config.public_tables_per_address,
              "open public tables one address may have listed in the lobby at once (0: no limit)");
  per_address("--seeks-per-minute", config.seeks_per_minute,
              "quick-play seeks one address may make in a minute (0: no limit)");
  per_address("--reports-per-hour", config.reports_per_hour,
              "reports of a player or a chat line one address may send in an hour (0: no limit)");
  per_address("--puzzles-per-minute", config.puzzles_per_minute,
              "puzzles one address may be served or answer in a minute (0: no limit)");
  per_address("--tournaments-per-day", config.tournaments_per_day,
              "tournaments one account, and one address, may make in a day (0: no limit)");
  cmd->add_option("--tournament-rest", config.tournament_rest_ms,
                  "milliseconds an arena's entrant waits after a game before the next pairing (to read the result "
                  "or pause)")
      ->capture_default_str()->check(CLI::Range(int64_t(0), int64_t(120000)));
  cmd->add_option("--tournament-schedule", config.tournament_schedule,
                  "the scheduled tournaments: hourly (an arena each hour), daily (a same-dice tournament each "
                  "evening), both or none (docs/tournaments.md)")
      ->capture_default_str()->check(CLI::IsMember({"both", "hourly", "daily", "none"}));
  static std::vector<std::string> proxies;
  cmd->add_option("--trusted-proxy", proxies,
                  "address of a proxy in front of this server (repeatable): behind it the client's address is the "
                  "last untrusted one of X-Forwarded-For")
      ->check(CLI::Validator(
          [](std::string& a) {
            return server::canonical_address(a).empty() ? fmt::format("'{}' is not an IP address", a) : std::string();
          },
          "ADDRESS"));
  cmd->add_flag("--one-seat-per-address", config.one_seat_per_address,
                "refuse a second seat of one game with hidden information (Triplo Seis) to the same address");
  cmd->add_flag("--rated-same-address", config.rated_same_address,
                "let two accounts of one address play each other in a rated game (refused by default: a second "
                "account would feed the first one wins)");
  // Accounts (docs/online-table.md, "Accounts and ratings"; docs/security.md).
  cmd->add_option("--public-url", config.public_url,
                  "the address people reach the server at (https://dados.example): requests acting as an account "
                  "must come from its pages, and an https:// address makes the session cookie Secure (default: "
                  "the request's own http:// address)")
      ->check(CLI::Validator([](std::string& url) { return server::public_url_problem(url); }, "URL"));
  cmd->add_option("--session-lifetime", config.session_lifetime_s,
                  "seconds a session lasts from its last use (each use renews it)")
      ->capture_default_str()->check(CLI::Range(int64_t(1), int64_t(400) * 86400));
  per_address("--signins-per-minute", config.signins_per_minute, "sign-in attempts one address may make in a minute (0: no limit)");
  per_address("--signups-per-hour", config.signups_per_hour, "accounts one address may create in an hour (0: no limit)");
  per_address("--signin-failures", config.signin_failures,
              "wrong passwords one account may take within --signin-window before its sign-ins are refused until "
              "the window ends (0: no limit)");
  cmd->add_option("--signin-window", config.signin_window_s, "seconds of the window --signin-failures counts in")
      ->capture_default_str()->check(CLI::Range(int64_t(1), int64_t(86400)));
  cmd->add_option("--password-cost", config.password_cost,
                  "Argon2id's cost: interactive (libsodium's: 64 MiB, 2 passes) or minimum (for tests only: weak)")
      ->capture_default_str()->check(CLI::IsMember({"interactive", "minimum"}));
  cmd->add_option("--two-player-table", config.two_player_tables,
                  "a two-player table to solve in the background where the cache lacks it (repeatable; GAME or "
                  "GAME:KEY=VALUE,...): games of it are then analysed by the chance of winning and win_optimal "
                  "plays them whole (generala: a minute, 0.34 GB)")
      ->check(CLI::Validator(
          [](std::string& t) {
            try {
              (void)server::parse_table_request(t);
            } catch (const std::exception& e) {
              return std::string(e.what());
            }
            return std::string();
          },
          "GAME[:KEY=VALUE,...]"));
  cmd->add_option("--solved-memory", config.solved_memory_mb,
                  "megabytes of solved solitaire tables kept in memory (least recently used leave)")
      ->capture_default_str()->check(CLI::Range(1, 1000000));
  cmd->add_option("--solved-disk", config.solved_disk_mb,
                  "megabytes of solved solitaire tables kept in the cache directory (least recently used leave)")
      ->capture_default_str()->check(CLI::Range(1, 10000000));
  // What to watch (docs/operating.md): /metrics and the log.
  cmd->add_option("--metrics-token", config.metrics_token,
                  "serve GET /metrics (Prometheus' text format) to requests with the header Authorization: Bearer "
                  "TOKEN (default: no /metrics; also from $CUBILETE_METRICS_TOKEN, which keeps it out of `ps`)")
      ->envname("CUBILETE_METRICS_TOKEN")
      ->check(CLI::Validator(
          [](std::string& t) {
            return t.size() >= 16 && t.size() <= 256 && t.find_first_of(" \t\r\n") == std::string::npos
                       ? std::string()
                       : std::string("a metrics token is 16 to 256 characters without spaces");
          },
          "TOKEN"));
  cmd->add_option("--metrics-address", config.metrics_address,
                  "also serve GET /metrics, without a token, on this HOST:PORT only (a private address for the "
                  "scraper, e.g. 127.0.0.1:9100)");
  static std::string log_level = "info", log_format = "json";
  cmd->add_option("--log-level", log_level, "the least level of the log's lines: debug (one line per request and "
                                            "socket), info, warn or error")
      ->capture_default_str()->check(CLI::IsMember({"debug", "info", "warn", "error"}));
  cmd->add_option("--log-format", log_format, "the log on stderr: json (one object per line) or text")
      ->capture_default_str()->check(CLI::IsMember({"json", "text"}));
  cmd->callback([cmd] {
    if (!config_file.file.empty()) apply_config_file(*cmd, config_file.file);
    if (config_file.print) {
      std::cout << config_text(*cmd, config_file.secret_keys);
      return;
    }
    server::configure_log({*server::log_level_from(log_level), log_format == "json"});
    config.version = CUBILETE_VERSION;
    for (const auto& p : proxies) config.trusted_proxies.push_back(server::canonical_address(p));
    // A test's hook, never a flag (server_config.h): the process stops itself at a game's end.
    if (const char* crash = std::getenv("CUBILETE_TEST_CRASH_AT")) config.crash_at = crash;
    // Another: the daily challenge's day ends as soon as a test needs it to.
    if (const char* offset = std::getenv("CUBILETE_TEST_DAILY_OFFSET_MS"))
      config.daily_offset_ms = parse_count("CUBILETE_TEST_DAILY_OFFSET_MS", offset, 0);
    // And an idle attempt leaves memory, and a day's leftover attempts are ended, within a test's time.
    if (const char* idle = std::getenv("CUBILETE_TEST_IDLE_DAILY_MS"))
      config.idle_daily_memory_ms = parse_count("CUBILETE_TEST_IDLE_DAILY_MS", idle, 0);
    if (const char* sweep = std::getenv("CUBILETE_TEST_DAILY_SWEEP_MS"))
      config.daily_sweep_after_ms = parse_count("CUBILETE_TEST_DAILY_SWEEP_MS", sweep, 0);
    // And a tournament's minute lasts as long as a test can wait for one.
    if (const char* minute = std::getenv("CUBILETE_TEST_TOURNAMENT_MINUTE_MS"))
      config.tournament_minute_ms = parse_count("CUBILETE_TEST_TOURNAMENT_MINUTE_MS", minute, 1);
    std::unique_ptr<server::Server> s;
    try {
      s = std::make_unique<server::Server>(config);
    } catch (const std::exception& e) {
      throw UsageError(fmt::format("cannot serve: {}", e.what()));
    }
    std::cout << fmt::format("cubilete serve: listening on http://{}:{}/ (store: {}, {} unfinished rooms loaded)",
                             config.host, s->port(), s->store_description(), s->rooms_loaded());
    if (s->metrics_port() != 0)
      std::cout << fmt::format("; metrics on port {}", s->metrics_port());
    std::cout << "\n" << std::flush;
    s->run();
  });
}

}  // namespace cubilete::cli
