#pragma once
// The quick-play pool (PROTOCOL.md v1.1, "Lobby and quick play"), pure: people who asked to play
// a game now wait here until enough compatible ones are present to fill a table (the same game,
// the same resolved rules, players included, and the same rated/casual choice), earliest first;
// after their own wait each is offered the game's strongest bot instead, and stays pairable until
// they accept it or leave. Limits joins per address and minute. Times are milliseconds of any
// steady clock; nothing here reads one.
#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace cubilete::server::lobby {

using SeekerId = uint64_t;

struct Seek {
  SeekerId id = 0;
  std::string game;
  std::string rules;  // the resolved rules as the store keeps them (room_request.h rules_text)
  int players = 2;
  bool rated = false;
  std::string name;     // the seat's name ("" none)
  std::string client_seed;  // the person's part of the dice ("" none given)
  int64_t account = 0;  // a signed-in person's account (0: a guest); never paired with itself
  std::string language;  // the seeker's ("" not said): the room's, for the watch list's filter
  std::string address;   // for the limit on joins and the bans ("" for another instance's seek)
  // The address's key (address_limits.h): who may sit together (PairingRules), on every instance.
  std::string address_key;
  bool hidden_information = false;  // the game hides each seat's dice from the others
  int64_t bot_after_ms = 30000;
  // The seat's token, drawn when the seek is made: it goes to this person's socket only. A seek
  // of another instance (shared store) has none here: its `instance` and the token's hash.
  std::string token;
  std::string instance, token_hash;
  // Set by the pool.
  int64_t since_ms = 0;
  bool offered = false;  // the bot offer went out
};

// Who may not sit at one table, beyond the game, rules, players and rated choice they share: the
// same account twice; two seats of one address in a game that hides each seat's dice, where the
// server is told one person holds one seat (serve --one-seat-per-address: one person would see
// two hands); and, in a rated game, two accounts of one address unless the server is told that
// people share addresses (serve --rated-same-address): a second account of one person would feed
// the first one wins.
struct PairingRules {
  bool one_seat_per_address = false;
  bool rated_same_address = false;
};
bool may_sit_together(const Seek& a, const Seek& b, const PairingRules& rules);

class QuickPool {
 public:
  // `joins_per_minute`: seeks one address may make in any minute (0: no limit). `pairs`: false when
  // the pairing is made elsewhere (the shared store's pool): join() then only enters.
  explicit QuickPool(int joins_per_minute, bool pairs = true, PairingRules rules = {})
      : joins_per_minute_(joins_per_minute), pairs_(pairs), rules_(rules) {}

  struct Joined {
    std::string refusal;     // "" when it entered the pool; else why not (a sentence)
    std::vector<Seek> table;  // when it completed a table: everyone seated there, by arrival
  };
  // `seek` enters the pool at `now_ms`, replacing its seeker's previous seek (one per socket).
  Joined join(Seek seek, int64_t now_ms);
  // The seeker leaves (cancel, or its socket closed). False if it was not there.
  bool leave(SeekerId id);
  // Seekers whose wait ran out at `now_ms` and who were not offered the bot yet: now they are.
  std::vector<SeekerId> offers_due(int64_t now_ms);
  // The seeker takes the bot it was offered: it leaves the pool, its seek returned. Nothing if
  // it is not in the pool or was not offered one yet.
  std::optional<Seek> take_bot(SeekerId id);
  // The seeker was paired elsewhere: it leaves the pool, its seek returned (nothing if not there).
  std::optional<Seek> take(SeekerId id);
  // When the next offer falls due (none: nobody is waiting for one).
  std::optional<int64_t> next_offer_ms() const;
  const Seek* find(SeekerId id) const;
  size_t size() const { return seeks_.size(); }

 private:
  bool within_limit(const std::string& address, int64_t now_ms);

  int joins_per_minute_;
  bool pairs_;
  PairingRules rules_;
  std::vector<Seek> seeks_;  // in arrival order (a pool is small: a scan is cheap)
  std::unordered_map<std::string, std::deque<int64_t>> joins_;  // by address, the last minute's
};

}  // namespace cubilete::server::lobby
