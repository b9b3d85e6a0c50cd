#pragma once
// TableEvent: one accepted change to a table, the unit the table's log is
// made of. The table applies events and nothing else, the storage appends
// them before anyone hears of them, and a restart replays them: so what was
// played and what is restored cannot differ. Robot decisions are events too,
// which keeps replay free of any robot (or random) logic.
#include <cstdint>
#include <optional>
#include <string>

#include <nlohmann/json_fwd.hpp>

#include "core/result.h"
#include "core/seat.h"

namespace tenace::server {

enum class EventKind : std::uint8_t {
  Sit,             // seat, user_id, name
  Robot,           // seat
  Leave,           // seat
  Deal,            // board, deal (PBN from North), dealer, vulnerability
  Call,            // seat, call, text (alert explanation, may be empty)
  Ask,             // seat (who asks), index
  Explain,         // seat, index, text
  Card,            // seat (the player acting, declarer for dummy), card
  Claim,           // seat, tricks
  ClaimResponse,   // seat, accept
  UndoRequest,     // seat
  UndoResponse,    // seat, accept
  // The whist family (whist_table.h); `seat` is the acting player's chair.
  Discard,         // card: the two discards, "SA HK" (Dummy Whist with jokers)
  Exchange,        // card: the discard taken for a joker
  Declare,         // call: the trump suit ("S") or the no-trump direction ("uptown", "downtown")
  Choose,          // accept: true keeps the dealt hand (Nonsense)
  Renege,          // index: the book named (table rules)
};

// The longest alert or explanation text a call may carry, in bytes.
inline constexpr std::size_t kMaxExplanation = 300;

struct TableEvent {
  EventKind kind = EventKind::Sit;
  Seat seat = Seat::North;
  std::int64_t user_id = 0;
  std::string name;
  std::string call;   // "1NT"
  std::string card;   // "SA"
  std::string text;   // alert explanation
  std::string deal;   // PBN deal string
  int board = 0;
  int index = 0;
  int tricks = 0;
  bool accept = false;
  Seat dealer = Seat::North;
  Vulnerability vulnerability = Vulnerability::None;
};

std::string_view event_kind_name(EventKind kind);
// The stored form (a compact JSON object) and back.
std::string to_storage(const TableEvent& event);
Result<TableEvent> from_storage(const std::string& text);

}  // namespace tenace::server
