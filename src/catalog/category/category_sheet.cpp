#include "catalog/category/category_sheet.h"

#include <fmt/format.h>

#include "core/dice.h"
#include "games/category/category_game.h"

namespace cubilete::category {

namespace {
const CategoryState& sheet_state(const State& s) { return static_cast<const CategoryState&>(s); }

// A throw after a keep: either the rethrown dice alone or the whole cup, the kept dice among it.
DiceEntry throw_entry(const State& s, const std::vector<int>& faces) {
  if (!s.is_chance()) return no_throw_due(s);
  const auto& c = sheet_state(s);
  const auto& table = c.category_game().table();
  const int dice = c.category_game().category_rules().dice;
  const FaceCounts& kept = table.counts(c.kept());
  const int thrown = dice - dice_in(kept);
  if (int(faces.size()) == thrown || int(faces.size()) != dice) {
    auto entry = throw_of_faces(s, faces, thrown);
    if (!entry.ok() && thrown < dice && entry.refusal == EntryRefusal::BadDice && int(faces.size()) != thrown)
      entry.reason += fmt::format(" (or all {} with the kept {})", dice, format_dice(kept));
    return entry;
  }
  if (auto problem = faces_problem(faces, dice); !problem.empty())
    return DiceEntry::refuse(EntryRefusal::BadDice, std::move(problem));
  FaceCounts shown = counts_of(faces);
  for (int f = 0; f < 6; ++f) {
    if (kept[f] > shown[f])
      return DiceEntry::refuse(EntryRefusal::NotKept, fmt::format("the kept {} are not all among the dice shown, {}",
                                                                  format_dice(kept), format_dice(shown)));
    shown[f] = uint8_t(shown[f] - kept[f]);
  }
  return throw_of_faces(s, values_of(shown), thrown);
}

DiceEntry final_entry(const State& s, const std::vector<int>& faces, bool served) {
  if (!s.is_chance()) return no_throw_due(s);
  const auto& c = sheet_state(s);
  if (!c.final_dice_due()) {
    const std::string done = fmt::format("this turn has had {} throw{}", c.throws_done(), c.throws_done() == 1 ? "" : "s");
    if (served) return DiceEntry::refuse(EntryRefusal::Illegal, "only a turn's first throw is served, and " + done);
    return DiceEntry::refuse(EntryRefusal::Illegal,
                             done + ", entered one by one: enter the next throw's dice, not the turn's final dice");
  }
  const int dice = c.category_game().category_rules().dice;
  if (auto problem = faces_problem(faces, dice); !problem.empty())
    return DiceEntry::refuse(EntryRefusal::BadDice, std::move(problem));
  // Served final dice are the turn's first throw, scored at once.
  const auto parsed = s.parse_action((served ? "throw " : "final ") + format_dice(counts_of(faces)));
  if (!parsed.ok) return DiceEntry::refuse(EntryRefusal::BadDice, parsed.error);
  return DiceEntry::of(parsed.action);
}
}  // namespace

RealDice category_real_dice() { return {throw_entry, final_entry, {}}; }

}  // namespace cubilete::category
