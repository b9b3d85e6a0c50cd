// tenace play: bids and plays the deals of a game file with robots at all
// four seats, each seeing only its own SeatView.
#include <iostream>

#include "bots/game_view.h"
#include "bots/system_robot.h"
#include "cli/commands.h"
#include "cli/file_io.h"
#include "cli/system_options.h"
#include "core/bridge_game.h"
#include "formats/record_io.h"

namespace tenace::cli {

namespace {

constexpr std::string_view kHelp =
    "usage: tenace play [FILE|-] [--system 2over1|sayc] [--system-dir DIR] [--seed S] [--think MS] [-o OUT]\n"
    "\n"
    "Reads games (PBN, LIN or JSON: each needs its deal, and takes dealer and\n"
    "vulnerability when given, else North and None), then system robots at\n"
    "all four seats bid and play each one, every robot seeing only what its\n"
    "seat may see, and writes PBN with the Auction (explanations as notes),\n"
    "Contract, Declarer, the Play of every card and the Result. Robots play\n"
    "each card by simulation (docs/robots.md), thinking up to MS milliseconds\n"
    "a card (--think, default 700); --seed S (default 1) makes a run\n"
    "repeatable on the same machine. Any auction or play in the input is\n"
    "replaced.\n"
    "\n"
    "Exit status: 0 on success, 1 for bad input or a bad system file, 2 for\n"
    "bad usage.\n";

// The finished game as a record: auction with explanations, play, result.
formats::GameRecord record_of(const BridgeGame& game, const std::vector<CallDecision>& calls) {
  formats::GameRecord r;
  r.deal = game.deal();
  r.dealer = game.dealer();
  r.vulnerability = game.vulnerability();
  formats::RecordedAuction auction;
  for (const CallDecision& d : calls) {
    formats::RecordedCall rc;
    rc.call = d.call;
    rc.alerted = d.alert;
    rc.explanation = d.explanation;
    auction.calls.push_back(rc);
  }
  r.auction = auction;
  if (game.is_passed_out()) {
    r.passed_out = true;
    return r;
  }
  r.contract = game.contract();
  r.declarer = game.contract()->declarer;
  formats::RecordedPlay play;
  const TrickPlay& tricks = game.play()->tricks();
  play.opening_leader = next(game.contract()->declarer);
  for (const Trick& t : tricks.completed_tricks()) {
    formats::RecordedTrick rt;
    rt.leader = t.leader;
    for (int i = 0; i < t.count; ++i) rt.by_seat[static_cast<std::size_t>(index(t.seat_of(i)))].card = t.cards[i];
    play.tricks.push_back(rt);
  }
  r.play = play;
  r.result = game.declarer_tricks();
  return r;
}

BridgeGame bid_and_play(BridgeGame game, std::array<std::unique_ptr<SystemRobot>, 4>& robots,
                        std::vector<CallDecision>& calls) {
  while (game.phase() != GamePhase::Finished) {
    const Seat actor = *game.player_to_act();
    Robot& robot = *robots[index(actor)];
    const SeatView view = view_of(game, actor, calls);
    if (game.phase() == GamePhase::Auction) {
      CallDecision d = robot.choose_call(view);
      if (!game.call(actor, d.call).ok()) d = CallDecision{Call::pass(), false, "Pass"};
      (void)game.call(actor, d.call);
      calls.push_back(d);
    } else {
      const Card card = robot.choose_card(view);
      if (!game.play_card(actor, card).ok()) (void)game.play_card(actor, *view.legal_cards().begin());
    }
  }
  return game;
}

int run(const std::vector<std::string>& args_in, Io io) {
  std::vector<std::string> args = args_in;
  SystemChoice choice;
  if (!take_system_options(args, choice, "play", io)) return 2;
  std::string in_path = "-", out_path = "-";
  std::uint64_t seed = 1;
  PlayBudget budget;
  bool have_in = false;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const bool takes_value = args[i] == "-o" || args[i] == "--seed" || args[i] == "--think";
    if (takes_value && i + 1 < args.size()) {
      if (args[i] == "-o") {
        out_path = args[i + 1];
      } else if (args[i] == "--think") {
        const std::string& v = args[i + 1];
        if (v.empty() || v.size() > 5 || v.find_first_not_of("0123456789") != std::string::npos || std::stoi(v) < 1) {
          io.err << "tenace play: --think takes milliseconds (1 to 99999), not '" << v << "'\n";
          return 2;
        }
        budget.time = std::chrono::milliseconds(std::stoi(v));
        budget.lead_time = 2 * budget.time;
      } else {
        const std::string& v = args[i + 1];
        if (v.empty() || v.size() > 19 || v.find_first_not_of("0123456789") != std::string::npos) {
          io.err << "tenace play: --seed takes a whole number, not '" << v << "'\n";
          return 2;
        }
        seed = std::stoull(v);
      }
      ++i;
    } else if (takes_value) {
      io.err << "tenace play: " << args[i] << " needs a value\n";
      return 2;
    } else if (!have_in) {
      in_path = args[i];
      have_in = true;
    } else {
      io.err << "tenace play: unexpected argument '" << args[i] << "'\n";
      return 2;
    }
  }
  const auto system = load_chosen_system(choice, "play", io);
  if (!system) return 1;
  const std::optional<std::string> input = read_input(in_path, io);
  if (!input) return 1;
  const std::string name = in_path == "-" ? "<stdin>" : in_path;
  const auto format = formats::format_from_extension(in_path).value_or(formats::sniff_format(*input));
  formats::ReadResult read = formats::read_records(*input, format);
  io.err << read.diagnostics.format(name);
  if (read.diagnostics.has_errors()) return 1;
  std::vector<formats::GameRecord> out;
  for (std::size_t g = 0; g < read.games.size(); ++g) {
    const auto& in_game = read.games[g];
    if (!in_game.deal || !in_game.deal->is_complete_bridge_deal()) {
      io.err << name << ":" << (g < read.game_lines.size() ? read.game_lines[g] : 0) << ": error: game " << g + 1
             << " has no complete deal\n";
      return 1;
    }
    const int board = in_game.board_number().value_or(0);
    BridgeGame game = BridgeGame::create(*in_game.deal, in_game.dealer.value_or(Seat::North),
                                         in_game.vulnerability.value_or(Vulnerability::None), board)
                          .value();
    std::array<std::unique_ptr<SystemRobot>, 4> robots;
    for (Seat s : kAllSeats) {
      SystemRobotOptions options;
      options.budget = budget;
      options.seed = seed * 0x9E3779B97F4A7C15u + g * 4 + static_cast<std::uint64_t>(index(s));
      robots[index(s)] = std::make_unique<SystemRobot>(*system, options);
    }
    std::vector<CallDecision> calls;
    formats::GameRecord record = record_of(bid_and_play(game, robots, calls), calls);
    for (const char* tag : {"Event", "Site", "Date", "Board", "West", "North", "East", "South"})
      if (const auto* t = in_game.find_tag(tag)) record.set_tag(tag, t->value);
    out.push_back(std::move(record));
  }
  formats::Diagnostics warnings;
  const std::string text = formats::write_records(out, formats::Format::Pbn, warnings);
  io.err << warnings.format(out_path == "-" ? "<stdout>" : out_path);
  return write_output(out_path, text, io) ? 0 : 1;
}

}  // namespace

const Command kPlayCommand{"play", "bids and plays the deals of a game file with robots at all seats", kHelp, run};

}  // namespace tenace::cli
