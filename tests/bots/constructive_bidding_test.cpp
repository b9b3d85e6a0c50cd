// Constructive bidding by the system robot in uncontested auctions: opener's
// reverses, jump shifts and rebids, new minor forcing and its answers,
// opener's rebid over a two-over-one, and game-forcing auctions reaching
// game. Hands are textbook examples, North dealing, East-West passing.
#include <gtest/gtest.h>

#include "bots/bid_out.h"
#include "core/auction.h"
#include "system_bidding_support.h"

namespace tenace {
namespace {

using namespace testing_support;

TEST(OpenerRebids, ReverseWithSeventeenAndLongerClubs) {
  for (const BiddingSystem* s : {&two_over_one(), &sayc()}) {
    const auto d = bid_after(*s, "A3.K4.AQ52.KJ873", {"1C", "P", "1H", "P"});
    EXPECT_EQ(d.call, call("2D")) << d.explanation;
    EXPECT_TRUE(has(d.explanation, "reverse")) << d.explanation;
    EXPECT_TRUE(has(d.explanation, "forcing")) << d.explanation;
  }
}

TEST(OpenerRebids, JumpShiftForcesToGame) {
  const auto d = bid_after(two_over_one(), "A3.K2.AKJ73.KQ54", {"1D", "P", "1S", "P"});
  EXPECT_EQ(d.call, call("3C")) << d.explanation;
  EXPECT_TRUE(has(d.explanation, "jump shift")) << d.explanation;
  // Responder may not pass it, even with a bare minimum.
  const auto reply = bid_after(two_over_one(), "QJ832.J54.72.863", {"1D", "P", "1S", "P", "3C", "P"});
  EXPECT_NE(reply.call, call("P")) << reply.explanation;
  // With no stopper for no trump (J-x in the unbid hearts): three
  // diamonds prefer the first suit.
  for (const BiddingSystem* s : {&two_over_one(), &sayc()})
    EXPECT_EQ(bid_after(*s, "KJ95.J7.T763.QT6", {"1D", "P", "1S", "P", "3C", "P"}).call, call("3D"));
}

TEST(OpenerRebids, StrongHandWithALongMinorIsNotAMinimumRebid) {
  const auto d = bid_after(two_over_one(), "K4.A8.AKJ.AT9873", {"1C", "P", "1S", "P"});
  EXPECT_EQ(d.call, call("3NT")) << d.explanation;
  EXPECT_NE(bid_after(two_over_one(), "K4.A8.J32.AT9873", {"1C", "P", "1S", "P"}).call, call("3NT"));
}

TEST(OpenerRebids, OverATwoOverOneResponse) {
  EXPECT_EQ(bid_after(two_over_one(), "AKJ84.Q3.K72.J54", {"1S", "P", "2C", "P"}).call, call("2NT"));
  EXPECT_EQ(bid_after(two_over_one(), "AKJ84.Q3.K2.J954", {"1S", "P", "2C", "P"}).call, call("3C"));
  EXPECT_EQ(bid_after(two_over_one(), "AJ9842.Q3.K2.J95", {"1S", "P", "2C", "P"}).call, call("2S"));
}

TEST(OpenerRebids, AfterOneHeartOneSpade) {
  EXPECT_EQ(bid_after(two_over_one(), "K4.AQJ84.K72.J54", {"1H", "P", "1S", "P"}).call, call("1NT"));
  EXPECT_EQ(bid_after(two_over_one(), "K854.AQJ84.K7.J5", {"1H", "P", "1S", "P"}).call, call("2S"));
}

TEST(NewMinorForcing, AskAndAnswers) {
  for (const BiddingSystem* s : {&two_over_one(), &sayc()}) {
    const auto ask = bid_after(*s, "K3.AQJ84.Q72.854", {"1C", "P", "1H", "P", "1NT", "P"});
    EXPECT_EQ(ask.call, call("2D")) << ask.explanation;
    EXPECT_TRUE(ask.alert);
    EXPECT_TRUE(has(ask.explanation, "new minor forcing")) << ask.explanation;
    EXPECT_EQ(bid_after(*s, "Q82.K63.A54.KJ63", {"1C", "P", "1H", "P", "1NT", "P", "2D", "P"}).call, call("2H"));
    EXPECT_EQ(bid_after(*s, "Q8.KJ63.A54.KJ63", {"1C", "P", "1S", "P", "1NT", "P", "2D", "P"}).call, call("2H"));
    EXPECT_EQ(bid_after(*s, "Q82.K6.A54.KJ763", {"1D", "P", "1H", "P", "1NT", "P", "2C", "P"}).call, call("2NT"));
  }
  // A weak responder passes 1NT instead.
  EXPECT_EQ(bid_after(two_over_one(), "Q3.QJ984.972.854", {"1C", "P", "1H", "P", "1NT", "P"}).call, call("P"));
}

TEST(WeakTwo, TwoNoTrumpAskAnsweredByFeature) {
  const std::initializer_list<const char*> ask = {"2S", "P", "2NT", "P"};
  const auto feature = bid_after(two_over_one(), "KQJ973.K2.832.54", ask);
  EXPECT_EQ(feature.call, call("3H")) << feature.explanation;
  EXPECT_TRUE(has(feature.explanation, "king of hearts")) << feature.explanation;
  EXPECT_EQ(bid_after(two_over_one(), "KQT973.52.832.54", ask).call, call("3S"));
  EXPECT_EQ(bid_after(two_over_one(), "KQJ973.Q2.Q32.54", ask).call, call("3NT"));
}

TEST(StrongTwoClubs, ResponderSecondCall) {
  const std::initializer_list<const char*> auction = {"2C", "P", "2D", "P", "2H", "P"};
  const auto negative = bid_after(sayc(), "8532.J4.9642.853", auction);
  EXPECT_EQ(negative.call, call("3C")) << negative.explanation;
  EXPECT_TRUE(negative.alert);
  EXPECT_TRUE(has(negative.explanation, "second negative")) << negative.explanation;
  EXPECT_EQ(bid_after(sayc(), "8532.Q84.K642.53", auction).call, call("3H"));
}

// In 2/1 a two-over-one response forces to game: the partnership never
// stops below it.
TEST(GameForcing, TwoOverOneReachesGame) {
  Deal deal;
  deal[Seat::North] = parse_pbn_hand("AKJ84.Q3.K72.J54").value();
  deal[Seat::South] = parse_pbn_hand("Q3.K84.A93.KQ852").value();
  const Hand rest = Hand::full_deck() - deal[Seat::North] - deal[Seat::South];
  int n = 0;
  for (Card c : rest) (n++ % 2 ? deal[Seat::West] : deal[Seat::East]).add(c);
  const SystemBidder bidder(two_over_one());
  const SeatBidder robot = [&bidder](const SeatView& v) { return bidder.choose(v); };
  const auto calls = bid_out(deal, Seat::North, Vulnerability::None, {robot, SeatBidder(), robot, SeatBidder()});
  Auction a(Seat::North);
  std::string text;
  for (const auto& c : calls) a.make(c.call), text += c.call.to_string() + " ";
  ASSERT_TRUE(a.contract()) << text;
  const Contract k = *a.contract();
  const int game = game_level(k.strain);
  EXPECT_GE(k.level, game) << text;
  EXPECT_EQ(calls[2].call, call("2C")) << text;
}

// Fourth suit forcing after 1D-1S-2C: 2H asks for a heart stopper and
// forces to game; opener shows the stopper with 2NT (minimum).
TEST(FourthSuitForcing, AskedWithGameValuesAndNoStopper) {
  for (const BiddingSystem* s : {&two_over_one(), &sayc()}) {
    const auto ask = bid_after(*s, "AQ854.32.K54.AJ3", {"1D", "P", "1S", "P", "2C", "P"});
    EXPECT_EQ(ask.call, call("2H")) << ask.explanation;
    EXPECT_TRUE(ask.alert);
    EXPECT_TRUE(has(ask.explanation, "fourth suit forcing")) << ask.explanation;
    EXPECT_EQ(bid_after(*s, "3.KJ4.AQ854.KJ32", {"1D", "P", "1S", "P", "2C", "P", "2H", "P"}).call, call("2NT"));
    EXPECT_EQ(bid_after(*s, "Q93.4.AQ854.KJ32", {"1D", "P", "1S", "P", "2C", "P", "2H", "P"}).call, call("2S"));
  }
  // After 1C-1H-1S the fourth suit is diamonds.
  EXPECT_EQ(bid_after(two_over_one(), "K3.AQJ84.542.AJ3", {"1C", "P", "1H", "P", "1S", "P"}).call, call("2D"));
}

TEST(ResponderRebids, PreferenceInvitationAndPass) {
  const std::initializer_list<const char*> auction = {"1D", "P", "1S", "P", "2C", "P"};
  EXPECT_EQ(bid_after(two_over_one(), "KQ854.32.Q54.832", auction).call, call("2D"));   // preference
  EXPECT_EQ(bid_after(two_over_one(), "KQ854.32.54.Q832", auction).call, call("P"));    // clubs will do
  EXPECT_EQ(bid_after(two_over_one(), "KQ854.K2.Q54.J32", auction).call, call("2NT"));  // invites, hearts held
  EXPECT_EQ(bid_after(two_over_one(), "KQ8542.32.Q4.832", auction).call, call("2S"));   // six spades, minimum
}

// Fast arrival in a game-forcing auction: game in opener's major at once
// shows a minimum, three of it extras.
TEST(ResponderRebids, FastArrivalAfterATwoOverOne) {
  const std::initializer_list<const char*> auction = {"1S", "P", "2C", "P", "2D", "P"};
  const auto minimum = bid_after(two_over_one(), "Q84.K3.A2.KQ8542", auction);
  EXPECT_EQ(minimum.call, call("4S")) << minimum.explanation;
  EXPECT_TRUE(has(minimum.explanation, "fast arrival")) << minimum.explanation;
  EXPECT_EQ(bid_after(two_over_one(), "Q84.K3.A2.AKQ854", auction).call, call("3S"));
  // Opener reads the fast arrival as a minimum (12-14 HCP): five-five and a
  // singleton with 12 HCP is no slam opposite it, and opener passes.
  EXPECT_EQ(bid_after(two_over_one(), "AKQT9.T5.KT854.4", {"1S", "P", "2C", "P", "2D", "P", "4S", "P"}).call,
            call("P"));
}

// After opener raises the two-over-one minor, responder's major with three
// cards: game at once with a minimum, three of it with extras; opener
// passes the minimum.
TEST(ResponderRebids, MajorSupportAfterOpenerRaisesTheMinor) {
  for (const BiddingSystem* s : {&two_over_one(), &sayc()}) {
    const std::initializer_list<const char*> auction = {"1S", "P", "2D", "P", "3D", "P"};
    const auto minimum = bid_after(*s, "K53.AT.KQ742.J74", auction);
    EXPECT_EQ(minimum.call, call("4S")) << minimum.explanation;
    EXPECT_TRUE(has(minimum.explanation, "fast arrival")) << minimum.explanation;
    EXPECT_EQ(bid_after(*s, "K53.AT.AKQ74.K74", auction).call, call("3S"));
    EXPECT_EQ(bid_after(*s, "QT942.K2.AJ83.A8", {"1S", "P", "2D", "P", "3D", "P", "4S", "P"}).call, call("P"));
  }
}

// Jacoby 2NT: a good second five-card suit is shown at the four level
// before a singleton; without either, strength decides.
TEST(JacobyTwoNoTrump, SecondSuitShortnessOrStrength) {
  const std::initializer_list<const char*> auction = {"1S", "P", "2NT", "P"};
  EXPECT_EQ(bid_after(two_over_one(), "AKJ84.4.KQJ95.43", auction).call, call("4D"));
  EXPECT_EQ(bid_after(two_over_one(), "AKJ84.4.K9752.43", auction).call, call("3H"));
  EXPECT_EQ(bid_after(two_over_one(), "AKJ84.K4.Q97.J43", auction).call, call("4S"));
}

// Over 1M-1NT a strong opener shows his values: game with a long major, a
// jump shift with a second suit; never a minimum rebid.
TEST(OpenerRebids, StrongHandsOverOneNoTrump) {
  const auto game = bid_after(two_over_one(), "AKQJ92.KQ5.6.A54", {"1S", "P", "1NT", "P"});
  EXPECT_EQ(game.call, call("4S")) << game.explanation;
  const auto shift = bid_after(two_over_one(), "AKQJ3.KQJT2.A3.4", {"1S", "P", "1NT", "P"});
  EXPECT_EQ(shift.call, call("3H")) << shift.explanation;
  EXPECT_TRUE(has(shift.explanation, "jump shift")) << shift.explanation;
  EXPECT_EQ(bid_after(two_over_one(), "AQJ982.K95.6.Q54", {"1S", "P", "1NT", "P"}).call, call("2S"));
}

// After 1C-1D responder has no four-card major: opener raises diamonds,
// rebids no trump by range or his clubs by strength.
TEST(OpenerRebids, AfterOneClubOneDiamond) {
  const std::initializer_list<const char*> auction = {"1C", "P", "1D", "P"};
  for (const BiddingSystem* s : {&two_over_one(), &sayc()}) {
    EXPECT_EQ(bid_after(*s, "AT4.AT6..AJT6542", auction).call, call("3C"));   // seven clubs, 16 points
    EXPECT_EQ(bid_after(*s, "K5.Q4.KJ63.QJ873", auction).call, call("2D"));  // four diamonds
    EXPECT_EQ(bid_after(*s, "KJT5.AJ75.J.AKQ7", auction).call, call("1H"));   // extra values, up the line
  }
  // Balanced 12-14 with four spades: 1NT in 2/1 (1D denied a major), 1S in
  // SAYC (1D may hold four spades: sayc_up_the_line_test).
  EXPECT_EQ(bid_after(two_over_one(), "K982.K92.K6.QJT5", auction).call, call("1NT"));
  EXPECT_EQ(bid_after(sayc(), "K982.K92.K6.QJT5", auction).call, call("1S"));
}

// 1D-2C: a two-over-one in 2/1 (12+ HCP), forcing one round in SAYC
// (10+): a hand with opening values never passes partner's opening.
TEST(Responses, TwoClubsOverOneDiamond) {
  const auto gf = bid_after(two_over_one(), "Q.96.AJT3.AJT532", {"1D", "P"});
  EXPECT_EQ(gf.call, call("2C")) << gf.explanation;
  EXPECT_TRUE(has(gf.explanation, "forcing to game")) << gf.explanation;
  EXPECT_EQ(bid_after(sayc(), "Q.96.AJT3.AJT532", {"1D", "P"}).call, call("2C"));
}

// Over 1NT, 16 HCP with a five-card minor (17 points) invites 6NT as a
// balanced 17 does (with six clubs, 18 points, the slam is bid:
// slam_bidding_test).
TEST(NoTrumpResponses, QuantitativeWithALongMinor) {
  const auto d = bid_after(two_over_one(), "K63.A4.A72.AJT94", {"1NT", "P"});
  EXPECT_EQ(d.call, call("4NT")) << d.explanation;
  EXPECT_TRUE(has(d.explanation, "quantitative")) << d.explanation;
}

// A transfer and 3NT offers a choice of games: three-card support makes
// the eight-card fit.
TEST(NoTrumpResponses, OpenerPicksTheGameAfterTransferAndThreeNoTrump) {
  const std::initializer_list<const char*> auction = {"1NT", "P", "2D", "P", "2H", "P", "3NT", "P"};
  EXPECT_EQ(bid_after(two_over_one(), "K3.QJ5.AQ732.QJ2", auction).call, call("4H"));
  EXPECT_EQ(bid_after(two_over_one(), "K32.Q5.AQ732.QJ2", auction).call, call("P"));
  EXPECT_EQ(bid_after(sayc(), "AT4.AK7.Q9.AJT42", {"2NT", "P", "3H", "P", "3S", "P", "3NT", "P"}).call, call("4S"));
}

// Once a fit is known, shortness counts in a hand's points (dummy points
// for the raise, the long hand's revaluation for opener's game try).
TEST(FitPoints, RaisesAndGameTriesCountShortness) {
  const auto limit = bid_after(two_over_one(), "Q984.5.K9763.K52", {"1S", "P"});  // 8 HCP, singleton
  EXPECT_EQ(limit.call, call("3S")) << limit.explanation;
  EXPECT_EQ(bid_after(two_over_one(), "Q984.52.K976.K52", {"1S", "P"}).call, call("2S"));
  // 14 HCP and a singleton invite (in the second suit of four: the game try)
  EXPECT_EQ(bid_after(two_over_one(), "K75.AKT42.8.A876", {"1H", "P", "2H", "P"}).call, call("3C"));
  EXPECT_EQ(bid_after(two_over_one(), "K75.KQT42.83.A87", {"1H", "P", "2H", "P"}).call, call("P"));
}

// Ten HCP with four trumps and a void: game values by shape, a splinter
// (it made the limit raise, and opener with a good hand stopped in game:
// seed 2 board 336, 6S on); ten HCP, 4-4-4-1, still invite.
TEST(FitPoints, TenCountWithAVoidSplinters) {
  expect_bid_in_both_systems("J984.QJ9432.AK2.", {"1S", "P"}, "4C", "splinter");
  expect_bid_in_both_systems("J984.QJ94.AK32.2", {"1S", "P"}, "3S", "limit raise");
}

// Opposite a splinter, kings, queens and jacks in the short suit are
// wasted: the same 16 HCP ask for key cards or sign off.
TEST(FitPoints, WastedHonoursOppositeASplinter) {
  EXPECT_EQ(bid_after(two_over_one(), "AKJ.KJ743.432.A2", {"1H", "P", "4D", "P"}).call, call("4NT"));
  EXPECT_EQ(bid_after(two_over_one(), "432.KJ743.AKJ.A2", {"1H", "P", "4D", "P"}).call, call("4H"));
}

// Responder after opener's single raise, and either hand after a game
// try: the points the fit gives the hand decide (shortness counted).
TEST(ResponderRebids, AfterOpenersRaiseByTheFitsPoints) {
  const std::initializer_list<const char*> raised = {"1C", "P", "1H", "P", "2H", "P"};
  for (const BiddingSystem* s : {&two_over_one(), &sayc()}) {
    // 12 HCP and a singleton (with the ace of clubs too, every side suit
    // controlled, responder tries for slam: slam_bidding_test)
    EXPECT_EQ(bid_after(*s, "KQ8.KJT42.9.QJ52", raised).call, call("4H"));
    EXPECT_EQ(bid_after(*s, "KQ8.KJT42.9.9652", raised).call, call("3H"));  // 9 HCP and a singleton
    EXPECT_EQ(bid_after(*s, "Q98.KJT42.92.965", raised).call, call("P"));
    const std::initializer_list<const char*> game_try = {"1S", "P", "2S", "P", "3S", "P"};
    EXPECT_EQ(bid_after(*s, "A854.KT3.8.97532", game_try).call, call("4S"));  // 7 HCP, four trumps, a singleton
    EXPECT_EQ(bid_after(*s, "A854.KT3.98.9753", game_try).call, call("P"));
  }
}

// Opposite a limit raise, 21+ points with the fit (a slam is about 33)
// ask for key cards instead of settling for game.
TEST(OpenerRebids, SlamTryOverALimitRaise) {
  const auto ask = bid_after(two_over_one(), "KQT64..AKJ973.A9", {"1S", "P", "3S", "P"});  // 17 HCP and a void
  EXPECT_EQ(ask.call, call("4NT")) << ask.explanation;
  EXPECT_TRUE(has(ask.explanation, "RKCB")) << ask.explanation;
  EXPECT_EQ(bid_after(two_over_one(), "KQT64.5.AKJ97.93", {"1S", "P", "3S", "P"}).call, call("4S"));
}

// Invitations to 3NT are accepted by points: a five-card suit counts.
TEST(Invitations, ThreeNoTrumpAcceptedWithAFiveCardSuit) {
  EXPECT_EQ(bid_after(sayc(), "KQ3.A4.KJ863.Q52", {"1NT", "P", "2NT", "P"}).call, call("3NT"));
  EXPECT_EQ(bid_after(sayc(), "KQ3.A42.KJ63.Q52", {"1NT", "P", "2NT", "P"}).call, call("P"));
  // 2/1 invites through the range ask (2S): the five-card suit makes 15 a maximum
  EXPECT_EQ(bid_after(two_over_one(), "KQ3.A4.KJ863.Q52", {"1NT", "P", "2S", "P"}).call, call("3C"));
  EXPECT_EQ(bid_after(two_over_one(), "KQ3.A42.KJ63.Q52", {"1NT", "P", "2S", "P"}).call, call("2NT"));
  EXPECT_EQ(bid_after(two_over_one(), "K3.A4.KJ8632.Q52", {"1D", "P", "2NT", "P"}).call, call("3NT"));
  EXPECT_EQ(bid_after(two_over_one(), "K3.J4.KJ8632.Q52", {"1D", "P", "2NT", "P"}).call, call("3D"));
  const std::initializer_list<const char*> after_one_spade = {"1D", "P", "1H", "P", "1S", "P", "2NT", "P"};
  EXPECT_EQ(bid_after(two_over_one(), "8742.K6.AQJT65.K", after_one_spade).call, call("3NT"));
  EXPECT_EQ(bid_after(two_over_one(), "8742.Q6.AQJT6.K5", after_one_spade).call, call("P"));
  EXPECT_EQ(bid_after(sayc(), "Q5.AQJ84.K73.J54", {"1H", "P", "1S", "P", "1NT", "P", "2NT", "P"}).call, call("3NT"));
}

// After a transfer and an invitation, opener bids game with a maximum (the
// major with three cards) and shows three-card support with a minimum.
TEST(NoTrumpResponses, OpenerAnswersTheInvitationAfterATransfer) {
  const std::initializer_list<const char*> invited = {"1NT", "P", "2D", "P", "2H", "P", "2NT", "P"};
  for (const BiddingSystem* s : {&two_over_one(), &sayc()}) {
    EXPECT_EQ(bid_after(*s, "K3.QJ5.AQ732.KJ2", invited).call, call("4H"));
    EXPECT_EQ(bid_after(*s, "K32.Q5.AQ732.AJ2", invited).call, call("3NT"));
    EXPECT_EQ(bid_after(*s, "K3.QJ5.AQ73.QJ52", invited).call, call("3H"));
    EXPECT_EQ(bid_after(*s, "K32.Q5.AQ73.QJ52", invited).call, call("P"));
    EXPECT_EQ(bid_after(*s, "QJ5.K3.AQ732.KJ2", {"1NT", "P", "2H", "P", "2S", "P", "3S", "P"}).call, call("4S"));
  }
}

// After the transfer a six-card major with shape is game below 9 HCP:
// points count the length and the shortness (seed 15 board 288: six-five
// with a void and 7 HCP passed 2S, twelve tricks made); six spades and a
// flat 7 HCP pass.
TEST(NoTrumpResponses, SixCardMajorWithShapeBidsGameAfterTheTransfer) {
  for (const BiddingSystem* s : {&two_over_one(), &sayc()}) {
    EXPECT_EQ(bid_after(*s, "QJT964..65.KJ652", {"1NT", "P", "2H", "P", "2S", "P"}).call, call("4S"));
    EXPECT_EQ(bid_after(*s, "65.QJT964.K6.J52", {"1NT", "P", "2D", "P", "2H", "P"}).call, call("P"));
  }
}

// After Stayman and an invitation, opener accepts with a maximum, in
// spades when responder's 2NT showed four and opener has them too.
TEST(NoTrumpResponses, OpenerAnswersTheInvitationAfterStayman) {
  const std::initializer_list<const char*> invited = {"1NT", "P", "2C", "P", "2H", "P", "2NT", "P"};
  EXPECT_EQ(bid_after(two_over_one(), "KQ32.AJ54.K3.QJ2", invited).call, call("4S"));   // 16 HCP
  EXPECT_EQ(bid_after(two_over_one(), "KQ32.AJ54.K3.J32", invited).call, call("3S"));   // 15 HCP
  EXPECT_EQ(bid_after(two_over_one(), "KQ2.AJ54.K32.QJ2", invited).call, call("3NT"));
  EXPECT_EQ(bid_after(two_over_one(), "KQ2.AJ54.K32.J32", invited).call, call("P"));
  EXPECT_EQ(bid_after(sayc(), "KQ2.AJ54.K32.QJ2", {"1NT", "P", "2C", "P", "2H", "P", "3H", "P"}).call, call("4H"));
}

// With game values and no eight-card fit, a seven-card major fit plays
// game when a suit is held by nobody (no stopper here, not bid by
// partner); with every suit held, no trump.
TEST(ResponderRebids, SevenCardMajorFitRatherThanUnguardedNoTrump) {
  const auto jump = bid_after(two_over_one(), "KQJ87.K.Q754.J84", {"1H", "P", "1S", "P", "3H", "P"});
  EXPECT_EQ(jump.call, call("4H")) << jump.explanation;  // six hearts opposite one, clubs unguarded
  const auto stayman = bid_after(two_over_one(), "QJ64.T74.T9832.A", {"2NT", "P", "3C", "P", "3H", "P"});
  EXPECT_EQ(stayman.call, call("4H")) << stayman.explanation;  // four hearts opposite three, hearts unguarded
  EXPECT_EQ(bid_after(two_over_one(), "QJ64.T74.K9832.A", {"2NT", "P", "3C", "P", "3H", "P"}).call, call("3NT"));
}

// Opener's rebid of his major over 1NT shows six: responder with two and
// game values plays the eight-card fit, not 3NT.
TEST(ResponderRebids, OpenersRebidMajorIsSixCards) {
  const auto shown = explained_hand(two_over_one(), calls_of({"1S", "P", "1NT", "P", "2S"}), 4);
  ASSERT_TRUE(shown.has_value());
  EXPECT_EQ(shown->length_of(Suit::Spades).min, 6);
  EXPECT_EQ(bid_after(two_over_one(), "A2.JT5.AJT.Q9864", {"1S", "P", "1NT", "P", "2S", "P"}).call, call("4S"));
}

// The fallback counts a fit's shortness in full (a void with four trumps is
// five points, no longer capped at HCP + 4): opposite opener's minimum
// Jacoby reply, 15 HCP and a void ask for key cards; with a singleton
// instead, game is enough.
TEST(FitPoints, TheFallbackCountsAVoidInFull) {
  const std::initializer_list<const char*> minimum = {"1S", "P", "2NT", "P", "4S", "P"};
  const auto ask = bid_after(two_over_one(), "AQ84.KQ852.A432.", minimum);
  EXPECT_EQ(ask.call, call("4NT")) << ask.explanation;
  EXPECT_EQ(bid_after(two_over_one(), "AQ84.KQ852.A32.2", minimum).call, call("P"));
}

// A misfit: opener rebids his diamonds where responder is void, and
// responder's own seven hearts play better than opener's suit. A minimum
// with six hearts rebids them too while short in diamonds (a doubleton);
// with three diamonds (the six-three fit) it passes.
TEST(Misfit, OwnLongSuitRatherThanPartnersSuit) {
  const std::initializer_list<const char*> rebid = {"1D", "P", "1H", "P", "2D", "P"};
  const auto d = bid_after(two_over_one(), "A3.KT96432..QT95", rebid);
  EXPECT_EQ(d.call, call("2H")) << d.explanation;
  EXPECT_TRUE(has(d.explanation, "short in opener's minor")) << d.explanation;
  EXPECT_EQ(bid_after(two_over_one(), "A3.KT9643.Q2.T95", rebid).call, call("2H"));
  EXPECT_EQ(bid_after(two_over_one(), "A3.KT9643.Q32.T5", rebid).call, call("P"));
}

// Over 1S-1NT-2H responder raises the hearts by the fit's points (3H
// with 9-11, 4H with 12+), and opener accepts the invitation with 15+.
TEST(ResponderRebids, RaiseOfOpenersHeartsAfterTheForcingNoTrump) {
  const std::initializer_list<const char*> hearts = {"1S", "P", "1NT", "P", "2H", "P"};
  const auto raise = bid_after(two_over_one(), "86.Q854.AQ3.J986", hearts);
  EXPECT_EQ(raise.call, call("3H")) << raise.explanation;
  EXPECT_EQ(bid_after(two_over_one(), "8.Q8543.AQJ.J986", hearts).call, call("4H"));
  EXPECT_EQ(bid_after(two_over_one(), "86.Q854.Q32.K984", hearts).call, call("P"));
  const std::initializer_list<const char*> invited = {"1S", "P", "1NT", "P", "2H", "P", "3H", "P"};
  EXPECT_EQ(bid_after(two_over_one(), "KJ954.AKJ7.KT93.", invited).call, call("4H"));
  EXPECT_EQ(bid_after(two_over_one(), "KJ954.AQJ7.T93.2", invited).call, call("P"));
}

// A weak hand with both majors and four diamonds (short in clubs) asks
// with Stayman over 1NT and passes any answer (it passed 1NT, where 2H
// made and 1NT did not); with clubs to return to it still passes 1NT.
TEST(Stayman, WeakWithBothMajorsAndDiamondsPassesTheAnswer) {
  for (const BiddingSystem* s : {&two_over_one(), &sayc()}) {
    expect_bid(*s, "8762.KJ72.J765.9", {"1NT", "P"}, "2C", "garbage Stayman");
    for (const char* answer : {"2D", "2H", "2S"})
      expect_bid(*s, "8762.KJ72.J765.9", {"1NT", "P", "2C", "P", answer, "P"}, "Pass", "garbage Stayman");
    expect_bid(*s, "Q832.T752.Q64.Q7", {"1NT", "P"}, "Pass");
  }
}

// Seven hearts and five spades respond in the seven-card suit (1S lost it
// and led to 3NT).
TEST(Responses, SevenHeartsBesideFiveSpadesBidHeartsFirst) {
  expect_bid_in_both_systems("JT982.KQJT542.A.", {"1C", "P"}, "1H");
  // Six-five and five-five: spades first (1H with six-five stopped in 2H
  // twice where 4S made, the spades never shown).
  expect_bid_in_both_systems("AJ982.KQT542.A.2", {"1D", "P"}, "1S");
  expect_bid_in_both_systems("AJ982.KQT54.A2.2", {"1D", "P"}, "1S");
}

// Over opener's reverse (1C 1H 2D, 17+ points) 3NT with the fourth suit
// held gives way to the raise with five diamonds (3D found 4D and slam,
// 3NT made thirteen tricks) and to the heart rebid with six or more.
TEST(ResponderRebids, OverTheReverseAFiveCardFitIsRaisedAndASixCardMajorRebid) {
  expect_bid(two_over_one(), "A7.KJT3.J98543.Q", {"1C", "P", "1H", "P", "2D", "P"}, "3D");
  expect_bid(two_over_one(), "JT982.KQJT542.A.", {"1C", "P", "1H", "P", "2D", "P"}, "2H");
  // Four diamonds, the fourth suit held: 3NT as before.
  expect_bid(two_over_one(), "A72.KJT3.J985.Q4", {"1C", "P", "1H", "P", "2D", "P"}, "3NT");
}

}  // namespace
}  // namespace tenace
