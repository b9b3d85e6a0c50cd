#include "solver/par_sides.h"

#include <algorithm>
#include <array>
#include <cstdlib>

namespace tenace {

namespace {

// The search ranks strains from the highest: NT, S, H, D, C. A lower rank
// index outranks a higher one at the same level.
constexpr std::array<Strain, 5> kByRank = {Strain::NoTrump, Strain::Spades, Strain::Hearts, Strain::Diamonds,
                                           Strain::Clubs};
constexpr int kNoStrain = -1;

int rank_index(Strain strain) {
  return static_cast<int>(std::find(kByRank.begin(), kByRank.end(), strain) - kByRank.begin());
}

int side_tricks(const DDTable& table, Side side, Strain strain) {
  const Seat a = first_seat(side);
  return std::max(table.at(strain, a), table.at(strain, partner(a)));
}

// The standing contract of the bidding search, scored for the side that
// spoke first (positive when that side gains).
struct Standing {
  int rank = kNoStrain;
  int tricks = 6;  // a contract needing 6 tricks: anything outbids it
  int score = 0;
  int undertricks = 0;

  bool outbid_by(int tricks_taken, int strain_rank) const {
    return tricks_taken > tricks || (tricks_taken == tricks && strain_rank < rank);
  }
};

struct ParStrain {
  int rank;
  int tricks;  // the tricks the par contract needs (its highest level + 6)
};

struct ViewSearch {
  int score = 0;  // for the side that spoke first
  int undertricks = 0;
  std::vector<ParStrain> strains;
};

// One side's move: the best improvement over `standing` among the strains
// still searched. Strains are tried in order of a preliminary score (the
// order affects which contract wins a tie, so it follows the method exactly:
// an equal-trick strain that does not outbid ranks as +100).
bool improve(const DDTable& table, Side bidder, bool bidder_spoke_first, bool vulnerable,
             const std::array<bool, 5>& excluded, Standing& standing) {
  const Standing before = standing;
  struct Offer {
    int rank;
    int tricks;
    int key;
  };
  std::vector<Offer> offers;
  for (int r = 0; r < 5; ++r) {
    if (excluded[r]) continue;
    const int tricks = side_tricks(table, bidder, kByRank[r]);
    int key;
    if (standing.outbid_by(tricks, r)) key = made_score(kByRank[r], tricks, vulnerable);
    else if (before.tricks == tricks) key = 100;
    else key = -doubled_penalty(before.tricks - tricks, vulnerable);
    offers.push_back({r, tricks, key});
  }
  std::stable_sort(offers.begin(), offers.end(), [](const Offer& a, const Offer& b) { return a.key > b.key; });

  bool improved = false;
  for (const Offer& offer : offers) {
    int score;
    int undertricks = 0;
    bool makes = standing.outbid_by(offer.tricks, offer.rank);
    if (makes) {
      score = made_score(kByRank[offer.rank], offer.tricks, vulnerable);
    } else {
      undertricks = before.tricks - offer.tricks;
      if (offer.rank >= before.rank) {
        if (before.tricks == 13) continue;  // nothing outranks 7NT
        ++undertricks;                      // one level higher
      }
      if (undertricks <= 0) continue;
      score = -doubled_penalty(undertricks, vulnerable);
    }
    if (!bidder_spoke_first) score = -score;
    const bool better = bidder_spoke_first ? score > standing.score : score < standing.score;
    if (!better) continue;
    improved = true;
    standing.score = score;
    standing.rank = offer.rank;
    if (makes) {
      standing.tricks = offer.tricks;
      standing.undertricks = 0;
    } else {
      standing.tricks = offer.tricks + undertricks;
      standing.undertricks = undertricks;
    }
  }
  return improved;
}

ViewSearch search(const DDTable& table, Side first, Vulnerability vulnerability) {
  ViewSearch view;
  std::array<bool, 5> excluded{};
  Standing standing;
  bool first_to_bid = true;
  bool both_have_bid = false;
  while (true) {
    const Side bidder = first_to_bid ? first : other(first);
    const bool improved =
        improve(table, bidder, first_to_bid, is_vulnerable(vulnerability, bidder), excluded, standing);
    if (improved || !both_have_bid) {
      both_have_bid = true;
      first_to_bid = !first_to_bid;
      continue;
    }
    if (view.strains.empty()) {
      view.score = standing.score;
      if (view.score == 0) break;
      view.undertricks = standing.undertricks;
    } else if (view.score != standing.score) {
      break;
    }
    excluded[standing.rank] = true;
    view.strains.push_back({standing.rank, standing.tricks});
    if (view.strains.size() == 5) break;
    standing = Standing{};
    first_to_bid = true;
    both_have_bid = false;
  }
  return view;
}

ParResult sacrifices(const DDTable& table, Side first, const ViewSearch& view) {
  ParResult result;
  const Side sacrificer = view.score > 0 ? other(first) : first;
  std::vector<ParStrain> strains = view.strains;
  std::stable_sort(strains.begin(), strains.end(), [](const ParStrain& a, const ParStrain& b) { return a.rank < b.rank; });
  for (const ParStrain& s : strains)
    result.contracts.push_back(
        make_par_contract(table, sacrificer, s.tricks - 6, kByRank[s.rank], true, -view.undertricks));
  return result;
}

// `defenders_vulnerable` follows the method: the defenders are the side
// opposite the one that gains when North-South speak first, in both views.
ParResult makes(const DDTable& table, Side first, const ViewSearch& view, bool defenders_vulnerable) {
  ParResult result;
  const Side declarers = view.score > 0 ? first : other(first);
  const Side opponents = other(declarers);
  int opponents_best = 0;
  int opponents_best_rank = 0;
  for (int r = 0; r < 5; ++r) {
    const int tricks = side_tricks(table, opponents, kByRank[r]);
    if (tricks > opponents_best) {
      opponents_best = tricks;
      opponents_best_rank = r;
    }
  }
  const int par_score = std::abs(view.score);
  for (const ParStrain& s : view.strains) {
    // The opponents' best strain can compete at the same level only if it
    // outranks ours; each level we drop is a trick their sacrifice saves.
    const int outranks = opponents_best_rank < s.rank ? 1 : 0;
    int lower = s.tricks - opponents_best - outranks;
    while (lower > 0 &&
           par_score >= doubled_penalty(s.tricks - lower - opponents_best + 1 - outranks, defenders_vulnerable))
      --lower;
    // If the opponents speak first, they could take our par level in our own
    // strain as a sacrifice before we bid it.
    const int opponents_here = side_tricks(table, opponents, kByRank[s.rank]);
    while (lower > 0 && view.score < 0 &&
           par_score > doubled_penalty(s.tricks - lower - opponents_here, defenders_vulnerable))
      --lower;
    const int top_level = s.tricks - 6;
    const Strain strain = kByRank[s.rank];
    const int overtricks = std::max(0, std::min(top_level - lowest_level_with_same_bonus(top_level, strain), lower));
    result.contracts.push_back(make_par_contract(table, declarers, top_level - overtricks, strain, false, overtricks));
  }
  return result;
}

int top_level(const ParContract& par) { return par.contract.level + std::max(par.result, 0); }

// In a hot deal each view may hold a contract of a different side; a contract
// that the other side's highest contract in the other view outranks is not par.
void drop_outranked(SidesPar& par) {
  struct Highest {
    bool found = false;
    int level = -1;
    int rank = kNoStrain;
  };
  auto highest_of = [](const ParResult& view, Side side) {
    Highest h;
    for (const ParContract& c : view.contracts) {
      if (c.side() != side) continue;
      const int level = top_level(c);
      const int rank = rank_index(c.contract.strain);
      if (level > h.level || (level == h.level && rank < h.rank)) {
        h = {true, level, rank};
      }
    }
    return h;
  };
  const Highest ns_in_ns_view = highest_of(par.ns_first, Side::NorthSouth);
  const Highest ew_in_ew_view = highest_of(par.ew_first, Side::EastWest);
  if (!ns_in_ns_view.found || !ew_in_ew_view.found) return;
  auto drop = [](ParResult& view, const Highest& other_side) {
    std::erase_if(view.contracts, [&](const ParContract& c) {
      const int level = top_level(c);
      return level < other_side.level || (level == other_side.level && other_side.rank < rank_index(c.contract.strain));
    });
  };
  drop(par.ns_first, ew_in_ew_view);
  drop(par.ew_first, ns_in_ns_view);
}

}  // namespace

SidesPar sides_par(const DDTable& table, Vulnerability vulnerability) {
  const ViewSearch ns_view = search(table, Side::NorthSouth, vulnerability);
  const ViewSearch ew_view = search(table, Side::EastWest, vulnerability);
  SidesPar par;
  if (ns_view.score == 0) return par;  // passed out in both views

  const Side ns_first_defenders = ns_view.score > 0 ? Side::EastWest : Side::NorthSouth;
  const bool defenders_vulnerable = is_vulnerable(vulnerability, ns_first_defenders);
  auto build = [&](Side first, const ViewSearch& view) {
    ParResult result = view.undertricks > 0 ? sacrifices(table, first, view) : makes(table, first, view, defenders_vulnerable);
    result.score_ns = first == Side::NorthSouth ? view.score : -view.score;
    return result;
  };
  par.ns_first = build(Side::NorthSouth, ns_view);
  par.ew_first = build(Side::EastWest, ew_view);
  drop_outranked(par);
  return par;
}

}  // namespace tenace
