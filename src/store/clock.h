#pragma once
#include <chrono>
#include <cstdint>

namespace cubilete::store {

// Unix time in milliseconds (what the store records as "when").
inline int64_t now_ms() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch())
      .count();
}

}  // namespace cubilete::store
