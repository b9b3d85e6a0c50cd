#include "bots/auction_reading.h"

#include <algorithm>
#include <memory>

#include "bots/system_bidder.h"
#include "core/strain.h"

namespace tenace {

void add_evidence(dealer::HandConstraints& into, const dealer::HandConstraints& shown) {
  auto narrowed = into;
  narrowed.narrow_to(shown);
  if (narrowed.hcp.empty()) narrowed.hcp = shown.hcp;
  for (int s = 0; s < 4; ++s)
    if (narrowed.length[s].empty()) narrowed.length[s] = shown.length[s];
  into = narrowed;
}

dealer::DealConstraints read_auction(const BiddingSystem& system, const std::vector<Call>& calls, Seat dealer) {
  dealer::DealConstraints deal{};
  for (std::size_t i = 0; i < calls.size(); ++i) {
    const Seat seat = next(dealer, static_cast<int>(i));
    if (const auto shown = shown_by_rules(system, calls, i, deal[index(seat)]))
      add_evidence(deal[index(seat)], *shown);
    else if (calls[i].is_bid() && calls[i].strain() != Strain::NoTrump)
      add_evidence(deal[index(seat)], natural_reading(system, calls, i));
  }
  return deal;
}

namespace {

// The combined HCP a no-trump contract at `level` usually needs.
int values_for_notrump(int level) {
  constexpr int kCombined[] = {0, 20, 23, 25, 28, 30, 33, 37};
  return kCombined[std::clamp(level, 1, 7)];
}

bool is_suit_bid(Call c) { return c.is_bid() && c.strain() != Strain::NoTrump; }

// A no-trump bid no rule explains, read naturally: call `i` of `calls`, with
// `read` what the calls before it showed. Only HCP: the robots' own
// reasoning bids no trump without a stopper in the opponents' suit and with
// a void when the values are there (seen in leads_bench --show-lost), so
// neither is read into it.
dealer::HandConstraints natural_notrump(const std::vector<Call>& calls, std::size_t i, Seat dealer,
                                        const dealer::DealConstraints& read) {
  const Seat seat = next(dealer, static_cast<int>(i));
  bool partner_bid = false, bid_before = false;
  for (std::size_t j = 0; j < i; ++j) {
    if (!calls[j].is_bid()) continue;
    const Seat by = next(dealer, static_cast<int>(j));
    partner_bid |= by == partner(seat);
    bid_before |= by == seat;
  }
  const int level = calls[i].level();
  dealer::HandConstraints shown;
  if (partner_bid) {
    // Raising the partnership to the level: what partner's typical hand for
    // its calls leaves, with a little to spare (length points count too).
    const auto& mate = read[index(partner(seat))];
    const int partner_typical = std::max(mate.hcp.min, 10) + 3;
    const int least = std::max(6, values_for_notrump(level) - partner_typical - 2);
    shown.hcp = level == 1 ? dealer::IntRange{6, 12} : dealer::IntRange{least, level == 2 ? least + 5 : 37};
  } else if (bid_before) {
    // A rebid after the seat's own opening or overcall, partner silent.
    shown.hcp = level == 1 ? dealer::IntRange{11, 15} : dealer::IntRange{15, 37};
  } else {
    // The side's first bid: a strong no trump.
    shown.hcp = level == 1 ? dealer::IntRange{15, 18} : dealer::IntRange{16, 37};
  }
  return shown;
}

}  // namespace

AuctionReading read_auction_fully(const BiddingSystem& system, const SeatView& view, CallTests tested) {
  std::vector<Call> calls;
  for (const SeenCall& c : view.auction) calls.push_back(c.call);
  AuctionReading reading;
  auto& read = reading.ranges;
  const auto bidder = std::make_shared<const SystemBidder>(system);
  std::array<bool, 4> only_passed{true, true, true, true};
  for (std::size_t i = 0; i < calls.size(); ++i) {
    const Seat seat = next(view.dealer, static_cast<int>(i));
    auto& tests = reading.tests[index(seat)];
    if (const auto shown = shown_by_rules(system, calls, i, read[index(seat)])) {
      add_evidence(read[index(seat)], *shown);
    } else if (is_suit_bid(calls[i])) {
      add_evidence(read[index(seat)], natural_reading(system, calls, i));
    } else if (calls[i].is_bid()) {
      add_evidence(read[index(seat)], natural_notrump(calls, i, view.dealer, read));
    }
    if ((calls[i].is_pass() && only_passed[index(seat)]) || tested == CallTests::EveryCall) {
      // The bidder's own judgement at that point: would it have made this call?
      SeatView then;
      then.seat = seat;
      then.board_number = view.board_number;
      then.dealer = view.dealer;
      then.vulnerability = view.vulnerability;
      then.auction.assign(view.auction.begin(), view.auction.begin() + static_cast<std::ptrdiff_t>(i));
      for (SeenCall& c : then.auction) c.explanation.reset();
      then.to_act = seat;
      then.controls = {seat};
      tests.push_back([bidder, then, made = calls[i]](Hand h) mutable {
        then.own_hand = h;
        return bidder->choose(then).call == made;
      });
    }
    if (!calls[i].is_pass()) only_passed[index(seat)] = false;
  }
  return reading;
}

}  // namespace tenace
