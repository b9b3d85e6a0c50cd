// tenace suggest: the robot's call or card for one seat's view, line by line, so
// that another program can converse with it through a pipe.
#include <fstream>
#include <iostream>
#include <sstream>

#include "bots/bidding_simulation.h"
#include "bots/sampling_card_play.h"
#include "bots/system_bidder.h"
#include "cli/commands.h"
#include "cli/system_options.h"
#include "core/auction.h"
#include "core/deal.h"
#include "core/trick.h"

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
    "the output at once. Once the auction is over it answers with the card\n"
    "for the position to play (declarer chooses dummy's): DEAL then shows the\n"
    "hand of the player who chooses and, after the opening lead, dummy's,\n"
    "either as dealt (13 cards) or as still held. The answer depends only on\n"
    "what that seat may see; the robot bids by the system's rules, a slam\n"
    "decision judged by simulation (up to 1 s), and plays each card by\n"
    "simulation within its default budget (docs/robots.md).\n"
    "A bad line is answered 'error<TAB>line N: why' (also on standard error)\n"
    "and the exit status is then 1.\n";

struct LineError {
  std::string why;
};

struct Answer {
  std::string text;  // the call or card
  std::string explanation;
};

std::string hand_name(Seat s) { return "the " + std::string(seat_name(s)) + " hand"; }

// The view of the player who chooses the next card, from the cards played
// after a finished auction. Checks every card against what the line shows.
SeatView play_view(const Deal& shown, const Auction& auction, Vulnerability vul, const std::vector<std::string>& cards) {
  const Contract contract = *auction.contract();
  const Seat declarer = contract.declarer;
  const Seat dummy = partner(declarer);
  const TrickRules rules{trump_suit(contract.strain), RankOrder::HighWins};
  std::vector<Trick> done;
  Trick current;
  current.leader = next(declarer);
  std::array<Hand, 4> played_by{};
  Hand played;
  for (const std::string& text : cards) {
    const std::optional<Card> card = Card::parse(text);
    if (!card || !Hand::full_deck().contains(*card))
      throw LineError{"'" + text + "' is not a card"};
    if (played.contains(*card)) throw LineError{"'" + text + "' is played twice"};
    const Seat seat = current.to_play();
    for (Seat other : kAllSeats)
      if (other != seat && shown[other].contains(*card))
        throw LineError{"'" + text + "' is played by " + std::string(seat_name(seat)) + " but shown in " + hand_name(other)};
    if (shown[seat].size() == 13 && !shown[seat].contains(*card))
      throw LineError{"'" + text + "' is not in " + hand_name(seat)};
    if (const std::optional<Suit> led = current.led_suit(rules); led && card->suit() != *led) {
      const Hand held = shown[seat] - played;
      if (!shown[seat].empty() && !held.cards_of(*led).empty())
        throw LineError{"'" + text + "': " + std::string(seat_name(seat)) + " must follow suit"};
    }
    current.cards[current.count++] = *card;
    played.add(*card);
    played_by[static_cast<std::size_t>(index(seat))].add(*card);
    if (current.is_complete()) {
      done.push_back(current);
      Trick next_trick;
      next_trick.leader = current.winner(rules);
      current = next_trick;
    }
  }
  if (done.size() == 13) throw LineError{"the play is over"};
  const Seat position = current.to_play();
  const Seat chooser = position == dummy ? declarer : position;
  const bool dummy_down = !cards.empty();
  for (Seat s : kAllSeats) {
    const bool may_see = s == chooser || (dummy_down && s == dummy);
    if (!may_see && !shown[s].empty())
      throw LineError{hand_name(s) + " is shown, but " + std::string(seat_name(chooser)) + " (to play) may not see it"};
    if (may_see && shown[s].empty())
      throw LineError{hand_name(s) + (s == chooser ? " (to play) must be shown" : " (dummy, face up after the opening lead) must be shown")};
    if (may_see) {
      const int held = 13 - played_by[static_cast<std::size_t>(index(s))].size();
      if (shown[s].size() != 13 && shown[s].size() != held)
        throw LineError{hand_name(s) + " must show its 13 cards as dealt, or the " + std::to_string(held) +
                        " still held"};
    }
  }
  SeatView view;
  view.seat = chooser;
  view.dealer = auction.dealer();
  view.vulnerability = vul;
  view.phase = BoardPhase::Play;
  for (std::size_t k = 0; k < auction.calls().size(); ++k)
    view.auction.push_back(SeenCall{auction.seat_of(k), auction.calls()[k], false, std::nullopt});
  view.contract = contract;
  view.own_hand = shown[chooser] - played;
  if (dummy_down) view.dummy_hand = shown[dummy] - played;
  view.completed_tricks = done;
  view.current_trick = current;
  for (const Trick& t : done) ++view.tricks_won[static_cast<std::size_t>(index(side_of(t.winner(rules))))];
  view.to_act = position;
  view.controls = {chooser};
  if (chooser == declarer) view.controls.push_back(dummy);
  return view;
}

Answer suggest_line(const SystemBidder& bidder, SamplingCardPlayer& player, const std::string& line) {
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
  if (i < tokens.size() || auction.is_complete()) {
    if (!auction.is_complete()) throw LineError{"cards are given, but the auction is not over"};
    if (!auction.contract()) throw LineError{"the auction was passed out: there is no play"};
    const std::vector<std::string> cards(tokens.begin() + static_cast<std::ptrdiff_t>(std::min(i + 1, tokens.size())),
                                         tokens.end());
    const SamplingCardPlayer::Choice choice = player.decide(play_view(*deal, auction, *vul, cards));
    return {choice.card.to_string(), choice.reason};
  }
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
  const CallDecision d = choose_with_judgement(bidder, view, BiddingSimulationSettings{});
  return {d.call.to_string(), d.explanation + (d.alert ? " (alert)" : "")};
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
  SamplingCardPlayer player(*system, PlayBudget{}, ScoringGoal::Imps, 1);
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
      const Answer a = suggest_line(bidder, player, line);
      io.out << a.text << '\t' << a.explanation << std::endl;
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
