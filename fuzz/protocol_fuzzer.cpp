// libFuzzer target: the server's message handler, Lobby::handle, as a few
// hostile clients would drive it. One input is a conversation: lines
// separated by '\n', each one WebSocket text message whose first byte picks
// the connection that sends it (byte % kConnections) and whose rest is the
// message. After each message the robots' queued work runs (a bounded number
// of steps), so robot bidding and play are exercised too.
//
// Each input gets a fresh SqliteStorage in its own temporary directory (on
// /dev/shm when there is one: no disk sync) and a fresh Lobby, so that table
// ids start at 1 on every input and a crash replays from its input alone.
//
// What counts as a failure: anything escaping handle() (an uncaught
// exception aborts), any sanitizer report, and any reply that is not valid
// JSON (trapped here: a client could not read it).
#include <unistd.h>

#include <boost/asio/io_context.hpp>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "server/connection.h"
#include "server/lobby.h"
#include "server/sqlite_storage.h"

namespace {

constexpr std::size_t kConnections = 3;
// Robot steps run after each message: enough for robots to finish a board
// (about 65 steps), few enough that robots cannot make one input run for
// ever (robot-only tables also stop after their board: see below).
constexpr int kRobotStepsPerMessage = 100;

// A client that reads every message: each one must parse as JSON.
class CheckingConnection : public tenace::server::Connection {
 public:
  void send(std::shared_ptr<const std::string> text) override {
    if (!text || !nlohmann::json::accept(*text)) __builtin_trap();
  }
};

std::filesystem::path temp_root() {
  std::error_code ec;
  if (std::filesystem::is_directory("/dev/shm", ec)) return "/dev/shm";
  return std::filesystem::temp_directory_path();
}

// A directory of this process's own, removed at exit.
const std::filesystem::path& work_dir() {
  static const std::filesystem::path dir = [] {
    auto path = temp_root() / ("tenace-protocol-fuzz-" + std::to_string(::getpid()));
    std::filesystem::create_directories(path);
    std::atexit([] {
      std::error_code ec;
      std::filesystem::remove_all(work_dir(), ec);
    });
    return path;
  }();
  return dir;
}

void remove_database(const std::filesystem::path& db) {
  std::error_code ec;
  for (const char* suffix : {"", "-wal", "-shm", "-journal"})
    std::filesystem::remove(db.string() + suffix, ec);
}

void run_robot_work(boost::asio::io_context& io, boost::asio::io_context& background) {
  for (int step = 0; step < kRobotStepsPerMessage; ++step) {
    const std::size_t ran = io.poll_one() + background.poll_one();
    if (ran == 0) break;
  }
  io.restart();
  background.restart();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::filesystem::path db = work_dir() / "protocol.db";
  remove_database(db);
  {
    tenace::server::SqliteStorage storage(db.string());
    boost::asio::io_context io;
    boost::asio::io_context background;
    tenace::server::LobbyOptions options;
    options.analysis_threads = 0;  // the solver has its own tests; keep inputs fast
    options.deal_seed = 20261123;  // the same boards on every run of an input
    // Four robots dealing board after board would spend the fuzzer's time
    // on robot play, not on the protocol.
    options.robot_tables_continue = false;
    // The policies that wait for time (robots' pace, a robot standing in for
    // an absent player, idle tables closing, the lobby's coalesced changes)
    // run at once here, the lobby's tick firing whenever the robots' work
    // runs; the input's first byte chooses whether idle tables close at
    // once and whether absent players are stood in for at once.
    const unsigned char flags = size > 0 ? data[0] : 0;
    options.robot_pace = std::chrono::milliseconds(0);
    // Robots think inline and cheaply: each input is replayed exactly. They
    // sample no layouts (every robot then makes its plain choice from what
    // its seat sees): a whist robot's layout is a whole hand solved double
    // dummy for each bid or declaration it weighs, which under the
    // sanitizers took most of a whist input's time. What a layout would be
    // worth is the robots' own tests' business, not the protocol's. A
    // whist robot still claims its last tricks when they are certain and
    // solved within `time`.
    options.robot_threads = 0;
    options.robot_budget.min_samples = 0;
    options.robot_budget.max_samples = 0;
    options.robot_budget.time = std::chrono::milliseconds(50);
    options.robot_budget.lead_time = std::chrono::milliseconds(50);
    // Nor do they bid layouts out to judge a game or slam decision: a
    // robot auction under the sanitizers then took most of a minute.
    options.robot_bidding_judgement = false;
    options.robot_board_pause = std::chrono::milliseconds(0);
    options.tick = std::chrono::milliseconds(0);
    options.absent_grace = (flags & 1) ? std::chrono::milliseconds(0) : std::chrono::hours(1);
    options.idle_close = (flags & 2) ? std::chrono::milliseconds(0) : std::chrono::hours(1);
    auto lobby = std::make_shared<tenace::server::Lobby>(io, background, storage, options);
    lobby->restore();  // an empty database: starts the lobby's tick

    std::vector<std::shared_ptr<CheckingConnection>> connections;
    for (std::size_t i = 0; i < kConnections; ++i) {
      connections.push_back(std::make_shared<CheckingConnection>());
      lobby->join(connections.back());
    }
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    std::size_t start = 0;
    while (start < input.size()) {
      std::size_t end = input.find('\n', start);
      if (end == std::string_view::npos) end = input.size();
      const std::string_view line = input.substr(start, end - start);
      start = end + 1;
      if (line.empty()) continue;
      const auto& sender = connections[static_cast<unsigned char>(line[0]) % kConnections];
      lobby->handle(sender, line.substr(1));
      run_robot_work(io, background);
    }
    for (const auto& c : connections) lobby->leave(c);
    run_robot_work(io, background);
    lobby->stop_analysis();
    // Pending robot steps hold the lobby; the io_contexts drop them when
    // they go, before the storage they would write to.
  }
  remove_database(db);
  return 0;
}
