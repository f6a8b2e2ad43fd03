#pragma once
// How the online table treats a game, for the browser (GET /api/games, "table"), so it derives
// nothing from game ids: whether people throw by hand, when a hint can be asked for, the seats'
// roles. Declared with core/describe.h: the browser's TablePolicy type and guard come from it.
#include <string_view>
#include <tuple>
#include <vector>

#include "catalog/registry.h"
#include "core/describe.h"

namespace cubilete {

struct HintPolicyView {
  bool advisor = false;  // the game has an advisor: a hint request can be answered
  bool against_bots_only =
      false;  // ... only at a table with a bot (an engine would play for a person)
  // The kinds of decision it advises (the kinds of the seat's legal_moves); [] for every decision.
  // Never a person's own throw by hand (a hand_throw legal move) nor another seat's turn.
  std::vector<std::string_view> decisions;
  static constexpr std::string_view kTypeName = "HintPolicy";
  static constexpr auto fields() {
    return std::tuple{field("advisor", &HintPolicyView::advisor),
                      field("against_bots_only", &HintPolicyView::against_bots_only),
                      field("decisions", &HintPolicyView::decisions)};
  }
};

struct TablePolicyView {
  // People throw their own dice with a tap wherever chance acts for them without their decision
  // right before (the seat's legal_moves is then a single hand_throw).
  bool throws_by_hand = false;
  HintPolicyView hints;
  std::vector<std::string_view>
      seat_roles;  // what the game calls each seat ("White", "Black"); [] where it names none
  // The game throws dice, so a finished room's throws can be checked against its seed (false for
  // a game without chance: Damma).
  bool dice = true;
  static constexpr std::string_view kTypeName = "TablePolicy";
  static constexpr auto fields() {
    return std::tuple{field("throws_by_hand", &TablePolicyView::throws_by_hand),
                      field("hints", &TablePolicyView::hints),
                      field("seat_roles", &TablePolicyView::seat_roles),
                      field("dice", &TablePolicyView::dice)};
  }
};

// Points into `entry`, which lives as long as the program.
TablePolicyView table_policy_view(const GameEntry& entry);

}  // namespace cubilete
