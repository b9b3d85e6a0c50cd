#include "server/rating_periods.h"

#include <algorithm>
#include <map>

namespace tenace::server {

namespace {

constexpr double kSecondsPerWeek = 7 * 24 * 3600;
const std::string kRobotPlayer = "robot";

}  // namespace

std::string rated_player(std::int64_t user_id) {
  return user_id == 0 ? kRobotPlayer : "user " + std::to_string(user_id);
}

RatingRecord current_rating(Storage& storage, std::int64_t user_id) {
  if (std::optional<RatingRecord> r = storage.rating(user_id)) return *r;
  RatingRecord newcomer;
  newcomer.user_id = user_id;
  return newcomer;
}

std::vector<RatingChange> rate_period(Storage& storage, const RatingPeriod& period,
                                      const std::vector<field::Comparison>& comparisons, std::int64_t now,
                                      const std::set<std::int64_t>& movers) {
  if (period.source != RatingSource::Tournament && storage.period_rated(period)) return {};
  std::map<std::string, std::int64_t> people;  // by rated name
  for (const field::Comparison& c : comparisons)
    for (const auto* side : {&c.us, &c.them})
      for (const std::string& name : *side)
        if (name != kRobotPlayer && !people.count(name)) people[name] = std::stoll(name.substr(name.find(' ') + 1));
  field::RatingBook book;
  book.set_fixed(kRobotPlayer, field::Rating{kRobotRating, kRobotDeviation});
  std::vector<RatingChange> changes;
  for (const auto& [name, user_id] : people) {
    const RatingRecord stored = current_rating(storage, user_id);
    const field::Rating r{stored.rating, stored.deviation};
    if (!movers.empty() && !movers.count(user_id)) {
      book.set_fixed(name, r);
      continue;
    }
    // Uncertainty grows with the time since the player's last rating (none
    // for a newcomer, who is as unsure as can be already).
    const double weeks = stored.at > 0 ? std::max(0.0, static_cast<double>(now - stored.at) / kSecondsPerWeek) : 0;
    book.set(name, field::aged(r, weeks));
    changes.push_back({stored, {}});
  }
  book.rate_period(comparisons, 0);
  std::vector<RatingRecord> after;
  for (RatingChange& c : changes) {
    const field::Rating r = book.of(rated_player(c.before.user_id));
    c.after = RatingRecord{c.before.user_id, r.rating, r.deviation, period, now};
    after.push_back(c.after);
  }
  if (!after.empty()) storage.record_ratings(after);
  return changes;
}

std::optional<RatingChange> stored_change(const std::vector<RatingRecord>& history, const RatingPeriod& period) {
  for (std::size_t i = 0; i < history.size(); ++i) {
    if (!(history[i].period == period)) continue;
    RatingChange change;
    change.after = history[i];
    if (i > 0) change.before = history[i - 1];
    change.before.user_id = history[i].user_id;
    return change;
  }
  return std::nullopt;
}

}  // namespace tenace::server

namespace tenace::server {

std::string_view rating_source_name(RatingSource source) {
  switch (source) {
    case RatingSource::Tournament:
      return "tournament";
    case RatingSource::EventRound:
      return "event";
    case RatingSource::Board:
      return "board";
  }
  return "tournament";
}

std::optional<RatingSource> parse_rating_source(std::string_view name) {
  for (RatingSource s : {RatingSource::Tournament, RatingSource::EventRound, RatingSource::Board})
    if (rating_source_name(s) == name) return s;
  return std::nullopt;
}

}  // namespace tenace::server
