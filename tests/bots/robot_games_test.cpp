// Four simple robots play many random boards: every call and card they
// choose must be legal (the game refuses anything else) and every board must
// finish. A full-information harness (game_view.h) stands in for the server.
#include <gtest/gtest.h>

#include <map>
#include <string>

#include "bots/game_view.h"
#include "bots/simple_robot.h"
#include "core/bridge_game.h"
#include "core/random_deal.h"

namespace tenace {
namespace {


struct BoardStats {
  bool passed_out = false;
  std::optional<Contract> contract;
  int calls = 0;
};

BoardStats play_board(const Deal& deal, int board_number) {
  BridgeGame game = BridgeGame::for_board(deal, board_number).value();
  std::array<SimpleRobot, 4> robots;
  std::vector<CallDecision> explained;
  BoardStats stats;
  int steps = 0;
  while (game.phase() != GamePhase::Finished) {
    EXPECT_LT(++steps, 200) << "board " << board_number << " does not finish";
    if (steps >= 200) break;
    Seat actor = *game.player_to_act();
    SeatView view = view_of(game, actor, explained);
    EXPECT_TRUE(view.is_my_turn());
    if (game.phase() == GamePhase::Auction) {
      CallDecision d = robots[index(actor)].choose_call(view);
      EXPECT_FALSE(d.explanation.empty()) << d.call.to_string();
      Status s = game.call(actor, d.call);
      EXPECT_TRUE(s.ok()) << "illegal call " << d.call.to_string() << ": " << s.message();
      if (!s.ok()) break;
      explained.push_back(d);
      ++stats.calls;
    } else {
      Card c = robots[index(actor)].choose_card(view);
      Status s = game.play_card(actor, c);
      EXPECT_TRUE(s.ok()) << "illegal card " << c.to_string() << ": " << s.message();
      if (!s.ok()) break;
    }
  }
  stats.passed_out = game.is_passed_out();
  stats.contract = game.contract();
  return stats;
}

TEST(RobotGames, ThousandRandomBoardsAreLegalAndFinish) {
  DealGenerator deals(20261122);
  int passed_out = 0, games = 0, slams = 0, calls = 0;
  std::map<std::string, int> strains;
  for (int board = 1; board <= 1000; ++board) {
    BoardStats stats = play_board(deals.next(), board);
    if (::testing::Test::HasFailure()) return;
    calls += stats.calls;
    if (stats.passed_out) {
      ++passed_out;
      continue;
    }
    const Contract& c = *stats.contract;
    ++strains[std::string(strain_name(c.strain))];
    if (c.level >= game_level(c.strain)) ++games;
    if (c.level >= 6) ++slams;
  }
  // Sanity of the method as a whole: few passed-out boards, plenty of games,
  // few slams, short auctions.
  EXPECT_LT(passed_out, 150);
  EXPECT_GT(games, 200);
  EXPECT_LT(slams, 100);
  EXPECT_LT(calls / 1000.0, 12.0);
  std::cout << "passed out " << passed_out << ", games " << games << ", slams " << slams << ", calls/board "
            << calls / 1000.0 << "\n";
}

}  // namespace
}  // namespace tenace
