#pragma once
// The WBF continuous 20-point victory point scale (adopted 2013), which turns
// a team match's IMP margin into VPs to two decimals, 10-10 for a draw and
// 20-0 at or beyond the "blitz" margin.
//
// Source: WBF Scoring Panel (Bavin, Bethe, Bramley, Buchen), "The New WBF IMP
// to VP Scales", technical report, 2013. For a match of N boards the blitz
// margin is X = 15 * sqrt(N); with tau = (sqrt(5) - 1) / 2 and R = tau^3, the
// winner of a margin of I IMPs receives
//     V = 10 + 10 * (1 - R^(I / X)) / (1 - R),   capped at 20,
// rounded to two decimals, and the loser 20 - V. Rounding can make one IMP
// worth more than the IMP before it; the scale removes every such bump by
// raising the earlier value by 0.01 until the increments never grow again
// (the report's "minor corrections", so that each extra IMP is worth no more
// than the previous one).
#include <vector>

namespace tenace {

// The winner's VPs for margins 0, 1, 2 ... up to and including the first
// margin that scores 20, in hundredths of a VP (1000 = 10.00 VPs).
// Precondition: boards >= 1.
std::vector<int> vp_scale_hundredths(int boards);

// VPs, in hundredths, for a side whose signed IMP margin is `imp_margin` in
// a match of `boards` boards. The two sides' VPs always add up to 2000.
int victory_points_hundredths(int imp_margin, int boards);

// The same as a number with two decimals (e.g. 12.48).
double victory_points(int imp_margin, int boards);

}  // namespace tenace
