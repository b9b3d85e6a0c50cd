#include "solver/generic_search.h"

#include <algorithm>

namespace tenace::solver_detail {

int GenericSearch::tricks_for(Trick trick, int side, int alpha, int beta) {
  ++nodes_;
  if (trick.is_complete()) {
    const Seat winner = trick.winner(rules_);
    const int won = static_cast<int>(side_of(winner)) == side ? 1 : 0;
    Trick next_trick;
    next_trick.leader = winner;
    return won + tricks_for(next_trick, side, alpha - won, beta - won);
  }
  const Seat seat = trick.to_play();
  const Hand hand = hands_[index(seat)];
  if (hand.empty()) return 0;
  const bool maximizing = static_cast<int>(side_of(seat)) == side;
  int best = maximizing ? -1 : 100;
  for (Card c : legal_cards(hand, trick, rules_)) {
    hands_[index(seat)].remove(c);
    Trick after = trick;
    after.cards[after.count++] = c;
    const int value = tricks_for(after, side, alpha, beta);
    hands_[index(seat)].add(c);
    if (maximizing) {
      best = std::max(best, value);
      alpha = std::max(alpha, value);
    } else {
      best = std::min(best, value);
      beta = std::min(beta, value);
    }
    if (alpha >= beta) break;
  }
  return best;
}

}  // namespace tenace::solver_detail
