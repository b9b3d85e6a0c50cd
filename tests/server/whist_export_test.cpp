// The whist family's PBN extension: what a whist table exports is read by
// the project's own PBN reader without a warning, and keeps every hand's
// deal (jokers included), auction, declaration, play, tricks and points.
#include <gtest/gtest.h>

#include "formats/pbn_reader.h"
#include "server/whist_export.h"

namespace tenace::server {
namespace {

WhistTable played_table(GameKind game, bool jokers, int hands) {
  TableSettings settings;
  settings.name = "export test";
  settings.game = game;
  settings.whist.jokers = jokers;
  WhistTable table(3, settings);
  for (Seat seat : table.player_seats()) {
    TableEvent e;
    e.kind = EventKind::Sit;
    e.seat = seat;
    e.user_id = 1 + static_cast<int>(index(seat));
    e.name = std::string("player ") + seat_char(seat);
    EXPECT_TRUE(table.apply(e).ok());
  }
  for (int n = 0; n < hands; ++n) {
    EXPECT_TRUE(table.apply(table.next_deal(static_cast<std::uint64_t>(40 + n))).ok());
    while (table.phase() != TablePhase::Finished) EXPECT_TRUE(table.apply(*table.fallback_move(table.seats_to_act().front())).ok());
  }
  return table;
}

TEST(WhistExport, EveryVariantsPbnReadsCleanAndKeepsEachHand) {
  for (auto [game, jokers] : {std::pair{GameKind::DummyWhist, true}, {GameKind::DummyWhist, false},
                              {GameKind::DoubleDummy, false}, {GameKind::Nonsense, false}}) {
    const WhistTable table = played_table(game, jokers, 3);
    const std::string pbn = whist_hands_pbn(table);
    const formats::ReadResult read = formats::read_pbn(pbn);
    EXPECT_TRUE(read.diagnostics.empty()) << read.diagnostics.format("export.pbn") << pbn;
    ASSERT_EQ(read.games.size(), 3u) << pbn;
    const nlohmann::json history = table.history_json();
    for (std::size_t i = 0; i < 3; ++i) {
      const formats::GameRecord& g = read.games[i];
      const nlohmann::json& h = history[i];
      EXPECT_EQ(g.tag_value("Variant"), game == GameKind::DummyWhist ? "DummyWhist"
                                        : game == GameKind::DoubleDummy ? "DoubleDummy" : "Nonsense");
      EXPECT_EQ(g.tag_value("Board"), std::to_string(i + 1));
      EXPECT_EQ(g.tag_value("WhistBid"), h.at("contract").at("code").get<std::string>());
      EXPECT_EQ(g.tag_value("WhistTricks"), std::to_string(h.at("tricks").get<int>()));
      // Every card dealt is in WhistDeal, and every card played in WhistPlay.
      const std::string deal = g.tag_value("WhistDeal");
      int dealt = 0;
      for (const char* seat : {"N", "E", "S", "W"})
        for (const auto& card : h.at("dealt").at(seat)) {
          EXPECT_NE(deal.find(card.get<std::string>()), std::string::npos) << card << " missing from " << deal;
          ++dealt;
        }
      EXPECT_EQ(dealt, jokers ? 54 : 52);
      const std::string play = g.tag_value("WhistPlay");
      const std::size_t played = h.at("play").size();
      EXPECT_EQ(static_cast<std::size_t>(std::count(play.begin(), play.end(), ' ')) + 1, played);
      for (std::size_t c = 0; c < played; ++c)
        EXPECT_EQ(play.substr(3 * c, 2), h.at("play")[c].at("card").get<std::string>()) << "card " << c;
      EXPECT_EQ(played, game == GameKind::Nonsense ? 26u : 52u);
      EXPECT_EQ(g.player(Seat::North), "player N");
    }
  }
}

}  // namespace
}  // namespace tenace::server
