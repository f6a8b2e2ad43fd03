#include "server/log.h"

#include <chrono>
#include <cstdio>
#include <ctime>
#include <mutex>

namespace cubilete::server {

void write_log_line(const std::string& line) {
  static std::mutex mutex;
  const auto now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
  std::tm tm{};
  gmtime_r(&now, &tm);
  char stamp[32];
  std::strftime(stamp, sizeof stamp, "%Y-%m-%dT%H:%M:%SZ", &tm);
  std::lock_guard lock(mutex);
  std::fprintf(stderr, "%s %s\n", stamp, line.c_str());
}

}  // namespace cubilete::server
