#include "solve/category/duel/duel_solved.h"

#include <fmt/format.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>

#include "core/error.h"
#include "solve/category/solitaire_solved.h"
#include "solve/common/cache_file.h"
#include "solve/common/kept_tables.h"

namespace cubilete::solve {

namespace {
// The cache keeps the compact form of duel_store.h; the format's number names its files, so a
// file of another form is never read as this one.
constexpr int kDuelFormat = 2;

// MemAvailable of /proc/meminfo in bytes (0 where unknown).
size_t available_memory() {
  std::ifstream in("/proc/meminfo");
  std::string key;
  size_t kb = 0;
  std::string unit;
  while (in >> key >> kb >> unit)
    if (key == "MemAvailable:") return kb * 1024;
  return 0;
}
}  // namespace

SolvedDuel::SolvedDuel(const category::CategoryRules& rules, const std::string& game, const std::string& rules_text,
                       const SolveOptions& request, DuelNeed need, int first_layer)
    : scorer_(rules), space_(scorer_) {
  if (first_layer > 0) {
    SolveOptions endgame;  // in memory only, never cached
    endgame.use_cache = false;
    endgame.threads = request.threads;
    solve(endgame, DuelNeed::Table, first_layer);
    return;
  }
  store_ = std::make_shared<const DuelStore>(space_);
  header_ = fmt::format("duel game={} version={} uint16 layers={} {}", game, kDuelFormat,
                        store_->every_layer() ? "every" : "every_other", rules_text);
  cache_file_ = cache_file_path(game, header_, fmt::format("duel.v{}.bin", kDuelFormat));
  if (request.use_cache && map_cache()) {
    first_player_ = table_->first_player();
    from_cache_ = true;
    return;
  }
  if (need != DuelNeed::Cached) solve(request, need, 0);
}

void SolvedDuel::solve(const SolveOptions& o, DuelNeed need, int first_layer) {
  DuelSolveRequest r;
  r.first_layer = first_layer;
  r.threads = o.threads;
  r.doubles = o.doubles;
  std::optional<CacheWriter> writer =
      o.use_cache ? CacheWriter::create(cache_file_, header_, store_->values(), cache_bytes()) : std::nullopt;
  // Streamed into the cache two layers at a time; whole in memory where a table is needed and
  // the cache cannot take it.
  r.keep = !writer && need == DuelNeed::Table;
  if (writer) {
    r.store = store_.get();
    r.write = [&](size_t offset, const void* data, size_t bytes) { return writer->write(offset, data, bytes); };
  }
  if (o.progress)
    r.progress = [&](int layer, double seconds) {
      o.progress(fmt::format("layer {} of {} solved ({:.0f} s)", space_.layers() - layer, space_.layers(), seconds));
    };
  const size_t needed = duel_solve_bytes(space_, r), available = available_memory();
  if (available > 0 && needed > available * 9 / 10)
    throw UsageError(fmt::format("solving two-player {} needs {:.1f} GB of memory ({} turn-start states); "
                                 "{:.1f} GB are available",
                                 scorer_.rules().game, needed / 1e9, space_.size(), available / 1e9));
  auto solved = solve_duel(space_, r);
  stats_ = solved.stats;
  if (first_layer == 0) first_player_ = solved.first_player;
  if (solved.table) {
    table_ = std::move(solved.table);
  } else if (writer && writer->commit()) {
    map_cache();
  }
}

bool SolvedDuel::map_cache() {
  auto mapped = map_cache_file(cache_file_, header_, store_->values(), cache_bytes());
  if (!mapped) return false;
  table_.emplace(store_, std::move(mapped->first), static_cast<const uint16_t*>(mapped->second));
  return true;
}

std::shared_ptr<const SolvedDuel> duel_for(const category::CategoryGame& game, const SolveOptions& request,
                                           DuelNeed need) {
  // The map's lock is held only to look and to insert, so a look-up in the cache (a game's end, a
  // hint) never waits for a solve, which takes a minute or more; solves take turns on their own.
  static std::mutex mutex, solving;
  static std::map<std::string, std::shared_ptr<const SolvedDuel>> solved;
  const std::string rules_text = rules_of_values(game);
  const std::string key = game.info().id + " " + rules_text;
  // Kept without a table too: a game's end asks for it, and laying out the space again each time
  // cost the online table a share of its core. A table solved since (by `cubilete solve`, in
  // another process) is noticed by its file.
  const auto kept = [&]() -> std::shared_ptr<const SolvedDuel> {
    std::lock_guard lock(mutex);
    std::error_code missing;
    if (request.use_cache)
      if (auto it = solved.find(key); it != solved.end())
        if (it->second->has_table() ||
            (need == DuelNeed::Cached && !std::filesystem::exists(it->second->cache_file(), missing)))
          return it->second;
    return nullptr;
  };
  if (auto s = kept()) return s;
  std::unique_lock turn(solving, std::defer_lock);
  if (need != DuelNeed::Cached) {
    turn.lock();
    if (auto s = kept()) return s;  // solved by the solve before this one
  }
  auto s = std::make_shared<const SolvedDuel>(game.category_rules(), game.info().id, rules_text, request, need);
  std::lock_guard lock(mutex);
  if (request.use_cache) {
    auto& slot = solved[key];
    if (!slot || !slot->has_table() || s->has_table()) slot = s;
  }
  return s;
}

}  // namespace cubilete::solve

namespace cubilete::solve {

std::shared_ptr<const SolvedDuel> duel_endgame_for(const category::CategoryGame& game, int rounds) {
  const int first_layer = 2 * std::max(1, game.category_rules().num_categories() - rounds);
  static KeptTables<SolvedDuel> kept(4);
  const std::string rules_text = rules_of_values(game);
  const std::string key = fmt::format("{} {} {}", game.info().id, first_layer, rules_text);
  return kept.get(key, [&] {
    return std::make_shared<const SolvedDuel>(game.category_rules(), game.info().id, rules_text, SolveOptions{},
                                              DuelNeed::Table, first_layer);
  });
}

std::shared_ptr<const SolvedDuel> cached_duel(const category::CategoryGame& g) {
  auto duel = duel_for(g, {}, DuelNeed::Cached);
  if (duel->has_table()) return duel;
  throw UsageError(fmt::format("the two-player table of {} is not solved yet: run `cubilete solve {} --players 2{}` "
                               "once ({} turn-start states, {:.1f} GB in the cache {})",
                               g.info().id, g.info().id, rule_flags(g), duel->space().size(),
                               duel->cache_bytes() / 1e9, duel->cache_file()));
}

}  // namespace cubilete::solve
