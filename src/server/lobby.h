#pragma once
// Lobby: the server's shared state (the "shared_state" of Beast's chat-multi
// example). It owns every table room, the storage and the robots, handles
// each client message, and broadcasts.
//
// Concurrency: several I/O threads call handle() at once (each connection on
// its own strand). The room map has one mutex; each room has its own, so
// tables run in parallel. Lock order: rooms_mutex_ before a room's mutex,
// never the other way. Broadcasts are queued to connections while the room
// is locked so that every client sees a table's changes in the order they
// happened; queuing (Connection::send) never blocks.
//
// Every change is a TableEvent: applied to the Table (which refuses it with
// the reason when illegal), appended to storage, and only then broadcast.
// Robot moves run as tasks, one step at a time, so a robot-only table never
// monopolises a thread. A robot thinks about a call or card on the robot
// workers (LobbyOptions::robot_threads), outside the room's lock, from a
// copy of its SeatView; its choice is committed only if the table has not
// moved on meanwhile, so a person's message never waits for a robot. Robots act at once where a person plays; a table of
// robots plays only while someone watches, at a person's pace (timers), so
// that nobody's disk fills with boards nobody sees. Tables nobody is at
// (robots standing in for absent players finishing a board) step on a
// separate background context, so they never queue ahead of a person's
// message (docs/performance.md). A finished board goes to the Analyst; its
// double-dummy analysis comes back later as a task on the I/O context, is
// stored, and then shown.
//
// A ticker (LobbyOptions::tick) runs the policies that depend on time: a
// robot stands in for a person away from a running board, an idle table
// closes, and the lobby's changes go out as one coalesced lobby_update.
// docs/protocol.md ("Limits and policies") lists them all.
#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/thread_pool.hpp>
#include <array>
#include <atomic>
#include <chrono>
#include <functional>
#include <set>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "bots/play_budget.h"
#include "bots/robot.h"
#include "server/analyst.h"
#include "server/connection.h"
#include "server/login_guard.h"
#include "server/storage.h"
#include "server/bridge_table.h"
#include "server/game_table.h"
#include "server/event_watchers.h"
#include "server/events.h"
#include "server/game_tables.h"
#include "server/matchmaker.h"
#include "server/tournaments.h"

namespace tenace::server {

struct LobbyOptions {
  // Tables whose seats are all robots deal their next hand by themselves.
  bool robot_tables_continue = true;
  // Deals drawn from this seed (mixed with the table id and board number)
  // instead of the system's randomness: tests then meet the same boards on
  // every run, whatever the thread timing.
  std::optional<std::uint64_t> deal_seed;
  // Worker threads for the double-dummy analysis of finished boards (0:
  // none, boards are shown without it), and how many boards may wait.
  int analysis_threads = 1;
  std::size_t analysis_queue = 64;

  // Robot tables play at a person's pace, and only while someone watches
  // (a table where a person sits plays its robots at once). Zero pace:
  // machine speed, for tests that need many boards.
  std::chrono::milliseconds robot_pace{1500};        // between two robot calls or cards
  std::chrono::milliseconds robot_board_pause{5000};  // before a robot table's next deal
  // How long a robot may think about one card, and how many layouts it may
  // try (bots/play_budget.h), and the workers robots think on (0: they
  // think on the thread that steps the table, as the protocol fuzzer needs).
  PlayBudget robot_budget;
  int robot_threads = 1;
  // Bridge robots judge game and slam decisions by bidding sampled layouts
  // out (bots/bidding_simulation.h); off, each call is the system's own
  // (the protocol fuzzer: an input must replay in well under its timeout).
  bool robot_bidding_judgement = true;
  // A person away from a running board (disconnected, or a seat left
  // empty) is played for by a robot after this long, until they return.
  std::chrono::milliseconds absent_grace{60000};
  // A table nobody sits at (as a present person) or watches, between
  // boards, closes after this long; its boards stay in the history.
  std::chrono::milliseconds idle_close{300000};
  // How often the lobby's timers (absence, idle tables) are checked and
  // lobby changes are pushed (coalesced: at most one push per tick).
  std::chrono::milliseconds tick{250};
  // Open tables one user, and one network address, may have created.
  std::size_t tables_per_user = 3;
  std::size_t tables_per_address = 12;
  std::size_t max_tables = 5000;
  // "Play now": how people waiting for a game are grouped by rating.
  MatchmakerOptions matchmaking;
  // For tests: each password hash or check takes this much longer, so that
  // a test can see the server answer others while one is under way.
  std::chrono::milliseconds password_work_delay{0};
};

// Unix seconds now: how tournaments and ratings store time.
std::int64_t now_seconds();

class Lobby : public std::enable_shared_from_this<Lobby> {
 public:
  // `background`: where robot tables with nobody at them play.
  Lobby(boost::asio::io_context& io, boost::asio::io_context& background, Storage& storage,
        LobbyOptions options = {});

