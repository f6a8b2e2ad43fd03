#pragma once
// An interactive game in the terminal: humans type, bots answer, chance is dealt from the seed.
#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

#include "catalog/registry.h"

namespace cubilete::cli {

struct PlaySetup {
  const GameEntry* entry = nullptr;
  Assignments rules;
  std::vector<std::string> players;  // "human" or a bot name per seat
  uint64_t seed = 0;
  std::vector<std::string> actions;  // a saved game's actions, replayed before play goes on
  std::vector<std::string> by;       // who decided each of them (the record's `by`; may be empty)
  Lang lang = Lang::En;              // what the session says, and how the game is drawn
};

// Plays to the end, or until the player quits or the input ends.
void run_play(const PlaySetup& setup, std::istream& in, std::ostream& out);

}  // namespace cubilete::cli
