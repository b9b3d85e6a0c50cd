// Reneges under table rules (RULES.md §2 "Renege"): calls naming the book,
// the 3-trick penalty on the offender or on a caller who names the wrong book.
#include "core/whist_renege.h"

#include <gtest/gtest.h>

namespace tenace {
namespace {

TEST(RenegeLedger, AProvenCallCostsTheOffendingSideThreeTricks) {
  RenegeLedger ledger;
  ledger.record(4, WhistSide::Defenders);
  ASSERT_TRUE(ledger.call(WhistSide::Declarer, 4, 9));
  ASSERT_EQ(ledger.calls().size(), 1u);
  EXPECT_TRUE(ledger.calls()[0].proven);
  EXPECT_EQ(ledger.settle(8), 11);
  ledger.record(6, WhistSide::Declarer);
  ASSERT_TRUE(ledger.call(WhistSide::Defenders, 6, 9));
  EXPECT_EQ(ledger.settle(8), 8);  // +3 then -3
}

TEST(RenegeLedger, ACallNamingTheWrongBookCostsTheCallersSide) {
  RenegeLedger ledger;
  ledger.record(4, WhistSide::Defenders);
  ASSERT_TRUE(ledger.call(WhistSide::Declarer, 5, 9));
  EXPECT_FALSE(ledger.calls()[0].proven);
  EXPECT_EQ(ledger.settle(8), 5);
  // A book where only the caller's own side reneged proves nothing either.
  RenegeLedger own;
  own.record(2, WhistSide::Defenders);
  ASSERT_TRUE(own.call(WhistSide::Defenders, 2, 13));
  EXPECT_FALSE(own.calls()[0].proven);
  EXPECT_EQ(own.settle(6), 9);
}

TEST(RenegeLedger, PenaltiesNeverTakeMoreThanTheSideHolds) {
  RenegeLedger ledger;
  ledger.record(1, WhistSide::Declarer);
  ASSERT_TRUE(ledger.call(WhistSide::Defenders, 1, 13));
  EXPECT_EQ(ledger.settle(2), 0);
  RenegeLedger other;
  other.record(1, WhistSide::Defenders);
  ASSERT_TRUE(other.call(WhistSide::Declarer, 1, 13));
  EXPECT_EQ(other.settle(12), 13);
}

TEST(RenegeLedger, RefusedCallsChangeNothing) {
  RenegeLedger ledger;
  ledger.record(3, WhistSide::Defenders);
  ledger.record(3, WhistSide::Defenders);  // two reneges by one side in one trick
  Status unplayed = ledger.call(WhistSide::Declarer, 5, 4);
  ASSERT_FALSE(unplayed);
  EXPECT_EQ(unplayed.message(), "book 5 has not been played (books 1 to 4 have)");
  ASSERT_TRUE(ledger.call(WhistSide::Declarer, 3, 4));
  Status again = ledger.call(WhistSide::Declarer, 3, 4);
  ASSERT_FALSE(again);
  EXPECT_EQ(again.message(), "the renege in book 3 has already been called");
  EXPECT_EQ(ledger.calls().size(), 1u);
  EXPECT_EQ(ledger.settle(5), 8);  // one penalty per book and side
}

}  // namespace
}  // namespace tenace
