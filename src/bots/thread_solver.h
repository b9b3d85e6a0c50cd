#pragma once
// The solver the sampling players use: one per thread, kept across cards and
// deals, since what its table learnt stays valid (positions are keyed
// exactly) and robots on one thread never solve at the same time.
#include "solver/solver.h"

namespace tenace {

inline Solver& thread_solver() {
  thread_local Solver solver;
  return solver;
}

}  // namespace tenace
