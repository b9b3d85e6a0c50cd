#pragma once
// SqliteStorage: the Storage interface on one SQLite database file in WAL
// mode (tables, events, users, chat in sqlite_storage.cpp; tournaments and
// ratings in sqlite_field_storage.cpp; pairs events in sqlite_event_storage.cpp). One connection behind a mutex: SQLite serialises writers anyway and
// each event is a single small insert, so this is not the bottleneck.
// synchronous=NORMAL in WAL keeps every committed event across a process
// crash (kill -9); only a power failure could lose the last transactions.
#include <chrono>
#include <memory>
#include <mutex>
#include <string>

#include "server/storage.h"

struct sqlite3;
struct sqlite3_stmt;

namespace tenace::server {

class SqliteStorage : public Storage {
 public:
  // Opens (creating if needed) the database at `path`; throws StorageError.
  // Sessions unused for `session_idle_limit` expire.
  explicit SqliteStorage(const std::string& path,
                         std::chrono::seconds session_idle_limit = std::chrono::hours(24 * 30));
  ~SqliteStorage() override;
  SqliteStorage(const SqliteStorage&) = delete;
  SqliteStorage& operator=(const SqliteStorage&) = delete;

  std::int64_t create_table(const TableSettings& settings, std::int64_t creator) override;
  void close_table(std::int64_t table_id) override;
  void append_event(std::int64_t table_id, std::int64_t seq, const TableEvent& event) override;
  void record_result(const BoardResultRow& row) override;
  void record_analysis(std::int64_t table_id, int board, const BoardAnalysis& analysis) override;
  std::vector<StoredTable> load_tables() override;
  std::optional<StoredTable> load_table(std::int64_t table_id) override;
  std::optional<std::int64_t> create_user(const std::string& name, const std::string& password_hash,
                                          bool guest) override;
  std::optional<UserRecord> find_user(const std::string& name) override;
  std::optional<UserRecord> user_by_id(std::int64_t id) override;
  std::int64_t create_tournament(const TournamentRecord& tournament) override;
  std::vector<TournamentRecord> load_tournaments() override;
  void add_tournament_entry(const TournamentEntry& entry) override;
  std::vector<TournamentEntry> tournament_entries(std::int64_t tournament_id) override;
  std::vector<std::pair<TournamentEntry, BoardResultRow>> tournament_results(std::int64_t tournament_id) override;
  void save_board_clock(std::int64_t table_id, int board, std::int64_t remaining_ms) override;
  std::optional<std::int64_t> board_clock(std::int64_t table_id, int board) override;
  std::int64_t create_event(const EventRecord& event) override;
  void update_event(const EventRecord& event) override;
  std::vector<EventRecord> load_events() override;
  void save_event_pair(const EventPair& pair) override;
  std::vector<EventPair> event_pairs(std::int64_t event_id) override;
  void add_event_table(const EventTable& table) override;
  std::vector<EventTable> event_tables(std::int64_t event_id) override;
  void add_event_adjustment(const EventAdjustment& adjustment) override;
  std::vector<EventAdjustment> event_adjustments(std::int64_t event_id) override;
  std::vector<BoardResultRow> event_results(std::int64_t event_id) override;
  void record_ratings(const std::vector<RatingRecord>& ratings) override;
  bool period_rated(const RatingPeriod& period) override;
  std::optional<RatingRecord> rating(std::int64_t user_id) override;
  std::vector<RatingRecord> rating_history(std::int64_t user_id) override;
  void record_board_players(std::int64_t table_id, int board, const BoardPlayers& players) override;
  std::vector<std::pair<BoardPlayers, BoardResultRow>> results_of_deal(const std::string& deal) override;
  void record_chat(const ChatRecord& message) override;
  void set_mute(std::int64_t user_id, std::int64_t muted_id, bool muted) override;
  std::vector<std::int64_t> muted_by(std::int64_t user_id) override;
  void save_session(const std::string& token_digest, std::int64_t user_id) override;
  std::optional<std::int64_t> session_user(const std::string& token_digest) override;
  bool end_session(const std::string& token_digest) override;

 private:
  class Statement;
  void exec(const char* sql);
  bool has_column(const char* table, const char* column);
  // The events and analyses of the tables in `tables` (by position of id).
  void load_events(std::vector<StoredTable>& tables, const char* where, std::int64_t table_id);
  void migrate_sessions();
  void migrate_user_names();
  // Tournaments, their entries and ratings (sqlite_field_storage.cpp).
  void create_field_tables();
  // Pairs events among people (sqlite_event_storage.cpp).
  void create_event_tables();
  std::optional<UserRecord> read_user(Statement& statement);

  std::mutex mutex_;
  sqlite3* db_ = nullptr;
  std::unique_ptr<Statement> insert_event_;
  std::chrono::seconds session_idle_limit_;
};

}  // namespace tenace::server
