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

// Figures written with a decimal point ("0.8333", "+1.5 pp") as the language writes them: with a
// decimal comma in Portuguese and Spanish.
inline std::string decimals_in(Lang lang, std::string figures) {
  if (lang != Lang::En)
    for (char& c : figures)
      if (c == '.') c = ',';
  return figures;
}

// A text made in each language by `make(lang)`: a line with figures in it, kept for whichever
// language it is read in.
template <class Make>
Translated in_every_language(Make make) {
  return {make(Lang::En), make(Lang::PtBR), make(Lang::EsAR)};
}

}  // namespace cubilete
