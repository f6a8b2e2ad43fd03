// cubilete.Bot and derive_seed: the engine's bots choosing for a seat (OpenSpiel's bot.step),
// and the seed streams every game of `cubilete simulate` and `play --seed` is dealt from, so a
// game played from Python can be the same game the command line plays.
#include <fmt/format.h>
#include <pybind11/stl.h>

#include "bindings.h"
#include "catalog/registry.h"
#include "core/bot.h"
#include "core/error.h"
#include "core/match.h"
#include "core/rng.h"

namespace cubilete::python {

namespace {

// A bot of one game with its own stream of random numbers.
class PyBot {
 public:
  PyBot(const py::object& game, const std::string& name, uint64_t seed)
      : game_(game_of(game)),
        name_(name),
        bot_(make_bot(*game_.entry, *game_.game, name)),
        rng_(seed) {}

  // The bot's choice at a decision of its game; it sees only what the seat to decide may know
  // (core/match.h, bot_action), as in `cubilete simulate`.
  Action step(const PyState& s) {
    if (!(s.game == game_))
      throw UsageError(fmt::format("the state is of another game ({}) than this bot's ({})",
                                   s.game.id(), game_.id()));
    if (s.state->is_chance() || s.state->is_terminal())
      throw UsageError("a bot chooses at a player's decision: this state is a chance node or over");
    return bot_action(*bot_, *s.state, rng_);
  }

  const std::string& name() const { return name_; }

 private:
  PyGame game_;
  std::string name_;
  std::unique_ptr<Bot> bot_;
  Rng rng_;
};

}  // namespace

void bind_bots(py::module_& m) {
  m.def("derive_seed", &derive_seed, py::arg("seed"), py::arg("stream"),
        "The seed of stream `stream` of `seed` (core/rng.h). Game i of `cubilete simulate --seed "
        "s` is dealt from derive_seed(s, i); its seat p's bot draws from derive_seed(that, 2**64 - "
        "1 - p).");
  py::class_<PyBot>(
      m, "Bot",
      "One of the game's bots (game.bots() names them; `cubilete bots` explains them), "
      "choosing with its own stream of random numbers from `seed`.")
      .def(py::init<const py::object&, const std::string&, uint64_t>(), py::arg("game"),
           py::arg("name"), py::arg("seed") = 1)
      .def(
          "step", &PyBot::step, py::arg("state"),
          "The bot's action at `state` (a decision), seeing only what the seat to decide may know.")
      .def_property_readonly("name", &PyBot::name)
      .def("__repr__", [](const PyBot& b) { return fmt::format("<cubilete.Bot {}>", b.name()); });
}

}  // namespace cubilete::python
