#include "catalog/category/category_encoding.h"

#include <algorithm>
#include <cstring>
#include <mutex>
#include <stdexcept>

namespace cubilete::category {

namespace {
// The multiset each mask keeps of each hand of `dice` dice: [hand * 2^dice + mask] (indices of
// multisets(dice)), -1 where the hand has fewer dice. Made once per number of dice.
const std::vector<int16_t>& keep_table(int dice) {
  static std::once_flag once[7];
  static std::vector<int16_t> tables[7];
  if (dice < 1 || dice > 6) throw std::logic_error("category encoding: 1 to 6 dice");
  std::call_once(once[dice], [dice] {
    const auto& table = multisets(dice);
    auto& kept = tables[dice];
    kept.assign(size_t(table.size()) << dice, -1);
    for (int hand = 0; hand < table.size(); ++hand) {
      if (table.dice(hand) != dice) continue;
      const auto values = values_of(table.counts(hand));  // ascending
      for (int mask = 0; mask < (1 << dice); ++mask) {
        FaceCounts keep{};
        for (int i = 0; i < dice; ++i)
          if ((mask >> i) & 1) ++keep[values[i] - 1];
        kept[(size_t(hand) << dice) + mask] = int16_t(table.index_of(keep));
      }
    }
  });
  return tables[dice];
}
}  // namespace

CategoryEncoding::CategoryEncoding(const CategoryGame& game)
    : game_(&game),
      dice_(game.category_rules().dice),
      categories_(game.category_rules().num_categories()),
      players_(game.num_players()),
      kept_(&keep_table(dice_)) {}

void CategoryEncoding::observe(const CategoryState& s, int observer, float* out) const {
  std::fill(out, out + observation_size(), 0.0f);
  const auto& table = game_->table();
  const auto& scorer = game_->scorer();
  if (!s.over()) {
    const int on_table = s.is_chance() ? s.kept() : s.hand();
    const auto& counts = table.counts(on_table);
    for (int f = 0; f < 6; ++f) out[f] = float(counts[f]);
    out[6] = float(s.throws_left());
    out[7 + (s.player() - observer + players_) % players_] = 1.0f;
  }
  float* at = out + 7 + players_;
  for (int k = 0; k < players_; ++k) {
    const auto& card = s.card((observer + k) % players_);
    for (int c = 0; c < categories_; ++c) {
      if (!card.is_used(c)) continue;
      at[c] = 1.0f;
      at[categories_ + c] = float(card.points[c]);
    }
    at += 2 * categories_;
    at[0] = float(scorer.upper_total(card));
    at[1] = float(card.yahtzee_bonuses);
    at[2] = float(scorer.total(card));
    at += 3;
  }
  // What each category would give now: the figure a player reads off the card before writing.
  if (!s.over() && !s.is_chance()) {
    const uint32_t legal = scorer.legal_categories(s.card(s.player()), s.hand());
    for (int c = 0; c < categories_; ++c)
      if ((legal >> c) & 1u) {
        const auto w = s.score_now(c);
        at[c] = float(w.points + w.bonus);
      }
  }
}

void CategoryEncoding::legal_mask(const CategoryState& s, uint8_t* out,
                                  std::vector<Action>& scratch) const {
  std::memset(out, 0, size_t(num_actions()));
  // The engine's own legal actions, mapped: a mask is legal when the multiset it keeps is a keep
  // the engine offers (never all the dice), a category when the engine lets the dice be written.
  s.legal_actions(scratch);
  if (scratch.empty()) return;
  // The keeps offered, as a set of multiset indices (a table of up to 6 dice has 924).
  uint64_t offered[16] = {};
  bool any_keep = false;
  for (Action a : scratch) {
    if (a >= kScoreBase) {
      out[keep_actions() + int(a - kScoreBase)] = 1;
    } else {
      offered[(a - kKeepBase) >> 6] |= uint64_t(1) << ((a - kKeepBase) & 63);
      any_keep = true;
    }
  }
  if (!any_keep) return;
  const int16_t* kept = &(*kept_)[size_t(s.hand()) << dice_];
  for (int mask = 0; mask < keep_actions(); ++mask)
    out[mask] = uint8_t((offered[kept[mask] >> 6] >> (kept[mask] & 63)) & 1);
}

Action CategoryEncoding::to_engine(const CategoryState& s, int a) const {
  if (a >= keep_actions()) return kScoreBase + (a - keep_actions());
  return kKeepBase + (*kept_)[(size_t(s.hand()) << dice_) + a];
}

int CategoryEncoding::from_engine(const CategoryState& s, Action a) const {
  if (s.is_chance() || s.over()) return -1;
  if (a >= kScoreBase && a < kScoreBase + categories_) return keep_actions() + int(a - kScoreBase);
  if (a < kKeepBase || a >= kScoreBase) return -1;
  const int16_t* kept = &(*kept_)[size_t(s.hand()) << dice_];
  for (int mask = 0; mask < keep_actions() - 1; ++mask)
    if (kept[mask] == a - kKeepBase) return mask;
  return -1;
}

}  // namespace cubilete::category
