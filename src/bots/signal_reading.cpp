#include "bots/signal_reading.h"

#include <algorithm>

#include "bots/signals.h"

namespace tenace {

namespace {

// Signals are given with small cards: an honour played is rarely one of
// several equal cards.
bool is_spot(Card c) { return c.rank() < Rank::Ten; }

// Whether `card` is the highest of `choices` (the cards partner could have
// played instead, `card` among them) when the agreement calls for a high
// card, else the lowest; true when there was no choice.
bool played_as_agreed(Card card, Hand choices, bool high) {
  if (choices.size() < 2) return true;
  for (Card c : choices)
    if (high ? c.rank() > card.rank() : c.rank() < card.rank()) return false;
  return true;
}

}  // namespace

PartnerSignals::PartnerSignals(const SeatView& view) {
  if (!view.contract || !view.is_defender()) return;
  const Seat signaller = partner(view.seat);
  const std::optional<Seat> declarer = view.declarer();
  trump_ = trump_suit(view.contract->strain);
  const TrickRules rules = view.trick_rules();
  Hand played_before;
  bool discarded = false;
  auto read_trick = [&](const Trick& trick, std::size_t t) {
    for (int i = 0; i < trick.count; ++i) {
      if (trick.seat_of(i) != signaller) continue;
      const Card card = trick.cards[i];
      const std::optional<Suit> led = trick.led_suit(rules);
      Signal signal{Kind::Attitude, card, played_before, std::nullopt};
      if (i == 0) {
        // Leading a suit we ruff (we showed out of it before): suit preference.
        if (t > 0 && is_spot(card) && gives_a_ruff(view, signaller, card.suit(), t)) {
          signal.kind = Kind::SuitPreference;
          signals_.push_back(signal);
        }
      } else if (led && card.suit() == *led) {
        if (!is_spot(card) || suit_led_before(view, *led, t)) continue;
        if (trick.leader == view.seat) signal.kind = Kind::Attitude;
        else if (side_of(trick.leader) == side_of(*declarer)) signal.kind = Kind::Count;
        else continue;
        Trick so_far = trick;
        so_far.count = i;
        const std::optional<Card> winning = so_far.card_of(so_far.winner(rules));
        if (winning && winning->suit() == *led) {
          if (card.rank() > winning->rank()) continue;  // partner won the trick: not a signal
          signal.to_beat = winning->rank();
        }
        signals_.push_back(signal);
      } else if (!discarded && card.suit() != trump_) {
        discarded = true;
        signal.kind = Kind::Discard;
        signals_.push_back(signal);
      }
    }
    if (const std::optional<Card> c = trick.card_of(signaller)) played_before.add(*c);
  };
  for (std::size_t t = 0; t < view.completed_tricks.size(); ++t) read_trick(view.completed_tricks[t], t);
  read_trick(view.current_trick, view.completed_tricks.size());
}

double PartnerSignals::weight(Hand partners_dealt_hand) const {
  double w = 1.0;
  for (const Signal& s : signals_)
    if (!fits(s, partners_dealt_hand)) w *= kMisfit;
  return std::max(w, kFloor);
}

bool PartnerSignals::fits(const Signal& signal, Hand dealt) const {
  const Hand held = dealt - signal.played_before;  // partner's hand as the trick began
  const Suit suit = signal.card.suit();
  const Hand holding = held.cards_of(suit);
  if (signal.kind == Kind::Discard) {
    // The discard comes from a suit without the ace, king or queen, when
    // partner had one (the trump suit aside).
    if (!encourages(held, suit)) return true;
    for (int s = 0; s < 4; ++s) {
      const auto other = static_cast<Suit>(s);
      if (other != trump_ && !held.cards_of(other).empty() && !encourages(held, other)) return false;
    }
    return true;
  }
  // The cards partner could have played instead: small, and (following
  // suit) not winning the trick.
  Hand choices;
  for (Card c : holding)
    if (is_spot(c) && (!signal.to_beat || c.rank() < *signal.to_beat)) choices.add(c);
  bool high = false;
  if (signal.kind == Kind::Attitude) high = encourages(held, suit);
  else if (signal.kind == Kind::Count) high = holding.size() % 2 == 0;
  else high = suit_preference(held, suit, *trump_) == SuitPreference::Higher;
  return played_as_agreed(signal.card, choices, high);
}

}  // namespace tenace
