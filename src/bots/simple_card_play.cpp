#include "bots/simple_card_play.h"

#include <bit>
#include <limits>
#include <optional>
#include <vector>

namespace tenace {

namespace {

int rank_of(Card c) { return static_cast<int>(c.rank()); }

// Cards of `s` in `hand`, lowest first.
std::vector<Card> cards_low_first(Hand hand, Suit s) {
  std::vector<Card> out;
  for (Card c : hand.cards_of(s)) out.push_back(c);  // ids grow with rank
  return out;
}

std::optional<Card> lowest_in(Hand hand, Suit s) {
  Hand cards = hand.cards_of(s);
  if (cards.empty()) return std::nullopt;
  return *cards.begin();
}

std::optional<Card> highest_in(Hand hand, Suit s) {
  Hand cards = hand.cards_of(s);
  if (cards.empty()) return std::nullopt;
  return Card::from_id(static_cast<std::uint8_t>(63 - std::countl_zero(cards.bits())));
}

// Everything the seat reasons about, computed once per decision.
struct Situation {
  explicit Situation(const SeatView& v) : view(v), rules(v.trick_rules()), position(*v.to_act), legal(v.legal_cards()) {
    hand = *v.visible_hand(position);
    played = v.played_cards();
    Seat mate = partner(position);
    if (std::optional<Hand> h = v.visible_hand(mate)) partner_hand = *h;
    // Cards nobody visible holds and nobody has played: the opponents' (and,
    // for a defender, partner's) hidden cards.
    unseen = Hand::full_deck() - played - v.own_hand - (v.dummy_hand ? *v.dummy_hand : Hand());
  }

  const SeatView& view;
  TrickRules rules;
  Seat position;
  Hand legal;
  Hand hand;
  Hand played;
  std::optional<Hand> partner_hand;
  Hand unseen;

  std::optional<Suit> trump() const { return rules.trump; }
  bool is_trump(Suit s) const { return trump() && *trump() == s; }
  bool declarer_side() const { return view.declarer() && side_of(*view.declarer()) == side_of(position); }

