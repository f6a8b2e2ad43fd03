#pragma once
// Real dice typed in at a score sheet (docs/sheet.md; its record says `"dice": "entered"`): what a
// cup showed at a real table becomes the game's chance outcome, or the reason it cannot. The games
// that keep such a sheet say how (catalog/game_entry.h, RealDice); what they share is here.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.h"

namespace cubilete {

// Why an entry is refused, as the online table's error codes name it.
enum class EntryRefusal { None, BadDice, NotKept, NotYourTurn, Illegal };
// "bad_dice", "not_kept", "not_your_turn", "illegal_action" ("" for None).
const char* refusal_code(EntryRefusal r);

struct DiceEntry {
  Action action = 0;
  EntryRefusal refusal = EntryRefusal::None;
  std::string reason;  // the refusal in words
  bool ok() const { return refusal == EntryRefusal::None; }
  static DiceEntry of(Action a) { return {a, EntryRefusal::None, {}}; }
  static DiceEntry refuse(EntryRefusal r, std::string why) { return {0, r, std::move(why)}; }
};

// The faces of a throw as a person types them: "31552", "3 1 5 5 2" or "3-1-5-5-2". Nullopt (and
// `why` said) for anything but faces 1 to 6.
std::optional<std::vector<int>> read_faces(std::string_view text, std::string* why = nullptr);
// Whether `faces` are `count` faces of 1 to 6; the reason in words where not ("" when they are).
std::string faces_problem(const std::vector<int>& faces, int count);
// The throw of `count` dice showing `faces` at the chance node `s` is at, for the games whose
// throws are named "throw 2-5-6" (core/dice_throw.h and the category games).
DiceEntry throw_of_faces(const State& s, const std::vector<int>& faces, int count);
// An entry at a state where no throw is due: the decision the seat to move makes first.
DiceEntry no_throw_due(const State& s);

}  // namespace cubilete
