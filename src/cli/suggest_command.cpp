// tenace suggest: the robot's call for one seat's view, line by line, so
// that another program can converse with it through a pipe.
#include <fstream>
#include <iostream>
#include <sstream>

#include "bots/system_bidder.h"
#include "cli/commands.h"
#include "cli/system_options.h"
#include "core/auction.h"
#include "core/deal.h"

namespace tenace::cli {

namespace {

constexpr std::string_view kHelp =
    "usage: tenace suggest [FILE|-] [--system 2over1|sayc] [--system-dir DIR]\n"
    "\n"
    "Each input line is one seat's view:\n"
    "  DEAL DEALER VUL [CALLS...] [| CARDS...]\n"
    "DEAL is a PBN deal ('N:hand hand hand hand') showing only the hands the\n"
    "seat to act may see (the others '-'); DEALER is N, E, S or W; VUL None,\n"
    "NS, EW or All; CALLS the auction so far (1C..7NT, Pass, X, XX); CARDS\n"
    "the cards played so far (SA, H2, ...). For each line it prints the\n"
    "robot's call for the seat to act, a tab and its explanation, and flushes\n"
    "the output at once. The answer depends only on what that seat may see.\n"
    "A bad line is answered 'error<TAB>line N: why' (also on standard error)\n"
    "and the exit status is then 1. Card play is not suggested yet: a line\n"
    "whose auction is over is answered with an error.\n";

struct LineError {
  std::string why;
};

CallDecision suggest_line(const SystemBidder& bidder, const std::string& line) {
  std::istringstream in(line);
  std::vector<std::string> tokens;
  for (std::string t; in >> t;) tokens.push_back(t);
  if (tokens.size() < 6) throw LineError{"expected DEAL (four hands) DEALER VUL [CALLS...]"};
  const std::string deal_text = tokens[0] + " " + tokens[1] + " " + tokens[2] + " " + tokens[3];
  auto deal = Deal::from_pbn(deal_text);
  if (!deal) throw LineError{"bad deal: " + deal.error().message};
  const auto dealer = tokens[4].size() == 1 ? seat_from_char(tokens[4][0]) : std::nullopt;
  if (!dealer) throw LineError{"bad dealer '" + tokens[4] + "' (N, E, S or W)"};
  const auto vul = parse_vulnerability(tokens[5]);
  if (!vul) throw LineError{"bad vulnerability '" + tokens[5] + "' (None, NS, EW or All)"};
  Auction auction(*dealer);
  std::size_t i = 6;
  for (; i < tokens.size() && tokens[i] != "|"; ++i) {
    const auto call = Call::parse(tokens[i]);
    if (!call) throw LineError{"'" + tokens[i] + "' is not a call"};
    if (!auction.make(*call).ok()) throw LineError{"'" + tokens[i] + "' is not legal where it stands"};
  }
  if (i < tokens.size()) throw LineError{"card play is not suggested yet"};
  if (auction.is_complete()) throw LineError{"the auction is over; card play is not suggested yet"};
  const Seat to_act = auction.to_call();
  for (Seat s : kAllSeats)
    if (s != to_act && !(*deal)[s].empty())
      throw LineError{"the " + std::string(seat_name(s)) + " hand is shown, but " + std::string(seat_name(to_act)) +
                      " (to act) may not see it"};
  if ((*deal)[to_act].size() != 13)
    throw LineError{"the " + std::string(seat_name(to_act)) + " hand (to act) must hold 13 cards"};
  SeatView view;
  view.seat = to_act;
  view.dealer = *dealer;
  view.vulnerability = *vul;
  view.phase = BoardPhase::Auction;
  view.own_hand = (*deal)[to_act];
  for (std::size_t k = 0; k < auction.calls().size(); ++k)
    view.auction.push_back(SeenCall{auction.seat_of(k), auction.calls()[k], false, std::nullopt});
  view.to_act = to_act;
  view.controls = {to_act};
  return bidder.choose(view);
}

int run(const std::vector<std::string>& args_in, Io io) {
  std::vector<std::string> args = args_in;
  SystemChoice choice;
  if (!take_system_options(args, choice, "suggest", io)) return 2;
  std::string path = "-";
  if (args.size() > 1) {
    io.err << "tenace suggest: unexpected argument '" << args[1] << "'\n";
    return 2;
  }
  if (!args.empty()) path = args[0];
  const auto system = load_chosen_system(choice, "suggest", io);
  if (!system) return 1;
  const SystemBidder bidder(*system);
  std::ifstream file;
  if (path != "-") {
    file.open(path);
    if (!file) {
      io.err << path << ": error: cannot open the file\n";
      return 1;
    }
  }
  std::istream& in = path == "-" ? io.in : file;
  int status = 0;
  int line_no = 0;
  for (std::string line; std::getline(in, line);) {
    ++line_no;
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    try {
      const CallDecision d = suggest_line(bidder, line);
      io.out << d.call.to_string() << '\t' << d.explanation << (d.alert ? " (alert)" : "") << std::endl;
    } catch (const LineError& e) {
      io.out << "error\tline " << line_no << ": " << e.why << std::endl;
      io.err << "tenace suggest: line " << line_no << ": " << e.why << '\n';
      status = 1;
    }
  }
  return status;
}

}  // namespace

const Command kSuggestCommand{"suggest", "the robot's call for one seat's view per input line", kHelp, run};

}  // namespace tenace::cli
