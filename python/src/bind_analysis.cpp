// cubilete.solve, advise, hint and simulate: the engine's solvers, advisors and simulations, the
// same calls the command line makes (cubilete solve, hint, simulate), answering with the same
// documents (present/: solve_json, hint_json, simulation_json) or the typed Ranking.
#include <fmt/format.h>
#include <pybind11/numpy.h>
#include <pybind11/stl.h>

#include <nlohmann/json.hpp>

#include "bindings.h"
#include "catalog/analyse_record.h"
#include "catalog/analysis_results.h"
#include "catalog/hint_values.h"
#include "catalog/registry.h"
#include "catalog/simulation.h"
#include "catalog/solve_request.h"
#include "core/cancel.h"
#include "core/error.h"
#include "core/parallel.h"
#include "present/analysis_json.h"
#include "present/hint_json.h"
#include "present/ranking_json.h"
#include "present/record_json.h"
#include "present/simulation_json.h"
#include "present/solve_json.h"
#include "python_json.h"
#include "solve/category/solitaire_solved.h"

namespace cubilete::python {

namespace {

// The options as Python's cubilete.solve takes them, for the shared checks' errors.
std::string python_spelling(const std::string& key) {
  static const std::map<std::string, std::string> spelled = {{"distribution", "distribution=True"},
                                                             {"save-policy", "save_policy=True"},
                                                             {"no-cache", "cache=False"},
                                                             {"players", "players"},
                                                             {"players 2", "players=2"},
                                                             {"double", "double=True"}};
  return spelled.at(key);
}

py::object solve(const py::object& game, int players, int threads, bool cache, bool distribution,
                 int64_t games, uint64_t seed, bool save_policy, bool doubles) {
  const PyGame g = game_of(game);
  if (games < 1) throw UsageError("games must be 1 or more");
  SolveOptions o;
  o.use_cache = cache;
  o.threads = threads;
  o.distribution = distribution;
  o.games = games;
  o.seed = seed;
  o.save_policy = save_policy;
  o.players = players;
  o.doubles = doubles;
  check_solve_options(*g.entry, o, python_spelling);
  const auto& analysis = g.entry->analysis;
  SolveResult result;
  {
    py::gil_scoped_release release;
    result = analysis.solve(*g.game, o);
  }
  check_policy_saved(result);
  return to_python(solve_json(*g.game, result));
}

// The solitaire table of a category game as a read-only array over the engine's own memory
// (mapped from the cache or solved here), kept alive by the array.
py::object solitaire_table(const py::object& game, int threads) {
  const PyGame g = game_of(game);
  const auto* category = dynamic_cast<const category::CategoryGame*>(g.game.get());
  if (!category) return py::none();
  SolveOptions o;
  o.threads = threads;
  std::shared_ptr<const solve::Solved> solved;
  {
    py::gil_scoped_release release;
    solved = solve::solved_for(*category, o);
  }
  const auto& space = solved->space();
  const auto& values = solved->table();
  auto* keep = new std::shared_ptr<const solve::Solved>(solved);
  py::capsule owner(keep,
                    [](void* p) { delete static_cast<std::shared_ptr<const solve::Solved>*>(p); });
  const auto d = sizeof(double);
  py::array_t<double> table(
      {size_t(space.masks()), size_t(space.groups()), size_t(space.upper_lanes())},
      {space.groups() * values.stride() * d, values.stride() * d, d}, values.data(), owner);
  py::object(table).attr("setflags")(py::arg("write") = false);
  return table;
}

Ranking advise(const PyState& s) {
  const auto& analysis = s.game.entry->analysis;
  if (!analysis.advise) throw UsageError(fmt::format("{} has no advisor", s.game.id()));
  if (s.state->is_chance() || s.state->is_terminal())
    throw UsageError("advice is for a player's decision: this state is a chance node or over");
  // The advisor sees what the player to move may know, as at the table (Table::advice_work).
  std::unique_ptr<State> view;
  if (!s.game.game->info().perfect_information) view = s.state->view_for(s.state->current_player());
  std::vector<RankedAction> ranked;
  {
    py::gil_scoped_release release;
    ranked = analysis.advise(*s.game.game, view ? *view : *s.state);
  }
  // Some advisors rank some kinds of decision only (Triplo Seis: keeps, not calls or doubts).
  if (ranked.empty())
    throw UsageError(fmt::format("{}'s advisor ranks {} decisions, not this one", s.game.id(),
                                 analysis.advice_kinds.empty()
                                     ? std::string("some")
                                     : fmt::format("{}", fmt::join(analysis.advice_kinds, ", "))));
  return Ranking(analysis.advice_measure.en, analysis.win_measure.en, ranked);
}

py::object hint(const py::object& game, const std::map<std::string, std::string>& options) {
  const PyGame g = game_of(game);
  const auto& analysis = g.entry->analysis;
  if (!analysis.hint) throw UsageError(fmt::format("{} has no advisor", g.id()));
  Assignments given(options.begin(), options.end());
  const HintValues values(g.id(), analysis.hint_options, given);
  HintResult result;
  {
    py::gil_scoped_release release;
    result = analysis.hint(*g.game, values);
  }
  return to_python(hint_json(*g.game, result));
}

py::object simulate(const py::object& game, std::vector<std::string> players, int64_t games,
                    uint64_t seed, int threads, int random_opening) {
  const Stopwatch call;  // the call's own start: reading the arguments and making the game
  PyGame g = game_of(game);
  Assignments rules = assignments_of(g.game->rules());
  if (!players.empty()) std::erase_if(rules, [](const auto& kv) { return kv.first == "players"; });
  SimulationRequest request;
  request.players = seat_players(*g.entry, rules, std::move(players), "random", false);
  request.games = games;
  request.seed = seed;
  request.threads = threads;
  request.random_opening = random_opening;
  const auto played = make_game(*g.entry, rules);
  // Ctrl-C stops the run: Python's signal handlers run on this thread while it waits.
  bool interrupted = false;
  request.progress = [&interrupted](int64_t) {
    py::gil_scoped_acquire acquire;
    if (PyErr_CheckSignals() != 0) {
      PyErr_Clear();
      interrupted = true;
      return -1.0;
    }
    return 0.1;
  };
  SimulationResult result;
  const double startup = call.seconds();
  try {
    py::gil_scoped_release release;
    result = cubilete::simulate(*g.entry, *played, request);
  } catch (const Cancelled&) {
    if (interrupted) {
      PyErr_SetNone(PyExc_KeyboardInterrupt);
      throw py::error_already_set();
    }
    throw;
  }
  result.startup_seconds = startup;
  result.seconds += startup;
  return to_python(simulation_json(*played, request, result));
}

// A played game's record (its JSON text) judged as `cubilete analyse RECORD.json --json` judges it.
py::object analyse(const std::string& text) {
  const auto j = nlohmann::json::parse(text, nullptr, false);
  if (j.is_discarded()) throw UsageError("the record is not valid JSON");
  const GameRecord record = record_from_json(j);
  RecordAnalysis analysis;
  {
    py::gil_scoped_release release;
    analysis = analyse_record(record);
  }
  return to_python(analysis_json(*analysis.game, record, record_names(j), analysis.result));
}

}  // namespace

void bind_analysis(py::module_& m) {
  m.def("_solve", &solve, py::arg("game"), py::arg("players"), py::arg("threads"), py::arg("cache"),
        py::arg("distribution"), py::arg("games"), py::arg("seed"), py::arg("save_policy"),
        py::arg("double"));
  m.def("_solitaire_table", &solitaire_table, py::arg("game"), py::arg("threads") = 0);
  m.def("_hint", &hint, py::arg("game"), py::arg("options"));
  m.def("_analyse", &analyse, py::arg("record_json"));
  m.def("_simulate", &simulate, py::arg("game"), py::arg("players"), py::arg("games"),
        py::arg("seed"), py::arg("threads"), py::arg("random_opening"));

  auto ranking = py::class_<Ranking>(
      m, "Ranking",
      "An advisor's ranking (the one `cubilete hint` and the online table show): every legal "
      "choice, best first, with its value in `measure` and what it gives up.");
  py::class_<Ranking::Choice>(ranking, "Choice")
      .def_readonly("action", &Ranking::Choice::action, "the engine's action (State.apply_action)")
      .def_readonly("name", &Ranking::Choice::name)
      .def_readonly("expected", &Ranking::Choice::expected, "the value in the ranking's measure")
      .def_readonly("loss", &Ranking::Choice::loss, "the best choice's expected minus this one's")
      .def_readonly("line", &Ranking::Choice::line, "a search engine's expected line (else empty)")
      .def_readonly("win_chance", &Ranking::Choice::win_chance, "in win_measure, where given")
      .def_readonly("win_loss", &Ranking::Choice::win_loss)
      .def("__repr__", [](const Ranking::Choice& c) {
        return fmt::format("<Choice '{}' expected={:.6g} loss={:.6g}{}>", c.name, c.expected,
                           c.loss,
                           c.win_chance ? fmt::format(" win_chance={:.6g}", *c.win_chance) : "");
      });
  ranking.def_readonly("measure", &Ranking::measure)
      .def_readonly("win_measure", &Ranking::win_measure)
      .def_readonly("choices", &Ranking::choices)
      .def("in_chances", &Ranking::in_chances,
           "whether the choices carry chances of winning (ranked by them)")
      .def("best", [](const Ranking& r) { return r.choices.front(); })
      .def(
          "find", [](const Ranking& r, Action a) { return r.find(a); }, py::arg("action"),
          py::return_value_policy::copy)
      .def("to_dict",
           [](const Ranking& r) {
             py::dict out;
             out["measure"] = r.measure;
             if (r.in_chances()) out["win_measure"] = r.win_measure;
             out["choices"] = to_python(ranking_choices_json(r));
             return out;
           })
      .def("__len__", [](const Ranking& r) { return r.choices.size(); })
      .def("__repr__", [](const Ranking& r) {
        return fmt::format("<Ranking of {} choices, best '{}'>", r.choices.size(),
                           r.choices.empty() ? "" : r.choices.front().name);
      });
  m.def("advise", &advise, py::arg("state"),
        "Every legal choice of the player to decide, ranked by the game's advisor: the ranking "
        "`cubilete hint` gives (in a two-player game whose table is solved, by the chance of "
        "winning). The advisor sees only what that player may know.");
}

}  // namespace cubilete::python
