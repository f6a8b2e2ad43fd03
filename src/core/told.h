#pragma once
// What a move brought, kept as words and the values of their blanks rather than as a sentence, so
// that each language tells it (State::told_event: the terminal in its player's language) while the
// record, the views and the tests keep its English (State::last_event). The words are `Translated`
// texts of static storage: a game's own (each family's words file), never built on the fly.
#include <cstdint>
#include <initializer_list>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "core/lang.h"

namespace cubilete {

// Texts the same in every language joined by words that are not ("P1 and P2", "P1 e P2").
struct Joined {
  std::vector<std::string> items;
  const Translated* between = nullptr;
};
// One blank's value: a number or a text the same in every language, words of their own, or a list.
struct Blank {
  const char* name;
  std::variant<std::string, const Translated*, Joined> value;
};
inline Blank blank(const char* name, int value) { return {name, std::to_string(value)}; }
inline Blank blank(const char* name, int64_t value) { return {name, std::to_string(value)}; }
inline Blank blank(const char* name, std::string value) { return {name, std::move(value)}; }
inline Blank blank(const char* name, const char* value) { return {name, std::string(value)}; }
inline Blank blank(const char* name, const Translated& words) { return {name, &words}; }
inline Blank blank(const char* name, std::vector<std::string> items, const Translated& between) {
  return {name, Joined{std::move(items), &between}};
}

class Told {
 public:
  // Tells `words` alone, its blanks filled, in place of what was told.
  void set(const Translated& words, std::initializer_list<Blank> blanks = {});
  // Tells `words` after what is told (each text carries its own "; ").
  void add(const Translated& words, std::initializer_list<Blank> blanks = {});
  void clear();
  bool empty() const { return parts_.empty(); }
  std::string in(Lang lang) const;
  const std::string& english() const { return english_; }

 private:
  struct Part {
    const Translated* words;
    std::vector<Blank> blanks;
  };
  static std::string part_in(const Part& part, Lang lang);
  std::vector<Part> parts_;
  std::string english_;  // in(Lang::En), kept: views point into it
};

// The names of a text's blanks, in order ("{who} threw {dice}": who, dice): each language of a
// Translated must have the same (a test checks every game's).
std::vector<std::string> blanks_of(const std::string& text);

}  // namespace cubilete
