#pragma once
// The analysis of a finished room read from the store, computed here as the server computes it
// (server/analysis_service.h: the same document, version and seats' summaries) and stored, for
// `cubilete admin daily-luck --analyse`: a day's results the server left unanalysed (its queue was
// full, or it stopped first) get their luck.
#include <string>

#include "store/store.h"

namespace cubilete::cli {

// Analyses room `code` and waits until the store has the analysis. Returns "" when it is stored,
// else why not (no such room, a game that is not over, a record that does not replay, the store's
// refusal).
std::string analyse_stored_room(store::Store& store, const std::string& code);

}  // namespace cubilete::cli
