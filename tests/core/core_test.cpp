// Core utilities: dice tables, the RNG, rule options, records.
#include <gtest/gtest.h>

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <nlohmann/json.hpp>

#include "catalog/registry.h"
#include "core/dice.h"
#include "core/error.h"
#include "core/options.h"
#include "core/record.h"
#include "core/rng.h"
#include "core/text.h"
#include "present/record_json.h"

using namespace cubilete;

TEST(Dice, TableSizes) {
  const auto& five = multisets(5);
  EXPECT_EQ(five.size(), 462) << "every keep of five dice";
  EXPECT_EQ(five.of_size(5).size(), 252u);
  EXPECT_EQ(multisets(3).of_size(3).size(), 56u);
  EXPECT_EQ(multisets(6).of_size(6).size(), 462u);
}

TEST(Dice, ProbabilitiesAreExact) {
  for (int n = 1; n <= 6; ++n) {
    const auto& t = multisets(n);
    for (int k = 0; k <= n; ++k) {
      double total = 0;
      uint64_t ways = 0, all = 1;
      for (int i = 0; i < k; ++i) all *= 6;
      for (int i : t.of_size(k)) total += t.probability(i), ways += t.ways(i);
      EXPECT_NEAR(total, 1.0, 1e-12);
      EXPECT_EQ(ways, all);
    }
  }
  const auto& t = multisets(5);
  EXPECT_DOUBLE_EQ(t.probability(t.index_of(counts_of(std::vector<int>{6, 6, 6, 6, 6}))), 1.0 / 7776);
  EXPECT_DOUBLE_EQ(t.probability(t.index_of(counts_of(std::vector<int>{1, 2, 3, 4, 5}))), 120.0 / 7776);
  EXPECT_DOUBLE_EQ(t.probability(t.index_of(counts_of(std::vector<int>{3, 3, 4, 4, 5}))), 30.0 / 7776);
}

TEST(Dice, SubsetsAndCombine) {
  const auto& t = multisets(5);
  int h = t.index_of(counts_of(std::vector<int>{1, 2, 3, 4, 5}));
  EXPECT_EQ(t.subsets(h).size(), 32u);
  int pair = t.index_of(counts_of(std::vector<int>{3, 3, 3, 5, 5}));
  EXPECT_EQ(t.subsets(pair).size(), 12u);  // (0..3 threes) x (0..2 fives)
  int kept = t.index_of(counts_of(std::vector<int>{3, 3}));
  int thrown = t.index_of(counts_of(std::vector<int>{3, 5, 5}));
  EXPECT_EQ(t.combine(kept, thrown), pair);
}

namespace {
// How throws of k dice counted in `hits` (n in all) fit the exact probabilities: the outcomes
// more than 5 standard errors off, and a chi-square statistic with its upper 4-sigma point
// (p ~ 3e-5, Wilson-Hilferty) for df = outcomes - 1.
struct Fit {
  int far = 0;
  double chi2 = 0, limit = 0;
};
Fit fit(const std::vector<int64_t>& hits, int64_t n, int k) {
  const auto& t = multisets(3);
  Fit f;
  for (int i : t.of_size(k)) {
    const double expected = double(n) * t.probability(i);
    const double se = std::sqrt(expected * (1 - t.probability(i)));
    f.far += std::abs(double(hits[i]) - expected) > 5 * se;
    f.chi2 += (double(hits[i]) - expected) * (double(hits[i]) - expected) / expected;
  }
  const double df = double(t.of_size(k).size()) - 1;
  f.limit = df * std::pow(1 - 2 / (9 * df) + 4.0 * std::sqrt(2 / (9 * df)), 3);
  return f;
}
}  // namespace

// Each outcome within 5 standard errors of its exact probability, and the
// whole distribution by a chi-square test (an absolute 0.004 was 27 standard errors for a 1/216
// outcome: a thrower that rethrew half of all triples passed).
TEST(Dice, RollTableMatchesProbabilities) {
  const auto& t = multisets(3);
  for (int k : {1, 2, 3}) {
    std::vector<int64_t> hits(t.size(), 0);
    Rng rng(5 + k);
    const int64_t n = 216000;
    for (int64_t i = 0; i < n; ++i) ++hits[t.roll(k, rng)];
    const Fit f = fit(hits, n, k);
    EXPECT_EQ(f.far, 0) << k << " dice";
    EXPECT_LT(f.chi2, f.limit) << k << " dice";
  }
}

