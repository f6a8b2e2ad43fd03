#include "table/report_json.h"

#include <nlohmann/json.hpp>

#include "present/report_json.h"

namespace cubilete::table {

nlohmann::json report_json(const std::vector<SeatReport>& reports) {
  nlohmann::json out = nlohmann::json::array();
  for (const auto& r : reports) {
    std::vector<ReportItemParts> items;
    for (const auto& i : r.items)
      items.push_back({{i.where, i.chosen, i.chosen_value, i.best, i.best_value, i.loss},
                       i.situation,
                       i.chosen_move,
                       i.best_move});
    out.push_back(seat_report_json({r.seat, r.measure, r.in_chances, r.decisions, r.lost}, items));
  }
  return out;
}

}  // namespace cubilete::table
