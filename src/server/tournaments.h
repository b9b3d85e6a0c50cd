#pragma once
// Tournaments: the server's book of robot tournaments. A tournament is a
// board set that any number of entrants play, each at a table of their own
// (the entrant South, a robot partner North, robot opponents East-West),
// over a window of time; robot-only reference tables play it as soon as it
// is made, so that the first entrant already has a field. Every result is
// scored against every other result on the same board as soon as it is
// stored (field/standings.h): the live ranking and each board's traveller
// come from the stored results, so a restart loses none of them.
//
// The book keeps the tournaments and their entries in memory (loaded at
// start-up; each stored before it is used) and answers from storage what
// changes with every board. Safe to call from several threads.
#include <cstdint>
#include <map>
#include <mutex>
#include <optional>
#include <set>
#include <vector>

#include "core/deal.h"
#include "field/standings.h"
#include "server/field_records.h"
#include "server/rating_periods.h"
#include "server/storage.h"

namespace tenace::server {

class Tournaments {
 public:
  explicit Tournaments(Storage& storage) : storage_(storage) {}

  // Reads every tournament and entry from storage (at start-up).
  void load();
  // Stores a new tournament (its deals drawn by the caller) and returns it
  // with its id.
  TournamentRecord create(TournamentRecord tournament);
  void add_entry(const TournamentEntry& entry);

  std::optional<TournamentRecord> find(std::int64_t tournament_id) const;
  std::vector<TournamentRecord> all() const;
  // Board `board` (from 1) of the tournament; empty when there is none.
  std::optional<Deal> deal(std::int64_t tournament_id, int board) const;
  std::vector<TournamentEntry> entries(std::int64_t tournament_id) const;
  std::optional<TournamentEntry> entry_of_user(std::int64_t tournament_id, std::int64_t user_id) const;
  std::optional<TournamentEntry> entry_at_table(std::int64_t table_id) const;

  // The standings and every board's traveller, from the stored results.
  field::FieldResults results(std::int64_t tournament_id) const;
  // Boards the entrant has finished (by their table's results).
  std::set<int> boards_finished(const TournamentEntry& entry) const;

  // Rates a person who has finished every board: one rating period of the
  // comparisons of their results with every other result on their boards
  // (docs/ratings.md). Robots, and other entrants, keep their ratings.
  RatingChange rate(const TournamentEntry& entry, std::int64_t now);
  // A player's rating now (a newcomer's if they have none).
  RatingRecord rating_of(std::int64_t user_id) const { return current_rating(storage_, user_id); }

 private:
  Storage& storage_;
  mutable std::mutex mutex_;
  std::map<std::int64_t, TournamentRecord> tournaments_;
  std::map<std::int64_t, std::vector<TournamentEntry>> entries_;  // by tournament
  // The same entries by table: every sit, watch, history and download asks
  // whether its table is a tournament's.
  std::map<std::int64_t, TournamentEntry> entry_by_table_;
};

}  // namespace tenace::server
