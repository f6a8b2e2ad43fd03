// The solitaire tables a server keeps for its bots and hints: in memory behind a limit (the least
// recently used leave), and in the cache directory behind a limit (the least recently used files
// leave; two-player tables and policies never do). Rule sets new to the server could otherwise
// fill both for good.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "catalog/registry.h"
#include "games/category/category_game.h"
#include "solve/category/solitaire_solved.h"

namespace cubilete {
namespace {

namespace fs = std::filesystem;

// Generala with its own points for a generala: a rule set of its own, solved in about a second.
std::shared_ptr<const Game> generala_worth(int points) {
  return make_game(find_game("generala"), {{"generala_points", std::to_string(points)}});
}

std::shared_ptr<const solve::Solved> solved(const std::shared_ptr<const Game>& game) {
  return solve::solved_for(static_cast<const category::CategoryGame&>(*game));
}

// The solitaire table files of a cache directory (not the two-player tables or policies).
std::vector<fs::path> table_files(const fs::path& dir) {
  std::vector<fs::path> out;
  for (const auto& f : fs::directory_iterator(dir)) {
    const auto name = f.path().filename().string();
    if (name.ends_with(".v2.bin") && name.find(".duel.") == std::string::npos) out.push_back(f.path());
  }
  return out;
}

// A cache directory of this test alone (other test processes share the build's), given back with
// the process's defaults at the end.
class PrivateCache {
 public:
  PrivateCache() : dir_(fs::temp_directory_path() / ("cubilete-solved-cache-" + std::to_string(getpid()))) {
    fs::create_directories(dir_);
    if (const char* d = std::getenv("CUBILETE_CACHE")) previous_ = d;
    setenv("CUBILETE_CACHE", dir_.c_str(), 1);
  }
  ~PrivateCache() {
    solve::set_solved_memory_limit(0);
    solve::set_table_cache_limit(0);
    setenv("CUBILETE_CACHE", previous_.c_str(), 1);
    std::error_code ec;
    fs::remove_all(dir_, ec);
  }
  const fs::path& dir() const { return dir_; }

 private:
  fs::path dir_;
  std::string previous_;
};

TEST(SolvedCache, MemoryAndDiskKeepTheTablesUsedLastWithinTheirLimits) {
  PrivateCache cache;
  // Another kind of file of the cache, never removed by the solitaire tables' limit.
  const fs::path duel = cache.dir() / "generala-0123456789abcdef.duel.v2.bin";
  std::ofstream(duel) << "a two-player table";

  auto first = solved(generala_worth(61));
  ASSERT_EQ(table_files(cache.dir()).size(), 1u);
  const auto file_bytes = fs::file_size(table_files(cache.dir()).front());
  // Room for one table in memory and one and a half on disk.
  solve::set_solved_memory_limit(first->bytes());
  solve::set_table_cache_limit(file_bytes + file_bytes / 2);
  const std::weak_ptr<const solve::Solved> first_kept = first;
  first.reset();  // nobody holds it now but the cache
  EXPECT_FALSE(first_kept.expired()) << "within the limit, the cache keeps it";

  auto second = solved(generala_worth(62));
  EXPECT_TRUE(first_kept.expired()) << "the least recently used table left memory";
  EXPECT_EQ(solved(generala_worth(62)).get(), second.get()) << "the one used last is kept";
  const auto files = table_files(cache.dir());
  ASSERT_EQ(files.size(), 1u) << "the least recently used file left the cache directory";
  EXPECT_EQ(files.front(), fs::path(second->cache_file()));
  EXPECT_TRUE(fs::exists(duel)) << "two-player tables are never removed";

  // Asked again, the first is solved anew (its file had gone), and its file is the one kept now.
  const auto again = solved(generala_worth(61));
  EXPECT_FALSE(again->from_cache());
  EXPECT_EQ(table_files(cache.dir()), std::vector<fs::path>{fs::path(again->cache_file())});
}

}  // namespace
}  // namespace cubilete
