#include "server/robot_factory.h"

#include "server/fallback_robot.h"

namespace tenace::server {

std::unique_ptr<Robot> make_robot() { return std::make_unique<FallbackRobot>(); }

std::unique_ptr<Robot> make_fallback_robot() { return std::make_unique<FallbackRobot>(); }

}  // namespace tenace::server
