// whist_bench: the whist-family robots (WhistRobot: bidding, hand choice,
// discards, declaration and card play by simulation) against a baseline
// that plays a random legal card, in whole games to 21 of each variant.
//
//   whist_bench [--variant dummy|jokers|double|nonsense|all] [--games N]
//               [--seed S] [--samples K]
//
// Every game seats one WhistRobot and random players on the other seats
// (the robot's seat rotates from game to game, the first dealer too), deals
// from a seeded generator and plays hands until a player reaches 21. It
// prints, per variant, the mean final score per game of each seat kind,
// the robot's share of games won (ties shared), and the time per hand
// (robots' thinking included) -- mean and worst -- and the worst single
// decision. --samples K caps the layouts per decision (default: the
// robot's default budget, whist_robot_budget()).
//
// The baseline: a random legal card; in the auction it passes unless it
// holds 13+ high-card points (then 1 uptown if still legal) or is the
// dealer who must bid (the cheapest bid); as declarer it names its side's
// longest suit (uptown for no trump); it keeps the dealt Nonsense hand with
// 10+ points, discards the dummy's two weakest cards, and takes the first
// discard offered in a joker exchange.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "bots/whist_declaration.h"
#include "bots/whist_robot.h"
#include "bots/whist_robot_driver.h"
#include "bots/whist_seat_view.h"
#include "core/random_deal.h"
#include "core/whist_score_sheet.h"

using namespace tenace;

namespace {

using Clock = std::chrono::steady_clock;

struct Options {
  std::string variant = "all";
  int games = 10;
  std::uint64_t seed = 1;
  int samples = 0;  // 0: the default budget
};

// ---- The baseline player ----

class RandomPlayer {
 public:
  explicit RandomPlayer(std::uint64_t seed) : rng_(seed) {}

  Card card(const WhistSeatView& view) { return pick(view.legal_cards); }

  WhistCall call(const WhistSeatView& view) {
    const bool may_pass = std::find(view.legal_calls.begin(), view.legal_calls.end(), WhistCall::pass()) !=
                          view.legal_calls.end();
    const WhistCall one_up = WhistCall::bid(1, WhistBidKind::Uptown);
    const bool one_up_legal = std::find(view.legal_calls.begin(), view.legal_calls.end(), one_up) != view.legal_calls.end();
    if (view.own_hand.high_card_points() >= 13 && one_up_legal) return one_up;
    if (may_pass) return WhistCall::pass();
    for (const WhistCall& c : view.legal_calls)
      if (c.is_bid()) return c;  // the cheapest bid
    return view.legal_calls.front();
  }

  WhistDeclaration declaration(const WhistSeatView& view) {
    if (view.bid->is_no_trump()) return {std::nullopt, WhistDirection::Uptown};
    Hand side = view.own_hand;
    if (view.variant != WhistVariant::Nonsense)
      if (const auto& dummy = view.places[static_cast<std::size_t>(index(partner(view.own_seat)))].cards) side |= *dummy;
    Suit longest = Suit::Spades;
    for (Suit s : kAllSuits)
      if (side.length(s) > side.length(longest)) longest = s;
    return {longest, view.bid->kind == WhistBidKind::Downtown ? WhistDirection::Downtown : WhistDirection::Uptown};
  }

  NonsenseChoice choice(const WhistSeatView& view) {
    return view.own_hand.high_card_points() >= 10 ? NonsenseChoice::DealtHand : NonsenseChoice::DeadHand;
  }

  std::pair<Card, Card> discards(const WhistSeatView& view) {
    return plain_discards(view.legal_discards, declaration(view), view.rules.downtown_ace_low);
  }

