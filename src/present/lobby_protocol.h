#pragma once
// What the lobby socket sends (docs/PROTOCOL.md, "Lobby and quick play"), declared once: the
// server writes these (present/json_sink.h), and the browser's generated LobbyMessage type and
// its guard come from the same declarations (present/protocol_types.h). Told apart by "type".
#include <optional>
#include <string>
#include <tuple>
#include <variant>
#include <vector>

#include "core/describe.h"
#include "present/socket_messages.h"

namespace cubilete {

// The rules of a room that differ from its game's defaults, by key, in the game's order.
using ChangedRules = Entries<std::string, std::string>;

// Who made an open table: their name (null: the app names the seat) and account (null: a guest),
// and a signed-in creator's rating in the game with whether it is still uncertain.
struct LobbyCreator {
  Nullable<std::string> name, account;
  std::optional<double> rating;
  std::optional<bool> provisional;
  static constexpr std::string_view kTypeName = "LobbyCreator";
  static constexpr auto fields() {
    using T = LobbyCreator;
    return std::tuple{field("name", &T::name), field("account", &T::account), field("rating", &T::rating),
                      field("provisional", &T::provisional)};
  }
};

// A public table waiting for people; `created` in ISO 8601 (UTC).
struct OpenTable {
  std::string room, game;
  ChangedRules rules_changed;
  int seats_taken = 0, seats = 0;
  bool rated = false;
  LobbyCreator creator;
  Nullable<std::string> language;
  std::string created;
  static constexpr std::string_view kTypeName = "OpenTable";
  static constexpr auto fields() {
    using T = OpenTable;
    return std::tuple{field("room", &T::room),       field("game", &T::game),
                      field("rules_changed", &T::rules_changed), field("seats_taken", &T::seats_taken),
                      field("seats", &T::seats),     field("rated", &T::rated),
                      field("creator", &T::creator), field("language", &T::language),
                      field("created", &T::created)};
  }
};

// A seat of a public game in play: a person (name and account, null when unnamed or a guest) or
// a bot (`bot`), its score so far and a signed-in person's rating.
struct LiveSeatView {
  Nullable<std::string> name, account;
  std::optional<std::string> bot;
  double score = 0;
  std::optional<double> rating;
  std::optional<bool> provisional;
  static constexpr std::string_view kTypeName = "LiveSeat";
  static constexpr auto fields() {
    using T = LiveSeatView;
    return std::tuple{field("name", &T::name),   field("account", &T::account),
                      field("bot", &T::bot),     field("score", &T::score),
                      field("rating", &T::rating), field("provisional", &T::provisional)};
  }
};

// A public game in play; `rating`: the mean rating of its rated people (absent: none).
struct LiveGameView {
  std::string room, game;
  ChangedRules rules_changed;
  bool rated = false;
  Nullable<std::string> language;
  std::vector<LiveSeatView> seats;
  std::optional<double> rating;
  static constexpr std::string_view kTypeName = "LiveGame";
  static constexpr auto fields() {
    using T = LiveGameView;
    return std::tuple{field("room", &T::room),         field("game", &T::game),
                      field("rules_changed", &T::rules_changed), field("rated", &T::rated),
                      field("language", &T::language), field("seats", &T::seats),
                      field("rating", &T::rating)};
  }
};

// The open tables a socket's filter admits, on connect.
struct LobbyTablesMessage {
  std::vector<OpenTable> tables;
  static constexpr std::string_view kTypeName = "LobbyTablesMessage", kKind = "lobby", kTagKey = "type";
  static constexpr auto fields() { return std::tuple{field("tables", &LobbyTablesMessage::tables)}; }
};

struct TableAddedMessage {
  OpenTable table;
  static constexpr std::string_view kTypeName = "TableAddedMessage", kKind = "table_added", kTagKey = "type";
  static constexpr auto fields() { return std::tuple{field("table", &TableAddedMessage::table)}; }
};

struct TableRemovedMessage {
  std::string room;
  static constexpr std::string_view kTypeName = "TableRemovedMessage", kKind = "table_removed",
                                    kTagKey = "type";
  static constexpr auto fields() { return std::tuple{field("room", &TableRemovedMessage::room)}; }
};

// The first public games in play in the featured order, how many there are in all, and the
// featured one (null: none).
struct GamesLiveMessage {
  std::vector<LiveGameView> games;
  int total = 0;
  Nullable<std::string> featured;
  static constexpr std::string_view kTypeName = "GamesLiveMessage", kKind = "games_live", kTagKey = "type";
  static constexpr auto fields() {
    using T = GamesLiveMessage;
    return std::tuple{field("games", &T::games), field("total", &T::total), field("featured", &T::featured)};
  }
};

// A seek taken: the game and its changed rules, the players, whether rated, and the seconds
// before a bot is offered.
struct SeekingMessage {
  std::string game;
  ChangedRules rules_changed;
  int players = 0;
  bool rated = false;
  double bot_after = 0;
  static constexpr std::string_view kTypeName = "SeekingMessage", kKind = "seeking", kTagKey = "type";
  static constexpr auto fields() {
    using T = SeekingMessage;
    return std::tuple{field("game", &T::game), field("rules_changed", &T::rules_changed),
                      field("players", &T::players), field("rated", &T::rated),
                      field("bot_after", &T::bot_after)};
  }
};

struct BotOfferMessage {
  std::string bot;
  static constexpr std::string_view kTypeName = "BotOfferMessage", kKind = "bot_offer", kTagKey = "type";
  static constexpr auto fields() { return std::tuple{field("bot", &BotOfferMessage::bot)}; }
};

// A seek met: the room, this person's seat and the seat's token (to this socket only).
struct PairedMessage {
  std::string room;
  int seat = 0;
  std::string token;
  static constexpr std::string_view kTypeName = "PairedMessage", kKind = "paired", kTagKey = "type";
  static constexpr auto fields() {
    return std::tuple{field("room", &PairedMessage::room), field("seat", &PairedMessage::seat),
                      field("token", &PairedMessage::token)};
  }
};

struct CancelledMessage {
  static constexpr std::string_view kTypeName = "CancelledMessage", kKind = "cancelled", kTagKey = "type";
  static constexpr auto fields() { return std::tuple{}; }
};

// A row of a tournament's standings (docs/tournaments.md): an arena's points are whole, a
// duplicate tournament's the sum of its games' scores; `streak` the wins in a row at the end;
// `account` the account's name, as elsewhere (null once the account is deleted).
struct TournamentStandingRow {
  int rank = 0;
  std::string name;
  Nullable<std::string> account;
  double score = 0;
  int games = 0, streak = 0;
  static constexpr std::string_view kTypeName = "TournamentStandingRow";
  static constexpr auto fields() {
    using T = TournamentStandingRow;
    return std::tuple{field("rank", &T::rank),   field("name", &T::name),   field("account", &T::account),
                      field("score", &T::score), field("games", &T::games), field("streak", &T::streak)};
  }
};

// A watched tournament's standings (its first rows), when they change and on watching; `status`
// upcoming, running, finished or cancelled.
struct TournamentStandingsMessage {
  std::string id, status;
  int64_t entrants = 0;
  std::vector<TournamentStandingRow> standings;
  static constexpr std::string_view kTypeName = "TournamentStandingsMessage", kKind = "tournament_standings",
                                    kTagKey = "type";
  static constexpr auto fields() {
    using T = TournamentStandingsMessage;
    return std::tuple{field("id", &T::id), field("status", &T::status), field("entrants", &T::entrants),
                      field("standings", &T::standings)};
  }
};

// An entrant's next game of an arena, to its own sockets only: the room, its seat and its token.
struct TournamentPairedMessage {
  std::string id, room;
  int seat = 0;
  std::string token;
  static constexpr std::string_view kTypeName = "TournamentPairedMessage", kKind = "tournament_paired",
                                    kTagKey = "type";
  static constexpr auto fields() {
    using T = TournamentPairedMessage;
    return std::tuple{field("id", &T::id), field("room", &T::room), field("seat", &T::seat), field("token", &T::token)};
  }
};

using LobbyMessage = std::variant<LobbyTablesMessage, TableAddedMessage, TableRemovedMessage, GamesLiveMessage,
                                  SeekingMessage, BotOfferMessage, PairedMessage, CancelledMessage, PongMessage,
                                  ErrorMessage, TournamentStandingsMessage, TournamentPairedMessage>;

// The union under its name in the generated types.
const TypeSchema& lobby_message_schema();

}  // namespace cubilete
