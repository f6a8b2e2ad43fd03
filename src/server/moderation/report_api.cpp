#include "server/moderation/report_api.h"

#include <fmt/format.h>

#include <boost/asio/post.hpp>

#include <algorithm>
#include <iterator>

#include "server/accounts/account_api.h"
#include "server/address_limits.h"
#include "server/room/room.h"
#include "server/text_checks.h"
#include "server/tokens.h"
#include "store/clock.h"

namespace cubilete::server {

namespace {

HttpAnswer bad(const std::string& message) { return HttpAnswer::error(400, "bad_report", message); }

std::string reasons_list() {
  std::string out;
  for (const char* r : kReportReasons) out += (out.empty() ? "" : ", ") + std::string(r);
  return out;
}

// What the body asks, checked for shape; `problem` says what is wrong.
struct ReportBody {
  std::string token, reason, text;
  int seat = -1;          // the seat reported, or
  int64_t chat_line = 0;  // the chat line reported
};

std::optional<ReportBody> parse(const std::string& raw, std::string& problem) {
  const auto body = nlohmann::json::parse(raw.empty() ? "{}" : raw, nullptr, false);
  if (body.is_discarded() || !body.is_object()) return problem = "the body is a JSON object", std::nullopt;
  for (const auto& [key, value] : body.items())
    if (key != "token" && key != "seat" && key != "chat" && key != "reason" && key != "text")
      return problem = fmt::format("unknown field \"{}\": a report has token, seat or chat, reason and text",
                                   key.substr(0, 30)),
             std::nullopt;
  ReportBody out;
  if (body.contains("token")) {
    if (!body["token"].is_string()) return problem = "\"token\" is your seat's token, as text", std::nullopt;
    out.token = body["token"];
  }
  if (body.contains("seat") == body.contains("chat"))
    return problem = "a report names either a \"seat\" (a player) or a \"chat\" line's id", std::nullopt;
  if (body.contains("seat")) {
    if (!body["seat"].is_number_integer() || body["seat"].get<int64_t>() < 0 || body["seat"].get<int64_t>() > 64)
      return problem = "\"seat\" is the number of a seat of this room", std::nullopt;
    out.seat = int(body["seat"].get<int64_t>());
  } else {
    if (!body["chat"].is_number_integer() || body["chat"].get<int64_t>() <= 0)
      return problem = "\"chat\" is a chat line's id (its \"id\" in the chat message)", std::nullopt;
    out.chat_line = body["chat"].get<int64_t>();
  }
  const bool known = body.contains("reason") && body["reason"].is_string() &&
                     std::find_if(std::begin(kReportReasons), std::end(kReportReasons), [&](const char* r) {
                       return body["reason"] == r;
                     }) != std::end(kReportReasons);
  if (!known) return problem = fmt::format("\"reason\" is one of: {}", reasons_list()), std::nullopt;
  out.reason = body["reason"];
  if (body.contains("text")) {
    if (!body["text"].is_string()) return problem = "\"text\" is what you want the moderators to know, as text", std::nullopt;
    out.text = body["text"];
    if (!out.text.empty())
      if (problem = text_problem(out.text, kMaxReportText, "a report's text"); !problem.empty()) return std::nullopt;
  }
  return out;
}

}  // namespace

void file_report(ServerContext& c, const std::shared_ptr<Room>& room, const ApiRequest& r, Reply reply) {
  if (r.method != "POST")
    return reply(HttpAnswer::error(405, "method_not_allowed",
                                   fmt::format("{} {} is not allowed; use POST", r.method, r.path.substr(0, 80))));
  std::string problem;
  auto body = parse(r.body, problem);
  if (!body) return reply(bad(problem));
  if (c.limits.at_limit(AddressLimits::Kind::Report, r.client))
    return reply(HttpAnswer::error(429, "rate_limited", c.limits.refusal(AddressLimits::Kind::Report)));
  // Without a seat's token, the reporter is the session's account (read on the quick lane).
  ApiRequest asked = r;
  if (!body->token.empty()) asked.session_token.clear();
  with_person(c, asked, reply, [&c, room, body = std::move(*body), client = r.client](const Person& person, Reply reply) {
    boost::asio::post(room->strand(), [&c, room, body, person, client, reply] {
      const auto& parts = room->parts();
      store::Report report;
      report.at_ms = store::now_ms();
      report.room = room->code();
      report.reporter_address = client;
      // Who reports: a seat of this room by its token, or a signed-in account (a spectator too).
      if (!body.token.empty()) {
        report.reporter_seat = parts.seats.holder_of(token_hash(body.token));
        if (report.reporter_seat < 0)
          return reply(HttpAnswer::error(403, "bad_token", "this token holds no seat of this room"));
        report.reporter_account = parts.seats[report.reporter_seat].account;
      } else if (person.account > 0) {
        report.reporter_account = person.account;
        report.reporter_seat = parts.seats.seat_of_account(person.account);
      } else {
        return reply(HttpAnswer::error(401, "not_signed_in",
                                       "a report comes from a seat of this room (its \"token\") or a signed-in account"));
      }
      if (body.chat_line > 0) {
        const auto& lines = parts.chat.lines;
        const auto line = std::find_if(lines.begin(), lines.end(), [&](const auto& l) { return l.id == body.chat_line; });
        if (line == lines.end() || line->removed || line->seat < 0)
          return reply(HttpAnswer::error(404, "no_such_line",
                                         fmt::format("this room shows no chat line {} of a player", body.chat_line)));
        report.chat_line = line->id;
        report.chat_text = line->text;
        report.seat = line->seat;
      } else {
        if (body.seat >= parts.seats.size() || parts.seats[body.seat].is_bot())
          return reply(bad(fmt::format("seat {} is not a person's seat of this room", body.seat)));
        report.seat = body.seat;
      }
      if (report.seat == report.reporter_seat) return reply(bad("you cannot report yourself"));
      report.account = parts.seats[report.seat].account;
      report.name = parts.seats[report.seat].name;
      report.reason = body.reason;
      report.text = body.text;
      // Counted once it is a report (a mistaken body costs nothing), before it is stored.
      if (!c.limits.allow(AddressLimits::Kind::Report, client))
        return reply(HttpAnswer::error(429, "rate_limited", c.limits.refusal(AddressLimits::Kind::Report)));
      c.store.moderation().add_report(report, [reply](const store::Outcome& o) {
        if (!o.ok()) return reply(HttpAnswer::error(503, "store_failed", "the report could not be stored; send it again"));
        reply({201, {{"report", o.id}}});
      });
    });
  });
}

}  // namespace cubilete::server