// The test above catches the biased thrower the old tolerance let pass.
TEST(Dice, TheDistributionTestCatchesATripleRethrownHalfTheTime) {
  const auto& t = multisets(3);
  std::vector<int64_t> hits(t.size(), 0);
  Rng rng(5);
  const int64_t n = 216000;
  for (int64_t i = 0; i < n; ++i) {
    int r = t.roll(3, rng);
    const auto& c = t.counts(r);
    if (std::count(c.begin(), c.end(), 3) && rng.below(2)) r = t.roll(3, rng);
    ++hits[r];
  }
  const Fit f = fit(hits, n, 3);
  EXPECT_EQ(f.far, 6) << "every triple is far too rare";
  EXPECT_GT(f.chi2, f.limit);
}

TEST(Dice, ParseAndFormat) {
  EXPECT_EQ(parse_dice("3-3-4-4-5"), (std::vector<int>{3, 3, 4, 4, 5}));
  EXPECT_EQ(parse_dice("33445"), (std::vector<int>{3, 3, 4, 4, 5}));
  EXPECT_EQ(parse_dice("5 4 3", 3), (std::vector<int>{5, 4, 3}));
  EXPECT_EQ(format_dice(counts_of(std::vector<int>{5, 3, 4, 3, 4})), "3-3-4-4-5");
  EXPECT_THROW(parse_dice("3-3-7-4-5"), UsageError);
  EXPECT_THROW(parse_dice("3x"), UsageError);
  EXPECT_THROW(parse_dice(""), UsageError);
  EXPECT_THROW(parse_dice("3344", 5), UsageError);
  try {
    parse_dice("3-3-4-4", 5);
  } catch (const UsageError& e) {
    EXPECT_NE(std::string(e.what()).find("4 dice given, this game uses 5"), std::string::npos);
  }
}

TEST(Rng, DeterministicAndBounded) {
  Rng a(123), b(123), c(124);
  for (int i = 0; i < 100; ++i) EXPECT_EQ(a.next(), b.next());
  EXPECT_NE(Rng(123).next(), c.next());
  // Fixed values pin the generator: a change here changes every seeded game.
  Rng d(0);
  EXPECT_EQ(d.next(), 0x99EC5F36CB75F2B4ULL);
  Rng e(7);
  for (int i = 0; i < 10000; ++i) {
    auto x = e.below(6);
    EXPECT_LT(x, 6u);
  }
  EXPECT_NE(derive_seed(1, 0), derive_seed(1, 1));
  EXPECT_NE(derive_seed(1, 0), derive_seed(2, 0));
}

namespace {
std::vector<OptionSpec> specs() {
  return {OptionSpec::integer("players", 2, 1, 8, ""), OptionSpec::boolean("wraps", false, ""),
          OptionSpec::choice("scratch", "any", {"any", "when_nothing_fits"}, "")};
}
std::string error_of(const Assignments& a) {
  try {
    RuleSet::resolve(specs(), a);
  } catch (const UsageError& e) {
    return e.what();
  }
  return "";
}
}  // namespace

TEST(Options, DefaultsAndOverrides) {
  auto r = RuleSet::resolve(specs(), {});
  EXPECT_EQ(r.get_int("players"), 2);
  EXPECT_FALSE(r.get_bool("wraps"));
  EXPECT_EQ(r.get_choice("scratch"), "any");
  r = RuleSet::resolve(specs(), {{"players", "5"}, {"wraps", "true"}, {"scratch", "when_nothing_fits"}});
  EXPECT_EQ(r.get_int("players"), 5);
  EXPECT_TRUE(r.get_bool("wraps"));
  EXPECT_EQ(r.to_string(), "players=5 scratch=when_nothing_fits wraps=true");
  EXPECT_EQ(r.type_of("wraps"), OptionType::Bool);
}

