#pragma once
// An invariant a harness checks. A violation prints the condition (and what it was about) and
// traps, which libFuzzer reports as a crash and saves the input of. (Harnesses let unexpected
// exceptions escape too: libFuzzer reports those as crashes as well.)
#include <cstdio>
#include <string>

#define FUZZ_CHECK_ABOUT(condition, about)                                                  \
  do {                                                                                      \
    if (!(condition)) {                                                                     \
      std::fprintf(stderr, "%s:%d: invariant failed: %s\n%s\n", __FILE__, __LINE__, #condition, \
                   std::string(about).c_str());                                            \
      __builtin_trap();                                                                     \
    }                                                                                       \
  } while (0)

#define FUZZ_CHECK(condition) FUZZ_CHECK_ABOUT(condition, "")
