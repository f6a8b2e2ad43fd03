#pragma once
// FNV-1a, 64 bits: a fast, fixed hash of a text for what only needs the same number from the same
// text everywhere (a puzzle's id and pick, a seed from a position, a cache file's check). Not for
// anything an attacker may choose to collide.
#include <cstdint>
#include <string_view>

namespace cubilete {

inline uint64_t fnv1a64(std::string_view text) {
  uint64_t h = 1469598103934665603ull;
  for (const unsigned char c : text) h = (h ^ c) * 1099511628211ull;
  return h;
}

}  // namespace cubilete
