#pragma once
// The move a plain person makes at a whist-family table from what the
// table offers them (`legal`, docs/protocol.md 3a): the first call, the
// first two dummy cards to discard, the first discard seen (or a face-down
// draw), the first declaration, the first legal card; in Nonsense,
// `keep_dealt_hand` decides the choice of hands.
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "server/claim_answer.h"

namespace tenace::testing {

inline nlohmann::json first_whist_move(const nlohmann::json& legal, bool keep_dealt_hand) {
  using nlohmann::json;
  const std::string kind = legal.at("kind");
  if (kind == "call") return {{"type", "call"}, {"call", legal.at("calls").at(0).at("code")}};
  if (kind == "discard") return {{"type", "discard"}, {"cards", {legal.at("cards").at(0), legal.at("cards").at(1)}}};
  if (kind == "exchange")  // declarer sees the discards; anyone else draws one face down
    return legal.contains("cards") ? json{{"type", "exchange"}, {"card", legal.at("cards").at(0)}}
                                   : json{{"type", "exchange"}, {"pick", 0}};
  if (kind == "declare") return {{"type", "declare"}, {"declaration", legal.at("choices").at(0)}};
  if (kind == "choose") return {{"type", "choose"}, {"keep", keep_dealt_hand}};
  return {{"type", "play"}, {"card", legal.at("cards").at(0)}};
}

// A robot's claim that `you` must answer in table message `t`, once (see
// ClaimAnswerer). Robots claim only what is certain, so a plain person
// accepts. Empty when there is nothing (new) to answer.
class WhistClaimAnswerer {
 public:
  std::optional<nlohmann::json> answer(const nlohmann::json& t, const std::string& you) {
    if (!claims_.should_answer_whist(t, you)) return std::nullopt;
    return accept_claim();
  }
  int answered() const { return claims_.answered(); }

 private:
  ClaimAnswerer claims_;
};

}  // namespace tenace::testing
