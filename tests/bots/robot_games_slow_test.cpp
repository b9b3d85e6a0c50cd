// The long run of robot_games_test: many more random boards, every dealer
// and vulnerability, with an undo of a random step now and then (robots must
// pick up from any restored position). Label slow: `make test-slow`.
#include <gtest/gtest.h>

#include "bots/game_view.h"
#include "bots/simple_robot.h"
#include "core/bridge_game.h"
#include "core/random_deal.h"

namespace tenace {
namespace {

TEST(RobotGamesSlow, TwentyThousandBoardsWithUndos) {
  DealGenerator deals(777);
  Xoshiro256 chance(4242);
  std::array<SimpleRobot, 4> robots;
  for (int board = 1; board <= 20000; ++board) {
    BridgeGame game = BridgeGame::for_board(deals.next(), board).value();
    int steps = 0;
    while (game.phase() != GamePhase::Finished) {
      ASSERT_LT(++steps, 400) << "board " << board << " does not finish";
      if (chance.below(50) == 0 && game.undo()) continue;
      Seat actor = *game.player_to_act();
      SeatView view = view_of(game, actor);
      if (game.phase() == GamePhase::Auction) {
        Call call = robots[index(actor)].choose_call(view).call;
        ASSERT_TRUE(game.call(actor, call).ok()) << "board " << board << ": " << call.to_string();
      } else {
        Card card = robots[index(actor)].choose_card(view);
        ASSERT_TRUE(game.play_card(actor, card).ok()) << "board " << board << ": " << card.to_string();
      }
    }
  }
}

}  // namespace
}  // namespace tenace
