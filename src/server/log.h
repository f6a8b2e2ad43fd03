#pragma once
// The server's log: one line on stderr per event worth knowing (never a token).
#include <fmt/format.h>

#include <string>

namespace cubilete::server {

void write_log_line(const std::string& line);

template <class... Args>
void log_line(fmt::format_string<Args...> format, Args&&... args) {
  write_log_line(fmt::format(format, std::forward<Args>(args)...));
}

}  // namespace cubilete::server
