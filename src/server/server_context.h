#pragma once
// What every room shares: the I/O threads, the worker pool for bots and advisors, the store, the
// settings, the registry of rooms and the sessions of people signed in.
#include <boost/asio/io_context.hpp>

#include <atomic>

#include "server/admission.h"
#include "server/server_config.h"
#include "server/wire.h"
#include "store/store.h"

namespace cubilete::server {

class RoomRegistry;
class WorkLanes;
class AddressLimits;
class StaticFiles;
class AnalysisService;
class Sessions;
class Lobby;
class Moderation;
class DailyService;
class TournamentService;

struct ServerContext {
  boost::asio::io_context& io;
  WorkLanes& workers;
  store::Store& store;
  const ServerConfig& config;
  RoomRegistry& rooms;
  AddressLimits& limits;
  const StaticFiles& web;
  AnalysisService& analyses;  // GET /api/rooms/CODE/analysis (analysis_service.h)
  Sessions& sessions;
  std::atomic<bool> stopping{false};
  Lobby* lobby = nullptr;  // the sockets of /ws?lobby=1 (lobby/lobby.h), set at start
  Moderation* moderation = nullptr;  // the moderators' mutes, bans and events (moderation/), set at start
  DailyService* daily = nullptr;     // the daily challenge's days (daily/daily_service.h), set at start
  TournamentService* tournaments = nullptr;  // the tournaments' waves (tournament/tournament_service.h), set at start
  Admission admission{};  // every way into a room asks it first (admission.h)
};

}  // namespace cubilete::server
