#pragma once
// The one projection from a table to what a participant may see. Robots are
// fed these SeatViews and every JSON message to a client is written from
// them (table_json.h), so the no-leak rule (DESIGN.md, security model) holds
// by construction: a hidden card is simply not in the value.
#include "bots/seat_view.h"
#include "server/bridge_table.h"

namespace tenace::server {

// What the player in `seat` may see. Precondition: a board has been dealt.
SeatView view_for(const BridgeTable& table, Seat seat);
// What a kibitzer sees without the "see all hands" setting: the public
// view (no own hand; dummy after the opening lead; alerts are shown, since
// a kibitzer is nobody's partner). Precondition: a board has been dealt.
SeatView public_view(const BridgeTable& table);

}  // namespace tenace::server
