// The system robot after the strong 2C opening, weak twos and three-level
// preempts: responder's raises, new suits and game bids, and opener's
// answers. Hands are textbook examples, North dealing, East-West passing.
#include <gtest/gtest.h>

#include "system_bidding_support.h"

namespace tenace {
namespace {

using namespace testing_support;

// Nine playing tricks in a major open 2C below 22 HCP (a 1S opening with
// seven solid spades and 21 HCP could be passed out with game on), and the
// suit follows over the waiting 2D.
TEST(StrongTwoClubs, NineTricksInAMajorOpenTwoClubs) {
  for (const BiddingSystem* s : {&two_over_one(), &sayc()}) {
    const auto opening = bid_after(*s, "AKQJ984.AK4.3.K2", {});
    EXPECT_EQ(opening.call, call("2C")) << opening.explanation;
    EXPECT_TRUE(has(opening.explanation, "nine tricks in spades")) << opening.explanation;
    EXPECT_EQ(bid_after(*s, "AKQJ84.AK4.A3.32", {}).call, call("2C"));
    EXPECT_EQ(bid_after(*s, "AKQJ84.AK4.Q3.32", {}).call, call("1S"));
    EXPECT_EQ(bid_after(*s, "AKQJ984.AK4.3.K2", {"2C", "P", "2D", "P"}).call, call("2S"));
  }
}

TEST(WeakTwoResponses, GameRaiseCountsTheFitsPoints) {
  for (const BiddingSystem* s : {&two_over_one(), &sayc()}) {
    // 15 HCP and three spades with a singleton: 17 points in the fit.
    const auto game = bid_after(*s, "A52.A652.AJ982.Q", {"2S", "P"});
    EXPECT_EQ(game.call, call("4S")) << game.explanation;
    // 14 HCP, a bare king of spades as the singleton: no shortness point,
    // so only the preemptive raise.
    const auto raise = bid_after(*s, "Q42.K82.AQ9754.K", {"2H", "P"});
    EXPECT_EQ(raise.call, call("3H")) << raise.explanation;
    EXPECT_TRUE(has(raise.explanation, "preemptive")) << raise.explanation;
  }
}

TEST(WeakTwoResponses, OpenerPassesTheRaises) {
  for (const BiddingSystem* s : {&two_over_one(), &sayc()}) {
    // A maximum with a second suit: partner has placed the contract.
    EXPECT_EQ(bid_after(*s, "K87654.T.2.KQ973", {"2S", "P", "4S", "P"}).call, call("P"));
    EXPECT_EQ(bid_after(*s, "AQJ973.K2.832.54", {"2S", "P", "3S", "P"}).call, call("P"));
  }
}

TEST(PreemptResponses, GameWithSupportOrPass) {
  for (const BiddingSystem* s : {&two_over_one(), &sayc()}) {
    // Four trumps and 13 HCP: game opposite seven spades.
    EXPECT_EQ(bid_after(*s, "KJ98.AT9.5.AJT94", {"3S", "P"}).call, call("4S"));
    // 16 HCP with a singleton in partner's suit: the preempt is to play.
    const auto pass = bid_after(*s, "6.K6.AQJ92.KQJ65", {"3S", "P"});
    EXPECT_EQ(pass.call, call("P")) << pass.explanation;
    // 20 HCP with a singleton: eight trumps and the values for game.
    const auto game_on_a_singleton = bid_after(*s, "AK54.5.AKQ54.K54", {"3H", "P"});
    EXPECT_EQ(game_on_a_singleton.call, call("4H")) << game_on_a_singleton.explanation;
  }
}

TEST(PreemptResponses, ThreeNoTrumpWhenTheMinorRuns) {
  for (const BiddingSystem* s : {&two_over_one(), &sayc()}) {
    const auto game = bid_after(*s, "Q95.A9.KQ95.J432", {"3D", "P"});
    EXPECT_EQ(game.call, call("3NT")) << game.explanation;
    EXPECT_TRUE(has(game.explanation, "run")) << game.explanation;
    // No diamond honour: the suit may never be reached.
    EXPECT_EQ(bid_after(*s, "AQ5.A9.95.KJ432", {"3D", "P"}).call, call("P"));
  }
}

TEST(PreemptResponses, NewMajorForcingAndTheAnswers) {
  for (const BiddingSystem* s : {&two_over_one(), &sayc()}) {
    const auto ask = bid_after(*s, "QJ943.AKJ96..AT8", {"3D", "P"});
    EXPECT_EQ(ask.call, call("3H")) << ask.explanation;
    EXPECT_TRUE(has(ask.explanation, "forcing")) << ask.explanation;
    EXPECT_EQ(bid_after(*s, ".T752.KQJT862.42", {"3D", "P", "3H", "P"}).call, call("4H"));
    EXPECT_EQ(bid_after(*s, "94.K5.J2.AT85432", {"3C", "P", "3S", "P"}).call, call("4C"));
    EXPECT_EQ(bid_after(*s, "AKQ853.AQT7.83.9", {"3C", "P", "3S", "P", "4C", "P"}).call, call("4S"));
  }
}

TEST(StrongTwoClubs, ResponderOverOpenersMinor) {
  for (const BiddingSystem* s : {&two_over_one(), &sayc()}) {
    const auto major = bid_after(*s, "QT653.KJ76.95.J3", {"2C", "P", "2D", "P", "3C", "P"});
    EXPECT_EQ(major.call, call("3S")) << major.explanation;
    const auto raise = bid_after(*s, "J63.Q63.8753.JT7", {"2C", "P", "2D", "P", "3D", "P"});
    EXPECT_EQ(raise.call, call("4D")) << raise.explanation;
    EXPECT_TRUE(has(raise.explanation, "support")) << raise.explanation;
  }
}

TEST(StrongTwoClubs, OpenerOverResponderMajor) {
  for (const BiddingSystem* s : {&two_over_one(), &sayc()}) {
    // Two spades: no fit, so 3NT rather than eleven tricks in diamonds.
    EXPECT_EQ(bid_after(*s, "K8.KQJ.AKQJT5.K4", {"2C", "P", "2D", "P", "3D", "P", "3S", "P"}).call, call("3NT"));
    EXPECT_EQ(bid_after(*s, "K82.KQ.AKQJT5.K4", {"2C", "P", "2D", "P", "3D", "P", "3S", "P"}).call, call("4S"));
  }
}

TEST(StrongTwoClubs, PositiveResponseNeedsAGoodSuit) {
  for (const BiddingSystem* s : {&two_over_one(), &sayc()}) {
    const auto positive = bid_after(*s, "KQJ84.A52.863.94", {"2C", "P"});
    EXPECT_EQ(positive.call, call("2S")) << positive.explanation;
    EXPECT_TRUE(has(positive.explanation, "positive")) << positive.explanation;
    // The same values with a weak suit wait.
    EXPECT_EQ(bid_after(*s, "J9843.A52.K63.94", {"2C", "P"}).call, call("2D"));
  }
}

TEST(StrongTwoClubs, AfterTheTransferOverTwoNoTrump) {
  for (const BiddingSystem* s : {&two_over_one(), &sayc()}) {
    const std::initializer_list<const char*> completed = {"2C", "P", "2D", "P", "2NT", "P", "3H", "P", "3S", "P"};
    const auto weak = bid_after(*s, "T8532.T754.97.J3", completed);
    EXPECT_EQ(weak.call, call("P")) << weak.explanation;
    EXPECT_EQ(bid_after(*s, "QT8532.T75.97.J3", completed).call, call("4S"));
    EXPECT_EQ(bid_after(*s, "QT853.T75.97.KJ3", completed).call, call("3NT"));
  }
}

TEST(WeakTwoResponses, NoAskWithAMisfitAndModerateValues) {
  for (const BiddingSystem* s : {&two_over_one(), &sayc()}) {
    // 16 HCP and a singleton spade: no game opposite 5-10 and six spades.
    const auto pass = bid_after(*s, "A.K865.KJT4.AJ93", {"2S", "P"});
    EXPECT_EQ(pass.call, call("P")) << pass.explanation;
    // 17 HCP still asks (3NT opposite a maximum).
    const auto ask = bid_after(*s, "AK72.2.K65.AQJT2", {"2H", "P"});
    EXPECT_EQ(ask.call, call("2NT")) << ask.explanation;
    EXPECT_TRUE(ask.alert);
  }
}

TEST(StrongTwoClubs, StaymanOverTwoNoTrumpFindsTheSpadeFit) {
  for (const BiddingSystem* s : {&two_over_one(), &sayc()}) {
    const std::initializer_list<const char*> stayman = {"2C", "P", "2D", "P", "2NT", "P", "3C", "P"};
    const auto answer = bid_after(*s, "AQJ5.QJ97.AK9.AJ", stayman);
    EXPECT_EQ(answer.call, call("3H")) << answer.explanation;
    // Responder's major is not hearts, so opener, holding four spades too,
    // plays there.
    EXPECT_EQ(bid_after(*s, "T763.K63.QJ852.T", {"2C", "P", "2D", "P", "2NT", "P", "3C", "P", "3H", "P"}).call,
              call("3NT"));
    EXPECT_EQ(
        bid_after(*s, "AQJ5.QJ97.AK9.AJ", {"2C", "P", "2D", "P", "2NT", "P", "3C", "P", "3H", "P", "3NT", "P"}).call,
        call("4S"));
    // Three spades opposite a Stayman bidder without hearts: no fit.
    EXPECT_EQ(bid_after(*s, "K97.J876.J53.643", {"2C", "P", "2D", "P", "2NT", "P", "3C", "P", "3S", "P"}).call,
              call("3NT"));
  }
}

// Opener's third call after 2C 2D and a major: a strong six-card suit is
// set below game (game at once would be the weakest call), a second suit
// is shown at the three level, and after the second negative a five-card
// major alone may be passed.
TEST(StrongTwoClubs, OpenersThirdCallSetsTheSuitOrShowsTheSecond) {
  for (const BiddingSystem* s : {&two_over_one(), &sayc()}) {
    const auto over_positive = bid_after(*s, "A2.AKQJ93.A.KJT3", {"2C", "P", "2D", "P", "2H", "P", "2S", "P"});
    EXPECT_EQ(over_positive.call, call("3H")) << over_positive.explanation;
    EXPECT_EQ(bid_after(*s, "A2.AKQJ93.A4.KJ3", {"2C", "P", "2D", "P", "2H", "P", "2NT", "P"}).call, call("3H"));
    EXPECT_EQ(bid_after(*s, "AKQ2.AKJ93.A4.K3", {"2C", "P", "2D", "P", "2H", "P", "2NT", "P"}).call, call("3S"));
    // Five-five over the second negative: the second suit, not a jump to
    // game in it.
    EXPECT_EQ(bid_after(*s, "AKQ32.AKJ93.A4.3", {"2C", "P", "2D", "P", "2H", "P", "3C", "P"}).call, call("3S"));
    // Responder: short in the suit opener set, game in it; over three of
    // the major after the second negative, a pass with a doubleton and game
    // with three.
    EXPECT_EQ(bid_after(*s, "K984.4.K732.Q872", {"2C", "P", "2D", "P", "2H", "P", "2NT", "P", "3H", "P"}).call,
              call("4H"));
    EXPECT_EQ(bid_after(*s, "9842.84.J732.872", {"2C", "P", "2D", "P", "2H", "P", "3C", "P", "3H", "P"}).call,
              call("P"));
    EXPECT_EQ(bid_after(*s, "984.842.J732.872", {"2C", "P", "2D", "P", "2H", "P", "3C", "P", "3H", "P"}).call,
              call("4H"));
  }
}

// Responder's six-card major over opener's 3NT (no fit: a doubleton):
// game in the major, the suit opener cannot reach.
TEST(StrongTwoClubs, SixCardMajorOverOpenersThreeNoTrump) {
  for (const BiddingSystem* s : {&two_over_one(), &sayc()}) {
    const std::initializer_list<const char*> auction = {"2C", "P", "2D", "P", "3D", "P", "3H", "P", "3NT", "P"};
    EXPECT_EQ(bid_after(*s, "T2.QJT962.53.854", auction).call, call("4H"));
    EXPECT_EQ(bid_after(*s, "T2.QJT96.853.854", auction).call, call("P"));
  }
}

// A grand slam in no trump is not bid on points its length and shortness
// add: 24 HCP opposite a positive response (8+ HCP) is no 37.
TEST(StrongTwoClubs, NoGrandSlamInNoTrumpOnLengthPoints) {
  for (const BiddingSystem* s : {&two_over_one(), &sayc()}) {
    const auto rebid = bid_after(*s, "A2.KQ3.AK4.AKQJ9", {"2C", "P", "2S", "P"});
    EXPECT_TRUE(rebid.call.is_bid() && rebid.call.level() < 7) << rebid.call.to_string() << ": " << rebid.explanation;
  }
}

// A partner's new suit over a weak two is forcing (opener passed it as
// natural and non-forcing): opener raises with three, else rebids the
// suit. A partner's Texas transfer over 2NT and jump positive over 2C are
// read as such.
TEST(WeakTwoResponses, PartnersNewSuitIsForcingTexasAndJumpPositivesRead) {
  for (const auto* system : {&two_over_one(), &sayc()}) {
    EXPECT_EQ(bid_after(*system, "Q54.KQJ954.54.54", {"2H", "P", "2S", "P"}).call, call("3S"));
    EXPECT_EQ(bid_after(*system, "54.KQJ954.954.54", {"2H", "P", "2S", "P"}).call, call("3H"));
    EXPECT_EQ(bid_after(*system, "AK5.AQ5.KQ54.AJ5", {"2NT", "P", "4D", "P"}).call, call("4H"));
    const auto positive = calls_of({"2C", "P", "3S"});
    EXPECT_TRUE(has(explain_call(*system, positive, 2), "positive")) << explain_call(*system, positive, 2);
  }
}

}  // namespace
}  // namespace tenace
