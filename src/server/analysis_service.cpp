#include "server/analysis_service.h"

#include <fmt/format.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <variant>

#include "catalog/analyse_record.h"
#include "catalog/registry.h"
#include "core/error.h"
#include "present/analysis_document.h"
#include "present/analysis_json.h"
#include "present/json_tree_sink.h"
#include "present/record_json.h"
#include "server/log.h"
#include "server/room/room.h"
#include "server/server_context.h"
#include "server/work_lanes.h"
#include "server/puzzles/puzzle_rows.h"
#include "store/clock.h"

namespace cubilete::server {

AnalysisService::AnalysisService(store::AnalysisStore& store, size_t max_waiting, bool held,
                                 store::PuzzleStore* puzzles)
    : store_(store), puzzles_(puzzles), max_waiting_(max_waiting) {
  if (!held) start();
}

void AnalysisService::start() {
  if (!thread_.joinable()) thread_ = std::thread([this] { run(); });
}

AnalysisService::~AnalysisService() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
    waiting_.clear();
  }
  wake_.notify_all();
  if (thread_.joinable()) thread_.join();
}

namespace {

// The document as kept (its seats named by their players: a person's name is never stored in it,
// so a deleted account's name cannot outlive it there), with the room's names as they are now.
HttpAnswer named(const std::string& document, const std::vector<std::string>& names) {
  auto body = nlohmann::json::parse(document, nullptr, false);
  if (body.is_discarded()) return HttpAnswer::error(500, "internal", "the stored analysis could not be read");
  if (body.contains("seats") && body["seats"].is_array())
    for (auto& seat : body["seats"]) {
      const size_t i = seat.value("seat", size_t(0));
      if (i < names.size() && !names[i].empty()) seat["name"] = names[i];
    }
  return {200, std::move(body)};
}

}  // namespace

void AnalysisService::request(const std::string& code, nlohmann::json record,
                              std::vector<std::string> names, const Reply& reply, const std::string& address,
                              std::optional<PuzzleSources> puzzles) {
  const auto computing = [](size_t place) {
    AnalysisComputing answer;
    answer.waiting = place;
    return HttpAnswer{202, described_json(answer)};
  };
  {
    std::lock_guard lock(mutex_);
    for (auto it = kept_.begin(); it != kept_.end(); ++it)
      if (it->first == code) {
        kept_.splice(kept_.begin(), kept_, it);
        return reply(named(it->second, names));
      }
    if (const auto f = failed_.find(code); f != failed_.end())
      return reply(HttpAnswer::error(422, "no_analysis", f->second));
    if (pending_.count(code)) {
      size_t place = 0;
      while (place < waiting_.size() && waiting_[place].code != code) ++place;
      return reply(computing(place));
    }
  }
  // A game without a measure is refused at once, before anything is queued or read.
  const std::string game = record.value("game", "");
  if (const auto& entry = find_game(game); !has_analysis(entry))
    return reply(HttpAnswer::error(422, "no_analysis", no_analysis_reason(entry)));
  // Computed before (by this instance before a restart, or by another): the store has it.
  if (auto stored = store_.document(code, kAnalysisVersion)) {
    auto answer = named(*stored, names);
    if (answer.status == 200) {
      std::lock_guard lock(mutex_);
      keep(code, std::move(*stored));
      return reply(std::move(answer));
    }
  }
  std::lock_guard lock(mutex_);
  if (pending_.count(code)) return reply(computing(0));
  if (waiting_.size() >= max_waiting_)
    return reply(HttpAnswer::error(
        503, "busy",
        fmt::format("{} analyses are waiting to be computed; ask again in a minute",
                    waiting_.size())));
  if (!address.empty() && waiting_by_address_[address] >= kMaxWaitingPerAddress)
    return reply(HttpAnswer::error(
        429, "rate_limited",
        fmt::format("{} analyses you asked for are waiting to be computed; ask for more once they are done",
                    kMaxWaitingPerAddress)));
  if (!address.empty()) ++waiting_by_address_[address];
  waiting_.push_back({code, std::move(record), address, std::move(puzzles)});
  pending_.insert(code);
  reply(computing(waiting_.size() - 1));
  wake_.notify_one();
}

void AnalysisService::keep_puzzles(const Job& job, const GameRecord& record) {
  if (!puzzles_ || !job.puzzles) return;
  try {
    const int64_t now = store::now_ms();
    auto rows = puzzles_of_game(record, job.code, job.puzzles->accounts, job.puzzles->to_pool,
                                job.puzzles->is_public, now);
    if (rows.puzzles.empty()) return;
    puzzles_->add(rows.puzzles, rows.mistakes, now, [code = job.code](const store::Outcome& o) {
      if (!o.ok()) log_warning("puzzles of room {} not stored: {} {}", code, o.code, o.message);
    });
  } catch (const std::exception& e) {
    // A game's puzzles are a gift of its analysis: their failure never costs the analysis.
    log_warning("puzzles of room {} not found: {}", job.code, e.what());
  }
}

