#include "core/whist_score.h"

namespace tenace {

WhistHandScore score_whist_hand(WhistBid bid, int declarer_tricks, const WhistOptions& options,
                                int variant_multiplier) {
  WhistHandScore score;
  score.multiplier = variant_multiplier;
  // The two doublings are independent options, so 7 no trump with both is ×4.
  if (options.double_seven_bids && bid.books == WhistBid::kMaxBooks) score.multiplier *= 2;
  if (options.double_no_trump && bid.is_no_trump()) score.multiplier *= 2;
  score.boston = declarer_tricks == 13;
  score.made = declarer_tricks >= bid.tricks_needed();
  if (score.made) {
    score.declarer_points = (declarer_tricks - 6) * score.multiplier;
  } else if (options.set_penalty == SetPenalty::CreditOpponents) {
    score.opponent_points = bid.books * score.multiplier;
  } else {
    score.declarer_points = -bid.books * score.multiplier;
  }
  return score;
}

}  // namespace tenace
