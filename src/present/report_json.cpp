#include "present/report_json.h"

#include <nlohmann/json.hpp>

#include "present/json_sink.h"

namespace cubilete {

nlohmann::json seat_report_json(const SeatReportHead& head,
                                const std::vector<ReportItemParts>& items) {
  nlohmann::json report = nlohmann::json::parse(described_text(head));
  nlohmann::json list = nlohmann::json::array();
  for (const auto& item : items) {
    nlohmann::json j = nlohmann::json::parse(described_text(item.head));
    j["situation"] = nlohmann::json::parse(item.situation);
    j["chosen_move"] = nlohmann::json::parse(item.chosen_move);
    j["best_move"] = nlohmann::json::parse(item.best_move);
    list.push_back(std::move(j));
  }
  report["items"] = std::move(list);
  return report;
}

}  // namespace cubilete
