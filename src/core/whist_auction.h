#pragma once
// The single-round auction of the whist family (RULES.md §2): the player on
// the dealer's left calls first, then clockwise, the dealer last; each player
// calls once, a bid or a pass, and a bid must beat the highest so far. If all
// before the dealer passed, the dealer must bid, so every auction ends with a
// declarer. Players are numbered 0..players-1 clockwise; which table seat a
// number sits at is the variant's business.
#include <optional>
#include <vector>

#include "core/result.h"
#include "core/whist_bid.h"

namespace tenace {

class WhistAuction {
 public:
  WhistAuction(int players, int dealer, bool downtown_beats_uptown = false);

  int players() const { return players_; }
  int dealer() const { return dealer_; }
  const std::vector<WhistCall>& calls() const { return calls_; }
  // The player who makes the i-th call.
  int caller_of(std::size_t i) const { return (dealer_ + 1 + static_cast<int>(i)) % players_; }
  // Precondition: the auction is not complete.
  int to_call() const { return caller_of(calls_.size()); }
  bool is_complete() const { return static_cast<int>(calls_.size()) == players_; }

  // Why `call` may not be made now, or success.
  Status check(WhistCall call) const;
  // Appends a legal call; refuses an illegal one with the reason.
  Status make(WhistCall call);
  // Takes back the last call; false if there is none.
  bool undo();
  // The calls that are legal now (empty once complete).
  std::vector<WhistCall> legal_calls() const;

  std::optional<WhistBid> highest_bid() const;
  // The highest bidder: once complete, the declarer.
  std::optional<int> highest_bidder() const;

  friend bool operator==(const WhistAuction&, const WhistAuction&) = default;

 private:
  bool dealer_must_bid() const;

  int players_;
  int dealer_;
  bool downtown_beats_uptown_;
  std::vector<WhistCall> calls_;
};

}  // namespace tenace