TEST(Options, ErrorsNameTheProblemAndTheAllowed) {
  EXPECT_EQ(error_of({{"colour", "red"}}),
            "unknown rule option 'colour'; this game's options are: players, wraps, scratch");
  EXPECT_EQ(error_of({{"players", "9"}}),
            "bad value '9' for rule option 'players': expected an integer from 1 to 8");
  EXPECT_EQ(error_of({{"players", "two"}}),
            "bad value 'two' for rule option 'players': expected an integer from 1 to 8");
  EXPECT_EQ(error_of({{"wraps", "maybe"}}),
            "bad value 'maybe' for rule option 'wraps': expected true or false");
  EXPECT_EQ(error_of({{"scratch", "never"}}),
            "bad value 'never' for rule option 'scratch': expected one of any, when_nothing_fits");
  EXPECT_THROW(split_assignment("players"), UsageError);
  EXPECT_THROW(split_assignment("=3"), UsageError);
}

TEST(Record, RejectsMalformed) {
  EXPECT_THROW(record_from_json(nlohmann::json::parse("[1,2]")), UsageError);
  EXPECT_THROW(record_from_json(nlohmann::json::parse(R"({"format":"cubilete-record","version":1})")),
               UsageError);
  GameRecord bad{"generala", {}, 1, {"human", "greedy"}, {"throw 1-2-3-4-5", "score sixes", "jump"}, {}, {}};
  auto j = record_to_json(bad);
  auto rec = record_from_json(j);
  try {
    replay(rec);
    FAIL() << "an illegal action must not replay";
  } catch (const UsageError& e) {
    EXPECT_NE(std::string(e.what()).find("record action 3 ('jump')"), std::string::npos) << e.what();
  }
  GameRecord unknown{"chess", {}, 1, {}, {}, {}, {}};
  EXPECT_THROW(replay(unknown), UsageError);
}

// A record is checked whole when it is read, in our words.
TEST(Record, IsCheckedWholeWhenRead) {
  const auto good = nlohmann::json::parse(
      R"({"format":"cubilete-record","version":1,"game":"generala","rules":{"players":2},"seed":7,)"
      R"("players":["human","greedy"],"actions":["throw 1-2-3-4-5"]})");
  EXPECT_EQ(record_from_json(good).seed, 7u);
  auto error_of = [&](const std::function<void(nlohmann::json&)>& change) {
    auto j = good;
    change(j);
    try {
      record_from_json(j);
      return std::string("accepted");
    } catch (const UsageError& e) {
      return std::string(e.what());
    }
  };
  using J = nlohmann::json;
  EXPECT_EQ(error_of([](J& j) { j["players"] = {"human"}; }),
            "the record names 1 player (human) but its rules say players=2");
  EXPECT_EQ(error_of([](J& j) { j["rules"]["players"] = 5; }),
            "the record names 2 players (human, greedy) but its rules say players=5");
  EXPECT_EQ(error_of([](J& j) { j["rules"].erase("players"), j["players"] = {"human", "greedy", "greedy"}; }),
            "the record names 3 players (human, greedy, greedy) but its rules say players=2");
  EXPECT_EQ(error_of([](J& j) { j["players"] = {"human", "genius"}; }),
            "unknown player 'genius' for generala; choose from: human, random, greedy, optimal, win_optimal");
  EXPECT_EQ(error_of([](J& j) { j["players"] = {"human", 3}; }),
            "\"players\" must be a list of player names (human or a bot name); item 2 is 3");
  EXPECT_EQ(error_of([](J& j) { j["seed"] = -7; }), "\"seed\" must be a whole number from 0 to 18446744073709551615, not -7");
  EXPECT_EQ(error_of([](J& j) { j["seed"] = 1.5; }), "\"seed\" must be a whole number from 0 to 18446744073709551615, not 1.5");
  EXPECT_EQ(error_of([](J& j) { j["seed"] = "7"; }),
            "\"seed\" must be a whole number from 0 to 18446744073709551615, not \"7\"");
  for (const char* key : {"version", "game", "rules", "seed", "players", "actions"})
    EXPECT_EQ(error_of([&](J& j) { j.erase(key); }),
              fmt::format("the record has no \"{}\" (a record holds \"format\", \"version\", \"game\", \"rules\", "
                          "\"seed\", \"players\" and \"actions\")",
                          key));
  EXPECT_EQ(error_of([](J& j) { j["actions"] = "throw 1-2-3-4-5"; }), "\"actions\" must be a list of action texts");
  EXPECT_EQ(error_of([](J& j) { j["version"] = 2; }), "unsupported record version 2 (this build reads version 1)");
  EXPECT_EQ(error_of([](J& j) { j["game"] = 5; }), "\"game\" must be a game id, not 5");
  EXPECT_NE(error_of([](J& j) { j["game"] = "chess"; }).find("unknown game 'chess'"), std::string::npos);
  EXPECT_NE(error_of([](J& j) { j["rules"]["wraps"] = true; }).find("unknown rule option 'wraps'"), std::string::npos);
  EXPECT_NE(error_of([](J& j) { j["rules"]["players"] = 0; }).find("bad value '0' for rule option 'players'"),
            std::string::npos);
  // What a server adds to a record (its commitment) is left alone.
  EXPECT_EQ(error_of([](J& j) { j["server_seed"] = "ab12"; }), "accepted");
}

