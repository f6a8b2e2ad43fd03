#include "server/log.h"

#include <nlohmann/json.hpp>

#include <array>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <mutex>

namespace cubilete::server {

namespace {
LogOptions options;
constexpr std::array<const char*, 4> kNames = {"debug", "info", "warn", "error"};

// "2026-11-27T04:05:06.789Z": UTC with milliseconds.
std::string timestamp() {
  const auto now = std::chrono::system_clock::now();
  const auto seconds = std::chrono::system_clock::to_time_t(now);
  const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(now.time_since_epoch()).count() % 1000;
  std::tm tm{};
  gmtime_r(&seconds, &tm);
  char stamp[32];
  std::strftime(stamp, sizeof stamp, "%Y-%m-%dT%H:%M:%S", &tm);
  return fmt::format("{}.{:03}Z", stamp, ms);
}

// A message may hold bytes from anywhere (an exception's text): invalid UTF-8 is replaced.
std::string json_text(const nlohmann::json& j) { return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace); }

std::string json_line(LogLevel level, std::string_view message, std::initializer_list<LogField> fields,
                      std::string_view request_id) {
  nlohmann::ordered_json line;
  line["ts"] = timestamp();
  line["level"] = kNames[size_t(level)];
  line["msg"] = message;
  if (!request_id.empty()) line["request_id"] = request_id;
  for (const auto& f : fields) {
    if (f.number) line[std::string(f.key)] = nlohmann::json::parse(f.text, nullptr, false);
    else line[std::string(f.key)] = f.text;
  }
  return line.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

std::string text_line(LogLevel level, std::string_view message, std::initializer_list<LogField> fields,
                      std::string_view request_id) {
  std::string line = fmt::format("{} {} {}", timestamp(), kNames[size_t(level)], message);
  if (!request_id.empty()) line += fmt::format(" request_id={}", request_id);
  for (const auto& f : fields)
    line += fmt::format(" {}={}", f.key, f.number ? f.text : json_text(nlohmann::json(f.text)));
  return line;
}
}  // namespace

std::optional<LogLevel> log_level_from(std::string_view word) {
  for (size_t i = 0; i < kNames.size(); ++i)
    if (word == kNames[i]) return LogLevel(i);
  return std::nullopt;
}

const char* log_level_name(LogLevel level) { return kNames[size_t(level)]; }

void configure_log(LogOptions o) { options = o; }

bool log_enabled(LogLevel level) { return level >= options.least; }

void log_event(LogLevel level, std::string_view message, std::initializer_list<LogField> fields,
               std::string_view request_id) {
  if (!log_enabled(level)) return;
  const std::string line = options.json ? json_line(level, message, fields, request_id)
                                        : text_line(level, message, fields, request_id);
  static std::mutex mutex;
  std::lock_guard lock(mutex);
  std::fprintf(stderr, "%s\n", line.c_str());
}

}  // namespace cubilete::server
