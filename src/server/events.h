#pragma once
// Events: the server's book of pairs events among people (docs/protocol.md,
// "Pairs events"). A person makes an event and directs it; pairs register
// (two people, or robots where the director lets them fill the field)
// until the director starts it. The start fixes the movement for the
// number of pairs (field/movement.h: a Mitchell or a Howell) and deals
// the boards once; each round then opens one table per movement table,
// with the round's pairs in their seats, and the round's board set. A
// round ends when each of its tables has played its boards (or the
// director ends it), and the next round follows the movement.
//
// Results are the stored results of the event's tables, scored against
// the field per board (field/pairs_event_scoring.h) with the director's
// adjusted scores. The book keeps the events, pairs and tables in memory
// (loaded at start-up; each stored before it is used) and reads results
// from storage. Safe to call from several threads.
#include <cstdint>
#include <limits>
#include <map>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "core/deal.h"
#include "field/movement.h"
#include "field/pairs_event_scoring.h"
#include "field/swiss_teams.h"
#include "field/team_match.h"
#include "server/event_records.h"
#include "server/storage.h"

namespace tenace::server {

// The movement an event plays with `pairs` pairs, or why it cannot:
// "mitchell" needs an even number of pairs, 6 to 30; "howell" 5 to 30
// pairs; "teams" (a teams match, field/team_match.h) two teams of four,
// pairs 1 and 2 against pairs 3 and 4; "swiss" Swiss teams
// (field/swiss_teams.h), 4 to 15 teams of two pairs; "auto" picks a Howell for up to 8 pairs or an odd number (every
// pair meets every other), a Mitchell for larger even fields.
struct MovementChoice {
  std::string kind;   // "mitchell" or "howell"; empty when impossible
  std::string problem;
};
MovementChoice choose_movement(const std::string& asked, int pairs);
// The movement a started event plays (from its stored kind and size). A
// Swiss event's has no seatings: each round's are paired from the results
// of the rounds before it (Lobby::open_round).
field::Movement event_movement(const EventRecord& event);
// The most rounds `teams` Swiss teams play without two teams meeting twice.
int swiss_rounds_possible(int teams);
// How many rounds the started event plays.
int rounds_played(const EventRecord& event, const field::Movement& movement);
// The most tables any round of the movement plays at (a pair sitting
// out has none).
std::size_t tables_per_round(const field::Movement& movement);
// The board numbers of board set `set` (from 1).
std::vector<int> boards_of_set(const EventRecord& event, int set);
// The field a pair is ranked in: "NS" or "EW" in a Mitchell, "" in a
// Howell, its team in a teams match.
std::string field_of_pair(const EventRecord& event, int pair);
// "3: Alice - Bob": a pair as travellers and standings show it.
std::string pair_label(const EventPair& pair);

class Events {
 public:
  explicit Events(Storage& storage) : storage_(storage) {}

  void load();
  EventRecord create(EventRecord event);
  // Stores a changed event (state, round, movement, deals).
  void update(const EventRecord& event);
  std::optional<EventRecord> find(std::int64_t event_id) const;
  std::vector<EventRecord> all() const;

  // Registers a pair with the next number.
  EventPair register_pair(std::int64_t event_id, const std::array<EventPlayer, 2>& players);
  // A substitution: the pair with a player replaced.
  void replace_pair(const EventPair& pair);
  std::vector<EventPair> pairs(std::int64_t event_id) const;
  std::optional<EventPair> pair(std::int64_t event_id, int number) const;
  std::optional<EventPair> pair_of_user(std::int64_t event_id, std::int64_t user_id) const;

  void add_table(const EventTable& table);
  std::vector<EventTable> tables(std::int64_t event_id) const;
  std::optional<EventTable> table_at(std::int64_t table_id) const;

  void adjust(const EventAdjustment& adjustment);
  std::vector<EventAdjustment> adjustments(std::int64_t event_id) const;

  // Board `board`'s deal; empty when there is none.
  std::optional<Deal> deal(std::int64_t event_id, int board) const;
  // Standings and travellers from the stored results and adjustments.
  field::PairsEventResults results(std::int64_t event_id) const;
  // The boards the pair has finished, and those it is due to play in the
  // rounds the event plays.
  std::set<int> boards_finished(std::int64_t event_id, int pair) const;
  // A teams match's IMPs by board and VPs over `boards` (empty for other
  // events); a board counts once both rooms have played it.
  std::optional<field::TeamMatchResult> team_match(std::int64_t event_id, const std::set<int>& boards) const;
  std::set<int> boards_due(const EventRecord& event, int pair) const;
  // A Swiss teams event's matches, byes and victory points in its rounds
  // up to `last_round`, counting only `boards` (empty for other events).
  std::optional<field::SwissTeamsResults> swiss_teams(std::int64_t event_id, const std::set<int>& boards,
                                                      int last_round = std::numeric_limits<int>::max()) const;
  // Results each table of the event has stored, by server table.
  std::map<std::int64_t, int> results_per_table(std::int64_t event_id) const;

 private:
  Storage& storage_;
  mutable std::mutex mutex_;
  std::map<std::int64_t, EventRecord> events_;
  std::map<std::int64_t, std::vector<EventPair>> pairs_;        // by event, by number
  std::map<std::int64_t, std::vector<EventTable>> tables_;      // by event
  std::map<std::int64_t, EventTable> table_by_id_;              // by server table
  std::map<std::int64_t, std::vector<EventAdjustment>> adjustments_;
};

}  // namespace tenace::server
