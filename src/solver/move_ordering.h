#pragma once
// Move ordering. Alpha-beta is only as fast as its first moves are good, so
// each candidate gets a cheap score and the list is tried best first: the
// lead scores (lead_ordering.h) and the follow scores (follow_ordering.h),
// plus, in search.cpp, the lead that proved the table's bound.
#include "solver/follow_ordering.h"
#include "solver/lead_ordering.h"
#include "solver/search_types.h"

namespace tenace::solver_detail {

inline void sort_moves(MoveList& list) {
  for (int i = 1; i < list.size; ++i) {
    const Move m = list.moves[i];
    int j = i - 1;
    while (j >= 0 && list.moves[j].score < m.score) {
      list.moves[j + 1] = list.moves[j];
      --j;
    }
    list.moves[j + 1] = m;
  }
}

}  // namespace tenace::solver_detail
