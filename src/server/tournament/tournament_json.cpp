#include "server/tournament/tournament_json.h"

#include <cmath>

#include "accounts/account_name.h"
#include "present/json_sink.h"
#include "present/lobby_protocol.h"
#include "server/room/room_messages.h"

namespace cubilete::server::tournament {

namespace {

using nlohmann::json;

// An arena's points are whole: shown as integers.
json tournament_score_json(double score) {
  if (std::floor(score) == score && std::fabs(score) < 1e15) return json(int64_t(score));
  return json(score);
}

}  // namespace

std::string tournament_status(const store::TournamentRecord& t, int64_t now_ms) {
  if (t.cancelled_ms != 0) return "cancelled";
  if (now_ms < t.starts_ms) return "upcoming";
  if (now_ms < t.ends_ms) return "running";
  return "finished";
}

json tournament_json(const store::TournamentRecord& t, int64_t now_ms) {
  json rules = json::parse(t.rules, nullptr, false);
  if (rules.is_discarded()) rules = json::object();
  const std::string status = tournament_status(t, now_ms);
  json out = {{"id", t.id},
              {"kind", t.kind},
              {"game", t.game},
              {"rules", std::move(rules)},
              {"starts", room::iso8601(t.starts_ms)},
              {"ends", room::iso8601(t.ends_ms)},
              {"entrants", t.entrants},
              {"public", t.listed},
              {"rated", t.rated},
              {"created_by", t.created_by != 0 ? json(t.created_by_name) : json(nullptr)},
              {"status", status},
              {"winner", t.winner.empty() ? json(nullptr) : json(t.winner)}};
  if (t.kind == "duplicate") {
    out["commitment"] = t.commitment;
    out["games"] = t.rounds;
    // The dice are everyone's once nobody can play them any more.
    if (status == "finished" || status == "cancelled") out["seed"] = t.seed;
  }
  if (status == "cancelled") out["cancel_reason"] = t.cancel_reason;
  return out;
}

json standings_json(const std::vector<Standing>& standings) {
  json out = json::array();
  for (size_t i = 0; i < standings.size() && i < kStandingsShown; ++i) {
    const auto& s = standings[i];
    out.push_back({{"rank", s.rank},
                   {"name", s.name},
                   {"account", s.name == accounts::kDeletedAccountName ? json(nullptr) : json(s.name)},
                   {"score", tournament_score_json(s.score)},
                   {"games", s.games},
                   {"streak", s.streak}});
  }
  return out;
}

std::string standings_message(const store::TournamentRecord& t, const std::vector<Standing>& standings,
                              int64_t now_ms) {
  TournamentStandingsMessage m;
  m.id = t.id;
  m.status = tournament_status(t, now_ms);
  m.entrants = t.entrants;
  for (size_t i = 0; i < standings.size() && i < kStandingsShown; ++i) {
    const auto& s = standings[i];
    TournamentStandingRow row;
    row.rank = s.rank;
    row.name = s.name;
    if (s.name != accounts::kDeletedAccountName) row.account = s.name;
    row.score = s.score;
    row.games = s.games;
    row.streak = s.streak;
    m.standings.push_back(std::move(row));
  }
  return described_text(m);
}

std::string paired_message(const std::string& id, const std::string& room, int seat, const std::string& token) {
  return described_text(TournamentPairedMessage{id, room, seat, token});
}

}  // namespace cubilete::server::tournament
