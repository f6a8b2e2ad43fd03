#pragma once
// `cubilete hint` as text in the person's language: the family's lines (against one opponent, the
// position's chance of winning), then the ranking within 80 columns with each choice's note.
#include <string>

#include "catalog/analysis_results.h"
#include "core/lang.h"

namespace cubilete {

std::string hint_text(const HintResult& hint, Lang lang);

}  // namespace cubilete
