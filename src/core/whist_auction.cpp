#include "core/whist_auction.h"

namespace tenace {

WhistAuction::WhistAuction(int players, int dealer, bool downtown_beats_uptown)
    : players_(players), dealer_(dealer), downtown_beats_uptown_(downtown_beats_uptown) {
  calls_.reserve(static_cast<std::size_t>(players));
}

std::optional<int> WhistAuction::highest_bidder() const {
  // Every bid beats the one before it, so the last bid is the highest.
  for (std::size_t i = calls_.size(); i-- > 0;)
    if (calls_[i].is_bid()) return caller_of(i);
  return std::nullopt;
}

std::optional<WhistBid> WhistAuction::highest_bid() const {
  for (std::size_t i = calls_.size(); i-- > 0;)
    if (calls_[i].is_bid()) return calls_[i].bid_value();
  return std::nullopt;
}

bool WhistAuction::dealer_must_bid() const { return static_cast<int>(calls_.size()) == players_ - 1 && !highest_bid(); }

Status WhistAuction::check(WhistCall call) const {
  if (is_complete()) return Error{"the auction is over"};
  if (call.is_pass()) {
    if (dealer_must_bid()) return Error{"the dealer must bid: everyone else passed"};
    return {};
  }
  const WhistBid bid = call.bid_value();
  if (!bid.is_valid()) return Error{"a bid names 1 to 7 books, not " + std::to_string(bid.books)};
  if (const auto current = highest_bid(); current && !beats(bid, *current, downtown_beats_uptown_))
    return Error{why_not_better(bid, *current, downtown_beats_uptown_)};
  return {};
}

Status WhistAuction::make(WhistCall call) {
  Status status = check(call);
  if (status) calls_.push_back(call);
  return status;
}

bool WhistAuction::undo() {
  if (calls_.empty()) return false;
  calls_.pop_back();
  return true;
}

std::vector<WhistCall> WhistAuction::legal_calls() const {
  std::vector<WhistCall> legal;
  if (is_complete()) return legal;
  if (!dealer_must_bid()) legal.push_back(WhistCall::pass());
  for (int books = WhistBid::kMinBooks; books <= WhistBid::kMaxBooks; ++books)
    for (auto kind : {WhistBidKind::Uptown, WhistBidKind::Downtown, WhistBidKind::NoTrump}) {
      const WhistCall call = WhistCall::bid(books, kind);
      if (check(call)) legal.push_back(call);
    }
  return legal;
}

}  // namespace tenace
