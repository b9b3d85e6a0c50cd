// rating_bench: how well field::RatingBook ranks players of known strength.
// Every player is the simple robot's card play with a handicap: at each of
// its cards it plays a random legal card instead with probability p, p
// spread evenly from 0 (the best player) to --worst; the true order is by p.
// Every board is bid by the system robots (2/1) at all four seats, so every
// table of a board plays the same contract and only the card play differs;
// a passed-out board is played too (all tables tie).
//
//   rating_bench [--shape robot|club] [--players K] [--boards N]
//                [--period B] [--days D] [--seeds S] [--seed X]
//                [--worst P] [--reference-boards R]
//   --shape robot: a robot tournament. Each player sits South at a table
//     of their own with a robot partner and robot opponents (fixed ratings,
//     no handicap); all K results of a board go on one traveller.
//   --shape club: K players (a multiple of 4) in new random partnerships
//     each rating period, K/4 tables, every table playing every board.
//   Ratings move once per period of B boards, a period spanning D days
//   (robot: a daily tournament of 10 boards; club: a weekly meeting of 25
//   boards, by default). The figures are reported
//   after 100, 500 and 2,000 boards per player (those not above N), the
//   mean and range over S seeds (X, X+1, ...):
//   - Spearman's rho of the ratings against the true order;
//   - the same for the ratings fitted to all results so far at once
//     (field::fitted_ratings): what the results themselves can tell;
//   - the spread of rating error: the root mean square, over players, of
//     (rating - mean rating) - (reference - mean reference), where a
//     player's reference is the rating the fit gives them from a separate
//     run of R boards (seed X + 1,000,000): the rating their strength
//     deserves from its long-run score;
//   - the mean deviation (RD).
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "bots/bid_out.h"
#include "bots/game_view.h"
#include "bots/simple_card_play.h"
#include "bots/system_bidder.h"
#include "core/bridge_game.h"
#include "core/duplicate_score.h"
#include "core/random_deal.h"
#include "field/rating.h"
#include "field/rating_quality.h"
#include "field/traveller.h"

using namespace tenace;
using field::Comparison;

