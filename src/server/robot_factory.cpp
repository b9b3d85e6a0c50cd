#include "server/robot_factory.h"

#include "bots/simple_robot.h"
#include "server/fallback_robot.h"

namespace tenace::server {

std::unique_ptr<Robot> make_robot() { return make_simple_robot(); }

std::unique_ptr<Robot> make_fallback_robot() { return std::make_unique<FallbackRobot>(); }

}  // namespace tenace::server
