#include "catalog/category/category_hint.h"

#include <fmt/format.h>

#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "core/error.h"
#include "core/say.h"
#include "solve/category/category_advice.h"
#include "solve/category/category_commands.h"
#include "solve/category/duel/duel_commands.h"

namespace cubilete::category {

namespace {

std::set<int> possible_points(const CategoryGame& g, int cat) {
  std::set<int> pts{0, g.category_rules().categories[cat].value};
  for (int h : g.table().of_size(g.category_rules().dice))
    for (bool served : {false, true}) pts.insert(g.scorer().plain(h, cat, served));
  return pts;
}

// A category hint's facts beside its choices; against one opponent, the two players' too.
struct CategoryHintFacts {
  std::vector<int> dice;
  int throws_left = 0;
  std::optional<int> players, score_diff;
  std::optional<std::string> you_play;  // "first" or "second"
  std::optional<double> win_chance;
  std::optional<bool> instant_win;  // the served throw won the game: no choice is asked for
  static constexpr std::string_view kTypeName = "CategoryHintFacts";
  static constexpr auto fields() {
    using T = CategoryHintFacts;
    return std::tuple{field("dice", &T::dice),         field("throws_left", &T::throws_left),
                      field("players", &T::players),   field("score_diff", &T::score_diff),
                      field("you_play", &T::you_play), field("win_chance", &T::win_chance),
                      field("instant_win", &T::instant_win)};
  }
};

const Translated kDuelHead{
    "Two players, you play {order}, score difference {diff:+d}: your chance of winning {chance}\n",
    "Dois jogadores, você joga {order}, diferença de pontos {diff:+d}: a sua chance de ganhar {chance}\n",
    "Dos jugadores, jugás {order}, diferencia de puntos {diff:+d}: tu probabilidad de ganar {chance}\n"};
const Translated kFirst{"first", "primeiro", "primero"}, kSecond{"second", "segundo", "segundo"};
const Translated kInstantWin{"This served five of a kind wins the game at once.\n",
                             "Estes cinco iguais servidos ganham a partida na hora.\n",
                             "Estos cinco iguales servidos ganan la partida en el acto.\n"};

HintResult category_hint_result(solve::CategoryHint h) {
  CategoryHintFacts facts{h.dice, h.throws_left, {}, {}, {}, {}, {}};
  Translated head{"", "", ""};
  if (h.duel) {
    const auto& d = *h.duel;
    const Translated& order = d.plays_first ? kFirst : kSecond;
    facts.players = 2;
    facts.score_diff = d.score_diff;
    facts.you_play = order.en;
    facts.win_chance = d.win_chance;
    if (d.instant_win) facts.instant_win = true;
    const std::string chance = fmt::format("{:.4f}", d.win_chance);
    head = in_every_language([&](Lang lang) {
      return say(kDuelHead, lang, fmt::arg("order", order.in(lang)), fmt::arg("diff", d.score_diff),
                 fmt::arg("chance", decimals_in(lang, chance))) +
             (d.instant_win ? kInstantWin.in(lang) : "");
    });
  }
  const bool duel = h.duel.has_value();
  auto r = hint_result(std::move(h), std::move(facts));
  // Two players: the document's measure is that of the ranking's order, the chance of winning.
  if (duel) r.measure = r.ranking.win_measure;
  r.with_rules = true;
  r.text_head = std::move(head);
  r.measure_words = solve::solitaire_measure_words();
  r.win_measure_words = solve::category_win_measure_words();
  return r;
}

}  // namespace

std::vector<OptionSpec> hint_options(const std::string& game) {
  const auto rules = make_category_rules(game, RuleSet::resolve(category_options(game), {}));
  return {
      hint_text(
          "card",
          "the categories written so far, KEY=POINTS separated by commas, e.g. 1=3,3=9,full=30 "
          "(- or left out: an empty card)"),
      hint_text("dice", "the dice in front of the player, e.g. 3-3-4-4-5"),
      hint_integer("throws-left", 0, rules.throws - 1, "throws still allowed this turn"),
      hint_integer(
          "players", 1, 2,
          "1, the default: rank by the expected value; 2: by the chance of winning against one "
          "opponent, both playing to win, from the table `cubilete solve GAME --players 2` stores"),
      hint_text("opponent-card",
                "with --players 2: the opponent's card, as --card, with as many categories "
                "as yours or one more"),
      hint_integer(
          "score-diff", -100000, 100000,
          "with --players 2: your total minus the opponent's; that of the two cards if left out")};
}

Card parse_card(const CategoryGame& game, std::string_view text) {
  const auto& rules = game.category_rules();
  Card card;
  std::string s(text);
  if (s.empty() || s == "-") return card;
  std::stringstream ss(s);
  std::vector<std::string> keys;
  for (const auto& d : rules.categories) keys.push_back(d.key);
  for (std::string item; std::getline(ss, item, ',');) {
    const auto eq = item.find('=');
    if (eq == std::string::npos)
      throw UsageError(fmt::format("malformed card entry '{}': write KEY=POINTS, e.g. 3=9", item));
    const std::string key = item.substr(0, eq), value = item.substr(eq + 1);
    const int cat = rules.index_of(key);
    if (cat < 0)
      throw UsageError(fmt::format("unknown category '{}' in the card; categories: {}", key,
                                   fmt::join(keys, ", ")));
    if (card.is_used(cat))
      throw UsageError(fmt::format("category '{}' appears twice in the card", key));
    int points = 0;
    try {
      size_t used = 0;
      points = std::stoi(value, &used);
      if (used != value.size()) throw std::invalid_argument(value);
    } catch (const std::exception&) {
      throw UsageError(fmt::format("bad points '{}' for category '{}' in the card", value, key));
    }
    if (!possible_points(game, cat).count(points))
      throw UsageError(fmt::format("{} points are impossible in category '{}'", points, key));
    card.used |= 1u << cat;
    card.points[cat] = int16_t(points);
  }
  return card;
}

HintResult hint(const Game& game, const HintValues& values) {
  const auto& g = static_cast<const CategoryGame&>(game);
  const auto& rules = g.category_rules();
  if (!values.has("dice")) throw UsageError("hint needs --dice (the dice in front of the player)");
  const auto throws_left = values.integer("throws-left");
  if (!throws_left)
    throw UsageError(fmt::format(
        "hint needs --throws-left: 0 to {} (throws still allowed this turn)", rules.throws - 1));
  solve::CategoryPosition position;
  position.card = parse_card(g, values.text("card"));
  position.dice = counts_of(parse_dice(values.text("dice"), rules.dice));
  position.throws_left = int(*throws_left);
  std::optional<solve::DuelOpponent> opponent;
  if (values.integer("players").value_or(1) == 2) {
    opponent = solve::DuelOpponent{parse_card(g, values.text("opponent-card")), std::nullopt};
    if (const auto diff = values.integer("score-diff")) opponent->score_diff = int(*diff);
  } else if (values.has("opponent-card") || values.has("score-diff")) {
    throw UsageError("--opponent-card and --score-diff need --players 2");
  }
  return category_hint_result(solve::hint_category(g, position, opponent));
}

}  // namespace cubilete::category
