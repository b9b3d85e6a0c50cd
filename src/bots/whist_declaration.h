#pragma once
// What a whist declarer names after the auction, and what the robots need
// to weigh it: the declarations a bid allows, the trick rules each gives,
// and what a result is worth to the declaring side.
#include <optional>
#include <vector>

#include "core/card.h"
#include "core/hand.h"
#include "core/result.h"
#include "core/trick_rules.h"
#include "core/whist_bid.h"
#include "core/whist_contract.h"
#include "core/whist_options.h"

namespace tenace {

// The trump suit (uptown and downtown bids; the direction is the bid's),
// or no trump with the direction declarer names.
struct WhistDeclaration {
  std::optional<Suit> trump;
  WhistDirection direction = WhistDirection::Uptown;
  friend bool operator==(const WhistDeclaration&, const WhistDeclaration&) = default;
};

// The bid kind a declaration belongs to.
WhistBidKind kind_of(const WhistDeclaration& declaration);
// Every declaration a bid of `kind` allows: four trump suits, or two directions.
std::vector<WhistDeclaration> declarations_for(WhistBidKind kind);
// The trick rules of a declaration (WhistContract's, without a bid).
TrickRules rules_of(const WhistDeclaration& declaration, bool downtown_ace_low);

// The declaring side's gain on each opponent for a hand ending with
// `declarer_tricks`: declarer's points minus an opponent's (so a set
// counts against declarer whether it credits the opponents or charges
// declarer). `multiplier` is Nonsense's 1, 2 or 4.
int declarer_gain(WhistBid bid, int declarer_tricks, const WhistOptions& options, int multiplier = 1);

// The two cards of a 15-card dummy a declarer planning `declaration` lets
// go without thinking hard (used inside simulations): no-trump jokers first
// (they never win), then the weakest cards outside trumps, the shorter suit
// first among equals so that dummy may ruff sooner.
std::pair<Card, Card> plain_discards(Hand dummy, const WhistDeclaration& declaration, bool downtown_ace_low);

// Applies a declaration to any of the three hands (DummyWhistHand,
// DoubleDummyHand, NonsenseHand).
template <typename WhistHand>
Status declare(WhistHand& hand, const WhistDeclaration& declaration) {
  if (hand.contract() || !hand.auction().highest_bid()) return Error{"it is not the time to declare"};
  if (hand.auction().highest_bid()->is_no_trump()) return hand.declare_no_trump(declaration.direction);
  if (!declaration.trump) return Error{"a suit bid needs a trump suit"};
  return hand.declare_trump(*declaration.trump);
}

}  // namespace tenace
