#pragma once
// The answer of `solve` for a game whose exact value is one number: the number, what it means,
// and the time it took.
#include <string>

namespace cubilete::solve {

struct ValueSolve {
  double value = 0;
  std::string meaning;
  double seconds = 0;
};

}  // namespace cubilete::solve
