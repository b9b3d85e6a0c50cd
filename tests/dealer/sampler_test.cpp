// The sampler deals only hands that meet the constraints, and deals them with
// the same distribution as plain rejection sampling (checked by chi-square on
// small cases where rejection is quick).
#include "dealer/sampler.h"

#include <gtest/gtest.h>

#include <cmath>
#include <map>

namespace tenace::dealer {
namespace {

Card card(const char* text) { return *Card::parse(text); }

// Two-sample chi-square statistic of two histograms, and its degrees of freedom.
std::pair<double, int> chi_square(const std::map<int, long>& a, const std::map<int, long>& b) {
  long na = 0, nb = 0;
  std::map<int, std::pair<long, long>> bins;
  for (auto [k, v] : a) bins[k].first += v, na += v;
  for (auto [k, v] : b) bins[k].second += v, nb += v;
  double chi = 0;
  int df = -1;
  for (auto [k, v] : bins) {
    const double x = std::sqrt(double(nb) / na) * v.first - std::sqrt(double(na) / nb) * v.second;
    chi += x * x / double(v.first + v.second);
    ++df;
  }
  return {chi, df};
}
// Fails far beyond chance: about 6 standard deviations of a chi-square.
bool same_distribution(const std::map<int, long>& a, const std::map<int, long>& b) {
  auto [chi, df] = chi_square(a, b);
  return df <= 0 || chi < df + 6 * std::sqrt(2.0 * df);
}

DealConstraints one_notrump_opening() {
  DealConstraints c;
  HandConstraints& north = c[index(Seat::North)];
  north.hcp = {15, 17};
  for (auto& r : north.length) r = {2, 5};
  c[index(Seat::South)].must_hold.add(card("SA"));
  c[index(Seat::East)].cannot_hold.add(card("HK"));
  c[index(Seat::West)].length_of(Suit::Hearts) = {0, 3};
  return c;
}

TEST(Sampler, EverySampleMeetsTheConstraints) {
  const DealConstraints c = one_notrump_opening();
  ConstrainedSampler sampler(c, ConstrainedSampler::Method::Counting);
  ASSERT_TRUE(sampler.possible());
  Xoshiro256 rng(7);
  const auto deals = sampler.sample_many(rng, 2000);
  ASSERT_EQ(deals.size(), 2000u);
  for (const Deal& d : deals) {
    EXPECT_TRUE(d.is_complete_bridge_deal());
    for (Seat s : kAllSeats) EXPECT_TRUE(c[index(s)].allows(d[s])) << d.to_pbn();
  }
}

TEST(Sampler, MatchesRejectionSampling) {
  const DealConstraints c = one_notrump_opening();
  ConstrainedSampler sampler(c, ConstrainedSampler::Method::Counting);
  Xoshiro256 rng(11);
  DealGenerator generator(12);
  const int n = 20000;
  std::map<int, long> hcp_a, hcp_b, spades_a, spades_b, hk_a, hk_b, west_hearts_a, west_hearts_b;
  for (int k = 0; k < n; ++k) {
    const Deal d = *sampler.sample(rng);
    ++hcp_a[d[Seat::North].high_card_points()];
    ++spades_a[d[Seat::North].length(Suit::Spades)];
    ++hk_a[static_cast<int>(d.holder_of(card("HK")))];
    ++west_hearts_a[d[Seat::West].length(Suit::Hearts)];
  }
  for (int k = 0; k < n;) {
    const Deal d = generator.next();
    bool ok = true;
    for (Seat s : kAllSeats) ok = ok && c[index(s)].allows(d[s]);
    if (!ok) continue;
    ++k;
    ++hcp_b[d[Seat::North].high_card_points()];
    ++spades_b[d[Seat::North].length(Suit::Spades)];
    ++hk_b[static_cast<int>(d.holder_of(card("HK")))];
    ++west_hearts_b[d[Seat::West].length(Suit::Hearts)];
  }
  EXPECT_TRUE(same_distribution(hcp_a, hcp_b));
  EXPECT_TRUE(same_distribution(spades_a, spades_b));
  EXPECT_TRUE(same_distribution(hk_a, hk_b));
  EXPECT_TRUE(same_distribution(west_hearts_a, west_hearts_b));
  EXPECT_EQ(hk_a.count(index(Seat::East)), 0u);
}

TEST(Sampler, TheChiSquareCheckCanFail) {
  // A biased histogram must be told apart, or the test above proves nothing.
  std::map<int, long> a{{0, 5000}, {1, 5000}}, b{{0, 5300}, {1, 4700}};
  EXPECT_FALSE(same_distribution(a, b));
}

TEST(Sampler, ImpossibleConstraintsAreReported) {
  DealConstraints c;
  c[0].length_of(Suit::Spades) = {7, 13};
  c[2].length_of(Suit::Spades) = {7, 13};
  EXPECT_FALSE(ConstrainedSampler(c).possible());
  DealConstraints d;
  d[0].must_hold.add(card("SA"));
  d[1].must_hold.add(card("SA"));
  Xoshiro256 rng(1);
  EXPECT_FALSE(ConstrainedSampler(d).sample(rng).has_value());
}

TEST(Sampler, AuctionConstraintsFromEastsView) {
  // 1NT (West) - 2C (East) - 2H - 3NT, seen by East: East's hand is known,
  // West is 15-17 balanced with four or five hearts, North and South passed.
  DealConstraints c;
  c[index(Seat::East)].must_hold = parse_pbn_hand("K976.83.QJ5.A842").value();
  HandConstraints& west = c[index(Seat::West)];
  west.hcp = {15, 17};
  for (auto& r : west.length) r = {2, 5};
  west.length_of(Suit::Hearts) = {4, 5};
  c[index(Seat::North)].hcp = {0, 11};
  c[index(Seat::South)].hcp = {0, 11};
  ConstrainedSampler sampler(c, ConstrainedSampler::Method::Counting);
  Xoshiro256 rng(3);
  const auto deals = sampler.sample_many(rng, 1000);
  ASSERT_EQ(deals.size(), 1000u);
  for (const Deal& d : deals) {
    EXPECT_EQ(d[Seat::East], c[index(Seat::East)].must_hold);
    for (Seat s : kAllSeats) EXPECT_TRUE(c[index(s)].allows(d[s]));
  }
  // Only the HCP ranges are left to rejection: most draws are kept.
  EXPECT_LT(sampler.draws(), 20 * 1000);
}

TEST(Sampler, AutomaticPicksRejectionWhenLooseAndCountingWhenTight) {
  Xoshiro256 rng(5);
  DealConstraints loose;
  loose[0].hcp = {10, 37};
  ConstrainedSampler a(loose);
  ASSERT_TRUE(a.sample(rng));
  EXPECT_EQ(a.method(), ConstrainedSampler::Method::Rejection);
  DealConstraints tight;
  tight[0].length_of(Suit::Spades) = {8, 8};
  tight[2].length_of(Suit::Hearts) = {7, 7};
  ConstrainedSampler b(tight);
  const auto deal = b.sample(rng);
  ASSERT_TRUE(deal);
  EXPECT_EQ(b.method(), ConstrainedSampler::Method::Counting);
  EXPECT_EQ((*deal)[Seat::North].length(Suit::Spades), 8);
  EXPECT_EQ((*deal)[Seat::South].length(Suit::Hearts), 7);
}

}  // namespace
TEST(Sampler, EveryHandPassesItsSeatsTestsWhateverTheMethod) {
  // North: 15-17 HCP and, by test only, the spade ace; South: no heart honour.
  DealTests tests;
  tests[index(Seat::North)].push_back([](Hand h) { return h.contains(card("SA")); });
  tests[index(Seat::South)].push_back([](Hand h) {
    for (const char* c : {"HA", "HK", "HQ", "HJ"})
      if (h.contains(card(c))) return false;
    return true;
  });
  for (auto method : {ConstrainedSampler::Method::Counting, ConstrainedSampler::Method::Rejection}) {
    const ConstrainedSampler sampler(one_notrump_opening(), tests, method);
    Xoshiro256 rng(11);
    for (const Deal& d : sampler.sample_many(rng, 200)) {
      EXPECT_TRUE(d[Seat::North].contains(card("SA")));
      EXPECT_TRUE(one_notrump_opening()[index(Seat::North)].allows(d[Seat::North]));
      for (const char* c : {"HA", "HK", "HQ", "HJ"}) EXPECT_FALSE(d[Seat::South].contains(card(c)));
    }
  }
}

TEST(Sampler, ATestNoHandPassesEndsTheAttempts) {
  DealTests tests;
  tests[index(Seat::East)].push_back([](Hand) { return false; });
  const ConstrainedSampler sampler(DealConstraints{}, tests);
  Xoshiro256 rng(5);
  EXPECT_TRUE(sampler.possible());
  EXPECT_FALSE(sampler.sample(rng, 50).has_value());
}

}  // namespace tenace::dealer
