// tenace movement: a pairs event's movement, round by round, checked.
#include <iostream>
#include <string>
#include <vector>

#include "cli/commands.h"
#include "field/movement.h"

namespace tenace::cli {

namespace {

constexpr std::string_view kHelp =
    "usage: tenace movement mitchell --tables N\n"
    "       tenace movement howell --pairs P\n"
    "\n"
    "Prints the movement of a pairs event round by round: at each table the\n"
    "North-South pair, the East-West pair and the board set. Mitchell: 3-15\n"
    "tables, North-South pairs 1..N stay, East-West pairs N+1..2N move up,\n"
    "boards move down (an even number of tables skips once, halfway).\n"
    "Howell: 5-30 pairs, everyone meets everyone; with an odd number one\n"
    "pair sits out each round; a round's board set is played at every table.\n"
    "The movement is then checked (every pair at one table a round, nobody\n"
    "meeting twice or playing a board set twice, the right opponents met);\n"
    "the exit status is 1 if a check fails, 2 for bad usage.\n";

int run(const std::vector<std::string>& args, Io io) {
  if (args.size() != 3 || (args[0] != "mitchell" && args[0] != "howell") ||
      args[1] != (args[0] == "mitchell" ? "--tables" : "--pairs")) {
    io.err << "tenace movement: expected 'mitchell --tables N' or 'howell --pairs P' (see --help)\n";
    return 2;
  }
  int size = 0;
  try {
    std::size_t used = 0;
    size = std::stoi(args[2], &used);
    if (used != args[2].size()) throw std::invalid_argument(args[2]);
  } catch (const std::exception&) {
    io.err << "tenace movement: " << args[1] << " takes a whole number, not '" << args[2] << "'\n";
    return 2;
  }
  const field::Movement m = args[0] == "mitchell" ? field::mitchell(size) : field::howell(size);
  if (m.seatings.empty()) {
    io.err << "tenace movement: " << m.name << "\n";
    return 2;
  }
  io.out << m.name << ": " << m.rounds << " rounds, " << m.board_sets << " board sets\n";
  int round = 0;
  for (const field::Seating& s : m.seatings) {
    if (s.round != round) {
      round = s.round;
      io.out << "round " << round << "\n";
    }
    if (s.table == 0) {
      io.out << "  sits out: pair " << (s.north_south ? s.north_south : s.east_west) << "\n";
      continue;
    }
    io.out << "  table " << s.table << ": " << s.north_south << " (NS) v " << s.east_west << " (EW), board set "
           << s.board_set << "\n";
  }
  const std::vector<std::string> problems = field::check_movement(m);
  for (const std::string& p : problems) io.err << "tenace movement: " << p << "\n";
  if (!problems.empty()) return 1;
  io.out << "checked: every pair at one table a round, nobody meets twice or plays a board set twice, "
         << (m.kind == field::MovementKind::Howell ? "every pair meets every other\n"
                                                   : "each North-South pair meets every East-West pair it should\n");
  return 0;
}

}  // namespace

const Command kMovementCommand{"movement", "prints and checks a Mitchell or Howell movement", kHelp, run};

}  // namespace tenace::cli
