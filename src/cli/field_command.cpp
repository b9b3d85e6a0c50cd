// tenace field: scores a session file, where each board was played at
// several tables, against the field: travellers and a ranking.
#include <algorithm>
#include <cstdio>
#include <iostream>
#include <map>

#include "cli/commands.h"
#include "cli/file_io.h"
#include "core/board.h"
#include "core/duplicate_score.h"
#include "field/traveller.h"
#include "formats/record_io.h"

namespace tenace::cli {

namespace {

constexpr std::string_view kHelp =
    "usage: tenace field FILE [--scoring mp|imps|cross-imps]\n"
    "\n"
    "Reads a session (PBN, LIN or JSON) in which each board was played at\n"
    "several tables, one game per table result (the same Board number, the\n"
    "players in the North, East, South and West tags, Contract, Declarer\n"
    "and Result). Prints each board's traveller, every result scored against\n"
    "the others: North-South's matchpoints in % (Neuberg's formula for boards\n"
    "played fewer times), IMPs against the datum (the mean score, top and\n"
    "bottom left out from five results on) and cross-IMPs per comparison;\n"
    "then the pairs ranked by --scoring (default mp: the mean percentage;\n"
    "imps and cross-imps: the total). A game without a result, or one that\n"
    "contradicts itself (an error), is named on standard error and left out.\n";

std::string pair_name(const formats::GameRecord& g, Seat a, Seat b) {
  std::string x = g.player(a), y = g.player(b);
  if (x.empty() || x == "?") x = seat_name(a);
  if (y.empty() || y == "?") y = seat_name(b);
  return x + " - " + y;
}

struct Standing {
  double total = 0;
  int boards = 0;
  std::string direction;
};

int run(const std::vector<std::string>& args, Io io) {
  std::string path, scoring = "mp";
  for (std::size_t i = 0; i < args.size(); ++i) {
    if (args[i] == "--scoring" && i + 1 < args.size()) {
      scoring = args[++i];
    } else if (path.empty() && args[i].rfind("--", 0) != 0) {
      path = args[i];
    } else {
      io.err << "tenace field: unexpected argument '" << args[i] << "'\n";
      return 2;
    }
  }
  if (path.empty() || (scoring != "mp" && scoring != "imps" && scoring != "cross-imps")) {
    io.err << "tenace field: expected FILE [--scoring mp|imps|cross-imps] (see --help)\n";
    return 2;
  }
  const std::optional<std::string> input = read_input(path, io);
  if (!input) return 1;
  const auto format = formats::format_from_extension(path).value_or(formats::sniff_format(*input));
  formats::ReadResult read = formats::read_records(*input, format);
  io.err << read.diagnostics.format(path);
  // A game that contradicts itself has no result to trust: it is left out
  // alone (and named), and the board is scored on the others (Neuberg).
  if (read.diagnostics.has_errors()) {
    const auto refused = formats::refuse_games_with_errors(read);
    if (!refused) return 1;
    for (const formats::RefusedGame& g : *refused)
      io.err << path << ":" << g.line << ": warning: game " << g.number << " left out: " << g.first_error << "\n";
  }

  std::map<int, std::vector<field::BoardResult>> boards;
  for (std::size_t g = 0; g < read.games.size(); ++g) {
    const formats::GameRecord& game = read.games[g];
    const int line = g < read.game_lines.size() ? read.game_lines[g] : 0;
    const std::optional<int> number = game.board_number();
    if (!number || (!game.passed_out && (!game.contract || !game.result))) {
      io.err << path << ":" << line << ": warning: game " << g + 1
             << (number ? " has no contract and result" : " has no board number") << "; left out\n";
      continue;
    }
    field::BoardResult r;
    r.north_south = pair_name(game, Seat::North, Seat::South);
    r.east_west = pair_name(game, Seat::East, Seat::West);
    const Vulnerability vul = game.vulnerability.value_or(board_conditions(*number).vulnerability);
    if (!game.passed_out) {
      r.contract = game.contract;
      r.declarer_tricks = *game.result;
    }
    r.ns_score = duplicate_score_ns(r.contract, r.declarer_tricks, vul);
    boards[*number].push_back(r);
  }
  if (boards.empty()) {
    io.err << path << ": error: no game with a board number, contract and result to score\n";
    return 1;
  }
  std::size_t expected = 0;
  for (const auto& [n, results] : boards) expected = std::max(expected, results.size());

  std::map<std::string, Standing> standings;
  for (const auto& [n, results] : boards) {
    const field::Traveller t = field::score_board(n, results, static_cast<int>(expected));
    char line[200];
    std::snprintf(line, sizeof line, "Board %d: %zu results, datum %+d NS\n", n, results.size(), t.datum_ns);
    io.out << line;
    for (const field::ScoredResult& s : t.rows) {
      const std::string contract =
          s.result.contract ? s.result.contract->to_string() + " " + seat_char(s.result.contract->declarer) : "passed out";
      std::snprintf(line, sizeof line, "  %-24s %-24s %-8s %2d %+6d  MP %5.1f%%  IMPs %+3d  X-IMPs %+6.2f\n",
                    s.result.north_south.c_str(), s.result.east_west.c_str(), contract.c_str(),
                    s.result.contract ? s.result.declarer_tricks : 0, s.result.ns_score, s.mp_percent_ns,
                    s.imps_vs_datum_ns, s.cross_imps_ns);
      io.out << line;
      const double ns = scoring == "mp" ? s.mp_percent_ns : scoring == "imps" ? s.imps_vs_datum_ns : s.cross_imps_ns;
      const double ew = scoring == "mp" ? 100 - ns : -ns;
      Standing& a = standings[s.result.north_south];
      a.total += ns, ++a.boards, a.direction = "NS";
      Standing& b = standings[s.result.east_west];
      b.total += ew, ++b.boards, b.direction = "EW";
    }
  }
  std::vector<std::pair<std::string, Standing>> ranking(standings.begin(), standings.end());
  auto score_of = [&](const Standing& s) { return scoring == "mp" ? s.total / s.boards : s.total; };
  std::stable_sort(ranking.begin(), ranking.end(),
                   [&](const auto& a, const auto& b) { return score_of(a.second) > score_of(b.second); });
  io.out << "Ranking (" << (scoring == "mp" ? "matchpoints, mean %" : scoring == "imps" ? "IMPs against the datum" : "cross-IMPs")
         << ")\n";
  int place = 0;
  for (const auto& [name, s] : ranking) {
    char line[200];
    std::snprintf(line, sizeof line, "  %2d. %-28s %s %8.2f  (%d board%s)\n", ++place, name.c_str(), s.direction.c_str(),
                  score_of(s), s.boards, s.boards == 1 ? "" : "s");
    io.out << line;
  }
  return 0;
}

}  // namespace

const Command kFieldCommand{"field", "scores a session against the field: travellers and ranking", kHelp, run};

}  // namespace tenace::cli
