// CUBILETE_SIMD's values: the three it takes, and a clear refusal of any other.
#include <gtest/gtest.h>

#include "solve/category/simd_cap.h"

using namespace cubilete::solve;

TEST(SimdCap, TakesTheThreeInstructionSetsAndNothingElse) {
  EXPECT_EQ(simd_cap_bytes("avx512"), 64);
  EXPECT_EQ(simd_cap_bytes("avx2"), 32);
  EXPECT_EQ(simd_cap_bytes("sse2"), 16);
  for (const char* wrong : {"avx-2", "AVX2", "", "avx2 ", "neon"}) EXPECT_FALSE(simd_cap_bytes(wrong).has_value()) << wrong;
  EXPECT_EQ(simd_cap_problem(nullptr), "");
  EXPECT_EQ(simd_cap_problem("avx2"), "");
  EXPECT_EQ(simd_cap_problem("avx-2"),
            "CUBILETE_SIMD=avx-2 names no instruction set: use avx512, avx2 or sse2 (the widest vectors the solvers "
            "may use), or unset it to use what the processor has");
}
