#pragma once
// Storage: where users, sessions, tables and every table event live. The
// server writes an event here before anyone hears of it, and rebuilds every
// table from here at start-up. This is an interface so that a PostgreSQL
// backend can follow the SQLite one (sqlite_storage.h). Implementations are
// safe to call from several threads. Failures throw StorageError: the
// server cannot honour "stored before broadcast" without the store.
#include <cstdint>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "server/board_analysis.h"
#include "server/event_records.h"
#include "server/field_records.h"
#include "server/bridge_table.h"
#include "server/table_event.h"

namespace tenace::server {

struct StorageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct StoredTable {
  std::int64_t id = 0;
  TableSettings settings;
  std::int64_t creator = 0;  // the user who created it (0: unknown)
  std::vector<TableEvent> events;  // in order
  std::map<int, BoardAnalysis> analyses;  // by board number
};

// One chat message as said (scope "table", "lobby" or "private").
struct ChatRecord {
  std::string scope;
  std::int64_t table_id = 0;  // for table messages
  std::int64_t from_user = 0;
  std::int64_t to_user = 0;   // for private messages
  std::string text;
};

struct UserRecord {
  std::int64_t id = 0;
  std::string name;
  std::string password_hash;  // empty for guests
  bool guest = false;
};

// The result of a finished board, kept in its own table for queries.
struct BoardResultRow {
  std::int64_t table_id = 0;
  int board = 0;
  std::string deal;      // PBN, from North
  std::string contract;  // "4HX" or "Pass"
  std::string declarer;  // "N" or ""
  int tricks = 0;
  int score_ns = 0;
  std::string lead;  // the opening lead ("SQ"), "" if none
};

class Storage {
 public:
  virtual ~Storage() = default;

  virtual std::int64_t create_table(const TableSettings& settings, std::int64_t creator) = 0;
  // Marks a table closed: it is no longer restored at start-up, and its
  // events stay for the history.
  virtual void close_table(std::int64_t table_id) = 0;
  // Appends event number `seq` (0, 1, 2, ... per table) of a table.
  virtual void append_event(std::int64_t table_id, std::int64_t seq, const TableEvent& event) = 0;
  virtual void record_result(const BoardResultRow& row) = 0;
  // The double-dummy analysis of a finished board, which arrives some time
  // after the board's last event (replaces an earlier one).
  virtual void record_analysis(std::int64_t table_id, int board, const BoardAnalysis& analysis) = 0;
  // The open tables, each with all its events (what a restart restores).
  virtual std::vector<StoredTable> load_tables() = 0;
  // One table, open or closed (the history of a closed table).
  virtual std::optional<StoredTable> load_table(std::int64_t table_id) = 0;

  // Fails (empty) when the name is taken, in any case ("Alice", "ALICE").
  virtual std::optional<std::int64_t> create_user(const std::string& name, const std::string& password_hash,
                                                  bool guest) = 0;
  // Matches the name whatever its case.
  virtual std::optional<UserRecord> find_user(const std::string& name) = 0;
  virtual std::optional<UserRecord> user_by_id(std::int64_t id) = 0;
  // Sessions are stored by the digest of their token (token_digest() in
  // passwords.h), never the token. session_user() finds an unexpired one
  // and marks it used now; end_session() revokes one (false: none such).
  virtual void save_session(const std::string& token_digest, std::int64_t user_id) = 0;
  virtual std::optional<std::int64_t> session_user(const std::string& token_digest) = 0;
  virtual bool end_session(const std::string& token_digest) = 0;

  // Tournaments (field_records.h): made once, entered by many; their
  // results are the results of their entrants' tables.
  virtual std::int64_t create_tournament(const TournamentRecord& tournament) = 0;
  virtual std::vector<TournamentRecord> load_tournaments() = 0;
  virtual void add_tournament_entry(const TournamentEntry& entry) = 0;
  virtual std::vector<TournamentEntry> tournament_entries(std::int64_t tournament_id) = 0;
  // A timed tournament's board clock: the entrant's time left on a board
  // (milliseconds), stored as it runs so that a restart keeps it.
  virtual void save_board_clock(std::int64_t table_id, int board, std::int64_t remaining_ms) = 0;
  virtual std::optional<std::int64_t> board_clock(std::int64_t table_id, int board) = 0;
  // Every finished board of the tournament's tables, with its entry.
  virtual std::vector<std::pair<TournamentEntry, BoardResultRow>> tournament_results(std::int64_t tournament_id) = 0;

  // Pairs events among people (event_records.h). update_event() rewrites
  // an event's state, round, movement and deals; save_event_pair() stores
  // a pair or replaces it (a substitution).
  virtual std::int64_t create_event(const EventRecord& event) = 0;
  virtual void update_event(const EventRecord& event) = 0;
  virtual std::vector<EventRecord> load_events() = 0;
  virtual void save_event_pair(const EventPair& pair) = 0;
  virtual std::vector<EventPair> event_pairs(std::int64_t event_id) = 0;
  virtual void add_event_table(const EventTable& table) = 0;
  virtual std::vector<EventTable> event_tables(std::int64_t event_id) = 0;
  virtual void add_event_adjustment(const EventAdjustment& adjustment) = 0;
  virtual std::vector<EventAdjustment> event_adjustments(std::int64_t event_id) = 0;
  // Every finished board of the event's tables.
  virtual std::vector<BoardResultRow> event_results(std::int64_t event_id) = 0;

  // Ratings: the latest is the player's rating now; empty for a newcomer.
  // A period's ratings are stored together (all or none).
  virtual void record_ratings(const std::vector<RatingRecord>& ratings) = 0;
  // Whether any rating was stored for the period.
  virtual bool period_rated(const RatingPeriod& period) = 0;
  virtual std::optional<RatingRecord> rating(std::int64_t user_id) = 0;
  virtual std::vector<RatingRecord> rating_history(std::int64_t user_id) = 0;
  // Who played a board at a duplicate table (user ids N, E, S, W; 0 for a
  // robot), stored when it ends (the first players stored for a board
  // stay), and the results of every board so stored with the same deal, in
  // the order their players were stored: a board's field outside
  // tournaments and events.
  virtual void record_board_players(std::int64_t table_id, int board, const BoardPlayers& players) = 0;
  virtual std::vector<std::pair<BoardPlayers, BoardResultRow>> results_of_deal(const std::string& deal) = 0;

  virtual void record_chat(const ChatRecord& message) = 0;
  // Whom a user has muted (their messages are not delivered to the user).
  virtual void set_mute(std::int64_t user_id, std::int64_t muted_id, bool muted) = 0;
  virtual std::vector<std::int64_t> muted_by(std::int64_t user_id) = 0;
};

}  // namespace tenace::server
