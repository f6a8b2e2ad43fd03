// The extension module under the package cubilete (python/cubilete/): the engine's games,
// solvers, advisors, simulations and the category games' environments. docs/python.md.
#include <pybind11/pybind11.h>

#include <cstdlib>

#include "bindings.h"
#include "core/error.h"
#include "solve/category/simd_cap.h"

namespace py = pybind11;

PYBIND11_MODULE(_cubilete, m) {
  // As the command line does (cli/main.cpp): a misspelt cap would otherwise quietly mean SSE2.
  if (const auto problem = cubilete::solve::simd_cap_problem(std::getenv("CUBILETE_SIMD")); !problem.empty())
    throw py::value_error(problem);
  m.doc() = "cubilete's engine: games, solvers, advisors, simulations and environments";
  m.attr("__version__") = CUBILETE_VERSION;
  // What a person supplied was wrong (a game, a rule option, an action, a bot): ValueError with
  // the engine's own words, which say what is allowed.
  py::register_exception_translator([](std::exception_ptr p) {
    try {
      if (p) std::rethrow_exception(p);
    } catch (const cubilete::UsageError& e) {
      PyErr_SetString(PyExc_ValueError, e.what());
    }
  });
  cubilete::python::bind_games(m);
  cubilete::python::bind_analysis(m);
  cubilete::python::bind_envs(m);
  cubilete::python::bind_bots(m);
}
