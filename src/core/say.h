#pragma once
// A text in a language with its blanks filled: the texts name their blanks ({seat}, {dice}), so
// each language may put them in its own order.
#include <fmt/format.h>

#include <string>
#include <utility>

#include "core/lang.h"

namespace cubilete {

// say(kRound, lang, fmt::arg("round", 3), fmt::arg("rounds", 10))
template <class... Args>
std::string say(const Translated& words, Lang lang, Args&&... args) {
  return fmt::format(fmt::runtime(words.in(lang)), std::forward<Args>(args)...);
}

}  // namespace cubilete
