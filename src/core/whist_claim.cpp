#include "core/whist_claim.h"

#include <string>

namespace tenace {

Result<WhistClaim> whist_claim(WhistSide claimer, int tricks, int completed, bool trick_started) {
  const int remaining = 13 - completed;
  if (remaining <= 0) return Error{"the play is over"};
  if (trick_started) return Error{"a claim is made between tricks, not in the middle of one"};
  if (tricks < 0 || tricks > remaining)
    return Error{"a claim is of 0 to " + std::to_string(remaining) + " tricks, the tricks still to play"};
  return WhistClaim{claimer, tricks, remaining};
}

}  // namespace tenace
