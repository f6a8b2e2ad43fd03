// `cubilete puzzles generate` and `cubilete puzzles show` (docs/puzzles.md): a seed collection of
// puzzles from games between bots of different strength, and one puzzle with its answer.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <atomic>
#include <cctype>
#include <fstream>
#include <iostream>
#include <map>
#include <mutex>
#include <set>
#include <nlohmann/json.hpp>

#include "accounts/puzzle_rating.h"
#include "catalog/puzzle_finder.h"
#include "cli/common.h"
#include "core/error.h"
#include "core/fnv1a.h"
#include "core/match.h"
#include "core/parallel.h"
#include "core/rng.h"
#include "present/options_json.h"
#include "present/puzzle_json.h"
#include "server/puzzles/puzzle_rows.h"
#include "store/clock.h"
#include "store/store.h"

namespace cubilete::cli {

namespace puzzles_command {

struct Options {
  std::string games = "100", seed = "1", game, out, in, id, db;
  std::vector<std::string> rules;
  int threads = 0;
  bool json = false;
};
Options opt;

std::vector<const GameEntry*> puzzle_games() {
  std::vector<const GameEntry*> out;
  for (const auto& e : game_registry())
    if (has_puzzles(e)) out.push_back(&e);
  return out;
}

std::string puzzle_game_ids() {
  std::vector<std::string> ids;
  for (const auto* e : puzzle_games()) ids.push_back(e->description.info.id);
  return fmt::format("{}", fmt::join(ids, ", "));
}

// One simulated game's puzzles, as the lines of the collection.
struct GamePuzzlesFound {
  std::vector<nlohmann::json> puzzles;
  std::vector<bool> clear;  // the gap is at least the measure's mistake, twice the margin
  size_t judged = 0;
};

// Game `i` of `entry`: two seats, each a bot of the game ("random" among them, which plays but is
// never asked for a puzzle) drawn from the game's own stream of the seed, so the collection
// depends on the seed alone, whatever the threads.
GamePuzzlesFound play_one(const GameEntry& entry, const Game& game, uint64_t seed) {
  std::vector<std::string> names{"random"};
  for (const auto& n : entry.bots.names) names.push_back(quick_bot(entry, n));
  Rng pick(derive_seed(seed, 0));
  std::vector<std::unique_ptr<Bot>> bots;
  std::vector<Bot*> seats;
  GameRecord record;
  for (int s = 0; s < game.num_players(); ++s) {
    const auto& name = names[pick.below(uint32_t(names.size()))];
    bots.push_back(make_bot(entry, game, name));
    seats.push_back(bots.back().get());
    record.players.push_back(name);
  }
  play_out(game, seats, derive_seed(seed, 1), &record);
  record.game = entry.description.info.id;
  record.rules = assignments_of(game.rules());
  GamePuzzlesFound out;
  for (const auto& p : find_puzzles(record, &out.judged)) {
    out.puzzles.push_back(puzzle_json(p, accounts::puzzle_starting_rating(p.ladder_miss).rating, std::nullopt));
    out.clear.push_back(p.answer.gap >= p.measure.mistake);
  }
  return out;
}

// A server's store (created or upgraded as `serve` would), or a UsageError saying why not.
std::unique_ptr<store::Store> open_puzzle_store(const std::string& location) {
  try {
    return store::open_store(location);
  } catch (const std::exception& e) {
    throw UsageError(fmt::format("cannot open the store {}: {}", location, e.what()));
  }
}

// Puzzles into a store, a thousand to a transaction; a refusal stops the command.
class PoolWriter {
 public:
  explicit PoolWriter(store::Store* db) : db_(db) {}
  void add(const nlohmann::json& puzzle) {
    batch_.push_back(server::stored_puzzle(puzzle, true, now_));
    if (batch_.size() >= 1000) write();
  }
  void finish() {
    write();
    if (db_) db_->flush();
    if (!failure_.empty()) throw UsageError(fmt::format("the store refused the puzzles: {}", failure_));
    if (db_) std::cerr << fmt::format("{} puzzles new to the store ({} in its pool now)\n", added_, db_->puzzles().count());
  }

 private:
  void write() {
    if (!db_ || batch_.empty()) return;
    db_->puzzles().add(batch_, {}, now_, [this](const store::Outcome& o) {
      std::lock_guard lock(mutex_);
      if (!o.ok()) failure_ = o.code + ": " + o.message;
      added_ += o.count;
    });
    batch_.clear();
  }

