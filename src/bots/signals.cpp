#include "bots/signals.h"

#include <array>

#include "bots/lead_conventions.h"

namespace tenace {

namespace {

constexpr const char* kSuitNames[] = {"clubs", "diamonds", "hearts", "spades"};

// "♠K", "♥10": as players write cards.
std::string card_words(Card c) {
  static constexpr const char* kSymbols[] = {"\u2663", "\u2666", "\u2665", "\u2660"};
  const char rank = rank_char(c.rank());
  return std::string(kSymbols[static_cast<int>(c.suit())]) + (rank == 'T' ? std::string("10") : std::string(1, rank));
}

Card highest(Hand cards) {
  Card best = *cards.begin();
  for (Card c : cards)
    if (c.rank() > best.rank()) best = c;
  return best;
}

Card lowest(Hand cards) {
  Card best = *cards.begin();
  for (Card c : cards)
    if (c.rank() < best.rank()) best = c;
  return best;
}

// The side suits other than `ruffed`: the higher first.
std::array<Suit, 2> other_side_suits(Suit ruffed, Suit trump) {
  std::array<Suit, 2> others{};
  int n = 0;
  for (int s = 3; s >= 0; --s) {
    const auto suit = static_cast<Suit>(s);
    if (suit != ruffed && suit != trump) others[static_cast<std::size_t>(n++)] = suit;
  }
  return others;
}

// The seat and the context of card `card_index` in the board's play.
struct PlayedCard {
  const Trick* trick = nullptr;
  int position = 0;  // 0 leads
  int trick_number = 0;
};

std::optional<PlayedCard> find_card(const SeatView& view, int card_index) {
  int k = 0;
  for (std::size_t t = 0; t < view.completed_tricks.size(); ++t, k += 4)
    if (card_index < k + 4) return PlayedCard{&view.completed_tricks[t], card_index - k, static_cast<int>(t)};
  if (card_index - k < view.current_trick.count)
    return PlayedCard{&view.current_trick, card_index - k, static_cast<int>(view.completed_tricks.size())};
  return std::nullopt;
}

}  // namespace

bool encourages(Hand held, Suit suit) {
  for (Rank r : {Rank::Ace, Rank::King, Rank::Queen})
    if (held.contains(Card(suit, r))) return true;
  return false;
}

SuitPreference suit_preference(Hand held, Suit ruffed, Suit trump) {
  const std::array<Suit, 2> others = other_side_suits(ruffed, trump);
  if (held.contains(Card(others[0], Rank::Ace))) return SuitPreference::Higher;
  if (held.contains(Card(others[1], Rank::Ace))) return SuitPreference::Lower;
  return SuitPreference::None;
}

bool suit_led_before(const SeatView& view, Suit suit, std::size_t tricks) {
  const TrickRules rules = view.trick_rules();
  for (std::size_t t = 0; t < tricks && t < view.completed_tricks.size(); ++t)
    if (view.completed_tricks[t].led_suit(rules) == suit) return true;
  return false;
}

namespace {

// Whether `seat` failed to follow to `suit` in the first `tricks` completed
// tricks of the view.
bool showed_out(const SeatView& view, Seat seat, Suit suit, std::size_t tricks) {
  const TrickRules rules = view.trick_rules();
  for (std::size_t t = 0; t < tricks && t < view.completed_tricks.size(); ++t) {
    const Trick& trick = view.completed_tricks[t];
    if (trick.led_suit(rules) != suit) continue;
    if (const std::optional<Card> c = trick.card_of(seat); c && c->suit() != suit) return true;
  }
  return false;
}

}  // namespace

bool gives_a_ruff(const SeatView& view, Seat seat, Suit led, std::size_t trick) {
  const std::optional<Suit> trump = view.contract ? trump_suit(view.contract->strain) : std::nullopt;
  return trump && led != *trump && showed_out(view, partner(seat), led, trick);
}

SignalChoice choose_among_equals(const SeatView& view, Hand equals) {
  const Trick& trick = view.current_trick;
  if (trick.is_empty()) {
    const Card top = highest(equals);
    // Giving partner a ruff: the card asks for the suit to return.
    const Hand in_suit = equals.cards_of(top.suit());
    if (in_suit == equals && in_suit.size() >= 2 &&
        gives_a_ruff(view, view.seat, top.suit(), view.completed_tricks.size())) {
      const Suit trump = *trump_suit(view.contract->strain);
      const std::array<Suit, 2> others = other_side_suits(top.suit(), trump);
      switch (suit_preference(view.own_hand, top.suit(), trump)) {
        case SuitPreference::Higher:
          return {top, std::string("suit preference: a high card asks for ") +
                           kSuitNames[static_cast<int>(others[0])]};
        case SuitPreference::Lower:
          return {lowest(in_suit), std::string("suit preference: a low card asks for ") +
                                       kSuitNames[static_cast<int>(others[1])]};
        case SuitPreference::None:
          return {lowest(in_suit), ""};
      }
    }
    // Leading: the top of touching cards, else low.
    if (static_cast<int>(top.rank()) >= static_cast<int>(Rank::Ten) && equals.cards_of(top.suit()).size() >= 2)
      return {top, "top of a sequence"};
    return {lowest(equals), ""};
  }
  const Suit led = trick.cards[0].suit();
  const Hand held = view.own_hand;
  if (!equals.cards_of(led).empty()) {
    const Hand same = equals.cards_of(led);
    if (same.size() < 2) return {lowest(same), ""};
    const std::optional<Seat> declarer = view.declarer();
    const bool partner_led = trick.leader == partner(view.seat);
    const bool declarer_led = declarer && side_of(trick.leader) == side_of(*declarer);
    if (partner_led && !suit_led_before(view, led, view.completed_tricks.size())) {
      if (encourages(held, led)) return {highest(same), "attitude: encouraging (a high card)"};
      return {lowest(same), "attitude: discouraging (a low card)"};
    }
    if (declarer_led && !suit_led_before(view, led, view.completed_tricks.size())) {
      if (held.length(led) % 2 == 0) return {highest(same), "count: an even number of cards (high first)"};
      return {lowest(same), "count: an odd number of cards (low)"};
    }
    return {lowest(same), ""};
  }
  // A discard: the lowest from a suit not wanted (no ace, king or queen),
  // which says so; keep the suits worth keeping.
  const std::optional<Suit> trump = view.contract ? trump_suit(view.contract->strain) : std::nullopt;
  std::optional<Card> choice;
  for (int s = 0; s < 4; ++s) {
    const auto suit = static_cast<Suit>(s);
    const Hand in_suit = equals.cards_of(suit);
    if (in_suit.empty() || suit == trump || encourages(held, suit)) continue;
    // From the longest unwanted suit: it has the most to spare.
    if (!choice || held.length(suit) > held.length(choice->suit())) choice = lowest(in_suit);
  }
  if (choice) return {*choice, std::string("discard: discouraging in ") + kSuitNames[static_cast<int>(choice->suit())]};
  return {lowest(equals), ""};
}

void read_partner_signals(const SeatView& view, dealer::DealConstraints& known) {
  // The opening lead by partner: a led honour denies the one just above.
  if (view.completed_tricks.empty() && view.current_trick.is_empty()) return;
  const Trick& first = view.completed_tricks.empty() ? view.current_trick : view.completed_tricks.front();
  if (first.count == 0) return;
  const Seat leader = first.leader;
  if (leader != partner(view.seat)) return;
  if (const std::optional<Card> denied = card_denied_by_lead(first.cards[0])) {
    auto& hand = known[index(leader)];
    // Only while the card is unseen: a fact elsewhere wins over a reading.
    bool seen = false;
    for (Seat s : kAllSeats) seen = seen || known[index(s)].must_hold.contains(*denied);
    if (!seen) hand.cannot_hold.add(*denied);
  }
}

std::string explain_card(const SeatView& view, int card_index) {
  const std::optional<PlayedCard> played = find_card(view, card_index);
  if (!played) return "no such card has been played";
  const Trick& t = *played->trick;
  const Seat seat = t.seat_of(played->position);
  const Card card = t.cards[played->position];
  const std::optional<Seat> declarer = view.declarer();
  if (declarer && side_of(seat) == side_of(*declarer)) return "declarer's cards carry no agreement";
  const std::string rank_text = card_words(card);
  if (played->trick_number == 0 && played->position == 0) {
    if (const std::optional<Card> denied = card_denied_by_lead(card))
      return "opening lead " + rank_text + ": top of a sequence, of an interior sequence or of a doubleton; denies the " +
             card_words(*denied);
    if (card.rank() == Rank::Ace) return "opening lead: the ace, from ace-king or (against a trump contract) any ace";
    return "opening lead " + rank_text + ": fourth best or low from three to an honour; top of nothing or of a "
           "doubleton when high";
  }
  if (played->position == 0) {
    const auto trick = static_cast<std::size_t>(played->trick_number);
    if (gives_a_ruff(view, seat, card.suit(), trick)) {
      const std::array<Suit, 2> others = other_side_suits(card.suit(), *trump_suit(view.contract->strain));
      return std::string("suit preference, leading a suit partner ruffs: a high card asks for ") +
             kSuitNames[static_cast<int>(others[0])] + ", a low one for " + kSuitNames[static_cast<int>(others[1])] +
             " or nothing";
    }
    return "a lead: the top of touching cards, else a low card";
  }
  const Suit led = t.cards[0].suit();
  if (card.suit() != led) return "discard: a low card in a suit partner should not lead (discouraging)";
  if (suit_led_before(view, led, static_cast<std::size_t>(played->trick_number)))
    return "follows suit with no signal (the lowest of equal cards)";
  const Seat leader = t.leader;
  if (leader == partner(seat))
    return "attitude on partner's lead: a high card encourages, a low one discourages";
  if (declarer && side_of(leader) == side_of(*declarer))
    return "count when declarer leads a suit: high then low with an even number, low with an odd number";
  return "follows suit with no signal";
}

}  // namespace tenace