// Found by the record fuzzer: a seed of 7.9e25 was converted to an integer (undefined behaviour);
// numbers that are not what the record holds are refused, without converting them.
TEST(Record, RefusesNumbersItCannotHold) {
  auto record = record_to_json(GameRecord{"generala", {{"players", "1"}}, 12, {"human"}, {}, {}, {}});
  for (const char* seed : {"7.88558e+25", "-1", "1.5", "18446744073709551616", "\"12\""}) {
    auto j = record;
    j["seed"] = nlohmann::json::parse(seed);
    EXPECT_THROW(record_from_json(j), UsageError) << seed;
  }
  for (const char* version : {"1e300", "-1e300", "2", "\"1\"", "null"}) {
    auto j = record;
    j["version"] = nlohmann::json::parse(version);
    EXPECT_THROW(record_from_json(j), UsageError) << version;
  }
  auto j = record;
  j["seed"] = nlohmann::json::parse("18446744073709551615");
  EXPECT_EQ(record_from_json(j).seed, UINT64_MAX);
  j.erase("seed");
  EXPECT_THROW(record_from_json(j), UsageError) << "a record says its seed";
}

TEST(Chips, TransfersKeepTheTotal) {
  ChipLedger ledger(3, 100, 1);  // three players and the pot
  const int pot = 3;
  EXPECT_EQ(ledger.total(), 300);
  ledger.transfer(0, pot, 1, "ante");
  ledger.transfer(1, pot, 1, "ante");
  ledger.transfer(pot, 2, 2, "takes the pot");
  ledger.transfer(0, 2, 5, "fine");
  EXPECT_EQ(ledger.total(), 300);
  EXPECT_EQ(ledger.net(), (std::vector<int64_t>{-6, -1, 7, 0}));
  EXPECT_EQ(ledger.transfers().size(), 4u);
  EXPECT_EQ(ledger.transfers()[3].reason, "fine");
  EXPECT_FALSE(ledger.can_pay(pot, 1));
  EXPECT_THROW(ledger.transfer(0, 9, 1, "nowhere"), std::logic_error);
  EXPECT_THROW(ledger.transfer(0, 1, -1, "negative"), std::logic_error);
}

