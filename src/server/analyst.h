#pragma once
// Analyst: runs the double-dummy analysis of finished boards on its own
// worker threads, so that neither an I/O thread nor a table's mutex ever
// waits for the solver (which takes from a fraction of a second to minutes
// per deal). Each worker owns one Solver. The workers run at the lowest CPU
// priority: play at the tables always comes first.
//
// The queue is bounded and served newest first: the board a player has just
// finished is the one being looked at, and a server flooded with finished
// boards (robot tables at machine speed) drops the oldest requests rather
// than fall ever further behind. A dropped board simply has no analysis.
//
// stop() is prompt: it does not wait for a worker busy with a deal; that
// worker's solver gives up within a few thousand nodes (SolverOptions::stop)
// and its thread, detached and owning everything it touches, ends. Once
// stop() has returned no `done` callback runs or starts.
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>

#include "core/deal.h"
#include "core/seat.h"
#include "server/board_analysis.h"

namespace tenace::server {

struct AnalysisJob {
  std::int64_t table_id = 0;
  int board = 0;
  Deal deal;
  Seat dealer = Seat::North;
  Vulnerability vulnerability = Vulnerability::None;
};

class Analyst {
 public:
  // How a worker analyses one job (the solver by default; tests may plug
  // their own) and how the result is handed back (called on the worker).
  using Analyse = std::function<BoardAnalysis(Solver&, const AnalysisJob&)>;
  using Done = std::function<void(const AnalysisJob&, BoardAnalysis)>;

  // `threads` 0 makes an analyst that never analyses (submit drops jobs).
  Analyst(int threads, std::size_t capacity, Analyse analyse = default_analyse());
  ~Analyst();
  Analyst(const Analyst&) = delete;
  Analyst& operator=(const Analyst&) = delete;

  void submit(AnalysisJob job, Done done);
  void stop();
  // Jobs waiting and jobs being analysed now (for tests and monitoring).
  std::size_t pending() const;
  std::size_t running() const;

  static Analyse default_analyse();

 private:
  struct State;
  std::shared_ptr<State> state_;
};

}  // namespace tenace::server
