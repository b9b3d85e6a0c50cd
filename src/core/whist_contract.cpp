#include "core/whist_contract.h"

namespace tenace {

Result<WhistContract> WhistContract::with_trump(WhistBid bid, int declarer, Suit trump) {
  if (bid.is_no_trump()) return Error{"the bid is " + bid.to_string() + ": name high or low cards, not a trump suit"};
  const auto direction = bid.kind == WhistBidKind::Uptown ? WhistDirection::Uptown : WhistDirection::Downtown;
  return WhistContract{bid, declarer, trump, direction};
}

Result<WhistContract> WhistContract::with_no_trump_direction(WhistBid bid, int declarer, WhistDirection direction) {
  if (!bid.is_no_trump()) return Error{"the bid is " + bid.to_string() + ": name the trump suit"};
  return WhistContract{bid, declarer, std::nullopt, direction};
}

TrickRules WhistContract::trick_rules(bool downtown_ace_low) const {
  TrickRules rules;
  rules.trump = trump;
  if (direction == WhistDirection::Uptown)
    rules.order = RankOrder::HighWins;
  else
    rules.order = downtown_ace_low ? RankOrder::LowWinsAceLow : RankOrder::LowWinsAceHigh;
  return rules;
}

}  // namespace tenace
