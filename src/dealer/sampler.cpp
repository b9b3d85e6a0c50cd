#include "dealer/sampler.h"

#include <algorithm>
#include <utility>

namespace tenace::dealer {

namespace {

constexpr int kStates = 14 * 14 * 14;
constexpr int state(int a, int b, int c) { return a * 196 + b * 14 + c; }

double uniform(Xoshiro256& rng) { return static_cast<double>(rng.next() >> 11) * 0x1.0p-53; }

}  // namespace

ConstrainedSampler::ConstrainedSampler(const DealConstraints& constraints, Method method)
    : ConstrainedSampler(constraints, DealTests{}, method) {}

ConstrainedSampler::ConstrainedSampler(const DealConstraints& constraints, DealTests tests, Method method)
    : method_(method), constraints_(constraints), tests_(std::move(tests)) {
  Hand known;
  bool consistent = true;
  for (int i = 0; i < 4; ++i) {
    const HandConstraints& h = constraints[i];
    if (!(known & h.must_hold).empty() || !(h.must_hold & h.cannot_hold).empty() || h.must_hold.size() > 13)
      consistent = false;
    known |= h.must_hold;
    known_[static_cast<Seat>(i)] = h.must_hold;
    need_[i] = 13 - h.must_hold.size();
  }
  for (auto& layer : layer_) layer.assign(kStates, 0.0);
  if (!consistent) return;

  for (int s = 0; s < 4; ++s) {
    SuitCards& suit = suits_[s];
    for (Card c : Hand::suit_mask(static_cast<Suit>(s)) - known) {
      std::uint8_t mask = 0;
      for (int i = 0; i < 4; ++i)
        if (!constraints[i].cannot_hold.contains(c)) mask |= static_cast<std::uint8_t>(1u << i);
      if (mask == 0) return;  // a card nobody may hold
      suit.cards.push_back(c);
      suit.allowed.push_back(mask);
    }
    const int f = static_cast<int>(suit.cards.size());
    // Ways to deal cards j.. so that the seats receive exactly r of them.
    suit.suffix_ways.assign(static_cast<std::size_t>(f + 1) * kStates, 0.0);
    suit.suffix_ways[static_cast<std::size_t>(f) * kStates + state(0, 0, 0)] = 1.0;
    for (int j = f - 1; j >= 0; --j) {
      const int left = f - j;
      double* here = &suit.suffix_ways[static_cast<std::size_t>(j) * kStates];
      const double* after = &suit.suffix_ways[static_cast<std::size_t>(j + 1) * kStates];
      for (int r0 = 0; r0 <= left; ++r0)
        for (int r1 = 0; r0 + r1 <= left; ++r1)
          for (int r2 = 0; r0 + r1 + r2 <= left; ++r2) {
            const int r3 = left - r0 - r1 - r2;
            double w = 0;
            const std::uint8_t m = suit.allowed[static_cast<std::size_t>(j)];
            if ((m & 1) && r0) w += after[state(r0 - 1, r1, r2)];
            if ((m & 2) && r1) w += after[state(r0, r1 - 1, r2)];
            if ((m & 4) && r2) w += after[state(r0, r1, r2 - 1)];
            if ((m & 8) && r3) w += after[state(r0, r1, r2)];
            here[state(r0, r1, r2)] = w;
          }
    }
    // Splits whose lengths (with the cards already known) meet every range.
    for (int k0 = 0; k0 <= f; ++k0)
      for (int k1 = 0; k0 + k1 <= f; ++k1)
        for (int k2 = 0; k0 + k1 + k2 <= f; ++k2) {
          const std::array<int, 4> k{k0, k1, k2, f - k0 - k1 - k2};
          bool ok = true;
          for (int i = 0; i < 4 && ok; ++i) {
            const int length = constraints[i].must_hold.length(static_cast<Suit>(s)) + k[i];
            ok = constraints[i].length[s].contains(length) && k[i] <= need_[i];
          }
          const double ways = suit.suffix_ways[state(k0, k1, k2)];
          if (ok && ways > 0) suit.splits.push_back({k, ways});
        }
  }
  // Ways to reach each count of cards given per seat after each suit.
  layer_[0][state(0, 0, 0)] = 1.0;
  int dealt = 0;
  for (int s = 0; s < 4; ++s) {
    for (int g0 = 0; g0 <= need_[0]; ++g0)
      for (int g1 = 0; g1 <= need_[1]; ++g1)
        for (int g2 = 0; g2 <= need_[2]; ++g2) {
          const double w = layer_[s][state(g0, g1, g2)];
          if (w == 0) continue;
          const int g3 = dealt - g0 - g1 - g2;
          for (const Split& split : suits_[s].splits) {
            const auto& k = split.counts;
            if (g0 + k[0] > need_[0] || g1 + k[1] > need_[1] || g2 + k[2] > need_[2] || g3 + k[3] > need_[3]) continue;
            layer_[s + 1][state(g0 + k[0], g1 + k[1], g2 + k[2])] += w * split.ways;
          }
        }
    dealt += static_cast<int>(suits_[s].cards.size());
  }
  total_ = layer_[4][state(need_[0], need_[1], need_[2])];
}

Deal ConstrainedSampler::draw(Xoshiro256& rng) const {
  std::array<std::array<int, 4>, 4> counts{};  // [suit][seat]
  std::array<int, 4> g = need_;
  for (int s = 3; s >= 0; --s) {
    const double target = layer_[s + 1][state(g[0], g[1], g[2])];
    double pick = uniform(rng) * target;
    const Split* chosen = nullptr;
    for (const Split& split : suits_[s].splits) {
      const auto& k = split.counts;
      if (k[0] > g[0] || k[1] > g[1] || k[2] > g[2] || k[3] > g[3]) continue;
      const double w = layer_[s][state(g[0] - k[0], g[1] - k[1], g[2] - k[2])] * split.ways;
      if (w == 0) continue;
      chosen = &split;
      pick -= w;
      if (pick < 0) break;
    }
    counts[s] = chosen->counts;
    for (int i = 0; i < 4; ++i) g[i] -= counts[s][i];
  }
  Deal deal;
  for (int i = 0; i < 4; ++i) deal[static_cast<Seat>(i)] = constraints_[i].must_hold;
  for (int s = 0; s < 4; ++s) {
    const SuitCards& suit = suits_[s];
    std::array<int, 4> r = counts[s];
    const int f = static_cast<int>(suit.cards.size());
    for (int j = 0; j < f; ++j) {
      const double* after = &suit.suffix_ways[static_cast<std::size_t>(j + 1) * kStates];
      double w[4] = {0, 0, 0, 0};
      double sum = 0;
      for (int i = 0; i < 4; ++i) {
        if (!((suit.allowed[static_cast<std::size_t>(j)] >> i) & 1u) || r[i] == 0) continue;
        std::array<int, 4> rest = r;
        --rest[i];
        w[i] = after[state(rest[0], rest[1], rest[2])];
        sum += w[i];
      }
      double pick = uniform(rng) * sum;
      int seat = 0;
      for (int i = 0; i < 4; ++i) {
        if (w[i] == 0) continue;
        seat = i;
        pick -= w[i];
        if (pick < 0) break;
      }
      --r[seat];
      deal[static_cast<Seat>(seat)].add(suit.cards[static_cast<std::size_t>(j)]);
    }
  }
  return deal;
}

bool ConstrainedSampler::fits(const Deal& deal) const {
  for (int i = 0; i < 4; ++i)
    if (!constraints_[i].allows(deal[static_cast<Seat>(i)])) return false;
  return true;
}

bool ConstrainedSampler::passes_tests(const Deal& deal) const {
  for (int i = 0; i < 4; ++i)
    for (const HandTest& test : tests_[i])
      if (!test(deal[static_cast<Seat>(i)])) return false;
  return true;
}

// The pilot counts range fits only: the tests cost alike whichever way the
// deal was drawn.
void ConstrainedSampler::choose_method(Xoshiro256& rng) const {
  // Costs in units of one random deal; a counted draw costs about forty.
  constexpr int kRejectionPilot = 4096, kCountingPilot = 64;
  constexpr double kDrawCost = 40;
  const Shuffler shuffler(known_);
  int random_fits = 0;
  for (int k = 0; k < kRejectionPilot; ++k) random_fits += fits(shuffler.next(rng));
  int counted_fits = 0;
  for (int k = 0; k < kCountingPilot; ++k) counted_fits += fits(draw(rng));
  const double rejection_cost = random_fits ? double(kRejectionPilot) / random_fits : 1e300;
  const double counting_cost = kDrawCost * kCountingPilot / std::max(counted_fits, 1);
  method_ = rejection_cost < counting_cost ? Method::Rejection : Method::Counting;
}

std::optional<Deal> ConstrainedSampler::sample(Xoshiro256& rng, long max_attempts) const {
  if (!possible()) return std::nullopt;
  if (method_ == Method::Automatic) choose_method(rng);
  if (method_ == Method::Rejection) {
    const Shuffler shuffler(known_);
    // A random deal costs about a fortieth of a counted draw.
    for (long attempt = 0; attempt < max_attempts * 40; ++attempt) {
      ++draws_;
      const Deal deal = shuffler.next(rng);
      if (fits(deal) && passes_tests(deal)) return deal;
    }
    return std::nullopt;
  }
  for (long attempt = 0; attempt < max_attempts; ++attempt) {
    ++draws_;
    const Deal deal = draw(rng);
    if (fits(deal) && passes_tests(deal)) return deal;
  }
  return std::nullopt;
}

std::vector<Deal> ConstrainedSampler::sample_many(Xoshiro256& rng, int count, long max_attempts_each) const {
  std::vector<Deal> deals;
  deals.reserve(static_cast<std::size_t>(std::max(count, 0)));
  for (int n = 0; n < count; ++n) {
    auto deal = sample(rng, max_attempts_each);
    if (!deal) break;
    deals.push_back(*deal);
  }
  return deals;
}

}  // namespace tenace::dealer
