#pragma once
// A table's end-of-game decision report (Table::report) as the online table sends it in its
// result (present/report_json.h writes each seat's part).
#include <nlohmann/json_fwd.hpp>
#include <vector>

#include "table/table.h"

namespace cubilete::table {

// [{"seat", "measure", "in_chances", "decisions", "lost", "items": [...]}, ...]
nlohmann::json report_json(const std::vector<SeatReport>& reports);

}  // namespace cubilete::table
