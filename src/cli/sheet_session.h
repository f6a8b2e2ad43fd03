#pragma once
// A score sheet in the terminal for a game played with real dice (`cubilete sheet`, docs/sheet.md):
// the people type what the cup showed and what they chose, the sheet checks it by the rules, keeps
// the totals, and at the end ranks the players and analyses the game.
#include <iosfwd>
#include <string>
#include <vector>

#include "catalog/registry.h"

namespace cubilete::cli {

struct SheetSetup {
  const GameEntry* entry = nullptr;
  Assignments rules;
  std::vector<std::string> names;    // a name per seat
  std::vector<std::string> actions;  // a saved sheet's actions, replayed first
  std::vector<std::string> by;
  std::vector<int> entered_by;  // the saved sheet's phones (a room's record names them)
  bool hints = false;  // the table turned hints on
  Lang lang = Lang::En;
};

// Runs the sheet to the end of the game, or until the people quit or the input ends.
void run_sheet(const SheetSetup& setup, std::istream& in, std::ostream& out);

}  // namespace cubilete::cli
