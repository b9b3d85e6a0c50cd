#include "server/analyst.h"

#include <sys/resource.h>
#include <unistd.h>

#include <atomic>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <thread>
#include <utility>

#include "solver/solver.h"

namespace tenace::server {

struct Analyst::State {
  std::size_t capacity = 0;
  Analyse analyse;
  std::mutex mutex;
  std::condition_variable wake;
  std::deque<std::pair<AnalysisJob, Done>> queue;  // newest at the back
  std::size_t running = 0;
  bool stopping = false;
  std::atomic<bool> stop_solving{false};  // makes a running solve give up (SolverOptions::stop)
};

namespace {

// Linux gives each thread its own nice value: analysis only uses CPU time
// that the I/O threads leave idle. Failing to lower it changes nothing else.
void lower_this_thread_priority() { (void)setpriority(PRIO_PROCESS, static_cast<id_t>(gettid()), 19); }

}  // namespace

Analyst::Analyse Analyst::default_analyse() {
  return [](Solver& solver, const AnalysisJob& job) {
    return analyse_board(solver, job.deal, job.dealer, job.vulnerability);
  };
}

Analyst::Analyst(int threads, std::size_t capacity, Analyse analyse) : state_(std::make_shared<State>()) {
  state_->capacity = threads > 0 ? capacity : 0;
  state_->analyse = std::move(analyse);
  for (int i = 0; i < threads; ++i) {
    std::thread([state = state_] {
      lower_this_thread_priority();
      std::unique_ptr<Solver> solver;  // made on the first job: idle workers hold no table memory
      SolverOptions options;
      options.stop = &state->stop_solving;
      std::unique_lock lock(state->mutex);
      for (;;) {
        state->wake.wait(lock, [&] { return state->stopping || !state->queue.empty(); });
        if (state->stopping) return;
        auto [job, done] = std::move(state->queue.back());
        state->queue.pop_back();
        ++state->running;
        lock.unlock();
        if (!solver) solver = std::make_unique<Solver>(options);
        BoardAnalysis analysis;
        bool stopped = false;
        try {
          analysis = state->analyse(*solver, job);
        } catch (const SolveStopped&) {
          stopped = true;
        }
        lock.lock();
        --state->running;
        if (stopped) return;
        // Under the lock: stop() cannot return while a result is handed over.
        if (state->stopping) return;
        done(job, std::move(analysis));
      }
    }).detach();
  }
}

Analyst::~Analyst() { stop(); }

void Analyst::submit(AnalysisJob job, Done done) {
  {
    std::lock_guard lock(state_->mutex);
    if (state_->stopping || state_->capacity == 0) return;
    if (state_->queue.size() == state_->capacity) state_->queue.pop_front();
    state_->queue.emplace_back(std::move(job), std::move(done));
  }
  state_->wake.notify_one();
}

void Analyst::stop() {
  {
    std::lock_guard lock(state_->mutex);
    state_->stopping = true;
    state_->queue.clear();
  }
  state_->stop_solving = true;
  state_->wake.notify_all();
}

std::size_t Analyst::pending() const {
  std::lock_guard lock(state_->mutex);
  return state_->queue.size();
}

std::size_t Analyst::running() const {
  std::lock_guard lock(state_->mutex);
  return state_->running;
}

}  // namespace tenace::server
