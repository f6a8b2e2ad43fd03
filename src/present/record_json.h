#pragma once
// A game record as a file: the JSON form of core's GameRecord (present/record_document.h), read
// with every check (a known game, valid rules, known players), written, saved and loaded.
#include <nlohmann/json_fwd.hpp>

#include <string>
#include <vector>

#include "core/record.h"
#include "present/record_document.h"

namespace cubilete {

nlohmann::json record_to_json(const GameRecord& record);
// Checks the record whole (every key present with the right type, a known game, valid rules,
// a seed from 0 to 2^64 - 1, one known player name per seat of the rules) and throws
// UsageError saying what is wrong; the actions are checked when replayed. Keys a record does
// not have (a server's commitment) are left alone.
GameRecord record_from_json(const nlohmann::json& j);
// Each seat's name where a record document has them (the online table's records do; "" for a
// name that is not text), else none.
std::vector<std::string> record_names(const nlohmann::json& j);
void save_record(const GameRecord& record, const std::string& path);
GameRecord load_record(const std::string& path);  // errors name the file

}  // namespace cubilete
