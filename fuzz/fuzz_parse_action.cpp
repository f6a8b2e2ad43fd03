// Every game's parse_action, the reader of what people type and send (game.h: it never throws).
// The input's head picks a game, its rules and a state reached by random play (game_walk.h); the
// rest is read line by line as a player's text. Whenever a line parses, the action must be legal
// where it stands (a chance outcome at a chance node) or one of the game's documented extras
// (GameDescription::extras: Damma's resign, offer draw, accept draw), and it is applied, so later
// lines reach further states. Along the way
// the name of a legal action (or chance outcome) must read back as that very action.
#include <fmt/format.h>

#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string_view>

#include "fuzz_check.h"
#include "game_walk.h"
#include "present/view_json.h"

namespace {

using namespace cubilete;

// `a` is what one of the game's extras says here.
bool is_extra(const GameEntry& entry, const State& state, Action a) {
  for (const auto& x : entry.description.extras)
    if (const auto said = state.parse_action(x.text); said.ok && said.action == a) return true;
  return false;
}

void check_round_trip(const State& state, Action a) {
  const auto name = state.action_to_string(a);
  const auto back = state.parse_action(name);
  FUZZ_CHECK_ABOUT(back.ok && back.action == a,
                   fmt::format("{}: '{}' (action {}) reads back as {} {} in state\n{}", state.game().info().id, name, a,
                               back.action, back.error, state.serialize()));
  FUZZ_CHECK(!nlohmann::json::parse(move_text(state, a, kSpectator), nullptr, false).is_discarded());
}

// A state reached: someone (or chance) is to act and has something to do, or the game is over;
// and the names of its actions read back as those actions (all of a few, else one at random).
void check_state(const Game& game, const State& state, Rng& rng) {
  const int p = state.current_player();
  FUZZ_CHECK(p == kTerminalPlayer || p == kChancePlayer || (p >= 0 && p < game.num_players()));
  (void)state.serialize();
  FUZZ_CHECK(!nlohmann::json::parse(view_text(state, kSpectator), nullptr, false).is_discarded());
  if (state.is_terminal()) return;
  const auto all = fuzz::candidates(state);
  FUZZ_CHECK(!all.empty());
  if (all.size() <= 16) {
    for (Action a : all) check_round_trip(state, a);
  } else {
    check_round_trip(state, all[rng.below(uint32_t(all.size()))]);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  auto w = fuzz::walk({reinterpret_cast<const char*>(data), size});
  State& state = *w.state;
  std::string_view rest = w.text;
  check_state(*w.game, state, w.rng);
  while (true) {
    const auto newline = rest.find('\n');
    const auto line = rest.substr(0, newline);
    const auto parsed = state.parse_action(line);
    if (!parsed.ok) {
      FUZZ_CHECK(!parsed.error.empty());
    } else {
      FUZZ_CHECK(!state.is_terminal());
      const bool extra = is_extra(*w.entry, state, parsed.action);
      FUZZ_CHECK(extra || state.is_legal(parsed.action));
      if (!extra) check_round_trip(state, parsed.action);
      (void)state.action_name_for(parsed.action, kSpectator);
      state.apply(parsed.action);
      check_state(*w.game, state, w.rng);
    }
    if (newline == std::string_view::npos) break;
    rest.remove_prefix(newline + 1);
  }
  return 0;
}
