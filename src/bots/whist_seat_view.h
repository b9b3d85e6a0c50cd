#pragma once
// WhistSeatView: everything one player of a whist-family hand (Dummy Whist,
// Double Dummy, Nonsense) may see at one moment, and nothing more. It is the
// whist counterpart of SeatView: a plain value made by view_for_player()
// from the hand, and the only thing a WhistRobot is ever given, so a robot
// cannot peek -- the hidden cards are not in memory it can reach.
//
// What goes in (RULES.md §2, docs/whist.md):
//  - the player's own cards still held; in Nonsense, once chosen, the hand
//    the player plays, and the dealt hand the player gave up (it was theirs);
//  - a dummy's cards once the rules turn it face up (Dummy Whist: from the
//    joker exchange on, and for declarer from the discard step, when
//    declarer looks at it to discard; Double Dummy: both dummies from the
//    end of the auction);
//  - never a hand that stays face down: another player's hand, the dead
//    hands of Nonsense, a discarded Nonsense hand, declarer's discards for
//    anyone but declarer -- only the number of cards each holds;
//  - every card played, trick by trick, with who played it and who won;
//  - the calls, the winning bid and declarer, the declaration;
//  - the Nonsense choices (public: they set the stakes);
//  - the phase, who acts, and the legal moves when it is this player's turn.
#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "core/hand.h"
#include "core/nonsense.h"
#include "core/seat.h"
#include "core/trick_rules.h"
#include "core/whist_bid.h"
#include "core/whist_contract.h"
#include "core/whist_options.h"
#include "core/whist_play.h"

namespace tenace {

class DummyWhistHand;
class DoubleDummyHand;
class NonsenseHand;

enum class WhistVariant : std::uint8_t { DummyWhist, DoubleDummy, Nonsense };

// The phases of all three variants in one list; a variant skips those it
// does not have (Choice is Nonsense's, Discard and JokerExchange Dummy
// Whist's with jokers).
enum class WhistViewPhase : std::uint8_t { Choice, Auction, Discard, JokerExchange, Declaration, Play, Over };

struct WhistSeenCall {
  int player = 0;
  WhistCall call = WhistCall::pass();
  friend bool operator==(const WhistSeenCall&, const WhistSeenCall&) = default;
};

struct WhistSeenCard {
  Seat seat = Seat::North;  // the place the card came from (a dummy's for a dummy card)
  Card card;
  friend bool operator==(const WhistSeenCard&, const WhistSeenCard&) = default;
};

// A trick in playing order: four cards, or two in Nonsense.
struct WhistSeenTrick {
  std::vector<WhistSeenCard> cards;
  std::optional<Seat> winner;  // once complete
  friend bool operator==(const WhistSeenTrick&, const WhistSeenTrick&) = default;
};

// One of the four places at the table. Dummy Whist: the three players and
// the dummy (West while it is face down, opposite declarer afterwards);
// Double Dummy: players 0 and 1 at North and East, their dummies opposite;
// Nonsense: player 0 North, player 1 South, and the dead hands East and
// West, which never take part in the play.
struct WhistPlace {
  bool in_play = true;            // false for Nonsense's dead hands
  bool is_dummy = false;
  std::optional<int> controller;  // the player who chooses its cards
  int cards_held = 0;             // public: the number of cards it holds now
  std::optional<Hand> cards;      // its cards still held, only when this player may see them
  friend bool operator==(const WhistPlace&, const WhistPlace&) = default;
};

struct WhistSeatView {
  WhistVariant variant = WhistVariant::DummyWhist;
  int player = 0;   // whose view this is
  int players = 3;  // 3 in Dummy Whist, 2 in the others
  int dealer = 0;
  WhistViewPhase phase = WhistViewPhase::Auction;
  std::optional<int> to_act;  // the player who must act now; empty once over

  // The rules in force (public).
  WhistOptions rules;
  bool jokers = false;  // Dummy Whist's 54-card option
  NoTrumpJokerRule no_trump_jokers = NoTrumpJokerRule::Worthless;

  std::array<WhistPlace, 4> places{};  // by index(Seat)
  Seat own_seat = Seat::North;         // where this player sits now
  Hand own_hand;                       // this player's own cards still held

  // Nonsense: each player's choice once made, and the dealt hand this
  // player gave up (empty unless they took the dead hand).
  std::array<std::optional<NonsenseChoice>, 2> choices{};
  Hand own_hand_given_up;

  // The auction, the winning bid and declarer (once the auction is over),
  // and the declaration (once made).
  std::vector<WhistSeenCall> calls;
  std::optional<WhistBid> bid;
  std::optional<int> declarer;
  std::optional<WhistContract> contract;

  // Dummy Whist with jokers: how many cards lie discarded, and which ones
  // -- for declarer only, who made the discards (and sees the jokers
  // exchanged into them).
  int discard_count = 0;
  std::optional<Hand> discards;

  // Card play: completed tricks, and the trick in progress (maybe empty).
  std::vector<WhistSeenTrick> completed_tricks;
  WhistSeenTrick current_trick;

  // The place that must give a card (play) or a joker (exchange) now.
  std::optional<Seat> acting_seat;

  // Legal moves, filled only when this player is to act.
  std::vector<WhistCall> legal_calls;  // auction
  Hand legal_cards;                    // play: the cards the rules allow
  Hand legal_discards;                 // discard step: the dummy's cards (any two)
  Hand legal_exchanges;                // joker exchange: the discards that may be taken, when seen
  int face_down_exchanges = 0;         // joker exchange: the same number of cards, when not seen
  bool may_choose_hand = false;        // Nonsense choice
  bool may_declare = false;            // declaration

  friend bool operator==(const WhistSeatView&, const WhistSeatView&) = default;

  // ---- Derived facts (only from the fields above) ----
  bool is_my_turn() const { return to_act == player; }
  bool is_declarer() const { return declarer == player; }
  // Every card seen played so far (completed tricks and the current one).
  Hand played_cards() const;
  // Cards seen anywhere: held cards shown, played cards, seen discards,
  // the hand given up.
  Hand seen_cards() const;
  // The cards of the whole pack of this hand (52, or 54 with jokers).
  Hand pack() const;
  // Tricks won so far by the declaring side (declarer and their dummy).
  int declarer_side_tricks() const;
  // The seat of declarer once known (their hand, not the dummy's).
  std::optional<Seat> declarer_seat() const;
  // True when `seat` plays on declarer's side.
  bool on_declarer_side(Seat seat) const;
  // The trick rules of the declared contract (no trump, high wins if none).
  TrickRules trick_rules() const;
  // Nonsense's 1, 2 or 4 once both have chosen (1 before).
  int multiplier() const;
};

// The projections: the view of `player` of the hand as it stands.
WhistSeatView view_for_player(const DummyWhistHand& hand, int player);
WhistSeatView view_for_player(const DoubleDummyHand& hand, int player);
WhistSeatView view_for_player(const NonsenseHand& hand, int player);

}  // namespace tenace
