#pragma once
// Errors caused by what a user typed or supplied (unknown game, bad option, illegal move,
// malformed dice or record). Callers catch them and report the message; they never abort.
#include <stdexcept>
#include <string>

namespace cubilete {

class UsageError : public std::runtime_error {
 public:
  explicit UsageError(const std::string& what) : std::runtime_error(what) {}
};

}  // namespace cubilete
