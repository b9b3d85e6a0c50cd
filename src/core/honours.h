#pragma once
// Honours in rubber bridge and Chicago (RULES.md §1.4; not scored in
// duplicate): a bonus for holding, in one hand, four of the five trump
// honours (A K Q J T) 100, all five 150, or in no trump all four aces 150.
// They count for whichever side holds them, declarer's or the defenders',
// whether or not the contract makes.
#include <optional>

#include "core/deal.h"
#include "core/seat.h"
#include "core/strain.h"

namespace tenace {

struct HonoursAward {
  Side side;
  int points;  // 100 or 150
  friend bool operator==(const HonoursAward&, const HonoursAward&) = default;
};

// The honours held in `deal` when `strain` is the contract's strain, or
// nothing when no hand qualifies. At most one hand can hold four of five
// honours (or four aces), so there is never more than one award.
std::optional<HonoursAward> honours_award(const Deal& deal, Strain strain);

}  // namespace tenace
