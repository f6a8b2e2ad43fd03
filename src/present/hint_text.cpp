#include "present/hint_text.h"

#include "present/ranking_text.h"

namespace cubilete {

std::string hint_text(const HintResult& hint) {
  return hint.text_head + ranking_text(hint.ranking, hint.notes);
}

}  // namespace cubilete
