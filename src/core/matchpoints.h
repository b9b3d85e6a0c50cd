#pragma once
// Matchpoints (pairs events, RULES.md §1.5): on each board a score earns a
// point for every other score in the same direction that it beats and half
// a point for every tie (the 1/½ scale, US and Japan), or 2 and 1 (the 2/1
// scale, Europe and PBN's 'MP1'). Both give the same percentage of the top.
//
// Neuberg's formula handles a board played fewer (or more) times than the
// rest: each of the A results actually present stands for E / A results of
// a full comparison, so on the 2/1 scale a score of M becomes
//     M' = (M + 1) * E / A - 1
// (on the 1/½ scale (M + ½) * E / A - ½), whose top is that of E results.
// This is the formula of the EBU and WBF tournament regulations for
// "factoring" boards with unequal numbers of results.
#include <vector>

namespace tenace {

enum class MatchpointScale {
  TwoOne,   // 2 per score beaten, 1 per tie; top = 2 (n - 1)
  OneHalf,  // 1 per score beaten, ½ per tie; top = n - 1
};

// Matchpoints for each of `scores` (all from the same direction, e.g. North-
// South) against the others on the board. The opposite direction gets
// top - MP.
std::vector<double> matchpoints(const std::vector<int>& scores, MatchpointScale scale = MatchpointScale::TwoOne);

// The top on a board with `results` scores.
double matchpoint_top(int results, MatchpointScale scale = MatchpointScale::TwoOne);

// Each score's matchpoints as a percentage of the top. A lone score, which
// has nothing to beat, gets 50%.
std::vector<double> matchpoint_percentages(const std::vector<int>& scores);

// Neuberg: matchpoints `mp` earned among `results` scores, scaled to a board
// with `expected` scores.
double neuberg(double mp, int results, int expected, MatchpointScale scale = MatchpointScale::TwoOne);

// Every score on the board, matchpointed and scaled to `expected` results.
std::vector<double> neuberg_matchpoints(const std::vector<int>& scores, int expected,
                                        MatchpointScale scale = MatchpointScale::TwoOne);

}  // namespace tenace
