#include "dealer/hand_measures.h"

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

int suit_quality(std::uint64_t bits, int suit) {
  // Suit quality: length times honour content, in tenths (K&R): each of the
  // top five honours counts, lesser spot cards help in long or strong suits.
  const int length = suit_length(bits, suit);
  const bool a = has(bits, suit, 14), k = has(bits, suit, 13), q = has(bits, suit, 12), j = has(bits, suit, 11),
             t = has(bits, suit, 10), n = has(bits, suit, 9), e = has(bits, suit, 8);
  const int suit_factor = length * 10;
  const int higher_honours = a + k + q + j;
  int quality = 0;
  if (length > 6) {
    // Long suits: missing honours are replaced by length.
    int replace = length - 6;
    int honours = a + k + q;
    int missing = 3 - honours;
    int credit = std::min(replace, missing);
    honours += credit;
    quality = honours * suit_factor * 10 / 10;
    if (j) quality += suit_factor / 2;
    if (t) quality += suit_factor / 2;
    return quality;
  }
  quality = (a + k + q) * suit_factor;
  if (j) quality += suit_factor / 2;
  if (t) {
    if (higher_honours >= 2 || j) quality += suit_factor / 2;
    else quality += suit_factor / 4;
  }
  if (n) {
    if (higher_honours >= 2 || t || e) quality += suit_factor / 4;
  }
  return quality;
}

int cccc(std::uint64_t bits) {
  // Kaplan-Rubens four-C's evaluation, in hundredths.
  int eval = 0;
  int shape_points = 0;
  int lengths[4];
  for (int s = 0; s < 4; ++s) lengths[s] = suit_length(bits, s);
  bool has_doubleton = false;
  for (int s = 0; s < 4; ++s) {
    const int len = lengths[s];
    const bool a = has(bits, s, 14), k = has(bits, s, 13), q = has(bits, s, 12), j = has(bits, s, 11),
               t = has(bits, s, 10), n = has(bits, s, 9);
    int suit = 0;
    if (a) suit += 300;
    if (k) suit += len == 1 ? 50 : 200;
    if (q) {
      if (len == 1) suit += 0;
      else if (len == 2) suit += (a || k) ? 50 : 25;
      else suit += (a || k) ? 100 : 75;
    }
    if (j) {
      const int above = a + k + q;
      if (above == 2) suit += 50;
      else if (above == 1) suit += 25;
    }
    if (t) {
      const int above = a + k + q + j;
      if (above == 2 || (j && above >= 1)) suit += 25;
    }
    if (n && len >= 3) {
      if (t || (a + k + q + j) >= 2) suit += 0;
    }
    eval += suit;
    eval += suit_quality(bits, s) * (len >= 7 ? 1 : 0) / 10 * 0;
    if (len >= 4) eval += suit_quality(bits, s) / 10;
    if (len == 0) shape_points += 300;
    else if (len == 1) shape_points += 200;
    else if (len == 2) {
      shape_points += 100;
      has_doubleton = true;
    }
  }
  (void)has_doubleton;
  // The first doubleton is worth nothing (K&R count "shortness less one").
  eval += shape_points - 100;
  bool balanced_4333 = true;
  for (int s = 0; s < 4; ++s)
    if (lengths[s] != 3 && lengths[s] != 4) balanced_4333 = false;
  if (balanced_4333) eval -= 50;
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
