#include "present/hint_text.h"

#include "present/ranking_text.h"

namespace cubilete {

std::string hint_text(const HintResult& hint, Lang lang) {
  Ranking ranking = hint.ranking;
  if (!hint.measure_words.en.empty()) ranking.measure = hint.measure_words.in(lang);
  if (!hint.win_measure_words.en.empty()) ranking.win_measure = hint.win_measure_words.in(lang);
  std::vector<std::string> notes = hint.notes;
  for (size_t i = 0; i < hint.told_notes.size() && i < notes.size(); ++i) notes[i] = hint.told_notes[i].in(lang);
  return hint.text_head.in(lang) + ranking_text(ranking, notes, lang);
}

}  // namespace cubilete
