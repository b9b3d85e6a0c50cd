// tenace serve: the online play server (HTTP + WebSocket, docs/protocol.md).
#include <iostream>
#include <string>

#include "cli/commands.h"
#include "server/server.h"

namespace tenace::cli {
namespace {

constexpr std::string_view kHelp =
    "usage: tenace serve [--port P] [--db PATH] [--web DIR] [--address A]\n"
    "                    [--threads N] [--rate-limit R] [--allow-origin ORIGIN]...\n"
    "                    [--allow-host NAME]...\n"
    "                    [--deal-seed S] [--analysis-threads N]\n"
    "                    [--robot-pace MS] [--absent-grace S] [--idle-close S]\n"
    "                    [--robot-think MS] [--robot-threads N]\n"
    "\n"
    "Runs the game server (bridge and the whist family): the browser UI\n"
    "from DIR (default ./web) at http://A:P/ (default 127.0.0.1:8080), the\n"
    "WebSocket protocol at /ws (docs/protocol.md), and the SQLite database\n"
    "PATH (default ./tenace.db, created if missing; every table resumes\n"
    "after a restart). --port 0 picks a free port. The first line printed is\n"
    "\"listening on http://A:PORT\". Browsers may connect from the same\n"
    "origin, or from each --allow-origin (e.g. http://localhost:5173).\n"
    "WebSocket upgrades must name the server by an IP address, localhost,\n"
    "or a NAME given with --allow-host (e.g. bridge.example.org, for a\n"
    "server behind a domain name) or in an --allow-origin: this keeps\n"
    "DNS-rebinding pages out.\n"
    "Each connection may send R messages per second (default 40, bursts of\n"
    "2R). --deal-seed S deals the same boards on every run (table by table,\n"
    "board by board: for teaching and tests); by default deals are random.\n"
    "--analysis-threads N: worker threads (default 1, at the lowest CPU\n"
    "priority) that solve each finished board double-dummy and show its\n"
    "table and par a moment later; 0 turns the analysis off.\n"
    "A table of four robots plays only while someone watches, one call or\n"
    "card every MS milliseconds (default 1500; a robot tournament's\n"
    "reference tables play its boards once, at once). A robot plays for a person\n"
    "away from a running board after S seconds (default 60), and a table\n"
    "nobody is at closes after S seconds between boards (default 300); its\n"
    "boards stay in the history (docs/protocol.md, Limits and policies).\n"
    "Robots play each card by simulation, thinking up to MS milliseconds\n"
    "(--robot-think, default 700) on N worker threads (--robot-threads,\n"
    "default 1), never holding up a person's message.\n"
    "Stops on SIGINT/SIGTERM.\n";

// A whole decimal number in [low, high]; std::stoi alone would take "2x" as 2.
int integer_in(const std::string& value, int low, int high) {
  std::size_t used = 0;
  const int n = std::stoi(value, &used);
  if (used != value.size() || n < low || n > high) throw std::out_of_range(value);
  return n;
}

int run(const std::vector<std::string>& args, Io io) {
  server::ServerOptions options;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (i + 1 >= args.size()) {
      io.err << "tenace serve: " << a << " needs a value (see tenace serve --help)\n";
      return 2;
    }
    const std::string& value = args[++i];
    try {
      if (a == "--port") {
        options.port = static_cast<unsigned short>(integer_in(value, 0, 65535));
      } else if (a == "--db") {
        options.database = value;
      } else if (a == "--web") {
        options.web_root = value;
      } else if (a == "--address") {
        options.address = value;
      } else if (a == "--threads") {
        options.threads = integer_in(value, 1, 64);
      } else if (a == "--rate-limit") {
        options.messages_per_second = std::stod(value);
        if (!(options.messages_per_second >= 1)) throw std::out_of_range("rate");
      } else if (a == "--deal-seed") {
        if (value.empty() || value.find_first_not_of("0123456789") != std::string::npos) throw std::out_of_range("seed");
        options.lobby.deal_seed = std::stoull(value);
      } else if (a == "--analysis-threads") {
        options.lobby.analysis_threads = integer_in(value, 0, 64);
      } else if (a == "--robot-think") {
        const int ms = integer_in(value, 1, 60000);
        options.lobby.robot_budget.time = std::chrono::milliseconds(ms);
        options.lobby.robot_budget.lead_time = std::chrono::milliseconds(3 * ms);
      } else if (a == "--robot-threads") {
        options.lobby.robot_threads = integer_in(value, 1, 64);
      } else if (a == "--robot-pace") {
        options.lobby.robot_pace = std::chrono::milliseconds(integer_in(value, 0, 600000));
      } else if (a == "--absent-grace") {
        options.lobby.absent_grace = std::chrono::seconds(integer_in(value, 0, 86400));
      } else if (a == "--idle-close") {
        options.lobby.idle_close = std::chrono::seconds(integer_in(value, 1, 7 * 86400));
      } else if (a == "--allow-host") {
        if (value.empty()) throw std::out_of_range("host");
        options.allowed_hosts.push_back(value);
      } else if (a == "--allow-origin") {
        options.allowed_origins.push_back(value);
      } else {
        io.err << "tenace serve: unknown option '" << a << "'\n";
        return 2;
      }
    } catch (const std::exception&) {
      io.err << "tenace serve: " << a << ": '" << value << "' is not a valid value\n";
      return 2;
    }
  }
  try {
    server::Server server(options);
    server.start();
    io.out << "listening on http://" << options.address << ":" << server.port() << std::endl;
    server.run_until_signal();
  } catch (const std::exception& e) {
    io.err << "tenace serve: " << e.what() << "\n";
    return 1;
  }
  return 0;
}

}  // namespace

const Command kServeCommand{"serve", "the online play server (browser UI, WebSocket, SQLite)", kHelp, run};

}  // namespace tenace::cli
