#pragma once
// Test support for the system robot: the two systems loaded once, calls
// from text, the robot's call for a hand after a given auction, and the
// expectation that it is a given call.
#include <gtest/gtest.h>

#include <initializer_list>
#include <string>
#include <vector>

#include "bots/system_bidder.h"
#include "core/deal.h"

namespace tenace::testing_support {

inline Call call(const char* text) { return *Call::parse(text); }

inline std::vector<Call> calls_of(std::initializer_list<const char*> texts) {
  std::vector<Call> out;
  for (const char* t : texts) out.push_back(call(t));
  return out;
}

inline const BiddingSystem& two_over_one() {
  static const BiddingSystem s = load_system("2over1", TENACE_SYSTEM_DIR);
  return s;
}
inline const BiddingSystem& sayc() {
  static const BiddingSystem s = load_system("sayc", TENACE_SYSTEM_DIR);
  return s;
}

// The system robot's call with `hand` (PBN, "AKQ2.KQJ.AK4.J32") for the
// seat next to call after `auction`, North having dealt.
inline CallDecision bid_after(const BiddingSystem& system, const char* hand, std::initializer_list<const char*> auction,
                              Vulnerability vulnerability = Vulnerability::None) {
  SeatView v;
  v.dealer = Seat::North;
  v.vulnerability = vulnerability;
  v.own_hand = parse_pbn_hand(hand).value();
  Seat seat = Seat::North;
  for (const char* t : auction) {
    v.auction.push_back(SeenCall{seat, call(t), false, std::nullopt});
    seat = next(seat);
  }
  v.seat = seat;
  v.to_act = seat;
  return SystemBidder(system).choose(v);
}

inline bool has(const std::string& text, const char* part) { return text.find(part) != std::string::npos; }

// Expects `system`'s robot to bid `expected` with `hand` after `auction`,
// its explanation containing `explained_as` when given.
inline void expect_bid(const BiddingSystem& system, const char* hand, std::initializer_list<const char*> auction,
                       const char* expected, const char* explained_as = nullptr) {
  const auto d = bid_after(system, hand, auction);
  EXPECT_EQ(d.call, call(expected)) << system.name << ", " << hand << ": " << d.explanation;
  if (explained_as) {
    EXPECT_TRUE(has(d.explanation, explained_as)) << system.name << ": " << d.explanation;
  }
}

// Both systems (2/1 and SAYC) bid `expected`, as expect_bid.
inline void expect_bid_in_both_systems(const char* hand, std::initializer_list<const char*> auction,
                                       const char* expected, const char* explained_as = nullptr) {
  for (const BiddingSystem* s : {&two_over_one(), &sayc()}) expect_bid(*s, hand, auction, expected, explained_as);
}

}  // namespace tenace::testing_support
