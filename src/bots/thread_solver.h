#pragma once
// The solver the sampling players use: one per thread, kept across cards and
// deals, since what its table learnt stays valid (positions are keyed
// exactly) and robots on one thread never solve at the same time.
#include <chrono>

#include "solver/solver.h"

namespace tenace {

inline Solver& thread_solver() {
  thread_local Solver solver;
  return solver;
}

// The thread's solver with a hard stop at `deadline` for as long as this
// lives: a layout still being solved then is abandoned (SolveStopped), so a
// robot's thinking ends on time however hard the deal.
class DeadlineSolver {
 public:
  explicit DeadlineSolver(std::chrono::steady_clock::time_point deadline) : solver_(thread_solver()) {
    solver_.set_deadline(deadline);
  }
  ~DeadlineSolver() { solver_.set_deadline(std::nullopt); }
  DeadlineSolver(const DeadlineSolver&) = delete;
  DeadlineSolver& operator=(const DeadlineSolver&) = delete;

  Solver& operator*() { return solver_; }
  Solver* operator->() { return &solver_; }

 private:
  Solver& solver_;
};

}  // namespace tenace