 private:
  Card pick(Hand cards) {
    std::vector<Card> list(cards.begin(), cards.end());
    return list[static_cast<std::size_t>(rng_.below(list.size()))];
  }
  Xoshiro256 rng_;
};

// ---- One seat: the robot or the baseline ----

struct Timing {
  std::vector<double> hands;  // seconds per hand
  double worst_decision = 0;
};

struct Seat_ {
  bool robot = false;
  std::unique_ptr<WhistRobot> whist_robot;
  std::unique_ptr<RandomPlayer> random;
};

Status act(DummyWhistHand& hand, Seat_& seat, Timing& timing) {
  const WhistSeatView view = view_for_player(hand, *hand.to_act());
  if (seat.robot) {
    const auto start = Clock::now();
    Status s = robot_act(hand, *seat.whist_robot);
    timing.worst_decision = std::max(timing.worst_decision, std::chrono::duration<double>(Clock::now() - start).count());
    return s;
  }
  RandomPlayer& p = *seat.random;
  switch (hand.phase()) {
    case DummyWhistPhase::Auction: return hand.call(p.call(view));
    case DummyWhistPhase::Discard: {
      const auto [a, b] = p.discards(view);
      return hand.discard(a, b);
    }
    case DummyWhistPhase::JokerExchange: return hand.exchange_joker(*(hand.discards() - Hand::jokers()).begin());
    case DummyWhistPhase::Declaration: return declare(hand, p.declaration(view));
    case DummyWhistPhase::Play: return hand.play(p.card(view));
    case DummyWhistPhase::Over: break;
  }
  return Error{"over"};
}

Status act(DoubleDummyHand& hand, Seat_& seat, Timing& timing) {
  const WhistSeatView view = view_for_player(hand, *hand.to_act());
  if (seat.robot) {
    const auto start = Clock::now();
    Status s = robot_act(hand, *seat.whist_robot);
    timing.worst_decision = std::max(timing.worst_decision, std::chrono::duration<double>(Clock::now() - start).count());
    return s;
  }
  RandomPlayer& p = *seat.random;
  switch (hand.phase()) {
    case DoubleDummyPhase::Auction: return hand.call(p.call(view));
    case DoubleDummyPhase::Declaration: return declare(hand, p.declaration(view));
    case DoubleDummyPhase::Play: return hand.play(p.card(view));
    case DoubleDummyPhase::Over: break;
  }
  return Error{"over"};
}

Status act(NonsenseHand& hand, Seat_& seat, Timing& timing) {
  const WhistSeatView view = view_for_player(hand, *hand.to_act());
  if (seat.robot) {
    const auto start = Clock::now();
    Status s = robot_act(hand, *seat.whist_robot);
    timing.worst_decision = std::max(timing.worst_decision, std::chrono::duration<double>(Clock::now() - start).count());
    return s;
  }
  RandomPlayer& p = *seat.random;
  switch (hand.phase()) {
    case NonsensePhase::Choice: return hand.choose(p.choice(view));
    case NonsensePhase::Auction: return hand.call(p.call(view));
    case NonsensePhase::Declaration: return declare(hand, p.declaration(view));
    case NonsensePhase::Play: return hand.play(p.card(view));
    case NonsensePhase::Over: break;
  }
  return Error{"over"};
}

// ---- Variants ----

enum class Variant { Dummy, Jokers, Double, Nonsense };

const char* name(Variant v) {
  switch (v) {
    case Variant::Dummy: return "Dummy Whist";
    case Variant::Jokers: return "Dummy Whist, jokers";
    case Variant::Double: return "Double Dummy";
    case Variant::Nonsense: return "Nonsense";
  }
  return "";
}

int players_of(Variant v) { return v == Variant::Dummy || v == Variant::Jokers ? 3 : 2; }

// Plays one hand; returns each player's points.
std::vector<int> play_hand(Variant v, int dealer, DealGenerator& deals, std::vector<Seat_>& seats, Timing& timing) {
  const auto start = Clock::now();
  auto run = [&](auto hand) {
    while (hand.to_act()) {
      const Status s = act(hand, seats[static_cast<std::size_t>(*hand.to_act())], timing);
      if (!s) {
        std::fprintf(stderr, "refused: %s\n", s.message().c_str());
        std::exit(1);
      }
    }
    timing.hands.push_back(std::chrono::duration<double>(Clock::now() - start).count());
    return hand.points();
  };
  switch (v) {
    case Variant::Dummy:
    case Variant::Jokers: {
      DummyWhistOptions options;
      options.jokers = v == Variant::Jokers;
      return run(*DummyWhistHand::create(options, dealer, deal_dummy_whist(options.jokers, deals)));
    }
    case Variant::Double: return run(*DoubleDummyHand::create({}, dealer, deals.next()));
    case Variant::Nonsense: return run(*NonsenseHand::create({}, dealer, deals.next()));
  }
  return {};
}

PlayBudget budget_for(const Options& o) {
  PlayBudget b = whist_robot_budget();
  if (o.samples > 0) {
    b.min_samples = std::min(b.min_samples, o.samples);
    b.max_samples = o.samples;
  }
  return b;
}

void run_variant(Variant v, const Options& o) {
  const int n = players_of(v);
  double robot_points = 0, random_points = 0, robot_wins = 0;
  int random_seats = 0, hands = 0;
  Timing timing;
  DealGenerator deals(o.seed * 1000 + static_cast<std::uint64_t>(v));
  for (int g = 0; g < o.games; ++g) {
    const int robot_seat = g % n;
    std::vector<Seat_> seats(static_cast<std::size_t>(n));
    for (int p = 0; p < n; ++p) {
      Seat_& s = seats[static_cast<std::size_t>(p)];
      s.robot = p == robot_seat;
      const std::uint64_t seed = o.seed * 7919 + static_cast<std::uint64_t>(g * 4 + p);
      if (s.robot)
        s.whist_robot = std::make_unique<WhistRobot>(budget_for(o), seed);
      else
        s.random = std::make_unique<RandomPlayer>(seed);
    }
    WhistScoreSheet sheet(n);
    int dealer = g % n;
    while (!sheet.is_over()) {
      sheet.add(play_hand(v, dealer, deals, seats, timing));
      dealer = (dealer + 1) % n;
      ++hands;
    }
    const std::vector<int> winners = sheet.winners();
    for (int p = 0; p < n; ++p) {
      const int points = sheet.totals()[static_cast<std::size_t>(p)];
      if (p == robot_seat) {
        robot_points += points;
        if (std::find(winners.begin(), winners.end(), p) != winners.end()) robot_wins += 1.0 / winners.size();
      } else {
        random_points += points;
        ++random_seats;
      }
    }
    std::fprintf(stderr, "  %s game %d: %d hands so far\n", name(v), g + 1, hands);
  }
  std::vector<double> t = timing.hands;
  std::sort(t.begin(), t.end());
  double mean = 0;
  for (double x : t) mean += x;
  mean /= static_cast<double>(t.size());
  std::printf("%-20s games %3d  hands %4d  points/game: robot %5.2f  random %5.2f  robot wins %5.1f%%  "
              "time/hand: mean %5.2f s  median %5.2f s  worst %5.2f s  worst decision %4.2f s\n",
              name(v), o.games, hands, robot_points / o.games, random_points / random_seats, 100.0 * robot_wins / o.games,
              mean, t[t.size() / 2], t.back(), timing.worst_decision);
  std::fflush(stdout);
}

}  // namespace

