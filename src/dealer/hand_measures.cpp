#include "dealer/hand_measures.h"

#include <algorithm>

namespace tenace::dealer {

namespace {
constexpr std::uint64_t kAllSuits = 0x0001000100010001ull;
// Rank bit within a suit: ace (14) down to two (2).
constexpr int rank_of_index(int ace_first_index) { return 14 - ace_first_index; }
bool has(std::uint64_t bits, int suit, int rank) { return (bits >> (16 * suit + rank)) & 1u; }
}  // namespace

PointTable::PointTable(const RankWeights& ace_first) : weights_(ace_first) {
  for (int i = 0; i < 13; ++i) {
    if (ace_first[i] == 0) continue;
    mask_[used_] = kAllSuits << rank_of_index(i);
    weight_[used_] = ace_first[i];
    ++used_;
  }
}

int suit_losers(std::uint64_t bits, int suit) {
  const int length = suit_length(bits, suit);
  const bool a = has(bits, suit, 14), k = has(bits, suit, 13), q = has(bits, suit, 12);
  switch (length) {
    case 0: return 0;
    case 1: return a ? 0 : 1;
    case 2: return 2 - a - k;
    default: return 3 - a - k - q;
  }
}

// Kaplan and Rubens' suit quality: the honours scaled by the suit's length
// (ace 4, king 3, queen 2, jack 1 units of length/10 each). In a suit of
// seven or more, length stands in for missing queen and jack (up to three
// units, no more than the cards beyond six); in shorter suits the ten and
// the nine add a unit or half a unit when they fill in other honours.
int suit_quality(std::uint64_t bits, int suit) {
  const int length = suit_length(bits, suit);
  const bool ace = has(bits, suit, 14), king = has(bits, suit, 13), queen = has(bits, suit, 12),
             jack = has(bits, suit, 11), ten = has(bits, suit, 10), nine = has(bits, suit, 9),
             eight = has(bits, suit, 8);
  const int unit = length * 10;
  const int honours = ace + king + queen + jack;
  int quality = unit * (4 * ace + 3 * king + 2 * queen + jack);
  if (length > 6) {
    const int missing = 3 - 2 * queen - jack;
    quality += unit * std::max(0, std::min(missing, length - 6));
  } else {
    if (ten) quality += (honours > 1 || jack) ? unit : unit / 2;
    if (nine && (honours == 2 || ten || eight)) quality += unit / 2;
  }
  return quality;
}

// Kaplan and Rubens' "four C's" hand evaluation, in hundredths: honour
// values adjusted for shortness and for the honours above them, the suits'
// qualities, and shortness (a point per card under three, less one point,
// or half a point off when the hand has no shortness at all).
int cccc(std::uint64_t bits) {
  int eval = 0;
  int shortness = 0;
  for (int s = 0; s < 4; ++s) {
    const int length = suit_length(bits, s);
    const bool ace = has(bits, s, 14), king = has(bits, s, 13), queen = has(bits, s, 12), jack = has(bits, s, 11),
               ten = has(bits, s, 10), nine = has(bits, s, 9);
    if (length < 3) shortness += (3 - length) * 100;
    int above = 0;  // honours held above the card being valued
    if (ace) {
      eval += 300;
      ++above;
    }
    if (king) {
      eval += length == 1 ? 50 : 200;
      ++above;
    }
    if (queen) {
      eval += length == 1 ? 25 : length == 2 ? 75 : 100;
      if (above == 0) eval -= 25;
      ++above;
    }
    if (jack) {
      if (above == 2) eval += 50;
      if (above == 1) eval += 25;
      ++above;
    }
    if (ten && (above == 2 || (above == 1 && nine))) eval += 25;
    eval += suit_quality(bits, s);
  }
  eval += shortness == 0 ? -50 : shortness - 100;
  return eval;
}

RankWeights default_hcp() { return {4, 3, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0}; }
RankWeights control_weights() { return {2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}; }

RankWeights default_alternate(int n) {
  RankWeights w{};
  switch (n) {
    case 0: w[4] = 1; break;   // tens
    case 1: w[3] = 1; break;   // jacks
    case 2: w[2] = 1; break;   // queens
    case 3: w[1] = 1; break;   // kings
    case 4: w[0] = 1; break;   // aces
    case 5: w[0] = w[1] = 1; break;
    case 6: w[0] = w[1] = w[2] = 1; break;
    case 7: w[0] = w[1] = w[2] = w[3] = 1; break;
    case 8: w[0] = w[1] = w[2] = w[3] = w[4] = 1; break;
    case 9: w = {6, 4, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0}; break;
  }
  return w;
}

}  // namespace tenace::dealer
