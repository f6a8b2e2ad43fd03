#pragma once
// CUBILETE_SIMD=avx512|avx2|sse2: the widest vectors the solvers' kernels may use, so the narrower
// kernels can be checked and timed on a processor that has the wider ones. A value outside those
// three is refused by the program's entry (cli/main.cpp) with the names it takes: read deep in a
// solve, where a worker thread cannot report it, a misspelt cap would quietly mean SSE2.
#include <cstdlib>
#include <cstring>
#include <optional>
#include <string>

namespace cubilete::solve {

// The cap in bytes a value names (64, 32, 16), nullopt for a value that names none.
inline std::optional<int> simd_cap_bytes(const char* value) {
  if (std::strcmp(value, "avx512") == 0) return 64;
  if (std::strcmp(value, "avx2") == 0) return 32;
  if (std::strcmp(value, "sse2") == 0) return 16;
  return std::nullopt;
}

// Why `value` (CUBILETE_SIMD's; null when unset) cannot cap the kernels, or "" if it can.
inline std::string simd_cap_problem(const char* value) {
  if (value == nullptr || simd_cap_bytes(value)) return {};
  return std::string("CUBILETE_SIMD=") + value +
         " names no instruction set: use avx512, avx2 or sse2 (the widest vectors the solvers may use), or unset "
         "it to use what the processor has";
}

}  // namespace cubilete::solve
