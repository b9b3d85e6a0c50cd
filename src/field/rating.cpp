#include "field/rating.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace tenace::field {

namespace {

constexpr double kQ = std::numbers::ln10 / 400;
constexpr double kNewcomerDeviation = 350;
constexpr double kMinimumDeviation = 30;
// How much less sure a rating grows per week, played or not: a player's
// strength may change with time. An established player (deviation 50)
// away for about two years is back to a newcomer's uncertainty.
constexpr double kDriftPerWeek = 35;

double g(double deviation) {
  return 1 / std::sqrt(1 + 3 * kQ * kQ * deviation * deviation / (std::numbers::pi * std::numbers::pi));
}

double expected(double rating, double other, double other_deviation) {
  return 1 / (1 + std::pow(10, -g(other_deviation) * (rating - other) / 400));
}

}  // namespace

Rating aged(Rating rating, double weeks) {
  const double drift_variance = kDriftPerWeek * kDriftPerWeek * weeks;
  rating.deviation = std::min(kNewcomerDeviation, std::sqrt(rating.deviation * rating.deviation + drift_variance));
  return rating;
}

void RatingBook::set_fixed(const std::string& player, Rating rating) { fixed_[player] = rating; }

void RatingBook::set(const std::string& player, Rating rating) { ratings_[player] = rating; }

Rating RatingBook::of(const std::string& player) const {
  if (auto f = fixed_.find(player); f != fixed_.end()) return f->second;
  if (auto r = ratings_.find(player); r != ratings_.end()) return r->second;
  return Rating{};
}

void RatingBook::rate_period(const std::vector<Comparison>& comparisons, double weeks) {
  auto side = [&](const std::vector<std::string>& players) {
    Rating pair{0, 0};
    for (const std::string& p : players) {
      const Rating r = of(p);
      pair.rating += r.rating / static_cast<double>(players.size());
      pair.deviation += r.deviation * r.deviation;
    }
    pair.deviation = std::sqrt(pair.deviation) / static_cast<double>(players.size());
    return pair;
  };
  struct Sums {
    double information = 0;  // sum of w g^2 E (1 - E)
    double surprise = 0;     // sum of w g (s - E)
  };
  std::map<std::string, Sums> sums;
  for (const Comparison& c : comparisons) {
    const Rating us = side(c.us), them = side(c.them);
    const double e_us = expected(us.rating, them.rating, them.deviation);
    const double e_them = expected(them.rating, us.rating, us.deviation);
    for (const std::string& p : c.us) {
      sums[p].information += c.weight * std::pow(g(them.deviation), 2) * e_us * (1 - e_us);
      sums[p].surprise += c.weight * g(them.deviation) * (c.score - e_us);
    }
    for (const std::string& p : c.them) {
      sums[p].information += c.weight * std::pow(g(us.deviation), 2) * e_them * (1 - e_them);
      sums[p].surprise += c.weight * g(us.deviation) * ((1 - c.score) - e_them);
    }
  }
  // Everyone known grows less sure with the time the period spans; then the
  // period's players move (Glicko's step, at the ratings it started with).
  for (auto& [name, r] : ratings_) r = aged(r, weeks);
  std::map<std::string, Rating> updated = ratings_;
  for (const auto& [name, s] : sums) {
    if (fixed_.count(name)) continue;
    const Rating before = ratings_.count(name) ? ratings_.at(name) : Rating{};
    const double precision = 1 / (before.deviation * before.deviation) + kQ * kQ * s.information;
    Rating after;
    after.rating = before.rating + kQ / precision * s.surprise;
    after.deviation = std::max(kMinimumDeviation, std::sqrt(1 / precision));
    updated[name] = after;
  }
  ratings_ = std::move(updated);
}

std::vector<Comparison> board_comparisons(const Traveller& t, const PlayersOf& players) {
  std::set<std::int64_t> tables;
  for (const ScoredResult& r : t.rows) tables.insert(r.result.table_id);
  return new_result_comparisons(t, players, tables, t.rows.size());
}

std::vector<Comparison> new_result_comparisons(const Traveller& t, const PlayersOf& players,
                                               const std::set<std::int64_t>& new_tables, std::size_t results) {
  std::vector<Comparison> out;
  const std::size_t n = std::max(results, t.rows.size());
  if (n < 2) return out;
  const double weight = 1.0 / static_cast<double>(n - 1);
  auto is_new = [&](std::size_t i) { return new_tables.count(t.rows[i].result.table_id) > 0; };
  for (std::size_t i = 0; i < t.rows.size(); ++i)
    for (std::size_t j = i + 1; j < t.rows.size(); ++j) {
      if (!is_new(i) && !is_new(j)) continue;  // compared when the later of them came in
      const BoardResult& a = t.rows[i].result;
      const BoardResult& b = t.rows[j].result;
      const double ns = a.ns_score > b.ns_score ? 1 : a.ns_score == b.ns_score ? 0.5 : 0;
      // North-South a against North-South b; East-West the other way round.
      out.push_back({players(a.north_south), players(b.north_south), ns, weight});
      out.push_back({players(a.east_west), players(b.east_west), 1 - ns, weight});
    }
  return out;
}

}  // namespace tenace::field
