#pragma once
// What the terminal sessions (play, sheet) read from a line a person typed.
#include <string>

namespace cubilete::cli {

// The rest of the line after the command word, without surrounding spaces or quotes: a file
// name may have spaces and capitals ("save My game.json").
inline std::string argument_of(const std::string& line) {
  std::string rest = line;
  const auto start = rest.find_first_not_of(' ');
  const auto space = rest.find(' ', start == std::string::npos ? 0 : start);
  rest = space == std::string::npos ? "" : rest.substr(space);
  const auto a = rest.find_first_not_of(" \t"), b = rest.find_last_not_of(" \t\r");
  rest = a == std::string::npos ? "" : rest.substr(a, b - a + 1);
  if (rest.size() >= 2 && (rest.front() == '"' || rest.front() == '\'') && rest.back() == rest.front())
    rest = rest.substr(1, rest.size() - 2);
  return rest;
}

}  // namespace cubilete::cli
