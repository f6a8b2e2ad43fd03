#pragma once
// One turn of a two-player category game played to win, from the solved table: the chance of
// winning of each choice (TurnValues over DuelEnds), for the win_optimal bot, hints and the
// advisor.
#include <algorithm>
#include <optional>
#include <vector>

#include "core/rng.h"
#include "games/category/category_game.h"
#include "solve/category/turn_values.h"
#include "solve/category/duel/duel_table.h"

namespace cubilete::solve {

// A turn start: the mover's card and the other player's (mask and generala flag, as the
// player's StateSpace keys them) and the mover's lead in points.
struct DuelPosition {
  StateKey mover, other;
  int lead = 0;
};

// The position of the player to move against `opponent` in a category state.
DuelPosition duel_position(const DuelSpace& space, const category::CategoryState& state, int opponent);
// The same from two cards and a lead.
DuelPosition duel_position(const DuelSpace& space, const category::Card& mover, const category::Card& other,
                           int lead);
// A turn start a game can reach, drawn at random (a layer, then any pair of cards of it, flags and a
// lead in reach): for checking a table against another.
DuelPosition random_reachable_position(const DuelSpace& space, Rng& rng);

// The mover's chance of winning when the turn ends: writing a category moves to the other
// player's turn start; a served generala wins at once. Each category's successor pair is read
// once, so a write costs one look-up.
class DuelEnds : public TurnEnds {
 public:
  DuelEnds(const DuelTable& table, const DuelPosition& position);
  uint32_t legal(int hand) const override {
    return table_->space().player().legal(at_.mover.mask, at_.mover.flag, hand);
  }
  double write_value(int hand, int cat, bool served) const override {
    const auto mv = table_->space().player().move(at_.mover.mask, at_.mover.flag, hand, cat, served);
    const Row& r = rows_[cat];
    return r.values[r.start[mv.flag] + size_t(std::clamp(at_.lead + mv.gain - r.lowest, 0, r.lanes - 1))];
  }
  std::optional<double> instant(int hand) const override {
    if (table_->space().player().instant_win(at_.mover.mask, at_.mover.flag, hand)) return 1.0;
    return std::nullopt;
  }

 private:
  // Where writing a category leads: the successor pair's values, where the row of each flag
  // after writing starts in them, its lanes and the lead its first lane stands for.
  struct Row {
    std::vector<double> values;
    size_t start[2] = {0, 0};
    int lanes = 0, lowest = 0;
  };
  const DuelTable* table_;
  DuelPosition at_;
  std::vector<Row> rows_;  // by category
};

// The turn's choices valued by the chance of winning.
class DuelTurn {
 public:
  DuelTurn(const DuelTable& table, const DuelPosition& position)
      : ends_(table, position), values_(table.space().player(), ends_) {}
  DuelTurn(const DuelTurn&) = delete;  // values_ points into ends_
  const TurnValues& values() const { return values_; }

 private:
  DuelEnds ends_;
  TurnValues values_;
};

}  // namespace cubilete::solve
