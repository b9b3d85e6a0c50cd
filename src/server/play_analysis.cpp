#include "server/play_analysis.h"

#include <condition_variable>
#include <deque>
#include <list>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <thread>
#include <utility>

#include <sys/resource.h>
#include <unistd.h>

#include <nlohmann/json.hpp>

#include "server/bridge_table_json.h"
#ifdef TENACE_HAVE_SOLVER
#include "solver/solver.h"
#endif

namespace tenace::server {

using nlohmann::json;

namespace {

std::vector<PlayedCard> played_cards(const BoardRecord& record) {
  const auto& play = record.game.play();
  if (!play) return {};
  return play->tricks().history();
}

}  // namespace

#ifdef TENACE_HAVE_SOLVER
PlayAnalysis analyse_play(Solver& solver, const BoardRecord& record) {
  PlayAnalysis analysis;
  if (!record.contract) return analysis;
  analysis.has_contract = true;
  analysis.declarer = record.contract->declarer;
  const std::vector<PlayedCard> played = played_cards(record);
  std::vector<Card> cards;
  cards.reserve(played.size());
  for (const PlayedCard& p : played) cards.push_back(p.card);
  analysis.declarer_tricks = solver.play_analysis(record.game.deal(), record.contract->strain, analysis.declarer, cards);
  const Side declaring = side_of(analysis.declarer);
  for (std::size_t i = 0; i < played.size(); ++i) {
    const int before = analysis.declarer_tricks[i];
    const int after = analysis.declarer_tricks[i + 1];
    // A card can only lose tricks for its own side: declarer's side loses
    // when its count drops, the defenders' when declarer's rises.
    const int cost = side_of(played[i].seat) == declaring ? before - after : after - before;
    analysis.cards.push_back({played[i].seat, played[i].card, cost});
  }
  return analysis;
}
#endif

json play_analysis_json(const BoardRecord& record, const PlayAnalysis& analysis) {
  json j;
  j["board"] = record.game.board_number();
  j["contract"] = record.contract ? json(record.contract->to_string()) : json(nullptr);
  j["declarer"] = analysis.has_contract ? json(seat_string(analysis.declarer)) : json(nullptr);
  j["declarer_tricks"] = analysis.declarer_tricks;
  json cards = json::array();
  json first = {{"NS", nullptr}, {"EW", nullptr}};
  for (std::size_t i = 0; i < analysis.cards.size(); ++i) {
    const CardCost& c = analysis.cards[i];
    cards.push_back({{"seat", seat_string(c.seat)}, {"card", c.card.to_string()}, {"cost", c.cost}});
    const std::string side(side_name(side_of(c.seat)));
    if (c.cost > 0 && first[side].is_null())
      first[side] = {{"index", i}, {"seat", seat_string(c.seat)}, {"card", c.card.to_string()}, {"cost", c.cost}};
  }
  j["cards"] = std::move(cards);
  j["first_costly"] = std::move(first);
  return j;
}

#ifdef TENACE_HAVE_SOLVER
namespace {

using BoardKey = std::pair<std::int64_t, int>;

// The cache and the worker's queue. The worker thread is detached and holds
// its own reference, so nothing it touches is destroyed under it at exit.
struct AnalysisStore {
  static constexpr std::size_t kCapacity = 512;  // answers kept, a few kB each
  static constexpr std::size_t kQueue = 64;      // boards waiting; the oldest are dropped
  std::mutex mutex;
  std::condition_variable wake;
  std::map<BoardKey, std::string> done;
  std::list<BoardKey> done_order;
  std::deque<std::pair<BoardKey, BoardRecord>> waiting;
  std::set<BoardKey> queued;  // waiting or being solved
  bool worker_started = false;

  void keep(const BoardKey& key, std::string body) {
    if (!done.emplace(key, std::move(body)).second) return;
    done_order.push_back(key);
    if (done_order.size() > kCapacity) {
      done.erase(done_order.front());
      done_order.pop_front();
    }
  }
};

void work(std::shared_ptr<AnalysisStore> store) {
  // As the post-board analyst's workers: only CPU time the tables leave.
  (void)setpriority(PRIO_PROCESS, static_cast<id_t>(gettid()), 19);
  Solver solver(SolverOptions{.memory_bytes = std::size_t{16} << 20});
  for (;;) {
    std::unique_lock lock(store->mutex);
    store->wake.wait(lock, [&] { return !store->waiting.empty(); });
    auto [key, record] = std::move(store->waiting.front());
    store->waiting.pop_front();
    lock.unlock();
    std::string body;
    try {
      body = play_analysis_json(record, analyse_play(solver, record)).dump() + "\n";
    } catch (const std::exception& e) {
      body = json{{"error", std::string("analysis failed: ") + e.what()}}.dump() + "\n";
    }
    lock.lock();
    store->queued.erase(key);
    store->keep(key, std::move(body));
  }
}

}  // namespace
#endif

PlayAnalysisReply cached_play_analysis(std::int64_t table_id, int board, const BoardRecord& record) {
#ifdef TENACE_HAVE_SOLVER
  static const std::shared_ptr<AnalysisStore> store = std::make_shared<AnalysisStore>();
  const BoardKey key{table_id, board};
  std::lock_guard lock(store->mutex);
  if (auto found = store->done.find(key); found != store->done.end()) return {PlayAnalysisState::ready, found->second};
  if (!store->worker_started) {
    std::thread(work, store).detach();
    store->worker_started = true;
  }
  if (store->queued.insert(key).second) {
    store->waiting.emplace_back(key, record);
    if (store->waiting.size() > AnalysisStore::kQueue) {
      store->queued.erase(store->waiting.front().first);
      store->waiting.pop_front();
    }
    store->wake.notify_one();
  }
  return {PlayAnalysisState::pending, "{\"pending\":true}\n"};
#else
  (void)table_id;
  (void)board;
  (void)record;
  return {PlayAnalysisState::unavailable, "this server was built without the double-dummy solver\n"};
#endif
}

}  // namespace tenace::server
