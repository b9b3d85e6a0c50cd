#pragma once
// The no-leak check for one `table` message: given the true deal (learnt
// afterwards from the finished board), every card mentioned anywhere in the
// message must be one this participant may see, the "hands" object may only
// hold hands it may see, and no alert of its partner's may appear.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include <nlohmann/json.hpp>

#include "core/card.h"
#include "core/deal.h"
#include "core/seat.h"

namespace tenace::testing {

inline void collect_cards(const nlohmann::json& j, std::set<std::string>& out) {
  if (j.is_string()) {
    const std::string s = j.get<std::string>();
    if (s.size() == 2 && Card::parse(s) && std::string("SHDC").find(s[0]) != std::string::npos) out.insert(s);
  } else if (j.is_array() || j.is_object()) {
    for (const auto& item : j) collect_cards(item, out);
  }
}

inline std::optional<Seat> seat_of(const nlohmann::json& j) {
  if (!j.is_string() || j.get<std::string>().size() != 1) return std::nullopt;
  return seat_from_char(j.get<std::string>()[0]);
}

// `you`: the participant's seat, or empty for a kibitzer who does not see all.
inline void expect_no_leak(const nlohmann::json& message, const Deal& deal, std::optional<Seat> you) {
  const nlohmann::json& t = message.at("table");
  if (t.at("phase") == "finished" || t.at("phase") == "waiting") return;
  std::set<std::string> visible;
  std::set<std::string> hand_keys_allowed;
  auto add_hand = [&](Seat s) {
    hand_keys_allowed.insert(std::string(1, seat_char(s)));
    for (Card c : deal[s]) visible.insert(c.to_string());
  };
  if (you) add_hand(*you);
  for (const auto& p : t.at("played")) visible.insert(p.at("card").get<std::string>());
  const bool lead_made = !t.at("played").empty();
  if (lead_made && !t.at("dummy").is_null()) add_hand(*seat_of(t.at("dummy")));
  if (!t.at("claim").is_null()) add_hand(*seat_of(t.at("claim").at("by")));

  std::set<std::string> mentioned;
  collect_cards(message, mentioned);
  for (const std::string& card : mentioned)
    EXPECT_TRUE(visible.count(card)) << "card " << card << " leaked to "
                                     << (you ? std::string(1, seat_char(*you)) : std::string("kibitzer"))
                                     << " in " << message.dump();
  for (const auto& [key, value] : t.at("hands").items())
    EXPECT_TRUE(hand_keys_allowed.count(key)) << "hand " << key << " shown to " << (you ? seat_char(*you) : 'K');
  if (you) {
    for (const auto& call : t.at("auction")) {
      if (call.contains("alert")) {
        EXPECT_NE(*seat_of(call.at("seat")), partner(*you)) << "partner's alert shown: " << call.dump();
      }
    }
  }
}

}  // namespace tenace::testing
