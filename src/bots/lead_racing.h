#pragma once
// Racing the candidate opening leads: after a few layouts, a lead that is
// clearly worse than the best so far is solved no more, so the layouts still
// to come cost less and more of them fit the lead's time. "Clearly": over
// the layouts so far, its IMPs against the leading candidate are worse on
// average by more than kRaceMarginImps with kRaceStandardErrors standard
// errors to spare (paired per layout). A lead within that of the best is
// kept to the end, where the choice's own preferences (partner's suit, a
// sequence) still weigh it.
#include <vector>

#include "core/contract.h"
#include "core/seat.h"

namespace tenace {

inline constexpr int kRaceAfterLayouts = 8;
inline constexpr double kRaceMarginImps = 0.5;
inline constexpr double kRaceStandardErrors = 2.0;

// `defence[k][i]`: the defence's tricks in layout k when lead i is led; a
// lead no longer solved has entries < 0 from some layout on, and `alive[i]`
// false. Returns `alive` with the clearly worse leads turned off (never the
// leading one); unchanged before kRaceAfterLayouts layouts.
std::vector<bool> leads_still_racing(const std::vector<std::vector<int>>& defence, std::vector<bool> alive,
                                     const Contract& contract, Vulnerability vulnerability);

}  // namespace tenace