// A game is found by its id or the name people see, in any case, with or
// without accents, or by the start of exactly one of them.
TEST(Registry, FindsGamesByIdNameAndUniquePrefix) {
  auto id_of = [](const std::string& text) { return find_game(text).description.info.id; };
  EXPECT_EQ(id_of("Generala"), "generala");
  EXPECT_EQ(id_of("GENERALA"), "generala");
  EXPECT_EQ(id_of("general"), "general") << "an exact id wins over the longer one it begins";
  EXPECT_EQ(id_of("centenário"), "centenario");
  EXPECT_EQ(id_of("Centenário"), "centenario");
  EXPECT_EQ(id_of("CENTENÁRIO"), "centenario");
  EXPECT_EQ(id_of("Multiplicação"), "multiplicacao");
  EXPECT_EQ(id_of("multiplica"), "multiplicacao");
  EXPECT_EQ(id_of("triplo"), "triplo_seis");
  EXPECT_EQ(id_of("Triplo Seis"), "triplo_seis");
  EXPECT_EQ(id_of("flores amarradas"), "flores_amarradas");
  EXPECT_EQ(id_of("buck-dice"), "buck_dice");
  EXPECT_EQ(id_of("Ataq"), "ataque_yankee");
  EXPECT_EQ(id_of("matt"), "matterhorn");
  auto error_of = [](const std::string& text) {
    try {
      find_game(text);
      return std::string("found");
    } catch (const UsageError& e) {
      return std::string(e.what());
    }
  };
  EXPECT_EQ(error_of("gen"), "'gen' could be general or generala: say which");
  EXPECT_EQ(error_of("y"), "'y' could be yahtzee or yatzy: say which");
  EXPECT_EQ(error_of("m"), "'m' could be matterhorn or multiplicacao: say which");
  EXPECT_EQ(error_of("chess").rfind("unknown game 'chess'; known games: general, generala, crag", 0), 0u);
  EXPECT_EQ(error_of("").rfind("unknown game ''", 0), 0u);
  EXPECT_EQ(error_of("generalas").rfind("unknown game 'generalas'", 0), 0u);
}

// The default opponent (docs/bots.md): the game's strongest bot, the same in the menu and in play.
TEST(Registry, DefaultOpponentIsTheStrongestBot) {
  EXPECT_EQ(default_opponent(find_game("generala")), "optimal");
  EXPECT_EQ(default_opponent(find_game("yatzy")), "optimal");
  EXPECT_EQ(default_opponent(find_game("farkle")), "optimal_turn");
  EXPECT_EQ(default_opponent(find_game("damma")), "alphabeta");
  EXPECT_EQ(default_opponent(find_game("matterhorn")), "optimal");
  EXPECT_EQ(default_opponent(find_game("triplo_seis")), "bluffer");
  EXPECT_EQ(default_opponent(find_game("flores_amarradas")), "steady");
  EXPECT_EQ(default_opponent(find_game("centenario")), "random") << "no decisions: any bot plays it";
}

// The one wrapping mechanism of every screen: the first line's prefix and the others' indent
// count in the width, a word never splits, paragraphs wrap each on its own.
TEST(Text, WrappingKeepsEveryLineWithinTheWidth) {
  EXPECT_EQ(wrap_text("aaa bbb ccc ddd", 11, "  ", "> "), "> aaa bbb\n  ccc ddd\n");
  EXPECT_EQ(wrap_text("", 10, "  ", "> "), "");
  EXPECT_EQ(wrap_text("overlong-word x", 5), "overlong-word\nx\n");
  EXPECT_EQ(wrap_list("Legal now:", {"keep 1", "keep 2", "roll"}, 20, "  "), "Legal now: keep 1,\n  keep 2, roll\n");
  EXPECT_EQ(wrap_list("Legal now:", {}, 20), "Legal now:\n");
  EXPECT_EQ(wrap_paragraphs("one two three\n\n  cubilete hint generala --dice 1-1-1-1-1\nfour", 12, "    ", "- "),
            "- one two\n    three\n\n      cubilete hint generala --dice 1-1-1-1-1\n    four\n");
  EXPECT_EQ(last_event_line(std::string(80, 'x').substr(0, 30) + " " + std::string(50, 'y')),
            "Last: " + std::string(30, 'x') + "\n      " + std::string(50, 'y') + "\n");
}

// A count takes its number: "1 chip" and "1 die", since "1 chips" and "throwing 1 dice" read wrong.
TEST(Text, CountsTakeTheirNumber) {
  EXPECT_EQ(count_of(1, "chip", "chips"), "1 chip");
  EXPECT_EQ(count_of(0, "chip", "chips"), "0 chips");
  EXPECT_EQ(count_of(2, "die", "dice"), "2 dice");
  EXPECT_EQ(count_of(1, "die", "dice"), "1 die");
  EXPECT_EQ(count_of(-1, "chip", "chips"), "-1 chips");
  try {
    parse_dice("3", 5);
    FAIL();
  } catch (const UsageError& e) {
    EXPECT_EQ(std::string(e.what()), "malformed dice '3': 1 die given, this game uses 5");
  }
}
