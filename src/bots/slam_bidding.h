#pragma once
// Slam conventions whose calls depend on what partner has already answered,
// so they cannot be written as rule lines: the key-card asker's next call
// (sign-off, queen ask, 5NT king ask, small or grand slam), the answers to
// the queen and king asks, the Gerber asker's placement, and the
// five-of-a-major slam invitation with its answer. The robot bids them and
// the explanations are given from the same reading of the auction, so both
// agree. The mechanical answers (RKCB and Gerber replies) are rules in
// data/systems/constructive.bid.
//
// The agreements (docs/systems.md):
//  - RKCB 1430. After a 5C or 5D reply the next step that is not the
//    trump suit asks for the queen of trumps. Answers: the cheapest bid of
//    the trump suit denies it; with it, the cheapest side suit in which the
//    answerer holds the king (below six of the trump suit), else 5NT. With
//    every key card and the queen the asker bids seven at once when it
//    counts thirteen sure tricks.
//  - 5NT after the key-card reply (or the queen answer) promises every key
//    card and the queen of trumps and asks for specific kings: the cheapest
//    side suit whose king the answerer holds, at the six level (above the
//    trump suit too, which forces the grand); six of the trump suit denies
//    a side king. Over a side king shown, six of a higher side suit below
//    six of the trump suit asks for that king too (when it would complete
//    thirteen sure tricks): seven of the trump suit with it, six without.
//  - Gerber 4C over 1NT and 2NT (answers 4D 0/4, 4H 1, 4S 2, 4NT 3 aces);
//    the asker then signs off in 4NT or bids six or seven no trump.
//  - Five of an agreed major over our own game bid, with no key-card ask:
//    a slam invitation, partner bids six with better than a minimum for
//    what they have shown.
//  - 5NT with a suit agreed and no 4NT before it: the grand slam force,
//    seven with two of the three top trump honours, else six.
//  - Four of an agreed minor in a game-forcing auction or after partner's
//    inverted raise: a slam try (below); partner without the values to ask
//    shows an ace or void below 4NT, and the trier asks with slam values.
//  - Control bids: with a major agreed, a new suit at the four level below
//    four of the major (at the three level too when the auction is forcing
//    to game) shows the ace or a void there and slam interest. Partner,
//    judging by working values (shortness with the fit, side queens and
//    jacks without the ace or king at half), asks for key cards with
//    something to spare, or with the ace of a suit the control bid denied
//    and a second key card; with something to spare and no safe ask bids
//    five of the major, over which the control bidder bids six with four
//    key cards; else signs off in four of the major.
//  - After a sign-off in five of the trump suit over our 5C or 5D reply,
//    the higher count (four, three) bids six.
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "bots/bidding_system.h"
#include "bots/hand_evaluation.h"
#include "bots/robot.h"
#include "core/call.h"
#include "core/card.h"
#include "dealer/hand_constraints.h"

