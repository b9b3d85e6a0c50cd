#pragma once
// Where the server gets its robots: the bots layer's robot when it is built
// in, else the server's FallbackRobot. One place to plug stronger robots.
#include <memory>

#include "bots/robot.h"

namespace tenace::server {

std::unique_ptr<Robot> make_robot();
// The robot of last resort: used when a robot's choice is refused.
std::unique_ptr<Robot> make_fallback_robot();

}  // namespace tenace::server