  // Rebuilds every table from storage (at start-up) and sets robots going.
  void restore();

  void join(const std::shared_ptr<Connection>& connection);
  void leave(const std::shared_ptr<Connection>& connection);
  // One client message (a complete WebSocket text message).
  void handle(const std::shared_ptr<Connection>& connection, std::string_view text);

  // A finished board for downloads; empty if no such board.
  std::optional<BoardRecord> finished_board(std::int64_t table_id, int board);
  std::vector<BoardRecord> finished_boards(std::int64_t table_id);
  std::string table_name(std::int64_t table_id);
  // A tournament's results as `viewer` may see them (standings; the
  // travellers of the boards they have played, all once they finished or
  // it ended; viewer 0: a stranger), and its boards with results as PBN
  // or LIN (`format` "pbn" or "lin") once the viewer may see them all;
  // empty when there is no such tournament, "" with `refusal` set when it
  // is not yet published.
  std::optional<nlohmann::json> tournament_results(std::int64_t tournament_id, std::int64_t viewer);
  std::optional<std::string> tournament_download(std::int64_t tournament_id, std::int64_t viewer,
                                                 std::string_view format, std::string& refusal);
  // Whether `viewer` (0: a stranger) may see a table's boards: not those
  // of a running tournament's table they have not played every board of.
  bool may_see_table(std::int64_t table_id, std::int64_t viewer);
  // The user of a session token (as a download's cookie carries it); 0 for
  // none or an expired one.
  std::int64_t user_of_session(const std::string& token);
  // Runs `read` on the table, open (under its lock) or closed (rebuilt
  // from storage); false when there is no such table.
  bool read_table(std::int64_t table_id, const std::function<void(const GameTable&)>& read);

  std::size_t table_count();
  // Stops the analysis workers promptly; no analysis is posted afterwards.
  void stop_analysis();
  // Stops the password workers (waiting for a hash under way to finish).
  void stop_password_work();
  // Stops the robot workers (waiting for a robot that is thinking).
  void stop_robot_work();

 private:
  struct Member {
    std::weak_ptr<Connection> connection;
    std::int64_t user_id = 0;
  };
  using Clock = std::chrono::steady_clock;
  struct Room {
    explicit Room(std::unique_ptr<GameTable> t) : table(std::move(t)) {}
    std::mutex mutex;
    std::unique_ptr<GameTable> table;
    std::vector<Member> members;
    // Shared with a robot worker while the robot thinks, so that a person
    // taking the seat meanwhile does not destroy it under the worker.
    std::array<std::shared_ptr<TableRobot>, 4> robots;
    // A robot step is posted or a robot is thinking: no other is started.
    bool robot_step_posted = false;
    // Who created the table, for the per-user and per-address limits.
    std::int64_t creator = 0;
    std::string creator_address;
    // The current board's witnesses: users who watched it (they may not
    // take a seat at it) and the seat each player held (they may come back
    // only to that seat).
    std::set<std::int64_t> watched_board;
    std::map<std::int64_t, Seat> held_seat;
    // Seats whose person is away (disconnected, or the seat left empty
    // during a board), since when, and the robot standing in once the
    // grace period is over.
    std::array<std::optional<Clock::time_point>, 4> away_since;
    std::array<std::shared_ptr<TableRobot>, 4> stand_ins;
    // Since when nobody has been at the table (no present person, no
    // kibitzer); the table closes after LobbyOptions::idle_close.
    std::optional<Clock::time_point> idle_since;
    bool closed = false;
    // Since when the seats in `turn` have had to act (the think clock).
    Clock::time_point turn_started = Clock::now();
    std::vector<Seat> turn;
    // A tournament table's news: the last finished board's traveller and,
    // once every board is played, the entrant's standing and rating change.
    nlohmann::json tournament_view = nullptr;
    // A timed tournament's board clock (lobby_tournaments.cpp): when the
    // entrant's time on the current board runs out, and whether it has (a
    // robot then finishes the board for them).
    std::optional<Clock::time_point> board_deadline;
    bool board_time_out = false;
  };
  using RoomPtr = std::shared_ptr<Room>;

