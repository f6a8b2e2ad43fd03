#include "core/dice_entry.h"

#include <fmt/format.h>

#include <cctype>

#include "core/dice.h"

namespace cubilete {

const char* refusal_code(EntryRefusal r) {
  switch (r) {
    case EntryRefusal::None: return "";
    case EntryRefusal::BadDice: return "bad_dice";
    case EntryRefusal::NotKept: return "not_kept";
    case EntryRefusal::NotYourTurn: return "not_your_turn";
    case EntryRefusal::Illegal: return "illegal_action";
  }
  return "";
}

std::optional<std::vector<int>> read_faces(std::string_view text, std::string* why) {
  std::vector<int> faces;
  for (const char c : text) {
    if (c == ' ' || c == '-' || c == ',') continue;
    if (c < '1' || c > '6') {
      if (why)
        *why = std::isdigit(static_cast<unsigned char>(c))
                   ? fmt::format("{} is not a die's face: faces are 1 to 6", c)
                   : fmt::format("'{}' is not a die's face: type the faces the dice show, 1 to 6 (31552)", c);
      return std::nullopt;
    }
    faces.push_back(c - '0');
  }
  if (faces.empty()) {
    if (why) *why = "no faces: type the faces the dice show, 1 to 6 (31552)";
    return std::nullopt;
  }
  return faces;
}

std::string faces_problem(const std::vector<int>& faces, int count) {
  for (const int f : faces)
    if (f < 1 || f > 6) return fmt::format("{} is not a die's face: faces are 1 to 6", f);
  if (int(faces.size()) != count)
    return fmt::format("{} {} for a throw of {} {}", faces.size(), faces.size() == 1 ? "face" : "faces", count,
                       count == 1 ? "die" : "dice");
  return {};
}

DiceEntry throw_of_faces(const State& s, const std::vector<int>& faces, int count) {
  if (!s.is_chance()) return no_throw_due(s);
  if (auto problem = faces_problem(faces, count); !problem.empty())
    return DiceEntry::refuse(EntryRefusal::BadDice, std::move(problem));
  const auto parsed = s.parse_action("throw " + format_dice(counts_of(faces)));
  if (!parsed.ok) return DiceEntry::refuse(EntryRefusal::BadDice, parsed.error);
  return DiceEntry::of(parsed.action);
}

DiceEntry no_throw_due(const State& s) {
  if (s.is_terminal()) return DiceEntry::refuse(EntryRefusal::NotYourTurn, "the game is over");
  return DiceEntry::refuse(EntryRefusal::NotYourTurn,
                           fmt::format("no throw is due: player {} decides first", s.current_player() + 1));
}

}  // namespace cubilete
