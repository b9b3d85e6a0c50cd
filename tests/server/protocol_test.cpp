// Protocol integration tests: real WebSocket clients against an in-process
// server playing complete boards (four humans; one human with three
// robots), with the no-leak check on every table message.
#include <gtest/gtest.h>

#include <array>
#include <map>
#include <memory>
#include <vector>

#include "core/strain.h"
#include "core/trick.h"
#include "server/claim_answer.h"
#include "server/leak_check.h"
#include "server/test_server.h"
#include "server/ws_client.h"
#include "solver/par_dealer.h"
#include "solver/par_text.h"
#include "solver/solver.h"

namespace tenace::testing {
namespace {

using nlohmann::json;

std::string seat_text(Seat s) { return std::string(1, seat_char(s)); }

// The seat whose player must act now (declarer for dummy), if any.
std::optional<Seat> actor(const json& t) {
  if (t.at("turn").is_null()) return std::nullopt;
  Seat turn = *seat_of(t.at("turn"));
  if (t.at("phase") == "play" && !t.at("dummy").is_null() && *seat_of(t.at("dummy")) == turn)
    return partner(turn);
  return turn;
}

// A plain human policy: the dealer's side opens 1NT (South alerting it with
// a secret text), everyone else passes; cards: the first legal one.
json human_action(const json& t) {
  if (t.at("phase") == "auction") {
    const auto& legal = t.at("legal_calls");
    bool any_bid = false;
    for (const auto& c : t.at("auction"))
      if (c.at("call") != "Pass") any_bid = true;
    if (!any_bid) {
      json m = {{"type", "call"}, {"call", "1NT"}};
      if (t.at("you") == "S") m["alert"] = "secret-S-explanation";
      return m;
    }
    (void)legal;
    return {{"type", "call"}, {"call", "Pass"}};
  }
  return {{"type", "play"}, {"card", t.at("legal_cards").at(0)}};
}

struct Recorded {
  json message;
  std::optional<Seat> you;
};

Deal deal_of(const json& finished_table) {
  return Deal::from_pbn(finished_table.at("result").at("deal").get<std::string>()).value();
}

void check_board(const std::vector<Recorded>& messages, int board, const Deal& deal) {
  for (const Recorded& r : messages) {
    const json& t = r.message.at("table");
    if (t.at("board").is_null() || t.at("board").at("number") != board) continue;
    expect_no_leak(r.message, deal, r.you);
  }
}

std::unique_ptr<WsClient> guest(unsigned short port, const std::string& name) {
  auto c = std::make_unique<WsClient>(port);
  c->send({{"type", "guest"}, {"name", name}});
  json welcome = c->receive_until("welcome");
  EXPECT_EQ(welcome.at("user"), "guest-" + name);
  c->receive_until("lobby");
  return c;
}

TEST(Protocol, FourHumansPlayTwoCompleteBoards) {
  TestServer server("four");
  std::array<std::unique_ptr<WsClient>, 4> clients;
  std::vector<Recorded> seen;
  for (Seat s : kAllSeats) clients[index(s)] = guest(server.port(), std::string("p") + seat_char(s));
  clients[0]->send({{"type", "create"}, {"scoring", "duplicate"}});
  const int table = clients[0]->receive_until("created").at("table");
  for (Seat s : kAllSeats) {
    clients[index(s)]->send({{"type", "sit"}, {"table", table}, {"seat", seat_text(s)}});
  }
  std::array<json, 4> latest;
  auto record = [&](Seat s) {
    return [&, s](const json& m) {
      if (m.value("type", "") == "table") {
        seen.push_back({m, s});
        latest[index(s)] = m.at("table");
      }
      ASSERT_NE(m.value("type", ""), "error") << m.dump();
    };
  };
  // Everyone sees board 1 dealt.
  for (Seat s : kAllSeats) {
    for (;;) {
      json m = clients[index(s)]->receive_until("table", record(s));
      if (m.at("event").at("kind") == "deal") break;
    }
  }
  for (int board = 1; board <= 2; ++board) {
    int steps = 0;
    while (latest[0].at("phase") != "finished") {
      ASSERT_LT(++steps, 200) << "the board does not end";
      const auto who = actor(latest[0]);
      ASSERT_TRUE(who.has_value());
      clients[index(*who)]->send(human_action(latest[index(*who)]));
      for (Seat s : kAllSeats) clients[index(s)]->receive_until("table", record(s));
    }
    const json& result = latest[0].at("result");
    EXPECT_EQ(result.at("contract"), "1NT") << result.dump();
    EXPECT_EQ(latest[0].at("tricks").at("NS").get<int>() + latest[0].at("tricks").at("EW").get<int>(), 13);
    EXPECT_EQ(latest[0].at("scores").size(), static_cast<std::size_t>(board));
    check_board(seen, board, deal_of(latest[0]));

    // Board 1 is dealt by North, board 2 by East (the 16-board cycle).
    EXPECT_EQ(latest[0].at("board").at("dealer"), board == 1 ? "N" : "E");
    // North never sees what South's alerts say (South alerts any opening).
    for (const Recorded& r : seen) {
      if (r.you == Seat::North) {
        EXPECT_EQ(r.message.dump().find("secret-S"), std::string::npos);
      }
    }
    clients[0]->send({{"type", "next"}});
    for (Seat s : kAllSeats) clients[index(s)]->receive_until("table", record(s));
  }
  EXPECT_EQ(latest[0].at("board").at("number"), 3);
}

TEST(Protocol, AlertIsShownToOpponentsOnlyNeverToPartner) {
  TestServer server("alert");
  std::array<std::unique_ptr<WsClient>, 4> clients;
  for (Seat s : kAllSeats) clients[index(s)] = guest(server.port(), std::string("a") + seat_char(s));
  clients[0]->send({{"type", "create"}});
  const int table = clients[0]->receive_until("created").at("table");
  for (Seat s : kAllSeats) clients[index(s)]->send({{"type", "sit"}, {"table", table}, {"seat", seat_text(s)}});
  std::array<json, 4> latest;
  for (Seat s : kAllSeats) {
    for (;;) {
      json m = clients[index(s)]->receive_until("table");
      latest[index(s)] = m.at("table");
      if (m.at("event").at("kind") == "deal") break;
    }
  }
  // Board 1: North deals. North passes, East passes, South opens 2C alerted.
  for (const char* call : {"Pass", "Pass"}) {
    const Seat who = *actor(latest[0]);
    clients[index(who)]->send({{"type", "call"}, {"call", call}});
    for (Seat s : kAllSeats) latest[index(s)] = clients[index(s)]->receive_until("table").at("table");
  }
  clients[index(Seat::South)]->send({{"type", "call"}, {"call", "2C"}, {"alert", "strong, artificial"}});
  std::array<json, 4> messages;
  for (Seat s : kAllSeats) messages[index(s)] = clients[index(s)]->receive_until("table");
  auto last_call = [&](Seat s) { return messages[index(s)].at("table").at("auction").back(); };
  EXPECT_EQ(last_call(Seat::South).at("alert"), "strong, artificial");
  EXPECT_EQ(last_call(Seat::East).at("alert"), "strong, artificial");
  EXPECT_EQ(last_call(Seat::West).at("alert"), "strong, artificial");
  EXPECT_FALSE(last_call(Seat::North).contains("alert"));
  EXPECT_EQ(messages[index(Seat::North)].dump().find("strong, artificial"), std::string::npos);

  // West asks about North's pass? Not an opponent's call for... West asks
  // about South's 2C (index 2); South sees the question.
  clients[index(Seat::West)]->send({{"type", "ask"}, {"index", 2}});
  json south = clients[index(Seat::South)]->receive_until("table");
  ASSERT_EQ(south.at("table").at("questions").size(), 1u);
  EXPECT_EQ(south.at("table").at("questions")[0].at("from"), "W");
  // North may not ask about his partner's call.
  clients[index(Seat::North)]->send({{"type", "ask"}, {"index", 2}});
  json error = clients[index(Seat::North)]->receive_until("error");
  EXPECT_NE(error.at("message").get<std::string>().find("opponent"), std::string::npos);
}

TEST(Protocol, OneHumanWithThreeRobotsPlaysCompleteBoards) {
  TestServer server("robots");
  auto c = guest(server.port(), "solo");
  c->send({{"type", "create"}});
  const int table = c->receive_until("created").at("table");
  c->send({{"type", "sit"}, {"table", table}, {"seat", "S"}});
  for (const char* seat : {"W", "N", "E"}) c->send({{"type", "robot"}, {"table", table}, {"seat", seat}});
  std::vector<Recorded> seen;
  json latest;
  auto record = [&](const json& m) {
    if (testing::late_claim_response(m)) return;
    ASSERT_NE(m.value("type", ""), "error") << m.dump();
    if (m.value("type", "") == "table") {
      seen.push_back({m, Seat::South});
      latest = m.at("table");
    }
  };
  // South takes back a card once, on the first board where South plays
  // cards: on a board that North declares South is dummy and has none to
  // take back (and human_action cannot steer the robots' auction), so the
  // boards go on until the undo has been checked and three are finished.
  constexpr int kMaxBoards = 16;
  int finished = 0;
  std::optional<std::size_t> my_card_index;  // on the current board
  bool undo_sent = false;
  bool undo_checked = false;
  testing::ClaimAnswerer claims;
  for (int steps = 0; finished < 3 || !undo_checked; ++steps) {
    ASSERT_LT(finished, kMaxBoards) << "South never played a card: " << latest.at("scores").dump();
    ASSERT_LT(steps, 200 * kMaxBoards);
    c->receive_until("table", record);
    if (latest.at("phase") == "finished") {
      EXPECT_FALSE(latest.at("result").is_null());
      check_board(seen, latest.at("board").at("number"), deal_of(latest));
      ++finished;
      my_card_index.reset();
      c->send({{"type", "next"}});
      continue;
    }
    if (!latest.at("undo").is_null()) continue;
    if (claims.should_answer(latest)) {
      c->send(testing::accept_claim());
      continue;
    }
    const bool my_turn = !latest.at("legal_calls").empty() || !latest.at("legal_cards").empty();
    if (!my_turn) continue;
    // (Not the opening lead: once dummy is face up it cannot be taken back.)
    if (latest.at("phase") == "play" && my_card_index && *my_card_index > 0 && !undo_checked &&
        latest.at("played").size() > *my_card_index + 1) {
      // Take back my last card: the robots agree, and everything after it
      // goes back too.
      if (!undo_sent) {
        c->send({{"type", "undo"}});
        undo_sent = true;
        continue;
      }
    }
    if (undo_sent && !undo_checked) {
      EXPECT_EQ(latest.at("played").size(), *my_card_index) << latest.dump();
      undo_checked = true;
    }
    if (latest.at("phase") == "play" && !my_card_index) my_card_index = latest.at("played").size();
    c->send(human_action(latest));
  }
  EXPECT_EQ(latest.at("scores").size(), static_cast<std::size_t>(finished));

  // History of the finished boards, and their downloads.
  c->send({{"type", "history"}, {"table", table}});
  json history = c->receive_until("history");
  ASSERT_EQ(history.at("boards").size(), static_cast<std::size_t>(finished));
  EXPECT_EQ(history.at("boards")[0].at("board"), 1);
  auto [status, pbn] = http_get(server.port(), "/api/tables/" + std::to_string(table) + "/boards/1.pbn");
  EXPECT_EQ(status, 200);
  EXPECT_NE(pbn.find("[Board \"1\"]"), std::string::npos);
  EXPECT_NE(pbn.find("[Deal \""), std::string::npos);
  auto [lin_status, lin] = http_get(server.port(), "/api/tables/" + std::to_string(table) + "/boards/2.lin");
  EXPECT_EQ(lin_status, 200);
  EXPECT_EQ(lin.rfind("pn|", 0), 0u);
  // A board the table never reached (it stops before kMaxBoards).
  const std::string unplayed = std::to_string(kMaxBoards + 1);
  EXPECT_EQ(http_get(server.port(), "/api/tables/" + std::to_string(table) + "/boards/" + unplayed + ".pbn").first, 404);
}

// The solver's own answer for a finished board's deal, in protocol form.
json expected_dd_table(const json& finished_table, json& par) {
  const Deal deal = deal_of(finished_table);
  const DDTable tricks = Solver().table(deal);
  const json& board = finished_table.at("board");
  const ParResult expected_par = dealer_par(tricks, *seat_of(board.at("dealer")),
                                            *parse_vulnerability(board.at("vulnerability").get<std::string>()));
  json contracts = json::array();
  for (const ParContract& c : expected_par.contracts) contracts.push_back(dealer_par_contract_text(c));
  par = {{"score_ns", expected_par.score_ns}, {"contracts", contracts}};
  json dd = json::object();
  for (Seat declarer : kAllSeats)
    for (Strain strain : kAllStrains) dd[seat_text(declarer)][std::string(strain_name(strain))] = tricks.at(strain, declarer);
  return dd;
}

// The double-dummy table and par of a finished board come after it (the
// solver runs on its own thread), as the solver computes them on the same
// deal, and stay with the board: in the history and after a restart. The
// seed deals a board the solver handles in well under a second (some deals
// still take it minutes).
TEST(Protocol, FinishedBoardGetsTheDoubleDummyTableAndPar) {
  TestServer server("analysis", /*robot_tables_continue=*/false, 100000, /*analysis_threads=*/1,
                    /*deal_seed=*/12);
  auto c = guest(server.port(), "analyst");
  c->send({{"type", "create"}});
  const int table = c->receive_until("created").at("table");
  c->send({{"type", "sit"}, {"table", table}, {"seat", "S"}});
  for (const char* seat : {"W", "N", "E"}) c->send({{"type", "robot"}, {"table", table}, {"seat", seat}});
  json latest;
  testing::ClaimAnswerer claims;
  for (int steps = 0; latest.is_null() || latest.at("phase") != "finished"; ++steps) {
    ASSERT_LT(steps, 300);
    json m = c->receive_until("table");
    latest = m.at("table");
    const bool my_turn = !latest.at("legal_calls").empty() || !latest.at("legal_cards").empty();
    if (claims.should_answer(latest)) c->send(testing::accept_claim());
    else if (my_turn && latest.at("undo").is_null()) c->send(human_action(latest));
  }
  EXPECT_TRUE(latest.at("result").at("dd_table").is_null());  // not yet: the board has just ended
  json analysed;
  for (;;) {
    json m = c->receive_until("table");
    if (m.at("event").at("kind") == "analysis") {
      EXPECT_EQ(m.at("event").at("board"), 1);
      analysed = m.at("table");
      break;
    }
  }
  json par;
  const json dd = expected_dd_table(latest, par);
  ASSERT_EQ(analysed.at("phase"), "finished");
  EXPECT_EQ(analysed.at("result").at("dd_table"), dd);
  EXPECT_EQ(analysed.at("result").at("par"), par);

  c->send({{"type", "history"}, {"table", table}});
  json history = c->receive_until("history");
  EXPECT_EQ(history.at("boards").at(0).at("result").at("dd_table"), dd);

  // A restart reads the analysis back from the database.
  server.restart();
  auto again = guest(server.port(), "reader");
  again->send({{"type", "history"}, {"table", table}});
  history = again->receive_until("history");
  EXPECT_EQ(history.at("boards").at(0).at("result").at("dd_table"), dd);
  EXPECT_EQ(history.at("boards").at(0).at("result").at("par"), par);
}

TEST(Protocol, KibitzerSeesOnlyPublicCardsUnlessTheTableSaysOtherwise) {
  for (bool see_all : {false, true}) {
    TestServer server("kibitz", /*robot_tables_continue=*/false);
    auto owner = guest(server.port(), "owner");
    owner->send({{"type", "create"}, {"kibitzers_see_all", see_all}});
    const int table = owner->receive_until("created").at("table");
    auto kibitzer = guest(server.port(), "kib");
    kibitzer->send({{"type", "watch"}, {"table", table}});
    kibitzer->receive_until("table");
    for (const char* seat : {"N", "E", "S", "W"})
      owner->send({{"type", "robot"}, {"table", table}, {"seat", seat}});
    std::vector<json> messages;
    json latest;
    while (latest.is_null() || latest.at("phase") != "finished") {
      json m = kibitzer->receive_until("table");
      messages.push_back(m);
      latest = m.at("table");
    }
    const Deal deal = deal_of(latest);
    bool saw_all_four = false;
    for (const json& m : messages) {
      EXPECT_TRUE(m.at("table").at("you").is_null());
      if (!see_all) expect_no_leak(m, deal, std::nullopt);
      if (m.at("table").at("phase") == "auction" && m.at("table").at("hands").size() == 4) saw_all_four = true;
    }
    EXPECT_EQ(saw_all_four, see_all);
  }
}

// Four players at one table, each with its latest table message.
struct FourAtTable {
  std::array<std::unique_ptr<WsClient>, 4> clients;
  std::array<json, 4> latest;

