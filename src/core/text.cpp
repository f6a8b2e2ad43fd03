#include "core/text.h"

#include <cctype>
#include <sstream>

namespace cubilete {

std::string lower(std::string_view s) {
  std::string out;
  for (char c : s) out += char(std::tolower((unsigned char)c));
  return out;
}

std::vector<std::string> words_of(std::string_view s) {
  std::istringstream in(lower(s));
  std::vector<std::string> w;
  for (std::string x; in >> x;) w.push_back(x);
  return w;
}

std::string join_from(const std::vector<std::string>& w, size_t from) {
  std::string s;
  for (size_t i = from; i < w.size(); ++i) s += (s.empty() ? "" : " ") + w[i];
  return s;
}

}  // namespace cubilete
