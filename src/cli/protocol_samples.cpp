#include "cli/protocol_samples.h"

#include <fmt/format.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "catalog/registry.h"
#include "core/error.h"
#include "core/rng.h"
#include "present/json_text.h"
#include "present/ranking_json.h"
#include "present/view_json.h"
#include "table/report_json.h"
#include "table/table.h"

namespace cubilete::cli {

namespace {

// The rules to sample a game under: its defaults, then each other value of one option at a time.
std::vector<Assignments> rule_variants(const GameEntry& entry) {
  std::vector<Assignments> out{{}};
  for (const auto& o : entry.description.options) {
    if (o.type == OptionType::Bool)
      out.push_back({{o.key, o.default_value == "true" ? "false" : "true"}});
    if (o.type == OptionType::Choice)
      for (const auto& c : o.choices)
        if (c != o.default_value) out.push_back({{o.key, c}});
  }
  return out;
}

// Whether the game takes `variant` with `players` seats.
bool accepted(const GameEntry& entry, Assignments variant, int players) {
  variant.push_back({"players", std::to_string(players)});
  try {
    make_game(entry, variant);
    return true;
  } catch (const UsageError&) {
    return false;
  }
}

bool has_option(const GameEntry& entry, const std::string& key) {
  return std::any_of(entry.description.options.begin(), entry.description.options.end(),
                     [&](const OptionSpec& o) { return o.key == key; });
}

// The advisors whose answers are sampled: those quick enough to ask at many decisions of random
// games (the others solve or search first; their hints and reports are the same writer's over
// the same move and situation types, each sampled on its own).
bool quick_advisor(const GameEntry& entry) { return entry.analysis.advise && entry.analysis.quick_advisor; }

class Sampler {
 public:
  Sampler(std::ostream& out, const GameEntry& entry) : out_(out), entry_(entry) {}

  // `advised`: the first seat's decisions are also asked of the advisor (a hint message's
  // ranking at each), and the end-of-game report is written.
  void play(const Assignments& rules, int players, uint64_t seed, bool advised = false) {
    table::Table t({&entry_, rules, std::vector<std::string>(size_t(players), "human"), seed});
    Rng rng(seed);
    std::vector<Action> legal;
    for (int steps = 0; steps < 600; ++steps) {
      for (int v = kSpectator; v < players; ++v) line(v, "view", view_text(t.state(), v));
      if (t.over()) {
        if (advised) report(t);
        return;
      }
      const int seat = t.seat_to_act();
      if (seat >= 0) {
        std::string moves;
        JsonText json(moves);
        write_legal_moves(json, t.state(), seat, t.hand_thrower() == seat);
        line(seat, "legal_moves", moves);
      }
      if (seat >= 0 && seat == t.to_move()) {
        line(seat, "situation", situation_text(t.state()));
        if (advised && seat == 0) hint(t, seat);
      }
      if (t.state().is_chance()) {
        logged(t.apply_chance(), players);
        continue;
      }
      if (const auto extra = extra_action(t, rng)) {
        logged(t.apply(*extra, Decider::Person), players);
        continue;
      }
      t.state().legal_actions(legal);
      logged(t.apply(legal[rng.below(uint32_t(legal.size()))], Decider::Person), players);
    }
  }

 private:
  // A hint message's ranking for the seat to move, as the room sends it.
  void hint(const table::Table& t, int seat) {
    const Ranking ranking(entry_.analysis.advice_measure.en, entry_.analysis.win_measure.en, t.advise());
    line(seat, "hint_ranking", ranking_choices_json(ranking, &t.state(), seat).dump());
  }

  // Each person's report, as the room sends it at the end (every seat is a person here).
  void report(const table::Table& t) {
    for (const auto& r : table::report_json(t.report())) line(kSpectator, "seat_report", r.dump());
  }

  // What a person may say besides the legal actions (GameDescription::extras), each tried now and
  // then, so the moves they make come up.
  std::optional<Action> extra_action(const table::Table& t, Rng& rng) const {
    for (const auto& e : entry_.description.extras) {
      if (rng.below(e.one_in) != 0) continue;
      const auto parsed = t.parse(e.text);
      if (parsed.ok) return parsed.action;
    }
    return std::nullopt;
  }

  void logged(const table::LoggedAction& a, int players) {
    for (int v = kSpectator; v < players; ++v) {
      std::string entry;
      JsonText json(entry);
      write_move_entry(json, a.move_for(v), a.actor, a.by);
      line(v, "move", entry);
    }
  }

  void line(int viewer, const char* what, const std::string& json) {
    out_ << fmt::format(R"({{"game":"{}","viewer":{},"{}":{}}})", entry_.description.info.id, viewer, what,
                        json)
         << '\n';
  }

  std::ostream& out_;
  const GameEntry& entry_;
};

}  // namespace

void write_protocol_samples(std::ostream& out, int games, uint64_t seed) {
  for (const auto& entry : game_registry()) {
    Sampler sampler(out, entry);
    const bool seats = has_option(entry, "players");
    for (const auto& variant : rule_variants(entry)) {
      int least = variant.empty() ? entry.description.info.min_players : std::max(2, entry.description.info.min_players);
      // A variant another rule refuses at that table (Generala's served win under dice=duplicate,
      // RULES.md §5) is sampled alone.
      if (seats && !accepted(entry, variant, least)) least = entry.description.info.min_players;
      const int most = variant.empty() ? std::min(entry.description.info.max_players, 4) : least;
      for (int players = least; players <= most; ++players) {
        Assignments rules = variant;
        if (seats) rules.push_back({"players", std::to_string(players)});
        for (int g = 0; g < games; ++g)
          // the advisor's answers in the first game of the default rules for two (its report
          // weighs every seat's decisions)
          sampler.play(rules, players, derive_seed(seed, uint64_t(players * 1000 + g)),
                       quick_advisor(entry) && variant.empty() && players == 2 && g == 0);
      }
    }
  }
}

}  // namespace cubilete::cli
