#pragma once
// Small text helpers for reading what players type: lower case, words, rejoining words.
#include <string>
#include <string_view>
#include <vector>

#include "core/lang.h"

namespace cubilete {

std::string lower(std::string_view s);
// s without the spaces and tabs at either end (HTTP header values, config lists).
std::string_view trim_blanks(std::string_view s);
// The whitespace-separated words of s, lower-cased.
std::vector<std::string> words_of(std::string_view s);
// For matching names as people type them: lower case, the accents of Latin letters dropped
// (UTF-8 "Centenário" -> "centenario", "Multiplicação" -> "multiplicacao"), spaces and hyphens
// read as underscores ("Triplo Seis" -> "triplo_seis").
std::string fold_name(std::string_view s);
// "1 chip", "3 chips", "1 die", "2 dice": a count with its noun in the right number.
std::string count_of(long long n, std::string_view one, std::string_view many);
// The columns `s` takes on a terminal: its characters, not its bytes (UTF-8 "Sequência" takes 9).
size_t text_width(std::string_view s);
// Words [from, end) joined by single spaces.
std::string join_from(const std::vector<std::string>& words, size_t from);
// `items` separated by `separator`, broken into lines of at most `width` columns (an item
// never split, so a longer item overflows); the first line begins with `first`, every other
// one with `indent`, both counted in the width; each line ends in '\n'. No items: "".
std::string wrap_items(const std::vector<std::string>& items, size_t width, const std::string& indent = "",
                       const std::string& separator = " ", const std::string& first = "");
// The words of `text` (case kept) wrapped as wrap_items does.
std::string wrap_text(std::string_view text, size_t width, const std::string& indent = "",
                      const std::string& first = "");
// "HEAD a, b, c" wrapped as wrap_items does, each item kept whole with its comma.
std::string wrap_list(std::string_view head, const std::vector<std::string>& items, size_t width,
                      const std::string& indent = "");
// Each line of `text` a paragraph wrapped as wrap_text does: the very first line begins with
// `first`, every other with `indent`. Empty lines are kept; a line that starts with a space (an
// example command) is kept as written.
std::string wrap_paragraphs(std::string_view text, size_t width, const std::string& indent = "",
                            const std::string& first = "");
// "Last: EVENT" for a game's drawing, within 80 columns (continued under the event), with its
// '\n'; the word before it in `lang` (the event is already in the language it is told in).
std::string last_event_line(std::string_view event, Lang lang = Lang::En);

}  // namespace cubilete
