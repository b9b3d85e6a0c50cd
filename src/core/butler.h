#pragma once
// Butler scoring: each result on a board is IMPed against one datum score
// for the board instead of against a single other table.
//
// The datum is the mean of the North-South scores after setting aside the
// highest and the lowest score (one of each by default), rounded to the
// nearest multiple of 10, halves away from zero. Setting the extremes aside is
// the common practice (PBN's 'Butler-2' modifier, most club software) because
// one wild result would otherwise move the datum for everybody; when too few
// scores remain (fewer than 2 * discard + 1), all scores are averaged.
#include <vector>

namespace tenace {

struct ButlerOptions {
  int discard_each_end = 1;  // highest and lowest scores left out of the datum
};

// Precondition: scores is not empty.
int butler_datum(const std::vector<int>& scores, ButlerOptions options = {});

// IMPs for each North-South score against the board's datum (East-West get
// the negatives).
std::vector<int> butler_imps(const std::vector<int>& scores, ButlerOptions options = {});

}  // namespace tenace
