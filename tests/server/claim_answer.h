#pragma once
// A robot declarer claims when it knows the rest (bots/robot.h): a test
// client playing a person's seat must answer, as a person would. These
// accept every claim put to them.
#include <string>

#include <nlohmann/json.hpp>

namespace tenace::testing {

// True when the table shows a claim by the other side that `you` has not
// answered yet.
inline bool claim_to_answer(const nlohmann::json& t) {
  if (!t.contains("claim") || t.at("claim").is_null() || !t.contains("you") || t.at("you").is_null()) return false;
  const std::string you = t.at("you").get<std::string>();
  const nlohmann::json& responses = t.at("claim").at("responses");
  return responses.contains(you) && responses.at(you).is_null();
}

inline nlohmann::json accept_claim() { return {{"type", "claim_response"}, {"accept", true}}; }

// Answers each claim once: table messages already on their way when the
// answer was sent still show the claim unanswered.
class ClaimAnswerer {
 public:
  bool should_answer(const nlohmann::json& t) {
    if (!claim_to_answer(t)) return false;
    std::string key = t.at("claim").at("by").dump() + t.at("claim").at("tricks").dump() +
                      std::to_string(t.at("played").size()) + t.at("board").dump();
    if (key == last_) return false;
    last_ = std::move(key);
    return true;
  }

 private:
  std::string last_;
};

}  // namespace tenace::testing
