#pragma once
// Entering real dice at a table of entered dice (TableSetup::dice_entered, docs/sheet.md): the
// terminal's `sheet` and the online table's `enter` message both come here, so a throw is read
// by the game's own rules (GameEntry::table.real_dice) the same way wherever it is typed.
#include <vector>

#include "core/dice_entry.h"
#include "table/table.h"

namespace cubilete::table {

// Enters the throw that shows `faces` (from seat `entered_by`'s phone, -1: not said). On a
// refusal nothing changes.
DiceEntry enter_throw(Table& table, const std::vector<int>& faces, int entered_by = -1);
// Enters a turn given only by its final dice (`served`: they came on its first throw).
DiceEntry enter_final(Table& table, const std::vector<int>& faces, bool served, int entered_by = -1);

}  // namespace cubilete::table
