// Undo and claims at a whist-family table (whist_table.h): who answers,
// what a granted undo gives back (the very table one gets by never making
// the moves), which moves are final, what a claim shows and how it ends
// the hand, and the robots' judgement of a claim.
#include <gtest/gtest.h>

#include "bots/whist_claim_judge.h"
#include "server/whist_table.h"
#include "server/whist_tables.h"

namespace tenace::server {
namespace {

using nlohmann::json;

WhistTable robot_table(GameKind game) {
  TableSettings settings;
  settings.name = "undo and claims";
  settings.game = game;
  return robot_whist_table(settings);
}

// Plays each seat's fallback move until `stop` holds; returns the moves
// applied after the deal. The deal is the first event of `log`.
template <class Stop>
void play_until(WhistTable& table, std::vector<TableEvent>& log, Stop stop) {
  for (int guard = 0; guard < 200 && !stop() && table.phase() != TablePhase::Finished; ++guard) {
    const TableEvent move = *table.fallback_move(table.seats_to_act().front());
    ASSERT_TRUE(table.apply(move).ok());
    log.push_back(move);
  }
}

TableEvent request(EventKind kind, Seat seat, bool accept = false, int tricks = 0) {
  TableEvent e;
  e.kind = kind;
  e.seat = seat;
  e.accept = accept;
  e.tricks = tricks;
  return e;
}

int cards_played(const WhistTable& table) {
  return std::visit(
      [](const auto& h) {
        using Phase = decltype(h.phase());
        if (h.phase() < Phase::Play) return 0;
        if constexpr (std::is_same_v<std::decay_t<decltype(h)>, NonsenseHand>)
          return 2 * static_cast<int>(h.play_state().completed_tricks().size()) + (h.play_state().lead() ? 1 : 0);
        else
          return static_cast<int>(h.play_state().tricks().history().size());
      },
      *table.hand());
}

TEST(WhistUndo, AGrantedUndoGivesTheTableAsIfTheMovesWereNeverMade) {
  for (GameKind game : {GameKind::DummyWhist, GameKind::DoubleDummy, GameKind::Nonsense}) {
    WhistTable table = robot_table(game);
    std::vector<TableEvent> log{table.next_deal(11)};
    ASSERT_TRUE(table.apply(log[0]).ok());
    play_until(table, log, [&] { return cards_played(table) == 6; });
    // The player of the sixth card's chair takes it back: it and nothing
    // after it (it was the last move).
    const Seat by = log.back().seat;
    ASSERT_TRUE(table.apply(request(EventKind::UndoRequest, by)).ok());
    std::vector<Seat> others;
    for (Seat s : table.player_seats())
      if (s != by) others.push_back(s);
    EXPECT_EQ(table.undo_responders(), others);
    EXPECT_EQ(table.seats_to_act(), others);
    // Nothing moves while the answers are awaited, and the requester does
    // not answer their own request.
    EXPECT_EQ(table.apply(log.back()).message(), "an undo request is waiting for the other players' answers");
    EXPECT_FALSE(table.apply(request(EventKind::UndoResponse, by, true)).ok());
    for (Seat s : others) ASSERT_TRUE(table.apply(request(EventKind::UndoResponse, s, true)).ok());

    WhistTable never = robot_table(game);
    for (std::size_t i = 0; i + 1 < log.size(); ++i) ASSERT_TRUE(never.apply(log[i]).ok());
    for (Seat s : table.player_seats())
      EXPECT_EQ(table.to_json(s, {}).dump(), never.to_json(s, {}).dump()) << game_name(game);
    EXPECT_EQ(table.seats_to_act(), std::vector<Seat>{by});
  }
}

TEST(WhistUndo, TakesBackTheRequestersLastMoveAndEverythingAfterIt) {
  WhistTable table = robot_table(GameKind::DummyWhist);
  std::vector<TableEvent> log{table.next_deal(5)};
  ASSERT_TRUE(table.apply(log[0]).ok());
  play_until(table, log, [&] { return cards_played(table) == 7; });
  // The chair that played the fifth card (or later) asks; every move from
  // its last one on goes.
  std::size_t last = log.size();
  const Seat by = log[log.size() - 3].seat;
  for (std::size_t i = log.size(); i-- > 1;)
    if (log[i].seat == by) {
      last = i;
      break;
    }
  ASSERT_TRUE(table.apply(request(EventKind::UndoRequest, by)).ok());
  for (Seat s : table.undo_responders()) ASSERT_TRUE(table.apply(request(EventKind::UndoResponse, s, true)).ok());
  WhistTable never = robot_table(GameKind::DummyWhist);
  for (std::size_t i = 0; i < last; ++i) ASSERT_TRUE(never.apply(log[i]).ok());
  EXPECT_EQ(table.to_json(by, {}).dump(), never.to_json(by, {}).dump());
}

TEST(WhistUndo, OneRefusalEndsTheRequestAndPlayGoesOn) {
  WhistTable table = robot_table(GameKind::DoubleDummy);
  std::vector<TableEvent> log{table.next_deal(2)};
  ASSERT_TRUE(table.apply(log[0]).ok());
  play_until(table, log, [&] { return cards_played(table) == 3; });
  const std::string before = table.to_json(Seat::North, {}).dump();
  const Seat by = log.back().seat;
  ASSERT_TRUE(table.apply(request(EventKind::UndoRequest, by)).ok());
  EXPECT_FALSE(table.to_json(Seat::North, {})["undo"].is_null());
  ASSERT_TRUE(table.apply(request(EventKind::UndoResponse, table.undo_responders().front(), false)).ok());
  EXPECT_FALSE(table.undo_request());
  EXPECT_EQ(table.to_json(Seat::North, {}).dump(), before);
}

TEST(WhistUndo, MovesMadeBeforeCardsWereShownAreFinal) {
  // Dummy Whist: once the auction is over the dummy is seen, so no call
  // can be taken back; a player with no move yet has nothing to undo.
  WhistTable table = robot_table(GameKind::DummyWhist);
  std::vector<TableEvent> log{table.next_deal(8)};
  ASSERT_TRUE(table.apply(log[0]).ok());
  const Seat first = table.seats_to_act().front();
  EXPECT_EQ(table.apply(request(EventKind::UndoRequest, first)).message(),
            "you have no move in this hand to take back");
  play_until(table, log, [&] { return table.to_json(std::nullopt, {})["hand_phase"] == "declaration"; });
  // A defender's last move is their call.
  Seat defender = Seat::North;
  const std::string declarer = table.to_json(std::nullopt, {})["contract"]["declarer"];
  for (Seat s : table.player_seats())
    if (seat_string(s) != declarer) defender = s;
  EXPECT_EQ(table.apply(request(EventKind::UndoRequest, defender)).message(),
            "your last move can no longer be taken back: cards have been shown (or a renege called) since");
  // Nonsense: the choice of hands is final (a dead hand may have been seen).
  WhistTable nonsense = robot_table(GameKind::Nonsense);
  std::vector<TableEvent> nlog{nonsense.next_deal(3)};
  ASSERT_TRUE(nonsense.apply(nlog[0]).ok());
  const Seat chooser = nonsense.seats_to_act().front();
  ASSERT_TRUE(nonsense.apply(*nonsense.fallback_move(chooser)).ok());
  EXPECT_FALSE(nonsense.apply(request(EventKind::UndoRequest, chooser)).ok());
  // Nothing to undo once the hand is over.
  play_until(nonsense, nlog, [] { return false; });
  EXPECT_EQ(nonsense.apply(request(EventKind::UndoRequest, chooser)).message(),
            "there is nothing to undo: the hand is over");
}

// The table after its robots played `tricks` tricks of a fresh hand.
WhistTable after_tricks(GameKind game, std::uint64_t seed, int tricks) {
  WhistTable table = robot_table(game);
  std::vector<TableEvent> log{table.next_deal(seed)};
  EXPECT_TRUE(table.apply(log[0]).ok());
  const int per_trick = game == GameKind::Nonsense ? 2 : 4;
  play_until(table, log, [&] { return cards_played(table) == per_trick * tricks; });
  return table;
}

TEST(WhistClaim, TheClaimersHandIsShownUntilTheOtherSideAnswers) {
  WhistTable table = after_tricks(GameKind::DoubleDummy, 4, 3);
  const Seat claimer = Seat::North;
  const Seat other = Seat::East;
  ASSERT_TRUE(table.to_json(other, {})["positions"]["N"]["cards"].is_null());
  ASSERT_TRUE(table.apply(request(EventKind::Claim, claimer, false, 10)).ok());
  EXPECT_EQ(table.claim_responders(), std::vector<Seat>{other});
  EXPECT_EQ(table.seats_to_act(), std::vector<Seat>{other});
  const json seen = table.to_json(other, {});
  EXPECT_EQ(seen["positions"]["N"]["cards"].size(), 10u);
  EXPECT_EQ(seen["claim"]["by"], "N");
  EXPECT_EQ(seen["claim"]["tricks"], 10);
  EXPECT_EQ(seen["claim"]["remaining"], 10);
  EXPECT_TRUE(seen["legal"].is_null());
  // The claimer does not answer; nothing is played meanwhile.
  EXPECT_FALSE(table.apply(request(EventKind::ClaimResponse, claimer, true)).ok());
  ASSERT_TRUE(table.apply(request(EventKind::ClaimResponse, other, false)).ok());
  EXPECT_TRUE(table.to_json(other, {})["positions"]["N"]["cards"].is_null());
  EXPECT_EQ(table.phase(), TablePhase::Play);
}

TEST(WhistClaim, AnAcceptedClaimEndsTheHandWithThatSplit) {
  for (GameKind game : {GameKind::DummyWhist, GameKind::DoubleDummy, GameKind::Nonsense}) {
    WhistTable table = after_tricks(game, 9, 4);
    const json before = table.to_json(std::nullopt, {});
    const int declarer_won = before["tricks"]["declarer"];
    const Seat declarer = *seat_from_char(before["contract"]["declarer"].get<std::string>()[0]);
    // Declarer claims 6 of the 9 left.
    ASSERT_TRUE(table.apply(request(EventKind::Claim, declarer, false, 6)).ok()) << game_name(game);
    const std::vector<Seat> answerers = table.claim_responders();
    EXPECT_EQ(answerers.size(), game == GameKind::DummyWhist ? 2u : 1u);
    for (Seat s : answerers) ASSERT_TRUE(table.apply(request(EventKind::ClaimResponse, s, true)).ok());
    EXPECT_EQ(table.phase(), TablePhase::Finished);
    const json after = table.to_json(std::nullopt, {});
    EXPECT_EQ(after["result"]["tricks"], declarer_won + 6) << game_name(game);
    EXPECT_EQ(after["result"]["claim"]["side"], "declarer");
    EXPECT_EQ(after["tricks"]["defenders"].get<int>() + after["tricks"]["declarer"].get<int>(), 13);
    EXPECT_EQ(table.finished().size(), 1u);
  }
}

TEST(WhistClaim, InDummyWhistADefendersClaimIsAnsweredByDeclarerAlone) {
  WhistTable table = after_tricks(GameKind::DummyWhist, 9, 2);
  const json j = table.to_json(std::nullopt, {});
  const std::string declarer = j["contract"]["declarer"];
  Seat defender = Seat::North;
  for (Seat s : table.player_seats())
    if (seat_string(s) != declarer) defender = s;
  ASSERT_TRUE(table.apply(request(EventKind::Claim, defender, false, 0)).ok());
  ASSERT_EQ(table.claim_responders().size(), 1u);
  EXPECT_EQ(seat_string(table.claim_responders().front()), declarer);
}

TEST(WhistClaim, AClaimIsRefusedInTheMiddleOfATrickOrForMoreThanRemain) {
  WhistTable table = after_tricks(GameKind::Nonsense, 6, 2);
  EXPECT_EQ(table.apply(request(EventKind::Claim, Seat::North, false, 12)).message(),
            "a claim is of 0 to 11 tricks, the tricks still to play");
  ASSERT_TRUE(table.apply(*table.fallback_move(table.seats_to_act().front())).ok());
  EXPECT_EQ(table.apply(request(EventKind::Claim, Seat::North, false, 1)).message(),
            "a claim is made between tricks, not in the middle of one");
  WhistTable early = robot_table(GameKind::Nonsense);
  ASSERT_TRUE(early.apply(early.next_deal(1)).ok());
  EXPECT_EQ(early.apply(request(EventKind::Claim, Seat::North, false, 1)).message(), "a claim is made during the play");
}

TEST(WhistClaim, TheRobotsJudgeByTheTricksTheClaimersSideCanMake) {
  // With one trick left every card is forced: the claim of it holds
  // exactly when the claimer's side wins it when played out.
  for (GameKind game : {GameKind::DummyWhist, GameKind::DoubleDummy, GameKind::Nonsense}) {
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
      const WhistTable table = after_tricks(game, seed, 12);
      WhistTable played = table;
      std::vector<TableEvent> rest;
      play_until(played, rest, [] { return false; });
      const json result = played.to_json(std::nullopt, {})["result"];
      const int declarer_won_last = result["tricks"].get<int>() - table.to_json(std::nullopt, {})["tricks"]["declarer"].get<int>();
      std::visit(
          [&](const auto& h) {
            const int declarer = *h.declarer();
            const int a_defender = declarer == 0 ? 1 : 0;
            EXPECT_EQ(whist_claim_holds(h, declarer, 1), declarer_won_last == 1) << game_name(game) << seed;
            EXPECT_EQ(whist_claim_holds(h, a_defender, 1), declarer_won_last == 0) << game_name(game) << seed;
            EXPECT_TRUE(whist_claim_holds(h, declarer, 0));
          },
          *table.hand());
    }
  }
}

}  // namespace
}  // namespace tenace::server
