#include "server/puzzles/puzzle_api.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <memory>
#include <nlohmann/json.hpp>
#include <random>
#include <set>

#include "accounts/puzzle_rating.h"
#include "catalog/puzzle_finder.h"
#include "catalog/registry.h"
#include "core/utc_date.h"
#include "present/puzzle_json.h"
#include "server/accounts/account_api.h"
#include "server/daily/daily_day.h"
#include "server/http/answer_on_lane.h"
#include "server/http/query.h"
#include "server/room/room_messages.h"
#include "server/tokens.h"
#include "server/work_lanes.h"
#include "store/clock.h"

namespace cubilete::server {

namespace {

using nlohmann::json;

constexpr int kMostStreak = 10000;

std::vector<const GameEntry*> games_with_puzzles() {
  std::vector<const GameEntry*> out;
  for (const auto& e : game_registry())
    if (has_puzzles(e)) out.push_back(&e);
  return out;
}

std::string game_ids() {
  std::vector<std::string> ids;
  for (const auto* e : games_with_puzzles()) ids.push_back(e->description.info.id);
  return fmt::format("{}", fmt::join(ids, ", "));
}

HttpAnswer outcome_answer(const store::Outcome& o) {
  if (o.code == "not_served") return HttpAnswer::error(409, o.code, o.message);
  if (o.code == "no_puzzle" || o.code == "no_such_puzzle") return HttpAnswer::error(404, o.code, o.message);
  return HttpAnswer::error(503, "store_failed", o.message.empty() ? "the store failed" : o.message);
}

// The clock of puzzles' days and reviews: the daily challenge's, so that its test offset moves both.
int64_t puzzle_now(const ServerContext& c) { return store::now_ms() + c.config.daily_offset_ms; }

uint32_t random_pick() {
  static thread_local std::mt19937 draw{std::random_device{}()};
  return uint32_t(draw() & 0x7fffffff);
}

struct NextQuery {
  store::PuzzleMode mode = store::PuzzleMode::Rated;
  store::PuzzleFilter filter;
  int streak = 0;  // a visitor's streak so far (the browser keeps it)
};

// The query of /next, checked: a game with puzzles, one of its themes, a mode.
std::variant<NextQuery, HttpAnswer> next_query(const std::string& text) {
  std::string problem;
  const auto params = query_params(text, {"game", "theme", "mode", "streak"}, problem);
  if (!params) return HttpAnswer::error(400, "bad_request", problem);
  NextQuery q;
  auto param = [&](const char* key) {
    const auto it = params->find(key);
    return it == params->end() ? std::string() : it->second;
  };
  if (const auto game = param("game"); !game.empty()) {
    const GameEntry* entry = nullptr;
    for (const auto* e : games_with_puzzles())
      if (e->description.info.id == game) entry = e;
    if (!entry)
      return HttpAnswer::error(400, "unknown_game", fmt::format("{} has no puzzles; the games with puzzles: {}",
                                                                game.substr(0, 40), game_ids()));
    q.filter.game = game;
  }
  if (const auto theme = param("theme"); !theme.empty()) {
    std::set<std::string> themes;
    for (const auto* e : games_with_puzzles())
      if (q.filter.game.empty() || e->description.info.id == q.filter.game)
        themes.insert(e->analysis.puzzles.theme_keys.begin(), e->analysis.puzzles.theme_keys.end());
    if (!themes.count(theme))
      return HttpAnswer::error(400, "unknown_theme",
                               fmt::format("no theme '{}' {}; the themes: {}", theme.substr(0, 40),
                                           q.filter.game.empty() ? "in any game" : "in " + q.filter.game,
                                           fmt::join(themes, ", ")));
    q.filter.theme = theme;
  }
  const auto mode = param("mode");
  if (mode == "streak") q.mode = store::PuzzleMode::Streak;
  else if (mode == "mistakes") q.mode = store::PuzzleMode::Mistakes;
  else if (!mode.empty() && mode != "rated")
    return HttpAnswer::error(400, "bad_mode", fmt::format("mode is rated, streak or mistakes; got '{}'", mode.substr(0, 20)));
  if (!q.filter.theme.empty()) {
    if (q.mode != store::PuzzleMode::Rated)
      return HttpAnswer::error(400, "bad_request", "a theme is practised in mode=rated (the streak and your mistakes "
                                                   "take no theme)");
    q.mode = store::PuzzleMode::Theme;
  }
  if (const auto streak = param("streak"); !streak.empty()) {
    int n = -1;
    try {
      size_t used = 0;
      n = std::stoi(streak, &used);
      if (used != streak.size()) n = -1;
    } catch (const std::exception&) {
    }
    if (n < 0 || n > kMostStreak || q.mode != store::PuzzleMode::Streak)
      return HttpAnswer::error(400, "bad_request", fmt::format("streak is the length of a visitor's streak so far, 0 to "
                                                               "{}, with mode=streak", kMostStreak));
    q.streak = n;
  }
  return q;
}

// The served puzzle, as a person sees it before answering.
json served_answer(const store::StoredPuzzle& p, const std::string& mode) {
  json out = served_puzzle(json::parse(p.document));
  out["rating"] = p.rating;  // as it stands now, not as it started
  out["mode"] = mode;
  return out;
}

void serve_account(ServerContext& c, store::PuzzleServeRequest request, const std::string& date,
                   const Reply& reply) {
  auto served = std::make_shared<store::PuzzleServed>();
  const auto mode = request.mode;
  c.store.puzzles().serve(request, served, [&c, served, mode, date, reply](const store::Outcome& o) {
    if (!o.ok()) return reply(outcome_answer(o));
    answer_on_lane(c.workers, false, reply, [&c, served, mode, date, reply] {
      if (served->puzzle.empty()) {
        if (mode == store::PuzzleMode::Mistakes) {
          auto answer = HttpAnswer::error(
              404, "no_puzzle",
              served->next_due_ms ? fmt::format("none of your mistakes is due now; the next is due {}",
                                                room::iso8601(*served->next_due_ms - c.config.daily_offset_ms))
                                  : "you have no mistakes to review: they come from your finished games, once analysed");
          answer.body["params"] = {
              {"next_due", served->next_due_ms ? json(room::iso8601(*served->next_due_ms - c.config.daily_offset_ms))
                                               : json(nullptr)}};
          return reply(std::move(answer));
        }
        return reply(HttpAnswer::error(404, "no_puzzle", "there is no puzzle of this choice yet"));
      }
      const auto p = c.store.puzzles().puzzle(served->puzzle);
      if (!p) return reply(HttpAnswer::error(404, "no_puzzle", "the puzzle is not in the store"));
      json out = served_answer(*p, store::puzzle_mode_name(mode));
      if (mode == store::PuzzleMode::Streak) out["streak"] = {{"length", served->streak}, {"best", served->streak_best}};
      if (!date.empty()) out["date"] = date;
      reply({200, std::move(out)});
    });
  });
}

void serve_visitor(ServerContext& c, const std::string& id, store::PuzzleMode mode, int streak, const std::string& date,
                   const Reply& reply) {
  if (id.empty()) return reply(HttpAnswer::error(404, "no_puzzle", "there is no puzzle of this choice yet"));
  const auto p = c.store.puzzles().puzzle(id);
  if (!p) return reply(HttpAnswer::error(404, "no_puzzle", "the puzzle is not in the store"));
  const std::string ticket = new_token();
  c.store.puzzles().serve_ticket(token_hash(ticket), id, mode, streak, puzzle_now(c),
                                 [p = *p, ticket, mode, streak, date, reply](const store::Outcome& o) {
                                   if (!o.ok()) return reply(outcome_answer(o));
                                   json out = served_answer(p, store::puzzle_mode_name(mode));
                                   out["ticket"] = ticket;
                                   if (mode == store::PuzzleMode::Streak) out["streak"] = {{"length", streak}};
                                   if (!date.empty()) out["date"] = date;
                                   reply({200, std::move(out)});
                                 });
}

void next(ServerContext& c, const Person& who, const NextQuery& q, const Reply& reply) {
  const int64_t now = puzzle_now(c);
  if (who.account == 0) {
    if (q.mode == store::PuzzleMode::Mistakes)
      return reply(HttpAnswer::error(401, "not_signed_in", "your mistakes come from your own games: sign in"));
    const double target = q.mode == store::PuzzleMode::Streak ? accounts::streak_target(q.streak)
                                                              : accounts::kPuzzleStartingPerson.rating;
    return serve_visitor(c, c.store.puzzles().choose(q.filter, target, random_pick()), q.mode, q.streak, "", reply);
  }
  const auto player = c.store.puzzles().player(who.account).value_or(store::PuzzlePlayer{});
  store::PuzzleServeRequest request;
  request.account = who.account;
  request.mode = q.mode;
  request.filter = q.filter;
  request.target = q.mode == store::PuzzleMode::Streak ? accounts::streak_target(player.streak) : player.rating;
  request.pick_start = random_pick();
  request.now_ms = now;
  serve_account(c, request, "", reply);
}

// The day's game, in turn among the games with puzzles, and its puzzle, chosen once by the first
// instance that asks.
void daily(ServerContext& c, const Person& who, const Reply& reply) {
  const int64_t now = puzzle_now(c);
  const std::string date = day_text(day_of_ms(now));
  const auto games = games_with_puzzles();
  const auto game = games[size_t(day_of_ms(now) % int64_t(games.size()))]->description.info.id;
  auto chosen = std::make_shared<std::string>();
  c.store.puzzles().ensure_day(date, game, chosen, [&c, who, date, chosen, now, reply](const store::Outcome& o) {
    if (!o.ok()) return reply(outcome_answer(o));
    answer_on_lane(c.workers, false, reply, [&c, who, date, chosen, now, reply] {
      if (who.account == 0) return serve_visitor(c, *chosen, store::PuzzleMode::Daily, 0, date, reply);
      store::PuzzleServeRequest request;
      request.account = who.account;
      request.mode = store::PuzzleMode::Daily;
      request.daily_puzzle = *chosen;
      request.now_ms = now;
      serve_account(c, request, date, reply);
    });
  });
}

// The verdict as the protocol gives it: right or wrong, every choice's value, the ratings.
json verdict_answer(const json& document, size_t chosen, const store::StoredPuzzle& p, const store::PuzzleAnswered& a,
                    bool visitor, const ServerContext& c) {
  json out = puzzle_verdict(document, chosen);
  out["counted"] = a.first;
  out["mode"] = a.mode;
  out["rating"] = a.rated ? json{{"before", a.rating_before}, {"after", a.rating_after}} : json(nullptr);
  out["puzzle_rating"] = a.rated ? json{{"before", a.puzzle_before}, {"after", a.puzzle_after}}
                                 : json{{"before", p.rating}, {"after", p.rating}};
  out["source"] = document.at("source");
  // A visitor's best is the browser's to keep.
  if (a.mode == "streak")
    out["streak"] = {{"length", a.streak},
                     {"best", visitor ? json(nullptr) : json(a.streak_best)},
                     {"over", !out["correct"].get<bool>()}};
  if (a.mode == "mistakes" && a.first)
    out["review"] = {{"done", a.review_done},
                     {"due", a.review_due_ms ? json(room::iso8601(*a.review_due_ms - c.config.daily_offset_ms))
                                             : json(nullptr)}};
  return out;
}

void answer(ServerContext& c, const Person& who, const std::string& id, const json& body, const Reply& reply) {
  if (!body.is_object() || !body.contains("move"))
    return reply(HttpAnswer::error(400, "bad_request", "the body is {\"move\": MOVE} (a visitor adds its \"ticket\")"));
  const auto p = c.store.puzzles().puzzle(id);
  if (!p) return reply(HttpAnswer::error(404, "no_such_puzzle", fmt::format("there is no puzzle '{}'", id.substr(0, 20))));
  const json document = json::parse(p->document);
  const auto chosen = puzzle_choice(document, body.at("move"));
  if (!chosen)
    return reply(HttpAnswer::error(400, "illegal_move", "that move is none of the puzzle's choices (its \"choices\" list "
                                                        "each one's move)"));
  const bool correct = puzzle_right(document, *chosen);
  auto answered = std::make_shared<store::PuzzleAnswered>();
  auto done = [&c, answered, document, chosen = *chosen, p = *p, visitor = who.account == 0,
               reply](const store::Outcome& o) {
    if (!o.ok()) return reply(outcome_answer(o));
    reply({200, verdict_answer(document, chosen, p, *answered, visitor, c)});
  };
  if (who.account == 0) {
    const auto ticket = body.find("ticket");
    if (ticket == body.end() || !ticket->is_string())
      return reply(HttpAnswer::error(409, "not_served", "a visitor's answer brings the ticket its puzzle came with"));
    return c.store.puzzles().answer_ticket(token_hash(ticket->get<std::string>()), id, correct, puzzle_now(c),
                                           answered, done);
  }
  store::PuzzleAnswerRequest request{who.account, id, body.at("move").dump(), correct, puzzle_now(c)};
  c.store.puzzles().answer(request, answered, done);
}

bool puzzle_body(const ApiRequest& r, json& out, const Reply& reply) {
  out = r.body.empty() ? json::object() : json::parse(r.body, nullptr, false);
  if (!out.is_discarded()) return true;
  reply(HttpAnswer::error(400, "bad_request", "the body is not valid JSON"));
  return false;
}

}  // namespace

bool handle_puzzle_api(ServerContext& c, const ApiRequest& r, Reply reply) {
  if (r.path != "/api/puzzles" && r.path.rfind("/api/puzzles/", 0) != 0) return false;
  const std::string rest = r.path.size() > 13 ? r.path.substr(13) : "";
  auto admitted = [&c, client = r.client](const Person& who) { return c.admission.puzzle(c, {client, who.account}); };
  if (rest == "next" || rest == "daily") {
    if (r.method != "GET") return reply(wrong_method(r, "GET")), true;
    if (rest == "daily") {
      if (!r.query.empty()) return reply(HttpAnswer::error(400, "bad_request", "this path takes no query")), true;
      with_person(c, r, reply, [&c, admitted](const Person& who, Reply reply) {
        if (auto refusal = admitted(who)) return reply(refusal_answer(*refusal));
        answer_on_lane(c.workers, false, reply, [&c, who, reply] { daily(c, who, reply); });
      });
      return true;
    }
    auto query = next_query(r.query);
    if (auto* bad = std::get_if<HttpAnswer>(&query)) return reply(std::move(*bad)), true;
    with_person(c, r, reply, [&c, admitted, q = std::get<NextQuery>(query)](const Person& who, Reply reply) {
      if (auto refusal = admitted(who)) return reply(refusal_answer(*refusal));
      answer_on_lane(c.workers, false, reply, [&c, who, q, reply] { next(c, who, q, reply); });
    });
    return true;
  }
  const auto slash = rest.find('/');
  if (slash == std::string::npos || rest.substr(slash + 1) != "answer" || slash == 0)
    return reply(HttpAnswer::error(404, "not_found",
                                   fmt::format("no API at {}; see /api/puzzles/next, /api/puzzles/daily and "
                                               "/api/puzzles/ID/answer",
                                               r.path.substr(0, 80)))),
           true;
  if (r.method != "POST") return reply(wrong_method(r, "POST")), true;
  json body;
  if (!puzzle_body(r, body, reply)) return true;
  with_person(c, r, reply, [&c, admitted, id = rest.substr(0, slash), body = std::move(body)](const Person& who,
                                                                                               Reply reply) {
    if (auto refusal = admitted(who)) return reply(refusal_answer(*refusal));
    answer_on_lane(c.workers, false, reply, [&c, who, id, body, reply] { answer(c, who, id, body, reply); });
  });
  return true;
}

}  // namespace cubilete::server
