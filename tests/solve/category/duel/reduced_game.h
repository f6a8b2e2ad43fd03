#pragma once
// A reduced two-player game the duel tests solve whole: a preset, its options, the categories left
// to play (every other one already written) and the throws a turn, named in a failure's message.
#include <string>
#include <vector>

#include "core/options.h"

namespace cubilete::test {

struct ReducedGame {
  const char* preset;
  Assignments options;
  std::vector<std::string> keys;
  int throws = 0;  // the preset's
};

inline std::string name_of(const ReducedGame& c) {
  std::string n = c.preset;
  for (const auto& k : c.keys) n += " " + k;
  for (const auto& [k, v] : c.options) n += " " + k + "=" + v;
  if (c.throws) n += " throws=" + std::to_string(c.throws);
  return n;
}

}  // namespace cubilete::test
