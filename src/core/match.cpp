#include "core/match.h"

namespace cubilete {

Action bot_action(Bot& bot, const State& state, Rng& rng) {
  if (state.game().info().perfect_information) return bot.choose(state, rng);
  auto view = state.view_for(state.current_player());
  return bot.choose(*view, rng);
}

std::unique_ptr<State> play_out(const Game& game, const std::vector<Bot*>& bots, uint64_t seed,
                                GameRecord* record, int random_opening) {
  ChanceDealer dealer(seed);
  std::vector<Rng> bot_rngs;
  for (size_t i = 0; i < bots.size(); ++i) bot_rngs.emplace_back(derive_seed(seed, ~uint64_t(i)));
  Rng opening_rng(derive_seed(seed, ~uint64_t(0) - 1000));
  auto state = game.initial_state();
  uint64_t chance_index = 0;
  std::vector<Action> legal;
  for (int decisions = 0; !state->is_terminal();) {
    int p = state->current_player();
    Action a;
    if (p == kChancePlayer) {
      a = dealer.deal(*state, chance_index++);
      // Only a record keeps the position, and working it out costs a fifth of random play.
      if (record)
        if (const auto position = state->deal_position()) record->positions.push_back(*position);
    } else if (decisions++ < random_opening) {
      state->legal_actions(legal);
      a = legal[opening_rng.below(uint32_t(legal.size()))];
    } else {
      a = bot_action(*bots[p], *state, bot_rngs[p]);
    }
    if (record) record->actions.push_back(state->action_to_string(a));
    state->apply(a);
  }
  return state;
}

}  // namespace cubilete
