#pragma once
// A robot declarer claims when it knows the rest (bots/robot.h): a test
// client playing a person's seat must answer, as a person would. These
// accept every claim put to them.
#include <string>

#include <nlohmann/json.hpp>

namespace tenace::testing {

// True when `claim` (a table's "claim" field) waits for `you`'s answer.
inline bool claim_awaits(const nlohmann::json& claim, const std::string& you) {
  if (claim.is_null()) return false;
  const nlohmann::json& responses = claim.at("responses");
  return responses.contains(you) && responses.at(you).is_null();
}

// True when the bridge table `t` shows a claim by the other side that
// `you` has not answered yet.
inline bool claim_to_answer(const nlohmann::json& t) {
  if (!t.contains("claim") || !t.contains("you") || t.at("you").is_null()) return false;
  return claim_awaits(t.at("claim"), t.at("you").get<std::string>());
}

inline nlohmann::json accept_claim() { return {{"type", "claim_response"}, {"accept", true}}; }

// The server's answer to a claim response that came too late: the claim
// was settled before it arrived (a robot at the table rejected it), which
// a client cannot prevent.
inline bool late_claim_response(const nlohmann::json& m) {
  return m.value("type", "") == "error" && m.value("request", "") == "claim_response";
}

// Answers each claim once: table messages already on their way when the
// answer was sent still show the claim unanswered. A claim is known by
// who claimed, how many tricks, and the moment of the game it was made in.
class ClaimAnswerer {
 public:
  // A bridge table message: the moment is the board and the cards played.
  bool should_answer(const nlohmann::json& t) {
    return claim_to_answer(t) &&
           first_time(t.at("claim"), nlohmann::json::array({t.at("board"), t.at("played").size()}));
  }
  // A whist-family table message, answered for `you`: the moment is the
  // hand and the tricks played.
  bool should_answer_whist(const nlohmann::json& t, const std::string& you) {
    return claim_awaits(t.at("claim"), you) &&
           first_time(t.at("claim"), nlohmann::json::array({t.at("hand_number"), t.at("tricks")}));
  }
  int answered() const { return answered_; }

 private:
  bool first_time(const nlohmann::json& claim, const nlohmann::json& moment) {
    std::string key = nlohmann::json::array({moment, claim.at("by"), claim.at("tricks")}).dump();
    if (key == last_) return false;
    last_ = std::move(key);
    ++answered_;
    return true;
  }
  std::string last_;
  int answered_ = 0;
};

}  // namespace tenace::testing