  // Cards that could still beat `c` in its suit: unseen ones, and the
  // visible hands of the opponents (none, for a bridge seat's view).
  bool is_master(Card c) const {
    for (Card u : unseen.cards_of(c.suit()))
      if (rank_of(u) > rank_of(c)) return false;
    return true;
  }
  // The lowest card of `hand` in the sequence headed by `c` (cards between
  // them already played count as part of the sequence): equals to play.
  Card bottom_of_sequence(Hand h, Card c) const {
    Card bottom = c;
    for (int r = rank_of(c) - 1; r >= 2; --r) {
      Card next_card(c.suit(), static_cast<Rank>(r));
      if (h.contains(next_card))
        bottom = next_card;
      else if (!played.contains(next_card))
        break;
    }
    return bottom;
  }
};

// The card to throw away: the lowest card of a plain suit where it costs
// least (not a master, prefer long suits with no honour), else anything low.
Card discard(const Situation& s) {
  std::optional<Card> best;
  int best_score = 1000;
  for (Suit suit : kAllSuits) {
    std::optional<Card> low = lowest_in(s.legal, suit);
    if (!low) continue;
    int score = rank_of(*low) * 2;
    if (s.is_trump(suit)) score += 100;
    if (s.is_master(*low)) score += 40;
    score -= s.legal.length(suit);  // long suits spare a card best
    if (!best || score < best_score) {
      best = low;
      best_score = score;
    }
  }
  return *best;
}

Card follow(const Situation& s) {
  const Trick& trick = s.view.current_trick;
  Seat winner = trick.winner(s.rules);
  Card winning = *trick.card_of(winner);
  bool partner_winning = side_of(winner) == side_of(s.position);
  Suit led = *trick.led_suit(s.rules);
  bool last_to_play = trick.count == 3;
  auto beats = [&](Card c) {
    bool c_trump = s.is_trump(c.suit());
    bool w_trump = s.is_trump(winning.suit());
    if (c_trump != w_trump) return c_trump;
    return c.suit() == winning.suit() && rank_of(c) > rank_of(winning);
  };
  // Partner's card wins for sure when nothing unseen can beat it (and, if
  // the next player is visible dummy, nothing there either).
  auto partner_card_safe = [&]() {
    if (last_to_play) return true;
    if (s.is_trump(winning.suit()) && !s.is_trump(led)) {
      for (Card u : s.unseen.cards_of(*s.trump()))
        if (rank_of(u) > rank_of(winning)) return false;
      return true;
    }
    return s.is_master(winning);
  };

  if (s.legal.length(led) == s.legal.size()) {  // following suit
    std::optional<Card> low = lowest_in(s.legal, led);
    if (partner_winning && partner_card_safe()) return *low;
    // The cheapest card that wins the trick now.
    std::optional<Card> cheapest;
    for (Card c : cards_low_first(s.legal, led))
      if (beats(c)) {
        cheapest = c;
        break;
      }
    if (!cheapest) return *low;
    if (last_to_play) return *cheapest;
    if (trick.count == 1) {
      // Second hand low -- unless the card wins for sure (a master, or a
      // card beating everything the fourth hand can hold when dummy is last).
      if (s.is_master(*cheapest) && (s.declarer_side() || s.hand.length(led) <= 2)) return *cheapest;
      return *low;
    }
    // Third hand high: the lowest of the equal top cards.
    Card top = *highest_in(s.legal, led);
    Card play = s.bottom_of_sequence(s.legal, top);
    if (!beats(play)) return *low;
    // No need to spend more than the cheapest master when one is held.
    if (s.is_master(*cheapest)) return *cheapest;
    return play;
  }

  // Void in the suit led.
  if (s.trump() && s.legal.length(*s.trump()) > 0) {
    bool should_ruff = !(partner_winning && partner_card_safe());
    if (should_ruff) {
      for (Card c : cards_low_first(s.legal, *s.trump()))
        if (beats(c)) return c;
    }
  }
  return discard(s);
}

// Opening lead and later leads by a defender.
Card defender_lead(const Situation& s) {
  const SeatView& v = s.view;
  Hand h = s.legal;
  // Partner's bid suit.
  std::optional<Suit> partner_suit;
  for (const SeenCall& c : v.auction)
    if (c.seat == partner(s.position) && c.call.is_bid() && c.call.strain() != Strain::NoTrump)
      partner_suit = trump_suit(c.call.strain());
  // The suit partner led first, to return.
  std::optional<Suit> partner_led;
  for (const Trick& t : v.completed_tricks)
    if (t.leader == partner(s.position)) {
      partner_led = t.cards[0].suit();
      break;
    }
  auto lead_in = [&](Suit suit) -> Card {
    std::vector<Card> cards = cards_low_first(h, suit);
    Card top = cards.back();
    if (s.is_master(top)) return top;
    // Top of a sequence (two touching honours, ten or better).
    if (cards.size() >= 2 && rank_of(top) >= 10 && s.bottom_of_sequence(h, top) != top) return top;
    if (cards.size() <= 2) return top;                      // top of a doubleton
    if (cards.size() >= 4) return cards[cards.size() - 4];  // fourth best
    return rank_of(top) >= 11 ? cards.front() : top;        // low from an honour, else top of nothing
  };

  // Cash a sure winner in a plain suit.
  for (Suit suit : kAllSuits) {
    if (s.is_trump(suit) || h.length(suit) == 0) continue;
    Card top = *highest_in(h, suit);
    if (s.is_master(top) && !v.completed_tricks.empty()) return top;
  }
  if (partner_led && h.length(*partner_led) > 0) return lead_in(*partner_led);
  if (v.completed_tricks.empty() && partner_suit && h.length(*partner_suit) > 0) return lead_in(*partner_suit);

  // Score each suit as an opening lead.
  std::optional<Suit> best;
  int best_score = -1000;
  for (Suit suit : kAllSuits) {
    int length = h.length(suit);
    if (length == 0) continue;
    Card top = *highest_in(h, suit);
    // Against no trump a sequence needs three cards to set up the suit.
    bool sequence = length >= (s.trump() ? 2 : 3) && rank_of(top) >= 10 && s.bottom_of_sequence(h, top) != top;
    int score = length * 3;
    if (sequence) score += 12 + 2 * (rank_of(top) - 10);
    if (s.trump()) {
      if (s.is_trump(suit)) score -= 20;
      if (top.rank() == Rank::Ace && !sequence) score -= 15;  // never away from an ace
      if (length == 1 && !s.is_trump(suit) && h.length(*s.trump()) > 0 && h.length(*s.trump()) <= 3) score += 8;
    } else {
      score += length * 3;  // length matters most in no trump
      if (top.rank() == Rank::Ace && length <= 3) score -= 4;
    }
    if (score > best_score) {
      best = suit;
      best_score = score;
    }
  }
  return lead_in(*best);
}

// Leads for declarer (from either hand; both are visible).
Card declarer_lead(const Situation& s) {
  Hand h = s.legal;
  Hand other = s.partner_hand ? *s.partner_hand : Hand();
  if (s.trump()) {
    Suit t = *s.trump();
    int theirs = s.unseen.length(t);
    int ours = h.length(t) + other.length(t);
    if (theirs > 0 && h.length(t) > 0 && ours > theirs) {
      Card top = *highest_in(h, t);
      if (s.is_master(top)) return top;
      std::optional<Card> other_top = highest_in(other, t);
      if (other_top && s.is_master(*other_top)) return *lowest_in(h, t);
    }
    // Ruff a loser in the other hand: it is void there and still has trumps.
    if (other.length(t) > 0 && (theirs == 0 || other.length(t) < h.length(t) || h.length(t) == 0)) {
      for (Suit suit : kAllSuits) {
        if (suit == t || h.length(suit) == 0 || other.length(suit) > 0) continue;
        Card low = *lowest_in(h, suit);
        if (!s.is_master(low)) return low;
      }
    }
  }
  // Cash a sure winner; lead low towards the other hand's master.
  for (Suit suit : kAllSuits) {
    if (s.is_trump(suit) || h.length(suit) == 0) continue;
    Card top = *highest_in(h, suit);
    if (s.is_master(top)) return top;
  }
  for (Suit suit : kAllSuits) {
    if (s.is_trump(suit) || h.length(suit) == 0) continue;
    std::optional<Card> other_top = highest_in(other, suit);
    if (other_top && s.is_master(*other_top)) return *lowest_in(h, suit);
  }
  // Otherwise lead low in the longest combined plain suit (a trump when the
  // hand holds nothing else: trumps score 20 less, so no floor above that).
  std::optional<Suit> best;
  int best_length = std::numeric_limits<int>::min();
  for (Suit suit : kAllSuits) {
    if (h.length(suit) == 0) continue;
    int length = h.length(suit) + other.length(suit) - (s.is_trump(suit) ? 20 : 0);
    if (length > best_length) {
      best = suit;
      best_length = length;
    }
  }
  return *lowest_in(h, *best);
}

}  // namespace

Card SimpleCardPlayer::choose(const SeatView& view) const {
  // Asked out of turn, or for a hand this seat cannot see: nothing sensible
  // to choose; an invalid card makes the caller's legality check refuse it.
  if (view.legal_cards().empty()) return Card();
  Situation s(view);
  if (s.legal.size() == 1) return *s.legal.begin();
  if (view.current_trick.is_empty()) return s.declarer_side() ? declarer_lead(s) : defender_lead(s);
  return follow(s);
}

}  // namespace tenace
