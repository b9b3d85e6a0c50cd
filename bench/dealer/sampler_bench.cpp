// Hidden-hand samples per second of the robots' sampler (ConstrainedSampler)
// against rejection sampling (deal the unknown cards at random, keep what
// fits) in the same run, on two auction-derived constraint sets.
#include <chrono>
#include <cstdio>

#include "core/random_deal.h"
#include "dealer/sampler.h"
#include "dealer/shuffler.h"

using namespace tenace;
using namespace tenace::dealer;

namespace {

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

bool fits(const DealConstraints& c, const Deal& d) {
  for (Seat s : kAllSeats)
    if (!c[index(s)].allows(d[s])) return false;
  return true;
}

void measure(const char* name, const DealConstraints& c, int wanted,
             ConstrainedSampler::Method method = ConstrainedSampler::Method::Automatic) {
  auto start = std::chrono::steady_clock::now();
  ConstrainedSampler sampler(c, method);
  Xoshiro256 rng(1);
  const auto deals = sampler.sample_many(rng, wanted);
  const double ours = seconds_since(start);
  // Rejection: the known cards predealt, the rest shuffled; at most 10 s.
  Deal known;
  for (Seat s : kAllSeats) known[s] = c[index(s)].must_hold;
  Shuffler shuffler(known);
  Xoshiro256 rng2(2);
  start = std::chrono::steady_clock::now();
  long found = 0, tried = 0;
  while (found < wanted && (tried % 4096 != 0 || seconds_since(start) < 10.0)) {
    ++tried;
    if (fits(c, shuffler.next(rng2))) ++found;
  }
  const double theirs = seconds_since(start);
  const double our_rate = deals.size() / ours, their_rate = found / theirs;
  std::printf("%-28s sampler: %zu samples in %.1f ms (%.0f/s, %.2f draws per sample)\n", name, deals.size(), ours * 1e3,
              our_rate, double(sampler.draws()) / double(deals.size()));
  std::printf("%-28s rejection: %ld samples in %.1f ms (%.0f/s, 1 deal in %.0f fits); sampler/rejection %.1fx\n", name,
              found, theirs * 1e3, their_rate, found ? double(tried) / found : double(tried), our_rate / their_rate);
}

}  // namespace

int main() {
  // 1NT (West) - 2C - 2H - 3NT seen by East: East's cards known; West 15-17,
  // balanced, four or five hearts; North and South passed (at most 11).
  DealConstraints stayman;
  stayman[index(Seat::East)].must_hold = parse_pbn_hand("K976.83.QJ5.A842").value();
  HandConstraints& west = stayman[index(Seat::West)];
  west.hcp = {15, 17};
  for (auto& r : west.length) r = {2, 5};
  west.length_of(Suit::Hearts) = {4, 5};
  stayman[index(Seat::North)].hcp = {0, 11};
  stayman[index(Seat::South)].hcp = {0, 11};
  measure("1NT-2C-2H-3NT (East)", stayman, 1000);
  measure("1NT-2C-2H-3NT, counting only", stayman, 1000, ConstrainedSampler::Method::Counting);

  // A tight set: North opened a strong 2C with a seven-card spade suit
  // (20-22), South showed 5-5 in the minors, West a singleton spade.
  DealConstraints tight;
  tight[index(Seat::North)].hcp = {20, 22};
  tight[index(Seat::North)].length_of(Suit::Spades) = {7, 7};
  tight[index(Seat::South)].length_of(Suit::Diamonds) = {5, 5};
  tight[index(Seat::South)].length_of(Suit::Clubs) = {5, 5};
  tight[index(Seat::West)].length_of(Suit::Spades) = {1, 1};
  measure("tight (2C 7 spades, 5-5)", tight, 1000);
  return 0;
}
