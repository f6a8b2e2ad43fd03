// cubilete.games(), load_game(), Game and State: the engine's games in OpenSpiel's vocabulary
// (docs/python.md, "Games and states"). Every rule is the engine's (core/game.h); what a seat may
// see is the view the table sends (present/view_json.h).
#include <fmt/format.h>
#include <pybind11/numpy.h>
#include <pybind11/stl.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <random>

#include "bindings.h"
#include "catalog/registry.h"
#include "core/error.h"
#include "core/match.h"
#include "present/options_json.h"
#include "present/record_json.h"
#include "present/view_json.h"
#include "py_state.h"
#include "python_json.h"

namespace cubilete::python {

uint64_t fresh_seed() {
  std::random_device device;
  return (uint64_t(device()) << 32) ^ device();
}

namespace {

// A seat (0 .. players - 1), or where `others` also the spectator and the referee.
void check_viewer(const PyState& s, int player, bool others) {
  const int n = s.game.game->num_players();
  if (player >= 0 && player < n) return;
  if (others && (player == kSpectator || player == kReferee)) return;
  throw py::value_error(fmt::format("player must be a seat from 0 to {}{}; got {}", n - 1,
                                    others ? ", SPECTATOR (-1) or REFEREE (-3)" : "", player));
}

std::string legal_list(const PyState& s) {
  std::vector<std::string> names;
  if (s.state->is_chance()) return "a chance outcome of chance_outcomes()";
  for (Action a : s.state->legal_actions())
    names.push_back(fmt::format("{} ({})", a, s.state->action_to_string(a)));
  if (names.size() > 12) {
    names.resize(12);
    names.push_back("...");
  }
  return fmt::format("{}", fmt::join(names, ", "));
}

// Untrusted actions are checked before the engine sees them: an action the state does not offer
// could index past its tables.
void check_legal(const PyState& s, Action a) {
  if (s.state->is_terminal()) throw py::value_error("the game is over: no action is legal");
  if (!s.state->is_legal(a))
    throw py::value_error(fmt::format("action {} is not legal here; legal: {}", a, legal_list(s)));
}

py::list returns_of(const PyState& s) {
  py::list out;
  if (!s.state->is_terminal()) {
    for (int p = 0; p < s.game.game->num_players(); ++p) out.append(0.0);
    return out;
  }
  for (double r : s.state->returns()) out.append(r);
  return out;
}

// What the seat is told, as its game's catalog entry writes it (GameObservation).
py::object observation(const PyState& s, int player) {
  check_viewer(s, player, false);
  const auto& observe = s.game.entry->observation;
  py::array_t<float> out(observe.size(*s.game.game));
  std::fill(out.mutable_data(), out.mutable_data() + out.size(), 0.0f);
  observe.write(*s.state, player, out.mutable_data());
  return out;
}

py::dict game_info(const GameEntry& e) {
  const auto& d = e.description;
  py::dict out;
  out["id"] = d.info.id;
  out["name"] = d.info.name;
  out["min_players"] = d.info.min_players;
  out["max_players"] = d.info.max_players;
  out["default_players"] = d.default_players;
  out["summary"] = d.summary.en;
  out["perfect_information"] = d.info.perfect_information;
  out["has_chance"] = d.info.has_chance;
  out["bots"] = bot_names(e);
  out["default_bot"] = default_opponent(e);
  out["options"] = to_python(options_to_json(d.options));
  out["solvable"] = bool(e.analysis.solve);
  out["advisable"] = bool(e.analysis.advise);
  return out;
}

}  // namespace

PyGame load_game(const std::string& id, const py::object& rules) {
  const auto& entry = find_game(id);
  return PyGame{&entry, make_game(entry, rules_from(rules))};
}

PyGame game_of(const py::object& game) {
  if (py::isinstance<PyGame>(game)) return game.cast<PyGame>();
  if (py::isinstance<py::str>(game)) return load_game(game.cast<std::string>(), py::none());
  throw py::type_error("game must be a game id (str) or a cubilete.Game from load_game()");
}

void bind_games(py::module_& m) {
  m.attr("CHANCE_PLAYER") = kChancePlayer;
  m.attr("TERMINAL_PLAYER") = kTerminalPlayer;
  m.attr("SPECTATOR") = kSpectator;
  m.attr("REFEREE") = kReferee;

  m.def(
      "games",
      [] {
        std::vector<std::string> ids;
        for (const auto& e : game_registry()) ids.push_back(e.description.info.id);
        return ids;
      },
      "The ids of every game, as `cubilete games` lists them.");
  m.def(
      "game_info", [](const std::string& id) { return game_info(find_game(id)); }, py::arg("game"),
      "What the game is: its name, seats, summary, bots, rule options (as `cubilete rules GAME "
      "--json` gives them) and whether it has a solver and an advisor.");
  m.def("load_game", &load_game, py::arg("game"), py::arg("rules") = py::none(),
        "The game with these rule options ({key: value}; see game_info(id)['options']). The id "
        "may be a name or the start of one, as on the command line.");

  py::class_<PyGame>(m, "Game", "A game under its rules (load_game). Immutable; makes states.")
      .def_property_readonly("id", &PyGame::id)
      .def_property_readonly("name", [](const PyGame& g) { return g.game->info().name; })
      .def_property_readonly(
          "rules", [](const PyGame& g) { return to_python(rules_to_json(g.game->rules())); },
          "Every rule option, resolved, with its typed value.")
      .def("get_parameters",
           [](const PyGame& g) { return to_python(rules_to_json(g.game->rules())); })
      .def("num_players", [](const PyGame& g) { return g.game->num_players(); })
      .def("min_score", [](const PyGame& g) { return g.game->min_score(); })
      .def("max_score", [](const PyGame& g) { return g.game->max_score(); })
      .def(
          "max_game_length", [](const PyGame& g) { return g.game->max_game_length(); },
          "An upper bound on the actions of one game, chance included (0: none).")
      .def_property_readonly("perfect_information",
                             [](const PyGame& g) { return g.game->info().perfect_information; })
      .def("bots", [](const PyGame& g) { return bot_names(*g.entry); })
      .def("info", [](const PyGame& g) { return game_info(*g.entry); })
      .def(
          "new_initial_state",
          [](const PyGame& g, std::optional<uint64_t> seed) {
            return PyState(g, g.game->initial_state(), seed ? *seed : fresh_seed());
          },
          py::arg("seed") = py::none(),
          "The state before the first action. `seed` chooses the dice that "
          "sample_chance_outcome() draws (the same as `cubilete play --seed`); None: a fresh one.")
      .def("__repr__",
           [](const PyGame& g) {
             return fmt::format("<cubilete.Game {} ({})>", g.id(), g.game->rules().to_string());
           })
      .def(
          "__eq__", [](const PyGame& a, const PyGame& b) { return a == b; }, py::is_operator())
      .def("__hash__", [](const PyGame& g) {
        return py::hash(py::make_tuple(g.id(), g.game->rules().to_string()));
      });

  py::class_<PyState>(m, "State",
                      "A position of a game: at a player's decision, at a chance node or over.")
      .def_property_readonly("game", [](const PyState& s) { return s.game; })
      .def_property_readonly("seed", [](const PyState& s) { return s.seed; })
      .def(
          "current_player", [](const PyState& s) { return s.state->current_player(); },
          "The seat to decide (0-based), CHANCE_PLAYER or TERMINAL_PLAYER.")
      .def(
          "acting_player", [](const PyState& s) { return s.state->acting_player(); },
          "The seat whose turn it is, also while chance throws that seat's dice.")
      .def("is_chance_node", [](const PyState& s) { return s.state->is_chance(); })
      .def("is_terminal", [](const PyState& s) { return s.state->is_terminal(); })
      .def("is_player_node",
           [](const PyState& s) { return !s.state->is_chance() && !s.state->is_terminal(); })
      .def(
          "legal_actions",
          [](const PyState& s, std::optional<int> player) {
            if (player && *player != s.state->current_player()) return std::vector<Action>{};
            return s.state->legal_actions();
          },
          py::arg("player") = py::none(),
          "The actions of the player to decide (empty at chance nodes and at the end; with "
          "`player`, empty unless that seat decides).")
      .def(
          "chance_outcomes",
          [](const PyState& s) {
            std::vector<ChanceOutcome> outcomes;
            s.state->chance_outcomes(outcomes);
            std::vector<std::pair<Action, double>> out;
            for (const auto& o : outcomes) out.emplace_back(o.action, o.probability);
            return out;
          },
          "(action, probability) of every chance outcome; the probabilities are exact and sum "
          "to 1. Empty unless is_chance_node().")
      .def("is_legal", [](const PyState& s, Action a) { return s.state->is_legal(a); })
      .def(
          "action_to_string",
          [](const PyState& s, Action a) {
            check_legal(s, a);
            return s.state->action_to_string(a);
          },
          py::arg("action"), "The name of a legal action or chance outcome ('keep 3-3-5').")
      .def(
          "action_to_string",
          [](const PyState& s, int player, Action a) {
            check_viewer(s, player, true);
            check_legal(s, a);
            return s.state->action_name_for(a, player);
          },
          py::arg("player"), py::arg("action"),
          "The action as `player` may learn of it (another seat hears how many dice went under "
          "the cup, not which).")
      .def(
          "string_to_action",
          [](const PyState& s, const std::string& text) {
            const auto parsed = s.state->parse_action(text);
            if (!parsed.ok) throw py::value_error(parsed.error);
            return parsed.action;
          },
          py::arg("text"), "The action a player's words name, as `cubilete play` reads them.")
      .def(
          "apply_action",
          [](PyState& s, Action a) {
            check_legal(s, a);
            s.apply(a);
          },
          py::arg("action"), "Applies a legal action or chance outcome; anything else: ValueError.")
      .def(
          "sample_chance_outcome",
          [](const PyState& s) {
            if (!s.state->is_chance()) throw py::value_error("not a chance node");
            return ChanceDealer(s.seed).deal(*s.state, s.chance_index);
          },
          "The outcome this chance node draws from the state's seed: chance node k of a game is "
          "drawn from (seed, k), or throw t of round r from (seed, r, t) under dice=duplicate, as "
          "`cubilete play --seed` and `simulate` draw it.")
      .def("returns", &returns_of,
           "Each seat's share of the win once over (1 for a sole winner, 1/k for k tied); zeros "
           "before.")
      .def(
          "scores", [](const PyState& s) { return s.state->scores(); },
          "Each seat's points so far (final once over).")
      .def("history", [](const PyState& s) { return s.history; })
      .def("clone", [](const PyState& s) { return s.clone(); })
      .def("__copy__", [](const PyState& s) { return s.clone(); })
      .def("__deepcopy__", [](const PyState& s, py::object) { return s.clone(); })
      .def(
          "view",
          [](const PyState& s, int player) {
            check_viewer(s, player, true);
            return from_json_text(view_text(*s.state, player));
          },
          py::arg("player"),
          "What `player` may see, as the online table sends it (docs/contract.md): SPECTATOR "
          "for public information only, REFEREE for everything.")
      .def(
          "move",
          [](const PyState& s, Action a, int player) {
            check_viewer(s, player, true);
            check_legal(s, a);
            return from_json_text(move_text(*s.state, a, player));
          },
          py::arg("action"), py::arg("player") = kReferee,
          "A legal action or chance outcome as the table describes it to `player` ({'kind': "
          "'keep', 'dice': [5, 5]}).")
      .def("observation", &observation, py::arg("player"),
           "What `player` may know as a float32 numpy array (layouts: docs/python.md, "
           "\"Actions and observations\").")
      .def(
          "record",
          [](const PyState& s, std::optional<std::vector<std::string>> players) {
            GameRecord r;
            r.game = s.game.id();
            r.rules = assignments_of(s.game.game->rules());
            r.seed = s.seed;
            r.players = players
                            ? *players
                            : std::vector<std::string>(size_t(s.game.game->num_players()), "human");
            auto replayed = s.game.game->initial_state();
            for (Action a : s.history) {
              r.actions.push_back(replayed->action_to_string(a));
              replayed->apply(a);
            }
            return to_python(record_to_json(r));
          },
          py::arg("players") = py::none(),
          "The game so far as a record (the JSON of `cubilete play --save`), which `cubilete "
          "replay` reads.")
      .def("serialize", [](const PyState& s) { return s.state->serialize(); })
      .def(
          "render",
          [](const PyState& s, int player, const std::string& lang) {
            check_viewer(s, player, true);
            const auto chosen = lang_of_tag(lang);
            if (!chosen) throw UsageError(fmt::format("no language '{}'; languages: en, pt-BR, es-AR", lang));
            return s.state->render(player, *chosen);
          },
          py::arg("player") = kReferee, py::arg("lang") = "en",
          "The state drawn as the terminal draws it, as `player` may see it (by default everything), in "
          "`lang`: en, pt-BR or es-AR.")
      .def("__str__", [](const PyState& s) { return s.state->render(kReferee, Lang::En); })
      .def("__repr__", [](const PyState& s) {
        return fmt::format("<cubilete.State {} after {} actions>", s.game.id(), s.history.size());
      });
}

}  // namespace cubilete::python
