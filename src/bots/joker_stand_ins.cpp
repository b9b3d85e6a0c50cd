#include "bots/joker_stand_ins.h"

#include <algorithm>
#include <vector>

namespace tenace {

namespace {

constexpr int kRanks = 13;

}  // namespace

std::optional<JokerStandIns> stand_in_jokers(const Position& position) {
  if (position.strain != Strain::NoTrump) return std::nullopt;
  Hand in_play = position.hands.all_cards();
  for (Card c : position.trick_so_far) in_play.add(c);
  if (in_play.joker_cards().empty()) return std::nullopt;
  int largest = 0;
  for (Seat s : kAllSeats) largest = std::max(largest, position.hands[s].size());
  if (largest <= kExactJokerEnding) return std::nullopt;

  const TrickRules rules = position.rules();
  const Hand real = in_play - Hand::jokers();
  const Seat mover = position.to_move();
  const std::optional<Suit> led = [&]() -> std::optional<Suit> {
    for (Card c : position.trick_so_far)
      if (auto s = rules.effective_suit(c)) return s;
    return std::nullopt;
  }();

  // A suit for each joker.
  std::array<int, 4> jokers_in{};
  std::array<std::optional<Suit>, 2> suit_of_joker{};
  for (Card joker : in_play.joker_cards()) {
    std::optional<Seat> holder;
    for (Seat s : kAllSeats)
      if (position.hands[s].contains(joker)) holder = s;
    std::optional<Suit> best;
    int best_score = -100;  // any suit with room will do
    for (Suit s : kAllSuits) {
      const int spare = kRanks - real.length(s) - jokers_in[static_cast<std::size_t>(s)];
      if (spare <= 0) continue;
      int score = 1;
      if (holder && position.hands[*holder].length(s) > 0) score += 2;
      if (holder == mover && led == s) score -= 2;
      if (score > best_score) {
        best_score = score;
        best = s;
      }
    }
    if (!best) return std::nullopt;  // cannot happen with a consistent position
    suit_of_joker[joker.id()] = best;
    ++jokers_in[static_cast<std::size_t>(*best)];
  }

  // Relabel: in each suit given jokers, the stand-ins take the weakest
  // labels and the real cards the next ones, in their own order.
  JokerStandIns result;
  std::array<Card, 64> label{};  // by original id (jokers 0 and 1 included)
  for (Card c : in_play) label[c.id()] = c;
  for (Suit s : kAllSuits) {
    const int q = jokers_in[static_cast<std::size_t>(s)];
    if (q == 0) continue;
    std::vector<Card> labels;  // weakest first
    for (int r = 2; r <= 14; ++r) labels.emplace_back(s, static_cast<Rank>(r));
    std::sort(labels.begin(), labels.end(), [&](Card a, Card b) { return rules.strength(a) < rules.strength(b); });
    std::size_t next = 0;
    for (Card joker : in_play.joker_cards())
      if (suit_of_joker[joker.id()] == s) label[joker.id()] = labels[next++];
    for (Card c : labels)  // the real cards of the suit, weakest first
      if (real.contains(c)) label[c.id()] = labels[next++];
  }
  result.position = position;
  for (Seat seat : kAllSeats) {
    Hand relabelled;
    for (Card c : position.hands[seat]) relabelled.add(label[c.id()]);
    result.position.hands[seat] = relabelled;
  }
  for (Card& c : result.position.trick_so_far) c = label[c.id()];
  for (Card c : in_play) result.original[label[c.id()].id()] = c;
  return result;
}

}  // namespace tenace
