#include "catalog/analysis_results.h"

namespace cubilete {

const Ranking& ranking_of(const HintResult& hint) {
  return std::visit([](const auto& h) -> const Ranking& { return h.ranking; }, hint);
}

}  // namespace cubilete
