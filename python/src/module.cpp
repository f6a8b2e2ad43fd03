// The extension module under the package cubilete (python/cubilete/): the engine's games,
// solvers, advisors, simulations and the category games' environments. docs/python.md.
#include <pybind11/pybind11.h>

#include "bindings.h"
#include "core/error.h"

namespace py = pybind11;

PYBIND11_MODULE(_cubilete, m) {
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
