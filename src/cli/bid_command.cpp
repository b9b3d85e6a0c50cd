// tenace bid: bids the deals of a game file with the system robots.
#include <iostream>

#include "bots/bid_out.h"
#include "bots/bidding_simulation.h"
#include "bots/system_bidder.h"
#include "cli/commands.h"
#include "cli/file_io.h"
#include "cli/system_options.h"
#include "core/auction.h"
#include "formats/record_io.h"

namespace tenace::cli {

namespace {

constexpr std::string_view kHelp =
    "usage: tenace bid [FILE|-] [--system 2over1|sayc] [--system-dir DIR] [--bidders SEATS] [-o OUT]\n"
    "\n"
    "Reads games (PBN, LIN or JSON: each needs its deal, and takes dealer and\n"
    "vulnerability when given, else North and None), bids each with the\n"
    "system robots at SEATS (default NESW; the other seats pass) and writes\n"
    "PBN with the Auction (each call's explanation as a note), Contract and\n"
    "Declarer. Any play in the input is dropped. The robots bid by the\n"
    "system's rules and judge game and slam decisions by simulation (up to\n"
    "1 s a call; docs/robots.md).\n"
    "\n"
    "Exit status: 0 on success, 1 for bad input or a bad system file, 2 for\n"
    "bad usage.\n";

int run(const std::vector<std::string>& args_in, Io io) {
  std::vector<std::string> args = args_in;
  SystemChoice choice;
  if (!take_system_options(args, choice, "bid", io)) return 2;
  std::string in_path = "-", out_path = "-", seats = "NESW";
  bool have_in = false;
  for (std::size_t i = 0; i < args.size(); ++i) {
    if ((args[i] == "-o" || args[i] == "--bidders") && i + 1 < args.size()) {
      (args[i] == "-o" ? out_path : seats) = args[i + 1];
      ++i;
    } else if (args[i] == "-o" || args[i] == "--bidders") {
      io.err << "tenace bid: " << args[i] << " needs a value\n";
      return 2;
    } else if (!have_in) {
      in_path = args[i];
      have_in = true;
    } else {
      io.err << "tenace bid: unexpected argument '" << args[i] << "'\n";
      return 2;
    }
  }
  std::array<bool, 4> bids{};
  for (char c : seats) {
    const auto s = seat_from_char(c);
    if (!s) {
      io.err << "tenace bid: --bidders takes seat letters (N, E, S, W), not '" << c << "'\n";
      return 2;
    }
    bids[index(*s)] = true;
  }
  const auto system = load_chosen_system(choice, "bid", io);
  if (!system) return 1;
  const std::optional<std::string> input = read_input(in_path, io);
  if (!input) return 1;
  const std::string& bytes = *input;
  const std::string name = in_path == "-" ? "<stdin>" : in_path;
  const auto format = formats::format_from_extension(in_path).value_or(formats::sniff_format(bytes));
  formats::ReadResult read = formats::read_records(bytes, format);
  io.err << read.diagnostics.format(name);
  if (read.diagnostics.has_errors()) return 1;
  const SystemBidder bidder(*system);
  const BiddingSimulationSettings judgement;  // the robots' default judgement (game and slam decisions)
  std::vector<formats::GameRecord> out;
  for (std::size_t g = 0; g < read.games.size(); ++g) {
    const auto& in_game = read.games[g];
    if (!in_game.deal || !in_game.deal->is_complete_bridge_deal()) {
      io.err << name << ":" << (g < read.game_lines.size() ? read.game_lines[g] : 0)
             << ": error: game " << g + 1 << " has no complete deal\n";
      return 1;
    }
    formats::GameRecord game;
    for (const char* tag : {"Event", "Site", "Date", "Board", "West", "North", "East", "South"})
      if (const auto* t = in_game.find_tag(tag)) game.set_tag(tag, t->value);
    game.deal = in_game.deal;
    game.dealer = in_game.dealer.value_or(Seat::North);
    game.vulnerability = in_game.vulnerability.value_or(Vulnerability::None);
    std::array<SeatBidder, 4> bidders;
    for (Seat s : kAllSeats)
      if (bids[index(s)])
        bidders[index(s)] = [&bidder, &judgement](const SeatView& v) { return choose_with_judgement(bidder, v, judgement); };
    const auto calls = bid_out(*game.deal, *game.dealer, *game.vulnerability, bidders);
    formats::RecordedAuction auction;
    Auction replay(*game.dealer);
    for (const auto& d : calls) {
      formats::RecordedCall rc;
      rc.call = d.call;
      rc.alerted = d.alert;
      rc.explanation = d.explanation;
      auction.calls.push_back(rc);
      replay.make(d.call);
    }
    game.auction = auction;
    if (const auto contract = replay.contract()) {
      game.contract = *contract;
      game.declarer = contract->declarer;
    } else {
      game.passed_out = true;
    }
    out.push_back(std::move(game));
  }
  formats::Diagnostics warnings;
  const std::string text = formats::write_records(out, formats::Format::Pbn, warnings);
  io.err << warnings.format(out_path == "-" ? "<stdout>" : out_path);
  return write_output(out_path, text, io) ? 0 : 1;
}

}  // namespace

const Command kBidCommand{"bid", "bids the deals of a game file with the system robots", kHelp, run};

}  // namespace tenace::cli