  store::Store* db_;
  const int64_t now_ = store::now_ms();
  std::vector<store::StoredPuzzle> batch_;
  std::mutex mutex_;
  std::string failure_;
  int64_t added_ = 0;
};

// What the collection holds of one game, for stderr: decisions, puzzles at the margin and at
// twice it, and each theme's count.
struct Yield {
  size_t games = 0, judged = 0, puzzles = 0, clear = 0;
  std::map<std::string, size_t> themes;
};

void generate() {
  const int64_t games = parse_count("--games", opt.games, 1);
  const auto seed = uint64_t(parse_count("--seed", opt.seed, 0));
  if (opt.out.empty() == opt.db.empty())
    throw UsageError("puzzles generate needs --out FILE.jsonl (the collection's file) or --db STORE (a server's "
                     "store), one of them");
  std::unique_ptr<store::Store> db;
  if (!opt.db.empty()) db = open_puzzle_store(opt.db);
  std::vector<const GameEntry*> chosen;
  if (opt.game.empty()) {
    if (!opt.rules.empty()) throw UsageError("--rule needs --game (rules belong to one game)");
    chosen = puzzle_games();
  } else {
    const auto& entry = find_game(opt.game);
    if (!has_puzzles(entry))
      throw UsageError(fmt::format("{} has no puzzles; the games with them: {}", entry.description.info.id,
                                   puzzle_game_ids()));
    chosen = {&entry};
  }
  Assignments rules = parse_rules(opt.rules);
  if (!opt.game.empty() && std::none_of(rules.begin(), rules.end(), [](const auto& r) { return r.first == "players"; }))
    rules.emplace_back("players", "2");
  std::ofstream file;
  if (!opt.out.empty()) {
    file.open(opt.out);
    if (!file) throw UsageError(fmt::format("cannot write {}", opt.out));
  }
  PoolWriter pool(db.get());
  for (const auto* entry : chosen) {
    const auto game = make_game(*entry, opt.game.empty() ? Assignments{{"players", "2"}} : rules);
    const uint64_t game_seed = derive_seed(seed, fnv1a64(entry->description.info.id));
    std::vector<GamePuzzlesFound> found(static_cast<size_t>(games));
    std::atomic<int64_t> next{0};
    std::mutex failure_lock;
    std::string failure;
    run_on_threads(thread_count(opt.threads), [&] {
      for (int64_t i; (i = next++) < games;) {
        try {
          found[size_t(i)] = play_one(*entry, *game, derive_seed(game_seed, uint64_t(i)));
        } catch (const std::exception& e) {
          std::lock_guard lock(failure_lock);
          failure = e.what();
          next = games;
        }
      }
    });
    if (!failure.empty()) throw UsageError(failure);
    Yield y;
    y.games = size_t(games);
    std::set<std::string> seen;
    for (const auto& g : found) {
      y.judged += g.judged;
      for (size_t k = 0; k < g.puzzles.size(); ++k) {
        const auto& p = g.puzzles[k];
        if (!seen.insert(p.at("id").get<std::string>()).second) continue;  // the same decision again
        if (db)
          pool.add(p);
        else
          file << p.dump() << '\n';
        ++y.puzzles;
        if (g.clear[k]) ++y.clear;
        for (const auto& t : p.at("themes")) ++y.themes[t.get<std::string>()];
      }
    }
    std::vector<std::string> themes;
    for (const auto& [t, n] : y.themes) themes.push_back(fmt::format("{} {}", t, n));
    std::cerr << fmt::format("{}: {} games, {} decisions, {} puzzles ({} at twice the margin); themes: {}\n",
                             entry->description.info.id, y.games, y.judged, y.puzzles, y.clear,
                             themes.empty() ? "none" : fmt::format("{}", fmt::join(themes, ", ")));
  }
  pool.finish();
  if (!opt.out.empty() && !file.flush()) throw UsageError(fmt::format("cannot write {}", opt.out));
}

// A value as a shell word: quoted where it holds anything but letters, digits and = , . - _.
std::string shell_word(const std::string& text) {
  const bool plain = !text.empty() && std::all_of(text.begin(), text.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || std::string_view("=,.-_").find(c) != std::string_view::npos;
  });
  return plain ? text : "'" + text + "'";
}

std::string rule_text(const nlohmann::json& value) {
  return value.is_string() ? value.get<std::string>() : value.dump();
}

// The `cubilete hint` line that ranks the same decision: the rules that differ from the game's
// defaults (the players aside: the hint's --players says how it ranks) and the puzzle's facts.
std::string hint_line(const nlohmann::json& puzzle) {
  const auto& entry = find_game(puzzle.at("game").get<std::string>());
  const auto defaults = rules_to_json(RuleSet::resolve(entry.description.options, {}));
  std::string line = "cubilete hint " + entry.description.info.id;
  for (const auto& [key, value] : puzzle.at("rules").items())
    if (key != "players" && (!defaults.contains(key) || defaults.at(key) != value))
      line += " --rule " + shell_word(key + "=" + rule_text(value));
  for (const auto& [key, value] : puzzle.at("hint").items())
    line += " --" + key + " " + shell_word(value.get<std::string>());
  return line;
}

// The collection's puzzle `id`, or a UsageError naming the file.
nlohmann::json find_in_collection(const std::string& id, const std::string& path) {
  std::ifstream in(path);
  if (!in) throw UsageError(fmt::format("cannot read {}", path));
  std::string line;
  for (size_t n = 1; std::getline(in, line); ++n) {
    if (line.empty()) continue;
    nlohmann::json puzzle;
    try {
      puzzle = nlohmann::json::parse(line);
      if (puzzle.at("id").get<std::string>() == id) return puzzle;
    } catch (const nlohmann::json::exception& e) {
      throw UsageError(fmt::format("{} line {} is no puzzle: {}", path, n, e.what()));
    }
  }
  throw UsageError(fmt::format("no puzzle {} in {}", id, path));
}

// The store's puzzle `id`, or a UsageError.
nlohmann::json find_in_store(const std::string& id, const std::string& location) {
  const auto db = open_puzzle_store(location);
  const auto p = db->puzzles().puzzle(id);
  if (!p) throw UsageError(fmt::format("no puzzle {} in {}", id, db->describe()));
  auto document = nlohmann::json::parse(p->document);
  document["rating"] = p->rating;  // as its answers left it
  return document;
}

void show() {
  if (opt.in.empty() == opt.db.empty())
    throw UsageError("puzzles show needs --in FILE.jsonl (a collection) or --db STORE (a server's store), one of them");
  const auto puzzle = opt.db.empty() ? find_in_collection(opt.id, opt.in) : find_in_store(opt.id, opt.db);
  if (opt.json) return print_json(puzzle);
  const auto verdict = puzzle_verdict(puzzle, 0);
  std::cout << fmt::format("Puzzle {}: {}, seat {}, by {}{}\n", puzzle.at("id").get<std::string>(),
                           puzzle.at("game").get<std::string>(), puzzle.at("seat").get<int>() + 1,
                           puzzle.at("measure").get<std::string>(),
                           puzzle.at("players").get<int>() == 2 ? " against one opponent" : "");
  std::vector<std::string> facts;
  for (const auto& [key, value] : puzzle.at("hint").items()) facts.push_back(key + " " + value.get<std::string>());
  std::cout << fmt::format("Position: {}\n", fmt::join(facts, "; "));
  std::cout << "Choices, best first:\n";
  for (const auto& c : verdict.at("choices"))
    std::cout << fmt::format("  {:<32} {:>12.6f}  loss {:.6f}{}\n", c.at("action").get<std::string>(),
                             c.at("value").get<double>(), c.at("loss").get<double>(),
                             c.at("loss").get<double>() <= solve::kEquivalentChoices ? "  (right)" : "");
  std::vector<std::string> themes = puzzle.at("themes").get<std::vector<std::string>>();
  std::cout << fmt::format("Themes: {}\n", themes.empty() ? "none" : fmt::format("{}", fmt::join(themes, ", ")));
  std::cout << fmt::format("Rating: {:.0f}\n", puzzle.at("rating").get<double>());
  const auto& source = puzzle.at("source");
  if (source.is_null())
    std::cout << "Source: a simulated game\n";
  else
    std::cout << fmt::format("Source: room {}, seat {}, action {}\n", source.at("room").get<std::string>(),
                             source.at("seat").get<int>() + 1, source.at("index").get<size_t>() + 1);
  std::cout << fmt::format("The advisor on the same decision: {}\n", hint_line(puzzle));
}

}  // namespace puzzles_command

