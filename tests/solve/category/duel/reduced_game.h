#pragma once
// A reduced two-player game the duel tests solve whole: a preset, its options, and the categories
// left to play (every other one already written), named in a failure's message.
#include <string>
#include <vector>

#include "core/options.h"

namespace cubilete::test {

struct ReducedGame {
  const char* preset;
  Assignments options;
  std::vector<std::string> keys;
};

inline std::string name_of(const ReducedGame& c) {
  std::string n = c.preset;
  for (const auto& k : c.keys) n += " " + k;
  for (const auto& [k, v] : c.options) n += " " + k + "=" + v;
  return n;
}

}  // namespace cubilete::test
