#pragma once
// Nonsense (RULES.md §2.1): two players seated opposite, four hands dealt,
// the two dead hands face down. Each player plays the hand dealt or discards
// it and plays the dead hand on their right; one player keeping the dealt
// hand doubles all scores, both keeping it quadruples them. Decisions
// (docs/whist.md):
//  - player 0 sits North, player 1 South; the dead hands are East and West,
//    so player 0's right-hand dead hand is West, player 1's is East;
//  - the choices come first, the non-dealer then the dealer, each seeing
//    only their own dealt hand; a discarded hand is out of the play;
//  - then the two-player auction of Double Dummy (non-dealer first, dealer
//    forced to bid after a pass), the declaration, and 13 two-card tricks
//    with declarer leading; scoring as Dummy Whist, times the multiplier.
#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "core/deal.h"
#include "core/whist_auction.h"
#include "core/whist_contract.h"
#include "core/whist_options.h"
#include "core/whist_score.h"
#include "core/whist_two_hand_play.h"

namespace tenace {

struct NonsenseOptions : WhistOptions {};

enum class NonsenseChoice : std::uint8_t { DealtHand, DeadHand };

enum class NonsensePhase : std::uint8_t { Choice, Auction, Declaration, Play, Over };

class NonsenseHand {
 public:
  static constexpr int kPlayers = 2;

  static Result<NonsenseHand> create(const NonsenseOptions& options, int dealer, const Deal& deal);

  static constexpr Seat seat_of(int player) { return player == 0 ? Seat::North : Seat::South; }
  // The dead hand on the player's right.
  static constexpr Seat dead_seat_of(int player) { return next(seat_of(player), 3); }

  const NonsenseOptions& options() const { return options_; }
  const Deal& dealt() const { return deal_; }
  int dealer() const { return dealer_; }
  NonsensePhase phase() const { return phase_; }
  std::optional<int> to_act() const;

  // Choice phase: the player to act keeps the dealt hand or takes the dead one.
  Status choose(NonsenseChoice choice);
  std::optional<NonsenseChoice> choice_of(int player) const { return choices_[static_cast<std::size_t>(player)]; }
  // The hand a player plays (valid once both have chosen).
  Hand playing_hand(int player) const;
  // 1, 2 or 4 (valid once both have chosen).
  int multiplier() const;

  const WhistAuction& auction() const { return auction_; }
  Status call(WhistCall call);
  std::optional<int> declarer() const;

  Status declare_trump(Suit trump);
  Status declare_no_trump(WhistDirection direction);
  const std::optional<WhistContract>& contract() const { return contract_; }

  const WhistTwoHandPlay& play_state() const { return *play_; }
  Hand legal_cards() const;
  Status play(Card card);
  // Ends the play with `player`'s claim of `tricks` of the tricks still
  // to play, once the other side has accepted it (whist_claim.h).
  Status settle_claim(int player, int tricks);
  Status call_renege(int player, int book);

  int declarer_tricks() const { return play_->declarer_tricks(); }
  WhistHandScore score() const;
  std::vector<int> points() const;

 private:
  NonsenseHand(const NonsenseOptions& options, int dealer, const Deal& deal)
      : options_(options), deal_(deal), dealer_(dealer), auction_(kPlayers, dealer, options.downtown_beats_uptown) {}
  int chooser() const;
  Status start_play(Result<WhistContract> contract);

  NonsenseOptions options_;
  Deal deal_;
  int dealer_;
  std::array<std::optional<NonsenseChoice>, kPlayers> choices_{};
  WhistAuction auction_;
  NonsensePhase phase_ = NonsensePhase::Choice;
  std::optional<WhistContract> contract_;
  std::optional<WhistTwoHandPlay> play_;
};

}  // namespace tenace
