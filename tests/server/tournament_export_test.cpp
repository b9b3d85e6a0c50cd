// A tournament's PBN: every board's deal with a ScoreTable of its results
// and the ranking in a TotalScoreTable; tenace's own PBN reader reads it
// clean, with every result and standing where it was written.
#include <gtest/gtest.h>

#include "core/random_deal.h"
#include "formats/pbn_reader.h"
#include "server/tournament_export.h"

namespace tenace::server {
namespace {

field::BoardResult result(const std::string& entrant, const char* contract, Seat declarer, int tricks, int score) {
  field::BoardResult r;
  r.north_south = entrant;
  r.east_west = "Robots";
  if (std::string(contract) != "Pass") r.contract = *parse_contract(contract, declarer);
  r.declarer_tricks = tricks;
  r.ns_score = score;
  return r;
}

TournamentRecord tournament(field::FieldScoring scoring) {
  TournamentRecord t;
  t.id = 3;
  t.name = "Tuesday \"pairs\"";
  t.scoring = scoring;
  DealGenerator deals(11);
  for (int i = 0; i < 2; ++i) t.deals.push_back(deals.next().to_pbn());
  return t;
}

TEST(TournamentExport, ScoreTablesReadBackCleanWithEveryResult) {
  for (field::FieldScoring scoring : {field::FieldScoring::Matchpoints, field::FieldScoring::Imps}) {
    std::map<int, std::vector<field::BoardResult>> results;
    results[1] = {result("ann", "4H", Seat::South, 10, 420), result("Robots 1", "4H", Seat::North, 9, -50),
                  result("Robots 2", "Pass", Seat::North, 0, 0)};
    results[2] = {result("ann", "3NTX", Seat::East, 7, 200), result("Robots 1", "2S", Seat::West, 8, -110)};
    const TournamentRecord t = tournament(scoring);
    const field::FieldResults field = field::score_field(scoring, results);
    const std::string pbn = tournament_results_pbn(t, field);
    const formats::ReadResult read = formats::read_pbn(pbn);
    EXPECT_TRUE(read.diagnostics.empty()) << read.diagnostics.format("tournament.pbn") << pbn;
    ASSERT_EQ(read.games.size(), 2u) << pbn;
    for (int board = 1; board <= 2; ++board) {
      const formats::GameRecord& g = read.games[static_cast<std::size_t>(board - 1)];
      EXPECT_EQ(g.tag_value("Board"), std::to_string(board));
      EXPECT_EQ(g.tag_value("Event"), t.name);
      ASSERT_TRUE(g.deal.has_value());
      EXPECT_EQ(g.deal->to_pbn(), t.deals[static_cast<std::size_t>(board - 1)]);
      const formats::Tag* table = g.find_tag("ScoreTable");
      ASSERT_NE(table, nullptr) << pbn;
      ASSERT_EQ(table->section.size(), results[board].size());
      // Rows best North-South score first, as the traveller has them.
      const field::Traveller& tr = field.travellers[static_cast<std::size_t>(board - 1)];
      for (std::size_t i = 0; i < tr.rows.size(); ++i) {
        const auto& row = table->section[i];
        ASSERT_GE(row.size(), 9u);
        EXPECT_EQ(row[0], "\"" + tr.rows[i].result.north_south + "\"");
        EXPECT_EQ(row[5], std::to_string(tr.rows[i].result.ns_score));
      }
    }
    const formats::Tag* total = read.games[1].find_tag("TotalScoreTable");
    ASSERT_NE(total, nullptr);
    ASSERT_EQ(total->section.size(), field.standings.size());
    EXPECT_EQ(total->section[0][1], "\"" + field.standings[0].entrant + "\"");
    EXPECT_EQ(read.games[0].find_tag("TotalScoreTable"), nullptr);
  }
}

}  // namespace
}  // namespace tenace::server
