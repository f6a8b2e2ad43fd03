#pragma once
// What a Flores Amarradas game tells a viewer (all of it is public): the view the server sends
// with every state, the odds it carries, and the kinds of its moves, declared once
// (core/describe.h).
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <variant>
#include <vector>

#include "core/chips_view.h"
#include "core/describe.h"
#include "core/dice_moves.h"
#include "games/bets/flores_throws.h"

namespace cubilete::bets {

enum class FloresPhase;  // flores_amarradas.h
constexpr EnumNames<6> enum_names(FloresPhase) {
  return {"FloresPhase", {"draw", "stake", "bet", "banker_throw", "bettor_throw", "over"}};
}
// What the amount being decided is called: a bet, the banker's stake, or a cover of it.
enum class FloresVerb { Bet, Stake, Cover };
constexpr EnumNames<3> enum_names(FloresVerb) {
  return {"FloresVerb", {"bet", "stake", "cover"}};
}
// The bet_mode option: each bettor bets, or the bettors cover the banker's stake.
enum class FloresBetMode { Each, Cover };
constexpr EnumNames<2> enum_names(FloresBetMode) {
  return {"FloresBetMode", {"each", "cover"}};
}

// The odds a player may ask for at the table, as exact fractions in text ("1/36"): one throw of
// each kind, the decided throw's chances, the banker's edge, a bettor's chances against each
// point (the maps are keyed by the point, "2" to "5").
struct FloresThrowOdds {
  std::string flores_amarradas, triple, seis_alto, dragao_dancante, as_negativo, nothing;
  Entries<std::string> point;
  static constexpr std::string_view kTypeName = "FloresThrowOdds";
  static constexpr auto fields() {
    using T = FloresThrowOdds;
    return std::tuple{field("flores_amarradas", &T::flores_amarradas),
                      field("triple", &T::triple),
                      field("seis_alto", &T::seis_alto),
                      field("dragao_dancante", &T::dragao_dancante),
                      field("as_negativo", &T::as_negativo),
                      field("nothing", &T::nothing),
                      field("point", &T::point)};
  }
};

struct FloresDecidedOdds {
  std::string win, lose;
  Entries<std::string> point;
  static constexpr std::string_view kTypeName = "FloresDecidedOdds";
  static constexpr auto fields() {
    using T = FloresDecidedOdds;
    return std::tuple{field("win", &T::win), field("lose", &T::lose), field("point", &T::point)};
  }
};

struct FloresPointOdds {
  std::string win, lose, tie, bettor_edge;
  static constexpr std::string_view kTypeName = "FloresPointOdds";
  static constexpr auto fields() {
    using T = FloresPointOdds;
    return std::tuple{field("win", &T::win), field("lose", &T::lose), field("tie", &T::tie),
                      field("bettor_edge", &T::bettor_edge)};
  }
};

struct FloresOddsView {
  FloresThrowOdds throw_odds;
  FloresDecidedOdds decided;
  std::string banker_edge;
  Entries<std::string> banker_edge_against_point;
  Entries<FloresPointOdds> against_point;
  static constexpr std::string_view kTypeName = "FloresOdds";
  static constexpr auto fields() {
    using T = FloresOddsView;
    return std::tuple{field("throw", &T::throw_odds), field("decided", &T::decided),
                      field("banker_edge", &T::banker_edge),
                      field("banker_edge_against_point", &T::banker_edge_against_point),
                      field("against_point", &T::against_point)};
  }
};
// The same for every game: made once.
const FloresOddsView& flores_odds_table();

// The range the player to decide may put up: every multiple of `step` from min to max.
struct FloresAmount {
  FloresVerb verb{};
  int min = 3, max = 0, step = 3;
  static constexpr std::string_view kTypeName = "FloresAmount";
  static constexpr auto fields() {
    using T = FloresAmount;
    return std::tuple{field("verb", &T::verb), field("min", &T::min), field("max", &T::max),
                      field("step", &T::step)};
  }
};

// The latest throw: who threw what; in the draw for the bank its total, else what it is.
struct FloresLastThrow {
  int seat = 0;
  std::vector<int> dice;
  bool draw = false;
  std::optional<int> total;        // the draw for the bank
  std::optional<FloresKind> kind;  // the rounds
  std::optional<int> point;        // the rounds: 2..5 for a point, else 0
  static constexpr std::string_view kTypeName = "FloresLastThrow";
  static constexpr auto fields() {
    using T = FloresLastThrow;
    return std::tuple{field("seat", &T::seat), field("dice", &T::dice),
                      field("draw", &T::draw), field("total", &T::total),
                      field("kind", &T::kind), field("point", &T::point)};
  }
};

struct FloresView {
  std::string_view game;
  bool terminal = false;
  FloresPhase phase{};
  int current_player = 0;
  int seat = 0;  // who decides or throws now
  int round = 1, rounds = 0;
  int banker = -1;  // -1 while the bank is drawn
  std::vector<int> bets;
  int point = 0;  // the banker's point (0: none yet)
  ChipsView chips;
  std::string_view last_event;
  std::optional<int> stake_left;                // bet_mode=cover: the stake not yet covered
  std::optional<std::vector<int>> draw_totals;  // while the bank is drawn
  std::optional<FloresAmount> amount;           // while a stake or bet is decided
  std::optional<FloresLastThrow> last_throw;
  int max_bet = 0;  // 0: no cap
  FloresBetMode bet_mode{};
  Ref<FloresOddsView> odds;
  std::optional<std::vector<double>> returns;
  static constexpr std::string_view kTypeName = "FloresView";
  static constexpr auto fields() {
    using T = FloresView;
    return std::tuple{field("game", &T::game),
                      field("terminal", &T::terminal),
                      field("phase", &T::phase),
                      field("current_player", &T::current_player),
                      field("seat", &T::seat),
                      field("round", &T::round),
                      field("rounds", &T::rounds),
                      field("banker", &T::banker),
                      field("bets", &T::bets),
                      field("point", &T::point),
                      field("chips", &T::chips),
                      field("last_event", &T::last_event),
                      field("stake_left", &T::stake_left),
                      field("draw_totals", &T::draw_totals),
                      field("amount", &T::amount),
                      field("last_throw", &T::last_throw),
                      field("max_bet", &T::max_bet),
                      field("bet_mode", &T::bet_mode),
                      field("odds", &T::odds),
                      field("returns", &T::returns)};
  }
};

// A bettor bets these chips against the banker.
struct BetMove {
  int chips = 0;
  static constexpr std::string_view kKind = "bet", kTypeName = "BetMove";
  static constexpr auto fields() { return std::tuple{field("chips", &BetMove::chips)}; }
};
// The banker stakes these chips (bet_mode=cover).
struct StakeMove {
  int chips = 0;
  static constexpr std::string_view kKind = "stake", kTypeName = "StakeMove";
  static constexpr auto fields() { return std::tuple{field("chips", &StakeMove::chips)}; }
};
// A bettor covers these chips of the banker's stake (bet_mode=cover).
struct CoverMove {
  int chips = 0;
  static constexpr std::string_view kKind = "cover", kTypeName = "CoverMove";
  static constexpr auto fields() { return std::tuple{field("chips", &CoverMove::chips)}; }
};

using FloresMove = std::variant<ThrowMove, BetMove, StakeMove, CoverMove>;

}  // namespace cubilete::bets
