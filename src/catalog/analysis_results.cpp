#include "catalog/analysis_results.h"

namespace cubilete {

SolveResult value_solve_result(const solve::ValueSolve& solved) {
  SolveResult r;
  r.value = solved.value;
  r.meaning = solved.meaning;
  r.found = OnePlayerSolve{solved.seconds, std::nullopt, std::nullopt};
  r.typed = solved;
  return r;
}

}  // namespace cubilete
