#include "server/tournaments.h"

#include <algorithm>

#include "server/board_result_row.h"

namespace tenace::server {

void Tournaments::load() {
  std::vector<TournamentRecord> all = storage_.load_tournaments();
  std::lock_guard lock(mutex_);
  for (TournamentRecord& t : all) {
    entries_[t.id] = storage_.tournament_entries(t.id);
    for (const TournamentEntry& e : entries_[t.id]) entry_by_table_[e.table_id] = e;
    tournaments_[t.id] = std::move(t);
  }
}

TournamentRecord Tournaments::create(TournamentRecord tournament) {
  tournament.id = storage_.create_tournament(tournament);
  std::lock_guard lock(mutex_);
  tournaments_[tournament.id] = tournament;
  entries_[tournament.id];
  return tournament;
}

void Tournaments::add_entry(const TournamentEntry& entry) {
  storage_.add_tournament_entry(entry);
  std::lock_guard lock(mutex_);
  entries_[entry.tournament_id].push_back(entry);
  entry_by_table_[entry.table_id] = entry;
}

std::optional<TournamentRecord> Tournaments::find(std::int64_t tournament_id) const {
  std::lock_guard lock(mutex_);
  auto it = tournaments_.find(tournament_id);
  if (it == tournaments_.end()) return std::nullopt;
  return it->second;
}

std::vector<TournamentRecord> Tournaments::all() const {
  std::lock_guard lock(mutex_);
  std::vector<TournamentRecord> out;
  for (const auto& [id, t] : tournaments_) out.push_back(t);
  return out;
}

std::optional<Deal> Tournaments::deal(std::int64_t tournament_id, int board) const {
  std::lock_guard lock(mutex_);
  auto it = tournaments_.find(tournament_id);
  if (it == tournaments_.end() || board < 1 || board > static_cast<int>(it->second.deals.size())) return std::nullopt;
  Result<Deal> deal = Deal::from_pbn(it->second.deals[static_cast<std::size_t>(board - 1)]);
  if (!deal) return std::nullopt;
  return *deal;
}

std::vector<TournamentEntry> Tournaments::entries(std::int64_t tournament_id) const {
  std::lock_guard lock(mutex_);
  auto it = entries_.find(tournament_id);
  return it == entries_.end() ? std::vector<TournamentEntry>{} : it->second;
}

std::optional<TournamentEntry> Tournaments::entry_of_user(std::int64_t tournament_id, std::int64_t user_id) const {
  if (user_id == 0) return std::nullopt;
  for (const TournamentEntry& e : entries(tournament_id))
    if (e.user_id == user_id) return e;
  return std::nullopt;
}

std::optional<TournamentEntry> Tournaments::entry_at_table(std::int64_t table_id) const {
  std::lock_guard lock(mutex_);
  auto it = entry_by_table_.find(table_id);
  if (it == entry_by_table_.end()) return std::nullopt;
  return it->second;
}

field::FieldResults Tournaments::results(std::int64_t tournament_id) const {
  const std::optional<TournamentRecord> t = find(tournament_id);
  std::map<int, std::vector<field::BoardResult>> by_board;
  for (const auto& [entry, row] : storage_.tournament_results(tournament_id))
    by_board[row.board].push_back(board_result_of(row, entry.name, "Robots"));
  return field::score_field(t ? t->scoring : field::FieldScoring::Matchpoints, by_board);
}

std::set<int> Tournaments::boards_finished(const TournamentEntry& entry) const {
  std::set<int> boards;
  for (const auto& [e, row] : storage_.tournament_results(entry.tournament_id))
    if (e.table_id == entry.table_id) boards.insert(row.board);
  return boards;
}

RatingChange Tournaments::rate(const TournamentEntry& entry, std::int64_t now) {
  const field::FieldResults field = results(entry.tournament_id);
  // Who sat North-South for each ranked name: the person and their robot
  // partner, or two robots.
  std::map<std::string, std::vector<std::string>> players;
  for (const TournamentEntry& e : entries(entry.tournament_id))
    players[e.name] = {rated_player(e.user_id), rated_player(0)};
  auto players_of = [&](const std::string& name) {
    auto it = players.find(name);
    return it == players.end() ? std::vector<std::string>{rated_player(0), rated_player(0)} : it->second;
  };
  const std::string person = rated_player(entry.user_id);
  std::vector<field::Comparison> comparisons;
  for (const field::Traveller& t : field.travellers)
    for (field::Comparison& c : field::board_comparisons(t, players_of)) {
      const auto involves = [&](const std::vector<std::string>& side) {
        return std::find(side.begin(), side.end(), person) != side.end();
      };
      if (involves(c.us) || involves(c.them)) comparisons.push_back(std::move(c));
    }
  // Only the entrant moves: the others in the field are rated when they
  // finish, against the field as it then stands.
  const RatingPeriod period{RatingSource::Tournament, entry.tournament_id, 0};
  std::vector<RatingChange> changes = rate_period(storage_, period, comparisons, now, {entry.user_id});
  if (!changes.empty()) return changes.front();
  // No comparison at all (no other result on any board): stored unchanged.
  RatingChange unchanged{rating_of(entry.user_id), rating_of(entry.user_id)};
  unchanged.after.period = period;
  unchanged.after.at = now;
  storage_.record_ratings({unchanged.after});
  return unchanged;
}

}  // namespace tenace::server
