// The system robot: loading the rule files, explaining calls, reading an
// auction, and the auctions the simple robot got wrong (issue 19) now
// reaching sound contracts.
#include "bots/system_bidder.h"

#include <gtest/gtest.h>

#include "bots/bid_out.h"
#include "core/auction.h"
#include "core/deal.h"
#include "core/random_deal.h"
#include "bots/system_robot.h"
#include "system_bidding_support.h"

namespace tenace {
namespace {

using namespace testing_support;

// North and South as given, East and West share the rest of the deck.
Deal deal_of(const char* north, const char* south) {
  Deal d;
  d[Seat::North] = parse_pbn_hand(north).value();
  d[Seat::South] = parse_pbn_hand(south).value();
  Hand rest = Hand::full_deck() - d[Seat::North] - d[Seat::South];
  int n = 0;
  for (Card c : rest) (n++ % 2 ? d[Seat::West] : d[Seat::East]).add(c);
  return d;
}

// North and South bid with the system; East and West pass.
std::vector<CallDecision> bid_north_south(const BiddingSystem& system, const Deal& deal) {
  const SystemBidder bidder(system);
  const SeatBidder robot = [&bidder](const SeatView& v) { return bidder.choose(v); };
  return bid_out(deal, Seat::North, Vulnerability::None, {robot, SeatBidder(), robot, SeatBidder()});
}

std::string auction_text(const std::vector<CallDecision>& calls) {
  std::string s;
  for (const auto& c : calls) s += c.call.to_string() + " ";
  return s;
}

std::optional<Contract> contract_of(const std::vector<CallDecision>& calls) {
  Auction a(Seat::North);
  for (const auto& c : calls) EXPECT_TRUE(a.make(c.call).ok());
  return a.contract();
}

TEST(SystemFiles, BothSystemsLoadWithRules) {
  EXPECT_EQ(two_over_one().name, "2over1");
  EXPECT_EQ(sayc().name, "sayc");
  EXPECT_GT(two_over_one().rules.size(), 200u);
  EXPECT_GT(sayc().rules.size(), 200u);
}

TEST(SystemFiles, ABadRuleNamesFileAndLine) {
  BiddingSystem s;
  try {
    parse_system_text("after: -\n1NT | 15-17 HCP | forcing | natural | - | ok\n2C | 22+ HP | forcing | alert | - | x\n",
                      "test.bid", ".", s);
    FAIL() << "no error";
  } catch (const SystemFileError& e) {
    EXPECT_NE(std::string(e.what()).find("test.bid:3:"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("22+ HP"), std::string::npos) << e.what();
  }
  try {
    parse_system_text("after: 1NT P\n2D | 5+ hearts | sometimes | alert | - | x\n", "t.bid", ".", s);
    FAIL() << "no error";
  } catch (const SystemFileError& e) {
    EXPECT_NE(std::string(e.what()).find("t.bid:2:"), std::string::npos) << e.what();
  }
  try {
    parse_system_text("2D | 5+ hearts | forcing | alert | - | x\n", "u.bid", ".", s);
    FAIL() << "no error";
  } catch (const SystemFileError& e) {
    EXPECT_NE(std::string(e.what()).find("u.bid:1:"), std::string::npos) << e.what();
  }
}

// `M`/`m` take their suit from the auction: a rule whose auction names none
// would silently mean spades or clubs, so the file is refused at that line.
TEST(SystemFiles, SuitVariableTheAuctionDoesNotNameIsAnError) {
  BiddingSystem s;
  try {
    parse_system_text("after: 1H P 2H 2S\n3H | 6+ hearts | non-forcing | - | - | ok\n4M | 19+ points | to play | - | - | x\n",
                      "v.bid", ".", s);
    FAIL() << "no error";
  } catch (const SystemFileError& e) {
    EXPECT_NE(std::string(e.what()).find("v.bid:3:"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("1H P 2H 2S"), std::string::npos) << e.what();
  }
  try {  // a condition's variable counts too, and every `after:` line must name it
    parse_system_text("after: 1M P\nafter: 1NT P\n2C | 3+ M | forcing | - | - | x\n", "w.bid", ".", s);
    FAIL() << "no error";
  } catch (const SystemFileError& e) {
    EXPECT_NE(std::string(e.what()).find("w.bid:3:"), std::string::npos) << e.what();
  }
  EXPECT_NO_THROW(parse_system_text("after: 1M P 2M P\nafter: 1M X 2M P\n3M | 16-18 points, 3+ M | invitational | - | - | ok\n",
                                    "ok.bid", ".", s));
}

// Explanations name the suit a rule's `M` or `m` stands for in the auction.
TEST(Explanations, SuitVariablesNamedInContext) {
  const auto raise = calls_of({"1H", "Pass", "2H"});
  const std::string text = explain_call(two_over_one(), raise, 2);
  EXPECT_NE(text.find("3+ hearts"), std::string::npos) << text;
  EXPECT_EQ(text.find(" M"), std::string::npos) << text;
  const auto inverted = calls_of({"1D", "Pass", "2D"});
  EXPECT_NE(explain_call(two_over_one(), inverted, 2).find("5+ diamonds"), std::string::npos);
}

TEST(Explanations, TransferAndStaymanInContext) {
  const auto calls = calls_of({"1NT", "Pass", "2D", "Pass", "2H"});
  EXPECT_NE(explain_call(two_over_one(), calls, 2).find("transfer to hearts"), std::string::npos);
  EXPECT_NE(explain_call(two_over_one(), calls, 2).find("5+ hearts"), std::string::npos);
  EXPECT_TRUE(is_alertable(two_over_one(), calls, 2));
  EXPECT_FALSE(is_alertable(two_over_one(), calls, 0));
  const auto stayman = calls_of({"1NT", "Pass", "2C"});
  EXPECT_NE(explain_call(two_over_one(), stayman, 2).find("Stayman"), std::string::npos);
}

TEST(Explanations, SystemsDifferOnTheOneNoTrumpResponse) {
  const auto calls = calls_of({"1S", "Pass", "1NT"});
  EXPECT_NE(explain_call(two_over_one(), calls, 2).find("forcing 1NT"), std::string::npos);
  EXPECT_TRUE(is_alertable(two_over_one(), calls, 2));
  EXPECT_NE(explain_call(sayc(), calls, 2).find("6-10 HCP"), std::string::npos);
  EXPECT_FALSE(is_alertable(sayc(), calls, 2));
}

TEST(Explanations, EveryCallOfAnUncoveredAuctionIsExplained) {
  const auto calls = calls_of({"1C", "2H", "3S", "4H", "5C", "X", "Pass", "Pass", "Pass"});
  for (std::size_t i = 0; i < calls.size(); ++i) EXPECT_FALSE(explain_call(two_over_one(), calls, i).empty()) << i;
}

TEST(AuctionReading, OpeningAndTransferNarrowTheHands) {
  const auto deal = read_auction(two_over_one(), calls_of({"1NT", "Pass", "2D"}), Seat::North);
  EXPECT_EQ(deal[index(Seat::North)].hcp, (dealer::IntRange{15, 17}));
  EXPECT_EQ(deal[index(Seat::South)].length_of(Suit::Hearts).min, 5);
  EXPECT_EQ(deal[index(Seat::East)].hcp, (dealer::IntRange{0, 37}));
}

TEST(AuctionReading, RebidOfASuitShowsFourCards) {
  const auto deal = read_auction(two_over_one(), calls_of({"1D", "Pass", "1H", "Pass", "1S"}), Seat::North);
  EXPECT_EQ(deal[index(Seat::North)].length_of(Suit::Spades).min, 4);
  EXPECT_GE(deal[index(Seat::South)].length_of(Suit::Hearts).min, 4);
}

// Issue 19, first auction: 2C-2D-2NT-3NT-6NT with 23 + 7 HCP.
TEST(IssueAuctions, TwentyThreeOppositeSevenStopsInGame) {
  const Deal deal = deal_of("AKQ2.KQJ.AK4.J32", "J54.A54.Q32.9876");
  for (const BiddingSystem* s : {&two_over_one(), &sayc()}) {
    const auto calls = bid_north_south(*s, deal);
    const auto contract = contract_of(calls);
    ASSERT_TRUE(contract) << auction_text(calls);
    EXPECT_EQ(contract->level, 3) << auction_text(calls);
    EXPECT_EQ(contract->strain, Strain::NoTrump) << auction_text(calls);
  }
}

// Issue 19, second auction: 1D-1H-1S-2H with a 4-4 spade fit and 29+ HCP.
TEST(IssueAuctions, SpadeFitAfterOneSpadeRebidReachesGame) {
  const Deal deal = deal_of("AQ65.4.AKJ87.K32", "KJ32.AQ765.5.QJ4");
  const auto calls = bid_north_south(two_over_one(), deal);
  const auto contract = contract_of(calls);
  ASSERT_TRUE(contract) << auction_text(calls);
  EXPECT_EQ(contract->strain, Strain::Spades) << auction_text(calls);
  EXPECT_GE(contract->level, 4) << auction_text(calls);
}

// Issue 19, third auction: 1S-4S-pass with a slam on.
TEST(IssueAuctions, SlamIsReachedThroughJacobyAndKeyCards) {
  const Deal deal = deal_of("AKJ73.KQ42.A5.63", "QT84.A53.KQ4.AK5");
  const auto calls = bid_north_south(two_over_one(), deal);
  const auto contract = contract_of(calls);
  ASSERT_TRUE(contract) << auction_text(calls);
  EXPECT_EQ(contract->strain, Strain::Spades) << auction_text(calls);
  EXPECT_GE(contract->level, 6) << auction_text(calls);
  // The route: Jacoby 2NT and a key-card ask, each explained and alerted.
  EXPECT_EQ(calls[2].call, call("2NT")) << auction_text(calls);
  EXPECT_TRUE(calls[2].alert);
  bool asked = false;
  for (const auto& c : calls)
    if (c.call == call("4NT"))
      asked = c.alert && (c.explanation.find("Key") != std::string::npos ||    // the slam logic's "Key-Card"
                          c.explanation.find("key cards") != std::string::npos);  // a rule's "asks for key cards"
  EXPECT_TRUE(asked) << auction_text(calls);
}

TEST(IssueAuctions, EveryCallCarriesAnExplanation) {
  const Deal deal = deal_of("AKJ73.KQ42.A5.63", "QT84.A53.KQ4.AK5");
  for (const auto& c : bid_north_south(two_over_one(), deal)) EXPECT_FALSE(c.explanation.empty());
}

// On random deals, all four seats bidding: every call is legal where it
// stands and explained, and every auction ends.
TEST(RandomAuctions, EveryCallLegalAndExplained) {
  for (const BiddingSystem* system : {&two_over_one(), &sayc()}) {
    const SystemBidder bidder(*system);
    DealGenerator gen(19);
    for (int board = 0; board < 300; ++board) {
      const Deal deal = gen.next();
      const Seat dealer = static_cast<Seat>(board % 4);
      int illegal = 0, unexplained = 0;
      const SeatBidder robot = [&](const SeatView& v) {
        CallDecision d = bidder.choose(v);
        if (!v.rebuilt_auction().is_legal(d.call)) ++illegal;
        if (d.explanation.empty()) ++unexplained;
        return d;
      };
      const auto calls = bid_out(deal, dealer, Vulnerability::None, {robot, robot, robot, robot});
      EXPECT_EQ(illegal, 0) << deal.to_pbn() << ": " << auction_text(calls);
      EXPECT_EQ(unexplained, 0) << deal.to_pbn() << ": " << auction_text(calls);
      EXPECT_LT(calls.size(), 60u) << auction_text(calls);
    }
  }
}

TEST(SystemRobotTest, NamesItsSystemAndBids) {
  const auto robot = make_system_robot("sayc");
  EXPECT_EQ(robot->name(), "System robot (sayc)");
}

}  // namespace
}  // namespace tenace
