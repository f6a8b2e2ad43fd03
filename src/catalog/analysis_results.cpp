#include "catalog/analysis_results.h"

namespace cubilete {

SolveResult value_solve_result(const solve::ValueSolve& solved) {
  SolveResult r;
  r.value = solved.value;
  r.meaning = solved.meaning;
  r.found = OnePlayerSolve{false, solved.seconds, std::nullopt};
  r.facts = [seconds = solved.seconds](ValueSink& out) {
    out.begin_object();
    out.key("seconds");
    out.number(seconds);
    out.end_object();
  };
  r.typed = solved;
  return r;
}

}  // namespace cubilete
