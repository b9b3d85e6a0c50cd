#include "core/auction.h"

namespace tenace {

bool Auction::is_complete() const {
  const std::size_t n = calls_.size();
  if (n < 4) return false;
  return calls_[n - 1].is_pass() && calls_[n - 2].is_pass() && calls_[n - 3].is_pass();
}

bool Auction::is_passed_out() const { return is_complete() && !last_bid_index(); }

std::optional<std::size_t> Auction::last_bid_index() const {
  for (std::size_t i = calls_.size(); i-- > 0;)
    if (calls_[i].is_bid()) return i;
  return std::nullopt;
}

Doubling Auction::current_doubling() const {
  // Scan back to the last bid; the latest X or XX after it decides.
  for (std::size_t i = calls_.size(); i-- > 0;) {
    if (calls_[i].is_bid()) return Doubling::Undoubled;
    if (calls_[i].is_redouble()) return Doubling::Redoubled;
    if (calls_[i].is_double()) return Doubling::Doubled;
  }
  return Doubling::Undoubled;
}

Status Auction::check(Call call) const {
  if (is_complete()) return Error{"the auction is over"};
  const auto last = last_bid_index();
  const Seat caller = to_call();
  if (call.is_pass()) return {};
  if (call.is_bid()) {
    if (last && call.index() <= calls_[*last].index())
      return Error{"insufficient bid: " + call.to_string() + " does not outrank " + calls_[*last].to_string()};
    return {};
  }
  if (!last)
    return Error{std::string(call.is_double() ? "double" : "redouble") + ": there is no bid to " +
                 (call.is_double() ? "double" : "redouble")};
  const bool bid_by_opponents = side_of(seat_of(*last)) != side_of(caller);
  const Doubling state = current_doubling();
  if (call.is_double()) {
    if (!bid_by_opponents)
      return Error{"double: the last bid " + calls_[*last].to_string() + " was made by your own side"};
    if (state != Doubling::Undoubled)
      return Error{"double: " + calls_[*last].to_string() + " is already " +
                   (state == Doubling::Doubled ? "doubled" : "redoubled")};
    return {};
  }
  // Redouble.
  if (bid_by_opponents)
    return Error{"redouble: the last bid " + calls_[*last].to_string() + " was made by the opponents"};
  if (state == Doubling::Undoubled) return Error{"redouble: " + calls_[*last].to_string() + " has not been doubled"};
  if (state == Doubling::Redoubled) return Error{"redouble: " + calls_[*last].to_string() + " is already redoubled"};
  return {};
}

Status Auction::make(Call call) {
  Status status = check(call);
  if (status) calls_.push_back(call);
  return status;
}

bool Auction::undo() {
  if (calls_.empty()) return false;
  calls_.pop_back();
  return true;
}

std::vector<Call> Auction::legal_calls() const {
  std::vector<Call> result;
  for (int i = 0; i < Call::kCount; ++i)
    if (is_legal(Call::from_index(i))) result.push_back(Call::from_index(i));
  return result;
}

std::optional<Contract> Auction::contract() const {
  if (!is_complete()) return std::nullopt;
  const auto last = last_bid_index();
  if (!last) return std::nullopt;
  const Call bid = calls_[*last];
  const Side side = side_of(seat_of(*last));
  // Declarer: the first player of the contracting side to name the strain.
  Seat declarer = seat_of(*last);
  for (std::size_t i = 0; i <= *last; ++i) {
    if (calls_[i].is_bid() && calls_[i].strain() == bid.strain() && side_of(seat_of(i)) == side) {
      declarer = seat_of(i);
      break;
    }
  }
  return Contract{bid.level(), bid.strain(), current_doubling(), declarer};
}

}  // namespace tenace
