#pragma once
// What Python's cubilete.Game and cubilete.State hold: the engine's own Game and State
// (core/game.h), never a copy of their rules. A state keeps its game alive and, for the dice it
// deals itself, the seed and the number of chance nodes dealt so far (core/match.h: the k-th
// chance node of a game is drawn from (seed, k), or (seed, round, throw) under dice=duplicate, as
// `play --seed` and `simulate` draw it).
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "catalog/game_entry.h"
#include "core/game.h"

namespace cubilete::python {

struct PyGame {
  const GameEntry* entry = nullptr;
  std::shared_ptr<const Game> game;

  const std::string& id() const { return game->info().id; }
  // The same game under the same rules (two load_game calls make two equal games).
  bool operator==(const PyGame& other) const {
    return game == other.game ||
           (id() == other.id() && game->rules().to_string() == other.game->rules().to_string());
  }
};

struct PyState {
  PyGame game;
  std::unique_ptr<State> state;
  uint64_t seed = 0;
  uint64_t chance_index = 0;    // chance nodes passed so far (dealt or chosen)
  std::vector<Action> history;  // every action applied, chance outcomes included

  PyState(PyGame g, std::unique_ptr<State> s, uint64_t seed_)
      : game(std::move(g)), state(std::move(s)), seed(seed_) {}
  PyState clone() const {
    PyState c(game, state->clone(), seed);
    c.chance_index = chance_index;
    c.history = history;
    return c;
  }
  // Applies a legal action or chance outcome (checked by the caller), counting chance nodes.
  void apply(Action a) {
    if (state->is_chance()) ++chance_index;
    state->apply(a);
    history.push_back(a);
  }
};

}  // namespace cubilete::python
