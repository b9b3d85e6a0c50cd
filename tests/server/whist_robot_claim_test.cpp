// Whist robots' own claims (bots/whist_certain_tricks.h, WhistRobot::
// propose_claim): a robot whose side is to lead between tricks claims the
// rest when every layout it cannot tell from the real one gives the same
// tricks, the table records the claim like a person's, a refused claim is
// not made again in that hand, and a robot's claim is never one the
// solver, every card seen, finds unsound.
#include <gtest/gtest.h>

#include <random>

#include "bots/whist_certain_tricks.h"
#include "bots/whist_claim_judge.h"
#include "bots/whist_robot.h"
#include "bots/whist_seat_view.h"
#include "server/whist_export.h"
#include "server/whist_table.h"
#include "server/whist_tables.h"

namespace tenace::server {
namespace {

using nlohmann::json;

// A budget under which only the number of layouts limits a claim (not the
// clock, whatever the machine's load), and a robot's cards stay cheap.
PlayBudget unhurried_budget() {
  PlayBudget budget;
  budget.time = std::chrono::seconds(60);
  budget.lead_time = std::chrono::seconds(60);
  budget.hard_limit = std::chrono::seconds(120);
  budget.min_samples = 2;
  budget.max_samples = 2;
  return budget;
}

TableEvent move(EventKind kind, Seat seat, std::string text = "") {
  TableEvent e;
  e.kind = kind;
  e.seat = seat;
  e.call = text;
  return e;
}

Hand cards(const char* text) { return *parse_card_list(text); }

// Dummy Whist, North bids 7 uptown in spades holding all thirteen: every
// trick is declarer's, however the others' cards lie.
WhistTable seven_spades_table() {
  TableSettings settings;
  settings.name = "all top tricks";
  settings.game = GameKind::DummyWhist;
  WhistTable table = robot_whist_table(settings);
  TableEvent deal;
  deal.kind = EventKind::Deal;
  deal.board = 1;
  deal.dealer = Seat::North;
  deal.deal = whist_deal_text({cards("SA SK SQ SJ ST S9 S8 S7 S6 S5 S4 S3 S2"),
                               cards("HA HK HQ HJ HT H9 H8 H7 H6 H5 H4 H3 H2"),
                               cards("DA DK DQ DJ DT D9 D8 D7 D6 D5 D4 D3 D2"),
                               cards("CA CK CQ CJ CT C9 C8 C7 C6 C5 C4 C3 C2")});
  EXPECT_TRUE(table.apply(deal).ok());
  EXPECT_TRUE(table.apply(move(EventKind::Call, Seat::East, "Pass")).ok());
  EXPECT_TRUE(table.apply(move(EventKind::Call, Seat::South, "Pass")).ok());
  EXPECT_TRUE(table.apply(move(EventKind::Call, Seat::North, "7U")).ok());
  EXPECT_TRUE(table.apply(move(EventKind::Declare, Seat::North, "S")).ok());
  return table;
}

int tricks_left(const WhistTable& table) {
  const json j = table.to_json(std::nullopt, {});
  return 13 - j["tricks"]["declarer"].get<int>() - j["tricks"]["defenders"].get<int>();
}

// Plays the table's fallback moves until `seat` is to lead a trick or the
// hand is over.
void play_to_lead_of(WhistTable& table, Seat seat) {
  for (int guard = 0; guard < 8 && table.phase() != TablePhase::Finished; ++guard) {
    const std::vector<Seat> turn = table.seats_to_act();
    ASSERT_EQ(turn.size(), 1u) << table.to_json(std::nullopt, {}).dump();
    if (turn.front() == seat && table.to_json(std::nullopt, {})["trick"]["cards"].empty()) return;
    ASSERT_TRUE(table.apply(*table.fallback_move(turn.front())).ok());
  }
  if (table.phase() != TablePhase::Finished) FAIL() << "never came back to " << seat_char(seat) << "'s lead";
}

TEST(WhistRobotClaim, ADeclarerWithEveryTopTrickClaimsThemOnceTheLayoutsAreFewEnough) {
  WhistTable table = seven_spades_table();
  const auto robot = table.make_robot(RobotSettings{unhurried_budget(), 1});
  // Declarer leads every trick; a claim comes as soon as a robot claims at
  // all (6 tricks left), the defenders' cards lying in few enough ways to
  // solve them all (924).
  std::optional<TableEvent> claim;
  while (!claim && tricks_left(table) > 0) {
    play_to_lead_of(table, Seat::North);
    if (testing::Test::HasFatalFailure()) return;
    const std::optional<TableEvent> e = table.robot_thought(Seat::North, robot)();
    ASSERT_TRUE(e);
    if (e->kind == EventKind::Claim) {
      claim = e;
      break;
    }
    EXPECT_EQ(e->kind, EventKind::Card);
    ASSERT_TRUE(table.apply(*e).ok());
  }
  ASSERT_TRUE(claim) << "declarer never claimed";
  EXPECT_EQ(tricks_left(table), kClaimTricksLeft);
  EXPECT_EQ(claim->tricks, tricks_left(table));
  EXPECT_EQ(claim->seat, Seat::North);

  // The defenders' robots answer at once and accept: the hand ends there.
  const int left = tricks_left(table);
  ASSERT_TRUE(table.apply(*claim).ok());
  for (Seat answerer : table.claim_responders()) {
    EXPECT_TRUE(table.robot_answers_at_once(answerer));
    const std::optional<TableEvent> answer = table.robot_thought(answerer, table.make_robot({unhurried_budget(), 2}))();
    ASSERT_TRUE(answer);
    EXPECT_EQ(answer->kind, EventKind::ClaimResponse);
    EXPECT_TRUE(answer->accept);
    ASSERT_TRUE(table.apply(*answer).ok());
  }
  ASSERT_EQ(table.phase(), TablePhase::Finished);

  // The claim is in the history and the PBN export.
  const json history = table.history_json();
  ASSERT_EQ(history.size(), 1u);
  EXPECT_EQ(history[0]["claim"], (json{{"side", "declarer"}, {"tricks", left}, {"remaining", left}}));
  EXPECT_EQ(history[0]["tricks"], 13);
  EXPECT_TRUE(history[0]["boston"]);
  const std::string pbn = whist_hands_pbn(table);
  const std::string tag = "[WhistClaim \"declarer " + std::to_string(left) + " of " + std::to_string(left) + "\"]";
  EXPECT_NE(pbn.find(tag), std::string::npos) << pbn;
}

TEST(WhistRobotClaim, ARefusedClaimIsNotMadeAgainInThatHand) {
  WhistTable table = seven_spades_table();
  const auto robot = table.make_robot(RobotSettings{unhurried_budget(), 1});
  for (play_to_lead_of(table, Seat::North); tricks_left(table) > 4; play_to_lead_of(table, Seat::North)) {
    if (testing::Test::HasFatalFailure()) return;
    ASSERT_TRUE(table.apply(*table.fallback_move(Seat::North)).ok());
  }
  const std::optional<TableEvent> claim = table.robot_thought(Seat::North, robot)();
  ASSERT_TRUE(claim && claim->kind == EventKind::Claim);
  ASSERT_TRUE(table.apply(*claim).ok());
  TableEvent no = move(EventKind::ClaimResponse, Seat::East);
  no.accept = false;
  ASSERT_TRUE(table.apply(no).ok());
  // Asked again in the same position, and at every later lead: cards.
  int leads = 0;
  for (play_to_lead_of(table, Seat::North); table.phase() != TablePhase::Finished; play_to_lead_of(table, Seat::North)) {
    if (testing::Test::HasFatalFailure()) return;
    ++leads;
    const std::optional<TableEvent> e = table.robot_thought(Seat::North, robot)();
    ASSERT_TRUE(e);
    ASSERT_EQ(e->kind, EventKind::Card) << "claimed again with " << tricks_left(table) << " tricks left";
    ASSERT_TRUE(table.apply(*e).ok());
  }
  EXPECT_EQ(leads, 4);
  EXPECT_EQ(table.history_json()[0]["claim"], nullptr);
}

TEST(WhistRobotClaim, ARobotNeverClaimsMoreOrLessThanTheCardsGive) {
  const WhistVariantCase variants[] = {
      {"dummy whist", GameKind::DummyWhist},
      {"dummy whist, jokers", GameKind::DummyWhist, true},
      {"dummy whist, jokers exchanged", GameKind::DummyWhist, true, NoTrumpJokerRule::ExchangeForDiscard},
      {"double dummy", GameKind::DoubleDummy},
      {"nonsense", GameKind::Nonsense},
      {"nonsense, table rules", GameKind::Nonsense, false, NoTrumpJokerRule::Worthless, true},
  };
  int claims = 0;
  int by_defenders = 0;
  int full_hands = 0;
  for (const WhistVariantCase& v : variants) {
    WhistTable table = robot_whist_table(v);
    std::mt19937_64 rng(7);
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
      ASSERT_TRUE(table.apply(table.next_deal(seed)).ok());
      ++full_hands;
      std::vector<WhistRobot> robots;
      for (int p = 0; p < table.players(); ++p) robots.emplace_back(unhurried_budget(), seed * 10 + p);
      for (int step = 0; step < 200 && table.phase() != TablePhase::Finished; ++step) {
        const Seat seat = table.seats_to_act().front();
        const int player = *table.player_in(seat);
        std::visit(
            [&](const auto& h) {
              const WhistSeatView view = view_for_player(h, player);
              const std::optional<int> claim = robots[static_cast<std::size_t>(player)].propose_claim(view);
              if (!claim) return;
              ++claims;
              if (!view.is_declarer()) ++by_defenders;
              const std::string where = std::string(v.label) + " hand " + std::to_string(seed) + ": claim of " +
                                        std::to_string(*claim) + " by player " + std::to_string(player);
              EXPECT_TRUE(whist_claim_holds(h, player, *claim)) << where;
              EXPECT_FALSE(whist_claim_holds(h, player, *claim + 1)) << where << " (more was certain)";
            },
            *table.hand());
        // Random calls (every kind of contract comes up), the table's
        // plain move otherwise.
        std::optional<TableEvent> next = table.fallback_move(seat);
        const json legal = table.to_json(seat, {})["legal"];
        if (!legal.is_null() && legal["kind"] == "call") {
          const json& calls = legal["calls"];
          next = table.move_from_message(seat, "call", {{"call", calls[rng() % calls.size()]["code"]}})->event;
        }
        ASSERT_TRUE(next);
        ASSERT_TRUE(table.apply(*next).ok()) << v.label;
      }
      ASSERT_EQ(table.phase(), TablePhase::Finished) << v.label;
    }
  }
  // The check above must have had claims to check, defenders' too.
  EXPECT_GT(claims, full_hands);
  EXPECT_GT(by_defenders, 0);
}

}  // namespace
}  // namespace tenace::server
