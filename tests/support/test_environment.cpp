// What every test process shares: solved tables go to a private cache directory, never the
// user's, one per build of the code (test_cache.h), so a changed solver never meets the tables of
// the previous one; and the command line the tests run speaks English.
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
    // The command line speaks the locale's language and the transcripts are English: the binary
    // reads an English locale whatever the developer's (a test of another language says so).
    for (const char* name : {"LANGUAGE", "LC_ALL", "LC_MESSAGES"}) unsetenv(name);
    setenv("LANG", "C.UTF-8", 1);
  }
};
const auto* const kEnvironment = ::testing::AddGlobalTestEnvironment(new CacheEnvironment);
}  // namespace
