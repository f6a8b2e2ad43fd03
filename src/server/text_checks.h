#pragma once
// Checks of the free text people send: names and chat lines.
#include <string>
#include <string_view>

namespace cubilete::server {

// Code points of valid UTF-8 text, or -1 if it is not valid UTF-8.
long utf8_length(std::string_view text);
// Why `text` cannot be shown to others ("" if it can): valid UTF-8 of at most `max_chars`
// characters without control characters (new lines included).
std::string text_problem(std::string_view text, size_t max_chars, std::string_view what);

}  // namespace cubilete::server
