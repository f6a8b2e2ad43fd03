#pragma once
// Small text helpers for reading what players type: lower case, words, rejoining words.
#include <string>
#include <string_view>
#include <vector>

namespace cubilete {

std::string lower(std::string_view s);
// The whitespace-separated words of s, lower-cased.
std::vector<std::string> words_of(std::string_view s);
// Words [from, end) joined by single spaces.
std::string join_from(const std::vector<std::string>& words, size_t from);

}  // namespace cubilete
