#include "bots/whist_declaration.h"

#include <algorithm>

#include "core/whist_score.h"

namespace tenace {

WhistBidKind kind_of(const WhistDeclaration& declaration) {
  if (!declaration.trump) return WhistBidKind::NoTrump;
  return declaration.direction == WhistDirection::Uptown ? WhistBidKind::Uptown : WhistBidKind::Downtown;
}

std::vector<WhistDeclaration> declarations_for(WhistBidKind kind) {
  if (kind == WhistBidKind::NoTrump) return {{std::nullopt, WhistDirection::Uptown}, {std::nullopt, WhistDirection::Downtown}};
  const WhistDirection direction = kind == WhistBidKind::Uptown ? WhistDirection::Uptown : WhistDirection::Downtown;
  std::vector<WhistDeclaration> all;
  for (Suit suit : kAllSuits) all.push_back({suit, direction});
  return all;
}

TrickRules rules_of(const WhistDeclaration& declaration, bool downtown_ace_low) {
  WhistContract contract;
  contract.trump = declaration.trump;
  contract.direction = declaration.direction;
  return contract.trick_rules(downtown_ace_low);
}

int declarer_gain(WhistBid bid, int declarer_tricks, const WhistOptions& options, int multiplier) {
  const WhistHandScore score = score_whist_hand(bid, declarer_tricks, options, multiplier);
  return score.declarer_points - score.opponent_points;
}

std::pair<Card, Card> plain_discards(Hand dummy, const WhistDeclaration& declaration, bool downtown_ace_low) {
  const TrickRules rules = rules_of(declaration, downtown_ace_low);
  struct Candidate {
    Card card;
    int keep;  // lower goes first
  };
  std::vector<Candidate> candidates;
  for (Card c : dummy) {
    int keep;
    if (c.is_joker()) {
      keep = rules.trump ? 1000 : -1000;  // top trumps, or worthless
    } else if (rules.trump == c.suit()) {
      keep = 500 + rules.strength(c) * 4;
    } else {
      // Weak cards first; among equals, those of the shorter suit.
      keep = rules.strength(c) * 4 + dummy.length(c.suit());
    }
    candidates.push_back({c, keep});
  }
  std::sort(candidates.begin(), candidates.end(), [](const Candidate& a, const Candidate& b) {
    return a.keep != b.keep ? a.keep < b.keep : a.card < b.card;
  });
  return {candidates[0].card, candidates[1].card};
}

}  // namespace tenace