namespace {

struct Options {
  std::string shape = "robot";
  int players = 16;
  int boards = 2000;
  int period = 0;   // 0: the shape's default
  double days = 0;  // 0: the shape's default
  int seeds = 3;
  std::uint64_t seed = 1;
  double worst = 0.5;
  int reference_boards = 4000;
};

constexpr std::array kCheckpoints{100, 500, 2000};
const field::Rating kRobot{1500, 0};  // a robot's strength is known exactly

std::string player_name(int i) { return "p" + std::to_string(i); }

// One table of a board: who sits where and each seat's handicap.
struct Table {
  std::array<std::string, 4> names;  // by seat index
  std::array<double, 4> handicap{};
};

// The seating of one rating period: tables and each pair's players.
struct Seating {
  std::vector<Table> tables;
  std::map<std::string, std::vector<std::string>> pair_players;
};

std::string pair_name(const std::string& a, const std::string& b) { return a + "&" + b; }

Seating robot_tournament(const std::vector<double>& handicaps) {
  Seating s;
  for (std::size_t i = 0; i < handicaps.size(); ++i) {
    Table t;
    t.names = {"robot-north", "robot-east", player_name(static_cast<int>(i)), "robot-west"};
    t.handicap[index(Seat::South)] = handicaps[i];
    s.tables.push_back(t);
  }
  return s;
}

Seating club_meeting(const std::vector<double>& handicaps, std::mt19937_64& rng) {
  std::vector<int> order(handicaps.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
  std::shuffle(order.begin(), order.end(), rng);
  Seating s;
  const std::size_t tables = order.size() / 4;
  for (std::size_t i = 0; i < tables; ++i) {
    Table t;
    // North-South: pair i; East-West: pair tables + i.
    const std::array<int, 4> at{order[2 * i], order[2 * (tables + i)], order[2 * i + 1], order[2 * (tables + i) + 1]};
    for (Seat seat : kAllSeats) {
      t.names[index(seat)] = player_name(at[index(seat)]);
      t.handicap[index(seat)] = handicaps[static_cast<std::size_t>(at[index(seat)])];
    }
    s.tables.push_back(t);
  }
  return s;
}

std::string north_south(const Table& t) { return pair_name(t.names[index(Seat::North)], t.names[index(Seat::South)]); }
std::string east_west(const Table& t) { return pair_name(t.names[index(Seat::East)], t.names[index(Seat::West)]); }

void name_pairs(Seating& s) {
  for (const Table& t : s.tables) {
    s.pair_players[north_south(t)] = {t.names[index(Seat::North)], t.names[index(Seat::South)]};
    s.pair_players[east_west(t)] = {t.names[index(Seat::East)], t.names[index(Seat::West)]};
  }
}

Card handicapped_card(const SeatView& view, double handicap, const SimpleCardPlayer& player, std::mt19937_64& rng) {
  if (handicap > 0 && std::uniform_real_distribution<double>(0, 1)(rng) < handicap) {
    const Hand legal = view.legal_cards();
    auto it = legal.begin();
    for (int skip = std::uniform_int_distribution<int>(0, legal.size() - 1)(rng); skip > 0; --skip) ++it;
    return *it;
  }
  return player.choose(view);
}

// The table's North-South score for the bid board `game`.
int play_table(BridgeGame game, const Table& table, const SimpleCardPlayer& player, std::mt19937_64& rng) {
  if (game.is_passed_out()) return 0;
  while (game.phase() == GamePhase::Play) {
    const Seat actor = *game.player_to_act();
    const Card card = handicapped_card(view_of(game, actor), table.handicap[index(actor)], player, rng);
    if (!game.play_card(actor, card).ok()) {
      std::fprintf(stderr, "illegal card %s\n", card.to_string().c_str());
      std::exit(1);
    }
  }
  return duplicate_score_ns(game.contract(), *game.declarer_tricks(), game.vulnerability());
}

// Comparisons with the same partnerships summed into one (exact for the
// all-at-once fit, whose likelihood is linear in weights and scores).
class ComparisonTally {
 public:
  void add(const Comparison& c) {
    auto& [weight, won] = sums_[{c.us, c.them}];
    weight += c.weight;
    won += c.weight * c.score;
  }
  std::vector<Comparison> comparisons() const {
    std::vector<Comparison> out;
    for (const auto& [sides, sums] : sums_)
      out.push_back({sides.first, sides.second, sums.second / sums.first, sums.first});
    return out;
  }

 private:
  std::map<std::pair<std::vector<std::string>, std::vector<std::string>>, std::pair<double, double>> sums_;
};

struct Snapshot {
  int boards = 0;
  std::vector<double> ratings, fitted, deviations;
};

struct Simulation {
  const Options& options;
  const SystemBidder& bidder;
  std::vector<double> handicaps;

  // Plays `boards` boards from `seed`; a snapshot of every player's rating
  // at each of `checkpoints`, and all comparisons in `tally`.
  std::vector<Snapshot> run(std::uint64_t seed, int boards, const std::vector<int>& checkpoints,
                            ComparisonTally& tally) const {
    DealGenerator deals(seed);
    std::mt19937_64 rng(seed * 0x9E3779B97F4A7C15ULL + 1);
    const SimpleCardPlayer player;
    field::RatingBook book;
    std::map<std::string, double> fixed;
    for (const char* robot : {"robot-north", "robot-east", "robot-west"}) {
      book.set_fixed(robot, kRobot);
      fixed[robot] = kRobot.rating;
    }
    std::vector<Snapshot> snapshots;
    for (int done = 0; done < boards;) {
      Seating seating = options.shape == "club" ? club_meeting(handicaps, rng) : robot_tournament(handicaps);
      name_pairs(seating);
      auto players = [&](const std::string& pair) { return seating.pair_players.at(pair); };
      std::vector<Comparison> period;
      for (int b = 0; b < options.period && done < boards; ++b) {
        const int number = ++done;
        const Deal deal = deals.next();
        const BridgeGame game = bid_board(deal, number, bidder);
        std::vector<field::BoardResult> results;
        for (const Table& t : seating.tables) {
          field::BoardResult r;
          r.north_south = north_south(t);
          r.east_west = east_west(t);
          r.contract = game.contract();
          r.ns_score = play_table(game, t, player, rng);
          results.push_back(r);
        }
        const int tables = static_cast<int>(results.size());
        for (Comparison& c : field::board_comparisons(field::score_board(number, results, tables), players)) {
          tally.add(c);
          period.push_back(std::move(c));
        }
      }
      book.rate_period(period, options.days / 7);
      if (std::find(checkpoints.begin(), checkpoints.end(), done) != checkpoints.end()) {
        Snapshot s;
        s.boards = done;
        const auto fit = field::fitted_ratings(tally.comparisons(), fixed);
        for (std::size_t i = 0; i < handicaps.size(); ++i) {
          const std::string name = player_name(static_cast<int>(i));
          s.ratings.push_back(book.of(name).rating);
          s.deviations.push_back(book.of(name).deviation);
          s.fitted.push_back(fit.at(name));
        }
        snapshots.push_back(s);
      }
    }
    return snapshots;
  }
};

double mean(const std::vector<double>& v) {
  double sum = 0;
  for (double x : v) sum += x;
  return v.empty() ? 0 : sum / static_cast<double>(v.size());
}

// Root mean square of the centred ratings' distance from the centred
// references (the scale's level is not identified when every player has
// the same robot partner, so only differences count).
double error_spread(const std::vector<double>& ratings, const std::vector<double>& reference) {
  const double m = mean(ratings), mr = mean(reference);
  double sum = 0;
  for (std::size_t i = 0; i < ratings.size(); ++i) {
    const double e = (ratings[i] - m) - (reference[i] - mr);
    sum += e * e;
  }
  return std::sqrt(sum / static_cast<double>(ratings.size()));
}

struct Summary {
  std::vector<double> values;
  void add(double v) { values.push_back(v); }
  double low() const { return *std::min_element(values.begin(), values.end()); }
  double high() const { return *std::max_element(values.begin(), values.end()); }
};

Options parse(int argc, char** argv) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    auto value = [&]() -> const char* {
      if (i + 1 >= argc) {
        std::fprintf(stderr, "rating_bench: %s needs a value\n", argv[i]);
        std::exit(2);
      }
      return argv[++i];
    };
    if (!std::strcmp(argv[i], "--shape"))
      o.shape = value();
    else if (!std::strcmp(argv[i], "--players"))
      o.players = std::atoi(value());
    else if (!std::strcmp(argv[i], "--boards"))
      o.boards = std::atoi(value());
    else if (!std::strcmp(argv[i], "--period"))
      o.period = std::atoi(value());
    else if (!std::strcmp(argv[i], "--days"))
      o.days = std::atof(value());
    else if (!std::strcmp(argv[i], "--seeds"))
      o.seeds = std::atoi(value());
    else if (!std::strcmp(argv[i], "--seed"))
      o.seed = std::strtoull(value(), nullptr, 10);
    else if (!std::strcmp(argv[i], "--worst"))
      o.worst = std::atof(value());
    else if (!std::strcmp(argv[i], "--reference-boards"))
      o.reference_boards = std::atoi(value());
    else {
      std::fprintf(stderr, "rating_bench: unknown option %s\n", argv[i]);
      std::exit(2);
    }
  }
  const bool club = o.shape == "club";
  if (o.period == 0) o.period = club ? 25 : 10;
  if (o.days == 0) o.days = club ? 7 : 1;
  const bool club_ok = o.shape != "club" || o.players % 4 == 0;
  if ((o.shape != "robot" && o.shape != "club") || !club_ok || o.players < 2 || o.boards < 1 || o.period < 1 ||
      o.days < 0 || o.seeds < 1 || o.reference_boards < 1) {
    std::fprintf(stderr,
                 "usage: rating_bench [--shape robot|club] [--players K (club: a multiple of 4)] [--boards N] "
                 "[--period B] [--days D] [--seeds S] [--seed X] [--worst P] [--reference-boards R]\n");
    std::exit(2);
  }
  return o;
}

}  // namespace

