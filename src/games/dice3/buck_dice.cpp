#include "games/dice3/buck_dice.h"

#include <fmt/format.h>

#include "core/text.h"
#include "core/dice_words.h"
#include "core/say.h"
#include "games/dice3/dice3_events.h"
#include "games/dice3/dice3_words.h"

namespace cubilete::dice3 {

BuckThrow buck_throw(const FaceCounts& c, int point) {
  const int at_point = c[point - 1];
  if (at_point == 3) return {BuckOutcome::BigBuck, 0};
  for (int f = 0; f < 6; ++f)
    if (c[f] == 3) return {BuckOutcome::LittleBuck, 5};
  if (at_point > 0) return {BuckOutcome::Points, at_point};
  return {BuckOutcome::Nothing, 0};
}

BuckDiceGame::BuckDiceGame(GameInfo info, RuleSet options)
    : Game(std::move(info), options),
      players_(int(options.get_int("players"))),
      target_(int(options.get_int("target"))) {}

std::unique_ptr<State> BuckDiceGame::initial_state() const { return std::make_unique<BuckDiceState>(*this); }

BuckDiceState::BuckDiceState(const BuckDiceGame& game)
    : State(game), game_(&game), points_(game.num_players(), 0), ledger_(game.num_players(), 0) {}

void BuckDiceState::chance_outcomes(std::vector<ChanceOutcome>& out) const {
  out.clear();
  if (winner_ < 0) game_->dice().outcomes(point_ ? 3 : 1, out);
}

std::string BuckDiceState::action_to_string(Action a) const {
  return (point_ ? "throw " : "point ") + format_dice(game_->dice().counts(a));
}

ParsedAction BuckDiceState::parse_action(std::string_view text) const {
  if (winner_ >= 0) return ParsedAction::fail("the game is over");
  if (point_) return game_->dice().parse(text, 3);
  std::string s(text);
  if (s.rfind("point", 0) == 0) s = "throw" + s.substr(5);
  return game_->dice().parse(s, 1);
}

void BuckDiceState::end_turn() {
  if (++player_ == game_->num_players()) player_ = 0, ++round_, point_ = 0;
}

void BuckDiceState::win(int p) {
  winner_ = p;
  const int target = game_->target();
  for (int q = 0; q < game_->num_players(); ++q) {
    if (q == p) continue;
    const int owed = points_[q] == 0 ? 2 * target : target - points_[q];
    ledger_.transfer(
        q, p, owed,
        fmt::format("P{} pays P{}: {}", q + 1, p + 1,
                    points_[q] == 0 ? "no points, double the target" : "target minus points"),
        points_[q] == 0 ? fmt::format("no_points {}", target)
                        : fmt::format("short {} {}", target, points_[q]));
  }
}

void BuckDiceState::apply(Action a) {
  ++throws_;
  const auto& dice = game_->dice().counts(a);
  if (!point_) {
    point_ = values_of(dice)[0];
    event_.set(dice3_events().point_number, {blank("round", round_), blank("point", point_)});
    return;
  }
  const auto t = buck_throw(dice, point_);
  const int p = player_;
  static constexpr BuckThrowResult shown[] = {BuckThrowResult::Nothing, BuckThrowResult::Points,
                                              BuckThrowResult::LittleBuck, BuckThrowResult::BigBuck};  // BuckOutcome order
  last_throw_ = {p, dice, shown[int(t.outcome)], t.points};
  if (t.outcome != BuckOutcome::BigBuck && t.outcome != BuckOutcome::Nothing &&
      points_[p] + t.points > game_->target())
    last_throw_.outcome = BuckThrowResult::OverTarget;
  if (t.outcome == BuckOutcome::BigBuck) {
    points_[p] = game_->target();  // a Big Buck counts as reaching the target
    event_.set(dice3_events().big_buck_wins, {blank("seat", p + 1), blank("dice", format_dice(dice))});
    return win(p);
  }
  if (t.outcome == BuckOutcome::Nothing) {
    event_.set(dice3_events().scores_nothing, {blank("seat", p + 1), blank("points", points_[p])});
    return end_turn();
  }
  if (points_[p] + t.points > game_->target()) {
    event_.set(dice3_events().would_pass,
               {blank("seat", p + 1), blank("target", game_->target()), blank("points", t.points)});
    return end_turn();
  }
  points_[p] += t.points;
  if (points_[p] == game_->target()) {
    event_.set(dice3_events().exactly_wins, {blank("seat", p + 1), blank("target", game_->target())});
    return win(p);
  }
  event_.set(dice3_events().buck_scored, {blank("seat", p + 1), blank("points", t.points),
                                          blank("little", t.outcome == BuckOutcome::LittleBuck ? " (Little Buck)" : ""),
                                          blank("total", points_[p])});
}

std::vector<double> BuckDiceState::returns() const {
  return sole_winner(game_->num_players(), winner_);
}

std::string BuckDiceState::serialize() const {
  return fmt::format("buck_dice points={} player={} round={} point={} winner={} throws={} chips={}",
                     fmt::join(points_, ","), player_, round_, point_, winner_, throws_, fmt::join(ledger_.net(), ","));
}

namespace {
const Translated kBuckWins{"Buck Dice: P{seat} wins", "Buck Dice: P{seat} ganha", "Buck Dice: gana P{seat}"};
const Translated kBuckToThrow{
    "Buck Dice: round {round}, point number {point}, P{seat} to throw (target exactly {target})",
    "Buck Dice: rodada {round}, número da rodada {point}, P{seat} joga (meta exatamente {target})",
    "Buck Dice: ronda {round}, número de la ronda {point}, P{seat} tira (meta exactamente {target})"};
const Translated kNotYetThrown{"not yet thrown", "ainda não jogado", "todavía sin tirar"};
const Translated kBuckPoints{"points", "pontos", "puntos"};
}  // namespace

std::string BuckDiceState::tell(Action a, int, const std::string& who, Lang lang) const {
  const auto dice = values_of(game_->dice().counts(a));
  if (point_) return threw_line(dice, who, lang);
  return say(buck_dice_words().threw_point, lang, fmt::arg("who", who), fmt::arg("die", dice.front()));
}

std::string BuckDiceState::render(int, Lang lang) const {
  std::string out = (winner_ >= 0 ? say(kBuckWins, lang, fmt::arg("seat", winner_ + 1))
                                  : say(kBuckToThrow, lang, fmt::arg("round", round_),
                                        fmt::arg("point", point_ ? std::to_string(point_) : kNotYetThrown.in(lang)),
                                        fmt::arg("seat", player_ + 1), fmt::arg("target", game_->target()))) +
                    "\n";
  out += "\n";
  for (size_t p = 0; p < points_.size(); ++p)
    out += fmt::format("{} P{:<4}{:>4} {}{}\n", int(p) == player_ && winner_ < 0 ? '>' : ' ', p + 1, points_[p],
                       kBuckPoints.in(lang), winner_ >= 0 ? chips_won(ledger_.net()[p], lang) : "");
  if (!event_.empty()) out += "\n" + last_event_line(event_.in(lang), lang);
  return out;
}

}  // namespace cubilete::dice3
