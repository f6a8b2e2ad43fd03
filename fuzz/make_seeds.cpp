// Writes the harnesses' seed corpora (fuzz/corpus/<harness>/seed-*), deterministically, so
// they follow the games when rules or action names change: `scripts/fuzz.sh seeds`.
//   client_message: every kind of client message, and a room request for every game;
//   parse_action:   for every game, walks (game_walk.h) followed by the names of the actions
//                   random play takes from there, one per line;
//   record:         a room record (as GET /api/rooms/CODE/record serves it) of a game of every
//                   game played by random bots, cut at kMaxRecordActions.
#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <string>

#include "crypto/fair_seed.h"
#include "game_walk.h"
#include "present/record_json.h"
#include "table/table.h"

namespace {

using namespace cubilete;
namespace fs = std::filesystem;

constexpr size_t kMaxRecordActions = 300;

void write(const fs::path& file, const std::string& content) {
  fs::create_directories(file.parent_path());
  std::ofstream(file, std::ios::binary) << content;
}

void client_messages(const fs::path& dir) {
  const nlohmann::json messages[] = {
      {{"type", "act"}, {"action", "keep 3 3 5"}, {"version", 7}},
      {{"type", "act"}, {"action", "d2-c3"}, {"version", 0}},
      {{"type", "chat"}, {"text", "boa jogada, ¡qué suerte! 🎲"}},
      {{"type", "hint"}},
      {{"type", "rematch"}},
      {{"type", "claim"}},
      {{"type", "ping"}},
  };
  int i = 0;
  for (const auto& m : messages) write(dir / fmt::format("seed-message-{}", i++), m.dump());
  for (const auto& e : game_registry()) {
    nlohmann::json seats = nlohmann::json::array({{{"name", "Ana"}}});
    // The opponent a person meets by default: a bot every harness run can make at once (the
    // strongest may solve a table first, which takes half a minute under the sanitizers).
    for (int s = 1; s < e.description.default_players; ++s) seats.push_back({{"bot", default_opponent(e)}});
    nlohmann::json rules = nlohmann::json::object();
    for (const auto& o : e.description.options)
      if (o.key != "players") rules[o.key] = o.default_value;
    write(dir / fmt::format("seed-room-{}", e.description.info.id),
          nlohmann::json{{"game", e.description.info.id}, {"rules", rules}, {"seats", seats}, {"name", "Zé"},
                         {"client_seed", "my own seed"}, {"turn_seconds", 60}}
              .dump());
  }
}

// A walk's header: game `game`, rules variation `rules` (0: defaults), `seed`, `steps`.
std::string walk_header(size_t game, uint8_t rules, uint64_t seed, uint8_t steps) {
  std::string h(fuzz::kWalkHeader, '\0');
  h[0] = char(game);
  h[1] = char(rules);
  for (size_t i = 0; i < 8; ++i) h[2 + i] = char(seed >> (8 * i));
  h[10] = char(steps);
  return h;
}

void parse_action_inputs(const fs::path& dir) {
  const auto& registry = game_registry();
  for (size_t g = 0; g < registry.size(); ++g) {
    for (const auto& [rules, steps] : {std::pair<uint8_t, uint8_t>{0, 0}, {1, 9}, {2, 60}}) {
      std::string input = walk_header(g, rules, 1000 + g, steps);
      auto w = fuzz::walk(input);
      for (int i = 0; i < 40 && !w.state->is_terminal(); ++i) {
        const auto all = fuzz::candidates(*w.state);
        const Action a = all[w.rng.below(uint32_t(all.size()))];
        input += (i ? "\n" : "") + w.state->action_to_string(a);
        w.state->apply(a);
      }
      write(dir / fmt::format("seed-{}-{}", registry[g].description.info.id, int(steps)), input);
    }
  }
}

// A room record of game `g` of the registry, `seats` seats under `rules`.
void room_record(const fs::path& file, size_t g, int seats, const Assignments& rules) {
  const auto& e = game_registry()[g];
  Rng rng(derive_seed(42, g));
  fair::Bytes server_seed(fair::kServerSeedBytes);
  for (auto& b : server_seed) b = uint8_t(rng.next());
  std::vector<std::string> client_seeds, players;
  for (int s = 0; s < seats; ++s) {
    client_seeds.push_back(s == 0 ? "" : fmt::format("seat {}", s));
    players.push_back(s == 0 ? "human" : "random");
  }
  table::Table t({&e, rules, players, fair::game_seed(server_seed, client_seeds)});
  Rng choices(1);
  for (t.deal_chance(); !t.over() && t.version() < kMaxRecordActions; t.deal_chance()) {
    const auto legal = t.state().legal_actions();
    t.apply(legal[choices.below(uint32_t(legal.size()))], t.to_move() == 0);
  }
  auto j = record_to_json(t.record());
  j["server_seed"] = crypto::to_hex(server_seed);
  j["client_seeds"] = client_seeds;
  j["commitment"] = fair::commitment_of(server_seed);
  j["room"] = fmt::format("SEED{}", g);
  write(file, j.dump());
}

// Every game's record under its defaults, and alone under dice by position where it has them.
void records(const fs::path& dir) {
  const auto& registry = game_registry();
  for (size_t g = 0; g < registry.size(); ++g) {
    const auto& d = registry[g].description;
    room_record(dir / fmt::format("seed-{}", d.info.id), g, d.default_players, {});
    if (std::any_of(d.options.begin(), d.options.end(), [](const OptionSpec& o) { return o.key == "dice"; }))
      room_record(dir / fmt::format("seed-{}-duplicate", d.info.id), g, 1, {{"players", "1"}, {"dice", "duplicate"}});
  }
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: make_seeds CORPUS_DIR (writes CORPUS_DIR/<harness>/seed-*)\n";
    return 2;
  }
  const fs::path corpus = argv[1];
  client_messages(corpus / "client_message");
  parse_action_inputs(corpus / "parse_action");
  records(corpus / "record");
  return 0;
}
