// The Analyst's promises, with a stand-in for the solver that the test
// holds and releases: stop() does not wait for a deal being analysed and
// drops its result; the newest boards go first and the oldest are dropped
// when the queue is full. Also the stored form of an analysis.
#include <gtest/gtest.h>

#include <chrono>
#include <condition_variable>
#include <future>
#include <mutex>
#include <thread>
#include <vector>

#include "server/analyst.h"

namespace tenace::testing {
namespace {

using server::AnalysisJob;
using server::Analyst;
using server::BoardAnalysis;

// An analysis that starts, tells the test, and waits for the test's word.
struct HeldAnalysis {
  std::promise<void> started;
  std::shared_future<void> release;

  Analyst::Analyse analyse(std::shared_ptr<HeldAnalysis> self) {
    return [self](Solver&, const AnalysisJob& job) {
      if (job.board == 1) {
        self->started.set_value();
        self->release.wait();
      }
      BoardAnalysis analysis;
      analysis.par_score_ns = job.board;
      return analysis;
    };
  }
};

AnalysisJob job(int board) {
  AnalysisJob j;
  j.table_id = 7;
  j.board = board;
  return j;
}

// Polls a condition the workers will make true (a wait, not a deadline).
template <class Condition>
void wait_until(Condition condition) {
  while (!condition()) std::this_thread::sleep_for(std::chrono::milliseconds(1));
}

TEST(Analyst, StopDoesNotWaitForADealBeingAnalysedAndDropsItsResult) {
  auto held = std::make_shared<HeldAnalysis>();
  std::promise<void> release;
  held->release = release.get_future().share();
  Analyst analyst(1, 8, held->analyse(held));
  std::atomic<bool> delivered = false;
  analyst.submit(job(1), [&](const AnalysisJob&, BoardAnalysis) { delivered = true; });
  held->started.get_future().wait();
  analyst.stop();  // would never return if it waited for the held analysis
  EXPECT_EQ(analyst.running(), 1u);
  release.set_value();
  wait_until([&] { return analyst.running() == 0; });
  EXPECT_FALSE(delivered);
}

TEST(Analyst, NewestBoardsFirstAndTheOldestDroppedWhenFull) {
  auto held = std::make_shared<HeldAnalysis>();
  std::promise<void> release;
  held->release = release.get_future().share();
  Analyst analyst(1, /*capacity=*/2, held->analyse(held));
  std::mutex mutex;
  std::condition_variable arrived;
  std::vector<int> boards;  // in the order their analyses were delivered
  auto done = [&](const AnalysisJob& j, BoardAnalysis a) {
    EXPECT_EQ(a.par_score_ns, j.board);
    std::lock_guard lock(mutex);
    boards.push_back(j.board);
    arrived.notify_all();
  };
  analyst.submit(job(1), done);
  held->started.get_future().wait();
  for (int board : {2, 3, 4}) analyst.submit(job(board), done);
  EXPECT_EQ(analyst.pending(), 2u);  // board 2 made room for board 4
  release.set_value();
  std::unique_lock lock(mutex);
  arrived.wait(lock, [&] { return boards.size() == 3; });
  EXPECT_EQ(boards, (std::vector<int>{1, 4, 3}));
  lock.unlock();
  analyst.stop();
}

TEST(Analyst, WithoutThreadsNothingIsQueued) {
  Analyst analyst(0, 8);
  analyst.submit(job(1), [](const AnalysisJob&, BoardAnalysis) { ADD_FAILURE() << "no worker may analyse"; });
  EXPECT_EQ(analyst.pending(), 0u);
}

TEST(BoardAnalysisStorage, RoundTripsAndNamesWhatIsDamaged) {
  BoardAnalysis analysis;
  for (int strain = 0; strain < 5; ++strain)
    for (int seat = 0; seat < 4; ++seat) analysis.tricks.tricks[strain][seat] = (strain * 4 + seat) % 14;
  analysis.par_score_ns = -420;
  analysis.par_contracts = {"4S-EW", "4H*-NS-2"};
  const auto back = server::analysis_from_storage(server::to_storage(analysis));
  ASSERT_TRUE(back) << back.error().message;
  EXPECT_EQ(*back, analysis);

  auto error = [](const std::string& text) {
    const auto result = server::analysis_from_storage(text);
    return result ? std::string("accepted") : result.error().message;
  };
  EXPECT_NE(error("not json").find("not a JSON object"), std::string::npos);
  EXPECT_NE(error(R"({"par":0,"contracts":[]})").find("\"dd\""), std::string::npos);
  std::string dd = "[7";
  for (int i = 1; i < 19; ++i) dd += ",7";
  dd += "]";
  EXPECT_NE(error(R"({"dd":)" + dd + R"(,"par":0,"contracts":[]})").find("20 trick counts"), std::string::npos);
  EXPECT_NE(error(R"({"dd":[1,2,3,4,5,6,7,8,9,10,11,12,13,14,1,2,3,4,5,6],"par":0,"contracts":[]})").find("entry 13"),
            std::string::npos);
  EXPECT_NE(error(R"({"dd":[1,2,3,4,5,6,7,8,9,10,11,12,13,0,1,2,3,4,5,6],"par":"x","contracts":[]})").find("\"par\""),
            std::string::npos);
  EXPECT_NE(error(R"({"dd":[1,2,3,4,5,6,7,8,9,10,11,12,13,0,1,2,3,4,5,6],"par":0,"contracts":[4]})").find("par contract"),
            std::string::npos);
}

}  // namespace
}  // namespace tenace::testing