int main(int argc, char** argv) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    auto value = [&]() -> const char* {
      if (i + 1 >= argc) {
        std::fprintf(stderr, "%s needs a value\n", argv[i]);
        std::exit(2);
      }
      return argv[++i];
    };
    if (!std::strcmp(argv[i], "--variant"))
      o.variant = value();
    else if (!std::strcmp(argv[i], "--games"))
      o.games = std::atoi(value());
    else if (!std::strcmp(argv[i], "--seed"))
      o.seed = std::strtoull(value(), nullptr, 10);
    else if (!std::strcmp(argv[i], "--samples"))
      o.samples = std::atoi(value());
    else {
      std::fprintf(stderr, "usage: whist_bench [--variant dummy|jokers|double|nonsense|all] [--games N] [--seed S] [--samples K]\n");
      return 2;
    }
  }
  std::vector<Variant> variants;
  if (o.variant == "all" || o.variant == "dummy") variants.push_back(Variant::Dummy);
  if (o.variant == "all" || o.variant == "jokers") variants.push_back(Variant::Jokers);
  if (o.variant == "all" || o.variant == "double") variants.push_back(Variant::Double);
  if (o.variant == "all" || o.variant == "nonsense") variants.push_back(Variant::Nonsense);
  if (variants.empty() || o.games <= 0) {
    std::fprintf(stderr, "nothing to run\n");
    return 2;
  }
  for (Variant v : variants) run_variant(v, o);
  return 0;
}