  // Message handlers; each returns an error text or "" on success.
  std::string on_identity(const std::shared_ptr<Connection>& c, const nlohmann::json& m, const std::string& type);
  // register/login: the hashing runs on password_pool_ (see Connection).
  std::string on_password_identity(const std::shared_ptr<Connection>& c, const nlohmann::json& m,
                                   const std::string& type);
  // Logs the connection in as `user` holding `token` (stored first when it
  // is a new session).
  void complete_login(const std::shared_ptr<Connection>& c, const UserRecord& user, const std::string& token,
                      bool new_session);
  std::string on_logout(const std::shared_ptr<Connection>& c, const nlohmann::json& m);
  std::string on_create(const std::shared_ptr<Connection>& c, const nlohmann::json& m);
  std::string on_sit(const std::shared_ptr<Connection>& c, const nlohmann::json& m);
  std::string on_robot(const std::shared_ptr<Connection>& c, const nlohmann::json& m);
  std::string on_watch(const std::shared_ptr<Connection>& c, const nlohmann::json& m);
  std::string on_leave(const std::shared_ptr<Connection>& c);
  std::string on_table_action(const std::shared_ptr<Connection>& c, const nlohmann::json& m,
                              const std::string& type);
  std::string on_history(const std::shared_ptr<Connection>& c, const nlohmann::json& m);
  std::string on_chat(const std::shared_ptr<Connection>& c, const nlohmann::json& m);
  // "?" on an opponent robot's card: its meaning by the robots' carding
  // agreements, answered to the asker alone (it follows from the play).
  std::string on_ask_card(const std::shared_ptr<Connection>& c, const nlohmann::json& m);
  std::string on_mute(const std::shared_ptr<Connection>& c, const nlohmann::json& m, bool mute);
  // Tournaments (lobby_tournaments.cpp): the list, making one, entering
  // one (a table of one's own with robots), and its results.
  std::string on_tournaments(const std::shared_ptr<Connection>& c);
  std::string on_create_tournament(const std::shared_ptr<Connection>& c, const nlohmann::json& m);
  std::string on_enter(const std::shared_ptr<Connection>& c, const nlohmann::json& m);
  std::string on_tournament(const std::shared_ptr<Connection>& c, const nlohmann::json& m);
  // Pairs events among people (lobby_events.cpp): the messages (empty when
  // `type` is not one of them), the tables each round opens, and the step
  // from round to round (run by the ticker, and by the director).
  std::optional<std::string> on_event_message(const std::shared_ptr<Connection>& c, const nlohmann::json& m,
                                              const std::string& type);
  std::string on_events(const std::shared_ptr<Connection>& c);
  std::string on_create_event(const std::shared_ptr<Connection>& c, const nlohmann::json& m);
  std::string on_register_pair(const std::shared_ptr<Connection>& c, const nlohmann::json& m);
  std::string on_start_event(const std::shared_ptr<Connection>& c, const nlohmann::json& m);
  // Sends the event's page and keeps the connection watching it.
  std::string on_event(const std::shared_ptr<Connection>& c, const nlohmann::json& m);
  // The event's page as `viewer` may see it (an `event` message).
  nlohmann::json event_page_json(const EventRecord& event, const field::PairsEventResults& results,
                                 std::int64_t viewer);
  // Sends the pages of the events changed since the last tick to those
  // watching them.
  void push_event_pages();
  // A board's result was stored at one of the event's tables.
  void event_board_finished(std::int64_t event_id);
  // The event's page changed (a result, an adjusted score, a round):
  // its watchers are sent it at once, and a round all played moves on.
  void event_changed(std::int64_t event_id);
  std::string on_director(const std::shared_ptr<Connection>& c, const nlohmann::json& m);
  std::string director_adjust(const EventRecord& event, const nlohmann::json& m);
  std::string director_substitute(const EventRecord& event, const nlohmann::json& m);
  std::string director_end_round(const EventRecord& event);
  std::string director_name(const EventRecord& event);
  // The tables of the event's current round: its movement's, or for Swiss
  // teams the pairing from the rounds before (empty when none is possible).
  std::vector<field::Seating> round_seatings(const EventRecord& event);
  // Opens the tables of the event's current round not yet open, each with
  // its pairs seated; under event_rounds_mutex_, no room locked.
  void open_round(const EventRecord& event);
  // Closes the current round's tables and opens the next round's (or
  // finishes the event); under event_rounds_mutex_.
  void next_round(EventRecord event);
  // Moves on every event whose round's tables have played their boards.
  void advance_events();
  // A person's seat is kept for them (a robot stands in while they are
  // away); a robot player takes it. The room must be locked.
  void seat_event_player(Room& room, Seat seat, const EventPlayer& player);
  // Tells a person where the event seats them now.
  void tell_event_seat(const EventRecord& event, const EventTable& table, Seat seat, const EventPlayer& player);
  // The next board of an event table (empty: it has played its round).
  std::optional<TableEvent> event_deal(const GameTable& table) const;
  // Why `c` may not sit in `seat` at an event table ("" if they may, or it
  // is no event's).
  std::string event_seat_refusal(std::int64_t table_id, const Connection& c, Seat seat);
  // A board's results are hidden from whoever has yet to play it.
  std::set<int> visible_event_boards(const EventRecord& event, std::int64_t viewer);
  bool may_see_event_table(std::int64_t table_id, std::int64_t viewer);
  // What a table's view says of its event (null for other tables).
  nlohmann::json event_table_json(const GameTable& table) const;
  // Why `next` is refused at an event table that has played its round's
  // boards ("" when it is not).
  std::string event_next_refusal(const GameTable& table) const;
  // A player's page: rating history, tournaments, recent boards, figures.
  // One step of the rating history: the rating and what moved it.
  nlohmann::json rating_step_json(const RatingRecord& rating) const;
  std::string on_profile(const std::shared_ptr<Connection>& c, const nlohmann::json& m);
  // "Play now" (lobby_matchmaking.cpp): wait for a table with people of
  // similar rating, or stop waiting; the ticker seats the groups formed.
  std::string on_play_now(const std::shared_ptr<Connection>& c);
  std::string on_play_now_cancel(const std::shared_ptr<Connection>& c);
  void seat_matched_groups();
  // A new rating reaches the player's lobby presence.
  void rating_changed(std::int64_t user_id, double rating);
  // Rates people from their games (lobby_ratings.cpp, game_ratings.h): an
  // event's current round once its results are stored, and a board just
  // finished at a duplicate table outside tournaments and events (the room
  // locked); each once.
  void rate_round(const EventRecord& event);
  void rate_board(Room& room, const BoardResultRow& result);
  // At start-up: the last board of a duplicate or event table, whose
  // result or rating a crash may have cut off after its last card, is
  // stored (if missing) and rated (if not yet).
  void finish_last_board_after_crash(Room& room, const BoardResultRow& last);
  // Robot-only tables that give a new tournament its first field.
  void start_reference_tables(const TournamentRecord& tournament);
  // A new table of the tournament, stored with its entry; null when the
  // server is at its table limit.
  RoomPtr open_tournament_table(const TournamentRecord& tournament, const TournamentEntry& entrant);
  // The next board of a tournament table (empty: it has played them all).
  std::optional<TableEvent> tournament_deal(const GameTable& table) const;
  // Rebuilds a tournament table's news after a finished board (and rates
  // an entrant who has finished, once). The room must be locked.
  void refresh_tournament_view(Room& room);
  // The board clock of a timed tournament's entrant (docs/protocol.md,
  // "Robot tournaments"), the room locked: started by each deal and stored
  // after each call or card; at restart the stored time left runs on; once
  // it runs out a robot plays the entrant's seat to the end of the board.
  void board_clock_after(Room& room, const TableEvent& event);
  void restore_board_clock(Room& room);
  void check_board_clock(const RoomPtr& room, Clock::time_point now);
  nlohmann::json board_clock_json(const Room& room) const;
  // The boards of tournament `t` that `viewer` may see the results of: the
  // ones they finished; all once they finished every one or it ended.
  std::set<int> visible_boards(const TournamentRecord& t, std::int64_t viewer);
  // A robot-only table of a tournament plays at once, watched or not.
  static bool plays_unwatched(const GameTable& table);
  void tournaments_changed();

