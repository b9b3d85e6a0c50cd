#pragma once
// Dummy Whist (RULES.md §2): three players and a dummy. One hand runs
// through its phases in order:
//   Auction       one round of WhistAuction, left of the dealer first;
//   Discard       (jokers only) declarer discards 2 of the dummy's 15 cards;
//   JokerExchange (jokers, no trump, ExchangeForDiscard rule) each joker
//                 still in a hand is swapped for one of the discards;
//   Declaration   dummy is face up; declarer names the trump suit (uptown or
//                 downtown bid) or high/low (no-trump bid);
//   Play          13 tricks, declarer leads first and plays the dummy;
//   Over          scored; renege calls (table rules) are still accepted.
//
// Seats. Players 0, 1, 2 sit clockwise at North, East and South; West is the
// dummy's chair while the dummy lies face down. When the auction ends the
// dummy is placed opposite declarer: if a player sits there, that player
// moves to West. The three players keep their clockwise order (the seat
// opposite declarer is next to West), and in play the declarer and dummy
// form one side, the two others the other side, as in bridge.
#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "core/random_deal.h"
#include "core/whist_auction.h"
#include "core/whist_contract.h"
#include "core/whist_options.h"
#include "core/whist_play.h"
#include "core/whist_score.h"

namespace tenace {

struct DummyWhistOptions : WhistOptions {
  // 54 cards: the dummy gets 15 and declarer discards 2 before exposing it.
  bool jokers = false;
  // In no trump jokers are worthless; the source's two stricter rules are options.
  NoTrumpJokerRule no_trump_jokers = NoTrumpJokerRule::Worthless;
};

// The cards as dealt: 13 to each player, 13 (15 with jokers) to the dummy.
struct DummyWhistDeal {
  std::array<Hand, 3> players;
  Hand dummy;
  friend bool operator==(const DummyWhistDeal&, const DummyWhistDeal&) = default;
};

// A random deal from `generator` (docs/whist.md): without jokers the bridge
// deal (North, East, South to players 0, 1, 2, West to the dummy); with
// jokers the 54 cards in id order (the two jokers first) shuffled by the
// same Fisher-Yates, cards 0-12 to player 0, 13-25 to 1, 26-38 to 2, the
// last 15 to the dummy.
DummyWhistDeal deal_dummy_whist(bool jokers, DealGenerator& generator);

enum class DummyWhistPhase : std::uint8_t { Auction, Discard, JokerExchange, Declaration, Play, Over };

class DummyWhistHand {
 public:
  static constexpr int kPlayers = 3;
  static constexpr int kDiscards = 2;

  // Refused when the deal does not fit the options (sizes, jokers, a card
  // twice or missing) or the dealer is not 0..2.
  static Result<DummyWhistHand> create(const DummyWhistOptions& options, int dealer, const DummyWhistDeal& deal);

  const DummyWhistOptions& options() const { return options_; }
  const DummyWhistDeal& dealt() const { return dealt_; }
  int dealer() const { return auction_.dealer(); }
  DummyWhistPhase phase() const { return phase_; }
  // The player who must act now; the dummy's cards are declarer's to play.
  // Empty once the play is over.
  std::optional<int> to_act() const;

  // Auction.
  const WhistAuction& auction() const { return auction_; }
  Status call(WhistCall call);
  std::optional<int> declarer() const;

  // Seats, from the end of the auction on (see the class comment).
  Seat seat_of(int player) const;
  Seat dummy_seat() const;
  std::optional<int> player_at(Seat seat) const;  // empty for the dummy
  bool dummy_exposed() const { return phase_ >= DummyWhistPhase::JokerExchange; }

  // Discard (jokers option): two of the dummy's 15 cards.
  Status discard(Card first, Card second);
  Hand discards() const { return discards_; }
  // The dummy's cards now (after discards and exchanges).
  Hand dummy_hand() const { return hands_[index(dummy_seat())]; }
  Hand hand_at(Seat seat) const { return hands_[index(seat)]; }

  // Joker exchange: the seat that must give up a joker now, and the swap
  // (the card taken must be one of the discards that is not a joker).
  std::optional<Seat> exchanging_seat() const;
  Status exchange_joker(Card taken);

  // Declaration.
  Status declare_trump(Suit trump);
  Status declare_no_trump(WhistDirection direction);
  const std::optional<WhistContract>& contract() const { return contract_; }

  // Play (valid from the Play phase on).
  const WhistPlay& play_state() const { return *play_; }
  Hand legal_cards() const;
  Status play(Card card);
  // Ends the play with `player`'s claim of `tricks` of the tricks still
  // to play, once the other side has accepted it (whist_claim.h).
  Status settle_claim(int player, int tricks);
  // A renege call by a player (table rules): `player` must be a real player.
  Status call_renege(int player, int book);

  // Declarer's tricks after renege penalties, the score and each player's
  // points for the hand (valid once Over).
  int declarer_tricks() const { return play_->declarer_tricks(); }
  WhistHandScore score() const;
  std::vector<int> points() const;

 private:
  DummyWhistHand(const DummyWhistOptions& options, int dealer, const DummyWhistDeal& deal);
  void seat_players();
  void after_discards();
  void start_declaration_or_exchange();
  void start_play();

  DummyWhistOptions options_;
  DummyWhistDeal dealt_;
  WhistAuction auction_;
  DummyWhistPhase phase_ = DummyWhistPhase::Auction;
  std::array<Seat, kPlayers> seats_{Seat::North, Seat::East, Seat::South};
  Seat dummy_seat_ = Seat::West;
  std::array<Hand, 4> hands_{};  // by seat, from the end of the auction
  Hand discards_;
  std::optional<WhistContract> contract_;
  std::optional<WhistPlay> play_;
};

}  // namespace tenace
