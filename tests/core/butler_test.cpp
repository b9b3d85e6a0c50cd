// Butler: IMPs against a datum (mean without the top and bottom score,
// rounded to the nearest 10).
#include "core/butler.h"

#include <gtest/gtest.h>

namespace tenace {
namespace {

TEST(ButlerDatum, DropsTheTopAndBottomScore) {
  // Without 1430 and -100: (980 + 480 + 480 + 450 + 170) / 5 = 512 -> 510.
  EXPECT_EQ(butler_datum({980, 480, 1430, 480, 450, -100, 170}), 510);
}

TEST(ButlerDatum, CanAverageEveryScore) {
  // All seven: 3890 / 7 = 555.71 -> 560.
  EXPECT_EQ(butler_datum({980, 480, 1430, 480, 450, -100, 170}, ButlerOptions{0}), 560);
}

TEST(ButlerDatum, RoundsHalvesAwayFromZero) {
  EXPECT_EQ(butler_datum({400, 430}, ButlerOptions{0}), 420);     // 415
  EXPECT_EQ(butler_datum({-400, -430}, ButlerOptions{0}), -420);  // -415
  EXPECT_EQ(butler_datum({400, 428}, ButlerOptions{0}), 410);     // 414
  EXPECT_EQ(butler_datum({-50, 50}, ButlerOptions{0}), 0);
}

TEST(ButlerDatum, KeepsAllScoresWhenTooFewRemain) {
  // Two scores cannot lose both extremes: the mean of both, 265 -> 270.
  EXPECT_EQ(butler_datum({100, 430}), 270);
  // Three scores: only the middle one is left.
  EXPECT_EQ(butler_datum({-100, 140, 620}), 140);
}

TEST(ButlerImps, ImpsAgainstTheDatum) {
  // Datum 510 (see above): 980 -> +470 = 10, 480 -> -30 = -1, 450 -> -60 = -2,
  // -100 -> -610 = -12, 1430 -> +920 = 14, 170 -> -340 = -8.
  const std::vector<int> result = butler_imps({980, 480, 1430, 480, 450, -100, 170});
  EXPECT_EQ(result, (std::vector<int>{10, -1, 14, -1, -2, -12, -8}));
}

}  // namespace
}  // namespace tenace