void AnalysisService::keep(const std::string& code, std::string document) {
  kept_.remove_if([&](const auto& k) { return k.first == code; });
  kept_.emplace_front(code, std::move(document));
  while (kept_.size() > kKeptInMemory) kept_.pop_back();
}

void AnalysisService::run() {
  // Below the table's own work: bots and people's moves come first (work_lanes.h does the same).
  (void)setpriority(PRIO_PROCESS, id_t(syscall(SYS_gettid)), 10);
  for (;;) {
    Job job;
    {
      std::unique_lock lock(mutex_);
      wake_.wait(lock, [this] { return stopping_ || !waiting_.empty(); });
      if (stopping_) return;
      job = std::move(waiting_.front());
      waiting_.pop_front();
      if (!job.address.empty() && --waiting_by_address_[job.address] == 0) waiting_by_address_.erase(job.address);
    }
    std::string document, failure, measure;
    std::vector<store::AnalysisSeat> seats;
    try {
      const auto record = record_from_json(job.record);
      const auto analysis = analyse_record(record);
      document = analysis_json(*analysis.game, record, {}, analysis.result).dump();
      measure = analysis.result.measure.key;
      for (const auto& seat : analysis.result.seats)
        seats.push_back({seat.seat, seat.accuracy, seat.luck, seat.decisions});
      keep_puzzles(job, record);
    } catch (const UsageError& e) {
      failure = e.what();
    } catch (const std::exception& e) {
      failure = fmt::format("the analysis failed: {}", e.what());
      log_warning("analysis of room {} failed: {}", job.code, e.what());
    }
    if (failure.empty())
      store_.save(job.code, kAnalysisVersion, document, measure, seats, store::now_ms(),
                  [code = job.code](const store::Outcome& o) {
                    if (!o.code.empty())
                      log_warning("analysis of room {} not stored: {} {}", code, o.code, o.message);
                  });
    std::lock_guard lock(mutex_);
    pending_.erase(job.code);
    if (failure.empty())
      keep(job.code, std::move(document));
    else if (failed_.size() < kFailuresKept)
      failed_[job.code] = failure;
  }
}

namespace {

struct AnalysisInput {
  nlohmann::json record;
  std::vector<std::string> names;
};

// The room's record and its seats' names (on its strand), or the answer that refuses them.
// The bound shared by the ends of rooms whose people's addresses are not known.
constexpr const char* kRestoredRooms = "(rooms brought back)";

std::variant<AnalysisInput, HttpAnswer> input_of(Room& room) {
  HttpAnswer record, summary;
  room.record_for_analysis([&](HttpAnswer a) { record = std::move(a); });
  if (record.status != 200) return record;
  room.summary([&](HttpAnswer a) { summary = std::move(a); });
  std::vector<std::string> names;
  if (summary.body.contains("seats") && summary.body["seats"].is_array())
    for (const auto& seat : summary.body["seats"]) {
      // A bot's seat, or one nobody named, has a null name: the document names it by its player.
      const auto name = seat.find("name");
      names.push_back(name != seat.end() && name->is_string() ? name->get<std::string>() : "");
    }
  return AnalysisInput{std::move(record.body), std::move(names)};
}

}  // namespace

void request_analysis(ServerContext& context, Room& room, const Reply& reply, const std::string& address,
                      std::optional<PuzzleSources> puzzles) {
  auto input = input_of(room);
  if (auto* refused = std::get_if<HttpAnswer>(&input)) return reply(std::move(*refused));
  // The service may read the store: on the quick lane, never on the room's strand.
  context.workers.post(false, [&context, code = room.code(), in = std::move(std::get<AnalysisInput>(input)),
                               reply, address, puzzles = std::move(puzzles)]() mutable {
    context.analyses.request(code, std::move(in.record), std::move(in.names), reply, address, std::move(puzzles));
  });
}

void analyse_when_over(ServerContext& context, Room& room) {
  // The end asks on behalf of the game's people: it counts against the first person's address, so
  // that no address fills the queue by ending short games (a room brought back after a restart
  // knows no address: such rooms share one bound).
  std::string address = kRestoredRooms;
  for (const auto& seat : room.parts().seats.list)
    if (!seat.is_bot() && !seat.address.empty()) {
      address = seat.address;
      break;
    }
  // Its puzzles: a daily attempt's or a match member's dice are not everyone's while its day or
  // match goes on (and a match has no game of its own).
  const auto& setup = room.parts().setup;
  PuzzleSources puzzles;
  puzzles.accounts = room.parts().seats.accounts();
  puzzles.to_pool = !setup.is_daily() && !setup.is_member() && !setup.duplicate && setup.sealed_until_ms == 0;
  puzzles.is_public = setup.listed;
  request_analysis(context, room, [](const HttpAnswer&) {}, address, std::move(puzzles));
}

}  // namespace cubilete::server
