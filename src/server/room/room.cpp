// The actor: the room's machine fed on the strand, and its effects carried out with asio, the
// store, the worker lanes and the registry.
#include "server/room/room.h"

#include <boost/asio/post.hpp>
#include <csignal>

#include <chrono>
#include <type_traits>

#include "accounts/rating_policy.h"
#include "core/overloaded.h"
#include "server/analysis_service.h"
#include "server/address_limits.h"
#include "server/lobby/lobby.h"
#include "server/lobby/room_listing.h"
#include "server/log.h"
#include "server/metrics.h"
#include "server/moderation/moderation.h"
#include "server/wire.h"
#include "server/room/room_registry.h"
#include "server/tokens.h"
#include "server/work_lanes.h"
#include "store/clock.h"

namespace cubilete::server {

namespace asio = boost::asio;

Room::Room(ServerContext& context, store::RoomRecord record, crypto::Bytes server_seed)
    : context_(context),
      strand_(asio::make_strand(context.io)),
      listed_(record.listed),
      language_(record.language),
      machine_(context.config, context.store.rooms().shared(), std::move(record), std::move(server_seed)),
      bot_timer_(strand_),
      turn_timer_(strand_),
      day_end_timer_(strand_) {
  for (int i = 0; i < machine_.parts().seats.size(); ++i)
    away_timers_.push_back(std::make_unique<asio::steady_timer>(strand_));
}

void Room::restore(room::Restore stored) { run(std::move(stored)); }

void Room::create(int creator_seat, const std::string& token, const std::string& client, Reply reply,
                  std::optional<store::DailyAttempt> daily) {
  run(room::Create{creator_seat, token, client, keep(std::move(reply)), std::move(daily)});
}

void Room::join(const nlohmann::json& body, const std::string& client, const Person& person, Reply reply) {
  // The seat's token if the join succeeds: drawn here, where the OS's randomness is.
  run(room::Join{body, client, new_token(), keep(std::move(reply)), person.account, person.name});
}

void Room::keep_seat(const std::string& token, const Person& person, Reply reply) {
  run(room::KeepSeat{token, person.account, person.name, keep(std::move(reply))});
}

void Room::account_gone(int64_t account) { run(room::AccountGone{account}); }

void Room::connect(const std::shared_ptr<Connection>& connection, const std::string& token, const std::string& client,
                   int64_t account) {
  const room::WatcherId id = ++last_id_;
  connections_[id] = connection;
  watcher_ids_[connection.get()] = id;
  run(room::Connect{id, token, client, account});
}

void Room::receive(const std::shared_ptr<Connection>& connection, const ClientMessage& m) {
  const room::WatcherId id = watcher_of(connection);
  if (id == 0) return;  // closed meanwhile
  using T = ClientMessage::Type;
  switch (m.type) {
    case T::Ping:
      return run(room::Ping{id});
    case T::Act:
      return run(room::Act{id, m.action, m.version});
    case T::Enter:
      return run(room::Enter{id, m.faces, m.final, m.served, m.versioned, m.version});
    case T::Undo:
      return run(room::Undo{id, m.version});
    case T::Hint:
      return run(room::AskHint{id});
    case T::Rematch: {
      // A rematch is a new room: the seat that asks goes through the door every room does.
      room::AskRematch ask{id};
      const auto* w = machine_.watcher(id);
      const auto& parts = machine_.parts();
      if (w && w->seat >= 0)
        if (auto refusal = context_.admission.new_room(context_, {w->address, parts.seats[w->seat].account},
                                                       parts.setup.game_id, rules_text(parts.setup.rules)))
          ask.refused_code = refusal->code, ask.refused = refusal->message;
      return run(std::move(ask));
    }
    case T::Claim:
      return run(room::Claim{id});
    case T::Chat: {
      std::string over_limit;
      const auto* w = machine_.watcher(id);
      if (w && w->seat >= 0 && !context_.limits.allow(AddressLimits::Kind::Chat, w->address))
        over_limit = context_.limits.refusal(AddressLimits::Kind::Chat);
      room::Chat chat{id, m.text, std::move(over_limit)};
      if (w && w->seat >= 0 && context_.moderation)
        if (auto refusal = context_.moderation->chat_refusal(machine_.parts().seats[w->seat].account, w->address,
                                                             store::now_ms()))
          chat.moderated_code = refusal->code, chat.moderated = refusal->message;
      return run(std::move(chat));
    }
  }
}

void Room::disconnect(const std::shared_ptr<Connection>& connection) {
  const room::WatcherId id = watcher_of(connection);
  if (id == 0) return;
  run(room::Disconnect{id});
  connections_.erase(id);
  watcher_ids_.erase(connection.get());
}

void Room::close_all(const std::string& reason) { run(room::CloseAll{reason}); }

void Room::hand_over(const std::string& reason) { run(room::HandOver{reason}); }

void Room::check_expiry(int64_t now_ms) { run(room::CheckExpiry{}, now_ms); }

void Room::run(room::Command command) { run(std::move(command), store::now_ms()); }

void Room::run(room::Command command, int64_t now_ms) {
  auto effects = machine_.handle(now_ms, std::move(command));
  for (auto& effect : effects) carry_out(effect);
  std::vector<room::Command> answered;
  answered.swap(answered_);
  for (auto& next : answered) run(std::move(next), now_ms);
  status_.store(machine_.parts().game.status, std::memory_order_relaxed);
  if (listed_) tell_lobby();
}

void Room::tell_lobby() {
  if (!context_.lobby || released_) return;
  const auto& parts = machine_.parts();
  if (accounts::is_rated_game(parts.setup.game_id))
    for (const auto& seat : parts.seats.list)
      if (seat.account != 0 && ratings_asked_.insert(seat.account).second) read_rating(seat.account);
  const auto status = parts.game.status;
  // Handed over or forgotten, not ended: the room goes on elsewhere, or from the store on the
  // next visit; with a shared store its listing stays as it was last told (lobby.h release),
  // with the ratings on their way first (a room nobody joined yet is handed over as soon as it is
  // stored).
  const bool handed_over = (machine_.retired() || forgotten_) && !machine_.closed() &&
                           (status == room::RoomStatus::Waiting || status == room::RoomStatus::Playing);
  const bool retired = (machine_.retired() || forgotten_) && !handed_over;
  const auto listing = lobby::listing_of(parts, retired, language_, ratings_);
  std::string now = lobby::table_as_sent(listing.table) + (listing.open ? " open" : " closed");
  if (now != told_lobby_) {
    told_lobby_ = std::move(now);
    context_.lobby->table(listing.table, listing.open);
  }
  const auto live = lobby::live_of(parts, retired, language_, ratings_);
  std::string live_now = live.playing ? lobby::live_as_sent(live.game) : std::string();
  if (live_now != told_live_) {
    told_live_ = std::move(live_now);
    context_.lobby->live(live.game, live.playing);
  }
  if (handed_over && ratings_pending_ == 0) {
    released_ = true;
    context_.lobby->release(code());
  }
}

void Room::read_rating(int64_t account) {
  // A store read: on the quick lane, never an I/O thread; the answer comes back on the strand.
  ++ratings_pending_;
  context_.workers.post(false, [self = shared_from_this(), account, game = machine_.parts().setup.game_id] {
    std::optional<lobby::ShownRating> shown;
    try {
      const auto now = store::now_ms();
      for (const auto& r : self->context_.store.profiles().ratings(account, now))
        if (r.game == game) shown = lobby::ShownRating{r.rating.rating, r.provisional};
    } catch (const std::exception& e) {
      log_line("room {}: a rating for the lobby could not be read: {}", self->code(), e.what());
    }
    asio::post(self->strand_, [self, account, shown] {
      --self->ratings_pending_;
      if (shown) self->ratings_[account] = *shown;
      self->tell_lobby();
    });
  });
}

void Room::post(room::Command command) {
  asio::post(strand_, [self = shared_from_this(), command = std::move(command)]() mutable { self->run(std::move(command)); });
}

void Room::carry_out(room::Effect& effect) {
  std::visit([this](auto& e) { carry_out(e); }, effect);
}

void Room::carry_out(room::Send& e) {
  if (auto it = connections_.find(e.to); it != connections_.end()) it->second->send(std::move(e.text));
}

void Room::carry_out(room::Close& e) {
  if (auto it = connections_.find(e.watcher); it != connections_.end()) it->second->close(e.reason);
}

void Room::carry_out(room::Respond& e) {
  auto it = replies_.find(e.reply);
  if (it == replies_.end()) return;
  Reply reply = std::move(it->second);
  replies_.erase(it);
  reply(std::move(e.answer));
}

void Room::carry_out(room::Persist& e) {
  const bool waits = !std::holds_alternative<room::ticket::None>(e.then);
  // The accounts' writes answer with a code and a message (store::Outcome).
  store::Answer answered = [](const store::Outcome&) {};
  if (waits)
    answered = [self = shared_from_this(), then = e.then](const store::Outcome& o) {
      self->post(room::StoreAnswer{then, o.message, o.code});
    };
  store::Done done = [](const std::string&) {};
  if (waits)
    done = [self = shared_from_this(), then = std::move(e.then)](const std::string& error) {
      self->post(room::StoreAnswer{then, error});
    };
  auto& store = context_.store;
  const std::string& code = machine_.code();
  const std::string& crash_at = context_.config.crash_at;
  std::visit(Overloaded{
                 [&](room::write::CreateRoom& w) {
                   if (w.daily) return store.daily().create_room(*w.record, *w.daily, answered);
                   if (!w.record->tournament.empty())
                     return store.tournaments().create_room(*w.record, w.record->tournament_round, answered);
                   store.rooms().create(*w.record, std::move(done));
                 },
                 [&](room::write::UpdateSeat& w) { store.rooms().update_seat(code, w.seat, w.record, std::move(done)); },
                 [&](room::write::StartGame& w) { store.rooms().start_game(code, w.seed, std::move(done)); },
                 [&](room::write::SetStatus& w) { store.rooms().set_status(code, w.status, std::move(done)); },
                 [&](room::write::FinishGame& w) {
                   // The test hooks of the end (server_config.h, crash_at): everything before it
                   // is committed, and the process dies before the end is written, or once it is
                   // and before anyone hears of it.
                   if (crash_at == "before_finish") {
                     store.flush();
                     log_line("room {}: CUBILETE_TEST_CRASH_AT=before_finish: killed before the end is written", code);
                     raise(SIGKILL);
                   }
                   if (crash_at == "after_finish")
                     return store.profiles().finish_game(code, w.end, [code](const store::Outcome& o) {
                       log_line("room {}: CUBILETE_TEST_CRASH_AT=after_finish: the end is written ({}), killed",
                                code, o.ok() ? "committed" : o.code);
                       raise(SIGKILL);
                     });
                   store.profiles().finish_game(code, w.end, answered);
                 },
                 [&](room::write::KeepSeat& w) {
                   store.profiles().keep_seat(code, w.seat, w.token_hash, w.account, w.name, w.outcome, answered);
                 },
                 [&](room::write::SetRematch& w) { store.rooms().set_rematch(code, w.code, std::move(done)); },
                 [&](room::write::AppendActions& w) {
                   for (const auto& by : w.decided_by)
                     if (const auto decider = decider_from(by)) metrics().action_applied(*decider);
                   store.rooms().append_actions(code, w.first_index, w.actions, w.decided_by, w.entered_by, std::move(done));
                 },
                 [&](room::write::TakeBackActions& w) {
                   store.rooms().take_back_actions(code, w.first_index, std::move(done));
                 },
                 [&](room::write::AppendChat& w) { store.rooms().append_chat(code, w.line, std::move(done)); },
             },
             e.write);
}

asio::steady_timer& Room::timer(room::Timer which, int seat) {
  switch (which) {
    case room::Timer::Bot: return bot_timer_;
    case room::Timer::Turn: return turn_timer_;
    case room::Timer::DailyEnd: return day_end_timer_;
    case room::Timer::Away: break;
  }
  return *away_timers_[size_t(seat)];
}

void Room::carry_out(room::ArmTimer& e) {
  auto& t = timer(e.timer, e.seat);
  t.expires_after(std::chrono::milliseconds(e.after_ms));
  // The timer runs on the strand: its answer is handled there at once.
  t.async_wait([self = shared_from_this(), fired = room::TimerFired{e.timer, e.seat, e.generation}](
                   boost::system::error_code ec) {
    if (!ec) self->run(fired);
  });
}

void Room::carry_out(room::CancelTimer& e) { timer(e.timer, e.seat).cancel(); }

template <class Work>
void Room::on_workers(bool slow, Work work) {
  context_.workers.post(slow, [flag = cancel_, work = std::move(work)]() mutable {
    CancelScope scope(flag);
    work();
  });
}

void Room::carry_out(room::ThinkBot& e) {
  // One kind of bot that thought long once thinks on the slow lane from then on (work_lanes.h).
  on_workers(context_.workers.slow_bot(e.bot, e.made), [self = shared_from_this(), e = std::move(e)]() mutable {
    room::BotAnswer answer{e.seat, e.stand_in, e.by, e.version, 0, {}, false};
    const auto started = std::chrono::steady_clock::now();
    try {
      answer.chosen = e.work();
      const auto took = std::chrono::steady_clock::now() - started;
      if (e.made) self->context_.workers.bot_took(e.bot, took);
      metrics().bot_think_seconds.observe(took);
      answer.cancelled = cancel_requested();  // a search called off answers with its best so far: unused
    } catch (const Cancelled&) {
      answer.cancelled = true;
    } catch (const std::exception& ex) {
      answer.failure = ex.what();
    }
    self->post(std::move(answer));
  });
}

void Room::carry_out(room::ComputeHint& e) {
  on_workers(true, [self = shared_from_this(), work = std::move(e.work)] { self->post(work()); });
}

void Room::carry_out(room::ComputeResult& e) {
  on_workers(true, [self = shared_from_this(), work = std::move(e.work)] { self->post(work()); });
}

void Room::carry_out(room::CreateRematch& e) {
  // The new room's code is known once create_rematch returns; its store answer runs on this
  // strand, after this.
  auto code = std::make_shared<std::string>();
  auto made = context_.rooms.create_rematch(*e.like, [self = shared_from_this(), code](const std::string& error) {
    asio::post(self->strand_, [self, code, error] { self->run(room::RematchStored{*code, error}); });
  });
  *code = made.code;
  answered_.push_back(room::RematchMade{made.code, made.refusal});
}

void Room::carry_out(room::MakeMembers& e) {
  auto made = context_.rooms.create_members(*e.match, e.seats);
  answered_.push_back(room::MembersMade{e.seats, std::move(made.codes), std::move(made.refusal)});
}

void Room::carry_out(room::ReportToMatch& e) { context_.rooms.report_to_match(e.match, std::move(e.report)); }

void Room::carry_out(room::TellMembers& e) {
  // Members not in memory are read from the store: the quick lane, never an I/O thread.
  context_.workers.post(false, [self = shared_from_this(), e = std::move(e)] {
    self->context_.rooms.tell_members(self->code(), e.rooms, e.word);
  });
}

void Room::carry_out(room::Analyse&) {
  // Once this command's effects are out: the record is then the finished room's.
  asio::post(strand_, [self = shared_from_this()] { analyse_when_over(self->context_, *self); });
}

void Room::carry_out(room::ReadRatings& e) {
  // A store read: on the quick lane, never an I/O thread.
  context_.workers.post(false, [self = shared_from_this(), accounts = std::move(e.accounts)] {
    room::RatingsRead read;
    try {
      read.changes = self->context_.store.profiles().room_rating_changes(self->code(), accounts);
    } catch (const std::exception& ex) {
      read.failure = ex.what();
    }
    self->post(std::move(read));
  });
}

void Room::carry_out(room::CancelWork&) { cancel_->store(true); }

void Room::carry_out(room::Forget&) {
  forgotten_ = true;  // off the lobby's list too
  context_.rooms.remove(*this);
}

void Room::carry_out(room::Log& e) { log_warning("{}", e.line); }

room::WatcherId Room::watcher_of(const std::shared_ptr<Connection>& connection) const {
  auto it = watcher_ids_.find(connection.get());
  return it == watcher_ids_.end() ? 0 : it->second;
}

room::ReplyId Room::keep(Reply reply) {
  const room::ReplyId id = ++last_id_;
  replies_.emplace(id, std::move(reply));
  return id;
}

}  // namespace cubilete::server
