#pragma once
// What the protocol tests of play against a field (tournaments, pairs
// events) share: a guest with the name the server shows, a person's seat
// played by the simplest legal moves, an event's page and its robot pairs,
// and matchpoints recomputed from first principles to check the server's
// scoring against.
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <tuple>

#include <nlohmann/json.hpp>

#include "server/claim_answer.h"
#include "server/ws_client.h"

namespace tenace::testing {

// A guest, with the name the server shows (guests get a prefix) and the
// session token the browser also sends as a cookie for downloads.
inline std::unique_ptr<WsClient> guest(unsigned short port, const std::string& name, std::string* shown = nullptr,
                                       std::string* token = nullptr) {
  nlohmann::json welcome;
  auto c = guest_client(port, name, &welcome);
  if (shown) *shown = welcome.at("user");
  if (token) *token = welcome.at("token");
  return c;
}

// Plays the person's seat: passes in the auction, plays the first legal
// card, accepts claims; returns the table when board `board` is over (0:
// the first board to end).
inline nlohmann::json play_board(WsClient& c, int board = 0) {
  ClaimAnswerer claims;
  // A board's state: its number, calls made and cards played.
  using State = std::tuple<int, std::size_t, std::size_t>;
  State acted{-1, 0, 0};
  for (int steps = 0; steps < 4000; ++steps) {
    nlohmann::json m = c.receive_until("table", [](const nlohmann::json& other) {
      if (late_claim_response(other)) return;
      EXPECT_NE(other.value("type", ""), "error") << other.dump();
    });
    const nlohmann::json& t = m.at("table");
    if (t.at("phase") == "finished") {
      if (board == 0 || t.at("board").at("number") == board) return t;
      continue;
    }
    if (claims.should_answer(t)) {
      c.send(accept_claim());
      continue;
    }
    if (!t.at("claim").is_null()) continue;
    // Several table messages may show the same turn (another seat's view
    // changing, a robot's note): the seat acts once, or its second call or
    // card would be refused.
    if (t.at("legal_calls").empty() && t.at("legal_cards").empty()) continue;
    const State state{t.at("board").at("number").get<int>(), t.at("auction").size(), t.at("played").size()};
    if (state == acted) continue;
    acted = state;
    if (!t.at("legal_calls").empty()) c.send({{"type", "call"}, {"call", "Pass"}});
    else c.send({{"type", "play"}, {"card", t.at("legal_cards").at(0)}});
  }
  ADD_FAILURE() << "the board did not finish";
  return {};
}

// An event's page as `c` sees it (asking for it also watches the event).
inline nlohmann::json event_view(WsClient& c, int event) {
  c.send({{"type", "event"}, {"event", event}});
  return c.receive_until("event");
}

// The director registers `count` pairs of robots.
inline void register_robot_pairs(WsClient& director, int event, int count) {
  for (int p = 0; p < count; ++p) {
    director.send({{"type", "register_pair"}, {"event", event}, {"players", {nullptr, nullptr}}});
    director.receive_until("pair_registered");
  }
}

// Matchpoints from first principles: 2 for each result beaten, 1 for each
// tie, as a percentage of the top; North-South's, for the traveller's row.
inline double mp_percent(const nlohmann::json& traveller, std::size_t row) {
  const auto& results = traveller.at("results");
  const int mine = results.at(row).at("score_ns");
  double mp = 0;
  for (std::size_t i = 0; i < results.size(); ++i) {
    if (i == row) continue;
    const int other = results.at(i).at("score_ns");
    mp += mine > other ? 2 : mine == other ? 1 : 0;
  }
  return 100 * mp / (2.0 * static_cast<double>(results.size() - 1));
}

}  // namespace tenace::testing
