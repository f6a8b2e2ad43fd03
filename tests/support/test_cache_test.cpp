// The tests' solver cache is keyed by the code: tables written by an earlier
// build of the solver, under the same rules and file format, must never be read by a later one.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <memory>

#include "support/test_cache.h"

using namespace cubilete::test;

TEST(TestCache, EveryProcessUsesTheDirectoryOfThisBuild) {
  const char* cache = std::getenv("CUBILETE_CACHE");
  ASSERT_NE(cache, nullptr);
  EXPECT_EQ(std::string(cache), test_cache_directory());
  EXPECT_EQ(std::filesystem::path(cache).filename().string(), code_key());
  EXPECT_GE(code_key().size(), 16u);
}

TEST(TestCache, KeyIsTheLinkersHashOfTheBinary) {
  // An independent route to the same key: the build id as binutils reads it from the file.
  const auto exe = std::filesystem::read_symlink("/proc/self/exe").string();
  std::unique_ptr<FILE, int (*)(FILE*)> pipe(popen(("readelf -n '" + exe + "' 2>/dev/null").c_str(), "r"), pclose);
  ASSERT_TRUE(pipe);
  std::string text;
  char buffer[4096];
  for (size_t n; (n = fread(buffer, 1, sizeof buffer, pipe.get())) > 0;) text.append(buffer, n);
  const auto at = text.find("Build ID: ");
  if (at == std::string::npos) GTEST_SKIP() << "no readelf or no build id: the key is a hash of the file";
  EXPECT_EQ(text.substr(at + 10, code_key().size()), code_key());
}
