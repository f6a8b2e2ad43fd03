// `cubilete admin`: the moderators' command (docs/operating.md, Moderation). It talks to the store
// directly (the same --db as `serve`); running servers poll the store and act within a second
// (server/moderation/moderation.h). Every action is written to the store's admin log.
#include <fmt/format.h>

#include <future>
#include <iostream>

#include "cli/admin_analyse.h"
#include "cli/admin_args.h"
#include "catalog/daily_optimum.h"
#include "cli/admin_daily_luck.h"
#include "cli/common.h"
#include "core/error.h"
#include "core/utc_date.h"
#include "server/tokens.h"
#include "store/clock.h"
#include "store/store.h"

namespace cubilete::cli {

namespace admin_command {

struct AdminOptions {
  std::string db, as, reason, url = "http://127.0.0.1:8080";
  bool open_only = false, live_only = false;
  int64_t limit = 50;
  std::string target, code, search, duration, valid = "24h";
  int64_t id = 0;
  std::string date, game;
  bool json = false, analyse = false;
};

AdminOptions& options() {
  static AdminOptions o;
  return o;
}

std::unique_ptr<store::Store> open() {
  const auto& o = options();
  return store::open_store(o.db.empty() ? store::default_store_path() : o.db);
}

store::AdminAction action() {
  return {store::now_ms(), operator_name(options().as), options().reason};
}

// Runs one store write and waits for its answer; a refusal is the command's error.
template <class Write>
store::Outcome wait_for(Write write) {
  std::promise<store::Outcome> answered;
  write([&](const store::Outcome& o) { answered.set_value(o); });
  auto outcome = answered.get_future().get();
  if (!outcome.ok()) throw UsageError(outcome.message);
  return outcome;
}

int64_t account_id(store::Store& s, const std::string& name) {
  const auto account = s.accounts().find(name);
  if (!account) throw UsageError(fmt::format("there is no account '{}' (see `cubilete admin players`)", name.substr(0, 40)));
  return account->id;
}

void reports() {
  auto s = open();
  const auto list = s->moderation().reports(options().open_only, size_t(options().limit));
  if (list.empty()) std::cout << (options().open_only ? "no open reports\n" : "no reports\n");
  for (const auto& r : list) {
    std::cout << fmt::format("#{} {} room {} {} — {} reported {} (seat {}{}) for {}\n", r.id, utc_time(r.at_ms),
                             r.room, r.resolved_ms ? "resolved" : "OPEN",
                             r.reporter_seat >= 0 ? fmt::format("seat {}", r.reporter_seat) : "a spectator",
                             r.name, r.seat, r.account ? fmt::format(", account #{}", r.account) : "", r.reason);
    if (r.chat_line) std::cout << fmt::format("    chat line {}: {}\n", r.chat_line, r.chat_text);
    if (!r.text.empty()) std::cout << fmt::format("    says: {}\n", r.text);
    std::cout << fmt::format("    from address {}{}\n", r.reporter_address,
                             r.reporter_account ? fmt::format(", account #{}", r.reporter_account) : "");
  }
}

void rooms() {
  auto s = open();
  const auto list = s->moderation().recent_rooms(options().live_only, size_t(options().limit));
  if (list.empty()) std::cout << "no rooms\n";
  for (const auto& r : list)
    std::cout << fmt::format("{} {:<10} {:<8} last active {}: {}\n", r.code, r.game, store::status_name(r.status), utc_time(r.updated_ms),
                             r.seats);
}

void players() {
  auto s = open();
  const auto list = s->moderation().find_accounts(options().search, store::now_ms(), size_t(options().limit));
  if (list.empty()) std::cout << "no account matches\n";
  for (const auto& a : list)
    std::cout << fmt::format("#{} {:<20} since {}, {} live session{}{}\n", a.id, a.name, utc_time(a.created_ms),
                             a.sessions, a.sessions == 1 ? "" : "s",
                             a.sanctions.empty() ? "" : " — " + a.sanctions);
}

void sanction(const std::string& kind) {
  auto s = open();
  const auto target = parse_target(options().target);
  store::Sanction sanction;
  sanction.kind = kind;
  sanction.address = target.address;
  if (!target.account_name.empty()) sanction.account = account_id(*s, target.account_name);
  const auto by = action();
  if (!options().duration.empty()) sanction.until_ms = by.at_ms + parse_duration_ms("--for", options().duration);
  const auto o = wait_for([&](store::Answer a) { s->moderation().add_sanction(sanction, by, a); });
  std::cout << fmt::format("{} {} {}{}\n", kind == "mute" ? "muted" : "banned", options().target,
                           sanction.until_ms ? "until " + utc_time(sanction.until_ms) : "until lifted",
                           o.count ? fmt::format("; {} sessions ended", o.count) : "");
}

void lift(const std::string& kind) {
  auto s = open();
  const auto target = parse_target(options().target);
  const int64_t account = target.account_name.empty() ? 0 : account_id(*s, target.account_name);
  const auto by = action();
  wait_for([&](store::Answer a) { s->moderation().lift_sanction(kind, account, target.address, by, a); });
  std::cout << fmt::format("{} lifted for {}\n", kind, options().target);
}

std::string room_code() {
  const std::string code = server::normalize_room_code(options().code);
  if (code.empty()) throw UsageError(fmt::format("'{}' is not a room code (6 letters and digits)", options().code.substr(0, 20)));
  return code;
}

void close_room() {
  auto s = open();
  const auto code = room_code();
  const auto by = action();
  wait_for([&](store::Answer a) { s->moderation().close_room(code, by, a); });
  std::cout << fmt::format("room {} closed; the servers tell its seats within a second\n", code);
}

void cancel_tournament() {
  auto s = open();
  const auto& id = options().target;
  const auto by = action();
  wait_for([&](store::Answer a) { s->moderation().cancel_tournament(id, by, a); });
  std::cout << fmt::format("tournament {} cancelled; the servers stop pairing it within a second\n", id);
}

void delete_chat() {
  auto s = open();
  const auto code = room_code();
  const auto by = action();
  wait_for([&](store::Answer a) { s->moderation().delete_chat(code, options().id, by, a); });
  std::cout << fmt::format("chat line {} of room {} removed\n", options().id, code);
}

void resolve() {
  auto s = open();
  const auto by = action();
  wait_for([&](store::Answer a) { s->moderation().resolve_report(options().id, by, a); });
  std::cout << fmt::format("report #{} resolved\n", options().id);
}

void reset_link() {
  auto s = open();
  const int64_t account = account_id(*s, options().target);
  const auto by = action();
  const int64_t expires = by.at_ms + parse_duration_ms("--valid", options().valid);
  // The token is printed once, here, and the store keeps only its hash.
  const std::string token = server::new_token();
  wait_for([&](store::Answer a) {
    s->moderation().issue_reset_link(account, server::token_hash(token), expires, by, a);
  });
  std::string url = options().url;
  while (!url.empty() && url.back() == '/') url.pop_back();
  // In the fragment: the browser's /reset page reads it, and no server or proxy logs it.
  std::cout << fmt::format("{}/reset#{}\n", url, token);
  std::cerr << fmt::format("one use, until {}; give it to {} privately: it sets a new password and signs them out "
                           "everywhere\n",
                           utc_time(expires), options().target);
}

void log() {
  auto s = open();
  for (const auto& e : s->moderation().admin_log(size_t(options().limit)))
    std::cout << fmt::format("{} {}: {} {}{}{}\n", utc_time(e.at_ms), e.operator_name, e.action, e.target,
                             e.reason.empty() ? "" : " — " + e.reason, e.detail.empty() ? "" : " [" + e.detail + "]");
}

void daily_luck() {
  const auto& o = options();
  const auto day = day_number(o.date);
  if (!day) throw UsageError(fmt::format("DATE '{}' is not a day: give it as YYYY-MM-DD", o.date.substr(0, 40)));
  std::vector<std::string> games;
  for (const auto* e : daily_games())
    if (o.game.empty() || o.game == e->description.info.id) games.push_back(e->description.info.id);
  if (games.empty()) throw UsageError(fmt::format("{} has no daily challenge", o.game.substr(0, 40)));
  auto s = open();
  nlohmann::json all = nlohmann::json::array();
  for (const auto& game : games) {
    if (o.analyse)
      for (const auto& row : s->daily().luck(o.date, game))
        if (!row.luck)
          if (const auto why = analyse_stored_room(*s, row.room); !why.empty()) std::cerr << "not analysed: " << why << "\n";
    const auto report = daily_luck_report(o.date, game, s->daily().luck(o.date, game));
    if (o.json) all.push_back(daily_luck_json(report, day_start_ms(*day)));
    else std::cout << daily_luck_text(report, day_start_ms(*day));
  }
  if (o.json) print_json({{"games", all}});
}

}  // namespace admin_command

void add_admin_command(CLI::App& app) {
  using namespace admin_command;
  auto* cmd = app.add_subcommand("admin", "moderation: reports, rooms, players, mutes, bans, the admin log "
                                          "(docs/operating.md, Moderation)");
  auto& o = options();
  cmd->add_option("--db", o.db, "the store, as `serve --db`: a SQLite file or a postgresql:// URI");
  cmd->add_option("--as", o.as, "the operator's name in the admin log (default: the Unix user)");
  cmd->add_option("--reason", o.reason, "why, for the admin log");
  cmd->require_subcommand(1);
  cmd->fallthrough();
  const auto sub = [&](const char* name, const char* what, void (*run)()) {
    auto* s = cmd->add_subcommand(name, what);
    s->callback(run);
    return s;
  };
  auto* r = sub("reports", "players' reports, newest first", reports);
  r->add_flag("--open", o.open_only, "only those not resolved");
  r->add_option("--limit", o.limit, "how many")->capture_default_str()->check(CLI::Range(1, 100000));
  sub("resolve", "mark a report resolved", resolve)->add_option("ID", o.id, "the report's number")->required();
  auto* rm = sub("rooms", "rooms by their latest activity", rooms);
  rm->add_flag("--live", o.live_only, "only waiting and playing rooms");
  rm->add_option("--limit", o.limit, "how many")->capture_default_str()->check(CLI::Range(1, 100000));
  auto* p = sub("players", "accounts whose name contains SEARCH, with their sessions, mutes and bans", players);
  p->add_option("SEARCH", o.search, "part of a name (any case)");
  p->add_option("--limit", o.limit, "how many")->capture_default_str()->check(CLI::Range(1, 100000));
  const char* target_help = "an account's name, or an IPv4 or IPv6 address";
  for (auto [name, what, run] :
       {std::tuple{"mute", "stop an account or an address from chatting", +[] { sanction("mute"); }},
        std::tuple{"ban", "an account: no sign-in, every session ended; an address: no new room, seat or chat",
                   +[] { sanction("ban"); }}}) {
    auto* s = sub(name, what, run);
    s->add_option("TARGET", o.target, target_help)->required();
    s->add_option("--for", o.duration, "how long (90s, 30m, 12h, 7d, 2w; default: until lifted)");
  }
  sub("unmute", "lift a mute", +[] { lift("mute"); })->add_option("TARGET", o.target, target_help)->required();
  sub("unban", "lift a ban", +[] { lift("ban"); })->add_option("TARGET", o.target, target_help)->required();
  sub("close-room", "end a waiting or playing room: every seat is told, no rating moves", close_room)
      ->add_option("CODE", o.code, "the room's code")->required();
  sub("cancel-tournament", "cancel a tournament not over yet: no more pairings, no standings on profiles",
      cancel_tournament)
      ->add_option("ID", o.target, "the tournament's id (its page's address: /t/ID)")
      ->required();
  auto* d = sub("delete-chat", "remove a chat line for everyone (the admin log keeps its text)", delete_chat);
  d->add_option("CODE", o.code, "the room's code")->required();
  d->add_option("ID", o.id, "the line's id (a report names it)")->required()->check(CLI::Range(int64_t(1), INT64_MAX));
  auto* l = sub("reset-link", "print a one-time link that sets a new password for ACCOUNT", reset_link);
  l->add_option("ACCOUNT", o.target, "the account's name")->required();
  l->add_option("--valid", o.valid, "how long the link works (90s, 30m, 12h, 7d)")->capture_default_str();
  l->add_option("--url", o.url, "where people reach the server (serve --public-url)")->capture_default_str();
  auto* dl = sub("daily-luck", "a day's ranked daily results by the luck of their games, the highest first "
                               "(flagged from 3 standard deviations: foreknown dice show as luck)", daily_luck);
  dl->add_option("DATE", o.date, "the day (UTC), YYYY-MM-DD")->required();
  dl->add_option("--game", o.game, "one game (default: every game with a daily challenge)");
  dl->add_flag("--json", o.json, "print one JSON document");
  dl->add_flag("--analyse", o.analyse, "first analyse (and store) each result the server left unanalysed");
  auto* g = sub("log", "every admin action, newest first", log);
  g->add_option("--limit", o.limit, "how many")->capture_default_str()->check(CLI::Range(1, 100000));
}

}  // namespace cubilete::cli
