#pragma once
// Reneges under the whist "table rules" option (RULES.md §2): a card that
// fails to follow suit when the player could have is accepted and recorded
// with its book (trick number). An opponent of the offending side may call a
// renege by naming the book: a proven call costs the offending side 3 tricks;
// a call naming a book where the opponents did not renege costs the caller's
// side 3 tricks. Penalties are settled when the hand is scored, in the order
// called, each moving 3 tricks (or all the paying side has, if fewer) to the
// other side, so the two sides' tricks still total 13.
#include <cstdint>
#include <vector>

#include "core/result.h"

namespace tenace {

enum class WhistSide : std::uint8_t { Declarer, Defenders };
constexpr WhistSide opposite(WhistSide s) {
  return s == WhistSide::Declarer ? WhistSide::Defenders : WhistSide::Declarer;
}

class RenegeLedger {
 public:
  static constexpr int kPenaltyTricks = 3;

  struct Renege {
    int book;  // 1-based trick number
    WhistSide offender;
    bool penalised = false;
    friend bool operator==(const Renege&, const Renege&) = default;
  };
  struct Call {
    WhistSide caller;
    int book;
    bool proven;  // false: the caller's side pays
    friend bool operator==(const Call&, const Call&) = default;
  };

  void record(int book, WhistSide offender) { reneges_.push_back({book, offender}); }

  // A call by `caller`'s side naming `book`; `books_started` is how many
  // tricks have had a card played so far. Refused (no penalty) when the book
  // has not been played or the opponents' reneges there were already called.
  Status call(WhistSide caller, int book, int books_started);

  const std::vector<Renege>& reneges() const { return reneges_; }
  const std::vector<Call>& calls() const { return calls_; }

  // Declarer's side's tricks after every penalty, from the tricks it won.
  int settle(int declarer_tricks, int total_tricks = 13) const;

  friend bool operator==(const RenegeLedger&, const RenegeLedger&) = default;

 private:
  std::vector<Renege> reneges_;
  std::vector<Call> calls_;
};

}  // namespace tenace
