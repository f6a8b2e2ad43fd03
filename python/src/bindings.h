#pragma once
// The parts of the module _cubilete (module.cpp), each bound by its own file.
#include <pybind11/pybind11.h>

#include <cstdint>
#include <string>

#include "py_state.h"

namespace cubilete::python {

namespace py = pybind11;

void bind_games(py::module_& m);     // bind_games.cpp: games, load_game, Game, State
void bind_analysis(py::module_& m);  // bind_analysis.cpp: solve, advise, hint, simulate
void bind_envs(py::module_& m);      // bind_envs.cpp: the category games' environments
void bind_bots(py::module_& m);      // bind_bots.cpp: Bot, derive_seed

// The game `game` names: a cubilete.Game, or an id (str) under its default rules.
PyGame game_of(const py::object& game);
PyGame load_game(const std::string& id, const py::object& rules);
// A seed from the system's entropy, where Python gives none.
uint64_t fresh_seed();

}  // namespace cubilete::python
