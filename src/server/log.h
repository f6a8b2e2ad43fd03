#pragma once
// The server's log on stderr (docs/operating.md, "The log"): one JSON object per line, {"ts",
// "level", "msg", "request_id"?, ...fields}, or the same as readable text (serve --log-format),
// and only lines at or above serve --log-level. Never a secret: no token, password or cookie is
// ever handed to it (the callers keep that promise; server_log_test.cpp greps a whole session).
#include <fmt/format.h>

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>

namespace cubilete::server {

enum class LogLevel { Debug, Info, Warn, Error };
// "debug", "info", "warn", "error"; nullopt for anything else.
std::optional<LogLevel> log_level_from(std::string_view word);
const char* log_level_name(LogLevel level);

struct LogOptions {
  LogLevel least = LogLevel::Info;
  bool json = true;  // false: text lines "TS LEVEL msg key=value ..."
};
// Set once at start, before any thread logs.
void configure_log(LogOptions options);
bool log_enabled(LogLevel level);

// One named value of a line: text, or a number (written without quotes).
struct LogField {
  std::string_view key;
  std::string text;
  bool number = false;
  LogField(std::string_view k, std::string v) : key(k), text(std::move(v)) {}
  LogField(std::string_view k, const char* v) : key(k), text(v) {}
  LogField(std::string_view k, std::string_view v) : key(k), text(v) {}
  template <class N, class = std::enable_if_t<std::is_arithmetic_v<N>>>
  LogField(std::string_view k, N n) : key(k), text(fmt::format("{}", n)), number(true) {}
};

void log_event(LogLevel level, std::string_view message, std::initializer_list<LogField> fields = {},
               std::string_view request_id = {});

// The lines the server has always written: `info`, and `warn` for what went wrong.
template <class... Args>
void log_line(fmt::format_string<Args...> format, Args&&... args) {
  if (log_enabled(LogLevel::Info)) log_event(LogLevel::Info, fmt::format(format, std::forward<Args>(args)...));
}
template <class... Args>
void log_warning(fmt::format_string<Args...> format, Args&&... args) {
  if (log_enabled(LogLevel::Warn)) log_event(LogLevel::Warn, fmt::format(format, std::forward<Args>(args)...));
}

}  // namespace cubilete::server