  // Who is online (lobby presence) and whom each of them has muted.
  void came_online(const std::shared_ptr<Connection>& c);
  void went_offline(const std::shared_ptr<Connection>& c);
  nlohmann::json online_json();
  bool is_muted(std::int64_t listener, std::int64_t speaker);
  std::vector<std::shared_ptr<Connection>> connections_of(std::int64_t user_id);

  RoomPtr room(std::int64_t id);
  std::vector<RoomPtr> all_rooms();
  // A table that is no longer open, rebuilt from storage: its name, its
  // finished bridge boards (for downloads) and its history; null when there
  // is no such table. The last few are kept, so that asking again does not
  // replay the table again.
  struct ClosedTable {
    std::int64_t id = 0;
    std::string name;
    std::vector<BoardRecord> boards;
    nlohmann::json history;
    std::shared_ptr<const GameTable> table;
  };
  std::shared_ptr<const ClosedTable> closed_table(std::int64_t table_id);
  static constexpr std::size_t kClosedTablesKept = 8;
  std::mutex closed_mutex_;
  std::vector<std::shared_ptr<const ClosedTable>> closed_kept_;  // most recent last
  // The periodic check: absent players, idle tables, lobby changes.
  void start_ticking();
  void tick();
  void check_room(const RoomPtr& room, Clock::time_point now);
  void close_room(const RoomPtr& room);
  // Live connections at the table: which seats have their person present,
  // and how many kibitzers there are. The room must be locked.
  std::array<bool, 4> present_seats(Room& room) const;
  int kibitzer_count(Room& room) const;
  bool anyone_at(Room& room) const;
  // True when a robot acts for the seat: a robot's seat, or a stand-in's.
  bool robot_acts_for(const Room& room, Seat seat) const;
  // A robot's answer to a pending question about one of its calls (robots
  // answer at once).
  std::optional<TableEvent> robot_explanation(const Room& room) const;
  // Marks the table's lobby entry as changed (pushed on the next tick).
  void lobby_changed(std::int64_t table_id);
  // Leaves the seat or kibitzer place the connection's user has at its table.
  void leave_table(const std::shared_ptr<Connection>& c);
  // Attaches a connection to its user's seat after login (reconnect).
  void resume_seat(const std::shared_ptr<Connection>& c);

