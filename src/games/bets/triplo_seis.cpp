#include "games/bets/triplo_seis.h"

#include <fmt/format.h>

#include <stdexcept>

#include "core/error.h"
#include "core/text.h"
#include "core/dice_words.h"
#include "core/say.h"
#include "games/bets/bets_events.h"
#include "games/bets/bets_words.h"
#include "games/bets/triplo_seis_calls.h"

namespace cubilete::bets {

TriploSeisGame::TriploSeisGame(GameInfo info, RuleSet options)
    : Game(std::move(info), options),
      players_(int(options.get_int("players"))),
      chips_(int(options.get_int("chips"))),
      rounds_(int(options.get_int("rounds"))) {}

std::unique_ptr<State> TriploSeisGame::initial_state() const { return std::make_unique<TriploSeisState>(*this); }

// Account players() of the ledger is the table.
TriploSeisState::TriploSeisState(const TriploSeisGame& game)
    : State(game), game_(&game), ledger_(game.num_players(), game.chips(), 1) {
  start_round();
}

int TriploSeisState::current_player() const {
  switch (phase_) {
    case CupPhase::Over: return kTerminalPlayer;
    case CupPhase::Throw:
    case CupPhase::Rethrow: return kChancePlayer;
    default: return seat_;
  }
}

bool TriploSeisState::knows_dice(int viewer) const {
  if (dice_hidden_) return false;
  if (viewer == kReferee) return true;
  switch (phase_) {
    case CupPhase::Respond: return viewer == caller_;
    case CupPhase::Keep:
    case CupPhase::Rethrow:
    case CupPhase::Call: return viewer == seat_;
    default: return false;
  }
}

const FaceCounts& TriploSeisState::dice() const {
  if (dice_hidden_) throw std::logic_error("the dice under the cup are hidden in this view");
  return dice_;
}

void TriploSeisState::legal_actions(std::vector<Action>& out) const {
  out.clear();
  switch (phase_) {
    case CupPhase::Respond:
      if (call_ != 666) out.push_back(kBelieve);  // 666 must be doubted
      if (call_ != 111) out.push_back(kDoubt);    // 111 cannot be
      break;
    case CupPhase::Keep: {
      if (dice_hidden_) throw std::logic_error("the dice under the cup are hidden in this view");
      const auto& table = multisets(3);
      for (int sub : table.subsets(table.index_of(dice_))) out.push_back(kKeepBase + sub);
      break;
    }
    case CupPhase::Call:
      for (size_t i = call_ ? call_index(call_) + 1 : 0; i < all_calls().size(); ++i) out.push_back(kCallBase + Action(i));
      break;
    default: break;
  }
}

void TriploSeisState::chance_outcomes(std::vector<ChanceOutcome>& out) const {
  out.clear();
  if (current_player() == kChancePlayer) game_->dice().outcomes(dice_to_throw(), out);
}

namespace {
std::string kept_name(const FaceCounts& kept) { return dice_in(kept) ? "keep " + format_dice(kept) : "keep none"; }
std::string dice_count(int n) { return n ? count_of(n, "die", "dice") : "nothing"; }
}  // namespace

std::string TriploSeisState::action_to_string(Action a) const {
  if (game_->dice().is_throw(a)) return game_->dice().name(a);
  if (a == kBelieve) return "believe";
  if (a == kDoubt) return "doubt";
  if (a >= kCallBase) return fmt::format("call {}", all_calls()[a - kCallBase]);
  return kept_name(multisets(3).counts(int(a - kKeepBase)));
}

bool TriploSeisState::knows_action(Action a, int viewer) const {
  const bool secret = game_->dice().is_throw(a) || (a >= kKeepBase && a < kCallBase);
  return !secret || viewer == kReferee || viewer == seat_;
}

std::string TriploSeisState::action_name_for(Action a, int viewer) const {
  if (knows_action(a, viewer)) return action_to_string(a);
  // What the others see: how many dice stay under the cup, then the rethrow of the rest; the
  // rethrow is named once, by the throw itself.
  if (game_->dice().is_throw(a))
    return fmt::format("{} {} under the cup", phase_ == CupPhase::Rethrow ? "rethrows" : "throws",
                       dice_count(dice_to_throw()));
  const int kept = dice_in(multisets(3).counts(int(a - kKeepBase)));
  return fmt::format("keeps {} under the cup", kept == 3 ? "all 3 dice" : kept == 0 ? "no die" : dice_count(kept));
}

ParsedAction TriploSeisState::parse_action(std::string_view text) const {
  auto words = words_of(text);
  const auto legal = legal_actions();
  switch (phase_) {
    case CupPhase::Over: return ParsedAction::fail("the match is over");
    case CupPhase::Throw:
    case CupPhase::Rethrow: return game_->dice().parse(text, dice_to_throw());
    case CupPhase::Respond: {
      const std::string w = words.empty() ? "" : words[0];
      const Action a = w == "believe" || w == "b" ? kBelieve : w == "doubt" || w == "d" ? kDoubt : -1;
      if (a < 0) return ParsedAction::fail(fmt::format("answer `believe` or `doubt` to the call {}", call_));
      if (a == kDoubt && call_ == 111) return ParsedAction::fail("a call of 111 cannot be doubted: believe it");
      if (a == kBelieve && call_ == 666) return ParsedAction::fail("a call of 666 must be doubted");
      return ParsedAction::of(a);
    }
    case CupPhase::Keep: {
      // "keep 4 4", "keep none", "keep all", or "rethrow 2" (the dice to throw again).
      const bool rethrow = !words.empty() && (words[0] == "rethrow" || words[0] == "throw");
      if (words.empty() || !(rethrow || words[0] == "keep"))
        return ParsedAction::fail(fmt::format("you hold {}: write `keep DICE` (or `keep none`, `keep all`) or `rethrow DICE`",
                                              format_dice(dice_)));
      const std::string rest = join_from(words, 1);
      FaceCounts named{};
      if (rest == "all") named = dice_;
      else if (rest != "none" && !rest.empty()) {
        try {
          named = counts_of(parse_dice(rest));
        } catch (const UsageError& e) {
          return ParsedAction::fail(e.what());
        }
      }
      for (int f = 0; f < 6; ++f)
        if (named[f] > dice_[f])
          return ParsedAction::fail(fmt::format("you hold {}: there is no {} to {}", format_dice(dice_),
                                                format_dice(named), rethrow ? "rethrow" : "keep"));
      const FaceCounts kept = rethrow ? difference(dice_, named) : named;
      return ParsedAction::of(kKeepBase + multisets(3).index_of(kept));
    }
    case CupPhase::Call: {
      if (!words.empty() && words[0] == "call") words.erase(words.begin());
      int c = 0;
      try {
        c = parse_call(join_from(words, 0));
      } catch (const UsageError& e) {
        return ParsedAction::fail(e.what());
      }
      if (c <= call_) return ParsedAction::fail(fmt::format("the call must be higher than {}", call_));
      return ParsedAction::of(kCallBase + call_index(c));
    }
  }
  return ParsedAction::fail("no action is possible now");
}

void TriploSeisState::ante(int seat) {
  ledger_.transfer(seat, game_->num_players(), 1,
                   fmt::format("round {}: P{} antes", round_, seat + 1), "ante", round_);
}

void TriploSeisState::start_round() {
  turns_.clear();
  caller_ = -1;
  call_ = 0;
  seat_ = starter_;
  phase_ = CupPhase::Throw;
  ante(seat_);
}

void TriploSeisState::apply(Action a) {
  if (game_->dice().is_throw(a)) {
    const auto& table = multisets(3);
    const auto& thrown = game_->dice().counts(a);
    if (phase_ == CupPhase::Throw) {
      dice_ = thrown;
      turns_.push_back({seat_, 3, 0, true, dice_, {}, dice_});
    } else {
      dice_ = table.counts(table.combine(table.index_of(dice_), table.index_of(thrown)));
      turns_.back().after = dice_;
    }
    event_.clear();  // the throw's public name says it all
    phase_ = CupPhase::Call;
    return;
  }
  if (a == kBelieve) {
    turns_.push_back({seat_, 0, 0, true, dice_, dice_, dice_});
    event_.set(triplo_seis_events().believes, {blank("seat", seat_ + 1), blank("call", call_)});
    phase_ = CupPhase::Keep;
  } else if (a == kDoubt) {
    showdown();
  } else if (a >= kCallBase) {
    call_ = all_calls()[a - kCallBase];
    caller_ = seat_;
    turns_.back().call = call_;
    seat_ = next_seat(seat_);
    ante(seat_);
    event_.set(triplo_seis_events().calls, {blank("caller", caller_ + 1), blank("call", call_), blank("seat", seat_ + 1)});
    phase_ = CupPhase::Respond;
  } else {
    const FaceCounts kept = multisets(3).counts(int(a - kKeepBase));
    auto& turn = turns_.back();
    turn.kept = kept;
    turn.rethrown = 3 - dice_in(kept);
    dice_ = kept;
    event_.clear();
    phase_ = turn.rethrown ? CupPhase::Rethrow : CupPhase::Call;
  }
}

void TriploSeisState::showdown() {
  if (dice_hidden_) throw std::logic_error("the dice under the cup are hidden in this view");
  const int doubter = seat_;
  const bool true_call = reading(dice_) >= call_;
  const int winner = true_call ? caller_ : doubter, loser = true_call ? doubter : caller_;
  const int n = game_->num_players();
  const int64_t on_table = ledger_.balance(n);
  ledger_.transfer(n, winner, on_table,
                   fmt::format("round {}: P{} takes the table", round_, winner + 1), "table",
                   round_);
  ledger_.transfer(loser, winner, on_table,
                   fmt::format("round {}: P{} pays P{} the fine", round_, loser + 1, winner + 1),
                   "fine", round_);
  revealed_ = dice_;
  showdown_ = {round_, caller_, doubter, call_, winner, loser, on_table};
  event_.set(triplo_seis_events().doubts,
             {blank("seat", doubter + 1), blank("call", call_), blank("dice", format_dice(dice_)),
              blank("reads", reading(dice_)), blank("loser", loser + 1), blank("fine", on_table),
              blank("winner", winner + 1), blank("collected", 2 * on_table)});
  ++round_;
  starter_ = next_seat(starter_);
  for (int p = 0; p < n; ++p)
    if (!ledger_.can_pay(p, 1)) {
      phase_ = CupPhase::Over;
      event_.add(triplo_seis_events().no_chip, {blank("seat", p + 1)});
      return;
    }
  if (round_ > game_->rounds()) {
    phase_ = CupPhase::Over;
    return;
  }
  start_round();
}

std::vector<double> TriploSeisState::returns() const {
  if (phase_ != CupPhase::Over) return std::vector<double>(game_->num_players(), 0.0);
  return shares_of_highest(scores());
}

std::unique_ptr<State> TriploSeisState::view_for(int player) const {
  auto view = std::make_unique<TriploSeisState>(*this);
  if (!knows_dice(player)) {
    view->dice_ = {};
    view->dice_hidden_ = true;
  }
  for (auto& t : view->turns_)
    if (t.seat != player) t.secrets = false, t.seen = t.kept = t.after = {};
  return view;
}

std::string TriploSeisState::describe_round(int viewer, Lang lang) const {
  const auto& said = triplo_seis_words();
  std::string out;
  for (size_t i = 0; i < turns_.size(); ++i) {
    const auto& t = turns_[i];
    const bool own = t.secrets && (viewer == kReferee || viewer == t.seat);
    const bool last = i + 1 == turns_.size();
    std::string line = say(i == 0 ? said.turn_threw : said.turn_believed, lang, fmt::arg("seat", t.seat + 1));
    if (own) line += i == 0 ? " " + format_dice(t.seen) : say(said.saw, lang, fmt::arg("dice", format_dice(t.seen)));
    if (i > 0 && !(last && phase_ == CupPhase::Keep)) {
      if (own)
        line += dice_in(t.kept) ? say(said.kept, lang, fmt::arg("dice", format_dice(t.kept))) : said.kept_none.in(lang);
      line += say(said.rethrew, lang, fmt::arg("dice", dice_count(t.rethrown, lang)));
      if (own && t.rethrown && !(last && phase_ == CupPhase::Rethrow))
        line += say(said.got, lang, fmt::arg("dice", format_dice(t.after)));
    }
    if (t.call) line += say(said.turn_called, lang, fmt::arg("call", t.call));
    out += "  " + line + "\n";
  }
  return out;
}

std::string TriploSeisState::turn_text(Lang lang) const {
  const auto& said = triplo_seis_words();
  const std::string name = fmt::format("P{}", seat_ + 1);  // fmt::arg keeps a reference: to this
  const auto who = fmt::arg("name", name);
  const auto call = fmt::arg("call", call_);
  switch (phase_) {
    case CupPhase::Respond: return say(said.to_respond, lang, who, call);
    case CupPhase::Keep: return say(said.holds_cup, lang, who, call);
    case CupPhase::Call: return call_ ? say(said.to_call_above, lang, who, call) : say(said.to_call_first, lang, who);
    case CupPhase::Throw: return say(said.to_throw, lang, who);
    case CupPhase::Rethrow: return say(said.to_rethrow, lang, who);
    default: return {};
  }
}

std::string TriploSeisState::situation() const {
  const std::string turn = turn_text(Lang::En);
  return turn.empty() ? fmt::format("round {}", round_) : fmt::format("round {}, {}", round_, turn);
}

std::string TriploSeisState::told_situation(Lang lang) const {
  const auto& said = triplo_seis_words();
  const std::string turn = turn_text(lang);
  const auto round = fmt::arg("round", round_);
  return turn.empty() ? say(said.where_over, lang, round) : say(said.where, lang, round, fmt::arg("turn", turn));
}

std::string TriploSeisState::tell(Action a, int viewer, const std::string& who, Lang lang) const {
  const auto& said = triplo_seis_words();
  const auto by = fmt::arg("who", who);
  const bool known = knows_action(a, viewer);
  if (game_->dice().is_throw(a)) {  // first: a throw's number may be above the calls' (action_to_string)
    if (known) return say(said.threw_under_cup, lang, by, fmt::arg("dice", spaced_dice(values_of(game_->dice().counts(a)))));
    const int n = dice_to_throw();
    const bool rethrow = phase_ == CupPhase::Rethrow;
    const Translated& words = rethrow ? (n == 1 ? said.rethrew_one : said.rethrew_other)
                                      : (n == 1 ? said.threw_hidden_one : said.threw_hidden_other);
    return say(words, lang, by, fmt::arg("n", n));
  }
  if (a == kBelieve) return say(said.believed, lang, by);
  if (a == kDoubt) return say(said.doubted, lang, by);
  if (a >= kCallBase) return say(said.called, lang, by, fmt::arg("call", all_calls()[a - kCallBase]));
  const FaceCounts kept = multisets(3).counts(int(a - kKeepBase));
  const int n = dice_in(kept);
  if (n == 3) return say(said.kept_all, lang, by);
  if (known) return kept_line(values_of(kept), who, lang);
  if (n == 0) return say(said.kept_none_hidden, lang, by);
  return say(n == 1 ? said.kept_hidden_one : said.kept_hidden_other, lang, by, fmt::arg("n", n));
}

std::string TriploSeisState::render(int viewer, Lang lang) const {
  const auto& said = triplo_seis_words();
  std::string out = (phase_ == CupPhase::Over ? said.over.in(lang)
                                              : say(said.heading, lang, fmt::arg("round", round_),
                                                    fmt::arg("rounds", game_->rounds()), fmt::arg("phase", turn_text(lang)))) +
                    "\n";
  if (phase_ != CupPhase::Over) {
    const std::string& chips_word = (table() == 1 ? said.chip : said.chips).in(lang);
    out += say(said.on_table, lang, fmt::arg("chips", fmt::format("{} {}", table(), chips_word))) + "\n";
    if (!turns_.empty()) out += said.this_round.in(lang) + "\n" + describe_round(viewer, lang);
    if (knows_dice(viewer))
      out += say(phase_ == CupPhase::Rethrow ? said.under_cup_kept : said.under_cup, lang,
                 fmt::arg("dice", format_dice(dice_)), fmt::arg("reads", reading(dice_))) +
             "\n";
  }
  out += "\n";
  for (int p = 0; p < game_->num_players(); ++p)
    out += fmt::format("{} P{:<3}{:>6} {:<5} ({:+d})\n", p == seat_ && phase_ != CupPhase::Over ? '>' : ' ', p + 1,
                       ledger_.balance(p), (ledger_.balance(p) == 1 ? said.chip : said.chips).in(lang), ledger_.net()[p]);
  if (!event_.empty()) out += "\n" + last_event_line(event_.in(lang), lang);
  return out;
}

std::string TriploSeisState::serialize() const {
  std::string turns;
  for (const auto& t : turns_)
    turns += fmt::format("[{} {} {} {} {} {}]", t.seat, t.rethrown, t.call,
                         t.secrets ? format_dice(t.seen) : "?", t.secrets ? format_dice(t.kept) : "?",
                         t.secrets ? format_dice(t.after) : "?");
  return fmt::format("triplo_seis phase={} round={} starter={} seat={} caller={} call={} dice={} turns={} revealed={} "
                     "balances={} transfers={}",
                     int(phase_), round_, starter_, seat_, caller_, call_, dice_hidden_ ? "?" : format_dice(dice_), turns,
                     format_dice(revealed_), fmt::join(ledger_.net(), ","), ledger_.transfers().size());
}

}  // namespace cubilete::bets
