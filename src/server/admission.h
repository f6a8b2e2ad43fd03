#pragma once
// The one door every way into a room goes through: a room created over HTTP, a seat joined, a
// quick-play seek and the bot it accepts; a new way in (a tournament, a daily challenge) goes
// through it too. It checks the moderators' bans of the address and of the account, the address's
// limits on rooms and joins a minute, and its limit on new rule sets an hour (a new rule set may
// cost a table solve: seconds of CPU and megabytes of disk). What a rated game may be is
// accounts/rated_rules.h's, asked by each door as it reads its request.
#include <cstdint>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_set>

namespace cubilete::server {

struct ServerContext;

// Who asks: the address the request or socket comes from, and its account (0: a guest).
struct Entrant {
  std::string address;
  int64_t account = 0;
};

struct Refusal {
  int status = 0;  // as an HTTP answer gives it
  std::string code, message;
};

class Admission {
 public:
  // `who` is about to make a room of `game` with the resolved rules `rules_text` (room_request.h's
  // rules_text): nothing if it may (counted against its limits), else why not.
  std::optional<Refusal> new_room(const ServerContext& context, const Entrant& who, const std::string& game,
                                  const std::string& rules_text);
  // `who` is about to take a seat of an existing room (counted against its limit on joins).
  std::optional<Refusal> seat(const ServerContext& context, const Entrant& who);
  // `who` asks for a puzzle or answers one (counted against its limit on puzzles a minute).
  std::optional<Refusal> puzzle(const ServerContext& context, const Entrant& who);
  // `who` enters a tournament (a way into its rooms: counted against its limit on joins).
  std::optional<Refusal> tournament_entry(const ServerContext& context, const Entrant& who);
  // `who` is about to make a tournament of `game` with the resolved rules `rules_text`: the bans,
  // the account's and the address's limit a day (serve --tournaments-per-day, counted in the store
  // so every instance agrees), and the limits a room of those rules meets. Reads the store: call it
  // on a worker.
  std::optional<Refusal> new_tournament(const ServerContext& context, const Entrant& who, const std::string& game,
                                        const std::string& rules_text);
  // A room is about to be made for `who`, who asked earlier and was counted then (a quick-play
  // pairing, a bot accepted): only the bans, which may have come meanwhile.
  std::optional<Refusal> still_welcome(const ServerContext& context, const Entrant& who);

 private:
  std::mutex mutex_;
  // Rule sets (game and resolved rules) rooms were made with: only a new one counts.
  std::unordered_set<std::string> rule_sets_;
};

}  // namespace cubilete::server