  // A robot takes the empty seat (its Robot event committed); the room
  // must be locked.
  Status seat_robot(Room& room, Seat seat);
  // Applies, stores and broadcasts one event; the room must be locked.
  Status commit(Room& room, const TableEvent& event);
  void broadcast(Room& room, const nlohmann::json& event);
  nlohmann::json room_table_json(Room& room, std::optional<Seat> you, const std::array<bool, 4>& connected) const;
  // Seats a robot plays for while their person is away get "stand_in": true.
  void mark_stand_ins(const Room& room, nlohmann::json& seats) const;
  // The seat's person (or a new one) is there: no longer away, and a robot
  // standing in steps back. The room must be locked.
  void person_back(Room& room, Seat seat);
  void send_table(Room& room, const std::shared_ptr<Connection>& c, std::int64_t user_id,
                  const nlohmann::json& event);
  void schedule_robots(const RoomPtr& room);
  void robot_step(const RoomPtr& room);
  bool robot_step_locked(const RoomPtr& room);
  // `robot` makes the move `seat` owes now (a call, card, or answer); false
  // when neither it nor the table's fallback move is accepted.
  bool act_for(Room& room, Seat seat, const std::shared_ptr<TableRobot>& robot);
  // Commits the table's fallback move for `seat` (a robot's own was refused).
  bool act_by_fallback(Room& room, Seat seat);
  // Hands a robot's move to the robot workers; the choice comes back
  // through robot_decided().
  void start_thinking(const RoomPtr& room, Seat seat, const std::shared_ptr<TableRobot>& robot);
  void robot_decided(const RoomPtr& room, Seat seat, std::int64_t events_before, std::optional<TableEvent> event);
  std::shared_ptr<TableRobot> new_robot(const Room& room);
  void deal_if_ready(Room& room);
  void request_analysis(std::int64_t table_id, const BoardRecord& record);
  void attach_analysis(std::int64_t table_id, int board, const BoardAnalysis& analysis);
  TableEvent next_deal(const GameTable& table) const;
  // The bridge table in the room, or null for another game.
  static BridgeTable* bridge(Room& room);
  void broadcast_lobby_changes();
  nlohmann::json lobby_json();
  nlohmann::json lobby_entry(Room& room);
  // Refuses a new table when the creator (or the whole server) is at a limit.
  std::string creation_limit(const Connection& c);
  void user_seated(std::int64_t user_id, std::optional<std::int64_t> table_id);
  // Why the user may not sit at `table_id` while seated at another table
  // ("" when they may); a seat at `movable` (this connection's own table,
  // which sitting elsewhere leaves) does not count.
  std::string seat_elsewhere(const Connection& c, std::int64_t table_id, std::optional<std::int64_t> movable);