void add_puzzles_command(CLI::App& app) {
  using namespace puzzles_command;
  auto* cmd = app.add_subcommand("puzzles", "puzzles from played games: a seed collection, and one puzzle shown");
  cmd->require_subcommand(1);
  auto* gen = cmd->add_subcommand("generate", "puzzles from games between the bots, one JSON document a line");
  gen->add_option("--games", opt.games, "games of each game (default 100)");
  gen->add_option("--seed", opt.seed, "the collection's seed: the same seed, the same puzzles (default 1)");
  gen->add_option("--game", opt.game, "only this game (" + puzzle_game_ids() + ")");
  add_rule_option(*gen, opt.rules);
  gen->add_option("--out", opt.out, "the file to write, one puzzle a line (JSON Lines)");
  gen->add_option("--db", opt.db,
                  "a server's store to add them to (a SQLite file or a postgresql:// URI; created or upgraded as "
                  "serve would)");
  gen->add_option("--threads,-t", opt.threads, "worker threads (default: every core)");
  gen->callback(generate);
  auto* sh = cmd->add_subcommand("show", "a puzzle: its position, every choice ranked with its value, its themes");
  sh->add_option("ID", opt.id, "the puzzle's id")->required();
  sh->add_option("--in", opt.in, "the collection to find it in (a file `puzzles generate --out` wrote)");
  sh->add_option("--db", opt.db, "the store to find it in (a SQLite file or a postgresql:// URI)");
  sh->add_flag("--json", opt.json, "print the whole puzzle as one JSON document");
  sh->callback(show);
}

}  // namespace cubilete::cli
