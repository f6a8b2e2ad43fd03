#pragma once
// The columns the command line's text keeps within: a terminal's usual 80.
#include <cstddef>

namespace cubilete {

inline constexpr size_t kTextWidth = 80;

}  // namespace cubilete
