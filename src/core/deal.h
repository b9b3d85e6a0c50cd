#pragma once
// A deal: the four hands. A deal may be partial (some hands unknown or
// holding fewer than 13 cards, as in endings and PBN "-" hands); whether it
// is a complete bridge deal is a separate check.
#include <array>
#include <string>
#include <string_view>

#include "core/hand.h"
#include "core/result.h"
#include "core/seat.h"

namespace tenace {

class Deal {
 public:
  Deal() = default;
  explicit Deal(const std::array<Hand, 4>& hands) : hands_(hands) {}

  const Hand& operator[](Seat s) const { return hands_[index(s)]; }
  Hand& operator[](Seat s) { return hands_[index(s)]; }
  Hand all_cards() const { return hands_[0] | hands_[1] | hands_[2] | hands_[3]; }
  Seat holder_of(Card c) const;  // precondition: some hand holds c

  // True for 52 distinct cards, 13 per hand, no joker.
  bool is_complete_bridge_deal() const;

  // PBN Deal tag value. `first` is the seat whose hand is written first, e.g.
  // "N:AKQ.T98.765.432 ...". A hand that is empty is written as "-".
  std::string to_pbn(Seat first = Seat::North) const;

  // Parses a PBN Deal value; "-" stands for an unknown hand. Errors name the
  // column (1-based) of the offending character.
  static Result<Deal> from_pbn(std::string_view text);

  friend bool operator==(const Deal&, const Deal&) = default;

 private:
  std::array<Hand, 4> hands_{};
};

// Parses one PBN hand ("AK97.T3.-.QJ8642" or "-"). Column offsets in errors
// are relative to `text`.
Result<Hand> parse_pbn_hand(std::string_view text);

}  // namespace tenace
