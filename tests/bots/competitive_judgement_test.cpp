// Competitive judgement where the system files give no rule: the auctions
// come from boards of the par benchmark (bench/bidding) on which the robot
// ended far from par, in both systems.
#include <gtest/gtest.h>

#include "bots/competitive_fallback.h"
#include "system_bidding_support.h"

namespace tenace {
namespace {

using testing_support::bid_after;
using testing_support::sayc;
using testing_support::two_over_one;

void expect_in_both(const char* hand, std::initializer_list<const char*> auction, const char* call) {
  for (const BiddingSystem* s : {&two_over_one(), &sayc()}) {
    const CallDecision d = bid_after(*s, hand, auction);
    EXPECT_EQ(d.call.to_string(), call) << s->name << ": " << d.explanation;
  }
}

// 1NT, Landy 2C by partner, 3NT on the right: with no points the forced
// answer lapses (4NT doubled went for 1700).
TEST(ForcingCalls, AnInterventionReleasesTheForcedAnswer) {
  expect_in_both("T64.42.954.T9732", {"P", "1NT", "2C", "3NT"}, "Pass");
  // Michaels over 1D, 3NT on the right: the same.
  expect_in_both("T64.T3.T854.T972", {"1D", "2D", "3NT"}, "Pass");
}

TEST(ForcingCalls, WithoutAnInterventionTheAnswerIsStillForced) {
  for (const BiddingSystem* s : {&two_over_one(), &sayc()})
    EXPECT_FALSE(bid_after(*s, "T64.42.954.T9732", {"P", "1NT", "2C", "P"}).call.is_pass()) << s->name;
}

// 1H (1S) P (2S): eighteen points and six good hearts count four losers,
// ten tricks opposite a passing partner: game, not a pass (4H made).
TEST(ExtraValues, AStrongOpenerWithALongSuitDoesNotSellOut) {
  expect_in_both("A2.AQJ942.AK73.2", {"P", "1H", "1S", "P", "2S"}, "4H");
  // six-five in the minors after their Michaels and a 2S preference
  expect_in_both("J.5.AKQT82.AK952", {"P", "1D", "2D", "P", "2S"}, "5D");
}

// 1S (X) P (2C): eighteen HCP and five-four count four losers too, but a
// partner who passed the double may hold no spade fit: three, not game.
TEST(ExtraValues, FiveTrumpsOppositeAPassingPartnerStopBelowGame) {
  expect_in_both("AKQ54.AQ54.K5.54", {"1S", "X", "P", "2C"}, "3S");
}

TEST(ExtraValues, AMinimumOpenerPasses) {
  expect_in_both("A2.QJ9842.K73.J2", {"P", "1H", "1S", "P", "2S"}, "Pass");
}

// 1D (1H) P (3H): opener with four spades and a singleton heart doubles for
// takeout instead of selling out; partner bids the other major.
TEST(CompetitiveDoubles, OpenerDoublesTheirRaiseWithTheOtherMajor) {
  for (const BiddingSystem* s : {&two_over_one(), &sayc()}) {
    const CallDecision d = bid_after(*s, "AJ72.4.AJT53.AQ4", {"1D", "1H", "P", "3H"});
    EXPECT_EQ(d.call.to_string(), "X") << s->name << ": " << d.explanation;
    EXPECT_TRUE(testing_support::has(d.explanation, "competitive double")) << d.explanation;
  }
  expect_in_both("QT98.632.K4.9876", {"1D", "1H", "P", "3H", "X", "P"}, "3S");
  // two hearts: no double
  expect_in_both("AJ72.42.AJT5.AQ4", {"1D", "1H", "P", "3H"}, "Pass");
}

// (4H) X (P): a balanced nine-count with four spades defends (4S went one
// down; 4H doubled goes two down); a five-card suit or a four-card one
// with a singleton heart takes it out.
TEST(CompetitiveDoubles, PartnerOfAFourLevelDoublePassesWithoutShape) {
  expect_in_both("JT84.AT.QT43.Q73", {"P", "4H", "X", "P"}, "Pass");
  expect_in_both("JT842.A.QT43.Q73", {"P", "4H", "X", "P"}, "4S");
  expect_in_both("JT842.AT.QT4.Q73", {"P", "4H", "X", "P"}, "4S");
}

// 1D (2D Michaels) P: five-card support makes ten trumps, worth the four
// level however weak the hand (4S made; 2S let them find their fit).
TEST(TwoSuitedAdvances, TenTrumpsRaiseToGame) {
  expect_in_both("T9862.T3.QJ3.QJ4", {"1D", "2D", "P"}, "4S");
  expect_in_both("T98.T32.QJ32.QJ4", {"1D", "2D", "P"}, "2H");
}

// 1NT P 2D (a transfer): 2D shows hearts, so a double is not for takeout;
// eighteen points keep out (the takeout double led to 2S three down), a
// good diamond suit asks for its lead.
TEST(DefenceToNoTrump, NoTakeoutDoubleOfATransfer) {
  expect_in_both("A75.932.AK3.AK87", {"P", "1NT", "P", "2D"}, "Pass");
  expect_in_both("A75.93.KQJ82.T87", {"P", "1NT", "P", "2D"}, "X");
}

// A double no rule covers: for takeout while the doubler's side has not
// bid (the fallback doubles so), for penalty once it has.
TEST(NaturalDoubles, TakeoutBeforeOurSideHasBidPenaltyAfter) {
  using testing_support::calls_of;
  for (const BiddingSystem* s : {&two_over_one(), &sayc()}) {
    const auto takeout = calls_of({"1C", "P", "1H", "P", "2C", "X"});
    ASSERT_EQ(system_rule_for(*s, takeout, 5), nullptr) << s->name;
    EXPECT_TRUE(testing_support::has(explain_call(*s, takeout, 5), "takeout double")) << explain_call(*s, takeout, 5);
    const auto penalty = calls_of({"1C", "1H", "1S", "2H", "3S", "X"});
    ASSERT_EQ(system_rule_for(*s, penalty, 5), nullptr) << s->name;
    EXPECT_TRUE(testing_support::has(explain_call(*s, penalty, 5), "penalty double")) << explain_call(*s, penalty, 5);
  }
}

// ... 3S by them, partner doubles for penalty: six hearts stay silent
// (eleven trumps would otherwise compete to the four level).
TEST(NaturalDoubles, PartnersPenaltyDoubleIsLeftIn) {
  expect_in_both("8.KJ8642.Q32.T98", {"1C", "1H", "1S", "2H", "3S", "X", "P"}, "Pass");
}

TEST(ExtraValues, TheLosingTrickCount) {
  EXPECT_EQ(losing_tricks(parse_pbn_hand("A2.AQJ942.AK73.2").value()), 4);
  EXPECT_EQ(losing_tricks(parse_pbn_hand("Q32.K54.J876.T98").value()), 10);
  EXPECT_EQ(losing_tricks(parse_pbn_hand("AKQ.AKQ.AKQ.AKQ2").value()), 0);
  // a singleton king and a doubleton queen are losers
  EXPECT_EQ(losing_tricks(parse_pbn_hand("K.Q2.AJ5.T987654").value()), 8);
}

// They overcall partner's 1NT (Lebensohl): game needs about nine HCP
// opposite, eight with a five-card major. Five spades and eight HCP force
// to game at the three level and opener raises with three (4S made, where
// 2S to play stopped in a partscore).
TEST(Lebensohl, AFiveCardMajorAndEightHcpForceToGame) {
  expect_in_both("KT932.54.AT.J983", {"1NT", "2H"}, "3S");
  expect_in_both("J654.AQ2.K5.AK52", {"1NT", "2H", "3S", "P"}, "4S");
  // a weak hand with five spades plays two of them
  expect_in_both("T8742.Q2.8763.87", {"1NT", "2H"}, "2S");
}

TEST(Lebensohl, NineHcpWithoutASuitBidGame) {
  // no heart stopper, no major: 3NT all the same (ten tricks)
  expect_in_both("J82.85.A754.KJT4", {"P", "P", "1NT", "2H"}, "3NT");
  // with game values the game, not the penalty double of 2H (+630, not
  // +500): hearts held, so slowly, 2NT and then 3NT over the relay
  expect_in_both("AQJ.KJ874.54.QT3", {"1NT", "2H"}, "2NT");
  expect_in_both("AQJ.KJ874.54.QT3", {"1NT", "2H", "2NT", "P", "3C", "P"}, "3NT");
  // without game values and with their suit, the penalty double
  expect_in_both("Q2.KJ87.Q54.T983", {"1NT", "2H"}, "X");
}

TEST(Lebensohl, TheRelayToThreeClubsSignsOffInALongSuit) {
  for (const BiddingSystem* s : {&two_over_one(), &sayc()}) {
    const CallDecision d = bid_after(*s, "2.T4.QJ9862.8643", {"1NT", "2S"});
    EXPECT_EQ(d.call.to_string(), "2NT") << s->name << ": " << d.explanation;
    EXPECT_TRUE(d.alert) << s->name;
    EXPECT_TRUE(testing_support::has(d.explanation, "Lebensohl")) << d.explanation;
  }
  expect_in_both("AK5.KQ3.K73.Q942", {"1NT", "2S", "2NT", "P"}, "3C");
  expect_in_both("2.T4.QJ9862.8643", {"1NT", "2S", "2NT", "P", "3C", "P"}, "3D");
}

// 1C (X) 3C: partner's double asked for the other suits; a balanced ten
// with clubs held bids the game (3NT made, where three of a major was the
// "cheapest answer").
TEST(AdvancingADouble, OverTheirJumpRaiseABalancedTenBidsThreeNoTrump) {
  expect_in_both("T753.K62.643.AK8", {"P", "P", "1C", "X", "3C"}, "3NT");
}

// 1S (X) 3S: eight points and no major: the responsive double; the doubler
// with six hearts bids the game (twelve tricks; four diamonds was played).
TEST(AdvancingADouble, OverTheirJumpRaiseValuesWithoutASuitDouble) {
  expect_in_both("KJ.T83.AT764.954", {"P", "1S", "X", "3S"}, "X");
  expect_in_both("T7.AQJ962.K9.AK8", {"P", "1S", "X", "3S", "X", "P"}, "4H");
  // a weak hand passes
  expect_in_both("K82.T83.T764.954", {"P", "1S", "X", "3S"}, "Pass");
}

// 1S (X) 2NT (3C): Jordan 2NT is a limit raise or better; opener with a
// singleton counts fourteen points with the fit and bids the game (twelve
// tricks; three spades, competing by the law of total tricks, was played).
TEST(RaisesInCompetition, OpenerAcceptsALimitRaiseWithFourteenPoints) {
  for (const BiddingSystem* s : {&two_over_one(), &sayc()}) {
    const CallDecision d = bid_after(*s, "A8532.KJT5.J.AT9", {"1S", "X", "2NT", "3C"});
    EXPECT_EQ(d.call.to_string(), "4S") << s->name << ": " << d.explanation;
    EXPECT_TRUE(testing_support::has(d.explanation, "accepts the limit raise")) << d.explanation;
  }
  // over the cue-bid raise, a flat minimum declines
  expect_in_both("KQ532.K76.Q82.J2", {"1S", "2H", "3H", "P"}, "3S");
}

// 3S by partner, (X), P, (4H): eleven spades and their nine or so hearts
// are twenty tricks; about eight are ours, so they make 4H. Down two
// doubled costs 500: cheaper than their vulnerable game (650), dearer than
// their game when only we are vulnerable (450).
TEST(Sacrifices, ByTheVulnerabilityWhenTheirGameMakes) {
  for (const BiddingSystem* s : {&two_over_one(), &sayc()}) {
    const CallDecision both = bid_after(*s, "KJ98.AT9.5.AJT94", {"3S", "X", "P", "4H", "P", "P"}, Vulnerability::Both);
    EXPECT_EQ(both.call.to_string(), "4S") << s->name << ": " << both.explanation;
    EXPECT_TRUE(testing_support::has(both.explanation, "sacrifice")) << both.explanation;
    const CallDecision ours = bid_after(*s, "KJ98.AT9.5.AJT94", {"3S", "X", "P", "4H", "P", "P"}, Vulnerability::NorthSouth);
    EXPECT_EQ(ours.call.to_string(), "Pass") << s->name << ": " << ours.explanation;
  }
}

TEST(Sacrifices, NotWhenTheirGameIsLikelyToFail) {
  // 2S by partner, (X), P, (4H), favourable vulnerability: a shapely four
  // count (eight losers) counts seventeen tricks, ten of them theirs, and
  // saves 620 for 500; a balanced thirteen (seven losers) counts nine for
  // them and defends.
  for (const BiddingSystem* s : {&two_over_one(), &sayc()}) {
    const CallDecision shape = bid_after(*s, "Q92.5.Q8652.9842", {"2S", "X", "P", "4H", "P", "P"}, Vulnerability::EastWest);
    EXPECT_EQ(shape.call.to_string(), "4S") << s->name << ": " << shape.explanation;
    const CallDecision flat = bid_after(*s, "Q92.KQ9.KQ85.J94", {"2S", "X", "P", "4H", "P", "P"}, Vulnerability::EastWest);
    EXPECT_NE(flat.call.to_string(), "4S") << s->name << ": " << flat.explanation;
  }
}

// 3S (3NT): the law of total tricks does not count their no-trump tricks;
// ten spades and four points do not bid 4S (it went for 800).
TEST(Sacrifices, NoCompetingByTheLawOverTheirThreeNoTrump) {
  expect_in_both("Q64.T95.T953.QT5", {"P", "P", "3S", "3NT"}, "Pass");
}

// 1NT P 2H P 2S (their transfer completed): a thirteen-count without a
// long suit keeps out (its takeout double went for 800 in 3D doubled);
// in the pass-out seat an eighteen-count with three hearts defends too
// (partner's forced 2S went for 300), but shortness and four spades double.
TEST(DefenceToNoTrump, NoTakeoutDoubleOfTheCompletedTransfer) {
  expect_in_both("A2.KJ87.K76.Q983", {"1NT", "P", "2H", "P", "2S"}, "Pass");
  expect_in_both("A75.932.AK3.AK87", {"1NT", "P", "2D", "P", "2H", "P", "P"}, "Pass");
  expect_in_both("KJ75.2.AQ43.K982", {"1NT", "P", "2D", "P", "2H", "P", "P"}, "X");
}

// Opener's rebid after a negative double of a two-level overcall.
TEST(NegativeDoubles, OpenerRebidsByValuesOverATwoLevelOvercall) {
  // 1S (2H) X: 2NT with hearts held and a minimum (6D made; 2S hid the values)
  expect_in_both("AT942.K7.A3.QT86", {"P", "1S", "2H", "X", "P"}, "2NT");
  // 1D (2H) X: four spades and a minimum bid them cheaply
  expect_in_both("KQ82.54.AQ862.Q3", {"1D", "2H", "X", "P"}, "2S");
  // seven diamonds and a heart void: the strong jump (13 tricks; 5D was bid)
  expect_in_both("AQ..A986432.AKT8", {"1D", "2H", "X", "P"}, "4D");
  // 18 balanced with their suit held: 3NT (no rule went past 17: 3C on four)
  expect_in_both("K4.Q5.AKJ86.AQ52", {"1D", "2S", "X", "P"}, "3NT");
}

// 1D (X) P (1S) 2D (3C): the doubler's new suit, bid by the fallback with
// extra values, makes the double the strong one in its explanation.
TEST(NaturalDoubles, ANewSuitAfterTheDoubleShowsTheStrongDouble) {
  for (const BiddingSystem* s : {&two_over_one(), &sayc()}) {
    auto calls = testing_support::calls_of({"1D", "X", "P", "1S", "2D", "3C", "P", "P", "P"});
    const std::string strong = explain_call(*s, calls, 1);
    EXPECT_TRUE(testing_support::has(strong, "strong double")) << strong;
    EXPECT_FALSE(testing_support::has(strong, "takeout double")) << strong;
    // a raise of partner's suit leaves it the takeout double
    calls[5] = testing_support::call("2S");
    const std::string takeout = explain_call(*s, calls, 1);
    EXPECT_TRUE(testing_support::has(takeout, "takeout double")) << takeout;
  }
}

// 1D (1H) X (2C): opener's longest suit is the overcaller's; a natural bid
// there would read as a cue bid (2H went two down where 3D made eleven).
TEST(Fallback, DoesNotBidTheOpponentsSuitAsItsOwn) {
  expect_in_both("J.AK52.K532.QJ73", {"1D", "1H", "X", "2C"}, "2D");
}

// 1D (2C) 3D (P): no club stopper here, none promised by partner's raise:
// not 3NT (eight tricks) but the diamond fit (eleven tricks).
TEST(Fallback, NoTrumpNeedsTheirSuitGuarded) {
  expect_in_both("AKQT.KQ64.A76.74", {"1D", "2C", "3D", "P"}, "Pass");
  // partner's 2NT over their weak two promised the heart stopper
  expect_in_both("K82.73.KJ954.K92", {"2H", "2NT", "P"}, "3NT");
}

// 1C-1S doubled, opener's support redouble, 2H on the right: fourteen
// points and five spades opposite an opening with three of them is game
// (4S made), not a law-of-total-tricks 2S; partner's opening is judged a
// little above its bare minimum, as the game and slam decisions judge it.
TEST(RaisesInCompetition, GameValuesOppositeASupportRedoubleBidGame) {
  expect_in_both("A9762.87.AJT5.KQ", {"1C", "P", "1S", "X", "XX", "2H"}, "4S");
  // a six-count still competes by the law
  expect_in_both("Q9762.87.J865.Q2", {"1C", "P", "1S", "X", "XX", "2H"}, "2S");
}

// Over a one-level opening a good eight-card major, or a good seven-card
// one with 13+ HCP, goes straight to game (4S made with 15 HCP and eight
// spades); a seven-card suit on 12 HCP overcalls at the one level.
TEST(Overcalls, ALongStrongMajorJumpsToGame) {
  expect_in_both("AKQT8642.KQ8..J8", {"P", "P", "1D"}, "4S");
  expect_in_both("KQJT9872.A2.84.3", {"1C"}, "4S");
  expect_in_both("JT2.AQJ8432.9.A9", {"P", "P", "1C"}, "1H");
}

// 1D (1H) 1S (2H) X: the support double after their overcall and raise;
// responder with five spades and 10 HCP counted the fit as a law-of-total-
// tricks 2S (eleven tricks made). A weak hand takes the four-three fit.
TEST(SupportDouble, ResponderAfterTheirOvercallAndRaise) {
  expect_in_both("AT743.T6.AQ95.53", {"1D", "1H", "1S", "2H", "X", "P"}, "4S");
  expect_in_both("Q743.T62.Q95.Q53", {"1D", "1H", "1S", "2H", "X", "P"}, "2S");
}

// 1D (2C) X (P) 2H: the double showed a major; with spades and not hearts
// the doubler bids them (it passed 2H on a doubleton).
TEST(NegativeDouble, TheDoublerCorrectsToItsMajor) {
  expect_in_both("A542.A7.T2.T9854", {"1D", "2C", "X", "P", "2H", "P"}, "2S");
  expect_in_both("A542.A743.T2.T98", {"1D", "2C", "X", "P", "2H", "P"}, "Pass");
}

// 1C (1H) 2D (2H) 3C: a six-card minor of our own, no fit, 13 HCP opposite
// an opening: nine tricks in no trump, not eleven in the minor, with their
// suit held (it passed 3C; thirteen tricks made).
TEST(Fallback, GameInNoTrumpRatherThanAPartscoreInTheMinor) {
  expect_in_both("T4.A75.A86543.AJ", {"1C", "1H", "2D", "2H", "3C", "P"}, "3NT");
  expect_in_both("T4.875.A86543.AQ", {"1C", "1H", "2D", "2H", "3C", "P"}, "Pass");
}

// 1D P 1H (1S) P (2S): the raise of an overcall of their response had no
// rule and was read without a range, so the overcaller with 14 HCP and six-
// five in the majors passed it (twelve tricks made). Advancer raises by
// points counting the fit; the overcaller bids game with 19+.
TEST(OvercallOfTheirResponse, AdvancerRaisesByPointsAndTheOvercallerBidsGame) {
  expect_in_both("J73.K52.Q862.J53", {"1D", "P", "1H", "1S", "P"}, "2S");
  expect_in_both("K73.52.Q862.AQ53", {"1D", "P", "1H", "1S", "P"}, "3S");
  expect_in_both("AQJ94.AQJT72.5.6", {"1D", "P", "1H", "1S", "P", "2S", "P"}, "4S");
  expect_in_both("AQJ94.J72.52.K62", {"1D", "P", "1H", "1S", "P", "2S", "P"}, "Pass");
}

// 3D X P 3H: advancer's cheapest major may be nothing at all, but the
// doubler with 18 HCP, five hearts and a void has game opposite four of
// them (it passed; thirteen tricks made).
TEST(DoubleOfAPreempt, TheDoublerRaisesTheForcedAnswerWithGameValues) {
  expect_in_both("AK76.AJ984..AQ72", {"3D", "X", "P", "3H", "P"}, "4H");
  expect_in_both("AK76.AJ98.72.A72", {"3D", "X", "P", "3H", "P"}, "Pass");
}

// 1C P 1H (X) 1NT P P: the doubler with 18 HCP and six spades passed their
// 1NT (4S made); extra values do not sell out to a no-trump partscore
// either.
TEST(ExtraValues, DoNotSellOutToTheirNoTrumpPartscore) {
  for (const BiddingSystem* s : {&two_over_one(), &sayc()}) {
    const auto d = bid_after(*s, "QJ7532.AKT7.A.A2", {"P", "1C", "P", "1H", "X", "1NT", "P", "P"});
    EXPECT_TRUE(d.call.is_bid() && d.call.strain() == Strain::Spades) << s->name << ": " << d.explanation;
  }
}

// 1S (P) 1NT (X) 2D P P: the doubler with 19 HCP passed (2D made where
// partner's seven hearts make game); it doubles again, and partner, who
// had passed a weak hand, now answers as to a takeout double.
TEST(StrongDouble, DoublesTheirPartscoreAgainAndPartnerAnswers) {
  expect_in_both("AJ85.4.AK42.AK83", {"P", "1S", "P", "1NT", "X", "2D", "P", "P"}, "X");
  expect_in_both("7642.QJ9.T.J9532", {"P", "1S", "P", "1NT", "X", "2D", "P", "P", "X", "P"}, "3C");
  expect_in_both("76.QJ97632.T.J95", {"P", "1S", "P", "1NT", "X", "2D", "P", "P", "X", "P"}, "2H");
}

// 1D P P (1H): 20 HCP with four of their hearts and no shape for the
// takeout double passed; a strong hand doubles and bids again.
TEST(OpenerOverABalancingOvercall, DoublesWithAStrongHand) {
  expect_in_both("AKT.QJ52.AQ954.A", {"1D", "P", "P", "1H"}, "X");
  expect_in_both("AKT.QJ52.Q9754.A", {"1D", "P", "P", "1H"}, "Pass");
}

// 1D (1H) 2D (P): 19 HCP with hearts held passed the simple raise (3NT
// made); game opposite 6-9 with 19+.
TEST(RaisesInCompetition, OpenerBidsThreeNoTrumpOverTheMinorRaiseWithNineteen) {
  expect_in_both("AQ7.QT32.AKT94.A", {"1D", "1H", "2D", "P"}, "3NT");
  expect_in_both("AQ7.QT32.KQT94.A", {"1D", "1H", "2D", "P"}, "Pass");
}

// Their 1NT overcall of our opening: double with 9+, else natural bids to
// play (seed 15 board 26: seven clubs to the king-queen passed over 1D
// (1NT)); the raise with three trumps in a major competes.
TEST(OverTheirNoTrumpOvercall, NaturalBidsToPlay) {
  expect_in_both("K7.5.T32.KQT9842", {"1D", "1NT"}, "2C");
  expect_in_both("K72.Q85.T32.J984", {"1H", "1NT"}, "2H");
  expect_in_both("K72.Q85.A32.K984", {"1H", "1NT"}, "X");
  expect_in_both("K72.Q85.T32.J984", {"1D", "1NT"}, "Pass");
}

// Partner's six-card minor opposite a singleton is no fit to play game in
// (seed 17 board 722: 1H (X) 3H (4C) P: the doubler with 5-5 in the pointed
// suits bid 5C and went five down); partner's free 4C is enough.
TEST(Misfit, NoGameInPartnersMinorOppositeASingleton) {
  expect_in_both("AKQ92.T3.AKQT5.T", {"1H", "X", "3H", "4C", "P"}, "Pass");
}

}  // namespace
}  // namespace tenace
