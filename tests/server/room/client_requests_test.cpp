// What the browser sends, as present/client_requests.h declares it, is what the server reads
// (server/protocol.h, server/room/room_request.h, server/lobby/lobby_messages.h): every declared
// message type and every declared key of POST /api/rooms and of a seek is accepted, and a refusal
// names the declared ones.
#include <gtest/gtest.h>

#include <algorithm>

#include <nlohmann/json.hpp>

#include "present/client_requests.h"
#include "present/json_sink.h"
#include "server/lobby/lobby_messages.h"
#include "server/protocol.h"
#include "server/room/room_request.h"

namespace cubilete::server {
namespace {

const ProtocolError* client_refusal(const std::variant<ClientMessage, ProtocolError>& read) {
  return std::get_if<ProtocolError>(&read);
}

TEST(ClientRequests, EveryDeclaredSocketMessageIsReadAsItsType) {
  EnterRequest enter;
  enter.final = std::vector<int>{3, 3, 3, 5, 5};
  enter.served = true;
  enter.version = 4;
  const std::vector<RoomClientMessage> messages = {ActRequest{"keep 3 3", 7}, HintRequest{}, ChatRequest{"boa sorte"},
                                                   RematchRequest{}, ClaimRequest{}, PingRequest{}, enter,
                                                   UndoRequest{9}};
  ASSERT_EQ(messages.size(), KindsOf<RoomClientMessage>::kinds.size()) << "one of each declared type";
  const ClientMessage::Type types[] = {ClientMessage::Type::Act,     ClientMessage::Type::Hint,
                                       ClientMessage::Type::Chat,    ClientMessage::Type::Rematch,
                                       ClientMessage::Type::Claim,   ClientMessage::Type::Ping,
                                       ClientMessage::Type::Enter,   ClientMessage::Type::Undo};
  for (size_t i = 0; i < messages.size(); ++i) {
    const std::string text = described_text(messages[i]);
    const auto read = parse_client_message(text);
    ASSERT_EQ(client_refusal(read), nullptr) << text << ": " << client_refusal(read)->message;
    EXPECT_EQ(std::get<ClientMessage>(read).type, types[i]) << text;
  }
  const auto act = std::get<ClientMessage>(parse_client_message(described_text(RoomClientMessage{ActRequest{"throw", 12}})));
  EXPECT_EQ(act.action, "throw");
  EXPECT_EQ(act.version, 12u);
  EXPECT_EQ(std::get<ClientMessage>(parse_client_message(R"({"type":"chat","text":"¡hola!"})")).text, "¡hola!");
  const auto final = std::get<ClientMessage>(parse_client_message(described_text(RoomClientMessage{enter})));
  EXPECT_EQ(final.faces, (std::vector<int>{3, 3, 3, 5, 5}));
  EXPECT_TRUE(final.final && final.served && final.versioned);
  EXPECT_EQ(final.version, 4u);
  // A face out of 1 to 6 is the game's refusal (bad_dice, in words), not the message's.
  const auto seven = std::get<ClientMessage>(parse_client_message(R"({"type":"enter","dice":[3,1,7]})"));
  EXPECT_EQ(seven.faces, (std::vector<int>{3, 1, 7}));
  EXPECT_FALSE(seven.final || seven.versioned);
}

TEST(ClientRequests, AnEnterMessageOfTheWrongShapeIsRefused) {
  for (const char* raw : {R"({"type":"enter"})", R"({"type":"enter","dice":[1],"final":[1]})",
                          R"({"type":"enter","dice":"31552"})", R"({"type":"enter","dice":[3,"1"]})",
                          R"({"type":"enter","dice":[3,1.5]})", R"({"type":"enter","dice":[1,2,3,4,5,6,1,2,3,4,5,6,1]})",
                          R"({"type":"enter","dice":[1,2,3],"served":true})", R"({"type":"enter","final":[1],"served":1})",
                          R"({"type":"enter","dice":[1],"version":-2})", R"({"type":"enter","dice":[100000000000]})"}) {
    const auto read = parse_client_message(raw);
    ASSERT_NE(client_refusal(read), nullptr) << raw;
    EXPECT_EQ(client_refusal(read)->code, "bad_message") << raw;
    EXPECT_FALSE(client_refusal(read)->message.empty()) << raw;
  }
}

TEST(ClientRequests, AnUnknownOrMissingTypeIsRefusedNamingEveryDeclaredOne) {
  for (const char* raw : {R"({"type":"shout"})", R"({"action":"throw"})"}) {
    const auto read = parse_client_message(raw);
    ASSERT_NE(client_refusal(read), nullptr) << raw;
    for (const auto kind : KindsOf<RoomClientMessage>::kinds)
      EXPECT_NE(client_refusal(read)->message.find(std::string(kind)), std::string::npos) << raw << " names " << kind;
  }
  EXPECT_EQ(client_refusal(parse_client_message(R"({"type":"shout"})"))->code, "unknown_type");
  EXPECT_EQ(client_refusal(parse_client_message(R"({"type":"act","action":"throw"})"))->code, "bad_message");
  EXPECT_EQ(client_refusal(parse_client_message(R"({"type":"act","action":"throw","version":-1})"))->code, "bad_message");
  EXPECT_EQ(client_refusal(parse_client_message(R"({"type":"undo"})"))->code, "bad_message");
  EXPECT_EQ(std::get<ClientMessage>(parse_client_message(R"({"type":"undo","version":9})")).version, 9u);
}

TEST(ClientRequests, EveryDeclaredKeyOfANewRoomIsRead) {
  const nlohmann::json body = {{"game", "generala"},
                               {"rules", {{"straight_wraps", true}, {"generala_points", 50}}},
                               {"seats", {{{"name", "Ana"}}, {{"bot", "greedy"}}}},
                               {"name", "Ana"},
                               {"client_seed", "dados-da-ana"},
                               {"turn_seconds", 45},
                               {"hints", "off"},
                               {"rated", false},
                               {"public", true},
                               {"language", "es-AR"},
                               {"mode", "duplicate"},
                               {"dice", "drawn"}};
  std::vector<std::string> keys;
  for (const auto& [key, value] : body.items()) keys.push_back(key);
  std::vector<std::string> declared;
  for (const auto key : declared_keys<CreateRoomBody>()) declared.emplace_back(key);
  std::sort(declared.begin(), declared.end());
  ASSERT_EQ(keys, declared) << "the body sets every declared key";

  const auto read = parse_room_request(body);
  ASSERT_TRUE(std::holds_alternative<RoomRequest>(read)) << std::get<ProtocolError>(read).message;
  const auto& r = std::get<RoomRequest>(read);
  EXPECT_EQ(r.entry->description.info.id, "generala");
  ASSERT_EQ(r.seats.size(), 2u);
  EXPECT_EQ(r.seats[0].name, "Ana");
  EXPECT_EQ(r.seats[1].bot, "greedy");
  EXPECT_EQ(r.name, "Ana");
  EXPECT_EQ(r.client_seed, "dados-da-ana");
  EXPECT_EQ(r.turn_seconds, 45);
  EXPECT_FALSE(r.hints);
  EXPECT_FALSE(r.rated);
  EXPECT_TRUE(r.listed);
  EXPECT_EQ(r.language, "es-AR");
  EXPECT_TRUE(r.duplicate);
  EXPECT_NE(std::find(r.rules.begin(), r.rules.end(), std::pair<std::string, std::string>{"straight_wraps", "true"}),
            r.rules.end());
  EXPECT_NE(std::find(r.rules.begin(), r.rules.end(), std::pair<std::string, std::string>{"dice", "duplicate"}),
            r.rules.end());
  // Ranked by points on the same dice, as the daily challenge is: a served generala wins nothing.
  EXPECT_NE(std::find(r.rules.begin(), r.rules.end(),
                      std::pair<std::string, std::string>{"served_generala_wins", "false"}),
            r.rules.end());
}

TEST(ClientRequests, AnUnknownKeyOrWordOfANewRoomIsRefusedNamingTheDeclaredOnes) {
  const nlohmann::json seats = {nlohmann::json::object(), {{"bot", "greedy"}}};
  const auto message = [](const nlohmann::json& body) {
    const auto read = parse_room_request(body);
    return std::holds_alternative<ProtocolError>(read) ? std::get<ProtocolError>(read).message : std::string("accepted");
  };
  const auto unknown = message({{"game", "generala"}, {"seats", seats}, {"colour", "red"}});
  for (const auto key : declared_keys<CreateRoomBody>())
    EXPECT_NE(unknown.find(std::string(key)), std::string::npos) << unknown << " names " << key;
  const auto seat = message({{"game", "generala"}, {"seats", {{{"robot", "greedy"}}, nlohmann::json::object()}}});
  EXPECT_NE(seat.find("bot, name"), std::string::npos) << seat;
  const auto language = message({{"game", "generala"}, {"seats", seats}, {"language", "fr"}});
  EXPECT_NE(language.find("pt-BR, es-AR, en"), std::string::npos) << language;
  EXPECT_NE(message({{"game", "generala"}, {"seats", seats}, {"language", 7}}).find("pt-BR"), std::string::npos);
  EXPECT_NE(message({{"game", "generala"}, {"seats", seats}, {"hints", "maybe"}}).find("\"on\""), std::string::npos);
  EXPECT_NE(message({{"game", "generala"}, {"seats", seats}, {"dice", "rolled"}}).find("\"entered\""), std::string::npos);
}

// A score sheet's room: people only, never rated, no clock, not listed; hints off unless asked.
TEST(ClientRequests, ARoomOfEnteredDiceIsOnlyForPeopleAtOneTable) {
  const nlohmann::json people = {nlohmann::json::object(), nlohmann::json::object()};
  const auto read = [&](nlohmann::json extra) {
    nlohmann::json body = {{"game", "generala"}, {"seats", people}, {"dice", "entered"}};
    for (const auto& [key, value] : extra.items()) body[key] = value;
    return parse_room_request(body);
  };
  const auto sheet = read(nlohmann::json::object());
  ASSERT_TRUE(std::holds_alternative<RoomRequest>(sheet)) << std::get<ProtocolError>(sheet).message;
  EXPECT_TRUE(std::get<RoomRequest>(sheet).dice_entered);
  EXPECT_FALSE(std::get<RoomRequest>(sheet).hints);
  EXPECT_TRUE(std::get<RoomRequest>(read({{"hints", "on"}})).hints);
  EXPECT_FALSE(std::get<RoomRequest>(read({{"dice", "drawn"}})).dice_entered);
  const std::vector<std::pair<nlohmann::json, std::string>> refused = {
      {{{"rated", true}}, "never rated"},
      {{{"seats", {nlohmann::json::object(), {{"bot", "greedy"}}}}}, "no bots"},
      {{{"turn_seconds", 60}}, "no turn clock"},
      {{{"public", true}}, "not listed"},
      {{{"mode", "duplicate"}}, "drawn"},
      {{{"game", "damma"}}, "keeps no score sheet"},
  };
  for (const auto& [extra, why] : refused) {
    const auto r = read(extra);
    ASSERT_TRUE(std::holds_alternative<ProtocolError>(r)) << extra.dump();
    EXPECT_EQ(std::get<ProtocolError>(r).code, "bad_request") << extra.dump();
    EXPECT_NE(std::get<ProtocolError>(r).message.find(why), std::string::npos) << std::get<ProtocolError>(r).message;
  }
}

TEST(ClientRequests, EveryDeclaredLobbyMessageAndSeekKeyIsRead) {
  SeekRequest seek;
  seek.game = "generala";
  seek.rules.emplace().emplace_back("straight_wraps", TypedRuleValue{OptionType::Bool, "true"});
  seek.rated = false;
  seek.bot_after = 12.5;
  seek.name = "Bia";
  seek.language = TableLanguage::PtBr;
  seek.client_seed = "dados-da-bia";
  WatchTournamentRequest watch;
  watch.id = "h2026120219";
  watch.client_seed = "dados-da-bia";
  const std::vector<LobbyClientMessage> messages = {seek, CancelRequest{}, AcceptBotRequest{}, PingRequest{}, watch};
  ASSERT_EQ(messages.size(), KindsOf<LobbyClientMessage>::kinds.size()) << "one of each declared type";
  for (const auto& message : messages) {
    const std::string text = described_text(message);
    const auto read = lobby::parse_lobby_message(text);
    ASSERT_TRUE(std::holds_alternative<lobby::LobbyMessage>(read)) << text << ": " << std::get<ProtocolError>(read).message;
    EXPECT_EQ(std::get<lobby::LobbyMessage>(read).index(), message.index()) << text;
  }
  const auto read = std::get<lobby::SeekMessage>(std::get<lobby::LobbyMessage>(lobby::parse_lobby_message(described_text(
      LobbyClientMessage{seek}))));
  EXPECT_EQ(read.entry->description.info.id, "generala");
  EXPECT_EQ(read.bot_after_ms, 12500);
  EXPECT_EQ(read.name, "Bia");
  EXPECT_EQ(read.language, "pt-BR");
  EXPECT_EQ(read.client_seed, "dados-da-bia");
  EXPECT_NE(std::find(read.rules.begin(), read.rules.end(), std::pair<std::string, std::string>{"straight_wraps", "true"}),
            read.rules.end());

  const auto watched = std::get<lobby::TournamentMessage>(
      std::get<lobby::LobbyMessage>(lobby::parse_lobby_message(described_text(LobbyClientMessage{watch}))));
  EXPECT_EQ(watched.id, "h2026120219");
  EXPECT_EQ(watched.client_seed, "dados-da-bia");
  const auto bad_watch = lobby::parse_lobby_message(R"({"type":"tournament","id":"x","colour":"red"})");
  ASSERT_TRUE(std::holds_alternative<ProtocolError>(bad_watch));
  for (const auto key : declared_keys<WatchTournamentRequest>())
    EXPECT_NE(std::get<ProtocolError>(bad_watch).message.find(std::string(key)), std::string::npos) << key;

  const auto refused = lobby::parse_lobby_message(R"({"type":"seek","game":"generala","colour":"red"})");
  ASSERT_TRUE(std::holds_alternative<ProtocolError>(refused));
  for (const auto key : declared_keys<SeekRequest>())
    EXPECT_NE(std::get<ProtocolError>(refused).message.find(std::string(key)), std::string::npos) << key;
  const auto unknown = lobby::parse_lobby_message(R"({"type":"watch"})");
  ASSERT_TRUE(std::holds_alternative<ProtocolError>(unknown));
  for (const auto kind : KindsOf<LobbyClientMessage>::kinds)
    EXPECT_NE(std::get<ProtocolError>(unknown).message.find(std::string(kind)), std::string::npos) << kind;
}

}  // namespace
}  // namespace cubilete::server
