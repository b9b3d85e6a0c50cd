// The auction read for the play: what the rules explain (read_auction), and
// what the full reading adds (read_auction_fully): passes made with the
// chance to bid, natural no-trump bids the rules leave unexplained.
#include "bots/auction_reading.h"

#include <gtest/gtest.h>

#include "bots/game_view.h"
#include "bots/play_knowledge.h"
#include "bots/slam_bidding.h"
#include "bots/system_bidder.h"
#include "scripted_game.h"

namespace tenace {
namespace {

const BiddingSystem& two_over_one() {
  static const BiddingSystem system = load_system("2over1");
  return system;
}

Hand hand(const char* pbn_hand) { return Deal::from_pbn(std::string("N:") + pbn_hand + " - - -").value()[Seat::North]; }

bool passes(const std::vector<dealer::HandTest>& tests, Hand h) {
  for (const auto& t : tests)
    if (!t(h)) return false;
  return true;
}

// North deals and passes; East opens 1NT and West raises to 3NT.
constexpr const char* kPassedDealer = "N:T76.A75.T98.K973 AK2.KQ3.A742.Q65 543.T842.Q63.T42 QJ98.J96.KJ5.AJ8";

TEST(AuctionReading, APassWithTheChanceToOpenShowsAHandTheBidderWouldPass) {
  BridgeGame game = game_with(kPassedDealer, Seat::North, {"Pass", "1NT", "Pass", "3NT", "Pass", "Pass", "Pass"});
  const SeatView south = view_of(game, Seat::South);  // on lead against East's 3NT
  // The rules alone say nothing of North's hand.
  const dealer::DealConstraints rules = read_auction(two_over_one(), {Call::pass()}, Seat::North);
  EXPECT_EQ(rules[index(Seat::North)].hcp, (dealer::IntRange{0, 37}));
  const AuctionReading full = read_auction_fully(two_over_one(), south);
  const auto& north = full.tests[index(Seat::North)];
  ASSERT_FALSE(north.empty());
  EXPECT_FALSE(passes(north, hand("AKJ84.KQ3.742.65")));  // 14 HCP, five spades: 1S
  EXPECT_FALSE(passes(north, hand("AQJT98.42.J75.32")));  // a weak two or better in spades
  EXPECT_TRUE(passes(north, hand("T76.A75.T98.K973")));   // 7 HCP, flat
  // South passed 1NT with the chance to overcall: tested too. East (the
  // 1NT opener) and West made bids, and never passed first.
  EXPECT_FALSE(full.tests[index(Seat::South)].empty());
  EXPECT_TRUE(full.tests[index(Seat::East)].empty());
}

TEST(AuctionReading, EveryLayoutTheLeaderDrawsHasPartnerPassing) {
  BridgeGame game = game_with(kPassedDealer, Seat::North, {"Pass", "1NT", "Pass", "3NT", "Pass", "Pass", "Pass"});
  const SeatView south = view_of(game, Seat::South);
  LayoutSource layouts(south, two_over_one(), AuctionDepth::Full);
  Xoshiro256 rng(4);
  for (int i = 0; i < 30; ++i) {
    const std::optional<Deal> d = layouts.next(rng);
    ASSERT_TRUE(d.has_value());
    const Hand north = (*d)[Seat::North];
    // An opening bid in any system: 15+ HCP, or 12+ with a five-card major.
    EXPECT_LT(north.high_card_points(), 15) << north.to_pbn();
    if (north.high_card_points() >= 12) {
      EXPECT_LT(std::max(north.length(Suit::Spades), north.length(Suit::Hearts)), 5) << north.to_pbn();
    }
  }
  EXPECT_EQ(layouts.trust(), LayoutSource::Trust::Full);
}

TEST(AuctionReading, ReadingEveryCallDealsOnlyHandsTheBidderWouldHaveBidSo) {
  // West raised East's 1NT to 3NT. The rules say 10-15 HCP of any shape;
  // read as the bidder bids, West had no five-card major to transfer into.
  BridgeGame game = game_with(kPassedDealer, Seat::North, {"Pass", "1NT", "Pass", "3NT", "Pass", "Pass", "Pass"});
  const SeatView south = view_of(game, Seat::South);
  const AuctionReading every = read_auction_fully(two_over_one(), south, CallTests::EveryCall);
  const auto& west = every.tests[index(Seat::West)];
  ASSERT_FALSE(west.empty());
  EXPECT_FALSE(passes(west, hand("KQ865.K32.Q75.32")));  // 10 HCP, five spades: a transfer first
  EXPECT_TRUE(passes(west, hand("QJ9.J96.KJ5.AJ87")));   // 13 HCP, flat, no major: 3NT
  EXPECT_FALSE(every.tests[index(Seat::East)].empty());  // the 1NT opening is tested too
  const SystemBidder bidder(two_over_one());
  LayoutSource layouts(south, two_over_one(), AuctionDepth::EveryCall);
  Xoshiro256 rng(4);
  for (int i = 0; i < 20; ++i) {
    const std::optional<Deal> d = layouts.next(rng);
    ASSERT_TRUE(d.has_value());
    // The bidder, given the layout's hands, bids this very auction.
    BridgeGame again = game_with((*d).to_pbn().c_str(), Seat::North, {});
    for (const char* call : {"Pass", "1NT", "Pass", "3NT"}) {
      const CallDecision made = bidder.choose(view_of(again, *again.position_to_act()));
      ASSERT_EQ(made.call, *Call::parse(call)) << (*d).to_pbn();
      ASSERT_TRUE(again.call(made.call).ok());
    }
  }
  EXPECT_EQ(layouts.trust(), LayoutSource::Trust::Full);
}

TEST(AuctionReading, ANoTrumpBidNoRuleExplainsIsReadNaturallyByItsLevel) {
  // North opens 1C, East overcalls 1D, West jumps to 3NT over South's 1H.
  BridgeGame game = game_with("N:AK2.KQ3.A742.Q65 QJ98.J96.KJ5.J87 T76.A75.T98.AK93 543.T842.Q63.T42",
                              Seat::North, {"1C", "1D", "1H", "3NT", "Pass", "Pass", "Pass"});
  const std::vector<Call> calls = {*Call::parse("1C"), *Call::parse("1D"), *Call::parse("1H"), *Call::parse("3NT")};
  ASSERT_EQ(system_rule_for(two_over_one(), calls, 3), nullptr) << "the case needs a 3NT no rule explains";
  const SeatView north = view_of(game, Seat::North);
  const AuctionReading full = read_auction_fully(two_over_one(), north);
  const dealer::HandConstraints& west = full.ranges[index(Seat::West)];
  EXPECT_GE(west.hcp.min, 10);  // game opposite an overcall
  EXPECT_EQ(west.hcp.max, 37);
  // No test: the robots bid no trump without a stopper when the values are there.
  EXPECT_TRUE(full.tests[index(Seat::West)].empty());
  // North's opening 1NT rebid would be a minimum, not a strong no trump.
  BridgeGame rebid = game_with("N:AK2.KQ3.A742.Q65 QJ98.J96.KJ5.J87 T76.A75.T98.AK93 543.T842.Q63.T42", Seat::North,
                               {"1D", "Pass", "Pass", "1H", "1NT", "Pass", "Pass", "Pass"});
  const std::vector<Call> rebid_calls = {*Call::parse("1D"), Call::pass(), Call::pass(), *Call::parse("1H"),
                                         *Call::parse("1NT")};
  if (system_rule_for(two_over_one(), rebid_calls, 4) == nullptr) {
    EXPECT_LE(read_auction_fully(two_over_one(), view_of(rebid, Seat::East)).ranges[index(Seat::North)].hcp.max, 15);
  }
  // The rules' reading leaves West unread.
  EXPECT_EQ(read_auction(two_over_one(), calls, Seat::North)[index(Seat::West)].hcp, (dealer::IntRange{0, 37}));
}

// A control bid (1S P 3S P 4C: the ace or a void in clubs, slam interest)
// shows no clubs: read as a natural suit it had promised four, so partner
// and the leader's layouts counted clubs a void-holder did not have.
TEST(AuctionReading, AControlBidShowsNoLengthInItsSuit) {
  auto parsed = [](std::initializer_list<const char*> texts) {
    std::vector<Call> calls;
    for (const char* t : texts) calls.push_back(*Call::parse(t));
    return calls;
  };
  const auto control = parsed({"1S", "P", "3S", "P", "4C"});
  ASSERT_EQ(system_rule_for(two_over_one(), control, 4), nullptr) << "the case needs a control bid no rule explains";
  ASSERT_TRUE(is_control_bid(two_over_one(), control, 4));
  EXPECT_EQ(read_auction(two_over_one(), control, Seat::North)[index(Seat::North)].length_of(Suit::Clubs).min, 0);
  EXPECT_EQ(explained_hand(two_over_one(), control, 4)->length_of(Suit::Clubs).min, 0);
  // A new suit no rule explains and no slam sequence claims is still natural.
  const auto natural = parsed({"1S", "P", "1NT", "P", "2S", "P", "3D"});
  if (system_rule_for(two_over_one(), natural, 6) == nullptr && !is_control_bid(two_over_one(), natural, 6)) {
    EXPECT_GE(read_auction(two_over_one(), natural, Seat::North)[index(Seat::South)].length_of(Suit::Diamonds).min, 4);
  }
}

// A double followed by a new suit is the strong double (17+): the
// explanations said so, but the robots' reading (read_auction) kept the
// takeout double's 12+, so partner passed 3D with ten points and four
// diamonds (P 1S X P 1NT 2S 3D: thirteen tricks in diamonds).
TEST(AuctionReading, ADoubleFollowedByANewSuitIsReadAsTheStrongDouble) {
  std::vector<Call> calls;
  for (const char* t : {"P", "1S", "X", "P", "1NT", "2S", "3D"}) calls.push_back(*Call::parse(t));
  ASSERT_EQ(system_rule_for(two_over_one(), calls, 6), nullptr) << "the case needs a new suit no rule explains";
  EXPECT_GE(explained_hand(two_over_one(), calls, 2)->hcp.min, 17);
  EXPECT_GE(read_auction(two_over_one(), calls, Seat::North)[index(Seat::South)].hcp.min, 17);
  // Before the new suit, the double is still any of its hands.
  const std::vector<Call> before(calls.begin(), calls.begin() + 6);
  EXPECT_LT(read_auction(two_over_one(), before, Seat::North)[index(Seat::South)].hcp.min, 17);
}

}  // namespace
}  // namespace tenace
