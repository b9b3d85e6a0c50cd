#pragma once
// Double Dummy whist (RULES.md §2.1): two players, each with a dummy as
// partner opposite; otherwise the Dummy Whist rules. Decisions (docs/whist.md):
//  - player 0 sits North with its dummy South, player 1 East with its dummy
//    West, so play goes player 0, player 1, dummy 0, dummy 1;
//  - the auction is Dummy Whist's single round for two: the non-dealer
//    calls first, the dealer last and must bid if the other passed;
//  - both dummies lie face down during the auction and are turned up when it
//    ends; declarer then names the trump or the direction and leads from
//    their own hand; each player plays their own dummy;
//  - 52 cards only (the source gives the 15-card dummy to the single dummy
//    of Dummy Whist; with two dummies there is no declarer's dummy to deal
//    it to before the auction), and no misdeals, as in the source.
#include <cstdint>
#include <optional>
#include <vector>

#include "core/deal.h"
#include "core/whist_auction.h"
#include "core/whist_contract.h"
#include "core/whist_options.h"
#include "core/whist_play.h"
#include "core/whist_score.h"

namespace tenace {

struct DoubleDummyOptions : WhistOptions {};

enum class DoubleDummyPhase : std::uint8_t { Auction, Declaration, Play, Over };

class DoubleDummyHand {
 public:
  static constexpr int kPlayers = 2;

  // Refused unless the deal is a complete 52-card deal and dealer is 0 or 1.
  static Result<DoubleDummyHand> create(const DoubleDummyOptions& options, int dealer, const Deal& deal);

  const DoubleDummyOptions& options() const { return options_; }
  const Deal& dealt() const { return deal_; }
  int dealer() const { return auction_.dealer(); }
  DoubleDummyPhase phase() const { return phase_; }
  std::optional<int> to_act() const;

  static constexpr Seat seat_of(int player) { return static_cast<Seat>(player); }
  static constexpr Seat dummy_seat_of(int player) { return partner(seat_of(player)); }
  // The player whose hand or dummy sits at `seat`.
  static constexpr int controller_of(Seat seat) { return index(seat) % 2; }
  bool dummies_exposed() const { return phase_ != DoubleDummyPhase::Auction; }

  const WhistAuction& auction() const { return auction_; }
  Status call(WhistCall call);
  std::optional<int> declarer() const;

  Status declare_trump(Suit trump);
  Status declare_no_trump(WhistDirection direction);
  const std::optional<WhistContract>& contract() const { return contract_; }

  const WhistPlay& play_state() const { return *play_; }
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
  DoubleDummyHand(const DoubleDummyOptions& options, int dealer, const Deal& deal)
      : options_(options), deal_(deal), auction_(kPlayers, dealer, options.downtown_beats_uptown) {}
  Status start_play(Result<WhistContract> contract);

  DoubleDummyOptions options_;
  Deal deal_;
  WhistAuction auction_;
  DoubleDummyPhase phase_ = DoubleDummyPhase::Auction;
  std::optional<WhistContract> contract_;
  std::optional<WhistPlay> play_;
};

}  // namespace tenace
