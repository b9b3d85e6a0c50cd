#pragma once
// Judging a hand's fit with partner from what partner has shown.
#include <array>

#include "core/card.h"
#include "dealer/hand_constraints.h"

namespace tenace {

// The side suits (not `trump`) in which partner has shown three cards or
// more: shortness there earns no points (HandEvaluation::fit_points).
std::array<bool, 4> partner_side_suits(const dealer::HandConstraints& partner, Suit trump);

}  // namespace tenace
