#pragma once
// Checks of the free text people send: names and chat lines (PROTOCOL.md v1.1, Rooms). Text that
// would mislead or hide from others is refused with the reason, never silently changed.
#include <string>
#include <string_view>

namespace cubilete::server {

// Code points of valid UTF-8 text, or -1 if it is not valid UTF-8.
long utf8_length(std::string_view text);
// Why `text` cannot be shown to others ("" if it can): valid UTF-8 of at most `max_chars`
// characters, not blank, without control characters (new lines included), bidirectional
// formatting characters (U+200E/F, U+202A-E, U+2066-9), zero-width characters (U+200B-D, U+2060,
// U+FEFF) or line and paragraph separators (U+2028/9).
std::string text_problem(std::string_view text, size_t max_chars, std::string_view what);

// A person's or a room's name: trimmed of white space at both ends and in Unicode's composed form
// (NFC), so that one name looks and compares one way; `problem` says why it is refused.
struct CheckedName {
  std::string name;
  std::string problem;
};
CheckedName check_name(std::string_view raw, size_t max_chars);

// `text` in Unicode's composed form (NFC), nothing else changed; false when it is not valid UTF-8.
// Passwords are compared so: "é" typed as one character or as "e" and an accent is one password.
bool to_nfc(std::string_view text, std::string& out);

}  // namespace cubilete::server
