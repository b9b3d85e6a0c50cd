#include "server/robot_factory.h"

#include <map>
#include <mutex>

#include "bots/system_bidder.h"
#include "bots/system_robot.h"
#include "server/fallback_robot.h"

namespace tenace::server {
namespace {

// Each system is read once and shared (robots copy it: a few hundred rules).
std::mutex systems_mutex;
std::map<std::string, BiddingSystem> loaded_systems;

const BiddingSystem& system_named(const std::string& name) {
  std::lock_guard lock(systems_mutex);
  auto it = loaded_systems.find(name);
  if (it == loaded_systems.end()) it = loaded_systems.emplace(name, load_system(name)).first;
  return it->second;
}

}  // namespace

const std::vector<std::string>& table_systems() {
  static const std::vector<std::string> systems = {"2over1", "sayc"};
  return systems;
}

void load_table_systems() {
  for (const std::string& name : table_systems()) (void)system_named(name);
}

std::unique_ptr<Robot> make_robot(const std::string& system, const PlayBudget& budget, std::uint64_t seed,
                                  bool judge_bidding) {
  SystemRobotOptions options;
  options.budget = budget;
  options.seed = seed;
  options.bidding.judge_games = judge_bidding;
  options.bidding.judge_slams = judge_bidding;
  return std::make_unique<SystemRobot>(system_named(system), options);
}

std::unique_ptr<Robot> make_fallback_robot() { return std::make_unique<FallbackRobot>(); }

std::string explain_in_system(const std::string& system, const std::vector<Call>& calls, std::size_t index) {
  return explain_call(system_named(system), calls, index);
}

}  // namespace tenace::server
