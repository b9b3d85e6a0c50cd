// Unit tests of the whist family's table (WhistTable): hands played to the
// end in every variant, what each participant is shown at every step (no
// hidden card ever in a projection), the score sheet to the target, and the
// moves read from messages.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <map>
#include <random>
#include <set>

#include "server/whist_table.h"
#include "server/whist_tables.h"

namespace tenace::server {
namespace {

using nlohmann::json;

using Variant = WhistVariantCase;

const Variant kVariants[] = {
    {"dummy whist", GameKind::DummyWhist},
    {"dummy whist, jokers", GameKind::DummyWhist, true},
    {"dummy whist, jokers exchanged", GameKind::DummyWhist, true, NoTrumpJokerRule::ExchangeForDiscard},
    {"dummy whist, jokers discarded when void", GameKind::DummyWhist, true, NoTrumpJokerRule::DiscardWhenVoid},
    {"double dummy", GameKind::DoubleDummy},
    {"nonsense", GameKind::Nonsense},
    {"nonsense, table rules", GameKind::Nonsense, false, NoTrumpJokerRule::Worthless, true},
};

WhistTable seated_table(const Variant& v) { return robot_whist_table(v); }

// Checks, from the rules alone, which positions `you` may see cards of in
// `j` (a projection during a hand), and that only the player to act is
// offered moves.
// How many projections of each hand phase were checked (so a test can see
// that the steps it means to cover came up).
std::map<std::string, int> phases_checked;

void check_projection(const json& j, std::optional<Seat> you, const Variant& v, const std::string& where) {
  const std::string phase = j["hand_phase"].get<std::string>();
  ++phases_checked[phase];
  if (phase == "over") return;  // everything is public then
  const std::string me = you ? seat_string(*you) : "";
  std::optional<std::string> declarer;
  if (!j["contract"].is_null()) declarer = j["contract"]["declarer"].get<std::string>();
  for (const auto& [position, p] : j["positions"].items()) {
    const std::string role = p["role"].get<std::string>();
    const bool own = you && p["player"] == me;
    bool allowed = own;
    if (role == "dummy") {
      if (v.game == GameKind::DoubleDummy) allowed = allowed || phase != "auction";
      if (v.game == GameKind::DummyWhist) {
        const bool exposed = phase != "auction" && phase != "discard";
        allowed = allowed || exposed || (phase == "discard" && declarer == me && you);
      }
    }
    const bool shown = !p["cards"].is_null();
    ASSERT_EQ(shown, allowed) << where << ": position " << position << " (" << role << ") seen by "
                              << (you ? me : std::string("a kibitzer")) << " in phase " << phase;
    if (shown) {
      ASSERT_EQ(static_cast<int>(p["cards"].size()), p["count"].get<int>()) << where;
    }
  }
  if (!j["legal"].is_null()) {
    ASSERT_TRUE(you) << where << ": a kibitzer is offered moves";
    ASSERT_EQ(j["turn"], me) << where << ": moves offered out of turn";
  }
  if (!j["legal"].is_null() && j["legal"]["kind"] == "exchange") {
    // Only declarer, who made the discards, sees which they are.
    ASSERT_EQ(j["legal"].contains("cards"), declarer == me) << where << ": exchange choices shown to " << me;
  }
  if (j.contains("discards")) {
    ASSERT_TRUE(declarer && declarer == me) << where << ": discards shown to " << me;
  }
}

// Plays `hands` hands with each seat's fallback move, checking every
// participant's projection after every move unless told not to (each
// projection carries the whole score sheet: slow over many hands); returns
// the table.
enum class Projections { Checked, Unchecked };
WhistTable play_hands(const Variant& v, int hands, std::uint64_t seed, Projections projections = Projections::Checked) {
  WhistTable table = seated_table(v);
  std::mt19937_64 rng(seed);
  for (int n = 0; n < hands; ++n) {
    const TableEvent deal = table.next_deal(seed * 1000 + static_cast<std::uint64_t>(n));
    EXPECT_TRUE(table.apply(deal).ok());
    for (int step = 0; step < 200 && table.phase() != TablePhase::Finished; ++step) {
      const std::string where = std::string(v.label) + " hand " + std::to_string(n + 1) + " step " + std::to_string(step);
      if (projections == Projections::Checked) {
        for (Seat seat : table.player_seats()) check_projection(table.to_json(seat, {}), seat, v, where);
        check_projection(table.to_json(std::nullopt, {}), std::nullopt, v, where);
      }
      if (testing::Test::HasFatalFailure()) return table;
      const std::vector<Seat> turn = table.seats_to_act();
      EXPECT_EQ(turn.size(), 1u) << where;
      if (turn.empty()) return table;
      // Calls at random among the legal ones (so that no-trump bids and
      // their joker exchanges come up), read from the message a client
      // would send; every other move is the table's fallback.
      std::optional<TableEvent> move = table.fallback_move(turn.front());
      const json legal = table.to_json(turn.front(), {})["legal"];
      if (!legal.is_null() && legal["kind"] == "call") {
        const json& calls = legal["calls"];
        const json& pick = calls[static_cast<std::size_t>(rng() % calls.size())];
        move = table.move_from_message(turn.front(), "call", {{"call", pick["code"]}})->event;
      }
      EXPECT_TRUE(move.has_value()) << where;
      if (!move) return table;
      const Status status = table.apply(*move);
      EXPECT_TRUE(status.ok()) << where << ": " << status.message();
      if (!status) return table;
    }
    EXPECT_EQ(table.phase(), TablePhase::Finished) << v.label << " hand " << n + 1;
  }
  return table;
}

class WhistTableVariant : public testing::TestWithParam<std::size_t> {};

TEST_P(WhistTableVariant, PlaysTwoHundredHandsWithoutShowingAHiddenCard) {
  const Variant& v = kVariants[GetParam()];
  // Eight tables of 25 hands: every projection carries the whole score
  // sheet, which would make one table of 200 hands slow to check.
  phases_checked.clear();
  for (std::uint64_t t = 0; t < 8; ++t) {
    const WhistTable table = play_hands(v, 25, 7 + t);
    if (HasFatalFailure()) return;
    EXPECT_EQ(table.hands_finished(), 25u) << v.label;
  }
  // Every step of the variant came up in these hands.
  std::vector<std::string> steps = {"auction", "declaration", "play"};
  if (v.jokers) steps.push_back("discard");
  if (v.joker_rule == NoTrumpJokerRule::ExchangeForDiscard) steps.push_back("exchange");
  if (v.game == GameKind::Nonsense) steps.push_back("choice");
  for (const std::string& step : steps) EXPECT_GT(phases_checked[step], 0) << v.label << ": no " << step << " step seen";
}

INSTANTIATE_TEST_SUITE_P(WhistTable, WhistTableVariant, testing::Range(std::size_t{0}, std::size(kVariants)),
                         [](const testing::TestParamInfo<std::size_t>& info) {
                           std::string name;
                           for (const char* c = kVariants[info.param].label; *c; ++c)
                             if (std::isalnum(static_cast<unsigned char>(*c))) name += *c;
                           return name;
                         });

TEST(WhistTable, SeatsArePlayersChairsOnly) {
  EXPECT_EQ(seated_table(kVariants[0]).player_seats(), (std::vector<Seat>{Seat::North, Seat::East, Seat::South}));
  EXPECT_EQ(seated_table(kVariants[4]).player_seats(), (std::vector<Seat>{Seat::North, Seat::East}));
  EXPECT_EQ(seated_table(kVariants[5]).player_seats(), (std::vector<Seat>{Seat::North, Seat::South}));
  WhistTable table = seated_table(kVariants[5]);
  TableEvent e;
  e.kind = EventKind::Robot;
  e.seat = Seat::West;
  const Status status = table.apply(e);
  ASSERT_FALSE(status.ok());
  EXPECT_NE(status.message().find("not a player's seat"), std::string::npos) << status.message();
}

// Every variant to 21: each game on the sheet is the sum of its hands, ends
// with the first hand that takes a player to the target, and the next hand
// starts a new game from zero.
TEST_P(WhistTableVariant, TheScoreSheetAddsEachHandAndStartsANewGameAtTheTarget) {
  const Variant& v = kVariants[GetParam()];
  WhistTable table = play_hands(v, 40, 11, Projections::Unchecked);
  ASSERT_FALSE(HasFatalFailure());
  // Deal once more so that the last hand is on the sheet too.
  ASSERT_TRUE(table.apply(table.next_deal(99)).ok());
  const std::size_t players = table.player_seats().size();
  std::vector<int> sum(players, 0);
  std::size_t game = 0;
  for (const WhistHandRecord& r : table.finished()) {
    ASSERT_EQ(r.points.size(), players) << v.label;
    if (static_cast<std::size_t>(r.game) != game) {
      ASSERT_EQ(static_cast<std::size_t>(r.game), game + 1) << v.label;
      ASSERT_TRUE(table.games()[game].is_over()) << v.label << " game " << game + 1;
      EXPECT_EQ(table.games()[game].totals(), sum) << v.label << " game " << game + 1;
      sum.assign(players, 0);
      game = static_cast<std::size_t>(r.game);
    }
    ASSERT_LT(*std::max_element(sum.begin(), sum.end()), 21) << v.label << " game " << game + 1 << " went on past 21";
    for (std::size_t p = 0; p < players; ++p) sum[p] += r.points[p];
  }
  EXPECT_GE(table.games().size(), 2u) << v.label << ": 40 hands should finish at least one game to 21";
  EXPECT_EQ(table.games()[game].totals(), sum) << v.label;
  const json j = table.to_json(table.player_seats().front(), {});
  EXPECT_EQ(j["score"]["hands"].size(), 40u) << v.label;
  EXPECT_EQ(j["score"]["target"], 21) << v.label;
}

TEST(WhistTable, ReplayingTheEventsGivesTheSameTable) {
  const Variant& v = kVariants[2];
  WhistTable table = seated_table(v);
  std::vector<TableEvent> log;
  for (int n = 0; n < 5; ++n) {
    TableEvent deal = table.next_deal(static_cast<std::uint64_t>(n));
    ASSERT_TRUE(table.apply(deal).ok());
    log.push_back(deal);
    while (table.phase() != TablePhase::Finished) {
      const TableEvent move = *table.fallback_move(table.seats_to_act().front());
      ASSERT_TRUE(table.apply(move).ok());
      log.push_back(to_storage(move).empty() ? move : *from_storage(to_storage(move)));
    }
  }
  WhistTable replayed = seated_table(v);
  for (const TableEvent& e : log) ASSERT_TRUE(replayed.apply(e).ok());
  for (Seat seat : table.player_seats())
    EXPECT_EQ(replayed.to_json(seat, {}).dump(), table.to_json(seat, {}).dump());
  EXPECT_EQ(replayed.history_json().dump(), table.history_json().dump());
}

TEST(WhistTable, MovesAreReadFromMessagesWithClearErrors) {
  WhistTable table = seated_table(kVariants[1]);
  auto read = [&](const std::string& type, const json& m) { return table.move_from_message(Seat::North, type, m); };
  EXPECT_EQ(read("call", {{"call", "4U"}})->event.call, "4 uptown");
  EXPECT_EQ(read("call", {{"call", "5x"}}).error().message, "'5x' is not a whist call (Pass, 1U ... 7U, 1D ... 7D, 1N ... 7N)");
  EXPECT_EQ(read("discard", {{"cards", {"SA", "BJ"}}})->event.card, "SA BJ");
  EXPECT_FALSE(read("discard", {{"cards", {"SA"}}}).ok());
  EXPECT_EQ(read("declare", {{"declaration", "downtown"}})->event.call, "downtown");
  EXPECT_FALSE(read("declare", {{"declaration", "NT"}}).ok());
  EXPECT_TRUE(read("choose", {{"keep", false}}).ok());
  EXPECT_EQ(read("renege", {{"book", 14}}).error().message, "field \"book\" must be between 1 and 13");
  EXPECT_EQ(read("ask", json::object()).error().message, "'ask' is not a move in dummy_whist");
  EXPECT_EQ(read("claim", {{"tricks", 14}}).error().message, "field \"tricks\" must be between 0 and 13");
  EXPECT_EQ(read("concede", json::object())->event.tricks, 0);
  EXPECT_EQ(read("exchange", {{"pick", 1}}).error().message, "there is no discard number 1 to take");
  EXPECT_EQ(read("exchange", {{"pick", 2}}).error().message, "field \"pick\" must be between 0 and 1");
  // A move out of turn is refused by the table, with the reason.
  ASSERT_TRUE(table.apply(table.next_deal(3)).ok());
  const Seat turn = table.seats_to_act().front();
  const Seat other = turn == Seat::North ? Seat::East : Seat::North;
  TableEvent e = read("call", {{"call", "Pass"}})->event;
  e.seat = other;
  const Status status = table.apply(e);
  ASSERT_FALSE(status.ok());
  EXPECT_EQ(status.message(), "it is not your turn");
}

TEST(WhistTable, DealTextKeepsJokersAndRefusesBadCards) {
  std::array<Hand, 4> hands{};
  hands[0].add(Card::big_joker());
  hands[0].add(*Card::parse("SA"));
  hands[3].add(*Card::parse("C2"));
  const std::string text = whist_deal_text(hands);
  EXPECT_EQ(text, "BJ SA|||C2");
  EXPECT_EQ(*parse_whist_deal_text(text), hands);
  EXPECT_FALSE(parse_whist_deal_text("SA|HK").ok());
  EXPECT_EQ(parse_whist_deal_text("SX|||").error().message, "'SX' is not a card");
}

TEST(WhistTable, UnderTableRulesARenegeIsPlayedThenCalledByBook) {
  const Variant& v = kVariants[6];  // Nonsense under table rules
  WhistTable table = seated_table(v);
  // Find a deal and a moment where the player to play holds a card that
  // does not follow: play it (a renege), then the opponent names the book.
  for (std::uint64_t seed = 0; seed < 50; ++seed) {
    table = seated_table(v);
    ASSERT_TRUE(table.apply(table.next_deal(seed)).ok());
    for (int guard = 0; guard < 100 && table.phase() != TablePhase::Finished; ++guard) {
      const Seat turn = table.seats_to_act().front();
      if (table.phase() == TablePhase::Play) {
        const auto& hand = std::get<NonsenseHand>(*table.hand());
        const int player = *table.player_in(turn);
        const Hand held = hand.play_state().remaining(player);
        const Hand renege_cards = held - hand.legal_cards();
        if (!renege_cards.empty()) {
          const int book = hand.play_state().books_started();
          TableEvent card;
          card.kind = EventKind::Card;
          card.seat = turn;
          card.card = (*renege_cards.begin()).to_string();
          ASSERT_TRUE(table.apply(card).ok()) << "table rules accept a card that does not follow";
          const Seat opponent = turn == Seat::North ? Seat::South : Seat::North;
          TableEvent call = table.move_from_message(opponent, "renege", {{"book", book}})->event;
          const Status proven = table.apply(call);
          ASSERT_TRUE(proven.ok()) << proven.message();
          const json j = table.to_json(opponent, {});
          ASSERT_EQ(j["reneges"].size(), 1u);
          EXPECT_EQ(j["reneges"][0]["book"], book);
          EXPECT_EQ(j["reneges"][0]["proven"], true);
          // Calling the same book again is refused with the reason.
          EXPECT_FALSE(table.apply(call).ok());
          return;
        }
      }
      ASSERT_TRUE(table.apply(*table.fallback_move(turn)).ok());
    }
  }
  FAIL() << "no deal in 50 gave a chance to renege";
}

TEST(WhistTable, WithoutTableRulesARenegeCallIsRefused) {
  WhistTable table = seated_table(kVariants[5]);
  ASSERT_TRUE(table.apply(table.next_deal(1)).ok());
  TableEvent call = table.move_from_message(Seat::North, "renege", {{"book", 1}})->event;
  const Status status = table.apply(call);
  ASSERT_FALSE(status.ok());
  EXPECT_EQ(status.message(), "reneges are called only under table rules; here following suit is enforced");
}

}  // namespace
}  // namespace tenace::server
