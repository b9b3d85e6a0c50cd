#include "bots/hand_evaluation.h"

#include <bit>

namespace tenace {

namespace {
constexpr std::uint16_t bit(Rank r) { return static_cast<std::uint16_t>(1u << static_cast<int>(r)); }
}  // namespace

HandEvaluation::HandEvaluation(Hand h) : hand(h), hcp(h.high_card_points()) {
  for (Suit s : kAllSuits) length[static_cast<int>(s)] = h.length(s);
}

bool HandEvaluation::balanced() const {
  int doubletons = 0;
  for (int l : length) {
    if (l < 2) return false;
    if (l == 2) ++doubletons;
  }
  return doubletons <= 1;
}

int HandEvaluation::total_points() const {
  int points = hcp;
  for (int l : length)
    if (l > 4) points += l - 4;
  return points;
}

int HandEvaluation::support_points(Suit trump) const {
  int points = hcp;
  for (Suit s : kAllSuits) {
    if (s == trump) continue;
    int l = len(s);
    points += l == 0 ? 5 : l == 1 ? 3 : l == 2 ? 1 : 0;
  }
  return points;
}

int HandEvaluation::fit_points(Suit trump, int partner_trumps, std::array<bool, 4> partner_short) const {
  const int trumps = len(trump);
  if (trumps < 3) return total_points();
  const bool dummy = trumps <= partner_trumps;
  const bool ruffs_most = dummy && trumps >= 4;
  const std::uint16_t qj = bit(Rank::Queen) | bit(Rank::Jack);
  const std::uint16_t kqj = bit(Rank::King) | qj;
  int points = dummy ? hcp : total_points();
  for (Suit s : kAllSuits) {
    if (s == trump) continue;
    const std::uint16_t r = hand.ranks(s);
    if (partner_short[static_cast<int>(s)])
      points -= (r & bit(Rank::Ace) ? 2 : 0) + (r & bit(Rank::King) ? 3 : 0) + (r & bit(Rank::Queen) ? 2 : 0) +
                (r & bit(Rank::Jack) ? 1 : 0);
    const int l = len(s);
    if (l == 0) points += ruffs_most ? 5 : 3;
    else if (l == 1 && !(r & kqj)) points += ruffs_most ? 3 : 2;
    else if (l == 2 && !(r & qj)) points += 1;
  }
  return points;
}

bool HandEvaluation::stopper(Suit s) const {
  std::uint16_t r = hand.ranks(s);
  int l = len(s);
  return (r & bit(Rank::Ace)) || ((r & bit(Rank::King)) && l >= 2) || ((r & bit(Rank::Queen)) && l >= 3) ||
         ((r & bit(Rank::Jack)) && l >= 4);
}

Suit HandEvaluation::longest_suit() const {
  Suit best = Suit::Spades;
  for (Suit s : kSuitsHighFirst)
    if (len(s) > len(best)) best = s;
  return best;
}

bool HandEvaluation::good_suit(Suit s) const {
  std::uint16_t r = hand.ranks(s);
  return std::popcount(static_cast<unsigned>(r & (bit(Rank::Ace) | bit(Rank::King) | bit(Rank::Queen)))) >= 2;
}

bool HandEvaluation::sound_suit(Suit s) const {
  const auto r = static_cast<unsigned>(hand.ranks(s));
  const unsigned top_five = bit(Rank::Ace) | bit(Rank::King) | bit(Rank::Queen) | bit(Rank::Jack) | bit(Rank::Ten);
  return good_suit(s) || std::popcount(r & top_five) >= 3;
}

}  // namespace tenace
