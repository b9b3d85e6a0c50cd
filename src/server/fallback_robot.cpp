#include "server/fallback_robot.h"

#include <algorithm>
#include <array>

#include "core/trick_play.h"

namespace tenace::server {
namespace {

// Exhaustive minimax over the remaining cards (a few tricks at most):
// tricks `side` takes from here.
int best_tricks(TrickPlay& play, Side side) {
  if (play.is_over()) return 0;
  const bool maximise = side_of(play.to_play()) == side;
  int best = maximise ? -1 : 99;
  for (Card card : play.legal_cards()) {
    const int before = play.tricks_won(side);
    play.play(card);
    const int value = play.tricks_won(side) - before + best_tricks(play, side);
    play.undo();
    best = maximise ? std::max(best, value) : std::min(best, value);
  }
  return best;
}

Suit longest_suit(Hand hand) {
  Suit best = Suit::Clubs;
  for (Suit s : kAllSuits)
    if (hand.length(s) >= hand.length(best)) best = s;
  return best;
}

bool balanced(Hand hand) {
  int doubletons = 0;
  for (Suit s : kAllSuits) {
    if (hand.length(s) < 2) return false;
    if (hand.length(s) == 2) ++doubletons;
  }
  return doubletons <= 1;
}

}  // namespace

CallDecision FallbackRobot::choose_call(const SeatView& view) {
  const Auction auction = view.rebuilt_auction();
  const Hand hand = view.own_hand;
  const int hcp = hand.high_card_points();
  CallDecision decision;
  auto try_call = [&](Call call, const char* meaning) {
    if (!auction.is_legal(call)) return false;
    decision.call = call;
    decision.explanation = meaning;
    return true;
  };
  const auto last_bid = auction.last_bid_index();
  if (!last_bid) {
    if (hcp >= 15 && hcp <= 17 && balanced(hand) && try_call(Call::bid(1, Strain::NoTrump), "15-17 balanced"))
      return decision;
    if (hcp >= 12 && try_call(Call::bid(1, strain_of(longest_suit(hand))), "12+ points, longest suit")) return decision;
  } else if (auction.seat_of(*last_bid) == partner(view.seat)) {
    const Call partner_bid = auction.calls()[*last_bid];
    const bool game_values = hcp + (partner_bid.strain() == Strain::NoTrump ? 15 : 12) >= 25;
    if (game_values && partner_bid.level() <= 2) {
      if (partner_bid.strain() != Strain::NoTrump && is_major(partner_bid.strain()) &&
          hand.length(*trump_suit(partner_bid.strain())) >= 3 &&
          try_call(Call::bid(4, partner_bid.strain()), "game values, support"))
        return decision;
      if (try_call(Call::bid(3, Strain::NoTrump), "game values")) return decision;
    }
  }
  decision.call = Call::pass();
  decision.explanation = "nothing more to say";
  return decision;
}

Card FallbackRobot::choose_card(const SeatView& view) {
  const Hand legal = view.legal_cards();
  const TrickRules rules = view.trick_rules();
  std::vector<Card> cards(legal.begin(), legal.end());
  // Weakest first: trumps rank above side suits.
  auto power = [&](Card c) { return rules.strength(c) + (rules.effective_suit(c) == rules.trump ? 100 : 0); };
  std::sort(cards.begin(), cards.end(), [&](Card a, Card b) { return power(a) < power(b); });
  const Trick& trick = view.current_trick;
  if (trick.is_empty()) return cards.back();  // lead the top card: simple and rarely absurd
  const Seat winner = trick.winner(rules);
  const Seat me = *view.to_act;
  if (side_of(winner) == side_of(me)) return cards.front();
  for (Card c : cards) {
    Trick trial = trick;
    trial.cards[static_cast<std::size_t>(trial.count++)] = c;
    if (trial.winner(rules) == me) return c;  // the cheapest card that wins
  }
  return cards.front();
}

std::optional<int> sure_tricks_for(const SeatView& view, Side side) {
  if (!view.contract || !view.dummy_hand) return std::nullopt;
  std::array<std::optional<Hand>, 4> hands;
  hands[index(view.seat)] = view.own_hand;
  hands[index(*view.dummy())] = *view.dummy_hand;
  if (view.pending_claim && view.pending_claim->claimer_hand)
    hands[index(view.pending_claim->claimer)] = *view.pending_claim->claimer_hand;
  Hand unknown = Hand::full_deck() - view.played_cards();
  std::optional<Seat> missing;
  for (Seat s : kAllSeats) {
    if (hands[index(s)]) {
      unknown = unknown - *hands[index(s)];
    } else {
      if (missing) return std::nullopt;
      missing = s;
    }
  }
  if (missing) hands[index(*missing)] = unknown;
  const int remaining = 13 - static_cast<int>(view.completed_tricks.size());
  if (remaining > 4) return std::nullopt;

  // Rebuild the position: the current trick's cards go back to their
  // holders and are replayed.
  const Trick& trick = view.current_trick;
  Deal deal;
  for (Seat s : kAllSeats) deal[s] = *hands[index(s)];
  for (int i = 0; i < trick.count; ++i) deal[trick.seat_of(i)].add(trick.cards[static_cast<std::size_t>(i)]);
  TrickPlay play(deal, view.trick_rules(), trick.leader);
  for (int i = 0; i < trick.count; ++i) play.play(trick.cards[static_cast<std::size_t>(i)]);
  return best_tricks(play, side);
}

bool FallbackRobot::accept_claim(const SeatView& view) {
  if (!view.pending_claim) return false;
  const Side claimers = side_of(view.pending_claim->claimer);
  const std::optional<int> sure = sure_tricks_for(view, claimers);
  // When in doubt, reject: play simply goes on.
  return sure && view.pending_claim->tricks <= *sure;
}

}  // namespace tenace::server
