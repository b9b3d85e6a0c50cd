// Unit tests of the table state machine, the one projection and the
// fallback robot, without any network.
#include <gtest/gtest.h>

#include "core/random_deal.h"
#include "server/fallback_robot.h"
#include "server/rubber_sheet.h"
#include "server/seat_projection.h"
#include "server/table.h"
#include "server/table_json.h"

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

Table seated_table(Scoring scoring = Scoring::Duplicate) {
  Table table(1, TableSettings{"t", scoring, false});
  for (Seat s : kAllSeats) EXPECT_TRUE(table.apply(sit(s, 10 + index(s))));
  EXPECT_TRUE(table.apply(table.next_deal(42)));
  return table;
}

// Plays the board to its end with the fallback robot in every seat.
void play_out(Table& table) {
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

TEST(Table, DealsOnlyWithFourPlayersAndFollowsTheBoardCycle) {
  Table table(1, TableSettings{});
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

TEST(Table, RefusesCallsOutOfTurnAndIllegalCallsWithTheReason) {
  Table table = seated_table();
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

TEST(Table, PlaysACompleteBoardAndRecordsIt) {
  Table table = seated_table();
  play_out(table);
  ASSERT_EQ(table.phase(), TablePhase::Finished);
  ASSERT_EQ(table.boards().size(), 1u);
  EXPECT_EQ(table.boards()[0].score_ns, table.game()->ns_score().value());
  EXPECT_TRUE(table.may_deal());
  ASSERT_TRUE(table.apply(table.next_deal(3)));
  EXPECT_EQ(table.game()->board_number(), 2);
  EXPECT_EQ(table.game()->dealer(), Seat::East);
}

TEST(Table, ReplayingTheEventsRebuildsTheSameTable) {
  // What the server does at start-up: apply the stored events again.
  std::vector<TableEvent> log;
  Table table(5, TableSettings{"r", Scoring::Rubber, true});
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
  Table replayed(5, TableSettings{"r", Scoring::Rubber, true});
  for (const TableEvent& e : log) ASSERT_TRUE(replayed.apply(e));
  ASSERT_EQ(replayed.boards().size(), table.boards().size());
  EXPECT_TRUE(*replayed.game() == *table.game());
  EXPECT_EQ(table_json(replayed, Seat::South, {}).dump(), table_json(table, Seat::South, {}).dump());
  EXPECT_EQ(replayed.rubber().current_totals(), table.rubber().current_totals());
}

TEST(Table, UndoTakesBackTheRequestersLastCallOnceBothOpponentsAgree) {
  Table table = seated_table();
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
  Table table = seated_table();
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
  Table table = seated_table();
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
    Table table(1, TableSettings{});
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

TEST(RubberSheet, TwoGamesWinTheRubberWithTheBonus) {
  RubberSheet sheet;
  const Contract four_spades{4, Strain::Spades, Doubling::Undoubled, Seat::North};
  sheet.record(four_spades, 10);
  EXPECT_EQ(sheet.games()[0], 1);
  EXPECT_EQ(sheet.vulnerability(), Vulnerability::NorthSouth);
  sheet.record(Contract{2, Strain::Hearts, Doubling::Undoubled, Seat::East}, 7);  // 2H down 1: 50 to NS
  sheet.record(Contract{3, Strain::NoTrump, Doubling::Undoubled, Seat::South}, 10);
  ASSERT_EQ(sheet.rubbers().size(), 1u);
  // 120 + 50 + 100 (3NT) + 30 overtrick + 700 = 1000 for NS.
  EXPECT_EQ(sheet.rubbers()[0][0], 1000);
  EXPECT_EQ(sheet.rubbers()[0][1], 0);
  EXPECT_EQ(sheet.vulnerability(), Vulnerability::None);
}

}  // namespace
}  // namespace tenace::server
