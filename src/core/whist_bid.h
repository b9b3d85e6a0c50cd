#pragma once
// A bid of the whist family (RULES.md §2): a number of books 1..7 (tricks
// beyond the first six) and whether high cards win with a trump suit
// (uptown), low cards win with a trump suit (downtown), or there is no trump
// (the direction is then named after the auction). A call is a bid or a pass.
// Which bid beats which lives here so that every variant orders bids alike.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace tenace {

enum class WhistBidKind : std::uint8_t { Uptown, Downtown, NoTrump };

struct WhistBid {
  static constexpr int kMinBooks = 1;
  static constexpr int kMaxBooks = 7;

  int books = 1;
  WhistBidKind kind = WhistBidKind::Uptown;

  // Tricks declarer's side must take to make the bid: six plus the books.
  constexpr int tricks_needed() const { return 6 + books; }
  constexpr bool is_no_trump() const { return kind == WhistBidKind::NoTrump; }
  constexpr bool is_valid() const { return books >= kMinBooks && books <= kMaxBooks; }

  // "4 uptown", "2 downtown", "5 no trump".
  std::string to_string() const;
  // Accepts "4U", "4 uptown", "2D", "2 downtown", "5N", "5NT", "5 no trump"
  // (any case).
  static std::optional<WhistBid> parse(std::string_view text);

  friend constexpr bool operator==(WhistBid, WhistBid) = default;
};

// More books always win; at equal books no trump beats a suit bid and only
// more books beat no trump; uptown and downtown at equal books are equal
// unless `downtown_beats_uptown` (the source's variant) is set.
bool beats(WhistBid bid, WhistBid current, bool downtown_beats_uptown);

// Why `bid` does not beat `current`, for refusing an insufficient bid.
std::string why_not_better(WhistBid bid, WhistBid current, bool downtown_beats_uptown);

class WhistCall {
 public:
  static constexpr WhistCall pass() { return WhistCall(); }
  static constexpr WhistCall bid(WhistBid b) { return WhistCall(b); }
  static constexpr WhistCall bid(int books, WhistBidKind kind) { return WhistCall(WhistBid{books, kind}); }

  constexpr bool is_pass() const { return !has_bid_; }
  constexpr bool is_bid() const { return has_bid_; }
  constexpr WhistBid bid_value() const { return bid_; }  // bids only

  std::string to_string() const;  // "Pass" or the bid
  static std::optional<WhistCall> parse(std::string_view text);

  friend constexpr bool operator==(WhistCall, WhistCall) = default;

 private:
  constexpr WhistCall() = default;
  constexpr explicit WhistCall(WhistBid b) : bid_(b), has_bid_(true) {}
  WhistBid bid_{};
  bool has_bid_ = false;
};

}  // namespace tenace