int main(int argc, char** argv) {
  const Options o = parse(argc, argv);
  std::printf(
      "rating_bench --shape %s --players %d --boards %d --period %d --days %g --seeds %d --seed %llu --worst %.2f "
      "--reference-boards %d\n",
      o.shape.c_str(), o.players, o.boards, o.period, o.days, o.seeds, static_cast<unsigned long long>(o.seed), o.worst,
      o.reference_boards);
  const SystemBidder bidder(load_system("2over1"));
  Simulation sim{o, bidder, {}};
  for (int i = 0; i < o.players; ++i) sim.handicaps.push_back(o.worst * i / std::max(1, o.players - 1));
  // The true order: the best player (smallest handicap) has the highest value.
  std::vector<double> truth;
  for (double p : sim.handicaps) truth.push_back(-p);

  ComparisonTally reference_tally;
  const std::vector<Snapshot> reference_run =
      sim.run(o.seed + 1000000, o.reference_boards, {o.reference_boards}, reference_tally);
  const std::vector<double>& reference = reference_run.back().fitted;
  std::printf("reference (fit to %d boards), by handicap:", o.reference_boards);
  const double reference_mean = mean(reference);
  for (std::size_t i = 0; i < reference.size(); ++i)
    std::printf(" %.2f:%+.0f", sim.handicaps[i], reference[i] - reference_mean);
  std::printf("\nreference rho against the true order: %.3f\n", field::spearman_rho(reference, truth));

  std::vector<int> checkpoints;
  for (int c : kCheckpoints)
    if (c <= o.boards) checkpoints.push_back(c);
  if (checkpoints.empty() || checkpoints.back() != o.boards) checkpoints.push_back(o.boards);
  std::vector<Summary> rho(checkpoints.size()), fit_rho(checkpoints.size()), error(checkpoints.size()),
      deviation(checkpoints.size());
  for (int s = 0; s < o.seeds; ++s) {
    ComparisonTally tally;
    const std::vector<Snapshot> snaps = sim.run(o.seed + static_cast<std::uint64_t>(s), o.boards, checkpoints, tally);
    for (std::size_t c = 0; c < snaps.size(); ++c) {
      rho[c].add(field::spearman_rho(snaps[c].ratings, truth));
      fit_rho[c].add(field::spearman_rho(snaps[c].fitted, truth));
      error[c].add(error_spread(snaps[c].ratings, reference));
      deviation[c].add(mean(snaps[c].deviations));
    }
    std::fprintf(stderr, "seed %d of %d done\n", s + 1, o.seeds);
  }
  std::printf("boards  rho (mean, range)      fit rho (mean, range)  error spread (mean, range)  mean RD\n");
  for (std::size_t c = 0; c < checkpoints.size(); ++c)
    std::printf("%6d  %.3f (%.3f .. %.3f)  %.3f (%.3f .. %.3f)  %5.0f (%3.0f .. %3.0f)          %4.0f\n",
                checkpoints[c], mean(rho[c].values), rho[c].low(), rho[c].high(), mean(fit_rho[c].values),
                fit_rho[c].low(), fit_rho[c].high(), mean(error[c].values), error[c].low(), error[c].high(),
                mean(deviation[c].values));
  return 0;
}
