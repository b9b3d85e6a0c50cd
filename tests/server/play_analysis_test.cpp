// The card-by-card analysis of a finished board (server/play_analysis.h):
// each card's cost is checked against the solver's other answer for the
// same position, the list of every legal card with its tricks, so the two
// ways of counting must agree; and the JSON names each side's first
// costly card.
#include "server/play_analysis.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <thread>

#include <nlohmann/json.hpp>

#include "core/bridge_game.h"
#include "solver/solver.h"

namespace tenace::server {
namespace {

// Board 1 (dealer North): 1NT by North, then passes; every card is the
// lowest legal one, which throws tricks away now and then on both sides.
BoardRecord lowest_card_board() {
  const auto deal = Deal::from_pbn("N:AT6.A973.KQ94.92 QJ95.KQ8.T873.A3 K8432.62.J2.K764 7.JT54.A65.QJT85");
  EXPECT_TRUE(deal.ok());
  auto game = BridgeGame::for_board(deal.value(), 1);
  EXPECT_TRUE(game.ok());
  BridgeGame g = std::move(game).value();
  for (const char* call : {"1NT", "Pass", "Pass", "Pass"}) EXPECT_TRUE(g.call(*Call::parse(call)).ok()) << call;
  while (g.play() && !g.play()->tricks().is_over()) {
    const Card lowest = *g.play()->legal_cards().begin();
    EXPECT_TRUE(g.play_card(lowest).ok());
  }
  BoardRecord record{.game = g, .notes = {}, .contract = g.contract(), .declarer_tricks = g.declarer_tricks().value_or(0)};
  return record;
}

TEST(PlayAnalysis, EachCardsCostIsTheBestCardsTricksLessThePlayedCards) {
  const BoardRecord record = lowest_card_board();
  ASSERT_TRUE(record.contract);
  Solver solver;
  const PlayAnalysis analysis = analyse_play(solver, record);
  ASSERT_EQ(analysis.cards.size(), 52u);
  ASSERT_EQ(analysis.declarer_tricks.size(), 53u);
  EXPECT_EQ(analysis.declarer_tricks.back(), record.declarer_tricks);

  // Replay the play and ask, before each card, for every legal card's tricks.
  TrickPlay play(record.game.deal(), TrickRules{trump_suit(record.contract->strain), RankOrder::HighWins},
                 left_hand_opponent(record.contract->declarer));
  Solver checker;
  int costly = 0;
  for (std::size_t i = 0; i < analysis.cards.size(); ++i) {
    const Trick& trick = play.current_trick();
    Position position;
    position.hands = Deal({play.remaining(Seat::North), play.remaining(Seat::East), play.remaining(Seat::South),
                           play.remaining(Seat::West)});
    position.strain = record.contract->strain;
    position.leader = trick.leader;
    for (int k = 0; k < trick.count; ++k) position.trick_so_far.push_back(trick.cards[static_cast<std::size_t>(k)]);
    const std::vector<CardResult> options = checker.all_cards(position);
    const int best = std::max_element(options.begin(), options.end(), [](auto& a, auto& b) { return a.tricks < b.tricks; })->tricks;
    const auto chosen = std::find_if(options.begin(), options.end(), [&](auto& r) { return r.card == analysis.cards[i].card; });
    ASSERT_NE(chosen, options.end()) << "card " << i;
    EXPECT_EQ(analysis.cards[i].cost, best - chosen->tricks) << "card " << i << " " << analysis.cards[i].card.to_string();
    EXPECT_EQ(analysis.cards[i].seat, play.to_play());
    costly += analysis.cards[i].cost > 0;
    ASSERT_TRUE(play.play(analysis.cards[i].card).ok());
  }
  EXPECT_GT(costly, 0) << "lowest-card play should cost tricks somewhere";
}

TEST(PlayAnalysis, JsonNamesEachSidesFirstCostlyCard) {
  const BoardRecord record = lowest_card_board();
  Solver solver;
  const PlayAnalysis analysis = analyse_play(solver, record);
  const nlohmann::json j = play_analysis_json(record, analysis);
  EXPECT_EQ(j.at("contract"), "1NT");
  EXPECT_EQ(j.at("declarer"), "N");
  ASSERT_EQ(j.at("cards").size(), 52u);
  for (const char* side : {"NS", "EW"}) {
    const nlohmann::json& first = j.at("first_costly").at(side);
    // The first card of this side with a cost, found the plain way.
    std::optional<std::size_t> expected;
    for (std::size_t i = 0; i < analysis.cards.size() && !expected; ++i)
      if (analysis.cards[i].cost > 0 && std::string(side_name(side_of(analysis.cards[i].seat))) == side) expected = i;
    if (!expected) {
      EXPECT_TRUE(first.is_null()) << side;
      continue;
    }
    EXPECT_EQ(first.at("index"), *expected) << side;
    EXPECT_EQ(first.at("card"), analysis.cards[*expected].card.to_string()) << side;
    EXPECT_EQ(first.at("cost"), analysis.cards[*expected].cost) << side;
  }
}

TEST(PlayAnalysis, PassedOutBoardHasNoCards) {
  const auto deal = Deal::from_pbn("N:AT6.A973.KQ94.92 QJ95.KQ8.T873.A3 K8432.62.J2.K764 7.JT54.A65.QJT85");
  ASSERT_TRUE(deal.ok());
  BridgeGame g = BridgeGame::for_board(deal.value(), 1).value();
  for (int i = 0; i < 4; ++i) ASSERT_TRUE(g.call(*Call::parse("Pass")).ok());
  const BoardRecord record{.game = g, .notes = {}, .contract = std::nullopt, .declarer_tricks = 0};
  Solver solver;
  const nlohmann::json j = play_analysis_json(record, analyse_play(solver, record));
  EXPECT_TRUE(j.at("contract").is_null());
  EXPECT_TRUE(j.at("cards").empty());
  EXPECT_TRUE(j.at("first_costly").at("NS").is_null());
}

TEST(PlayAnalysis, FirstRequestIsPendingThenTheWorkersAnswerIsKept) {
  const BoardRecord record = lowest_card_board();
  const std::int64_t table = 900001;  // a key no other test uses
  const PlayAnalysisReply first = cached_play_analysis(table, 1, record);
  ASSERT_EQ(first.state, PlayAnalysisState::pending);
  PlayAnalysisReply reply = first;
  for (int i = 0; i < 600 && reply.state == PlayAnalysisState::pending; ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    reply = cached_play_analysis(table, 1, record);
  }
  ASSERT_EQ(reply.state, PlayAnalysisState::ready) << "not solved within a minute";
  Solver solver;
  EXPECT_EQ(nlohmann::json::parse(reply.body), play_analysis_json(record, analyse_play(solver, record)));
  // Kept: the same answer again, straight away.
  EXPECT_EQ(cached_play_analysis(table, 1, record).body, reply.body);
}

}  // namespace
}  // namespace tenace::server
