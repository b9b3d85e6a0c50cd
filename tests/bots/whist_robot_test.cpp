// WhistRobot: every choice it makes is legal, in all three variants and
// under the joker rules, at positions reached by random play as well as by
// its own; robot-only hands play to the end within the time limit; and its
// bidding and hand choice tell a strong hand from a weak one.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cstdio>

#include "bots/joker_stand_ins.h"
#include "bots/whist_robot.h"
#include "bots/whist_robot_driver.h"
#include "bots/whist_seat_view.h"
#include "whist_hands.h"

namespace tenace {
namespace {

using namespace whist_test;

// A small budget bound by the sample count, not the clock: repeatable.
PlayBudget small_budget(int samples = 2) {
  PlayBudget b;
  b.time = std::chrono::minutes(1);
  b.lead_time = b.time;
  b.hard_limit = std::chrono::minutes(10);
  b.min_samples = samples;
  b.max_samples = samples;
  return b;
}

bool contains(const std::vector<WhistCall>& calls, WhistCall call) {
  return std::find(calls.begin(), calls.end(), call) != calls.end();
}

void expect_legal_declaration(const WhistDeclaration& d, WhistBid bid) {
  EXPECT_EQ(kind_of(d), bid.kind) << bid.to_string();
}

// Asks the robot for the choice of the phase, checks it against the hand's
// own rules (not only the hand's refusal: under table rules an illegal
// card would be accepted as a renege), and applies it.
void robot_checked_act(DummyWhistHand& hand, WhistRobot& robot) {
  const int player = *hand.to_act();
  const WhistSeatView view = view_for_player(hand, player);
  Status status;
  switch (hand.phase()) {
    case DummyWhistPhase::Auction: {
      const WhistCall call = robot.choose_call(view);
      ASSERT_TRUE(contains(hand.auction().legal_calls(), call)) << call.to_string();
      status = hand.call(call);
      break;
    }
    case DummyWhistPhase::Discard: {
      const auto [first, second] = robot.choose_discards(view);
      ASSERT_NE(first, second);
      ASSERT_TRUE(hand.dummy_hand().contains(first) && hand.dummy_hand().contains(second));
      status = hand.discard(first, second);
      break;
    }
    case DummyWhistPhase::JokerExchange: {
      const auto card = robot.choose_exchange(view);
      const Hand takeable = hand.discards() - Hand::jokers();
      // Declarer (for their hand or the dummy's) sees the discards and
      // picks; a defender's pick is blind.
      ASSERT_EQ(card.has_value(), player == *hand.declarer());
      if (card) {
        ASSERT_TRUE(takeable.contains(*card)) << card->to_string();
      }
      status = hand.exchange_joker(card ? *card : *takeable.begin());
      break;
    }
    case DummyWhistPhase::Declaration: {
      const WhistDeclaration d = robot.choose_declaration(view);
      expect_legal_declaration(d, *hand.auction().highest_bid());
      status = declare(hand, d);
      break;
    }
    case DummyWhistPhase::Play: {
      const Card card = robot.choose_card(view);
      ASSERT_TRUE(hand.legal_cards().contains(card)) << card.to_string();
      status = hand.play(card);
      break;
    }
    case DummyWhistPhase::Over: break;
  }
  ASSERT_TRUE(status) << status.message();
}

void robot_checked_act(DoubleDummyHand& hand, WhistRobot& robot) {
  const WhistSeatView view = view_for_player(hand, *hand.to_act());
  Status status;
  switch (hand.phase()) {
    case DoubleDummyPhase::Auction: {
      const WhistCall call = robot.choose_call(view);
      ASSERT_TRUE(contains(hand.auction().legal_calls(), call)) << call.to_string();
      status = hand.call(call);
      break;
    }
    case DoubleDummyPhase::Declaration: {
      const WhistDeclaration d = robot.choose_declaration(view);
      expect_legal_declaration(d, *hand.auction().highest_bid());
      status = declare(hand, d);
      break;
    }
    case DoubleDummyPhase::Play: {
      const Card card = robot.choose_card(view);
      ASSERT_TRUE(hand.legal_cards().contains(card)) << card.to_string();
      status = hand.play(card);
      break;
    }
    case DoubleDummyPhase::Over: break;
  }
  ASSERT_TRUE(status) << status.message();
}

void robot_checked_act(NonsenseHand& hand, WhistRobot& robot) {
  const WhistSeatView view = view_for_player(hand, *hand.to_act());
  Status status;
  switch (hand.phase()) {
    case NonsensePhase::Choice: {
      const NonsenseChoice choice = robot.choose_hand(view);
      ASSERT_TRUE(choice == NonsenseChoice::DealtHand || choice == NonsenseChoice::DeadHand);
      status = hand.choose(choice);
      break;
    }
    case NonsensePhase::Auction: {
      const WhistCall call = robot.choose_call(view);
      ASSERT_TRUE(contains(hand.auction().legal_calls(), call)) << call.to_string();
      status = hand.call(call);
      break;
    }
    case NonsensePhase::Declaration: {
      const WhistDeclaration d = robot.choose_declaration(view);
      expect_legal_declaration(d, *hand.auction().highest_bid());
      status = declare(hand, d);
      break;
    }
    case NonsensePhase::Play: {
      const Card card = robot.choose_card(view);
      ASSERT_TRUE(hand.legal_cards().contains(card)) << card.to_string();
      status = hand.play(card);
      break;
    }
    case NonsensePhase::Over: break;
  }
  ASSERT_TRUE(status) << status.message();
}

// Walks `hands` random hands to the end; at each step the robot acts with
// chance 1 in `robot_share`, otherwise a random legal action. Returns the
// number of robot decisions.
template <typename MakeHand, typename IsOver>
int mixed_walk(int hands, int robot_share, std::uint64_t seed, MakeHand make_hand, IsOver is_over) {
  Xoshiro256 rng(seed);
  WhistRobot robot(small_budget(), seed);
  int decisions = 0;
  for (int h = 0; h < hands; ++h) {
    auto hand = make_hand(h);
    while (!is_over(hand)) {
      if (rng.below(static_cast<std::uint64_t>(robot_share)) == 0) {
        robot_checked_act(hand, robot);
        ++decisions;
      } else {
        random_act(hand, rng);
      }
      if (::testing::Test::HasFatalFailure()) return decisions;
    }
  }
  return decisions;
}

TEST(WhistRobot, EveryChoiceIsLegalInDummyWhistWithAndWithoutJokers) {
  const auto sets = dummy_whist_option_sets();
  for (std::size_t i = 0; i < sets.size(); ++i) {
    const DummyWhistOptions options = sets[i];
    const int decisions = mixed_walk(
        4, 3, 100 + i, [&](int h) { return dummy_whist_hand(options, h % 3, 500 + 31 * i + static_cast<std::uint64_t>(h)); },
        [](const DummyWhistHand& hand) { return hand.phase() == DummyWhistPhase::Over; });
    ASSERT_FALSE(HasFatalFailure()) << "option set " << i;
    EXPECT_GT(decisions, 4 * 10) << "option set " << i;
  }
}

TEST(WhistRobot, EveryChoiceIsLegalInDoubleDummy) {
  DoubleDummyOptions other;
  other.downtown_ace_low = true;
  other.table_rules_renege = true;
  for (const DoubleDummyOptions& options : {DoubleDummyOptions{}, other}) {
    const int decisions = mixed_walk(
        12, 3, 7, [&](int h) { return double_dummy_hand(options, h % 2, 700 + static_cast<std::uint64_t>(h)); },
        [](const DoubleDummyHand& hand) { return hand.phase() == DoubleDummyPhase::Over; });
    ASSERT_FALSE(HasFatalFailure());
    EXPECT_GT(decisions, 12 * 10);
  }
}

TEST(WhistRobot, EveryChoiceIsLegalInNonsense) {
  NonsenseOptions other;
  other.downtown_ace_low = true;
  other.table_rules_renege = true;
  for (const NonsenseOptions& options : {NonsenseOptions{}, other}) {
    const int decisions = mixed_walk(
        20, 2, 9, [&](int h) { return nonsense_hand(options, h % 2, 900 + static_cast<std::uint64_t>(h)); },
        [](const NonsenseHand& hand) { return hand.phase() == NonsensePhase::Over; });
    ASSERT_FALSE(HasFatalFailure());
    EXPECT_GT(decisions, 20 * 8);
  }
}

// ---- Robot-only hands (their time per hand is measured in bench/whist) ----

template <typename Hand_>
void play_robot_hand(Hand_& hand, std::vector<WhistRobot>& robots) {
  int guard = 0;
  while (hand.to_act() && guard++ < 200) {
    const int player = *hand.to_act();
    robot_checked_act(hand, robots[static_cast<std::size_t>(player)]);
    if (::testing::Test::HasFatalFailure()) break;
  }
}

TEST(WhistRobot, RobotOnlyDummyWhistHandsPlayToTheEnd) {
  for (bool jokers : {false, true}) {
    DummyWhistOptions options;
    options.jokers = jokers;
    std::vector<WhistRobot> robots{WhistRobot(small_budget(6), 1), WhistRobot(small_budget(6), 2),
                                   WhistRobot(small_budget(6), 3)};
    DummyWhistHand hand = dummy_whist_hand(options, 0, jokers ? 42 : 41);
    play_robot_hand(hand, robots);
    ASSERT_EQ(hand.phase(), DummyWhistPhase::Over);
  }
}

TEST(WhistRobot, RobotOnlyDoubleDummyHandPlaysToTheEnd) {
  std::vector<WhistRobot> robots{WhistRobot(small_budget(6), 1), WhistRobot(small_budget(6), 2)};
  DoubleDummyHand hand = double_dummy_hand({}, 1, 43);
  play_robot_hand(hand, robots);
  ASSERT_EQ(hand.phase(), DoubleDummyPhase::Over);
}

TEST(WhistRobot, RobotOnlyNonsenseHandPlaysToTheEnd) {
  std::vector<WhistRobot> robots{WhistRobot(small_budget(6), 1), WhistRobot(small_budget(6), 2)};
  NonsenseHand hand = nonsense_hand({}, 0, 44);
  play_robot_hand(hand, robots);
  ASSERT_EQ(hand.phase(), NonsensePhase::Over);
}

// ---- Strong hands bid, weak hands pass ----

// A deal with `fixed` for the first hand and the other 39 cards shuffled.
std::array<Hand, 4> deal_around(Hand fixed, std::uint64_t seed) {
  std::array<Card, 39> rest;
  std::size_t n = 0;
  for (Card c : Hand::full_deck() - fixed) rest[n++] = c;
  DealGenerator generator(seed);
  generator.shuffle(rest);
  std::array<Hand, 4> hands{fixed};
  for (std::size_t i = 0; i < rest.size(); ++i) hands[1 + i / 13].add(rest[i]);
  return hands;
}

Hand hand_of(const char* pbn) { return *parse_pbn_hand(pbn); }

const char* const kStrong = "AKQJT9.AKQ.AK.AK";
// Middling cards everywhere, flat: as weak uptown as downtown (where A 2 3
// 4 5 beat them) and no short suit to ruff in.
const char* const kWeak = "9876.987.876.876";

// Enough layouts that the weak hand's small negative expectation (about
// -0.3 points at the 1 level, where a set costs only one point) is not
// lost in the sampling noise.
WhistCall first_call(const WhistSeatView& view, std::uint64_t seed) {
  WhistRobot robot(small_budget(64), seed);
  return robot.choose_call(view);
}

TEST(WhistRobot, AStrongHandBidsAndAWeakOnePassesInDummyWhist) {
  for (std::uint64_t seed : {1, 2, 3}) {
    for (const char* pbn : {kStrong, kWeak}) {
      const auto hands = deal_around(hand_of(pbn), seed);
      // Dealer 2: player 0 calls first.
      const DummyWhistHand hand = *DummyWhistHand::create({}, 2, DummyWhistDeal{{hands[0], hands[1], hands[2]}, hands[3]});
      const WhistCall call = first_call(view_for_player(hand, 0), seed);
      EXPECT_EQ(call.is_bid(), pbn == kStrong) << pbn << " called " << call.to_string();
    }
  }
}

TEST(WhistRobot, AStrongHandBidsAndAWeakOnePassesInDoubleDummy) {
  for (std::uint64_t seed : {1, 2, 3}) {
    for (const char* pbn : {kStrong, kWeak}) {
      const auto hands = deal_around(hand_of(pbn), seed);
      const DoubleDummyHand hand = *DoubleDummyHand::create({}, 1, Deal(hands));  // player 0 calls first
      const WhistCall call = first_call(view_for_player(hand, 0), seed);
      EXPECT_EQ(call.is_bid(), pbn == kStrong) << pbn << " called " << call.to_string();
    }
  }
}

TEST(WhistRobot, AStrongHandBidsAndAWeakOnePassesInNonsense) {
  for (std::uint64_t seed : {1, 2, 3}) {
    for (const char* pbn : {kStrong, kWeak}) {
      const auto hands = deal_around(hand_of(pbn), seed);
      NonsenseHand hand = *NonsenseHand::create({}, 1, Deal(hands));
      ASSERT_TRUE(hand.choose(NonsenseChoice::DealtHand));  // player 0 keeps it
      ASSERT_TRUE(hand.choose(NonsenseChoice::DeadHand));
      const WhistCall call = first_call(view_for_player(hand, 0), seed);
      EXPECT_EQ(call.is_bid(), pbn == kStrong) << pbn << " called " << call.to_string();
    }
  }
}

TEST(WhistRobot, NonsenseKeepsAStrongDealtHandAndGivesUpAWeakOne) {
  for (std::uint64_t seed : {1, 2}) {
    for (const char* pbn : {kStrong, kWeak}) {
      const auto hands = deal_around(hand_of(pbn), seed);
      const NonsenseHand hand = *NonsenseHand::create({}, 1, Deal(hands));  // player 0 chooses first
      WhistRobot robot(small_budget(24), 5);
      const NonsenseChoice choice = robot.choose_hand(view_for_player(hand, 0));
      EXPECT_EQ(choice == NonsenseChoice::DealtHand, pbn == kStrong) << pbn;
    }
  }
}

TEST(WhistRobot, DeclarerNamesTheLongStrongSuitAsTrump) {
  // Player 0 holds eight spades to the top and bids 3 uptown; whatever the
  // dummy, spades are the trump.
  const auto hands = deal_around(hand_of("AKQJT987.AK.A.K2"), 4);
  DoubleDummyHand hand = *DoubleDummyHand::create({}, 1, Deal(hands));
  ASSERT_TRUE(hand.call(WhistCall::bid(3, WhistBidKind::Uptown)));
  ASSERT_TRUE(hand.call(WhistCall::pass()));
  WhistRobot robot(small_budget(1), 5);
  const WhistDeclaration d = robot.choose_declaration(view_for_player(hand, 0));
  EXPECT_EQ(d.trump, Suit::Spades);
  EXPECT_EQ(d.direction, WhistDirection::Uptown);
}

// ---- No-trump joker stand-ins ----

TEST(WhistRobot, JokerStandInsAreTheWeakestOfTheirSuitAndMapBack) {
  DealGenerator generator(12);
  int checked = 0;
  for (int i = 0; i < 50; ++i) {
    const DummyWhistDeal dealt = deal_dummy_whist(true, generator);
    Hand dummy = dealt.dummy;
    // Take two ordinary cards out, as declarer's discards.
    Hand ordinary = dummy - Hand::jokers();
    auto it = ordinary.begin();
    dummy.remove(*it++);
    dummy.remove(*it);
    Position position;
    position.hands = Deal({dealt.players[0], dealt.players[1], dummy, dealt.players[2]});
    position.strain = Strain::NoTrump;
    position.order = i % 2 ? RankOrder::HighWins : RankOrder::LowWinsAceHigh;
    position.leader = Seat::North;
    const auto stand_ins = stand_in_jokers(position);
    ASSERT_TRUE(stand_ins);
    const TrickRules rules = position.rules();
    for (Seat seat : kAllSeats) {
      const Hand before = position.hands[seat];
      const Hand after = stand_ins->position.hands[seat];
      ASSERT_TRUE(after.joker_cards().empty());
      ASSERT_EQ(after.size(), before.size());
      Hand back;
      for (Card c : after) back.add(stand_ins->original[c.id()]);
      EXPECT_EQ(back, before);
      for (Card c : after) {
        const Card original = stand_ins->original[c.id()];
        if (!original.is_joker()) continue;
        // A stand-in is weaker than every real card of its suit.
        for (Seat other : kAllSeats)
          for (Card d : stand_ins->position.hands[other].cards_of(c.suit()))
            if (!stand_ins->original[d.id()].is_joker()) EXPECT_LT(rules.strength(c), rules.strength(d));
        ++checked;
      }
    }
    // Real cards keep their order.
    for (Seat a : kAllSeats)
      for (Card x : stand_ins->position.hands[a])
        for (Seat b : kAllSeats)
          for (Card y : stand_ins->position.hands[b].cards_of(x.suit())) {
            const Card ox = stand_ins->original[x.id()], oy = stand_ins->original[y.id()];
            if (ox.is_joker() || oy.is_joker()) continue;
            EXPECT_EQ(rules.strength(x) < rules.strength(y), rules.strength(ox) < rules.strength(oy));
          }
  }
  EXPECT_EQ(checked, 100);  // both jokers in every deal
}

}  // namespace
}  // namespace tenace
