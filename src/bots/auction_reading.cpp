#include "bots/auction_reading.h"

#include <algorithm>
#include <memory>

#include "bots/hand_evaluation.h"
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
    if (const auto shown = shown_by_rules(system, calls, i))
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

// A no-trump bid no rule explains, read naturally: call `i` of `calls` by
// `seat`, with `read` what the calls before it showed.
dealer::HandConstraints natural_notrump(const std::vector<Call>& calls, std::size_t i, Seat dealer,
                                        const dealer::DealConstraints& read) {
  const Seat seat = next(dealer, static_cast<int>(i));
  bool partner_bid = false;
  for (std::size_t j = 0; j < i; ++j)
    partner_bid |= calls[j].is_bid() && next(dealer, static_cast<int>(j)) == partner(seat);
  const int level = calls[i].level();
  dealer::HandConstraints shown;
  if (partner_bid) {
    // Raising the partnership to the level: what partner has not shown.
    const int partner_has = std::max(read[index(partner(seat))].hcp.min, 11);
    const int least = std::max(6, values_for_notrump(level) - partner_has);
    shown.hcp = level == 1 ? dealer::IntRange{6, 10} : dealer::IntRange{least, level == 2 ? least + 4 : 37};
  } else if (level == 1) {
    shown.hcp = {15, 18};  // the side's first bid: a strong no trump
  } else if (level == 2) {
    shown.hcp = {18, 21};
  } else {
    shown.hcp = {16, 37};
  }
  for (auto& l : shown.length) l.min = 1;
  return shown;
}

// The suits the opponents of `seat` bid naturally before call `i`.
std::vector<Suit> opponents_suits(const std::vector<Call>& calls, std::size_t i, Seat dealer, Seat seat,
                                  const dealer::DealConstraints& read) {
  std::vector<Suit> suits;
  for (std::size_t j = 0; j < i; ++j) {
    const Seat by = next(dealer, static_cast<int>(j));
    if (by == seat || by == partner(seat) || !is_suit_bid(calls[j])) continue;
    const Suit s = *trump_suit(calls[j].strain());
    if (read[index(by)].length_of(s).min >= 3 && std::find(suits.begin(), suits.end(), s) == suits.end())
      suits.push_back(s);
  }
  return suits;
}

}  // namespace

AuctionReading read_auction_fully(const BiddingSystem& system, const SeatView& view) {
  std::vector<Call> calls;
  for (const SeenCall& c : view.auction) calls.push_back(c.call);
  AuctionReading reading;
  auto& read = reading.ranges;
  const auto bidder = std::make_shared<const SystemBidder>(system);
  std::array<bool, 4> only_passed{true, true, true, true};
  for (std::size_t i = 0; i < calls.size(); ++i) {
    const Seat seat = next(view.dealer, static_cast<int>(i));
    auto& tests = reading.tests[index(seat)];
    if (const auto shown = shown_by_rules(system, calls, i)) {
      add_evidence(read[index(seat)], *shown);
    } else if (is_suit_bid(calls[i])) {
      add_evidence(read[index(seat)], natural_reading(system, calls, i));
    } else if (calls[i].is_bid()) {
      add_evidence(read[index(seat)], natural_notrump(calls, i, view.dealer, read));
      for (Suit s : opponents_suits(calls, i, view.dealer, seat, read))
        tests.push_back([s](Hand h) { return HandEvaluation(h).stopper(s); });
    }
    if (calls[i].is_pass() && only_passed[index(seat)]) {
      // The bidder's own judgement at that point: would it have passed?
      SeatView then;
      then.seat = seat;
      then.board_number = view.board_number;
      then.dealer = view.dealer;
      then.vulnerability = view.vulnerability;
      then.auction.assign(view.auction.begin(), view.auction.begin() + static_cast<std::ptrdiff_t>(i));
      for (SeenCall& c : then.auction) c.explanation.reset();
      then.to_act = seat;
      then.controls = {seat};
      tests.push_back([bidder, then](Hand h) mutable {
        then.own_hand = h;
        return bidder->choose(then).call.is_pass();
      });
    }
    if (!calls[i].is_pass()) only_passed[index(seat)] = false;
  }
  return reading;
}

}  // namespace tenace
