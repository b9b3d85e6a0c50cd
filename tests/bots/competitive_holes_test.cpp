// Auctions where the opponents come in after our opening and the rules had
// nothing to say, so the fallback guessed: opener with four-card support
// and 18 HCP after 1C P 1H (1S) bid 3C; opener with 17 HCP and six spades
// competed to 3S over 1S P 2S (3H); opener answered Stayman overcalled by
// 2S with 3NT; a three-level preempt doubled was not raised with three
// trumps. And over their double of one of our bids (a lead-directing
// double of Stayman, a takeout double of a raise) the system stays on.
// Over their opening: a balanced 15 without their suit stopped, the
// doubler's second chance. Opener's support double after 1H-1S and its
// reopening double. The auction starts with North's opening.
#include <gtest/gtest.h>

#include "system_bidding_support.h"

namespace tenace {
namespace {

using namespace testing_support;

TEST(CompetitiveHoles, OpenerRaisesPartnersMajorOverTheirOvercall) {
  expect_bid_in_both_systems("A5.KJ94.Q3.AKJ74", {"1C", "P", "1H", "1S"}, "4H", "four-card support");
  expect_bid_in_both_systems("A5.KJ94.Q63.Q742", {"1C", "P", "1H", "1S"}, "2H", "four-card support, a minimum");
  expect_bid_in_both_systems("A42.K542.AJ73.J7", {"1D", "P", "1H", "X"}, "2H", "four-card support");
  expect_bid_in_both_systems("A42.K5.AJ73.J742", {"1D", "P", "1H", "X"}, "1NT", "balanced minimum");
  // They overcalled first and raise: the support double with three, a raise with four.
  expect_bid_in_both_systems("A5.K84.962.AQ743", {"1C", "1D", "1H", "2D"}, "X", "support double");
  expect_bid_in_both_systems("A542.5.AQJ63.K74", {"1D", "1H", "1S", "2H"}, "3S", "four-card support");
}

TEST(CompetitiveHoles, OpenerBidsGameOverTheirOvercallOfASimpleRaise) {
  expect_bid_in_both_systems("AKJ952.4.AK3.Q74", {"1S", "P", "2S", "3H"}, "4S", "game values");
  expect_bid_in_both_systems("AKJ952.4.K63.Q74", {"1S", "P", "2S", "3H"}, "3S", "competes");
  expect_bid_in_both_systems("AKJ95.42.K63.Q74", {"1S", "P", "2S", "3H"}, "Pass");
}

TEST(CompetitiveHoles, StaymanOvercalled) {
  expect_bid_in_both_systems("A4.KJ95.K63.AJ74", {"1NT", "P", "2C", "2S"}, "3H", "four hearts");
  expect_bid_in_both_systems("KJ94.A5.K63.AJ7", {"1NT", "P", "2C", "2S"}, "X", "four or more of their spades");
  expect_bid_in_both_systems("A4.KJ9.K632.AJ74", {"1NT", "P", "2C", "2S"}, "Pass");
}

TEST(CompetitiveHoles, ThreeLevelPreemptDoubledIsRaisedWithThree) {
  expect_bid_in_both_systems("K95.Q42.KJ63.874", {"3H", "X"}, "4H", "ten trumps together");
  expect_bid_in_both_systems("95.Q4.KJ632.8742", {"3H", "X"}, "Pass");
}

// Their overcall of partner's 1NT response: a 15-count with a singleton
// diamond bid 3NT with J-x-x in their hearts (par seed 1 board 234);
// now a new suit shows the extra values, and a long major is rebid by its
// strength.
TEST(CompetitiveHoles, OpenerAfterTheirOvercallOfTheOneNoTrumpResponse) {
  expect_bid_in_both_systems("QJ985.J43.A.AKT8", {"1S", "P", "1NT", "2H"}, "3C", "four or more clubs");
  expect_bid_in_both_systems("AQT5432.8.A7.AQT", {"1S", "P", "1NT", "2H"}, "4S", "game values");
  expect_bid_in_both_systems("AQJ985.43.A5.J84", {"1S", "P", "1NT", "2H"}, "2S", "six or more");
  expect_bid_in_both_systems("AQJ98.K43.A5.K84", {"1S", "P", "1NT", "2H"}, "Pass");
}

// Their overcall of our strong 2C: a one-count bid 3NT (22 + 1 "game
// values"); now it passes (opener bids again), and 8+ is positive.
TEST(CompetitiveHoles, TheirOvercallOfOurStrongTwoClubs) {
  expect_bid_in_both_systems("954.J84.9632.742", {"2C", "2S"}, "Pass", "waiting");
  expect_bid_in_both_systems("95.K84.963.AQ742", {"2C", "2S"}, "3C", "positive");
  expect_bid_in_both_systems("QJ5.Q84.A963.742", {"2C", "2S"}, "2NT", "their suit held");
}

// Their overcall of partner's weak two: game with the fit and the values,
// or with four trumps (ten together; it bid 3H with four trumps and 13 HCP);
// three trumps raise to three.
TEST(CompetitiveHoles, TheirOvercallOfPartnersWeakTwo) {
  expect_bid_in_both_systems("K95.Q84.A963.AK2", {"2H", "2S"}, "4H", "game with the fit");
  expect_bid_in_both_systems("K95.Q84.9763.J42", {"2H", "2S"}, "3H", "preemptive raise");
  expect_bid_in_both_systems("A54.Q954.AJ54.54", {"2H", "3C"}, "4H", "ten trumps");
  expect_bid_in_both_systems("54.Q954.J954.954", {"2H", "2S"}, "4H", "ten trumps");
}

// Their double of Stayman, of a transfer or of our raise: the answers are
// the uncontested ones, explained as such.
TEST(CompetitiveHoles, TheSystemStaysOnOverTheirDouble) {
  expect_bid_in_both_systems("A4.KJ95.K63.AJ74", {"1NT", "P", "2C", "X"}, "2H", "Stayman reply");
  expect_bid_in_both_systems("A4.KJ9.K632.AJ74", {"1NT", "P", "2C", "X"}, "2D", "no four-card major");
  expect_bid_in_both_systems("A4.KJ9.K632.AJ74", {"1NT", "P", "2D", "X"}, "2H", "completes the transfer");
  expect_bid_in_both_systems("AKJ95.K42.K63.Q4", {"1S", "P", "2S", "X"}, "3S", "invites game");
}

// A balanced 15-18 without a stopper in their suit doubles for takeout
// with three cards in it (it passed: neither 1NT nor the short-suit double fit).
TEST(TakeoutDouble, BalancedFifteenWithThreeOfTheirSuit) {
  expect_bid_in_both_systems("AK54.KQ5.A54.954", {"1C"}, "X", "extra values");
  expect_bid_in_both_systems("K54.AQ5.KJ54.Q54", {"1H"}, "1NT");
  expect_bid_in_both_systems("AK54.Q95.J54.954", {"1C"}, "Pass");
}

// Rules that meant a suit other than the one bid: 1H-2H-(2S) with game values
// bid 4S, and 1D-1H-(2C) with six diamonds found no rule for 3D or 2D.
TEST(CompetitiveRebids, TheSuitBidIsTheOneMeant) {
  expect_bid_in_both_systems("A5.AKQJ54.K84.A2", {"1H", "P", "2H", "2S"}, "4H", "game values");
  expect_bid_in_both_systems("A5.KQJ954.K84.72", {"1H", "P", "2H", "2S"}, "3H", "competes");
  expect_bid_in_both_systems("A5.K4.AQ9854.K32", {"1D", "P", "1H", "2C"}, "3D", "invites game");
  expect_bid_in_both_systems("A5.K4.Q98754.K32", {"1D", "P", "1H", "2C"}, "2D", "six or more");
}

// They raised over our takeout double and partner passed: the doubler
// doubles again with extra values and shortness (it passed with 16 and a
// singleton), shows a strong double's five-card major; advancer answers or
// passes for penalty with five trumps.
TEST(TakeoutDouble, TheDoublersSecondChance) {
  expect_bid_in_both_systems("5.AK54.KQ54.A954", {"1S", "X", "2S", "P", "P"}, "X", "doubles again");
  expect_bid_in_both_systems("5.AJ54.KQ54.J954", {"1S", "X", "2S", "P", "P"}, "Pass");
  expect_bid_in_both_systems("AKJ54.AQ5.4.K954", {"1D", "X", "2D", "P", "P"}, "2S", "five or more spades");
  expect_bid_in_both_systems("954.Q954.J54.954", {"1S", "X", "2S", "P", "P", "X", "P"}, "3H", "four or more hearts");
  expect_bid_in_both_systems("Q9854.Q5.J54.954", {"1S", "X", "2S", "P", "P", "X", "P"}, "Pass", "to defend");
  // 17 HCP and a doubleton in their suit doubles again too (it passed).
  expect_bid_in_both_systems("AQ84.K3.AJ52.K84", {"1H", "X", "2H", "P", "P"}, "X", "doubles again");
}

// They raised over the double and partner passed: a strong balanced
// doubler with their suit held bids no trump (it passed with 21 HCP); over
// their jump raise the doubler with 17+ and a doubleton doubles again, and
// advancer answers it or passes with four of their trumps.
TEST(TakeoutDouble, TheStrongDoublerOverTheirRaise) {
  expect_bid_in_both_systems("AK7.KQ4.A32.KQ92", {"1H", "X", "2H", "P", "P"}, "2NT", "19-21");
  expect_bid_in_both_systems("AK7.KQ4.A32.KQ92", {"1H", "X", "3H", "P", "P"}, "3NT", "their suit held");
  expect_bid_in_both_systems("AKJ7.K4.AQ32.K92", {"1H", "X", "3H", "P", "P"}, "X", "doubles again");
  expect_bid_in_both_systems("Q852.74.J852.973", {"1H", "X", "3H", "P", "P", "X", "P"}, "3S", "four or more spades");
  expect_bid_in_both_systems("852.QT74.J852.97", {"1H", "X", "3H", "P", "P", "X", "P"}, "Pass", "to defend");
}

// 1C (1S) X (2S) P P: the negative doubler with ten HCP, four clubs and
// their spades unguarded competes in partner's minor, not 2NT (the
// fallback took the seven-card fit instead of unguarded no trump only
// when it had game values).
TEST(CompetitiveHoles, APartscoreInAFitRatherThanUnguardedNoTrump) {
  expect_bid_in_both_systems("84.AJ73.Q52.KQ84", {"1C", "1S", "X", "2S", "P", "P"}, "3C");
}

// Six spades are rebid before no trump over the negative double of 2H.
TEST(CompetitiveHoles, OpenersSixCardMajorBeforeNoTrumpOverTheNegativeDouble) {
  expect_bid_in_both_systems("AQ8742.K3.KJ5.84", {"1S", "2H", "X", "P"}, "2S", "six or more spades");
}

// 1D X 1S P 1NT: the strong doubler sits over the opener's 1NT with the
// balance of the points and doubles for penalty (it passed with 22 HCP);
// advancer leaves it in; a minimum double passes.
TEST(TakeoutDouble, TheStrongDoublerDoublesOpenersOneNoTrumpRebid) {
  expect_bid_in_both_systems("AKQ7.K4.AK32.K92", {"1D", "X", "1S", "P", "1NT"}, "X", "penalty");
  expect_bid_in_both_systems("852.QT74.J852.97", {"1D", "X", "1S", "P", "1NT", "X", "P"}, "Pass", "penalty");
  expect_bid_in_both_systems("AQ87.K4.AJ32.Q92", {"1D", "X", "1S", "P", "1NT"}, "Pass");
}

// The doubler's own long suit is not one the opener showed: 1D X 1S P 2D
// with five diamonds and 19 HCP does not bid five of their minor.
TEST(TakeoutDouble, TheDoublerDoesNotCompeteInTheOpenersSuit) {
  const auto d = bid_after(two_over_one(), "AKQT7.4.AK432.K9", {"1D", "X", "1S", "P", "2D"});
  EXPECT_FALSE(d.call.is_bid() && d.call.strain() == Strain::Diamonds) << d.explanation;
}

// Advancer was forced to a minor at the two level (1H X P 2C P): the
// doubler with a strong hand says so rather than passing as with a
// minimum: a five-card suit of its own, 2NT balanced with 19-21.
TEST(TakeoutDouble, TheStrongDoublerSpeaksAgainOverAForcedMinor) {
  expect_bid_in_both_systems("AK84.3.AKJ52.K84", {"1H", "X", "P", "2C", "P"}, "2D", "strong hand");
  expect_bid_in_both_systems("KQ4.AJ3.KQ52.A84", {"1H", "X", "P", "2C", "P"}, "2NT", "19-21");
  expect_bid_in_both_systems("KQ4.AJ3.Q852.A84", {"1H", "X", "P", "2C", "P"}, "Pass", "minimum");
}

// They raise over partner's overcall (1H (1S) 2H): no fit, thirteen HCP
// and their hearts held bid 3NT (it passed); 2NT invites with twelve.
TEST(Overcalls, AdvancerWithTheirSuitHeldBidsNoTrumpOverTheirRaise) {
  expect_bid_in_both_systems("A4.KJ3.K52.QT984", {"1H", "1S", "2H"}, "3NT", "their suit held");
  expect_bid_in_both_systems("Q4.KJ3.K52.QT984", {"1H", "1S", "2H"}, "2NT", "invitational");
  // Their clubs not held: no call.
  expect_bid_in_both_systems("KJ4.83.KQ52.9864", {"1C", "1H", "2C"}, "Pass");
}

// 1H P 1S and their overcall: the support double with three spades (it
// passed), a four-card minor below two hearts; responder answers a support
// double by the fit it makes (it bid 2NT with four spades and 5 HCP).
TEST(SupportDouble, AfterOneHeartOneSpadeAndTheirOvercall) {
  expect_bid_in_both_systems("K54.AQ954.K54.54", {"1H", "P", "1S", "2C"}, "X", "exactly three spades");
  expect_bid_in_both_systems("5.AQ954.KJ54.K54", {"1H", "P", "1S", "2C"}, "2D", "four or more diamonds");
  expect_bid_in_both_systems("54.AQ9854.K54.K5", {"1H", "P", "1S", "2C"}, "2H", "six or more");
  expect_bid_in_both_systems("KJ54.Q54.Q954.95", {"1C", "P", "1S", "2D", "X", "P"}, "2S", "four-three fit");
  expect_bid_in_both_systems("KJ954.54.Q954.95", {"1C", "P", "1S", "2D", "X", "P"}, "2S", "eight-card fit");
  expect_bid_in_both_systems("KJ54.Q54.Q954.K5", {"1C", "P", "1S", "2D", "X", "P"}, "2NT", "diamonds held");
  expect_bid_in_both_systems("KJ954.A54.KJ4.95", {"1C", "P", "1S", "2D", "X", "P"}, "4S", "five-three fit");
}

// Their overcall of our major passed round: opener short in their suit
// reopens with a double (it rebid a five-card suit), and responder passes
// it for penalty with their suit held, else bids.
TEST(ReopeningDouble, OpenerShortInTheirSuit) {
  expect_bid_in_both_systems("AQJ54.5.K54.K543", {"1S", "2H", "P", "P"}, "X", "reopening double");
  expect_bid_in_both_systems("AQJ954.54.K54.K5", {"1S", "2H", "P", "P"}, "2S", "six or more");
  expect_bid_in_both_systems("AQJ54.54.K54.K54", {"1S", "2H", "P", "P"}, "Pass");
  expect_bid_in_both_systems("54.KJ54.Q954.954", {"1S", "2H", "P", "P", "X", "P"}, "Pass", "to defend");
  expect_bid_in_both_systems("954.54.Q954.K954", {"1S", "2H", "P", "P", "X", "P"}, "2S", "three-card support");
  expect_bid_in_both_systems("54.9854.Q954.954", {"1S", "2H", "P", "P", "X", "P"}, "2S", "opener's suit");
}

// Their raise to game of an opening is met as their four-level preempt:
// the unusual 4NT with five-five (it passed), answered in the longer minor.
TEST(OverTheirGame, UnusualFourNoTrumpAndItsAnswers) {
  expect_bid_in_both_systems("5.54.AKJ54.KQ954", {"1S", "P", "4S"}, "4NT", "unusual 4NT");
  expect_bid_in_both_systems("954.K54.QJ54.954", {"4S", "4NT", "P"}, "5D", "prefers diamonds");
  expect_bid_in_both_systems("954.KJ54.Q5.9543", {"4H", "4NT", "P"}, "5C");
  expect_bid_in_both_systems("5.AK954.54.KQ954", {"1S", "P", "4S", "4NT", "P", "5D", "P"}, "5H", "the hearts");
}

// They found a fit at the two level: the pass-out seat does not sell out.
// Five spades bid 2S over 1H-2H (it doubled); after 1C-1H-2H a double with
// four spades and shortness (it passed).
TEST(Balancing, OverTheirFitAtTheTwoLevel) {
  expect_bid_in_both_systems("KJ954.54.Q54.K54", {"1H", "P", "2H", "P", "P"}, "2S", "five or more spades");
  expect_bid_in_both_systems("KJ54.5.AJ54.9543", {"1C", "P", "1H", "P", "2H", "P", "P"}, "X", "four spades");
  expect_bid_in_both_systems("KJ954.5.AJ4.9543", {"1C", "P", "1H", "P", "2H", "P", "P"}, "2S", "five or more spades");
  expect_bid_in_both_systems("K54.5.QJ54.95432", {"1C", "P", "1H", "P", "2H", "P", "P"}, "Pass");
  // advancer: the spades partner promised, or a five-card minor (it jumped
  // to 3S with a doubleton, par seed 1 board 470)
  const std::initializer_list<const char*> doubled = {"1C", "P", "1H", "P", "2H", "P", "P", "X", "P"};
  expect_bid_in_both_systems("Q6.74.AQ7.AJ8765", doubled, "3C", "five or more clubs");
  expect_bid_in_both_systems("Q964.74.A97.J876", doubled, "2S", "four or more spades");
}

// Over their weak 2S a good six-card heart suit overcalls 3H on 11-12 HCP
// (it passed). After a two-level overcall they find their fit and stop at
// two: the overcaller competes at three with six cards (it passed).
TEST(Overcalls, AGoodSixCardSuitOverTheirWeakTwoAndAfterTheirFit) {
  expect_bid_in_both_systems("84.AKJ984.Q73.Q2", {"2S"}, "3H", "a good six-card suit");
  expect_bid_in_both_systems("84.AQJ843.K73.72", {"1S", "2H", "2S", "P", "P"}, "3H", "six or more hearts");
  expect_bid_in_both_systems("84.K3.K73.AQJ872", {"1H", "2C", "2H", "P", "P"}, "3C", "six or more");
  expect_bid_in_both_systems("84.AQJ84.K73.972", {"1S", "2H", "2S", "P", "P"}, "Pass");
}

// Advancing a one-level overcall without a fit: a six-card suit of one's
// own is bid at the two level, natural and not forcing (it passed).
TEST(Overcalls, AdvancerBidsASixCardSuitWithNoFit) {
  expect_bid_in_both_systems("8.AQJ984.973.K72", {"1D", "1S", "P"}, "2H", "six or more hearts");
  expect_bid_in_both_systems("8.Q84.973.AKJ972", {"1D", "1S", "P"}, "2C", "six or more clubs");
  expect_bid_in_both_systems("K84.Q84.973.KJ72", {"1D", "1S", "P"}, "2S", "simple raise");
}

// Over 1H (2C) a club suit of responder's own is their suit: with the
// stopper and 11-12 it invites in no trump (it bid 3C, which opener reads
// as the cue-bid raise). Over their 1D, 11 HCP with both majors and a
// singleton diamond doubles for takeout (it passed).
TEST(CompetitiveHoles, TheirSuitIsNotOursAndTheLightTakeoutDouble) {
  expect_bid_in_both_systems("K84.84.A73.KQT92", {"1H", "2C"}, "2NT", "their suit held");
  expect_bid_in_both_systems("K84.84.973.AKQ92", {"1H", "2D"}, "3C", "five or more clubs");
  expect_bid_in_both_systems("KJ84.AQ84.3.J972", {"1D"}, "X", "both majors");
  expect_bid_in_both_systems("KJ84.AQ84.J972.3", {"1C"}, "X", "both majors");
  expect_bid_in_both_systems("KJ84.AQ84.32.J72", {"1D"}, "Pass");
}

// The doubler over advancer's 1NT: a minimum passes (it bid 2S with four
// spades, a suit the double had shown), 16-17 invites, 18+ bids game.
TEST(TakeoutDouble, TheDoublerOverAdvancersNoTrump) {
  const std::initializer_list<const char*> advanced = {"1H", "X", "P", "1NT", "P"};
  expect_bid_in_both_systems("AJ54.5.KQ54.K954", advanced, "Pass", "minimum");
  expect_bid_in_both_systems("AK54.5.AQ54.K954", advanced, "2NT", "invites 3NT");
  expect_bid_in_both_systems("AK5.K5.AQ54.K954", advanced, "3NT", "game values");
}

// Their 2C over our 1NT (natural or Landy): system on. The double is the
// Stayman they stole, transfers stay transfers, and opener answers as over
// 1NT-2C (it used to read every double as penalty and bid no trump blind).
TEST(CompetitiveHoles, SystemOnOverTheirTwoClubs) {
  expect_bid_in_both_systems("KJ54.Q954.954.K5", {"1NT", "2C"}, "X", "Stayman");
  expect_bid_in_both_systems("54.KJ954.954.K54", {"1NT", "2C"}, "2D", "transfer to hearts");
  expect_bid_in_both_systems("AK5.KQ54.K54.Q54", {"1NT", "2C", "X", "P"}, "2H", "Stayman reply");
  expect_bid_in_both_systems("AK5.K54.K54.Q954", {"1NT", "2C", "X", "P"}, "2D", "no four-card major");
  expect_bid_in_both_systems("AK5.KQ5.K54.Q954", {"1NT", "2C", "2D", "P"}, "2H", "completes the transfer");
  const auto calls = calls_of({"1NT", "2C", "X"});
  EXPECT_TRUE(has(explain_call(two_over_one(), calls, 2), "Stayman")) << explain_call(two_over_one(), calls, 2);
}

// No penalty double of their game with a void in their trumps: the values
// are worth more in our own contract (it doubled 4S on a void).
TEST(CompetitiveHoles, NoPenaltyDoubleWithAVoidInTheirTrumps) {
  for (const BiddingSystem* s : {&two_over_one(), &sayc()}) {
    const auto d = bid_after(*s, ".K84.QJ7532.K972", {"1H", "4S"});
    EXPECT_NE(d.call, call("X")) << d.explanation;
  }
}

// Opener over the negative double of 1S (2m) with extra values: 3NT with
// 18-19 and their suit held, 3H with three hearts and 17+ (it bid 2S, "no
// better rebid", with 18 and 19), and the doubler accepts with 9+ HCP.
TEST(CompetitiveHoles, OpenerWithExtrasOverTheNegativeDoubleOfATwoLevelOvercall) {
  expect_bid_in_both_systems("AK874.KQ5.A2.K84", {"1S", "2C", "X", "P"}, "3NT", "their suit held");
  expect_bid_in_both_systems("AK874.KQ5.AQ2.84", {"1S", "2C", "X", "P"}, "3H", "three hearts");
  expect_bid_in_both_systems("AK874.Q85.Q52.84", {"1S", "2C", "X", "P"}, "2S");
  expect_bid_in_both_systems("Q9.AJ96.K854.963", {"1S", "2C", "X", "P", "3H", "P"}, "4H", "accepts");
  expect_bid_in_both_systems("Q9.J9643.K854.93", {"1S", "2C", "X", "P", "3H", "P"}, "Pass");
}

// 1D X 1H P 2D: the strong balanced doubler with diamonds held bids 2NT
// (19-21; it passed with 21), and advancer raises with about 6+.
TEST(CompetitiveHoles, StrongDoublerOverTheOpenersMinorRebid) {
  expect_bid_in_both_systems("AKJ4.A5.QJ4.AQ72", {"1D", "X", "1H", "P", "2D"}, "2NT", "19-21");
  expect_bid_in_both_systems("Q72.J832.K52.J84", {"1D", "X", "1H", "P", "2D", "2NT", "P"}, "3NT");
  expect_bid_in_both_systems("Q72.J832.952.J84", {"1D", "X", "1H", "P", "2D", "2NT", "P"}, "Pass");
}

// They raise their overcall over partner's pass: opener with extra values
// doubles (short in their suit) or bids 2NT with it held (it passed with
// 17-18 after 1C (1S) P (2S) and after 1S (2D) P (3D)), or competes in a
// six-card major; partner answers the double.
TEST(CompetitiveHoles, OpenerWithExtrasOverTheirRaiseAfterPartnersPass) {
  expect_bid_in_both_systems("K5.AQ4.K54.AQ954", {"1C", "1S", "P", "2S"}, "X", "competitive double");
  expect_bid_in_both_systems("AQ5.KJ4.AQ54.K54", {"1D", "1S", "P", "2S"}, "2NT", "18-19");
  expect_bid_in_both_systems("AQ954.K54.A4.K54", {"1S", "2D", "P", "3D"}, "X", "extra values");
  expect_bid_in_both_systems("AQJ954.K54.AQ4.5", {"1S", "2H", "P", "3H"}, "3S", "six or more");
  expect_bid_in_both_systems("AQ954.K54.Q4.J54", {"1S", "2D", "P", "3D"}, "Pass");
  expect_bid_in_both_systems("76.J83.Q52.KJ963", {"1S", "2D", "P", "3D", "X", "P"}, "3S", "preference");
  expect_bid_in_both_systems("6.Q83.KJ52.QJ963", {"1S", "2H", "P", "3H", "X", "P"}, "3NT", "their suit held");
}

// 1D (1S) 2D P P: the overcaller with extra values and two diamonds
// doubles (it passed with 17), competes with six spades; advancer picks a
// four-card major, passes for penalty with diamonds held, else prefers
// spades.
TEST(CompetitiveHoles, OvercallerWhenTheirRaiseIsPassedBack) {
  for (const BiddingSystem* s : {&two_over_one(), &sayc()}) {
    EXPECT_EQ(bid_after(*s, "AKJ54.KQ4.54.A95", {"1D", "1S", "2D", "P", "P"}).call, call("X"));
    EXPECT_EQ(bid_after(*s, "AQJ954.K54.A4.95", {"1D", "1S", "2D", "P", "P"}).call, call("2S"));
    const std::initializer_list<const char*> doubled = {"1D", "1S", "2D", "P", "P", "X", "P"};
    EXPECT_EQ(bid_after(*s, "954.Q954.K954.54", doubled).call, call("2H"));
    EXPECT_EQ(bid_after(*s, "954.54.KQ954.J54", doubled).call, call("Pass"));
    EXPECT_EQ(bid_after(*s, "954.54.KJ54.J954", doubled).call, call("2S"));
  }
}

// The other minor at the two level over their major overcall (1D (1S) 2C,
// 1C (1H) 2D) and a minor at the three level over 1S (2H): forcing, five
// cards (it passed with 11 HCP and five clubs, and read a partner's 2C
// as non-forcing).
TEST(CompetitiveHoles, NewMinorOverTheirOvercallIsForcing) {
  expect_bid_in_both_systems("65.A74.K95.KJ964", {"1D", "1S"}, "2C", "forcing");
  expect_bid_in_both_systems("65.A74.KJ964.K95", {"1C", "1H"}, "2D", "forcing");
  expect_bid_in_both_systems("65.A74.KQ5.KJ964", {"1S", "2H"}, "3C", "forcing");
}

// 1C P 1S (2H): opener with 19 and no clear bid cue-bids 3H, forcing to
// game (it passed; a partner's cue bid was read as natural hearts), and
// responder bids 3NT with their suit held.
TEST(CompetitiveHoles, OpenersCueBidOfTheirOvercallIsForcingToGame) {
  expect_bid_in_both_systems("A2.T6.KQ76.AKQJ4", {"1C", "P", "1S", "2H"}, "3H", "forcing to game");
  expect_bid_in_both_systems("J985.A2.AT52.T52", {"1C", "P", "1S", "2H", "3H", "P"}, "3NT");
}

// 1C (2NT) P (3H): opener with six clubs and 18 competes with 4C (it
// passed), with 17+ and short hearts doubles; partner answers the double.
TEST(CompetitiveHoles, OpenerOverTheirTwoSuiterAndTheirChoice) {
  expect_bid_in_both_systems("5.AK4.K32.AKJ874", {"1C", "2NT", "P", "3H"}, "4C", "competes");
  expect_bid_in_both_systems("K5.A4.KQ32.AQ874", {"1C", "2NT", "P", "3H"}, "X", "extra values");
  expect_bid_in_both_systems("K4.K83.KQJ954.Q2", {"1D", "2NT", "P", "3C"}, "Pass");
  expect_bid_in_both_systems("Q954.QJ95.54.954", {"1C", "2NT", "P", "3H", "X", "P"}, "Pass", "to defend");
  expect_bid_in_both_systems("Q9543.95.854.954", {"1C", "2NT", "P", "3H", "X", "P"}, "3S");
  expect_bid_in_both_systems("9543.95.8543.954", {"1C", "2NT", "P", "3H", "X", "P"}, "4C");
}

// In the pass-out seat (1D P P) a good four-card major balances at the one
// level (it passed with 10 HCP and A-K-x-x of spades, a doubleton heart),
// and 11+ HCP with three of each major double with three of their minor.
TEST(CompetitiveHoles, BalancingOnAGoodFourCardMajorOrTheMajors) {
  expect_bid_in_both_systems("AK54.54.K954.954", {"1D", "P", "P"}, "1S", "good four-card suit");
  expect_bid_in_both_systems("K54.AJ5.9854.KQ5", {"1D", "P", "P"}, "X", "the majors");
  // A poor four-card suit and 9 HCP: nothing to say.
  expect_bid_in_both_systems("9654.A4.K954.Q54", {"1D", "P", "P"}, "Pass");
  // 1H P P: four spades with two hearts and 12 HCP double.
  expect_bid_in_both_systems("KJ54.54.AJ54.Q54", {"1H", "P", "P"}, "X", "four spades");
}

// Lebensohl over their overcall of our 1NT: fast denies, slow shows. Game
// values with their suit held go through 2NT to 3NT; without it, 3NT at
// once.
TEST(CompetitiveHoles, LebensohlFastDeniesSlowShows) {
  expect_bid_in_both_systems("54.K54.Q954.KJ95", {"1NT", "2H"}, "2NT", "hearts held (slow shows)");
  expect_bid_in_both_systems("54.K54.Q954.KJ95", {"1NT", "2S"}, "3NT", "spades not held");
  expect_bid_in_both_systems("AKQ5.KJ5.A954.54", {"1NT", "2H", "2NT", "P"}, "3C", "as asked");
  expect_bid_in_both_systems("54.K54.Q954.KJ95", {"1NT", "2H", "2NT", "P", "3C", "P"}, "3NT", "hearts held");
  // The weak relay is unchanged: six diamonds and 4 HCP sign off in 3D.
  expect_bid_in_both_systems("54.954.KJ9854.95", {"1NT", "2H", "2NT", "P", "3C", "P"}, "3D", "long diamonds");
}

// Their four-level jump overcall of our opening: responder with values
// doubles (it passed with 12 HCP), raises with the fit; opener leaves the
// double in unless its shape says bid on.
TEST(CompetitiveHoles, OverTheirFourLevelJumpOvercallValuesDouble) {
  expect_bid_in_both_systems("KQ54.A54.K54.954", {"1H", "4S"}, "X", "values");
  expect_bid_in_both_systems("K54.KJ954.A5.954", {"1D", "4S"}, "X", "values");
  expect_bid_in_both_systems("K54.A954.K54.954", {"1S", "4H"}, "4S", "raise to game");
  expect_bid_in_both_systems("AQJ54.54.A54.K54", {"1S", "4H", "X", "P"}, "Pass", "penalty");
  expect_bid_in_both_systems("AKJ9543.5.A5.K54", {"1S", "4H", "X", "P"}, "4S", "short hearts");
}

// 1S P 4S (5H): they outbid our game at the five level; opener with 17 HCP
// doubles rather than let them play undoubled.
TEST(CompetitiveHoles, TheirBidOverOurGameAtTheFiveLevelIsDoubled) {
  expect_bid_in_both_systems("AKJ54.A5.KQ54.54", {"1S", "P", "4S", "5H"}, "X", "outbid our game");
}

// Our two-suited bids: advancer with 10-12 points invites in the minor
// over the unusual 2NT (it chose at the three level with 11 HCP and two
// aces), competes at the four level with four cards over their raise, and
// the two-suiter doubled and passed back picks a suit (it passed and
// played their 2C doubled with two clubs).
TEST(CompetitiveHoles, OurTwoSuitedBidsInviteCompeteAndAreNeverLeftInTheirSuit) {
  expect_bid_in_both_systems("54.AK54.A954.954", {"1S", "2NT", "P"}, "4D", "invites game");
  expect_bid_in_both_systems("5.54.AKJ54.KQ954", {"1S", "2NT", "P", "4D", "P"}, "5D", "accepts");
  expect_bid_in_both_systems("Q54.54.K954.K954", {"1S", "2NT", "3S"}, "4C", "competes");
  expect_bid_in_both_systems("KQJ54.AQ954.5.54", {"1C", "2C", "X", "P", "P"}, "2H", "the choice");
  expect_bid_in_both_systems("5.54.KJ954.AQ954", {"1S", "2NT", "X", "P", "P"}, "3C", "the choice");
}

// Their strong 2C is artificial: no takeout double of it (it doubled with
// 16 balanced); the double shows clubs, over their 2D diamonds, and an
// overcall a good suit.
TEST(CompetitiveHoles, OverTheirStrongTwoClubsDoublesShowTheSuitBid) {
  expect_bid_in_both_systems("AQ54.K54.K954.A5", {"2C"}, "Pass", "strong 2C");
  expect_bid_in_both_systems("54.54.AQ954.KJ54", {"2C"}, "2D", "for the lead");
  expect_bid_in_both_systems("54.54.KQJ954.954", {"2C", "P", "2D"}, "X", "lead them");
  expect_bid_in_both_systems("54.5.K954.AKJ954", {"2C"}, "X", "lead them");
}

// 1H P 2H P P: four spades, three hearts and 12 HCP reopen with a double
// (it passed: the takeout double asked for two hearts at most).
TEST(CompetitiveHoles, ReopeningOverTheirFitWithFourOfTheOtherMajor) {
  expect_bid_in_both_systems("K954.A54.KQ54.54", {"1H", "P", "2H", "P", "P"}, "X", "four spades");
}

// 1H (1S) X (both minors) and their raise: opener competes in a minor it
// holds four of, or bids 3NT with their suit held and extra values (it
// passed with 17 HCP).
TEST(CompetitiveHoles, OpenerOverTheirRaiseOfTheNegativeDoubleOfOneSpade) {
  expect_bid_in_both_systems("K5.AQJ54.K954.54", {"1H", "1S", "X", "2S"}, "3D", "competes");
  expect_bid_in_both_systems("A5.AQJ54.Q954.54", {"1H", "1S", "X", "3S"}, "4D", "competes");
  expect_bid_in_both_systems("K54.AKJ54.KQ54.5", {"1H", "1S", "X", "3S"}, "3NT", "their suit held");
}

// Their overcall of our strong 2C in a suit responder holds five of: the
// double (values and their suit), not a "positive" in their suit (3H over
// 2H was read as hearts and opener asked for key cards in hearts).
TEST(CompetitiveHoles, OverTheirOvercallOfOurTwoClubsTheirSuitIsDoubled) {
  expect_bid_in_both_systems("954.A9654.K98.K3", {"2C", "2H"}, "X", "their suit");
  expect_bid_in_both_systems("954.A9654.K98.K3", {"2C", "2S"}, "3H", "positive");
}

// 1S (X): a weak hand with six diamonds and no spade fit bids 2D to play
// (it bid 1NT).
TEST(CompetitiveHoles, OverTheirDoubleOfOurMajorALongSuitPlays) {
  expect_bid_in_both_systems("54.Q54.KQJ954.54", {"1S", "X"}, "2D", "to play");
  expect_bid_in_both_systems("54.QJ9854.K54.54", {"1S", "X"}, "2H", "to play");
  // Opener passes it, or rebids six hearts short in clubs; neither forces
  // (1H X 2C was read as a two-over-one, and 5C went three down).
  expect_bid_in_both_systems("8.AJT862.AJ75.43", {"1H", "X", "2C", "P"}, "Pass", "to play");
  expect_bid_in_both_systems("8.AJT862.AJ754.4", {"1H", "X", "2C", "P"}, "2H", "short in partner's suit");
  expect_bid_in_both_systems("AT42.5.62.QJT752", {"1H", "X", "2C", "P", "2H", "P"}, "Pass", "to play");
}

// 1D P 1NT: the double is for takeout (the robot doubled as takeout but
// its partner read it as penalty and passed with two HCP; the 1NT bidder
// then ran to 2NT). Advancer bids a suit, or defends with values; the
// 1NT bidder stays in 1NT doubled.
TEST(CompetitiveHoles, OverTheirOneNoTrumpResponseTheDoubleIsForTakeout) {
  expect_bid_in_both_systems("AKQ.AT83.T.KJ652", {"1D", "P", "1NT"}, "X", "the unbid suits");
  expect_bid_in_both_systems("KQJ954.A5.54.954", {"1D", "P", "1NT"}, "2S", "a good suit");
  expect_bid_in_both_systems("T873.Q964.8753.9", {"1D", "P", "1NT", "X", "P"}, "2H", "four or more hearts");
  expect_bid_in_both_systems("K54.Q54.K954.Q54", {"1D", "P", "1NT", "X", "P"}, "Pass", "defends");
  expect_bid_in_both_systems("654.K7.Q94.AT873", {"1D", "P", "1NT", "X", "P", "P"}, "Pass", "to play");
}

// The double of their three-level preempt in the pass-out seat (3D P P X)
// is answered as the direct double: 3NT with their suit held and values
// (it bid 3S with K-J-x-x of diamonds and 9 HCP).
TEST(CompetitiveHoles, TheBalancingDoubleOfAPreemptIsAnsweredAsTheDirectOne) {
  expect_bid_in_both_systems("K954.Q54.KJ54.54", {"3D", "P", "P", "X", "P"}, "3NT", "diamonds held");
  expect_bid_in_both_systems("K954.A54.954.954", {"3D", "P", "P", "X", "P"}, "3S", "four or more spades");
}

// 1S P 2S X P: advancer with 10 HCP and K-x-x-x of spades invites in no
// trump (it bid 3H with three hearts); four hearts bid them.
TEST(CompetitiveHoles, AdvancingTheDoubleOfTheirRaise) {
  expect_bid_in_both_systems("K954.A54.954.K54", {"1S", "P", "2S", "X", "P"}, "2NT", "spades held");
  expect_bid_in_both_systems("954.KJ54.954.Q54", {"1S", "P", "2S", "X", "P"}, "3H", "four or more hearts");
  expect_bid_in_both_systems("Q954.K54.954.954", {"1H", "P", "2H", "X", "P"}, "2S", "four or more spades");
}

// Over their opening and a one-level response (1C P 1D): the double shows
// the two unbid suits, 1NT 15-18 with responder's suit held.
TEST(CompetitiveHoles, OverTheirOpeningAndAOneLevelResponse) {
  expect_bid_in_both_systems("KJ54.AQ54.54.K54", {"1C", "P", "1D"}, "X", "the two unbid suits");
  expect_bid_in_both_systems("K54.AQ5.KJ54.KJ5", {"1C", "P", "1D"}, "1NT", "15-18");
  expect_bid_in_both_systems("KQJ54.A54.54.954", {"1C", "P", "1D"}, "1S");
}

// Opener's rebid after a negative double with a six-card minor and more
// than an invitation: 3NT with their suit held, else the jump in the minor
// (before, 19 points counting the length fell out of the 16-18 jump and
// into the minimum 2D).
TEST(CompetitiveHoles, OpenerWithALongMinorAndExtrasAfterANegativeDouble) {
  expect_bid_in_both_systems("54.AK5.KQJ954.A5", {"1D", "1S", "X", "P"}, "3D", "extra values");
  expect_bid_in_both_systems("K5.AK5.KQJ954.A4", {"1D", "1S", "X", "P"}, "3NT", "spades held");
  expect_bid_in_both_systems("54.A5.KQJ954.K54", {"1D", "1S", "X", "P"}, "2D", "minimum");
}

// Advancing a takeout double of a weak two with game values and no
// stopper in their suit: the cue bid (a 12-count with five diamonds bid a
// weak 2S on three spades); with three or more of their suit and a stopper,
// 3NT from 10 HCP.
TEST(CompetitiveHoles, AdvancingADoubleOfAWeakTwoWithGameValues) {
  expect_bid_in_both_systems("AJ4.54.KQ954.Q54", {"2H", "X", "P"}, "3H", "no heart stopper");
  expect_bid_in_both_systems("AJ54.54.KQ95.Q54", {"2H", "X", "P"}, "3H", "asks for spades");
  expect_bid_in_both_systems("KJ954.54.A54.Q54", {"2S", "X", "P"}, "3NT", "spades held");
  expect_bid_in_both_systems("KJ5.54.A954.Q954", {"2S", "X", "P"}, "3NT", "spades held");
  expect_bid_in_both_systems("K54.54.A954.Q954", {"2S", "X", "P"}, "3C");
}

// Answering partner's unusual 2NT: the longer minor, not clubs because
// they are cheaper.
TEST(CompetitiveHoles, AnsweringUnusualTwoNoTrumpInTheLongerMinor) {
  expect_bid_in_both_systems("5.K54.QJ954.K954", {"1S", "2NT", "P"}, "4D", "invites game in diamonds");
  expect_bid_in_both_systems("54.954.Q9854.954", {"1S", "2NT", "P"}, "3D", "chooses diamonds");
  expect_bid_in_both_systems("54.954.Q985.9854", {"1S", "2NT", "P"}, "3C", "chooses clubs");
}

// Over their 1NT a five-five hand with a major bids the major on 8+ HCP
// (it passed with KQ954 of hearts and KJ954 of diamonds).
TEST(CompetitiveHoles, FiveFiveOverTheirOneNoTrump) {
  expect_bid_in_both_systems("5.KQ954.KJ954.54", {"1NT"}, "2H", "five-card minor");
  expect_bid_in_both_systems("K5.Q9543.J9543.5", {"1NT"}, "Pass");
}

// Opener after partner's preemptive jump raise in competition: game with
// 19+ points counting the fit (a 17-count with five spades and a singleton
// passed their 4H), a penalty double with extra values and no game, else a
// pass; partner leaves the double in.
TEST(CompetitiveHoles, OpenerAfterThePreemptiveRaise) {
  expect_bid_in_both_systems("KQJ54.A54.5.AK54", {"1S", "2H", "3S", "4H"}, "4S", "preemptive raise");
  expect_bid_in_both_systems("KQJ54.A54.5.AK54", {"1S", "2H", "3S", "P"}, "4S", "preemptive raise");
  expect_bid_in_both_systems("AQ954.K54.A5.K54", {"1S", "2H", "3S", "4H"}, "X", "defends");
  expect_bid_in_both_systems("AQ954.K5.A54.954", {"1S", "2H", "3S", "4H"}, "Pass");
  expect_bid_in_both_systems("AQ954.KQJ54.A5.5", {"1H", "1S", "3H", "3S"}, "4H", "preemptive raise");
  expect_bid_in_both_systems("K763.54.Q954.954", {"1S", "2H", "3S", "4H", "X", "P"}, "Pass", "partner's double stands");
}

// Over their takeout double a three-card raise with 6-9 HCP whose
// shortness lifts it past 9 points still raises (it bid "1NT, no fit"
// with K-x-x of hearts and seven diamonds).
TEST(CompetitiveHoles, ShapelySimpleRaiseOverTheirDouble) {
  expect_bid_in_both_systems("54.K54.KQJ9543.5", {"1H", "X"}, "2H", "simple raise");
  expect_bid_in_both_systems("54.K54.KQJ954.A5", {"1H", "X"}, "XX");
}

// Their one-level major overcall of our minor passed round: the reopening
// double when short in their suit (a 14-count with a singleton spade bid
// 2D), 1NT only with 18-19, a pass with a balanced minimum (the fallback
// bid 1NT on 13 HCP); partner converts the double with their suit, else
// bids; the overcaller's run to two of its suit is doubled with four.
TEST(CompetitiveHoles, OpenerReopensAfterTheirMajorOvercallOfAMinor) {
  expect_bid_in_both_systems("5.KJ54.AQ954.K54", {"1D", "1S", "P", "P"}, "X", "reopening double");
  expect_bid_in_both_systems("54.KQ54.AJ54.K54", {"1D", "1S", "P", "P"}, "X", "four hearts");
  expect_bid_in_both_systems("K54.Q54.AJ54.K54", {"1D", "1S", "P", "P"}, "Pass");
  expect_bid_in_both_systems("AQJ.T86.AQ8.AQ54", {"1C", "1H", "P", "P"}, "X", "extra values");
  expect_bid_in_both_systems("AQ5.KJ5.AQ8.Q954", {"1C", "1H", "P", "P"}, "1NT", "18-19");
  expect_bid_in_both_systems("KQJ94.32.54.Q932", {"1D", "1S", "P", "P", "X", "P"}, "Pass", "to defend");
  expect_bid_in_both_systems("Q94.KJ32.54.Q932", {"1D", "1S", "P", "P", "X", "P"}, "2H", "four or more hearts");
  expect_bid_in_both_systems("T95.QJT53.K93.86", {"1C", "1H", "P", "P", "X", "2H"}, "X", "good cards in their suit");
  expect_bid_in_both_systems("853.KJ762.QT.J82", {"1D", "1H", "P", "P", "X", "2H"}, "Pass");
  expect_bid_in_both_systems("K7.54.KQT42.AKJ3", {"1D", "1H", "P", "P"}, "X", "extra values, short in their suit");
  expect_bid_in_both_systems("Q4.J.AK865.AQT84", {"1D", "1S", "P", "P"}, "X", "short in their suit");
  expect_bid_in_both_systems("Q4.K5.AK865.QT84", {"1D", "1S", "P", "P"}, "2C", "four or more clubs");
}

// The overcaller over opener's reopening double waits for its partner:
// it ran to 2S with five spades and was doubled there.
TEST(CompetitiveHoles, OvercallerPassesOpenersReopeningDouble) {
  expect_bid_in_both_systems("KQ954.A5.J54.K54", {"1D", "1S", "P", "P", "X"}, "Pass", "partner has not spoken");
  expect_bid_in_both_systems("QT7.98543.AK85.K", {"1D", "1H", "P", "P", "X"}, "Pass", "partner has not spoken");
  expect_bid_in_both_systems("AKJ876.AT53.J.J9", {"1D", "1S", "P", "P", "X"}, "2S", "playing strength");
}

// Over their major and forcing 1NT, a six-card major of ours comes in at
// two however weak its honours (the rules asked for a good suit), and in
// the balancing seat after opener's 2m the other major's five does.
TEST(CompetitiveHoles, TheOtherMajorOverTheirForcingNoTrump) {
  expect_bid_in_both_systems("A76432.JT.AJ96.4", {"1H", "P", "1NT"}, "2S", "six or more");
  expect_bid_in_both_systems("Q8643.K5.A87.Q62", {"1H", "P", "1NT"}, "Pass", "no action");
  expect_bid_in_both_systems("Q8643.K5.A87.Q62", {"1H", "P", "1NT", "P", "2D", "P", "P"}, "2S", "balancing");
  expect_bid_in_both_systems("Q86.K5.A874.Q632", {"1S", "P", "1NT", "P", "2C", "P", "P"}, "Pass", "nothing to say");
}

// A takeout doubler with 22+ passed advancer's answer as "minimum": no
// rule went above 21 HCP balanced or 19 points with a fit.
TEST(CompetitiveHoles, TheVeryStrongDoublerBidsGame) {
  expect_bid_in_both_systems("AQ.KQ5.AKJ3.AKJ2", {"1H", "X", "P", "1S", "P"}, "3NT", "22 or more");
  expect_bid_in_both_systems("AKQ4.5.AKJ3.AK72", {"1H", "X", "P", "2D", "P"}, "5D", "four trumps");
  expect_bid_in_both_systems("A4.KQ5.AKJ3.AKJ2", {"1S", "X", "P", "2C", "P"}, "3NT", "their suit held");
  expect_bid_in_both_systems("A4.KQ5.AKJ3.KJ72", {"1S", "X", "P", "2C", "P"}, "3C", "extra values");
}

// Advancing a 1D overcall of 1C had no rules: the fallback bid 3NT with
// 15 HCP, no club stopper and five hearts (six tricks).
TEST(CompetitiveHoles, AdvancingTheOneDiamondOvercall) {
  const std::initializer_list<const char*> overcall = {"1C", "1D", "P"};
  expect_bid_in_both_systems("A874.AK632.KJ.63", overcall, "1H", "five or more hearts");
  expect_bid_in_both_systems("K87.A63.Q82.J984", overcall, "2C", "invitational values or better");
  expect_bid_in_both_systems("K87.A63.Q842.984", overcall, "2D", "simple raise");
  expect_bid_in_both_systems("KJ7.A63.82.KJ984", overcall, "2NT", "their suit held");
  expect_bid_in_both_systems("KT9.QJ.A986543.4", {"1C", "1D", "P", "2C", "P"}, "2D", "minimum");
  expect_bid_in_both_systems("KT9.QJ.AQ86543.A", {"1C", "1D", "P", "2C", "P"}, "3NT", "their suit held");
}

// Their double of our transfer (showing diamonds): opener completes it
// with three hearts and passes with two, and responder, who had no rule
// either way, bids the hearts itself or no trump by its values.
TEST(CompetitiveHoles, TheirDoubleOfOurTransfer) {
  expect_bid_in_both_systems("A86.K73.Q82.AQ94", {"1NT", "P", "2D", "X"}, "2H", "three or more hearts");
  expect_bid_in_both_systems("A86.K3.Q872.AQ94", {"1NT", "P", "2D", "X"}, "Pass", "two hearts only");
  expect_bid_in_both_systems("T4.KJ853.952.832", {"1NT", "P", "2D", "X", "P", "P"}, "2H", "to play opposite two");
  expect_bid_in_both_systems("T4.KJ853.Q52.K83", {"1NT", "P", "2D", "X", "P", "P"}, "2NT", "invites 3NT");
  expect_bid_in_both_systems("K4.KJ853.952.Q83", {"1NT", "P", "2D", "X", "2H", "P"}, "3H", "invites game");
}

// Over their four-level preempt a long, strong suit of our own bids at the
// five level (the rules had only the takeout double, 15+ with shortness).
TEST(CompetitiveHoles, FiveLevelOvercallOfTheirFourLevelPreempt) {
  expect_bid_in_both_systems("K7.AQJ9852.4.A73", {"4S"}, "5H", "long, strong suit");
  expect_bid_in_both_systems("K7.4.AQJ9852.A73", {"4H"}, "5D", "long, strong suit");
  expect_bid_in_both_systems("K7.AQJ985.42.A73", {"4S"}, "Pass", "no action");
}

// Opener over a balancing overcall (1D P P 1H) had no rules: the fallback
// bid 1NT on a balanced 13 without a heart stopper, though partner had
// passed the opening.
TEST(CompetitiveHoles, OpenerOverTheBalancingOvercall) {
  const std::initializer_list<const char*> balanced = {"1D", "P", "P", "1H"};
  expect_bid_in_both_systems("KJ4.83.AQ972.K74", balanced, "Pass", "partner passed the opening");
  expect_bid_in_both_systems("KQ4.A83.AQJ72.Q4", balanced, "1NT", "18-19");
  expect_bid_in_both_systems("K4.83.AQJ872.KQ4", balanced, "2D", "six or more");
  expect_bid_in_both_systems("AK4.8.AQJ72.KQ74", balanced, "X", "strong hand");
  // Responder, who passed, answers that double cheaply (it bid 1NT with
  // five spades and three points, 3NT with six points).
  const std::initializer_list<const char*> doubled = {"1D", "P", "P", "1H", "X", "P"};
  expect_bid_in_both_systems("Q8632.94.854.J73", doubled, "1S", "four or more spades");
  expect_bid_in_both_systems("863.J94.854.QJ73", doubled, "2D", "preference");
  expect_bid_in_both_systems("863.KJ942.854.J7", doubled, "Pass", "penalty pass");
}

}  // namespace
}  // namespace tenace
