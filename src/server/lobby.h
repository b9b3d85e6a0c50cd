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
// monopolises a thread. Tables where people sit or watch step on the I/O
// context; tables nobody is at step on a separate background context with
// its own thread, so that hundreds of robot tables playing at full speed
// never queue ahead of a person's message (measured: docs/performance.md). A finished board goes to
// the Analyst; its double-dummy analysis comes back later as a task on the
// I/O context, is stored, and then shown.
#include <boost/asio/io_context.hpp>
#include <boost/asio/thread_pool.hpp>
#include <array>
#include <chrono>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "bots/robot.h"
#include "server/analyst.h"
#include "server/connection.h"
#include "server/login_guard.h"
#include "server/storage.h"
#include "server/table.h"

namespace tenace::server {

struct LobbyOptions {
  // Tables whose four seats are robots deal their next board by themselves.
  bool robot_tables_continue = true;
  // Deals drawn from this seed (mixed with the table id and board number)
  // instead of the system's randomness: tests then meet the same boards on
  // every run, whatever the thread timing.
  std::optional<std::uint64_t> deal_seed;
  // Worker threads for the double-dummy analysis of finished boards (0:
  // none, boards are shown without it), and how many boards may wait.
  int analysis_threads = 1;
  std::size_t analysis_queue = 64;
  // For tests: each password hash or check takes this much longer, so that
  // a test can see the server answer others while one is under way.
  std::chrono::milliseconds password_work_delay{0};
};

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

  std::size_t table_count();
  // Stops the analysis workers promptly; no analysis is posted afterwards.
  void stop_analysis();
  // Stops the password workers (waiting for a hash under way to finish).
  void stop_password_work();

 private:
  struct Member {
    std::weak_ptr<Connection> connection;
    std::int64_t user_id = 0;
  };
  struct Room {
    explicit Room(Table t) : table(std::move(t)) {}
    std::mutex mutex;
    Table table;
    std::vector<Member> members;
    std::array<std::unique_ptr<Robot>, 4> robots;
    bool robot_step_posted = false;
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

  RoomPtr room(std::int64_t id);
  // Leaves the seat or kibitzer place the connection's user has at its table.
  void leave_table(const std::shared_ptr<Connection>& c);
  // Attaches a connection to its user's seat after login (reconnect).
  void resume_seat(const std::shared_ptr<Connection>& c);

  // Applies, stores and broadcasts one event; the room must be locked.
  Status commit(Room& room, const TableEvent& event);
  void broadcast(Room& room, const nlohmann::json& event);
  void send_table(Room& room, const std::shared_ptr<Connection>& c, std::int64_t user_id,
                  const nlohmann::json& event);
  void schedule_robots(const RoomPtr& room);
  void robot_step(const RoomPtr& room);
  bool robot_step_locked(Room& room);
  void deal_if_ready(Room& room);
  void request_analysis(std::int64_t table_id, const BoardRecord& record);
  void attach_analysis(std::int64_t table_id, int board, const BoardAnalysis& analysis);
  TableEvent next_deal(const Table& table) const;
  void broadcast_lobby();
  nlohmann::json lobby_json();

  boost::asio::io_context& io_;
  boost::asio::io_context& background_;
  Storage& storage_;
  LobbyOptions options_;
  std::mutex rooms_mutex_;
  std::map<std::int64_t, RoomPtr> rooms_;
  std::mutex lobby_mutex_;
  std::vector<std::weak_ptr<Connection>> in_lobby_;
  Analyst analyst_;
  LoginGuard login_guard_;
  boost::asio::thread_pool password_pool_{2};
};

void send_json(Connection& c, const nlohmann::json& message);

}  // namespace tenace::server
