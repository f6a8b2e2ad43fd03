#include "server/request_id.h"

#include <fmt/format.h>

#include <atomic>
#include <cstdint>
#include <cctype>
#include <random>

namespace cubilete::server {

std::string new_request_id() {
  static const uint32_t prefix = std::random_device{}();
  static std::atomic<uint32_t> next{0};
  return fmt::format("{:08x}{:08x}", prefix, next.fetch_add(1, std::memory_order_relaxed));
}

std::string accepted_request_id(std::string_view given) {
  if (given.empty() || given.size() > 64) return {};
  for (const char c : given)
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_')) return {};
  return std::string(given);
}

}  // namespace cubilete::server
