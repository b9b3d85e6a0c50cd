#pragma once
// The auction of contract bridge (RULES.md §1.2): who calls, which calls are
// legal and why not, when it ends, and the contract it produces. Calls can be
// taken back one at a time (undo); who may do so is the server's policy.
#include <optional>
#include <vector>

#include "core/call.h"
#include "core/contract.h"
#include "core/result.h"
#include "core/seat.h"

namespace tenace {

class Auction {
 public:
  explicit Auction(Seat dealer) : dealer_(dealer) {}

  Seat dealer() const { return dealer_; }
  const std::vector<Call>& calls() const { return calls_; }
  // Seat of the i-th call.
  Seat seat_of(std::size_t i) const { return next(dealer_, static_cast<int>(i % 4)); }
  Seat to_call() const { return seat_of(calls_.size()); }

  // Three passes after at least four calls (four passes: passed out).
  bool is_complete() const;
  bool is_passed_out() const;

  // Why `call` may not be made now, or success.
  Status check(Call call) const;
  bool is_legal(Call call) const { return check(call).ok(); }
  // Appends a legal call; refuses an illegal one with the reason.
  Status make(Call call);
  // Takes back the last call; false if there is none.
  bool undo();

  // Legal calls now, in index order (empty once complete).
  std::vector<Call> legal_calls() const;

  // The last bid so far and who made it, if any.
  std::optional<std::size_t> last_bid_index() const;
  Doubling current_doubling() const;

  // The final contract of a complete auction; empty when passed out or when
  // the auction is not complete.
  std::optional<Contract> contract() const;

  friend bool operator==(const Auction&, const Auction&) = default;

 private:
  Seat dealer_;
  std::vector<Call> calls_;
};

}  // namespace tenace
