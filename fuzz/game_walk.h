#pragma once
// How the parse_action harness turns the head of its input into a game state: which game of the
// registry, which rules, and how many random legal actions and chance outcomes to play from which
// seed. make_seeds uses the same walk, so the texts it writes are the actions of the state the
// harness reaches.
//
// Input: [game] [rules] [seed: 8 bytes, little-endian] [steps] then the text (the rest). Missing
// header bytes count as zero.
#include <algorithm>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "catalog/registry.h"
#include "core/error.h"
#include "core/game.h"
#include "core/rng.h"

namespace cubilete::fuzz {

constexpr size_t kWalkHeader = 11;

struct Walk {
  const GameEntry* entry = nullptr;
  std::shared_ptr<const Game> game;
  std::unique_ptr<State> state;
  Rng rng;
  std::string_view text;  // the input after the header
};

inline uint8_t header_byte(std::string_view input, size_t i) {
  return i < input.size() ? static_cast<uint8_t>(input[i]) : 0;
}

// Each option left at its default or set to a value it allows: its ends (where games hide their
// corner cases), small values, or any value at a log-uniform scale. Huge values (a million chips
// in Flores Amarradas: 333,333 legal bets) are rare, as they make every step slow. Text options
// (Damma's start position) keep their default.
inline Assignments random_rules(const GameEntry& entry, Rng& rng) {
  Assignments rules;
  for (const auto& o : entry.description.options) {
    if (rng.below(2) == 0) continue;
    switch (o.type) {
      case OptionType::Bool:
        rules.emplace_back(o.key, rng.below(2) ? "true" : "false");
        break;
      case OptionType::Choice:
        rules.emplace_back(o.key, o.choices[rng.below(uint32_t(o.choices.size()))]);
        break;
      case OptionType::Int: {
        const uint64_t span = uint64_t(o.max - o.min);
        const uint32_t pick = rng.below(8);
        uint64_t offset = 0;
        if (pick == 0) offset = span;
        else if (pick <= 4) offset = rng.next() % (std::min<uint64_t>(span, 16) + 1);
        else if (pick <= 6) offset = std::min<uint64_t>(span, rng.next() % (uint64_t(1) << rng.below(21)));
        rules.emplace_back(o.key, std::to_string(o.min + int64_t(offset)));
        break;
      }
      case OptionType::Text:
        break;
    }
  }
  return rules;
}

// The game's legal actions, or its chance outcomes at a chance node.
inline std::vector<Action> candidates(const State& state) {
  std::vector<Action> out;
  if (state.is_chance()) {
    std::vector<ChanceOutcome> outcomes;
    state.chance_outcomes(outcomes);
    for (const auto& o : outcomes) out.push_back(o.action);
  } else {
    state.legal_actions(out);
  }
  return out;
}

inline Walk walk(std::string_view input) {
  Walk w;
  const auto& registry = game_registry();
  w.entry = &registry[header_byte(input, 0) % registry.size()];
  uint64_t seed = 0;
  for (size_t i = 0; i < 8; ++i) seed |= uint64_t(header_byte(input, 2 + i)) << (8 * i);
  w.rng.reseed(seed);
  Assignments rules;
  if (header_byte(input, 1) != 0) {
    Rng rules_rng(derive_seed(seed, header_byte(input, 1)));
    rules = random_rules(*w.entry, rules_rng);
  }
  try {
    w.game = make_game(*w.entry, rules);
  } catch (const UsageError&) {  // options that exclude each other: the defaults then
    w.game = make_game(*w.entry, {});
  }
  w.state = w.game->initial_state();
  const int steps = header_byte(input, 10);
  for (int i = 0; i < steps && !w.state->is_terminal(); ++i) {
    if (w.state->is_chance()) {
      w.state->apply(w.state->sample_chance(w.rng));
    } else {
      const auto legal = candidates(*w.state);
      if (legal.empty()) break;  // the harness reports it
      w.state->apply(legal[w.rng.below(uint32_t(legal.size()))]);
    }
  }
  w.text = input.size() > kWalkHeader ? input.substr(kWalkHeader) : std::string_view{};
  return w;
}

}  // namespace cubilete::fuzz
