#pragma once
// Test harness for the online table: the real `cubilete serve` process on a loopback port with
// its own SQLite file, an HTTP client, and a WebSocket client that keeps every frame it received
// (so tests can read every message a seat got). Every wait is bounded.
#include <nlohmann/json.hpp>

#include <chrono>
#include <map>
#include <memory>
#include <random>
#include <string>
#include <vector>

namespace cubilete::test {

using nlohmann::json;
using namespace std::chrono_literals;

// A fresh temporary folder, removed with its contents at destruction.
class TempDir {
 public:
  TempDir();
  ~TempDir();
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

class ServerProcess {
 public:
  // Starts `cubilete serve --port 0 --db DB --bot-delay 0 EXTRA...` and waits for its address.
  // `open_files` > 0: the process may hold at most that many descriptors (RLIMIT_NOFILE, soft
  // and hard, so that the server cannot raise it).
  explicit ServerProcess(std::string db, std::vector<std::string> extra = {}, int open_files = 0);
  ~ServerProcess();
  ServerProcess(const ServerProcess&) = delete;
  ServerProcess& operator=(const ServerProcess&) = delete;

  unsigned short port() const { return port_; }
  int pid() const { return pid_; }
  // The first line it printed ("cubilete serve: listening on ...").
  const std::string& banner() const { return banner_; }
  // SIGTERM, then waits (bounded) for a clean exit; returns the exit status (-1 if killed).
  int stop();
  // SIGKILL: the process dies at once, whatever it was doing.
  void kill9();
  // What the process wrote on stderr so far (its log).
  std::string log() const;

 private:
  int pid_ = -1;
  unsigned short port_ = 0;
  std::string log_path_;
  std::string banner_;
};

// Header lines of a request or a response, in order (a name may come more than once).
using Headers = std::vector<std::pair<std::string, std::string>>;

struct HttpResult {
  int status = 0;
  json body;
  std::string raw;
  Headers headers;  // the response's
  // Every value of the response header `name` (case-insensitive), in order.
  std::vector<std::string> header(const std::string& name) const;
};

HttpResult http(unsigned short port, const std::string& method, const std::string& target, const std::string& body = "",
                const Headers& headers = {});
inline HttpResult http_json(unsigned short port, const std::string& method, const std::string& target, const json& body,
                            const Headers& headers = {}) {
  return http(port, method, target, body.dump(), headers);
}

class WsClient {
 public:
  // Connects to /ws?room=ROOM[&token=TOKEN] (a `room` starting with "?": /ws and that query);
  // throws std::runtime_error on failure.
  // `headers`: more lines of the upgrade request (Cookie, Origin).
  WsClient(unsigned short port, const std::string& room, const std::string& token = "", const Headers& headers = {});
  ~WsClient();
  WsClient(const WsClient&) = delete;
  WsClient& operator=(const WsClient&) = delete;

  void send(const json& message);
  void send_raw(const std::string& text);
  // The next message (in order of arrival); throws std::runtime_error after `timeout`.
  json next(std::chrono::milliseconds timeout = 20s);
  // The next message of `type`, skipping (but keeping in frames()) the others.
  json next_of(const std::string& type, std::chrono::milliseconds timeout = 20s);
  // Messages already received and not yet taken by next(), without waiting for more.
  std::vector<json> drain(std::chrono::milliseconds quiet = 100ms);
  // True once the server closed the socket; the close reason then.
  bool closed(std::chrono::milliseconds wait = 0ms);
  std::string close_reason() const;
  // Every text frame received since connecting.
  const std::vector<std::string>& frames() const;
  void close();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// A command run through the shell: its exit status (-1 if it did not exit) and everything it
// printed, standard error included.
struct CommandResult {
  int status;
  std::string out;
};
CommandResult run_command(const std::string& command);

// How many times `part` occurs in `text` (a log's lines of one kind, say), without overlaps.
inline size_t count(const std::string& text, const std::string& part) {
  size_t n = 0;
  for (size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + part.size())) ++n;
  return n;
}

// Whether `part` occurs in `text`.
inline bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// A person at the table: a seat's token and socket, and the latest state it received.
struct Player {
  int seat = -1;
  std::string token;
  std::unique_ptr<WsClient> ws;
  json state;  // the latest state message
  uint64_t max_version_seen = 0;
  std::map<uint64_t, std::string> events_seen;  // action index -> its name, as this seat heard it
  // Keeps a state message as the latest (and what its events told).
  void take_state(const json& m);
};

// Creates a room with `seats` (each {} or {"bot": ...}) and joins every other person seat;
// returns the room code and the people (seat order), each connected.
struct Room {
  std::string code;
  std::string commitment;
  std::vector<Player> people;
};
// The person whose turn it is in their latest state (throws if nobody's is).
Player& mover_of(Room& room);
// `extra`: more fields of the creation body ("hints", "turn_seconds", ...).
Room open_room(unsigned short port, const std::string& game, const json& seats, const json& rules = json::object(),
               const json& extra = json::object());

// Reads messages until a state arrives and keeps it as the player's latest.
const json& await_state(Player& p, std::chrono::milliseconds timeout = 20s);
// One step of random people: takes every state that arrived; if a person is to move, sends one
// random legal action and waits for the answer. False once every person has the final result.
bool play_step(Room& room, std::mt19937_64& rng);
// Steps until the game is over (bounded). Returns the number of actions sent.
int play_randomly(unsigned short port, Room& room, uint64_t seed, int max_actions = 5000);

}  // namespace cubilete::test
