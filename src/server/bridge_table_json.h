#pragma once
// The JSON a participant receives about a table (docs/protocol.md §3). The
// cards and explanations come only from the participant's SeatView (see
// seat_projection.h); the two documented exceptions are explicit here: the
// four hands of a finished board, and a kibitzer at a table whose setting
// lets kibitzers see all hands.
#include <array>
#include <optional>

#include <nlohmann/json.hpp>

#include "server/bridge_table.h"

namespace tenace::server {

// `you`: the participant's seat, or empty for a kibitzer. `connected`: which
// seats have a live connection (robots count as connected).
nlohmann::json table_json(const BridgeTable& table, std::optional<Seat> you, const std::array<bool, 4>& connected);

// A finished board with every card (all of it is public by then).
nlohmann::json board_record_json(const BoardRecord& record);

std::string contract_text(const std::optional<Contract>& contract);

}  // namespace tenace::server
