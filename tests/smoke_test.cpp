#include <gtest/gtest.h>
#include "core/dice.h"
TEST(Smoke, Tables) { EXPECT_EQ(cubilete::multisets(5).of_size(5).size(), 252u); }