namespace tenace {

int aces(const Hand& hand);
// The four aces and the king of `trump`.
int keycards(const Hand& hand, Suit trump);

// The suit the partnership of the seat making call `index` has agreed: one
// both partners bid naturally (or a major raised by Jacoby 2NT or a
// splinter), else partner's last natural major (4NT over 1C-1D-1S asks in
// spades), else partner's first natural suit, else the seat's own first.
// A minor is set before key cards are asked in it (the minor slam try):
// answers at the five level may pass five of it.
// A call is natural unless a rule alerts it.
std::optional<Suit> agreed_suit(const BiddingSystem& system, const std::vector<Call>& calls, std::size_t index);

// The suit the key cards of call `index` are counted in: when it answers
// partner's key-card ask, the suit partner asked in (each partner's view of
// the agreed suit may differ, as after 1S-2D-3S-4NT), else agreed_suit.
std::optional<Suit> suit_for_keycards(const BiddingSystem& system, const std::vector<Call>& calls, std::size_t index);

// A working figure for a hand known only by a range of HCP: a little above
// the minimum, as far as the range allows.
int estimated_hcp(const dealer::HandConstraints& shown);

// Whether the side making call `index` has made a call its rules mark
// "game forcing".
bool game_forcing_auction(const BiddingSystem& system, const std::vector<Call>& calls, std::size_t index);

// The bid above which a new suit may be a control bid, the auction's last
// bid being `last`: a new suit at the three level is one only when the
// auction is forcing to game, so below 3NT the floor is 3NT.
Call control_bid_floor(Call last, bool game_forced);

// The cheapest control bid (ace or void in a side suit) with `trump` agreed,
// above `last` and below `below` (four of the trump suit unless given), if
// the hand has one.
std::optional<Call> control_bid(const HandEvaluation& hand, Suit trump, Call last,
                                std::optional<Call> below = std::nullopt);

// Whether call `index` is a control bid (read as above).
bool is_control_bid(const BiddingSystem& system, const std::vector<Call>& calls, std::size_t index);

// Whether 4NT (RKCB 1430) with `trump` agreed can be asked by this hand
// without risking a slam off two key cards: no answer passes five of the
// trump suit while two key cards could be missing. The 5H and 5S answers
// show two key cards, so below spades the asker needs two of its own; with
// clubs agreed the 5D answer (none or three) passes 5C too, so the asker
// needs four. (A side suit neither hand controls is not checked: asking
// only with every suit controlled here lost more slams partner's controls
// made than it saved.)
bool keycard_ask_is_safe(const HandEvaluation& hand, Suit trump);

// Opposite partner's splinter (a four-card raise with at most one card in
// `short_suit`) the key-card ask is made on full values (17 points with the
// fit) or on working values: 13 points with the fit counting no honour in
// the short suit (its ace stays a control, but partner's shortness covers
// the losers there) when every other side suit is controlled here by its
// ace, king or a singleton or void: then a slam is off only through key
// cards, which the ask finds. Opposite opener's splinter rebid (1m-1M-3S:
// a raise to game, 19+ points, about four more than a response's splinter)
// each figure is four lower: 13 and 9.
bool splinter_ask_has_values(const HandEvaluation& hand, Suit trump, Suit short_suit, int points_with_fit,
                             bool opposite_opener_splinter = false);

// Whether call `i` (4NT) asks for key cards: a rule names it RKCB, or no
// rule explains it and a suit is agreed. (After a transfer 4NT is a rule's
// quantitative invitation.)
bool is_keycard_ask(const BiddingSystem& system, const std::vector<Call>& calls, std::size_t i);

// The grand slam force: 5NT with a suit agreed and no 4NT asked by our
// side asks partner to bid seven with two of the ace, king and queen of
// trumps, else six. Whether call `i` is one.
bool is_grand_slam_force(const BiddingSystem& system, const std::vector<Call>& calls, std::size_t i);
// 5NT when the asker controls every side suit (an ace or a void), lacks two
// top trump honours and the partnership has grand-slam values (36+) and the
// auction is below 5NT; nothing otherwise.
std::optional<Call> grand_slam_force(const HandEvaluation& hand, Suit trump, int combined, Call last);

// What the seat making the next call (after `calls`) holds and knows.
struct SlamView {
  const BiddingSystem& system;
  const std::vector<Call>& calls;  // the auction so far, our call not included
  const HandEvaluation& hand;
  const dealer::HandConstraints& partner;  // what partner's calls have shown
  const dealer::HandConstraints& own;      // what our own calls have shown
};

// The call when the auction stands in one of the sequences above.
std::optional<CallDecision> slam_convention_call(const SlamView& view);

// A key-card ask counts key cards, not controls: with a side suit of two
// or more cards headed by neither the ace nor the king (one partner has not
// bid), two quick losers there would go unseen. With a major agreed the
// asker makes the control bid below game that skips that suit instead (so
// denies its ace); partner, with no control there either, signs off in
// four of the major, else asks for key cards itself with something to
// spare. Nothing when no such control bid exists.
std::optional<CallDecision> control_bid_before_keycard_ask(const SlamView& view, Suit trump);

// A slam try instead of game by the opener of a major after partner's
// natural raise (1M-3M, 1M-2M, ...) in an auction the opponents passed
// throughout (over their bids a new suit may be theirs), when the raise
// limits partner's hand (HCP within eight of each other) and the hand's `points` with the
// fit come near a slam opposite the top of it (31+) and leave one possible
// opposite a working figure for it (28+): the cheapest control bid at the
// four level below game, nothing when the hand has none. Partner asks for
// key cards with something to spare, else signs off in game, so the way
// back is always four of the major. Responder tries the same way over
// opener's raise of its major (1m-1M-2M) only with every side suit
// controlled in its hand and a safe key-card ask; over opener's jump raise
// (1m-1M-3M, 16-18 points) with a safe key-card ask. Over partner's answer to
// our Jacoby 2NT the control bid may be made at the three level (the
// auction is forcing to game): as over a limited raise when the answer set
// a range (3NT, 15-17), else on 15 working points with the fit (honours
// opposite a shortness discounted).
std::optional<CallDecision> control_bid_instead_of_game(const SlamView& view, int points);

// The minor slam try: with a minor partner has bid naturally and the
// auction forcing to game, or raised by partner's inverted (forcing) raise
// (the opponents silent), four of the minor that no
// rule explains agrees it and asks partner to look for slam. After our
// one-level opening with the opponents silent it is the try in auctions
// not forcing too: in partner's natural minor, or as a jump in our own. 3NT has been
// passed by (the try is made instead of five of the minor, never instead
// of 3NT); partner asks for key cards with something to spare when the ask
// is safe (keycard_ask_is_safe), else signs off in five of the minor, which
// the trier passes. Whether call `i` is one; the minor if so.
std::optional<Suit> minor_slam_try(const BiddingSystem& system, const std::vector<Call>& calls, std::size_t i);

// The answer to the minor slam try without the values (or a safe ask) to
// ask for key cards: the cheapest new suit below 4NT with the ace or a void
// there, a control bid, where it would otherwise sign off in five. The try
// is also how a hand with slam values of its own sets a minor the auction
// has not agreed (1H-1S-3D-4D: 4NT would have asked in hearts), so the
// trier, knowing its own strength, then asks for key cards in the minor
// with slam values (33+ points together) and a safe ask, else signs off in
// five (no slam unchecked: the control bid denied anything to spare). With
// no ace or void to show, five of the minor as before. Whether call `i` is
// such a control bid; the minor if so.
std::optional<Suit> control_bid_over_minor_try(const BiddingSystem& system, const std::vector<Call>& calls,
                                               std::size_t i);

// The explanation of a key-card ask (4NT, RKCB 1430) for `trump`.
std::string keycard_ask_meaning(Strain trump);

// What call `index` means when it belongs to one of those sequences (or is a
// key-card ask no rule explains); the call field repeats calls[index].
std::optional<CallDecision> explain_slam_convention(const BiddingSystem& system, const std::vector<Call>& calls,
                                                    std::size_t index);

}  // namespace tenace
