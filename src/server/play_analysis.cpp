#include "server/play_analysis.h"

#include <list>
#include <map>
#include <mutex>
#include <utility>

#include <nlohmann/json.hpp>

#include "server/table_json.h"
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

PlayAnalysisReply cached_play_analysis(std::int64_t table_id, int board, const BoardRecord& record) {
#ifdef TENACE_HAVE_SOLVER
  // A few hundred boards of a few kilobytes each; the oldest is forgotten
  // first. One solver per I/O thread keeps its table between requests.
  constexpr std::size_t kCapacity = 512;
  static std::mutex mutex;
  static std::map<std::pair<std::int64_t, int>, std::string> cache;
  static std::list<std::pair<std::int64_t, int>> order;
  const std::pair<std::int64_t, int> key{table_id, board};
  {
    std::lock_guard lock(mutex);
    if (auto found = cache.find(key); found != cache.end()) return {true, found->second};
  }
  thread_local Solver solver(SolverOptions{.memory_bytes = std::size_t{16} << 20});
  std::string body = play_analysis_json(record, analyse_play(solver, record)).dump() + "\n";
  std::lock_guard lock(mutex);
  if (cache.emplace(key, body).second) {
    order.push_back(key);
    if (order.size() > kCapacity) {
      cache.erase(order.front());
      order.pop_front();
    }
  }
  return {true, std::move(body)};
#else
  (void)table_id;
  (void)board;
  (void)record;
  return {false, "this server was built without the double-dummy solver\n"};
#endif
}

}  // namespace tenace::server
