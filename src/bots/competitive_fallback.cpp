#include "bots/competitive_fallback.h"

#include <string>
#include <vector>

#include "bots/hand_evaluation.h"
#include "bots/system_bidder.h"
#include "core/auction.h"

namespace tenace {

namespace {

const char* suit_word(Strain s) {
  static const char* const w[] = {"clubs", "diamonds", "hearts", "spades", "no trump"};
  return w[static_cast<int>(s)];
}

constexpr int game_level(Strain s) { return s == Strain::NoTrump ? 3 : is_major(s) ? 4 : 5; }

}  // namespace

std::optional<KnownFit> known_fit(const BiddingSystem& system, const SeatView& view) {
  const dealer::DealConstraints shown = read_auction(system, view.rebuilt_auction().calls(), view.dealer);
  const dealer::HandConstraints& mate = shown[index(partner(view.seat))];
  std::optional<KnownFit> best;
  for (Strain s : {Strain::Spades, Strain::Hearts, Strain::Diamonds, Strain::Clubs}) {
    const Suit suit = *trump_suit(s);
    const int total = view.own_hand.length(suit) + mate.length_of(suit).min;
    if (total >= 8 && (!best || total > best->trumps)) best = KnownFit{s, total};
  }
  return best;
}

std::optional<CallDecision> compete_by_total_tricks(const BiddingSystem& system, const SeatView& view) {
  const Auction auction = view.rebuilt_auction();
  const auto last = auction.last_bid_index();
  if (!last) return std::nullopt;
  const Seat last_bidder = view.auction[*last].seat;
  if (side_of(last_bidder) == side_of(view.seat)) return std::nullopt;  // our contract: nothing to compete for
  const auto fit = known_fit(system, view);
  if (!fit) return std::nullopt;
  // Game values are the fallback's to judge; so is a hand too weak to bid.
  const dealer::DealConstraints shown = read_auction(system, view.rebuilt_auction().calls(), view.dealer);
  const int hcp = HandEvaluation(view.own_hand).hcp;
  const int combined = hcp + shown[index(partner(view.seat))].hcp.min;
  if (combined >= 25 || hcp < 4) return std::nullopt;
  const int safe_level = std::min(fit->trumps - 6, fit->trumps >= 10 ? 4 : 3);
  for (int level = 2; level <= safe_level && level < game_level(fit->strain) + (fit->trumps >= 10 ? 1 : 0); ++level) {
    const Call bid = Call::bid(level, fit->strain);
    if (!auction.is_legal(bid)) continue;
    return CallDecision{bid, false,
                        "competitive: " + std::to_string(fit->trumps) + " " + suit_word(fit->strain) +
                            " between the hands, safe to compete to the " + std::to_string(level) +
                            " level (law of total tricks); non-forcing"};
  }
  return std::nullopt;
}

}  // namespace tenace
