// Unit tests of the table state machine, the one projection and the
// fallback robot, without any network.
#include <gtest/gtest.h>

#include "core/random_deal.h"
#include "server/fallback_robot.h"
#include "server/rubber_json.h"
#include "server/seat_projection.h"
#include "server/bridge_table.h"
#include "server/bridge_table_json.h"

namespace tenace::server {
namespace {

TableEvent sit(Seat seat, std::int64_t user) {
  TableEvent e;
  e.kind = EventKind::Sit;
  e.seat = seat;
  e.user_id = user;
  e.name = "user" + std::to_string(user);
  return e;
}

TableEvent call(Seat seat, const std::string& text, const std::string& alert = "") {
  TableEvent e;
  e.kind = EventKind::Call;
  e.seat = seat;
  e.call = text;
  e.text = alert;
  return e;
}

TableEvent card(Seat seat, Card c) {
  TableEvent e;
  e.kind = EventKind::Card;
  e.seat = seat;
  e.card = c.to_string();
  return e;
}

BridgeTable seated_table(Scoring scoring = Scoring::Duplicate) {
  BridgeTable table(1, TableSettings{"t", scoring, false});
  for (Seat s : kAllSeats) EXPECT_TRUE(table.apply(sit(s, 10 + index(s))));
  EXPECT_TRUE(table.apply(table.next_deal(42)));
  return table;
}

// Plays the board to its end with the fallback robot in every seat.
void play_out(BridgeTable& table) {
  FallbackRobot robot;
  for (int guard = 0; guard < 400 && table.phase() != TablePhase::Finished; ++guard) {
    const Seat seat = table.seats_to_act().at(0);
    const SeatView view = view_for(table, seat);
    if (table.phase() == TablePhase::Auction) {
      ASSERT_TRUE(table.apply(call(seat, robot.choose_call(view).call.to_string())));
    } else {
      ASSERT_TRUE(table.apply(card(seat, robot.choose_card(view))));
    }
  }
}

TEST(BridgeTable, DealsOnlyWithFourPlayersAndFollowsTheBoardCycle) {
  BridgeTable table(1, TableSettings{});
  EXPECT_FALSE(table.may_deal());
  EXPECT_FALSE(table.apply(table.next_deal(1)));
  for (Seat s : kAllSeats) ASSERT_TRUE(table.apply(sit(s, 1 + index(s))));
  EXPECT_FALSE(table.apply(sit(Seat::North, 99)));  // taken
  const TableEvent deal = table.next_deal(7);
  EXPECT_EQ(deal.board, 1);
  EXPECT_EQ(deal.dealer, Seat::North);
  ASSERT_TRUE(table.apply(deal));
  EXPECT_EQ(table.phase(), TablePhase::Auction);
  EXPECT_FALSE(table.apply(table.next_deal(8)));  // a board is running
}

TEST(BridgeTable, RefusesCallsOutOfTurnAndIllegalCallsWithTheReason) {
  BridgeTable table = seated_table();
  Status out_of_turn = table.apply(call(Seat::East, "1C"));
  EXPECT_FALSE(out_of_turn);
  EXPECT_FALSE(out_of_turn.message().empty());
  ASSERT_TRUE(table.apply(call(Seat::North, "1NT")));
  EXPECT_FALSE(table.apply(call(Seat::East, "1C")));
  EXPECT_FALSE(table.apply(call(Seat::East, "XX")));
  EXPECT_FALSE(table.apply(call(Seat::East, "8C")));
  EXPECT_EQ(table.game()->auction().calls().size(), 1u);
  EXPECT_EQ(table.event_count(), 6);  // four sits, the deal, one call
}

TEST(BridgeTable, PlaysACompleteBoardAndRecordsIt) {
  BridgeTable table = seated_table();
  play_out(table);
  ASSERT_EQ(table.phase(), TablePhase::Finished);
  ASSERT_EQ(table.boards().size(), 1u);
  EXPECT_EQ(table.boards()[0].score_ns, table.game()->ns_score().value());
  EXPECT_TRUE(table.may_deal());
  ASSERT_TRUE(table.apply(table.next_deal(3)));
  EXPECT_EQ(table.game()->board_number(), 2);
  EXPECT_EQ(table.game()->dealer(), Seat::East);
}

TEST(BridgeTable, ReplayingTheEventsRebuildsTheSameTable) {
  // What the server does at start-up: apply the stored events again.
  std::vector<TableEvent> log;
  BridgeTable table(5, TableSettings{"r", Scoring::Rubber, true});
  auto apply = [&](const TableEvent& e) {
    ASSERT_TRUE(table.apply(e));
    log.push_back(from_storage(to_storage(e)).value());
  };
  for (Seat s : kAllSeats) apply(sit(s, 20 + index(s)));
  FallbackRobot robot;
  for (int board = 0; board < 3; ++board) {
    apply(table.next_deal(100 + board));
    for (int guard = 0; guard < 400 && table.phase() != TablePhase::Finished; ++guard) {
      const Seat seat = table.seats_to_act().at(0);
      const SeatView view = view_for(table, seat);
      if (table.phase() == TablePhase::Auction) apply(call(seat, robot.choose_call(view).call.to_string(), "why"));
      else apply(card(seat, robot.choose_card(view)));
    }
  }
  BridgeTable replayed(5, TableSettings{"r", Scoring::Rubber, true});
  for (const TableEvent& e : log) ASSERT_TRUE(replayed.apply(e));
  ASSERT_EQ(replayed.boards().size(), table.boards().size());
  EXPECT_TRUE(*replayed.game() == *table.game());
  EXPECT_EQ(table_json(replayed, Seat::South, {}).dump(), table_json(table, Seat::South, {}).dump());
  ASSERT_EQ(replayed.rubbers().size(), table.rubbers().size());
  EXPECT_EQ(replayed.rubbers().back().entries(), table.rubbers().back().entries());
}

TEST(BridgeTable, UndoTakesBackTheRequestersLastCallOnceBothOpponentsAgree) {
  BridgeTable table = seated_table();
  ASSERT_TRUE(table.apply(call(Seat::North, "1C")));
  ASSERT_TRUE(table.apply(call(Seat::East, "1H")));
  TableEvent request;
  request.kind = EventKind::UndoRequest;
  request.seat = Seat::North;
  ASSERT_TRUE(table.apply(request));  // takes back 1H and 1C
  EXPECT_FALSE(table.apply(call(Seat::South, "Pass")));  // frozen
  EXPECT_EQ(table.undo_responders(), (std::vector<Seat>{Seat::East, Seat::West}));
  TableEvent yes;
  yes.kind = EventKind::UndoResponse;
  yes.accept = true;
  yes.seat = Seat::South;
  EXPECT_FALSE(table.apply(yes));  // the partner has no say
  yes.seat = Seat::East;
  ASSERT_TRUE(table.apply(yes));
  yes.seat = Seat::West;
  ASSERT_TRUE(table.apply(yes));
  EXPECT_TRUE(table.game()->auction().calls().empty());
  EXPECT_FALSE(table.undo_request().has_value());
  // Nothing of South's to take back.
  request.seat = Seat::South;
  EXPECT_FALSE(table.apply(request));
}

TEST(Projection, HidesOtherHandsUntilTheOpeningLeadThenShowsDummy) {
  BridgeTable table = seated_table();
  for (const char* c : {"1NT", "Pass", "Pass", "Pass"}) {
    const Seat seat = table.seats_to_act().at(0);
    ASSERT_TRUE(table.apply(call(seat, c)));
  }
  ASSERT_EQ(table.phase(), TablePhase::Play);  // 1NT by North, East leads
  SeatView west = view_for(table, Seat::West);
  EXPECT_EQ(west.own_hand, table.game()->deal()[Seat::West]);
  EXPECT_FALSE(west.dummy_hand.has_value());
  EXPECT_FALSE(west.is_my_turn());
  const SeatView east = view_for(table, Seat::East);
  ASSERT_TRUE(east.is_my_turn());
  ASSERT_TRUE(table.apply(card(Seat::East, *east.legal_cards().begin())));
  west = view_for(table, Seat::West);
  ASSERT_TRUE(west.dummy_hand.has_value());
  EXPECT_EQ(*west.dummy_hand, table.game()->deal()[Seat::South]);
  // Declarer (North) chooses dummy's (South's) cards; dummy controls nothing.
  EXPECT_TRUE(view_for(table, Seat::North).is_my_turn());
  EXPECT_FALSE(view_for(table, Seat::South).is_my_turn());
  const nlohmann::json west_json = table_json(table, Seat::West, {});
  EXPECT_EQ(west_json.at("hands").size(), 2u);  // own and dummy
  EXPECT_TRUE(west_json.at("hands").contains("S"));
  EXPECT_FALSE(west_json.at("hands").contains("N"));
  EXPECT_FALSE(west_json.at("hands").contains("E"));
}

TEST(Projection, AlertsReachOpponentsButNotThePartner) {
  BridgeTable table = seated_table();
  ASSERT_TRUE(table.apply(call(Seat::North, "2C", "strong")));
  EXPECT_FALSE(view_for(table, Seat::South).auction[0].alerted);
  EXPECT_FALSE(view_for(table, Seat::South).auction[0].explanation.has_value());
  EXPECT_EQ(view_for(table, Seat::East).auction[0].explanation.value_or(""), "strong");
  EXPECT_EQ(view_for(table, Seat::West).auction[0].explanation.value_or(""), "strong");
  EXPECT_EQ(view_for(table, Seat::North).auction[0].explanation.value_or(""), "strong");
  EXPECT_EQ(table_json(table, Seat::South, {}).dump().find("strong"), std::string::npos);
}

TEST(FallbackRobot, AcceptsExactlyTheClaimsAnExhaustiveSearchProves) {
  // Play a board with robots down to three tricks left, then let the
  // declarer claim every remaining trick: the answer must match the search.
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    BridgeTable table(1, TableSettings{});
    for (Seat s : kAllSeats) ASSERT_TRUE(table.apply(sit(s, 1 + index(s))));
    ASSERT_TRUE(table.apply(table.next_deal(seed)));
    for (const char* c : {"1NT", "Pass", "Pass", "Pass"}) ASSERT_TRUE(table.apply(call(table.seats_to_act().at(0), c)));
    FallbackRobot robot;
    while (table.game()->play()->tricks_remaining() > 3 || !table.game()->play()->tricks().current_trick().is_empty()) {
      const Seat seat = table.seats_to_act().at(0);
      ASSERT_TRUE(table.apply(card(seat, robot.choose_card(view_for(table, seat)))));
    }
    TableEvent claim;
    claim.kind = EventKind::Claim;
    claim.seat = Seat::North;
    claim.tricks = 3;
    ASSERT_TRUE(table.apply(claim));
    const SeatView east = view_for(table, Seat::East);
    ASSERT_TRUE(east.pending_claim.has_value());
    const std::optional<int> sure = sure_tricks_for(east, Side::NorthSouth);
    ASSERT_TRUE(sure.has_value());
    EXPECT_EQ(robot.accept_claim(east), *sure >= 3);
    // Claiming nothing (a concession) is always true.
    TableEvent reject;
    reject.kind = EventKind::ClaimResponse;
    reject.seat = Seat::East;
    ASSERT_TRUE(table.apply(reject));
    claim.tricks = 0;
    ASSERT_TRUE(table.apply(claim));
    EXPECT_TRUE(robot.accept_claim(view_for(table, Seat::East)));
  }
}

// North holds four spade honours; every deal below is this one.
constexpr const char* kHonoursDeal = "N:AKQJ2.AKQ.AKQ.32 T98.JT98.JT9.JT9 765.765.8765.876 43.432.432.AKQ54";

// One rubber deal on kHonoursDeal: North bids 4S (everyone else passes) and
// claims `tricks` of the 13 before the lead; East and West accept.
void north_plays_four_spades(BridgeTable& table, int tricks) {
  TableEvent deal = table.next_deal(1);
  deal.deal = kHonoursDeal;
  ASSERT_TRUE(table.apply(deal));
  bool bid = false;
  while (table.phase() == TablePhase::Auction) {
    const Seat seat = table.seats_to_act().at(0);
    const bool north_bids = seat == Seat::North && !bid;
    ASSERT_TRUE(table.apply(call(seat, north_bids ? "4S" : "Pass")));
    bid = bid || north_bids;
  }
  TableEvent claim;
  claim.kind = EventKind::Claim;
  claim.seat = Seat::North;
  claim.tricks = tricks;
  ASSERT_TRUE(table.apply(claim));
  for (Seat opponent : {Seat::East, Seat::West}) {
    TableEvent accept;
    accept.kind = EventKind::ClaimResponse;
    accept.seat = opponent;
    accept.accept = true;
    ASSERT_TRUE(table.apply(accept));
  }
  ASSERT_EQ(table.phase(), TablePhase::Finished);
}

TEST(BridgeTable, RubberScoresHonoursAndStartsANewRubberOnceOneIsWon) {
  BridgeTable table(1, TableSettings{"r", Scoring::Rubber, false});
  for (Seat s : kAllSeats) ASSERT_TRUE(table.apply(sit(s, 10 + index(s))));
  north_plays_four_spades(table, 10);  // game, 120, and 100 honours
  ASSERT_EQ(table.rubbers().size(), 1u);
  EXPECT_EQ(table.rubber_vulnerability(), Vulnerability::NorthSouth);
  EXPECT_EQ(table.rubbers().back().above_the_line(Side::NorthSouth), 100);
  north_plays_four_spades(table, 9);  // vulnerable, down 1: 100 to EW, honours still 100 to NS
  EXPECT_EQ(table.rubbers().back().above_the_line(Side::EastWest), 100);
  north_plays_four_spades(table, 11);  // second game: 120 + 30 + 100 honours + 700
  ASSERT_EQ(table.rubbers().size(), 1u);
  EXPECT_TRUE(table.rubbers().back().is_finished());
  EXPECT_EQ(table.rubbers().back().total(Side::NorthSouth), 120 + 100 + 100 + 120 + 30 + 100 + 700);
  EXPECT_EQ(table.rubber_vulnerability(), Vulnerability::None);

  const nlohmann::json sheet = table_json(table, Seat::South, {}).at("rubber");
  EXPECT_EQ(sheet.at("finished"), true);
  EXPECT_EQ(sheet.at("games").at("NS"), 2);
  EXPECT_EQ(sheet.at("below").at("NS"), nlohmann::json::parse("[[120],[120]]"));
  const nlohmann::json above = sheet.at("above").at("NS");
  auto count = [&](const char* item, int points) {
    return std::count(above.begin(), above.end(), nlohmann::json{{"points", points}, {"item", item}});
  };
  EXPECT_EQ(count("honours", 100), 3);
  EXPECT_EQ(count("rubber", 700), 1);
  EXPECT_EQ(count("overtricks", 30), 1);
  EXPECT_EQ(sheet.at("rubbers"), nlohmann::json::parse(R"([{"NS":1270,"EW":100}])"));

  north_plays_four_spades(table, 10);  // the next deal opens a new rubber
  ASSERT_EQ(table.rubbers().size(), 2u);
  EXPECT_EQ(table.rubbers().back().games_won(Side::NorthSouth), 1);
  EXPECT_EQ(rubber_json(table.rubbers(), table.rubber_vulnerability()).at("totals").at("NS"), 220);
}

// While the first deal after a won rubber is being bid and played, the
// sheet is the new rubber's (empty, nobody vulnerable), not the won one's
// with its "rubber over"; the won rubber is listed with its totals.
TEST(BridgeTable, DealAfterAWonRubberShowsTheNewRubbersSheet) {
  BridgeTable table(1, TableSettings{"r", Scoring::Rubber, false});
  for (Seat s : kAllSeats) ASSERT_TRUE(table.apply(sit(s, 10 + index(s))));
  north_plays_four_spades(table, 10);
  north_plays_four_spades(table, 10);
  ASSERT_TRUE(table.rubbers().back().is_finished());
  EXPECT_EQ(table_json(table, Seat::South, {}).at("rubber").at("finished"), true);

  TableEvent deal = table.next_deal(1);
  deal.deal = kHonoursDeal;
  ASSERT_TRUE(table.apply(deal));
  ASSERT_EQ(table.phase(), TablePhase::Auction);
  const nlohmann::json sheet = table_json(table, Seat::South, {}).at("rubber");
  EXPECT_EQ(sheet.at("finished"), false);
  EXPECT_EQ(sheet.at("games"), nlohmann::json::parse(R"({"NS":0,"EW":0})"));
  EXPECT_EQ(sheet.at("totals"), nlohmann::json::parse(R"({"NS":0,"EW":0})"));
  EXPECT_EQ(sheet.at("above").at("NS"), nlohmann::json::array());
  EXPECT_EQ(sheet.at("below").at("NS"), nlohmann::json::parse("[[]]"));
  EXPECT_EQ(sheet.at("vulnerable"), nlohmann::json::parse(R"({"NS":false,"EW":false})"));
  EXPECT_EQ(sheet.at("rubbers"), nlohmann::json::parse(R"([{"NS":1140,"EW":0}])"));
}

TEST(BridgeTable, RubberSheetBeforeTheFirstDealIsEmpty) {
  const nlohmann::json sheet = rubber_json({}, Vulnerability::None);
  EXPECT_EQ(sheet.at("below").at("NS"), nlohmann::json::parse("[[]]"));
  EXPECT_EQ(sheet.at("totals").at("EW"), 0);
  EXPECT_TRUE(sheet.at("rubbers").empty());
}

}  // namespace
}  // namespace tenace::server
