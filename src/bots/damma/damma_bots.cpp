#include "bots/damma/damma_bots.h"

#include <fmt/format.h>

#include <algorithm>

#include "core/bot_settings.h"
#include "core/error.h"
#include "games/damma/damma_game.h"

namespace cubilete::damma {

Action DammaGreedyBot::choose(const State& state, Rng& rng) {
  const auto& s = static_cast<const DammaState&>(state);
  const auto& game = static_cast<const DammaGame&>(state.game());
  EvalWeights material = BoardWeights{}.of(s.position().size);
  material.advance = material.centre = 0;
  material.huff_share = 100;
  std::vector<Action> best;
  int best_score = -kWin * 2;
  for (size_t i = 0; i < s.moves().size(); ++i) {
    const Position next = apply_move(s.position(), game.move_rules(), s.moves()[i]);
    const int score = -evaluate(next, material);
    if (score > best_score) best_score = score, best.clear();
    if (score == best_score) best.push_back(Action(i));
  }
  return best[rng.below(uint32_t(best.size()))];
}

DammaAlphaBetaBot::DammaAlphaBetaBot(MoveRules rules, const AlphaBetaSettings& settings)
    : engine_(rules, BoardWeights{settings.weights, settings.large_weights}), settings_(settings) {}

Action DammaAlphaBetaBot::choose(const State& state, Rng&) {
  const auto& s = static_cast<const DammaState&>(state);
  const auto& game = static_cast<const DammaGame&>(state.game());
  const int side = s.position().side;
  const uint64_t key = zobrist(s.position());
  auto index_of = [&](const Move& m) {
    for (size_t i = 0; i < s.moves().size(); ++i)
      if (s.moves()[i] == m) return Action(i);
    return Action(0);
  };
  if (key == pending_key_ && s.draw_offered_by() == side) {  // our offer is made; now the move
    pending_key_ = 0;
    return index_of(pending_move_);
  }
  const GameHistory history{s.played_positions(), s.quiet_plies(), game.draw_plies()};
  const bool same_game = history.seen.size() >= positions_seen_ &&
                         std::find(history.seen.begin(), history.seen.end(), last_root_) != history.seen.end();
  if (!same_game) engine_.clear(), moves_until_offer_ = 0;
  positions_seen_ = history.seen.size();
  last_root_ = key;
  const SearchResult result = engine_.search(s.position(), settings_.limits, history);
  const int margin = settings_.draw_margin;
  if (margin > 0) {
    const bool worse = result.score <= -margin;
    const bool stale = std::abs(result.score) < margin && game.draw_plies() > 0 && s.quiet_plies() * 2 >= game.draw_plies();
    if (s.draw_offered_by() == 1 - side && (worse || stale)) return kAcceptDraw;
    if (moves_until_offer_ > 0) --moves_until_offer_;
    if (worse && s.draw_offered_by() < 0 && moves_until_offer_ == 0) {
      moves_until_offer_ = 10;
      pending_key_ = key;
      pending_move_ = result.best;
      return kOfferDraw;
    }
  }
  return index_of(result.best);
}

AlphaBetaSettings alphabeta_settings(const std::string& name) {
  AlphaBetaSettings settings;
  settings.limits.movetime_ms = 1000;
  const auto colon = name.find(':');
  if (colon == std::string::npos) return settings;
  const std::string usage =
      "write alphabeta or alphabeta:KEY=VALUE,... with depth (plies, 1-64), movetime (ms), the evaluation "
      "weights man, king, advance, centre, huff (percent of a huffable piece), and draw (the score margin "
      "for offering or accepting a draw; 0 never); e.g. alphabeta:depth=6,king=250";
  constexpr int kMost = 100000;
  const auto given = parse_bot_settings(name,
                                        {{"depth", 1, 64},
                                         {"movetime", 1, kMost},
                                         {"man", 1, kMost},
                                         {"king", 0, kMost},
                                         {"advance", 0, kMost},
                                         {"centre", 0, kMost},
                                         {"huff", 0, kMost},
                                         {"draw", 0, kMost}},
                                        usage);
  const auto set = [&given](const char* key, int& into) {
    if (auto it = given.find(key); it != given.end()) into = it->second;
  };
  set("movetime", settings.limits.movetime_ms);
  for (EvalWeights* w : {&settings.weights, &settings.large_weights}) {
    set("man", w->man), set("king", w->king), set("advance", w->advance), set("centre", w->centre);
    set("huff", w->huff_share);
  }
  set("draw", settings.draw_margin);
  const bool depth_given = given.count("depth") != 0, time_given = given.count("movetime") != 0;
  if (depth_given) settings.limits.depth = given.at("depth");
  if (depth_given && !time_given) settings.limits.movetime_ms = 0;  // a fixed depth, however long it takes
  return settings;
}

}  // namespace cubilete::damma
