#include "server/tournaments.h"

#include <algorithm>

#include "field/rating.h"
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

RatingRecord Tournaments::rating_of(std::int64_t user_id) const {
  if (std::optional<RatingRecord> r = storage_.rating(user_id)) return *r;
  RatingRecord newcomer;
  newcomer.user_id = user_id;
  return newcomer;
}

namespace {

std::string user_key(std::int64_t user_id) { return "user " + std::to_string(user_id); }
constexpr const char* kRobot = "robot";

}  // namespace

RatingChange Tournaments::rate(const TournamentEntry& entry, std::int64_t now) {
  const field::FieldResults field = results(entry.tournament_id);
  const std::vector<TournamentEntry> all = entries(entry.tournament_id);
  // Who sat North-South for each ranked name: the person and their robot
  // partner, or two robots.
  std::map<std::string, std::vector<std::string>> players;
  field::RatingBook book;
  book.set_fixed(kRobot, field::Rating{kRobotRating, 30});
  for (const TournamentEntry& e : all) {
    if (e.user_id == 0) {
      players[e.name] = {kRobot, kRobot};
      continue;
    }
    players[e.name] = {user_key(e.user_id), kRobot};
    const RatingRecord stored = rating_of(e.user_id);
    const field::Rating r{stored.rating, stored.deviation};
    if (e.user_id == entry.user_id) book.set(user_key(e.user_id), r);
    else book.set_fixed(user_key(e.user_id), r);  // others move when they finish
  }
  auto players_of = [&](const std::string& name) {
    auto it = players.find(name);
    return it == players.end() ? std::vector<std::string>{kRobot, kRobot} : it->second;
  };
  std::vector<field::Comparison> comparisons;
  for (const field::Traveller& t : field.travellers)
    for (field::Comparison& c : field::board_comparisons(t, players_of)) {
      const auto involves = [&](const std::vector<std::string>& side) {
        return std::find(side.begin(), side.end(), user_key(entry.user_id)) != side.end();
      };
      if (involves(c.us) || involves(c.them)) comparisons.push_back(std::move(c));
    }
  RatingChange change;
  change.before = rating_of(entry.user_id);
  // Uncertainty grows with the time since the player's last rating (none
  // for a newcomer, who is as unsure as can be already).
  constexpr double kSecondsPerWeek = 7 * 24 * 3600;
  const double weeks = change.before.at > 0 ? std::max(0.0, static_cast<double>(now - change.before.at) / kSecondsPerWeek) : 0;
  book.rate_period(comparisons, weeks);
  const field::Rating after = book.of(user_key(entry.user_id));
  change.after = RatingRecord{entry.user_id, after.rating, after.deviation, entry.tournament_id, now};
  storage_.record_rating(change.after);
  return change;
}

}  // namespace tenace::server
