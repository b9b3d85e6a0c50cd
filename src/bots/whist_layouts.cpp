#include "bots/whist_layouts.h"

#include <algorithm>
#include <array>

namespace tenace {

namespace {

constexpr int kAttempts = 200;

// The cards that count as `suit` under `rules` (jokers are trumps).
Hand cards_counting_as(Suit suit, const TrickRules& rules) {
  Hand cards = Hand::suit_mask(suit);
  if (rules.trump == suit) cards |= Hand::jokers();
  return cards;
}

}  // namespace

std::optional<std::vector<Hand>> deal_unseen(Hand unseen, const std::vector<HiddenPile>& piles, Xoshiro256& rng) {
  int total = 0;
  for (const HiddenPile& pile : piles) {
    if (pile.size < 0) return std::nullopt;
    total += pile.size;
  }
  if (total != unseen.size()) return std::nullopt;

  struct Entry {
    Card card;
    int choices;
  };
  std::vector<Entry> cards;
  for (Card c : unseen) {
    int choices = 0;
    for (const HiddenPile& pile : piles)
      if (pile.size > 0 && !pile.forbidden.contains(c)) ++choices;
    if (choices == 0) return std::nullopt;
    cards.push_back({c, choices});
  }
  std::vector<int> room(piles.size());
  for (int attempt = 0; attempt < kAttempts; ++attempt) {
    // Random order, then the cards with fewest homes first: they are the
    // ones that run out of room.
    for (std::size_t i = cards.size(); i > 1; --i)
      std::swap(cards[i - 1], cards[static_cast<std::size_t>(rng.below(i))]);
    std::stable_sort(cards.begin(), cards.end(), [](const Entry& a, const Entry& b) { return a.choices < b.choices; });
    for (std::size_t p = 0; p < piles.size(); ++p) room[p] = piles[p].size;
    std::vector<Hand> dealt(piles.size());
    bool stuck = false;
    for (const Entry& entry : cards) {
      int weight = 0;
      for (std::size_t p = 0; p < piles.size(); ++p)
        if (!piles[p].forbidden.contains(entry.card)) weight += room[p];
      if (weight == 0) {
        stuck = true;
        break;
      }
      int pick = static_cast<int>(rng.below(static_cast<std::uint64_t>(weight)));
      for (std::size_t p = 0; p < piles.size(); ++p) {
        if (piles[p].forbidden.contains(entry.card)) continue;
        if (pick < room[p]) {
          dealt[p].add(entry.card);
          --room[p];
          break;
        }
        pick -= room[p];
      }
    }
    if (!stuck) return dealt;
  }
  return std::nullopt;
}

std::array<Hand, 4> shown_voids(const WhistSeatView& view) {
  std::array<Hand, 4> voids{};
  if (!view.contract) return voids;
  const TrickRules rules = view.trick_rules();
  const bool joker_when_void = view.jokers && !rules.trump && view.no_trump_jokers == NoTrumpJokerRule::DiscardWhenVoid;
  auto read = [&](const WhistSeenTrick& trick) {
    std::optional<Suit> led;
    for (const WhistSeenCard& played : trick.cards) {
      const auto suit = rules.effective_suit(played.card);
      if (!led) {
        led = suit;  // a no-trump joker led sets no suit; the next suited card does
        continue;
      }
      if (suit == led) continue;
      Hand& cannot = voids[static_cast<std::size_t>(index(played.seat))];
      cannot |= cards_counting_as(*led, rules);
      if (joker_when_void && !played.card.is_joker()) cannot |= Hand::jokers();
    }
  };
  for (const WhistSeenTrick& trick : view.completed_tricks) read(trick);
  read(view.current_trick);
  return voids;
}

WhistLayoutSource::WhistLayoutSource(const WhistSeatView& view) {
  const std::array<Hand, 4> voids = shown_voids(view);
  // Rules, not sight: once an exchange-rule no-trump hand is in play every
  // joker has gone to the discards.
  const bool jokers_exchanged = view.jokers && view.contract && !view.contract->trump &&
                                view.no_trump_jokers == NoTrumpJokerRule::ExchangeForDiscard;
  // Under table rules a card that did not follow may be a renege, not a void.
  const bool voids_certain = !view.rules.table_rules_renege;
  int hidden_cards = 0;
  for (Seat seat : kAllSeats) {
    const WhistPlace& place = view.places[static_cast<std::size_t>(index(seat))];
    if (!place.in_play) continue;
    if (place.cards) {
      visible_[static_cast<std::size_t>(index(seat))] = *place.cards;
      continue;
    }
    hidden_seats_.push_back(seat);
    const Hand by_rule = jokers_exchanged ? Hand::jokers() : Hand();
    const Hand shown_out = voids[static_cast<std::size_t>(index(seat))];
    piles_.push_back({place.cards_held, by_rule | shown_out});
    certain_piles_.push_back({place.cards_held, voids_certain ? by_rule | shown_out : by_rule});
    hidden_cards += place.cards_held;
  }
  unseen_ = view.pack() - view.seen_cards();
  // Whatever is unseen and not in a hidden hand is out of play.
  piles_.push_back({unseen_.size() - hidden_cards, Hand()});
  certain_piles_.push_back(piles_.back());
}

std::optional<std::vector<std::array<Hand, 4>>> WhistLayoutSource::every_layout(std::size_t limit) const {
  std::vector<std::array<Hand, 4>> layouts;
  int total = 0;
  for (const HiddenPile& pile : certain_piles_) {
    if (pile.size < 0) return std::nullopt;
    total += pile.size;
  }
  if (total != unseen_.size()) return std::nullopt;
  // The cards with fewest possible homes first, so that a dead end shows
  // early; the search stops once it has visited many times `limit` places.
  std::vector<Card> cards;
  for (Card c : unseen_) cards.push_back(c);
  auto homes = [&](Card c) {
    return std::count_if(certain_piles_.begin(), certain_piles_.end(),
                         [&](const HiddenPile& p) { return !p.forbidden.contains(c); });
  };
  std::stable_sort(cards.begin(), cards.end(), [&](Card a, Card b) { return homes(a) < homes(b); });
  std::vector<int> room;
  for (const HiddenPile& pile : certain_piles_) room.push_back(pile.size);
  std::vector<Hand> dealt(certain_piles_.size());
  std::size_t steps_left = limit * 64 + 1024;
  bool too_many = false;
  // Places cards[next...] in every way the rooms and the certain facts allow.
  auto place = [&](auto& self, std::size_t next) -> void {
    if (too_many) return;
    if (steps_left-- == 0) {
      too_many = true;
      return;
    }
    if (next == cards.size()) {
      if (layouts.size() == limit) {
        too_many = true;
        return;
      }
      std::array<Hand, 4> hands = visible_;
      for (std::size_t i = 0; i < hidden_seats_.size(); ++i) hands[static_cast<std::size_t>(index(hidden_seats_[i]))] = dealt[i];
      layouts.push_back(hands);
      return;
    }
    const Card card = cards[next];
    for (std::size_t p = 0; p < certain_piles_.size(); ++p) {
      if (room[p] == 0 || certain_piles_[p].forbidden.contains(card)) continue;
      --room[p];
      dealt[p].add(card);
      self(self, next + 1);
      dealt[p].remove(card);
      ++room[p];
    }
  };
  place(place, 0);
  if (too_many) return std::nullopt;
  return layouts;
}

std::optional<std::array<Hand, 4>> WhistLayoutSource::next(Xoshiro256& rng) {
  std::optional<std::vector<Hand>> dealt;
  if (!voids_dropped_) dealt = deal_unseen(unseen_, piles_, rng);
  if (!dealt) {
    voids_dropped_ = true;
    std::vector<HiddenPile> free = piles_;
    for (HiddenPile& pile : free) pile.forbidden = Hand();
    dealt = deal_unseen(unseen_, free, rng);
    if (!dealt) return std::nullopt;
  }
  std::array<Hand, 4> hands = visible_;
  for (std::size_t i = 0; i < hidden_seats_.size(); ++i) hands[static_cast<std::size_t>(index(hidden_seats_[i]))] = (*dealt)[i];
  return hands;
}

}  // namespace tenace
