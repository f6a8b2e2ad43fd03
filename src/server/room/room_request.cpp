#include "server/room/room_request.h"

#include <algorithm>

#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include "accounts/rated_rules.h"
#include "accounts/rating_policy.h"
#include "core/error.h"
#include "core/record.h"
#include "crypto/fair_seed.h"
#include "present/client_requests.h"
#include "present/options_json.h"
#include "server/text_checks.h"

namespace cubilete::server {

namespace {
ProtocolError bad(std::string code, std::string message) { return {std::move(code), std::move(message)}; }

// `"dice": "entered"` read into `r` (its hints off unless asked), or why the room cannot have it:
// dice typed in from a real cup prove nothing, so such a room is never rated; they are thrown by
// the people at the table, so it has no bots, and no turn clock whose stand-in would throw.
std::string entered_dice_problem(const nlohmann::json& body, RoomRequest& r) {
  if (!body.contains("dice")) return {};
  const std::string drawn(name_of(RoomDice::Drawn)), entered(name_of(RoomDice::Entered));
  if (body["dice"] != drawn && body["dice"] != entered)
    return "\"dice\" is \"drawn\" (the server throws them) or \"entered\" (the people type in a real cup's dice)";
  r.dice_entered = body["dice"] == entered;
  if (!r.dice_entered) return {};
  const auto& entry = *r.entry;
  if (!entry.table.real_dice) {
    std::vector<std::string> games;
    for (const auto& g : game_registry())
      if (g.table.real_dice) games.push_back(g.description.info.id);
    return fmt::format("{} keeps no score sheet for real dice; the games that do: {}", entry.description.info.id,
                       fmt::join(games, ", "));
  }
  if (body.contains("rated") && body["rated"] == true) return "a room of entered dice is never rated: nothing proves dice typed in from a real cup";
  if (r.duplicate) return "a duplicate room's dice are drawn: every seat meets the same dice";
  if (std::any_of(r.seats.begin(), r.seats.end(), [](const SeatRequest& s) { return !s.bot.empty(); }))
    return "a room of entered dice has no bots: its dice are thrown by the people at the table";
  if (r.turn_seconds > 0) return "a room of entered dice has no turn clock: nothing may throw for a person";
  if (body.contains("public") && body["public"] == true)
    return "a room of entered dice is not listed in the lobby: its people sit at one real table and join by its code";
  r.hints = body.contains("hints") && r.hints;
  return {};
}

}  // namespace

NewRoom new_room(const RoomRequest& request, const crypto::Bytes& server_seed, const std::string& creator_token_hash,
                 int64_t now_ms, const Person& creator) {
  NewRoom made;
  auto& r = made.record;
  r.game = request.entry->description.info.id;
  r.rules = rules_text(request.rules);
  r.status = store::RoomStatus::Waiting;
  r.server_seed = crypto::to_hex(server_seed);
  r.commitment = fair::commitment_of(server_seed);
  r.turn_seconds = request.turn_seconds;
  r.hints = request.hints;
  r.rated = request.rated;
  r.listed = request.listed;
  r.language = request.language;
  if (request.duplicate) r.mode = name_of(RoomMode::Duplicate);
  r.dice_entered = request.dice_entered;
  r.created_ms = r.updated_ms = now_ms;
  for (size_t i = 0; i < request.seats.size(); ++i) {
    const auto& s = request.seats[i];
    store::SeatRecord seat;
    seat.player = s.bot.empty() ? "human" : s.bot;
    seat.name = s.name;  // "" (null to clients): the front end names the seat in its language
    if (s.bot.empty() && made.creator_seat < 0) {
      made.creator_seat = int(i);
      seat.token_hash = creator_token_hash;
      seat.client_seed = request.client_seed;
      if (!request.name.empty()) seat.name = request.name;
      if (creator.account > 0) {  // an account plays under its name
        seat.account = creator.account;
        seat.name = creator.name;
      }
    }
    r.seats.push_back(std::move(seat));
  }
  return made;
}

std::string shared_table_rules_problem(const Game& game) {
  if (game.num_players() > 1 && game.rules().has("dice") && deals_by_position(game.rules()))
    return fmt::format("dice=duplicate is played alone here ({} seats asked): taking turns, a later seat would see "
                       "its own dice of each round in an earlier seat's throws",
                       game.num_players());
  return {};
}

Assignments member_rules(Assignments rules) {
  for (auto& [key, value] : rules)
    if (key == "players") value = "1";
  return rules;
}

std::string rules_text(const Assignments& rules) {
  nlohmann::json j = nlohmann::json::object();
  for (const auto& [k, v] : rules) j[k] = v;
  return j.dump();
}

std::string name_problem(const nlohmann::json& j, const char* key, std::string& out) {
  if (!j.contains(key)) return {};
  if (!j[key].is_string()) return fmt::format("\"{}\" must be a string", key);
  auto checked = check_name(j[key].get<std::string>(), kMaxName);
  out = std::move(checked.name);
  return checked.problem;
}

std::variant<RoomRequest, ProtocolError> parse_room_request(const nlohmann::json& body) {
  // The keys and their values' words as present/client_requests.h declares them.
  static const auto fields = declared_keys<CreateRoomBody>(), seat_fields = declared_keys<SeatRequestBody>();
  const auto known = [](const std::vector<std::string_view>& keys, const std::string& key) {
    return std::find(keys.begin(), keys.end(), key) != keys.end();
  };
  if (!body.is_object())
    return bad("bad_request", "the body is a JSON object: {\"game\", \"rules\"?, \"seats\", \"name\"?, \"client_seed\"?, "
                              "\"turn_seconds\"?, \"hints\"?, \"rated\"?, \"public\"?, \"language\"?}");
  for (const auto& [key, value] : body.items())
    if (!known(fields, key))
      return bad("bad_request", fmt::format("unknown field '{}'; allowed: {}", key.substr(0, 40), fmt::join(fields, ", ")));
  RoomRequest r;
  if (!body.contains("game") || !body["game"].is_string())
    return bad("no_such_game", "\"game\" must name a game (see GET /api/games)");
  try {
    r.entry = &find_game(body["game"].get<std::string>());
  } catch (const UsageError& e) {
    return bad("no_such_game", e.what());
  }
  if (!body.contains("seats") || !body["seats"].is_array() || body["seats"].empty())
    return bad("bad_seats", "\"seats\" must list the seats: {} for a person, {\"bot\": NAME} for a bot");
  const auto& info = r.entry->description.info;
  if (body["seats"].size() < size_t(info.min_players) || body["seats"].size() > size_t(info.max_players))
    return bad("bad_seats", fmt::format("{} is played by {} to {} players, not {}", info.id, info.min_players,
                                        info.max_players, body["seats"].size()));
  bool person = false;
  for (const auto& s : body["seats"]) {
    if (!s.is_object()) return bad("bad_seats", "each seat is an object: {} for a person, {\"bot\": NAME} for a bot");
    SeatRequest seat;
    for (const auto& [key, value] : s.items())
      if (!known(seat_fields, key))
        return bad("bad_seats", fmt::format("unknown seat field '{}'; allowed: {}", key.substr(0, 40),
                                            fmt::join(seat_fields, ", ")));
    if (s.contains("bot")) {
      if (!s["bot"].is_string()) return bad("bad_seats", "\"bot\" must be a bot's name");
      seat.bot = s["bot"].get<std::string>();
      try {
        check_bot_name(*r.entry, seat.bot, false);
      } catch (const UsageError& e) {
        return bad("bad_seats", e.what());
      }
    }
    if (auto problem = name_problem(s, "name", seat.name); !problem.empty()) return bad("bad_name", problem);
    person |= seat.bot.empty();
    r.seats.push_back(std::move(seat));
  }
  if (!person) return bad("bad_seats", "a room needs at least one person seat: the creator's");

  Assignments rules;
  if (body.contains("rules")) {
    try {
      rules = assignments_from_json(body["rules"]);
    } catch (const UsageError& e) {
      return bad("bad_rules", e.what());
    }
  }
  const std::string seats = std::to_string(r.seats.size());
  for (const auto& [k, v] : rules)
    if (k == "players" && v != seats)
      return bad("bad_rules", fmt::format("the rule players={} does not match the {} seats", v, seats));
  rules.emplace_back("players", seats);
  if (body.contains("mode")) {
    const std::string table(name_of(RoomMode::Table)), duplicate(name_of(RoomMode::Duplicate));
    if (body["mode"] != table && body["mode"] != duplicate)
      return bad("bad_request", "\"mode\" is \"table\" (the seats take turns at one table) or \"duplicate\" (each "
                                "seat plays its own card on the same dice)");
    r.duplicate = body["mode"] == duplicate;
  }
  if (r.duplicate) {
    const auto& options = r.entry->description.options;
    if (std::none_of(options.begin(), options.end(), [](const OptionSpec& o) { return o.key == "dice"; }))
      return bad("bad_rules", fmt::format("{} has no dice by position (the option dice): no duplicate room", info.id));
    if (int(r.seats.size()) < kMinDuplicateSeats || int(r.seats.size()) > kMaxDuplicateSeats)
      return bad("bad_seats", fmt::format("a duplicate room has {} to {} seats, not {}", kMinDuplicateSeats,
                                          kMaxDuplicateSeats, r.seats.size()));
    for (const auto& [k, v] : rules)
      if (k == "dice" && v != "duplicate")
        return bad("bad_rules", "a duplicate room deals by position: dice=duplicate (or leave it out)");
    // Where the game has a daily challenge (the same dice for everyone, ranked by points), the
    // day's rules are the room's unless the body says otherwise (Generala's served generala wins
    // nothing; Farkle plays ten turns).
    const auto set = [&rules](const std::string& key) {
      return std::any_of(rules.begin(), rules.end(), [&key](const auto& kv) { return kv.first == key; });
    };
    if (const auto& daily = r.entry->table.daily)
      for (const auto& [k, v] : daily->rules)
        if (!set(k)) rules.emplace_back(k, v);
    if (!set("dice")) rules.emplace_back("dice", "duplicate");
  }
  std::shared_ptr<const Game> game;
  try {
    game = make_game(*r.entry, rules);
    r.rules = assignments_of(game->rules());
  } catch (const UsageError& e) {
    return bad("bad_rules", e.what());
  }
  if (!r.duplicate)
    if (auto problem = shared_table_rules_problem(*game); !problem.empty()) return bad("bad_rules", problem);
  // A bot that could not play (its table not solved yet) is refused now, not at its first move; in
  // a duplicate room it plays a game of its own, alone.
  if (r.duplicate) {
    try {
      game = make_game(*r.entry, member_rules(r.rules));
    } catch (const UsageError& e) {
      return bad("bad_rules", e.what());
    }
  }
  if (r.entry->bots.unavailable)
    for (const auto& seat : r.seats)
      if (!seat.bot.empty())
        if (auto why = r.entry->bots.unavailable(*game, seat.bot); !why.empty()) return bad("bad_seats", why);
  if (auto problem = name_problem(body, "name", r.name); !problem.empty()) return bad("bad_name", problem);
  if (body.contains("client_seed")) {
    if (!body["client_seed"].is_string()) return bad("bad_seed", "\"client_seed\" must be a string");
    r.client_seed = body["client_seed"].get<std::string>();
    if (auto problem = fair::client_seed_problem(r.client_seed); !problem.empty()) return bad("bad_seed", problem);
  }
  if (body.contains("turn_seconds")) {
    const auto& t = body["turn_seconds"];
    if (!t.is_number_integer() || t.get<int64_t>() < 0 || t.get<int64_t>() > kMaxTurnSeconds)
      return bad("bad_request", fmt::format("\"turn_seconds\" is a whole number of seconds from 0 (no clock) to {}",
                                            kMaxTurnSeconds));
    r.turn_seconds = int(t.get<int64_t>());
  }
  // Between people the advisor would whisper to one of them: off unless the creator turns it on.
  const auto people = std::count_if(r.seats.begin(), r.seats.end(), [](const SeatRequest& s) { return s.bot.empty(); });
  r.hints = people < 2;
  if (body.contains("hints")) {
    const std::string on(name_of(Hints::On)), off(name_of(Hints::Off));
    if (body["hints"] != on && body["hints"] != off)
      return bad("bad_request", "\"hints\" is \"on\" (people may ask the advisor while playing) or \"off\"");
    r.hints = body["hints"] == on;
  }
  if (auto problem = entered_dice_problem(body, r); !problem.empty()) return bad("bad_request", problem);
  if (body.contains("rated") && !body["rated"].is_boolean()) return bad("bad_request", "\"rated\" is true or false");
  r.rated = body.value("rated", false);
  if (r.rated && r.duplicate)
    return bad("not_ratable", "a duplicate room is not rated: its seats meet the same dice, not each other");
  if (r.rated) {
    // What the request alone says (the registry checks the creator's account, the join each
    // other's): accounts/rated_rules.h decides what a rated game may be.
    std::vector<std::string> players;
    for (const auto& seat : r.seats) players.push_back(seat.bot);
    if (auto problem = accounts::rated_room_problem(*r.entry, r.rules, players, r.hints && body.contains("hints"));
        !problem.empty())
      return bad("not_ratable", problem);
    r.hints = false;
    if (!body.contains("turn_seconds")) r.turn_seconds = accounts::kRatedTurnSecondsDefault;
    if (r.turn_seconds < accounts::kRatedTurnSecondsMin || r.turn_seconds > accounts::kRatedTurnSecondsMax)
      return bad("not_ratable", fmt::format("a rated game always has a turn clock, from {} to {} seconds a turn ({} if "
                                            "\"turn_seconds\" is left out): a turn nobody plays is played by the clock",
                                            accounts::kRatedTurnSecondsMin, accounts::kRatedTurnSecondsMax,
                                            accounts::kRatedTurnSecondsDefault));
  }
  if (body.contains("public") && !body["public"].is_boolean()) return bad("bad_request", "\"public\" is true or false");
  r.listed = body.value("public", false);
  if (body.contains("language")) {
    constexpr auto languages = enum_names(TableLanguage{}).names;
    const auto& language = body["language"];
    if (!language.is_string() ||
        std::find(languages.begin(), languages.end(), language.get<std::string>()) == languages.end())
      return bad("bad_request", fmt::format("\"language\" is one of {}", fmt::join(languages, ", ")));
    r.language = language.get<std::string>();
  }
  return r;
}

}  // namespace cubilete::server
