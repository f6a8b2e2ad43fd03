#include "catalog/dice3/dice3_sheet.h"

#include <fmt/format.h>

#include "games/dice3/multiplicacao.h"

namespace cubilete::dice3 {

RealDice one_throw_real_dice(const char* game_name) {
  RealDice r;
  r.throw_entry = [](const State& s, const std::vector<int>& faces) { return throw_of_faces(s, faces, 3); };
  r.final_entry = [name = std::string(game_name)](const State& s, const std::vector<int>& faces, bool served) {
    if (served) return DiceEntry::refuse(EntryRefusal::Illegal, fmt::format("{} has no served throws", name));
    return throw_of_faces(s, faces, 3);
  };
  return r;
}

RealDice multiplicacao_real_dice() {
  RealDice r;
  r.throw_entry = [](const State& s, const std::vector<int>& faces) {
    if (!s.is_chance()) return no_throw_due(s);
    return throw_of_faces(s, faces, static_cast<const MultiplicacaoState&>(s).dice_to_throw());
  };
  r.no_final =
      "a Multiplicação turn is three throws (of 3, 2 and 1 dice) with refusals between them, and its score "
      "depends on each: enter each throw's dice";
  return r;
}

}  // namespace cubilete::dice3
