#pragma once
// What the browser sends the online table: the body of POST /api/rooms, a room socket's messages
// and the lobby socket's, declared once (core/describe.h). The browser's types of them are
// generated from here (present/protocol_types.h); the server reads them with checks of its own
// that say what is wrong (server/room/room_request.h, server/protocol.h,
// server/lobby/lobby_messages.h), and takes the keys and message types it knows from these
// declarations, so a name cannot be added to one side alone.
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <variant>
#include <vector>

#include "core/describe.h"
#include "present/room_status.h"
#include "present/rule_values.h"

namespace cubilete {

// A seat as the creator asks for it: a bot by its name (with settings, "alphabeta:depth=6"), or a
// person (no bot), who may be named.
struct SeatRequestBody {
  std::optional<std::string> bot, name;
  static constexpr std::string_view kTypeName = "SeatRequest";
  static constexpr auto fields() {
    return std::tuple{field("bot", &SeatRequestBody::bot), field("name", &SeatRequestBody::name)};
  }
};

// The language a room's creator plays in, shown in the lobby's list.
enum class TableLanguage { PtBr, EsAr, En };
constexpr EnumNames<3> enum_names(TableLanguage) { return {"TableLanguage", {"pt-BR", "es-AR", "en"}}; }

// POST /api/rooms: the game, the options changed (each as its type: true, 3, "any"), the seats in
// order, the creator's name and client seed, the turn clock in seconds (0: none), hints, whether
// it is rated (every person seat an account's) and listed in the lobby while it waits, and how
// its seats play.
struct CreateRoomBody {
  std::string game;
  std::optional<Entries<TypedRuleValue, std::string>> rules;
  std::vector<SeatRequestBody> seats;
  std::optional<std::string> name, client_seed;
  std::optional<int> turn_seconds;
  std::optional<Hints> hints;
  std::optional<bool> rated, listed;
  std::optional<TableLanguage> language;
  std::optional<RoomMode> mode;
  std::optional<RoomDice> dice;
  static constexpr std::string_view kTypeName = "CreateRoomRequest";
  static constexpr auto fields() {
    using T = CreateRoomBody;
    return std::tuple{field("game", &T::game),       field("rules", &T::rules),
                      field("seats", &T::seats),     field("name", &T::name),
                      field("client_seed", &T::client_seed), field("turn_seconds", &T::turn_seconds),
                      field("hints", &T::hints),     field("rated", &T::rated),
                      field("public", &T::listed),   field("language", &T::language),
                      field("mode", &T::mode),      field("dice", &T::dice)};
  }
};

// A room socket's messages from a seat or a watcher, told apart by "type": an action with the
// version of the last state it answers, a hint asked for, a chat line, a rematch asked for, a
// claim of a game the others left, a ping.
struct ActRequest {
  std::string action;
  int64_t version = 0;
  static constexpr std::string_view kTypeName = "ActRequest", kKind = "act", kTagKey = "type";
  static constexpr auto fields() {
    return std::tuple{field("action", &ActRequest::action), field("version", &ActRequest::version)};
  }
};
struct HintRequest {
  static constexpr std::string_view kTypeName = "HintRequest", kKind = "hint", kTagKey = "type";
  static constexpr auto fields() { return std::tuple{}; }
};
struct ChatRequest {
  std::string text;
  static constexpr std::string_view kTypeName = "ChatRequest", kKind = "chat", kTagKey = "type";
  static constexpr auto fields() { return std::tuple{field("text", &ChatRequest::text)}; }
};
struct RematchRequest {
  static constexpr std::string_view kTypeName = "RematchRequest", kKind = "rematch", kTagKey = "type";
  static constexpr auto fields() { return std::tuple{}; }
};
struct ClaimRequest {
  static constexpr std::string_view kTypeName = "ClaimRequest", kKind = "claim", kTagKey = "type";
  static constexpr auto fields() { return std::tuple{}; }
};
struct PingRequest {
  static constexpr std::string_view kTypeName = "PingRequest", kKind = "ping", kTagKey = "type";
  static constexpr auto fields() { return std::tuple{}; }
};
// In a room whose dice are entered (docs/sheet.md), from any seat: a throw's faces (`dice`; after
// a keep, the dice rethrown or the whole cup) or a turn's final dice (`final`, `served` when they
// came on its first throw), with the version of the last state it answers when given.
struct EnterRequest {
  std::optional<std::vector<int>> dice, final;
  std::optional<bool> served;
  std::optional<int64_t> version;
  static constexpr std::string_view kTypeName = "EnterRequest", kKind = "enter", kTagKey = "type";
  static constexpr auto fields() {
    using T = EnterRequest;
    return std::tuple{field("dice", &T::dice), field("final", &T::final), field("served", &T::served),
                      field("version", &T::version)};
  }
};
// In a room whose dice are entered, from any seat: the last entry taken back (the throw or the
// choice last entered), answering the state of `version`.
struct UndoRequest {
  int64_t version = 0;
  static constexpr std::string_view kTypeName = "UndoRequest", kKind = "undo", kTagKey = "type";
  static constexpr auto fields() { return std::tuple{field("version", &UndoRequest::version)}; }
};
using RoomClientMessage = std::variant<ActRequest, HintRequest, ChatRequest, RematchRequest, ClaimRequest, PingRequest,
                                       EnterRequest, UndoRequest>;

// The lobby socket's: quick play sought for a game (its options changed, rated or not, after how
// many seconds alone a bot is offered, a guest's name, the language, the person's client seed),
// the seek cancelled, the bot offered taken, a ping.
struct SeekRequest {
  std::string game;
  std::optional<Entries<TypedRuleValue, std::string>> rules;
  std::optional<bool> rated;
  std::optional<double> bot_after;
  std::optional<std::string> name;
  std::optional<TableLanguage> language;
  std::optional<std::string> client_seed;
  static constexpr std::string_view kTypeName = "SeekRequest", kKind = "seek", kTagKey = "type";
  static constexpr auto fields() {
    using T = SeekRequest;
    return std::tuple{field("game", &T::game),   field("rules", &T::rules),       field("rated", &T::rated),
                      field("bot_after", &T::bot_after), field("name", &T::name), field("language", &T::language),
                      field("client_seed", &T::client_seed)};
  }
};
struct CancelRequest {
  static constexpr std::string_view kTypeName = "CancelRequest", kKind = "cancel", kTagKey = "type";
  static constexpr auto fields() { return std::tuple{}; }
};
struct AcceptBotRequest {
  static constexpr std::string_view kTypeName = "AcceptBotRequest", kKind = "accept_bot", kTagKey = "type";
  static constexpr auto fields() { return std::tuple{}; }
};
// A tournament watched (docs/tournaments.md): its standings come now and whenever they change; a
// signed-in entrant watching it is present, so the arena pairs it, with `client_seed` as its part
// of each game's dice. A socket watches one tournament at a time.
struct WatchTournamentRequest {
  std::string id;
  std::optional<std::string> client_seed;
  static constexpr std::string_view kTypeName = "WatchTournamentRequest", kKind = "tournament", kTagKey = "type";
  static constexpr auto fields() {
    using T = WatchTournamentRequest;
    return std::tuple{field("id", &T::id), field("client_seed", &T::client_seed)};
  }
};
using LobbyClientMessage = std::variant<SeekRequest, CancelRequest, AcceptBotRequest, PingRequest, WatchTournamentRequest>;

// The schemas of the sockets' client messages, named RoomClientMessage and LobbyClientMessage.
const TypeSchema& room_client_message_schema();
const TypeSchema& lobby_client_message_schema();

// The keys of a described struct, and the tags of a union's kinds, in their declared order: what
// a reader accepts and names when it refuses something else.
template <Described T>
std::vector<std::string_view> declared_keys() {
  return std::apply([](const auto&... f) { return std::vector<std::string_view>{f.key...}; }, T::fields());
}
template <class Variant>
struct KindsOf;
template <class... Ts>
struct KindsOf<std::variant<Ts...>> {
  static constexpr std::array<std::string_view, sizeof...(Ts)> kinds{Ts::kKind...};
};

}  // namespace cubilete
