// Every cell of the duplicate score table (RULES.md §1.4). The expected values
// below were typed from the published duplicate scoring table (score for
// making exactly, per-overtrick values, undertrick rows), not produced by the
// code under test; the test composes them the way a scorer reads the printed
// table: made exactly + overtricks × value, or the undertrick row.
#include "core/duplicate_score.h"

#include <gtest/gtest.h>

#include <optional>

#include "core/score_components.h"

namespace tenace {
namespace {

enum Group { kMinor = 0, kMajor = 1, kNoTrump = 2 };
enum Vul { kNonVul = 0, kVul = 1 };

Group group_of(Strain s) {
  if (s == Strain::NoTrump) return kNoTrump;
  return is_major(s) ? kMajor : kMinor;
}

// kMadeExactly[group][doubling][vul][level - 1]
constexpr int kMadeExactly[3][3][2][7] = {
    // clubs, diamonds
    {{{70, 90, 110, 130, 400, 920, 1440}, {70, 90, 110, 130, 600, 1370, 2140}},
     {{140, 180, 470, 510, 550, 1090, 1630}, {140, 180, 670, 710, 750, 1540, 2330}},
     {{230, 560, 640, 720, 800, 1380, 1960}, {230, 760, 840, 920, 1000, 1830, 2660}}},
    // hearts, spades
    {{{80, 110, 140, 420, 450, 980, 1510}, {80, 110, 140, 620, 650, 1430, 2210}},
     {{160, 470, 530, 590, 650, 1210, 1770}, {160, 670, 730, 790, 850, 1660, 2470}},
     {{520, 640, 760, 880, 1000, 1620, 2240}, {720, 840, 960, 1080, 1200, 2070, 2940}}},
    // no trump
    {{{90, 120, 400, 430, 460, 990, 1520}, {90, 120, 600, 630, 660, 1440, 2220}},
     {{180, 490, 550, 610, 670, 1230, 1790}, {180, 690, 750, 810, 870, 1680, 2490}},
     {{560, 680, 800, 920, 1040, 1660, 2280}, {760, 880, 1000, 1120, 1240, 2110, 2980}}},
};

// kOvertrick[group][doubling][vul]: points per overtrick.
constexpr int kOvertrick[3][3][2] = {
    {{20, 20}, {100, 200}, {200, 400}},
    {{30, 30}, {100, 200}, {200, 400}},
    {{30, 30}, {100, 200}, {200, 400}},
};

// kDown[doubling][vul][down - 1]: the whole penalty for going down 1..13.
constexpr int kDown[3][2][13] = {
    {{50, 100, 150, 200, 250, 300, 350, 400, 450, 500, 550, 600, 650},
     {100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1100, 1200, 1300}},
    {{100, 300, 500, 800, 1100, 1400, 1700, 2000, 2300, 2600, 2900, 3200, 3500},
     {200, 500, 800, 1100, 1400, 1700, 2000, 2300, 2600, 2900, 3200, 3500, 3800}},
    {{200, 600, 1000, 1600, 2200, 2800, 3400, 4000, 4600, 5200, 5800, 6400, 7000},
     {400, 1000, 1600, 2200, 2800, 3400, 4000, 4600, 5200, 5800, 6400, 7000, 7600}},
};

constexpr Doubling kDoublings[] = {Doubling::Undoubled, Doubling::Doubled, Doubling::Redoubled};

TEST(DuplicateScore, EveryCellOfThePublishedTable) {
  int cells = 0;
  for (Strain strain : kAllStrains)
    for (int d = 0; d < 3; ++d)
      for (int v = 0; v < 2; ++v)
        for (int level = 1; level <= 7; ++level)
          for (int tricks = 0; tricks <= 13; ++tricks) {
            const Contract contract{level, strain, kDoublings[d], Seat::South};
            const int needed = level + 6;
            const int g = group_of(strain);
            const int expected = tricks >= needed
                                     ? kMadeExactly[g][d][v][level - 1] + (tricks - needed) * kOvertrick[g][d][v]
                                     : -kDown[d][v][needed - tricks - 1];
            EXPECT_EQ(duplicate_score(contract, tricks, v == kVul), expected)
                << contract.to_string() << (v ? " vul" : " non-vul") << ", " << tricks << " tricks";
            ++cells;
          }
  EXPECT_EQ(cells, 5 * 3 * 2 * 7 * 14);
}

// A few results every bridge player knows by heart, as one-line cases.
TEST(DuplicateScore, FamiliarResults) {
  auto score = [](const char* text, int tricks, bool vul) {
    return duplicate_score(*parse_contract(text), tricks, vul);
  };
  EXPECT_EQ(score("3NT", 9, false), 400);
  EXPECT_EQ(score("3NT", 10, false), 430);
  EXPECT_EQ(score("4S", 10, true), 620);
  EXPECT_EQ(score("1NT", 7, false), 90);
  EXPECT_EQ(score("2HX", 8, false), 470);
  EXPECT_EQ(score("1HXX", 7, false), 520);
  EXPECT_EQ(score("7NTXX", 13, true), 2980);
  EXPECT_EQ(score("4SX", 7, true), -800);
  EXPECT_EQ(score("6C", 12, false), 920);
  EXPECT_EQ(score("1NTX", 12, true), 1180);  // 180 + 5 × 200
  EXPECT_EQ(score("7NTXX", 0, true), -7600);
}

TEST(DuplicateScore, VulnerabilityIsThatOfDeclarersSide) {
  const Contract four_spades_east{4, Strain::Spades, Doubling::Undoubled, Seat::East};
  EXPECT_EQ(duplicate_score(four_spades_east, 10, Vulnerability::NorthSouth), 420);
  EXPECT_EQ(duplicate_score(four_spades_east, 10, Vulnerability::EastWest), 620);
  EXPECT_EQ(duplicate_score(four_spades_east, 10, Vulnerability::Both), 620);
  EXPECT_EQ(duplicate_score(four_spades_east, 10, Vulnerability::None), 420);
  const Contract four_spades_north{4, Strain::Spades, Doubling::Undoubled, Seat::North};
  EXPECT_EQ(duplicate_score(four_spades_north, 10, Vulnerability::NorthSouth), 620);
  EXPECT_EQ(duplicate_score(four_spades_north, 10, Vulnerability::EastWest), 420);
}

TEST(DuplicateScore, NorthSouthViewFlipsForEastWestDeclarers) {
  const Contract west{3, Strain::NoTrump, Doubling::Undoubled, Seat::West};
  EXPECT_EQ(duplicate_score_ns(west, 10, Vulnerability::Both), -630);
  EXPECT_EQ(duplicate_score_ns(west, 8, Vulnerability::Both), 100);
  const Contract south{4, Strain::Hearts, Doubling::Doubled, Seat::South};
  EXPECT_EQ(duplicate_score_ns(south, 9, Vulnerability::NorthSouth), -200);
  EXPECT_EQ(duplicate_score_ns(south, 10, Vulnerability::NorthSouth), 790);
}

TEST(DuplicateScore, PassedOutScoresZero) {
  EXPECT_EQ(duplicate_score_ns(std::nullopt, 0, Vulnerability::Both), 0);
  EXPECT_EQ(duplicate_score_ns(std::nullopt, 7, Vulnerability::None), 0);
}

TEST(DuplicateScore, GameBonusNeedsHundredTrickPoints) {
  EXPECT_EQ(game_or_part_score_bonus(90, false), 50);
  EXPECT_EQ(game_or_part_score_bonus(100, false), 300);
  EXPECT_EQ(game_or_part_score_bonus(100, true), 500);
  EXPECT_EQ(game_or_part_score_bonus(99, true), 50);
}

TEST(ScoreComponents, SplitsAMadeContract) {
  // 6HX vulnerable made with an overtrick.
  const ScoreComponents parts = score_components(*parse_contract("6HX"), 13, true);
  EXPECT_EQ(parts.trick_points, 360);
  EXPECT_EQ(parts.overtricks, 200);
  EXPECT_EQ(parts.insult, 50);
  EXPECT_EQ(parts.slam, 750);
  EXPECT_EQ(parts.undertricks, 0);
  EXPECT_TRUE(parts.made());
}

TEST(ScoreComponents, SplitsAFailedContract) {
  const ScoreComponents parts = score_components(*parse_contract("3NTXX"), 6, false);
  EXPECT_EQ(parts.trick_points, 0);
  EXPECT_EQ(parts.overtricks, 0);
  EXPECT_EQ(parts.insult, 0);
  EXPECT_EQ(parts.slam, 0);
  EXPECT_EQ(parts.undertricks, 1000);
  EXPECT_FALSE(parts.made());
}

}  // namespace
}  // namespace tenace
