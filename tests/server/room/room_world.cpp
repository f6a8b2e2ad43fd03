#include "room_world.h"

#include <algorithm>
#include <stdexcept>

#include "accounts/game_outcome.h"
#include "core/error.h"
#include "present/view_json.h"
#include "server/room/room_request.h"
#include "server/tokens.h"

namespace cubilete::test {

namespace {
constexpr const char* kCode = "WRLD23";
constexpr int kMostSteps = 20000;  // settle() gives up beyond this: a room that never waits
}  // namespace

json game_of(const std::string& game, const json& seats, const json& extra) {
  json body = {{"game", game}, {"seats", seats}};
  body.update(extra);
  return body;
}
json two_people() { return json::array({json::object(), json::object()}); }
json person_and_bot() { return json::array({json::object(), {{"bot", "random"}}}); }

const Socket& other_than(const std::vector<Socket>& people, const Socket& p) {
  return people[0].id == p.id ? people[1] : people[0];
}

server::ServerConfig RoomWorld::default_config() {
  server::ServerConfig c;
  c.bot_delay_ms = 700;
  c.rooms_per_minute = c.joins_per_minute = c.chats_per_minute = c.connects_per_minute = 0;
  c.sockets_per_address = 0;
  c.rule_sets_per_hour = 0;
  return c;
}

RoomWorld::RoomWorld(const json& body, server::ServerConfig config, bool shared_store, const std::string& daily)
    : config_(std::move(config)), shared_store_(shared_store), server_seed_(32, 7) {
  auto parsed = server::parse_room_request(body);
  if (auto* error = std::get_if<server::ProtocolError>(&parsed))
    throw std::invalid_argument("the room's body is refused: " + error->code + ": " + error->message);
  const auto& request = std::get<server::RoomRequest>(parsed);
  const std::string token = server::new_token();
  auto made = server::new_room(request, server_seed_, server::token_hash(token), now);
  made.record.code = kCode;
  made.record.daily = daily;
  tokens.assign(made.record.seats.size(), "");
  machine_ = std::make_unique<room::Machine>(config_, shared_store_, made.record, server_seed_);
  const room::ReplyId reply = ++last_reply_;
  run(room::Create{made.creator_seat, token, "10.0.0.1", reply});
  answer_write();
  created = answers.at(reply).body;
  if (answers.at(reply).status == 201 && made.creator_seat >= 0) tokens[size_t(made.creator_seat)] = token;
}

const room::Effects& RoomWorld::run(room::Command command) {
  last_ = machine_->handle(now, std::move(command));
  for (auto& effect : last_) file(effect);
  return last_;
}

void RoomWorld::file(room::Effect& effect) {
  std::visit(
      [this](auto& e) {
        using E = std::decay_t<decltype(e)>;
        if constexpr (std::is_same_v<E, room::Send>) {
          check_secrets(e);
          inbox_[e.to].push_back(json::parse(*e.text));
        } else if constexpr (std::is_same_v<E, room::Close>) {
          closed[e.watcher] = e.reason;
        } else if constexpr (std::is_same_v<E, room::Respond>) {
          // An answer carries no token but the one it gives.
          const std::string text = e.answer.body.dump();
          const std::string given = e.answer.body.value("token", "");
          for (const auto& token : tokens) {
            if (!token.empty() && token != given) {
              EXPECT_EQ(text.find(token), std::string::npos) << text;
            }
          }
          if (e.answer.status == 200 && !given.empty()) tokens[e.answer.body["seat"].template get<size_t>()] = given;
          answers[e.reply] = e.answer;
        } else if constexpr (std::is_same_v<E, room::Persist>) {
          writes.push_back(e);
        } else if constexpr (std::is_same_v<E, room::ArmTimer>) {
          timers[{e.timer, e.seat}] = e;
        } else if constexpr (std::is_same_v<E, room::CancelTimer>) {
          timers.erase({e.timer, e.seat});
        } else if constexpr (std::is_same_v<E, room::ThinkBot> || std::is_same_v<E, room::ComputeHint> ||
                             std::is_same_v<E, room::ComputeResult> || std::is_same_v<E, room::ReadRatings>) {
          work.push_back(e);
        } else if constexpr (std::is_same_v<E, room::CreateRematch>) {
          rematches.push_back(e.like);
        } else if constexpr (std::is_same_v<E, room::MakeMembers>) {
          members_asked.push_back(e);
        } else if constexpr (std::is_same_v<E, room::ReportToMatch>) {
          reports.push_back(e);
        } else if constexpr (std::is_same_v<E, room::TellMembers>) {
          told.push_back(e);
        } else if constexpr (std::is_same_v<E, room::CancelWork>) {
          ++work_cancelled;
        } else if constexpr (std::is_same_v<E, room::Forget>) {
          ++forgotten;
        } else if constexpr (std::is_same_v<E, room::Log>) {
          for (const auto& token : tokens) {
            if (!token.empty()) {
              EXPECT_EQ(e.line.find(token), std::string::npos) << "a token in the log: " << e.line;
            }
          }
          log.push_back(e.line);
        }
      },
      effect);
}

void RoomWorld::check_secrets(const room::Send& send) {
  const std::string& text = *send.text;
  const auto socket = sockets_.find(send.to);
  const std::string own = socket == sockets_.end() ? "" : socket->second.token;
  for (const auto& token : tokens) {
    if (!token.empty() && token != own) {
      EXPECT_EQ(text.find(token), std::string::npos) << "socket " << send.to << " got another seat's token: " << text;
    }
  }
  const auto m = json::parse(text);
  if (m["type"] != "state") return;
  // The state is the receiving seat's: the seat its token holds (a spectator: none) ...
  int holder = -1;
  for (size_t i = 0; i < tokens.size(); ++i)
    if (!own.empty() && tokens[i] == own) holder = int(i);
  ASSERT_EQ(m["seat"], holder >= 0 ? json(holder) : json(nullptr)) << text;
  const int viewer = holder >= 0 ? holder : kSpectator;
  // ... its view is the game's own view for that viewer at the version it names ...
  const auto& game = parts().game;
  const uint64_t v = m["version"];
  const bool waiting = m["status"] == "waiting" || !game.table;  // a match shows its preview all its life
  const json expected = waiting ? view_json(*game.preview, viewer) : view_json(*game.table->state_at(v), viewer);
  EXPECT_EQ(m["view"], expected) << "socket " << send.to << " (seat " << holder << ") at version " << v;
  // ... the legal actions go only to the seat to move ...
  if (!m["legal"].empty()) {
    EXPECT_EQ(m["to_move"], holder) << text;
  }
  // ... and the events since its last state are named as that viewer may know them.
  auto& last = versions_[send.to];
  const uint64_t from = waiting ? v : last ? *last : (v > 200 ? v - 200 : 0);
  ASSERT_EQ(m["events"].size(), v - from) << text;
  ASSERT_EQ(m["moves"].size(), v - from) << text;
  for (uint64_t i = from; i < v; ++i) {
    const auto& logged = game.table->log()[i];
    EXPECT_EQ(m["events"][i - from], logged.name_for(viewer));
    // ... and structured, as that viewer may know them, with who decided them.
    json move = json::parse(logged.move_for(viewer));
    move["by"] = decider_name(logged.by);
    move["seat"] = logged.actor >= 0 ? json(logged.actor) : json(nullptr);
    EXPECT_EQ(m["moves"][i - from], move) << text;
  }
  ASSERT_EQ(m["legal_moves"].size(), m["legal"].size()) << text;
  last = v;
}

void RoomWorld::apply_to_store(room::StoreWrite& write, std::string& error) {
  std::visit(
      [&](auto& w) {
        using W = std::decay_t<decltype(w)>;
        if constexpr (std::is_same_v<W, room::write::CreateRoom>) {
          stored = *w.record;
        } else if constexpr (std::is_same_v<W, room::write::UpdateSeat>) {
          stored.seats.at(size_t(w.seat)) = w.record;
        } else if constexpr (std::is_same_v<W, room::write::StartGame>) {
          stored.seed = w.seed;
          stored.status = store::RoomStatus::Playing;
        } else if constexpr (std::is_same_v<W, room::write::SetStatus>) {
          stored.status = w.status;
        } else if constexpr (std::is_same_v<W, room::write::FinishGame>) {
          // As store::finish_game does to the room (the accounts' rows are the stores' tests'),
          // refusing the ends it refuses.
          error = accounts::outcome_problem(w.end.outcome, int(stored.seats.size()));
          if (!error.empty()) return;
          stored.abandoned_by = w.end.outcome.abandoned_by;
          stored.status = store::RoomStatus::Over;
          ++games_finished;
        } else if constexpr (std::is_same_v<W, room::write::KeepSeat>) {
          stored.seats.at(size_t(w.seat)).account = w.account;
          stored.seats.at(size_t(w.seat)).name = w.name;
        } else if constexpr (std::is_same_v<W, room::write::SetRematch>) {
          stored.rematch = w.code;
        } else if constexpr (std::is_same_v<W, room::write::AppendActions>) {
          // As the stores do: action k is written once, right after action k - 1.
          if (w.first_index != stored.actions.size()) {
            error = "action " + std::to_string(w.first_index) + " is not the next one (" +
                    std::to_string(stored.actions.size()) + ")";
            return;
          }
          stored.actions.insert(stored.actions.end(), w.actions.begin(), w.actions.end());
          stored.decided_by.insert(stored.decided_by.end(), w.decided_by.begin(), w.decided_by.end());
          stored.entered_by.insert(stored.entered_by.end(), w.entered_by.begin(), w.entered_by.end());
        } else if constexpr (std::is_same_v<W, room::write::TakeBackActions>) {
          // As the stores do: only entered actions, and only ones that are there.
          if (!stored.dice_entered || w.first_index >= stored.actions.size()) {
            error = "no entered action " + std::to_string(w.first_index) + " to take back";
            return;
          }
          stored.actions.resize(w.first_index);
          stored.decided_by.resize(std::min(stored.decided_by.size(), size_t(w.first_index)));
          stored.entered_by.resize(std::min(stored.entered_by.size(), size_t(w.first_index)));
        } else if constexpr (std::is_same_v<W, room::write::AppendChat>) {
          stored.chat.push_back(w.line);
        }
      },
      write);
}

void RoomWorld::answer_write(const std::string& error) {
  if (writes.empty()) throw std::logic_error("no write waits for the store");
  auto write = std::move(writes.front());
  writes.pop_front();
  std::string outcome = error;
  if (outcome.empty()) apply_to_store(write.write, outcome);
  if (!std::holds_alternative<room::ticket::None>(write.then)) run(room::StoreAnswer{write.then, outcome});
}

void RoomWorld::answer_writes() {
  while (!writes.empty()) answer_write();
}

void RoomWorld::run_work() {
  if (work.empty()) throw std::logic_error("no work waits for the workers");
  auto next = std::move(work.front());
  work.pop_front();
  if (auto* bot = std::get_if<room::ThinkBot>(&next)) {
    room::BotAnswer answer{bot->seat, bot->stand_in, bot->by, bot->version, 0, {}, false};
    try {
      answer.chosen = bot->work();
    } catch (const std::exception& e) {
      answer.failure = e.what();
    }
    run(std::move(answer));
  } else if (auto* hint = std::get_if<room::ComputeHint>(&next)) {
    run(hint->work());
  } else if (auto* result = std::get_if<room::ComputeResult>(&next)) {
    run(result->work());
  } else if (std::get_if<room::ReadRatings>(&next)) {
    run(room::RatingsRead{rating_changes, {}});  // what the store would read back
  }
}

void RoomWorld::fire(room::Timer timer, int seat) {
  auto it = timers.find({timer, seat});
  if (it == timers.end()) throw std::logic_error("that timer is not armed");
  const auto armed = it->second;
  timers.erase(it);
  now += armed.after_ms;
  run(room::TimerFired{timer, seat, armed.generation});
}

void RoomWorld::settle() {
  for (int step = 0; step < kMostSteps; ++step) {
    if (!writes.empty()) answer_write();
    else if (!work.empty()) run_work();
    else if (armed(room::Timer::Bot)) fire(room::Timer::Bot);
    else return;
  }
  throw std::runtime_error("the room does not settle");
}

room::ReplyId RoomWorld::request_join(const json& body, const std::string& client) {
  const room::ReplyId reply = ++last_reply_;
  run(room::Join{body, client, server::new_token(), reply, 0, ""});
  return reply;
}

server::HttpAnswer RoomWorld::join(const json& body, const std::string& client) {
  const room::ReplyId reply = request_join(body, client);
  if (!answers.count(reply)) answer_write();  // the seat's write
  return answers.at(reply);
}

Socket RoomWorld::connect(const std::string& token, const std::string& client) {
  Socket s{++last_socket_, -1, token};
  sockets_[s.id] = s;
  run(room::Connect{s.id, token, client});
  if (const auto* w = machine_->watcher(s.id)) s.seat = w->seat;
  sockets_[s.id] = s;
  return s;
}

void RoomWorld::act(const Socket& s, const std::string& action) {
  run(room::Act{s.id, action, latest(s)["version"].get<uint64_t>()});
}

std::vector<Socket> RoomWorld::seat_everyone() {
  const int seats = parts().seats.size();
  for (int i = 0; i < seats; ++i) {
    if (!parts().seats[i].taken()) {
      EXPECT_EQ(join({{"seat", i}}).status, 200);
    }
  }
  std::vector<Socket> people;
  people.resize(size_t(seats));
  for (int i = 0; i < seats; ++i)
    if (!parts().seats[i].is_bot()) people[size_t(i)] = connect_seat(i);
  settle();
  return people;
}

const Socket* RoomWorld::mover(const std::vector<Socket>& people) {
  for (const auto& p : people)
    if (p.id != 0 && latest(p)["to_move"] == p.seat && !latest(p)["legal"].empty()) return &p;
  return nullptr;
}

void RoomWorld::play_out(const std::vector<Socket>& people, uint64_t seed, int most_actions) {
  std::mt19937_64 rng(seed);
  for (int i = 0; i < most_actions; ++i) {
    settle();
    if (parts().game.result) return;
    const Socket* p = mover(people);
    if (!p) throw std::runtime_error("nobody is to move and the game is not over");
    const auto legal = latest(*p)["legal"];
    act(*p, legal[rng() % legal.size()]);
  }
  throw std::runtime_error("the game did not end");
}

json RoomWorld::latest(const Socket& s, const std::string& type) {
  const auto& all = inbox_[s.id];
  for (auto it = all.rbegin(); it != all.rend(); ++it)
    if ((*it)["type"] == type) return *it;
  throw std::runtime_error("socket " + std::to_string(s.id) + " received no " + type);
}

std::vector<json> RoomWorld::take(const Socket& s) {
  const auto& all = inbox_[s.id];
  auto& taken = taken_[s.id];
  std::vector<json> out(all.begin() + std::ptrdiff_t(taken), all.end());
  taken = all.size();
  return out;
}

std::vector<json> RoomWorld::take_of(const Socket& s, const std::string& type) {
  std::vector<json> out;
  for (auto& m : take(s))
    if (m["type"] == type) out.push_back(std::move(m));
  return out;
}

std::vector<std::string> RoomWorld::errors(const Socket& s) {
  std::vector<std::string> out;
  for (const auto& m : take_of(s, "error")) out.push_back(m["code"]);
  return out;
}

void RoomWorld::restart() {
  store::RoomRecord record = stored;
  auto actions = std::move(record.actions);
  auto decided_by = std::move(record.decided_by);
  // What a dead process held in memory is gone: its sockets, timers, work and unanswered writes.
  writes.clear();
  work.clear();
  timers.clear();
  inbox_.clear();
  taken_.clear();
  sockets_.clear();
  versions_.clear();
  machine_ = std::make_unique<room::Machine>(config_, shared_store_, record, server_seed_);
  run(room::Restore{actions, decided_by});
}

}  // namespace cubilete::test
