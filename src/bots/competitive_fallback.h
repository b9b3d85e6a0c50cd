#pragma once
// Competing in a partscore where no rule of the system covers the auction:
// the law of total tricks. With a known fit of N trumps between the two
// hands it is safe to contract for N tricks (the level N - 6) when the
// opponents hold the auction, so the robot bids the cheapest level of its
// fit up to that, below game and no higher than the three level (four with
// ten trumps); with game values it leaves the call to the fallback's
// point count.
#include <optional>

#include "bots/bidding_system.h"
#include "bots/robot.h"
#include "bots/seat_view.h"
#include "core/strain.h"

namespace tenace {

struct KnownFit {
  Strain strain;
  int trumps = 0;  // this hand's length plus partner's shown minimum
};

// The partnership's best fit of eight or more cards known to this seat
// (majors first on equal length), if any.
std::optional<KnownFit> known_fit(const BiddingSystem& system, const SeatView& view);

// The law-of-total-tricks call when the opponents hold the auction and it
// says to compete; nothing otherwise.
std::optional<CallDecision> compete_by_total_tricks(const BiddingSystem& system, const SeatView& view);

// Sacrifice judgement over the opponents' undoubled game in a suit, for a
// partnership with a known fit of nine or more: the law of total tricks
// gives the tricks of both sides (our trumps plus theirs), the losing trick
// count our own (this hand's losers and partner's judged from the HCP
// partner has shown). The cheapest bid in our fit is made when its score,
// doubled if it fails, beats defending their game at the vulnerability:
// so never when the count says their game fails and ours does too. The
// law of total tricks competes only below their game: above it this
// decides.
std::optional<CallDecision> sacrifice_against_game(const BiddingSystem& system, const SeatView& view);

// Losers by the losing trick count: in each suit, up to three (as many as
// the cards), less one for each of the ace, king and queen held among them
// (a king needs two cards, a queen three).
int losing_tricks(const Hand& hand);

// A hand that has already opened, overcalled or doubled and holds extra
// values with a long suit of its own does not sell out to the opponents'
// suit partscore: six cards and 16+ HCP, or a good five cards and 17+ in
// an unbalanced hand, bid again. The level is what the losing trick count
// gives with partner's losers judged from what partner has shown (the
// tricks expected are 24 less both hands' losers), up to game, but never
// above the three level unless that reaches game; the cheapest level when
// the count says less. Nothing over no trump (a double is the strong
// hand's call there) or a doubled contract, or at the four level.
std::optional<CallDecision> compete_with_extra_values(const BiddingSystem& system, const SeatView& view);

// Partner's double is for penalty (the system explains it so) and the
// next opponent passed: pass; partner judged the defence knowing what this
// hand has shown.
std::optional<CallDecision> leave_in_penalty_double(const BiddingSystem& system, const SeatView& view);

}  // namespace tenace
