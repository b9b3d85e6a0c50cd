#include "core/trick.h"

namespace tenace {

std::optional<Card> Trick::card_of(Seat seat) const {
  const int i = (index(seat) - index(leader) + 4) % 4;
  if (i >= count) return std::nullopt;
  return cards[i];
}

std::optional<Suit> Trick::led_suit(const TrickRules& rules) const {
  for (int i = 0; i < count; ++i)
    if (auto s = rules.effective_suit(cards[i])) return s;
  return std::nullopt;
}

Seat Trick::winner(const TrickRules& rules) const {
  const auto led = led_suit(rules);
  int best = -1;
  for (int i = 0; i < count; ++i) {
    const auto suit = rules.effective_suit(cards[i]);
    if (!suit) continue;  // a no-trump joker never wins
    const bool is_trump = rules.trump && *suit == *rules.trump;
    if (!is_trump && suit != led) continue;
    if (best < 0) {
      best = i;
      continue;
    }
    const auto best_suit = rules.effective_suit(cards[best]);
    const bool best_is_trump = rules.trump && *best_suit == *rules.trump;
    if (is_trump && !best_is_trump)
      best = i;
    else if (is_trump == best_is_trump && rules.strength(cards[i]) > rules.strength(cards[best]))
      best = i;
  }
  // A trick of no-trump jokers only (possible only in tiny endings): the
  // leader keeps it.
  return best < 0 ? leader : seat_of(best);
}

bool operator==(const Trick& a, const Trick& b) {
  if (a.leader != b.leader || a.count != b.count) return false;
  for (int i = 0; i < a.count; ++i)
    if (a.cards[i] != b.cards[i]) return false;
  return true;
}

Hand legal_cards(Hand hand, const Trick& trick, const TrickRules& rules) {
  if (trick.is_empty() || trick.is_complete()) return hand;
  const auto led = trick.led_suit(rules);
  if (!led) return hand;
  Hand follow = hand.cards_of(*led);
  if (rules.trump && *led == *rules.trump) follow |= hand.joker_cards();
  return follow.empty() ? hand : follow;
}

}  // namespace tenace
