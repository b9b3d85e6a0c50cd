// Explanations that tell the truth: the robots bid random deals at all four
// seats, and every call's explanation — read as the finished auction shows
// it, later calls included — must state HCP and suit lengths that contain
// the hand that made the call. A double followed by a strong new suit is
// the strong double, not the takeout double listed first.
#include <gtest/gtest.h>

#include <algorithm>
#include <iostream>
#include <map>

#include "bots/bid_out.h"
#include "core/random_deal.h"
#include "system_bidding_support.h"

namespace tenace {
namespace {

using namespace testing_support;

std::vector<Call> calls_in(const std::vector<CallDecision>& decisions) {
  std::vector<Call> out;
  for (const auto& d : decisions) out.push_back(d.call);
  return out;
}

// Whether what call `index` is explained to show contains `hand`.
bool explanation_fits(const BiddingSystem& system, const std::vector<Call>& calls, std::size_t index, Hand hand) {
  const auto shown = explained_hand(system, calls, index);
  return shown && shown->allows(hand);
}

// Where a wrong explanation comes from: the rule's file and line, or the
// call the reasoning fallback made.
std::string source_of(const BiddingSystem& system, const std::vector<Call>& calls, std::size_t index) {
  if (const BiddingRule* r = system_rule_for(system, calls, index)) {
    return r->file.substr(r->file.rfind('/') + 1) + ":" + std::to_string(r->line) + " " + calls[index].to_string();
  }
  return "no rule: " + calls[index].to_string();
}

// How often each source missed, with one auction and hand as an example.
struct Misses {
  int count = 0;
  std::string example;
};

double fitting_share(const BiddingSystem& system, int boards, std::map<std::string, Misses>& offenders) {
  const SystemBidder bidder(system);
  const SeatBidder robot = [&bidder](const SeatView& v) { return bidder.choose(v); };
  DealGenerator gen(1919);
  int total = 0, fitting = 0;
  for (int board = 0; board < boards; ++board) {
    const Deal deal = gen.next();
    const Seat dealer = static_cast<Seat>(board % 4);
    const auto calls = calls_in(bid_out(deal, dealer, Vulnerability::None, {robot, robot, robot, robot}));
    for (std::size_t i = 0; i < calls.size(); ++i) {
      ++total;
      if (explanation_fits(system, calls, i, deal[next(dealer, static_cast<int>(i))])) ++fitting;
      else {
        auto& m = offenders[source_of(system, calls, i)];
        if (m.count++ == 0) {
          for (std::size_t k = 0; k <= i; ++k) m.example += calls[k].to_string() + " ";
          m.example += "with " + deal[next(dealer, static_cast<int>(i))].to_pbn();
        }
      }
    }
  }
  return total ? static_cast<double>(fitting) / total : 1.0;
}

void report(const char* name, double share, const std::map<std::string, Misses>& offenders) {
  std::vector<std::pair<int, std::string>> worst;
  for (const auto& [where, m] : offenders) worst.push_back({m.count, where + "  e.g. " + m.example});
  std::sort(worst.rbegin(), worst.rend());
  std::cout << name << ": " << 100.0 * share << "% of calls explained within their hand\n";
  for (std::size_t i = 0; i < worst.size() && i < 12; ++i)
    std::cout << "  " << worst[i].first << "  " << worst[i].second << "\n";
}

TEST(ExplanationTruth, TheRobotsOwnCallsFitTheirExplanations) {
  for (const auto* system : {&two_over_one(), &sayc()}) {
    std::map<std::string, Misses> offenders;
    const double share = fitting_share(*system, 300, offenders);
    report(system->name.c_str(), share, offenders);
    EXPECT_GE(share, 0.995) << system->name;
  }
}

TEST(ExplanationTruth, ALaterNewSuitShowsTheDoubleWasStrong) {
  const auto alone = calls_of({"1H", "X"});
  EXPECT_TRUE(has(explain_call(two_over_one(), alone, 1), "shortness in hearts")) << explain_call(two_over_one(), alone, 1);
  const auto later = calls_of({"1H", "X", "P", "1S", "P", "2D"});
  const std::string text = explain_call(two_over_one(), later, 1);
  EXPECT_TRUE(has(text, "strong hand")) << text;
  const auto shown = explained_hand(two_over_one(), later, 1);
  ASSERT_TRUE(shown);
  EXPECT_EQ(shown->hcp.min, 17);
  EXPECT_EQ(shown->length_of(Suit::Hearts).max, 13);  // any shape
  // A raise of partner's suit is the takeout double with extras.
  const auto raise = calls_of({"1H", "X", "P", "1S", "P", "2S"});
  EXPECT_TRUE(has(explain_call(two_over_one(), raise, 1), "shortness in hearts")) << explain_call(two_over_one(), raise, 1);
}

// The key-card answers are written for any 4NT; a quantitative 4NT
// (after a transfer here) is answered by its own rules alone, and the
// reading of the answer is theirs.
TEST(ExplanationTruth, TheAnswerToAQuantitativeFourNoTrumpIsNoKeyCardReply) {
  for (const BiddingSystem* s : {&two_over_one(), &sayc()}) {
    const auto quantitative = calls_of({"1NT", "P", "2D", "P", "2H", "P", "4NT", "P", "5H"});
    const std::string text = explain_call(*s, quantitative, 8);
    EXPECT_TRUE(has(text, "declines the slam invitation")) << text;
    EXPECT_FALSE(has(text, "key cards")) << text;
    const auto shown = explained_hand(*s, quantitative, 8);
    ASSERT_TRUE(shown);
    EXPECT_EQ(shown->length_of(Suit::Hearts).min, 3) << s->name;
    // After a key-card ask the same call is the answer.
    const auto keycards = calls_of({"1S", "P", "3S", "P", "4NT", "P", "5H"});
    EXPECT_TRUE(has(explain_call(*s, keycards, 6), "two key cards")) << explain_call(*s, keycards, 6);
  }
}

// Calls a person makes that the robots do not (they transfer, or try in a
// suit): read with their usual meaning, so the robot partner answers them
// (1NT-3H was read as natural and non-forcing, and passed).
TEST(ExplanationTruth, PartnersCallsTheRobotsDoNotMake) {
  for (const auto* system : {&two_over_one(), &sayc()}) {
    const auto explained = [&](std::initializer_list<const char*> auction) {
      const auto calls = calls_of(auction);
      return explain_call(*system, calls, calls.size() - 1);
    };
    EXPECT_TRUE(has(explained({"1NT", "P", "3H"}), "slam interest")) << explained({"1NT", "P", "3H"});
    EXPECT_TRUE(has(explained({"1H", "P", "2H", "P", "2S"}), "game try"));
    EXPECT_TRUE(has(explained({"1S", "P", "2S", "P", "2NT"}), "invites game"));
    EXPECT_NE(bid_after(*system, "AK5.Q95.KJ54.A54", {"1NT", "P", "3H", "P"}).call,
              call("P"));
    EXPECT_EQ(bid_after(*system, "K54.Q954.K54.954", {"1H", "P", "2H", "P", "2S", "P"}).call,
              call("4H"));
  }
}

}  // namespace
}  // namespace tenace
