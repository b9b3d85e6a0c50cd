#pragma once
// International Match Points: the WBF scale that turns a difference of two
// duplicate scores into 0..24 IMPs (RULES.md §1.5), and cross-IMPs, where each
// result on a board is IMPed against every other result at the other tables.
#include <vector>

namespace tenace {

// Signed IMPs for a score difference. The scale's steps are at 20, 50, 90,
// 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500,
// 1750, 2000, 2250, 2500, 3000, 3500 and 4000; a difference earns one IMP for
// each step it reaches, so 0..19 is 0 IMPs and 4000 or more is 24. Negative
// differences give the negative of the same count.
int imps(int score_difference);

// Cross-IMPs for every result on one board. `scores` are the same side's
// (say North-South) scores at each table; result i receives the sum over
// j != i of imps(scores[i] - scores[j]). The totals sum to zero.
std::vector<int> cross_imps(const std::vector<int>& scores);

// The same divided by the number of comparisons (scores.size() - 1): IMPs
// per comparison, which keeps boards played at fewer tables comparable. A
// lone score has nothing to be compared with and gets 0.
std::vector<double> cross_imps_per_comparison(const std::vector<int>& scores);

}  // namespace tenace
