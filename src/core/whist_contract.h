#pragma once
// What a whist hand is played in once declarer has spoken: the winning bid,
// who bid it, and the declaration made after seeing the dummy: the trump
// suit for an uptown or downtown bid, or whether high or low cards win for
// a no-trump bid. From it comes the trick engine's TrickRules.
#include <cstdint>
#include <optional>

#include "core/card.h"
#include "core/result.h"
#include "core/trick_rules.h"
#include "core/whist_bid.h"

namespace tenace {

// Uptown: high cards win (A K Q ... 2). Downtown: low cards win.
enum class WhistDirection : std::uint8_t { Uptown, Downtown };

struct WhistContract {
  WhistBid bid;
  int declarer = 0;           // player number
  std::optional<Suit> trump;  // empty in no trump
  WhistDirection direction = WhistDirection::Uptown;

  // For a suit bid declarer names the trump; the direction is the bid's.
  static Result<WhistContract> with_trump(WhistBid bid, int declarer, Suit trump);
  // For a no-trump bid declarer names the direction.
  static Result<WhistContract> with_no_trump_direction(WhistBid bid, int declarer, WhistDirection direction);

  // Downtown ranks A 2 3 ... K (ace highest, RULES.md decision) unless
  // `downtown_ace_low`, which makes the ace the weakest card.
  TrickRules trick_rules(bool downtown_ace_low) const;

  friend bool operator==(const WhistContract&, const WhistContract&) = default;
};

}  // namespace tenace
