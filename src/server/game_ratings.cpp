#include "server/game_ratings.h"

#include <algorithm>
#include <map>
#include <set>
#include <string>

#include "core/board.h"
#include "field/traveller.h"
#include "server/board_result_row.h"

namespace tenace::server {

std::vector<RatingChange> rate_event_round(Storage& storage, const Events& events, const EventRecord& event,
                                           std::int64_t now) {
  const RatingPeriod period{RatingSource::EventRound, event.id, event.round};
  if (event.round < 1 || storage.period_rated(period)) return {};
  // Results are named by pair number; a pair's players as registered now.
  std::map<std::string, std::vector<std::string>> players;
  std::map<int, std::size_t> due_pairs;  // by board: pairs due to play it
  for (const EventPair& p : events.pairs(event.id)) {
    players[std::to_string(p.pair)] = {rated_player(p.players[0].user_id), rated_player(p.players[1].user_id)};
    for (int board : events.boards_due(event, p.pair)) ++due_pairs[board];
  }
  auto players_of = [&](const std::string& pair) {
    auto it = players.find(pair);
    return it == players.end() ? std::vector<std::string>{rated_player(0), rated_player(0)} : it->second;
  };
  std::set<std::int64_t> round_tables;
  for (const EventTable& t : events.tables(event.id))
    if (t.round == event.round) round_tables.insert(t.table_id);
  std::map<int, std::vector<field::BoardResult>> by_board;
  for (const BoardResultRow& row : storage.event_results(event.id)) {
    const std::optional<EventTable> table = events.table_at(row.table_id);
    if (!table || table->round > event.round) continue;
    by_board[row.board].push_back(
        board_result_of(row, std::to_string(table->north_south), std::to_string(table->east_west)));
  }
  std::vector<field::Comparison> comparisons;
  for (const auto& [board, results] : by_board) {
    // Two pairs play each result.
    const std::size_t expected = std::max(results.size(), due_pairs[board] / 2);
    const field::Traveller t = field::score_board(board, results, static_cast<int>(expected));
    for (field::Comparison& c : field::new_result_comparisons(t, players_of, round_tables, expected))
      comparisons.push_back(std::move(c));
  }
  return rate_period(storage, period, comparisons, now);
}

std::vector<RatingChange> rate_duplicate_board(Storage& storage, const BoardResultRow& result,
                                               const BoardPlayers& players, std::int64_t now) {
  storage.record_board_players(result.table_id, result.board, players);
  const RatingPeriod period{RatingSource::Board, result.table_id, result.board};
  if (storage.period_rated(period)) return {};
  const BoardConditions conditions = board_conditions(result.board);
  std::map<std::string, std::vector<std::string>> sides;  // "7 NS" -> its players
  std::vector<field::BoardResult> field_results;
  bool found = false;
  for (const auto& [who, row] : storage.results_of_deal(result.deal)) {
    // The field is the results stored up to this one: a board rated again
    // after a crash makes the comparisons it would have made when it came
    // in, never one that a later result has made since.
    if (found) break;
    found = row.table_id == result.table_id && row.board == result.board;
    const BoardConditions other = board_conditions(row.board);
    if (other.dealer != conditions.dealer || other.vulnerability != conditions.vulnerability) continue;
    const std::string table = std::to_string(row.table_id) + "/" + std::to_string(row.board);
    sides[table + " NS"] = {rated_player(who[0]), rated_player(who[2])};
    sides[table + " EW"] = {rated_player(who[1]), rated_player(who[3])};
    field_results.push_back(board_result_of(row, table + " NS", table + " EW"));
  }
  if (!found || field_results.size() < 2) return {};
  auto players_of = [&](const std::string& side) { return sides.at(side); };
  field::Traveller t = field::score_board(result.board, field_results, static_cast<int>(field_results.size()));
  // Results are told apart by table and board (a table may meet the same
  // deal again): the new one is marked.
  constexpr std::int64_t kNew = -1;
  const std::string new_side = std::to_string(result.table_id) + "/" + std::to_string(result.board) + " NS";
  for (field::ScoredResult& r : t.rows) r.result.table_id = r.result.north_south == new_side ? kNew : 0;
  return rate_period(storage, period, field::new_result_comparisons(t, players_of, {kNew}, field_results.size()), now);
}

}  // namespace tenace::server
