#include "games/bets/flores_amarradas.h"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <stdexcept>

#include "core/error.h"
#include "core/text.h"
#include "core/dice_moves.h"
#include "core/dice_words.h"
#include "core/say.h"
#include "games/bets/bets_events.h"
#include "games/bets/bets_words.h"
#include "games/bets/flores_view.h"

namespace cubilete::bets {

FloresGame::FloresGame(GameInfo info, RuleSet options)
    : Game(std::move(info), options),
      players_(int(options.get_int("players"))),
      chips_(int(options.get_int("chips"))),
      rounds_(int(options.get_int("rounds"))),
      max_bet_(int(options.get_int("max_bet"))),
      cover_mode_(options.get_choice("bet_mode") == "cover"),
      rotate_bank_(options.get_choice("bank_passing") == "rotate") {
  // A cap below the smallest bet would leave nobody able to bet (or, in cover mode, the banker
  // unable to stake), and the round without anyone to throw against the banker's point.
  if (max_bet_ == 1 || max_bet_ == 2)
    throw UsageError(fmt::format("max_bet={} is below the smallest bet: 0 (no cap) or at least 3", max_bet_));
}

std::unique_ptr<State> FloresGame::initial_state() const { return std::make_unique<FloresState>(*this); }

FloresState::FloresState(const FloresGame& game)
    : State(game), game_(&game), ledger_(game.num_players(), game.chips()), draw_totals_(game.num_players(), 0),
      bets_(game.num_players(), 0) {
  for (int p = 0; p < game.num_players(); ++p) contenders_.push_back(p);
}

int FloresState::current_player() const {
  switch (phase_) {
    case FloresPhase::Over: return kTerminalPlayer;
    case FloresPhase::Stake:
    case FloresPhase::Bet: return seat_;
    default: return kChancePlayer;
  }
}

int FloresState::acting_player() const { return phase_ == FloresPhase::Over ? kTerminalPlayer : seat_; }

namespace {
// The name of a throw that settles a bet at once, as the events say it.
const Translated& settling_name(FloresKind kind) {
  const auto& said = flores_events();
  switch (kind) {
    case FloresKind::FloresAmarradas: return said.flores_amarradas;
    case FloresKind::Triple: return said.triple;
    case FloresKind::SeisAlto: return said.seis_alto;
    case FloresKind::DragaoDancante: return said.dragao_dancante;
    case FloresKind::AsNegativo: break;
    case FloresKind::Point:
    case FloresKind::Nothing: throw std::logic_error("a point or nothing settles no bet at once");
  }
  return said.as_negativo;
}

int floor3(int64_t chips) { return int(chips / 3 * 3); }
}  // namespace

int FloresState::max_amount() const {
  int64_t limit = ledger_.balance(seat_);
  if (phase_ == FloresPhase::Stake || !game_->cover_mode()) {
    if (game_->max_bet() > 0) limit = std::min<int64_t>(limit, game_->max_bet());
  }
  if (phase_ == FloresPhase::Bet) {
    if (game_->cover_mode()) {
      limit = std::min<int64_t>(limit, stake_left_);
    } else {
      // The banker must be able to pay every bet at once (on 1-2-3).
      int64_t taken = 0;
      for (int b : bets_) taken += b;
      limit = std::min(limit, ledger_.balance(banker_) - taken);
    }
  }
  return floor3(std::max<int64_t>(limit, 0));
}

void FloresState::legal_actions(std::vector<Action>& out) const {
  out.clear();
  if (phase_ != FloresPhase::Stake && phase_ != FloresPhase::Bet) return;
  const int most = max_amount();  // up to 333,333 amounts with a million chips
  out.reserve(size_t(most / 3));
  for (int amount = 3; amount <= most; amount += 3) out.push_back(kFloresAmountBase + amount / 3);
}

void FloresState::chance_outcomes(std::vector<ChanceOutcome>& out) const {
  out.clear();
  if (current_player() == kChancePlayer) game_->dice().outcomes(3, out);
}

std::string FloresState::action_to_string(Action a) const {
  if (game_->dice().is_throw(a)) return game_->dice().name(a);
  return fmt::format("{} {}", name_of(amount_verb()), int(a - kFloresAmountBase) * 3);
}

FloresVerb FloresState::amount_verb() const {
  return phase_ == FloresPhase::Stake ? FloresVerb::Stake : game_->cover_mode() ? FloresVerb::Cover : FloresVerb::Bet;
}

ParsedAction FloresState::parse_action(std::string_view text) const {
  if (phase_ == FloresPhase::Over) return ParsedAction::fail("the match is over");
  if (current_player() == kChancePlayer) return game_->dice().parse(text, 3);
  const std::string_view verb = name_of(amount_verb());
  auto words = words_of(text);
  if (!words.empty() && words[0] == verb) words.erase(words.begin());
  const std::string usage =
      fmt::format("write `{} N` with N a multiple of 3 from 3 to {}", verb, max_amount());
  if (words.size() != 1) return ParsedAction::fail(usage);
  int amount = 0;
  const auto& w = words[0];
  const auto [end, error] = std::from_chars(w.data(), w.data() + w.size(), amount);
  if (error != std::errc() || end != w.data() + w.size())
    return ParsedAction::fail(fmt::format("'{}' is not a number of chips: {}", w, usage));
  if (amount % 3 != 0) return ParsedAction::fail(fmt::format("{} is not a multiple of 3: {}", amount, usage));
  if (amount < 3 || amount > max_amount())
    return ParsedAction::fail(fmt::format("{} is out of range: {}", count_of(amount, "chip", "chips"), usage));
  return ParsedAction::of(kFloresAmountBase + amount / 3);
}

void FloresState::apply(Action a) {
  if (game_->dice().is_throw(a)) {
    const auto& dice = game_->dice().counts(a);
    ++throws_;
    last_thrower_ = seat_, last_dice_ = dice, last_was_draw_ = phase_ == FloresPhase::Draw;
    if (phase_ == FloresPhase::Draw) return apply_draw(dice);
    const auto t = flores_throw(dice);
    if (t.kind == FloresKind::Nothing) {
      event_.set(flores_events().throws_nothing, {blank("seat", seat_ + 1), blank("dice", format_dice(dice))});
      return;
    }
    return phase_ == FloresPhase::BankerThrow ? apply_banker_throw(t) : apply_bettor_throw(t);
  }
  apply_amount(int(a - kFloresAmountBase) * 3);
}

void FloresState::apply_draw(const FaceCounts& dice) {
  draw_totals_[seat_] = pip_sum(dice);
  auto it = std::find(contenders_.begin(), contenders_.end(), seat_);
  if (++it != contenders_.end()) {
    event_.set(flores_events().throws_for_bank, {blank("seat", seat_ + 1), blank("total", draw_totals_[seat_])});
    seat_ = *it;
    return;
  }
  int best = 0;
  for (int p : contenders_) best = std::max(best, draw_totals_[p]);
  std::vector<int> tied;
  for (int p : contenders_)
    if (draw_totals_[p] == best) tied.push_back(p);
  if (tied.size() > 1) {
    std::vector<std::string> names;
    for (int p : tied) names.push_back(fmt::format("P{}", p + 1));
    event_.set(flores_events().tie_for_bank, {blank("seat", seat_ + 1), blank("total", draw_totals_[seat_]),
                                              blank("tied", std::move(names), flores_events().and_word),
                                              blank("best", best)});
    contenders_ = tied;
    seat_ = tied[0];
    return;
  }
  banker_ = tied[0];
  event_.set(flores_events().holds_bank, {blank("seat", seat_ + 1), blank("total", draw_totals_[seat_]),
                                          blank("banker", banker_ + 1), blank("best", best)});
  start_round();
}

void FloresState::start_round() {
  if (round_ > game_->rounds()) {
    phase_ = FloresPhase::Over;
    if (game_->rounds() == 1) event_.add(flores_events().round_played);
    else event_.add(flores_events().rounds_played, {blank("rounds", game_->rounds())});
    return;
  }
  for (int p = 0; p < game_->num_players(); ++p)
    if (!ledger_.can_pay(p, 3)) {
      phase_ = FloresPhase::Over;
      event_.add(flores_events().cannot_cover, {blank("seat", p + 1)});
      return;
    }
  std::fill(bets_.begin(), bets_.end(), 0);
  point_ = 0;
  new_banker_ = -1;
  stake_left_ = 0;
  seat_ = banker_;
  phase_ = game_->cover_mode() ? FloresPhase::Stake : FloresPhase::Bet;
  if (phase_ == FloresPhase::Bet) begin_betting();
}

// Moves to the next seat after seat_ that can put up at least 3 chips, or to the banker's throw.
void FloresState::begin_betting() {
  phase_ = FloresPhase::Bet;
  for (int s = next_seat(seat_); s != banker_; s = next_seat(s)) {
    seat_ = s;
    if (max_amount() >= 3) return;
  }
  seat_ = banker_;
  phase_ = FloresPhase::BankerThrow;
}

void FloresState::apply_amount(int amount) {
  if (phase_ == FloresPhase::Stake) {
    stake_left_ = amount;
    event_.set(flores_events().stakes, {blank("seat", seat_ + 1), blank("n", amount)});
  } else {
    bets_[seat_] = amount;
    if (game_->cover_mode()) {
      stake_left_ -= amount;
      event_.set(flores_events().covers, {blank("seat", seat_ + 1), blank("n", amount), blank("left", stake_left_)});
    } else {
      event_.set(flores_events().bets, {blank("seat", seat_ + 1), blank("n", amount)});
    }
  }
  begin_betting();
}

void FloresState::settle(int bettor, int to_banker, const std::string& why,
                         const std::string& code) {
  if (to_banker > 0)
    ledger_.transfer(bettor, banker_, to_banker,
                     fmt::format("round {}: P{} pays the banker: {}", round_, bettor + 1, why),
                     code, round_);
  else if (to_banker < 0)
    ledger_.transfer(banker_, bettor, -to_banker,
                     fmt::format("round {}: the banker pays P{}: {}", round_, bettor + 1, why),
                     code, round_);
}

int FloresState::next_bettor(int after) const {
  for (int s = next_seat(after); s != banker_; s = next_seat(s))
    if (bets_[s] > 0) return s;
  return -1;
}

void FloresState::apply_banker_throw(const FloresThrow& t) {
  if (t.kind == FloresKind::Point) {
    point_ = t.point;
    seat_ = next_bettor(banker_);
    phase_ = FloresPhase::BettorThrow;
    event_.set(flores_events().banker_point, {blank("seat", banker_ + 1), blank("point", t.point)});
    return;
  }
  const int sign = t.wins() ? 1 : -1;
  for (int s = 0; s < game_->num_players(); ++s)
    settle(s, sign * bets_[s], "banker's " + t.name(), "banker_throw " + t.key());
  event_.set(t.wins() ? flores_events().banker_wins : flores_events().banker_pays,
             {blank("seat", banker_ + 1), blank("throw", settling_name(t.kind))});
  end_round();
}

void FloresState::apply_bettor_throw(const FloresThrow& t) {
  const int bet = bets_[seat_];
  if (t.wins()) {
    settle(seat_, -bet, t.name(), "throw " + t.key());
    if (t.takes_bank() && new_banker_ < 0) new_banker_ = seat_;
    event_.set(flores_events().bettor_paid,
               {blank("seat", seat_ + 1), blank("throw", settling_name(t.kind)), blank("n", bet)});
  } else if (t.loses()) {
    settle(seat_, bet, t.name(), "throw " + t.key());
    event_.set(flores_events().bettor_pays,
               {blank("seat", seat_ + 1), blank("throw", settling_name(t.kind)), blank("n", bet)});
  } else {
    const int diff = t.point - point_;
    const int amount = bet / 3 * std::abs(diff);
    settle(seat_, diff > 0 ? -amount : amount, fmt::format("point {} against {}", t.point, point_),
           fmt::format("point {} {}", t.point, point_));
    if (diff == 0)
      event_.set(flores_events().point_tie, {blank("seat", seat_ + 1), blank("point", t.point)});
    else
      event_.set(diff > 0 ? flores_events().point_paid : flores_events().point_pays,
                 {blank("seat", seat_ + 1), blank("point", t.point), blank("against", point_), blank("n", amount)});
  }
  seat_ = next_bettor(seat_);
  if (seat_ < 0) end_round();
}

void FloresState::end_round() {
  const int old = banker_;
  if (game_->rotate_bank()) banker_ = next_seat(banker_);
  else if (new_banker_ >= 0) banker_ = new_banker_;
  if (banker_ != old) event_.add(flores_events().bank_passes, {blank("seat", banker_ + 1)});
  ++round_;
  start_round();
}

std::vector<double> FloresState::returns() const {
  if (phase_ != FloresPhase::Over) return std::vector<double>(game_->num_players(), 0.0);
  return shares_of_highest(scores());
}

std::string FloresState::phase_text(Lang lang) const {
  const auto& said = flores_words();
  // fmt::arg keeps a reference: to these, not to temporaries.
  const int seat_number = seat_ + 1, most_chips = max_amount();
  const auto seat = fmt::arg("seat", seat_number);
  const auto most = fmt::arg("most", most_chips);
  switch (phase_) {
    case FloresPhase::Draw: return say(said.to_draw, lang, seat);
    case FloresPhase::Stake: return say(said.to_stake, lang, seat, most);
    case FloresPhase::Bet: return say(game_->cover_mode() ? said.to_cover : said.to_bet, lang, seat, most);
    case FloresPhase::BankerThrow: return say(said.banker_to_throw, lang, seat);
    case FloresPhase::BettorThrow: return say(said.to_throw_against, lang, seat, fmt::arg("point", point_));
    case FloresPhase::Over: break;
  }
  return "the match is over";
}

std::string FloresState::situation() const {
  return fmt::format("round {}, banker P{}, {}", round_, banker_ + 1, phase_text(Lang::En));
}

std::string FloresState::tell(Action a, int, const std::string& who, Lang lang) const {
  if (game_->dice().is_throw(a)) return threw_line(game_->dice().move(a).dice, who, lang);
  const auto& said = flores_words();
  const FloresVerb verb = amount_verb();
  const Translated& words = verb == FloresVerb::Stake ? said.staked : verb == FloresVerb::Cover ? said.covered : said.bet;
  return say(words, lang, fmt::arg("who", who), fmt::arg("n", int(a - kFloresAmountBase) * 3));
}

std::string FloresState::render(int, Lang lang) const {
  const auto& said = flores_words();
  std::string out = (phase_ == FloresPhase::Over
                         ? said.over.in(lang)
                         : say(said.heading, lang, fmt::arg("round", std::min(round_, game_->rounds())),
                               fmt::arg("rounds", game_->rounds()), fmt::arg("phase", phase_text(lang)))) +
                    "\n";
  if (point_ && phase_ == FloresPhase::BettorThrow) out += say(said.bankers_point, lang, fmt::arg("point", point_)) + "\n";
  // The odds at each throw: a player has a reason to look even where the rules leave no choice.
  if (phase_ == FloresPhase::BankerThrow) out += wrap_text(flores_odds_text(0, lang), 80, "  ");
  if (point_ && phase_ == FloresPhase::BettorThrow) out += wrap_text(flores_odds_text(point_, lang), 80, "  ");
  if (game_->cover_mode() && phase_ == FloresPhase::Bet)
    out += say(said.stake_left, lang, fmt::arg("left", stake_left_)) + "\n";
  out += "\n";
  for (int p = 0; p < game_->num_players(); ++p) {
    std::string role = p == banker_ ? said.banker.in(lang)
                       : bets_[p] && phase_ != FloresPhase::Over ? say(said.bet_of, lang, fmt::arg("n", bets_[p]))
                                                                 : "";
    if (phase_ == FloresPhase::Draw) role = draw_totals_[p] ? say(said.drew, lang, fmt::arg("n", draw_totals_[p])) : "";
    const std::string& chips = (ledger_.balance(p) == 1 ? said.chip : said.chips).in(lang);
    out += fmt::format("{} P{:<3}{:>6} {:<5} ({:+d})  {}\n", p == seat_ && phase_ != FloresPhase::Over ? '>' : ' ',
                       p + 1, ledger_.balance(p), chips, ledger_.net()[p], role);
  }
  if (!event_.empty()) out += "\n" + last_event_line(event_.in(lang), lang);
  return out;
}

std::string FloresState::serialize() const {
  return fmt::format("flores_amarradas phase={} round={} banker={} seat={} contenders={} draw={} bets={} stake_left={} "
                     "point={} new_banker={} throws={} balances={} transfers={}",
                     int(phase_), round_, banker_, seat_, fmt::join(contenders_, ","), fmt::join(draw_totals_, ","),
                     fmt::join(bets_, ","), stake_left_, point_, new_banker_, throws_, fmt::join(ledger_.net(), ","),
                     ledger_.transfers().size());
}

}  // namespace cubilete::bets