  FourAtTable(unsigned short port, const std::string& prefix) {
    for (Seat s : kAllSeats) clients[index(s)] = guest(port, prefix + seat_char(s));
    clients[0]->send({{"type", "create"}});
    const int table = clients[0]->receive_until("created").at("table");
    for (Seat s : kAllSeats) clients[index(s)]->send({{"type", "sit"}, {"table", table}, {"seat", seat_text(s)}});
    for (Seat s : kAllSeats) {
      for (;;) {
        json m = clients[index(s)]->receive_until("table");
        latest[index(s)] = m.at("table");
        if (m.at("event").at("kind") == "deal") break;
      }
    }
  }
  // `who` sends `message`; everyone receives the resulting table message.
  void act(Seat who, const json& message) {
    clients[index(who)]->send(message);
    for (Seat s : kAllSeats) latest[index(s)] = clients[index(s)]->receive_until("table").at("table");
  }
};

TEST(Protocol, UndoNeedsBothOpponentsAndTakesBackTheCall) {
  TestServer server("undo");
  FourAtTable t(server.port(), "u");
  t.act(Seat::North, {{"type", "call"}, {"call", "1NT"}});
  t.act(Seat::East, {{"type", "call"}, {"call", "Pass"}});
  t.act(Seat::South, {{"type", "call"}, {"call", "2C"}});
  t.act(Seat::South, {{"type", "undo"}});
  EXPECT_EQ(t.latest[0].at("undo").at("by"), "S");
  EXPECT_TRUE(t.latest[0].at("turn").is_null());  // nothing moves meanwhile
  // West may not call while the request waits.
  t.clients[index(Seat::West)]->send({{"type", "call"}, {"call", "Pass"}});
  EXPECT_NE(t.clients[index(Seat::West)]->receive_until("error").at("message").get<std::string>().find("undo"),
            std::string::npos);
  // North (the partner) does not answer; East accepts, West declines.
  t.clients[index(Seat::North)]->send({{"type", "undo_response"}, {"accept", true}});
  EXPECT_NE(t.clients[index(Seat::North)]->receive_until("error").at("message").get<std::string>().find("opponents"),
            std::string::npos);
  t.act(Seat::East, {{"type", "undo_response"}, {"accept", true}});
  t.act(Seat::West, {{"type", "undo_response"}, {"accept", false}});
  EXPECT_TRUE(t.latest[0].at("undo").is_null());
  EXPECT_EQ(t.latest[0].at("auction").size(), 3u);
  // Asked again, both accept: 2C is gone and it is South's turn again.
  t.act(Seat::South, {{"type", "undo"}});
  t.act(Seat::West, {{"type", "undo_response"}, {"accept", true}});
  t.act(Seat::East, {{"type", "undo_response"}, {"accept", true}});
  EXPECT_EQ(t.latest[0].at("auction").size(), 2u);
  EXPECT_EQ(t.latest[0].at("turn"), "S");
  EXPECT_EQ(t.latest[index(Seat::South)].at("legal_calls").at(0), "Pass");
}

// North claims the last trick whenever North's side is on lead to it; the
// robot opponents must accept exactly when the claim is true. North bids
// 7NT at its first turn and passes after, so that North declares (a robot
// declarer claims early, and a board it declares rarely reaches the last
// trick) and North's side leads to the last trick on about half the boards,
// whatever the robots' timing-dependent choices.
TEST(Protocol, RobotsAcceptTrueClaimsAndRejectFalseOnes) {
  TestServer server("claim");
  auto c = guest(server.port(), "claimer");
  c->send({{"type", "create"}});
  const int table = c->receive_until("created").at("table");
  c->send({{"type", "sit"}, {"table", table}, {"seat", "N"}});
  for (const char* seat : {"E", "S", "W"}) c->send({{"type", "robot"}, {"table", table}, {"seat", seat}});
  int claims_checked = 0;
  for (int board = 0; board < 60 && claims_checked < 2; ++board) {
    json latest;
    bool claimed = false;
    Seat leader = Seat::North;
    testing::ClaimAnswerer claims;
    for (int steps = 0;; ++steps) {
      ASSERT_LT(steps, 1000);
      json m = c->receive_until("table");
      ASSERT_NE(m.value("type", ""), "error");
      latest = m.at("table");
      if (latest.at("phase") == "finished") break;
      if (claims.should_answer(latest)) {
        c->send(testing::accept_claim());
        continue;
      }
      if (!latest.at("claim").is_null()) continue;
      const bool my_turn = !latest.at("legal_calls").empty() || !latest.at("legal_cards").empty();
      if (!my_turn) continue;
      if (!claimed && latest.at("phase") == "play" && latest.at("trick").at("cards").empty() &&
          latest.at("hand_counts").at("N") == 1) {
        leader = *seat_of(latest.at("turn"));
        c->send({{"type", "claim"}, {"tricks", 1}});
        claimed = true;
        continue;
      }
      if (latest.at("phase") == "auction") {
        bool bid = false;
        for (const auto& call : latest.at("auction")) bid = bid || (call.at("seat") == "N" && call.at("call") != "Pass");
        const auto& legal = latest.at("legal_calls");
        const bool grand = !bid && std::find(legal.begin(), legal.end(), "7NT") != legal.end();
        c->send({{"type", "call"}, {"call", grand ? "7NT" : "Pass"}});
        continue;
      }
      c->send(human_action(latest));
    }
    if (claimed) {
      // Who really wins the last trick? Replay it from the true deal.
      const Deal deal = deal_of(latest);
      Deal remaining = deal;
      for (const auto& p : latest.at("played"))
        remaining[*seat_of(p.at("seat"))].remove(*Card::parse(p.at("card").get<std::string>()));
      const bool accepted = latest.at("played").size() == 48;
      Trick last;
      last.leader = leader;
      if (accepted) {
        for (int i = 0; i < 4; ++i) last.cards[static_cast<std::size_t>(i)] = *remaining[next(leader, i)].begin();
      } else {
        for (int i = 0; i < 4; ++i)
          last.cards[static_cast<std::size_t>(i)] = *Card::parse(latest.at("played")[static_cast<std::size_t>(48 + i)].at("card").get<std::string>());
      }
      last.count = 4;
      TrickRules rules;
      rules.trump = trump_suit(*parse_strain(latest.at("contract").at("strain").get<std::string>()));
      const bool true_claim = side_of(last.winner(rules)) == Side::NorthSouth;
      EXPECT_EQ(accepted, true_claim) << latest.dump();
      ++claims_checked;
    }
    c->send({{"type", "next"}});
  }
  EXPECT_GE(claims_checked, 1);
}

TEST(Protocol, RubberTableKeepsAScoreSheet) {
  TestServer server("rubber", /*robot_tables_continue=*/true);
  auto c = guest(server.port(), "rubberfan");
  c->send({{"type", "create"}, {"scoring", "rubber"}});
  const int table = c->receive_until("created").at("table");
  c->send({{"type", "watch"}, {"table", table}});
  for (const char* seat : {"N", "E", "S", "W"}) c->send({{"type", "robot"}, {"table", table}, {"seat", seat}});
  json latest;
  int last_board = 0;
  while (last_board < 6) {
    latest = c->receive_until("table").at("table");
    if (!latest.at("board").is_null()) last_board = latest.at("board").at("number");
  }
  ASSERT_FALSE(latest.at("rubber").is_null());
  EXPECT_EQ(latest.at("scoring"), "rubber");
  // The dealer passes to the left each deal.
  EXPECT_EQ(latest.at("board").at("dealer"), "E");  // deal 6: N E S W N E
  EXPECT_EQ(latest.at("scores").size(), 5u);
}



TEST(Protocol, AccountsRegisterLoginAndResumeWithToken) {
  TestServer server("accounts");
  std::string token;
  {
    WsClient c(server.port());
    c.send({{"type", "register"}, {"name", "ann"}, {"password", "correct horse"}});
    json welcome = c.receive_until("welcome");
    EXPECT_EQ(welcome.at("user"), "ann");
    EXPECT_EQ(welcome.at("guest"), false);
    token = welcome.at("token");
    EXPECT_EQ(token.size(), 64u);
    c.send({{"type", "create"}});
    const int table = c.receive_until("created").at("table");
    c.send({{"type", "sit"}, {"table", table}, {"seat", "E"}});
    c.receive_until("table");
  }
  {
    WsClient c(server.port());
    c.send({{"type", "register"}, {"name", "ann"}, {"password", "another one"}});
    EXPECT_NE(c.receive_until("error").at("message").get<std::string>().find("taken"), std::string::npos);
    c.send({{"type", "login"}, {"name", "ann"}, {"password", "wrong password"}});
    EXPECT_EQ(c.receive_until("error").at("message"), "wrong name or password");
    c.send({{"type", "login"}, {"name", "ann"}, {"password", "correct horse"}});
    json welcome = c.receive_until("welcome");
    EXPECT_NE(welcome.at("token"), token);  // a fresh session
    EXPECT_FALSE(welcome.at("table").is_null());  // still seated
    json t = c.receive_until("table");
    EXPECT_EQ(t.at("table").at("you"), "E");
  }
  {
    WsClient c(server.port());
    c.send({{"type", "resume"}, {"token", token}});
    json welcome = c.receive_until("welcome");
    EXPECT_EQ(welcome.at("user"), "ann");
    EXPECT_EQ(c.receive_until("table").at("table").at("you"), "E");
  }
  {
    WsClient c(server.port());
    c.send({{"type", "resume"}, {"token", std::string(64, '0')}});
    EXPECT_NE(c.receive_until("error").at("message").get<std::string>().find("token"), std::string::npos);
  }
}

}  // namespace
}  // namespace tenace::testing
