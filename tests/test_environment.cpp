// Solved tables go to a private cache directory during tests, never the user's.
#include <gtest/gtest.h>

#include <cstdlib>

namespace {
class CacheEnvironment : public ::testing::Environment {
 public:
  void SetUp() override {
    const std::string dir = ::testing::TempDir() + "cubilete-test-cache";
    setenv("CUBILETE_CACHE", dir.c_str(), 1);
  }
};
const auto* const kEnvironment = ::testing::AddGlobalTestEnvironment(new CacheEnvironment);
}  // namespace
