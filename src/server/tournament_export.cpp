#include "server/tournament_export.h"

#include <cstdio>
#include <sstream>

#include "core/board.h"
#include "core/deal.h"
#include "formats/lin_writer.h"
#include "formats/pbn_reader.h"
#include "server/board_export.h"

namespace tenace::server {
namespace {

std::string quoted(const std::string& text) { return "\"" + pbn_escape(text) + "\""; }

std::string decimal(double value) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.2f", value);
  return buffer;
}

void score_table(std::ostringstream& out, const field::Traveller& t, field::FieldScoring scoring) {
  const bool imps = scoring == field::FieldScoring::Imps;
  out << "[ScoreTable \"Names_NS\\20L;Names_EW\\8L;Contract\\5L;Declarer\\1R;Result\\2R;Score_NS\\6R;Score_EW\\6R;"
      << (imps ? "IMP_NS\\4R;IMP_EW\\4R" : "Percentage_NS\\6R;Percentage_EW\\6R") << "\"]\n";
  for (const field::ScoredResult& s : t.rows) {
    const field::BoardResult& r = s.result;
    out << quoted(r.north_south) << ' ' << quoted(r.east_west) << ' ';
    if (r.contract) {
      out << r.contract->to_string() << ' ' << seat_char(r.contract->declarer) << ' ' << r.declarer_tricks;
    } else {
      out << "Pass - -";
    }
    out << ' ' << r.ns_score << ' ' << -r.ns_score << ' ';
    if (imps) out << s.imps_vs_datum_ns << ' ' << -s.imps_vs_datum_ns;
    else out << decimal(s.mp_percent_ns) << ' ' << decimal(100 - s.mp_percent_ns);
    out << '\n';
  }
}

void total_score_table(std::ostringstream& out, const field::FieldResults& results, field::FieldScoring scoring) {
  const bool imps = scoring == field::FieldScoring::Imps;
  out << "[TotalScoreTable \"Rank\\2R;Names\\20L;NrBoards\\2R;" << (imps ? "TotalIMP\\6R;MeanIMP\\6R" : "MeanPercentage\\6R")
      << "\"]\n";
  for (const field::Standing& s : results.standings) {
    out << s.rank << ' ' << quoted(s.entrant) << ' ' << s.boards << ' ';
    if (imps) out << decimal(s.imps) << ' ' << decimal(s.imps_per_board);
    else out << decimal(s.mp_percent);
    out << '\n';
  }
}

}  // namespace

std::string tournament_results_pbn(const TournamentRecord& t, const field::FieldResults& results) {
  std::ostringstream out;
  out << "% PBN 2.1\n% EXPORT\n";
  for (std::size_t i = 0; i < t.deals.size(); ++i) {
    const int board = static_cast<int>(i) + 1;
    const BoardConditions conditions = board_conditions(board);
    Result<Deal> deal = Deal::from_pbn(t.deals[i]);
    out << "\n[Event " << quoted(t.name) << "]\n";
    out << "[Site \"tenace\"]\n";
    out << "[Board \"" << board << "\"]\n";
    out << "[Dealer \"" << seat_char(conditions.dealer) << "\"]\n";
    out << "[Vulnerable \"" << vulnerability_name(conditions.vulnerability) << "\"]\n";
    out << "[Deal \"" << (deal ? deal->to_pbn(conditions.dealer) : t.deals[i]) << "\"]\n";
    out << "[Scoring \"" << (t.scoring == field::FieldScoring::Imps ? "IMP" : "MP") << "\"]\n";
    for (const field::Traveller& tr : results.travellers)
      if (tr.board == board) score_table(out, tr, t.scoring);
    if (board == static_cast<int>(t.deals.size())) total_score_table(out, results, t.scoring);
  }
  return out.str();
}

std::string tournament_results_lin(const TournamentRecord& t, const std::vector<TournamentEntry>& entries,
                                   const std::map<std::int64_t, std::vector<BoardRecord>>& played) {
  std::vector<formats::GameRecord> games;
  for (int board = 1; board <= static_cast<int>(t.deals.size()); ++board)
    for (const TournamentEntry& e : entries) {
      auto boards = played.find(e.table_id);
      if (boards == played.end()) continue;
      for (const BoardRecord& record : boards->second) {
        if (record.game.board_number() != board) continue;
        // The board as the history download writes it, read back into a
        // game record for the LIN writer, with the players named.
        formats::ReadResult read = formats::read_pbn(board_pbn(record, t.name));
        if (read.games.size() != 1) continue;
        formats::GameRecord& game = read.games.front();
        for (Seat seat : kAllSeats)
          game.set_tag(seat_name(seat), seat == Seat::South && e.user_id != 0 ? e.name : "Robot");
        games.push_back(std::move(game));
      }
    }
  return formats::write_lin(games);
}

}  // namespace tenace::server
