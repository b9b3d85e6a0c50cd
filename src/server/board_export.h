#pragma once
// Finished boards as PBN and LIN text for the history downloads. Small
// writers of the export subset (board, deal, auction with alerts, play,
// result); the formats layer's full writers can replace them.
#include <string>
#include <vector>

#include "server/bridge_table.h"

namespace tenace::server {

// A PBN tag value's text: quotes and backslashes escaped, line breaks as
// spaces.
std::string pbn_escape(const std::string& text);
std::string board_pbn(const BoardRecord& record, const std::string& event_name);
std::string boards_pbn(const std::vector<BoardRecord>& records, const std::string& event_name);
std::string board_lin(const BoardRecord& record);

}  // namespace tenace::server
