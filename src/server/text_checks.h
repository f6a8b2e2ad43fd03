#pragma once
// Checks of the free text people send: names and chat lines (PROTOCOL.md v1.1, Rooms). Text that
// would mislead or hide from others is refused with the reason, never silently changed.
#include <string>
#include <string_view>

namespace cubilete::server {

// Code points of valid UTF-8 text, or -1 if it is not valid UTF-8.
long utf8_length(std::string_view text);
// Why `text` cannot be shown to others ("" if it can): valid UTF-8 of at most `max_chars`
// characters, not blank, without control characters (new lines included), line and paragraph
// separators (U+2028/9), characters that change the direction of text (Unicode's Bidi_Control:
// U+061C, U+200E/F, U+202A-E, U+2066-9) or invisible ones (Unicode's Default_Ignorable_Code_Point:
// zero-width characters, the soft hyphen, fillers such as U+3164 and U+115F, tags, variation
// selectors ...), as the ICU linked knows them; so text that is blank once the invisible
// characters are gone is refused too. The one exception is U+FE0F right after a pictograph (an
// emoji as phones type it). A refusal names the first refused character ("... contains U+3164,
// an invisible character").
std::string text_problem(std::string_view text, size_t max_chars, std::string_view what);

// A person's or a room's name: trimmed of white space at both ends and in Unicode's composed form
// (NFC), so that one name looks and compares one way; `problem` says why it is refused (for the
// characters text_problem refuses, blank, or too long).
struct CheckedName {
  std::string name;
  std::string problem;
};
CheckedName check_name(std::string_view raw, size_t max_chars);

// `text` in Unicode's composed form (NFC), nothing else changed; false when it is not valid UTF-8.
// Passwords are compared so: "é" typed as one character or as "e" and an accent is one password.
bool to_nfc(std::string_view text, std::string& out);

}  // namespace cubilete::server
