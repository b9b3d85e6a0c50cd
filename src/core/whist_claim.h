#pragma once
// A claim in a whist-family hand, once the other side has accepted it: the
// claimer's side takes `tricks` of the tricks not yet played, the other side
// the rest, and the play ends there (RULES.md: claims of the remaining tricks
// are a normal online feature). Who must accept is the table's policy; the
// play only records the settled split. Claims are made between tricks, so
// `remaining` is 13 less the tricks completed.
#include "core/result.h"
#include "core/whist_renege.h"

namespace tenace {

struct WhistClaim {
  WhistSide claimer = WhistSide::Declarer;
  int tricks = 0;     // for the claimer's side
  int remaining = 0;  // tricks not yet played when it was made

  int declarer_tricks() const { return claimer == WhistSide::Declarer ? tricks : remaining - tricks; }
  friend bool operator==(const WhistClaim&, const WhistClaim&) = default;
};

// The settled claim of `tricks` by `claimer` with `completed` tricks played
// and `trick_started` telling whether the next one has a card yet; refused
// with the reason when it cannot be settled now.
Result<WhistClaim> whist_claim(WhistSide claimer, int tricks, int completed, bool trick_started);

}  // namespace tenace
