#pragma once
// Letting a WhistRobot act in a whist hand: build the view of the player to
// act (view_for_player, nothing more), ask the robot for the phase's choice
// and apply it. What a table (the server, the tests, the benchmark) calls
// when a robot's turn comes.
//
// A blind pick is the table's, not the robot's: when a player must take
// one of declarer's face-down discards for a joker, the table takes the one
// `blind_pick` (any number) selects among them.
#include <cstdint>
#include <optional>

#include "bots/whist_move.h"
#include "bots/whist_robot.h"
#include "bots/whist_seat_view.h"
#include "core/double_dummy_whist.h"
#include "core/dummy_whist.h"
#include "core/nonsense.h"
#include "core/result.h"

namespace tenace {

// The robot's move for the player whose view this is, when it is their
// turn. Empty when there is nothing to do, or when the move is a blind
// draw of a face-down discard, which is the table's (see above).
std::optional<WhistMove> robot_move(WhistRobot& robot, const WhistSeatView& view);

// One action for the player to act; an error when nobody is to act or the
// robot's choice was refused (which would be a robot bug).
Status robot_act(DummyWhistHand& hand, WhistRobot& robot, std::uint64_t blind_pick = 0);
Status robot_act(DoubleDummyHand& hand, WhistRobot& robot);
Status robot_act(NonsenseHand& hand, WhistRobot& robot);

}  // namespace tenace
