#pragma once
// Reading partner's signals (the agreements of signals.h) into the layouts a
// defender deals: attitude on our lead, count on declarer's, the first
// discard, and suit preference when partner gives us a ruff. Each signal is
// a card partner chose among cards of equal value, so it says something of
// the cards partner kept: a layout where partner, holding what it holds
// there, would have played another card fits the signal less.
//
// The reading is a weight, not a fact: partner may be a person with other
// agreements, or may have had no choice the layout shows (a card that
// mattered was not among the equals). So a layout that contradicts a signal
// is kept with a smaller chance (kMisfit per signal), never ruled out. The
// opening lead's denial (a led honour denies the one above) is certain and
// read as a constraint instead (read_partner_signals, signals.h).
#include <optional>
#include <vector>

#include "bots/seat_view.h"
#include "core/card.h"
#include "core/hand.h"

namespace tenace {

class PartnerSignals {
 public:
  // The chance a layout keeps for each signal it contradicts.
  static constexpr double kMisfit = 0.2;
  // No layout weighs less than this, however many signals it contradicts.
  static constexpr double kFloor = 0.02;

  // The signals partner has given so far, read when view.seat defends.
  explicit PartnerSignals(const SeatView& view);

  bool empty() const { return signals_.empty(); }
  std::size_t size() const { return signals_.size(); }
  // How well partner's hand as dealt fits every signal: 1 when each is the
  // card the agreements give with that hand, kMisfit for each that is not.
  double weight(Hand partners_dealt_hand) const;

 private:
  enum class Kind { Attitude, Count, Discard, SuitPreference };
  struct Signal {
    Kind kind;
    Card card;
    Hand played_before;  // partner's cards of the earlier tricks
    // Following suit: the rank partner would have had to beat to win the
    // trick (nothing when the trick was ruffed); its choice was among the
    // cards below it.
    std::optional<Rank> to_beat;
  };
  bool fits(const Signal& signal, Hand dealt) const;

  std::optional<Suit> trump_;
  std::vector<Signal> signals_;
};

}  // namespace tenace
