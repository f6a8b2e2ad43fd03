#include "table/sheet_entry.h"

namespace cubilete::table {

namespace {
const RealDice* real_dice_of(const Table& table) {
  return table.dice_entered() ? &*table.entry().table.real_dice : nullptr;
}

DiceEntry applied(Table& table, DiceEntry entry, int entered_by) {
  if (entry.ok()) table.enter(entry.action, entered_by);
  return entry;
}

DiceEntry not_entered() {
  return DiceEntry::refuse(EntryRefusal::Illegal, "this table's dice are thrown by the dealer, not entered");
}
}  // namespace

DiceEntry enter_throw(Table& table, const std::vector<int>& faces, int entered_by) {
  const auto* real = real_dice_of(table);
  if (!real) return not_entered();
  return applied(table, real->throw_entry(table.state(), faces), entered_by);
}

DiceEntry enter_final(Table& table, const std::vector<int>& faces, bool served, int entered_by) {
  const auto* real = real_dice_of(table);
  if (!real) return not_entered();
  if (!real->final_entry) return DiceEntry::refuse(EntryRefusal::Illegal, real->no_final);
  return applied(table, real->final_entry(table.state(), faces, served), entered_by);
}

}  // namespace cubilete::table
