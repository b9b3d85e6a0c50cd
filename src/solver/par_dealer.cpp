#include "solver/par_dealer.h"

#include <algorithm>
#include <array>

namespace tenace {

namespace {

// Contracts are numbered in bidding order: 1 = 1C ... 35 = 7NT. Numbers of
// contracts below 1C (a side taking fewer than 7 tricks) go to zero and below,
// and the arithmetic on them is part of the method, so they stay plain ints.
constexpr int kSevenNoTrump = 35;
constexpr int kNoSacrifice = 9999;

constexpr int contract_number(int tricks, Strain strain) { return 5 * (tricks - 7) + static_cast<int>(strain) + 1; }
constexpr int level_of(int number) { return (number - 1) / 5 + 1; }
constexpr int tricks_of(int number) { return level_of(number) + 6; }

int side_tricks(const DDTable& table, Side side, Strain strain) {
  const Seat a = first_seat(side);
  return std::max(table.at(strain, a), table.at(strain, partner(a)));
}

// The best a side can make in one strain, bid at exactly that level.
struct Option {
  Strain strain = Strain::Clubs;
  int tricks = 0;
  int number = 0;  // <= 0 when the side cannot make even the 1-level
  int score = 0;   // 0 when it cannot make anything in the strain
};

struct Candidate {
  Option option;
  std::array<int, 5> sacrifice_down{};  // per sacrificing strain, kNoSacrifice if none
  int cheapest_down = kNoSacrifice;
  enum class Kind { Stands, Sacrificed, Ignored } kind = Kind::Ignored;
};

// Walks the seats from the dealer for a same-strain sacrifice against
// `tricks`: a defender speaking before any declarer who makes it may bid the
// same level; after one, it must go a level higher.
template <class Visit>
void walk_same_strain(const DDTable& table, Side primacy, Seat dealer, Strain strain, int tricks, Visit visit) {
  int extra_level = 0;
  for (int step = 0; step < 4; ++step) {
    const Seat seat = next(dealer, step);
    const int taken = table.at(strain, seat);
    if (side_of(seat) == primacy) {
      if (taken == tricks) extra_level = 1;
    } else {
      visit(seat, tricks - taken + extra_level, extra_level);
    }
  }
}

void find_sacrifices(const DDTable& table, Side primacy, Seat dealer, const std::array<Option, 5>& theirs,
                     Candidate& candidate) {
  for (Strain strain : kAllStrains) {
    const Option& sacrifice = theirs[static_cast<int>(strain)];
    int down = kNoSacrifice;
    if (strain == candidate.option.strain) {
      walk_same_strain(table, primacy, dealer, strain, candidate.option.tricks,
                       [&](Seat, int seat_down, int) { down = std::min(down, seat_down); });
    } else {
      // C++ division truncates towards zero, as the method expects.
      down = (candidate.option.number - sacrifice.number + 4) / 5;
    }
    if (sacrifice.number + 5 * down > kSevenNoTrump) down = kNoSacrifice;
    candidate.sacrifice_down[static_cast<int>(strain)] = down;
    candidate.cheapest_down = std::min(candidate.cheapest_down, down);
  }
}

// The most undertricks a doubled sacrifice may cost and still beat the score
// of the primacy side's contract.
int worthwhile_down(const Option& option, bool primacy_vulnerable, bool sacrificer_vulnerable) {
  const int score = made_score(option.strain, option.tricks, primacy_vulnerable);
  int down = 0;
  while (down < 13 && doubled_penalty(down + 1, sacrificer_vulnerable) < score) ++down;
  return down;
}

// Lowers a standing contract as far as the opponents' sacrifices and the
// bonus allow: with `margin` spare undertricks beyond the worthwhile ones
// (negative), declarer may bid margin + 1 levels lower, but never below the
// lowest level with the same bonus.
ParContract lowered(const DDTable& table, Side side, const Option& option, int margin) {
  const int level = level_of(option.number);
  int bid = level;
  if (margin < -1) bid = std::max(level + margin + 1, lowest_level_with_same_bonus(level, option.strain));
  return make_par_contract(table, side, bid, option.strain, false, level - bid);
}

void add_sacrifices(const DDTable& table, Side primacy, Seat dealer, const Candidate& candidate,
                    const std::array<Option, 5>& theirs, int best_down, std::vector<ParContract>& out) {
  const Side sacrificer = other(primacy);
  for (Strain strain : kAllStrains) {
    if (candidate.sacrifice_down[static_cast<int>(strain)] != best_down) continue;
    if (strain != candidate.option.strain) {
      const int number = theirs[static_cast<int>(strain)].number + 5 * best_down;
      out.push_back(make_par_contract(table, sacrificer, level_of(number), strain, true, -best_down));
      continue;
    }
    struct Hit {
      Seat seat;
      int number;
    };
    std::vector<Hit> hits;
    walk_same_strain(table, primacy, dealer, strain, candidate.option.tricks,
                     [&](Seat seat, int seat_down, int extra_level) {
                       if (seat_down == best_down) hits.push_back({seat, candidate.option.number + 5 * extra_level});
                     });
    if (hits.size() == 2 && hits[0].number == hits[1].number) {
      out.push_back(make_par_contract(table, sacrificer, level_of(hits[0].number), strain, true, -best_down));
      out.back().same_strain_sacrifice = true;
      continue;
    }
    // One defender, or the one who can sacrifice at the lower level.
    const Hit& hit = hits.size() == 2 && hits[1].number < hits[0].number ? hits[1] : hits[0];
    ParContract par = make_par_contract(table, sacrificer, level_of(hit.number), strain, true, -best_down);
    par.contract.declarer = hit.seat;
    par.either_partner = false;
    par.same_strain_sacrifice = true;
    out.push_back(par);
  }
}

}  // namespace

ParResult dealer_par(const DDTable& table, Seat dealer, Vulnerability vulnerability) {
  std::array<std::array<Option, 5>, 2> options;
  std::array<int, 2> highest{};  // highest contract number each side makes
  std::array<int, 2> dearest{};  // cheapest contract number with the side's best score
  for (Side side : {Side::NorthSouth, Side::EastWest}) {
    int best_score = 0;
    for (Strain strain : kAllStrains) {
      Option& option = options[index(side)][static_cast<int>(strain)];
      option.strain = strain;
      option.tricks = side_tricks(table, side, strain);
      option.number = contract_number(option.tricks, strain);
      if (option.tricks < 7) continue;
      option.score = made_score(strain, option.tricks, is_vulnerable(vulnerability, side));
      if (option.score > best_score || (option.score == best_score && option.number < dearest[index(side)])) {
        best_score = option.score;
        dearest[index(side)] = option.number;
      }
      highest[index(side)] = std::max(highest[index(side)], option.number);
    }
  }

  ParResult result;
  Side primacy = Side::NorthSouth;
  if (highest[0] == 0 && highest[1] == 0) return result;  // passed out
  if (highest[0] != highest[1]) {
    primacy = highest[0] > highest[1] ? Side::NorthSouth : Side::EastWest;
  } else {
    const Option& top = options[0][(highest[0] - 1) % 5];
    for (int step = 0; step < 4; ++step) {
      const Seat seat = next(dealer, step);
      if (table.at(top.strain, seat) == top.tricks) {
        primacy = side_of(seat);
        break;
      }
    }
  }
  const Side sacrificer = other(primacy);
  const bool primacy_vulnerable = is_vulnerable(vulnerability, primacy);
  const bool sacrificer_vulnerable = is_vulnerable(vulnerability, sacrificer);
  const auto& theirs = options[index(sacrificer)];

  std::vector<Candidate> candidates;
  for (const Option& option : options[index(primacy)])
    if (option.number >= dearest[index(primacy)]) candidates.push_back({option});
  std::sort(candidates.begin(), candidates.end(),
            [](const Candidate& a, const Candidate& b) { return a.option.number > b.option.number; });

  int best_plus = 0;
  int best_down = 0;
  bool sacrifice_found = false;
  std::vector<int> margins(candidates.size(), 0);
  for (std::size_t n = 0; n < candidates.size(); ++n) {
    Candidate& candidate = candidates[n];
    find_sacrifices(table, primacy, dealer, theirs, candidate);
    const int target = worthwhile_down(candidate.option, primacy_vulnerable, sacrificer_vulnerable);
    if (candidate.cheapest_down <= target) {
      best_down = std::max(best_down, candidate.cheapest_down);
      // Bidding lower never makes the opponents' sacrifice dearer, so only
      // the first sacrificed candidate counts.
      candidate.kind = sacrifice_found ? Candidate::Kind::Ignored : Candidate::Kind::Sacrificed;
      sacrifice_found = true;
    } else {
      best_plus = std::max(best_plus, candidate.option.score);
      candidate.kind = Candidate::Kind::Stands;
      margins[n] = target - candidate.cheapest_down;
    }
  }

  const int penalty = doubled_penalty(best_down, sacrificer_vulnerable);
  if (!sacrifice_found || best_plus > penalty) {
    result.score_ns = primacy == Side::NorthSouth ? best_plus : -best_plus;
    for (std::size_t n = 0; n < candidates.size(); ++n) {
      if (candidates[n].kind != Candidate::Kind::Stands || candidates[n].option.score != best_plus) continue;
      result.contracts.push_back(lowered(table, primacy, candidates[n].option, margins[n]));
    }
  } else {
    result.score_ns = primacy == Side::NorthSouth ? penalty : -penalty;
    for (const Candidate& candidate : candidates) {
      if (candidate.kind != Candidate::Kind::Sacrificed || candidate.cheapest_down != best_down) continue;
      add_sacrifices(table, primacy, dealer, candidate, theirs, best_down, result.contracts);
    }
  }
  return result;
}

}  // namespace tenace
