#pragma once
// Duplicate board numbers fix the dealer and the vulnerability (the standard
// 16-board cycle, RULES.md §1.1).
#include "core/seat.h"

namespace tenace {

struct BoardConditions {
  Seat dealer;
  Vulnerability vulnerability;
};

// Board numbers start at 1; the cycle repeats every 16 boards.
BoardConditions board_conditions(int board_number);

}  // namespace tenace
