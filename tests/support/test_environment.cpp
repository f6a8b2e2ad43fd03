// Solved tables go to a private cache directory during tests, never the user's: one per build
// of the code (test_cache.h), so a changed solver never meets the tables of the previous one.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>

#include "support/test_cache.h"

namespace {
class CacheEnvironment : public ::testing::Environment {
 public:
  void SetUp() override {
    namespace fs = std::filesystem;
    const fs::path dir = cubilete::test::test_cache_directory();
    // The tables of earlier builds can never be read again: remove them (other test processes
    // of this build may be doing the same, so errors are ignored).
    std::error_code ec;
    for (fs::directory_iterator it(dir.parent_path(), ec), end; !ec && it != end; it.increment(ec))
      if (it->path() != dir) fs::remove_all(it->path(), ec);
    // Inherited by the binary the CLI tests run.
    setenv("CUBILETE_CACHE", dir.c_str(), 1);
  }
};
const auto* const kEnvironment = ::testing::AddGlobalTestEnvironment(new CacheEnvironment);
}  // namespace