  boost::asio::io_context& io_;
  boost::asio::io_context& background_;
  Storage& storage_;
  LobbyOptions options_;
  std::mutex rooms_mutex_;
  std::map<std::int64_t, RoomPtr> rooms_;
  std::mutex lobby_mutex_;
  std::vector<std::weak_ptr<Connection>> in_lobby_;
  std::set<std::int64_t> lobby_changes_;  // table ids, under lobby_mutex_
  std::set<std::int64_t> lobby_removed_;
  // Which table each person sits at (one seat at one table per user).
  std::mutex seated_mutex_;
  std::map<std::int64_t, std::int64_t> seated_;
  boost::asio::steady_timer ticker_;
  struct Presence {
    std::string name;
    double rating = 1500;  // as stored when they came online, or rated since
    std::vector<std::weak_ptr<Connection>> connections;
  };
  std::mutex presence_mutex_;
  std::map<std::int64_t, Presence> online_;
  std::map<std::int64_t, std::set<std::int64_t>> mutes_;  // listener -> speakers, under presence_mutex_
  std::atomic<bool> online_changed_{false};
  Analyst analyst_;
  LoginGuard login_guard_;
  boost::asio::thread_pool password_pool_{2};
  std::unique_ptr<boost::asio::thread_pool> robot_pool_;  // empty when robots think inline
  std::atomic<std::uint64_t> robots_made_{0};
  Tournaments tournaments_{storage_};
  std::mutex matchmaker_mutex_;
  Matchmaker matchmaker_{options_.matchmaking};
  std::map<std::int64_t, std::weak_ptr<Connection>> waiting_;  // under matchmaker_mutex_
  std::atomic<bool> tournaments_changed_{false};
  Events events_{storage_};
  // One step of rounds at a time (the ticker's, a director's, a start).
  std::mutex event_rounds_mutex_;
  // A board finished at an event table since the ticker last looked (and
  // at start-up, for rounds a restart interrupted).
  std::atomic<bool> event_boards_finished_{true};
  EventWatchers event_watchers_;
  std::mutex event_pages_mutex_;  // one push of event pages at a time
};

void send_json(Connection& c, const nlohmann::json& message);

}  // namespace tenace::server
