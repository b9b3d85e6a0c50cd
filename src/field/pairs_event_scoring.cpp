#include "field/pairs_event_scoring.h"

#include <algorithm>
#include <cmath>

namespace tenace::field {

std::string_view adjustment_name(AdjustmentKind kind) {
  switch (kind) {
    case AdjustmentKind::AveragePlus: return "average_plus";
    case AdjustmentKind::Average: return "average";
    case AdjustmentKind::AverageMinus: return "average_minus";
    case AdjustmentKind::Artificial: return "artificial";
  }
  return "average";
}

std::optional<AdjustmentKind> parse_adjustment(std::string_view name) {
  for (AdjustmentKind k : {AdjustmentKind::AveragePlus, AdjustmentKind::Average, AdjustmentKind::AverageMinus,
                           AdjustmentKind::Artificial})
    if (adjustment_name(k) == name) return k;
  return std::nullopt;
}

double adjusted_figure(const AdjustedScore& a, FieldScoring scoring) {
  const bool imps = scoring == FieldScoring::Imps;
  switch (a.kind) {
    case AdjustmentKind::AveragePlus: return imps ? 3 : 60;
    case AdjustmentKind::Average: return imps ? 0 : 50;
    case AdjustmentKind::AverageMinus: return imps ? -3 : 40;
    case AdjustmentKind::Artificial: return a.value;
  }
  return 0;
}

namespace {

struct Figure {
  double mp = 0;
  double imps = 0;
  bool adjusted = false;
};

double score_of(const PairStanding& s, FieldScoring scoring) {
  return scoring == FieldScoring::Imps ? s.imps_per_board : s.mp_percent;
}

// Best first within each field; equal scores share a rank; pairs with no
// board yet come after, unranked.
void rank(std::vector<PairStanding>& standings, FieldScoring scoring) {
  std::stable_sort(standings.begin(), standings.end(), [&](const PairStanding& a, const PairStanding& b) {
    if (a.field != b.field) return a.field < b.field;
    if ((a.boards > 0) != (b.boards > 0)) return a.boards > 0;
    return score_of(a, scoring) > score_of(b, scoring);
  });
  constexpr double kSame = 1e-9;
  int place = 0;
  for (std::size_t i = 0; i < standings.size(); ++i) {
    PairStanding& s = standings[i];
    place = i > 0 && standings[i - 1].field == s.field ? place + 1 : 1;
    if (s.boards == 0) continue;
    const PairStanding* above = i > 0 && standings[i - 1].field == s.field ? &standings[i - 1] : nullptr;
    const bool tied = above && std::abs(score_of(s, scoring) - score_of(*above, scoring)) < kSame;
    s.rank = tied ? above->rank : place;
  }
}

}  // namespace

PairsEventResults score_pairs_event(FieldScoring scoring, const std::map<int, std::string>& fields,
                                    const std::vector<PairBoardResult>& results,
                                    const std::vector<AdjustedScore>& adjustments, int expected_results) {
  std::map<int, std::vector<const PairBoardResult*>> by_board;
  for (const PairBoardResult& r : results) by_board[r.board].push_back(&r);
  int expected = expected_results;
  for (const auto& [board, rows] : by_board) expected = std::max(expected, static_cast<int>(rows.size()));

  // figures[pair][board]
  std::map<int, std::map<int, Figure>> figures;
  PairsEventResults out;
  for (const auto& [board, rows] : by_board) {
    std::vector<BoardResult> plain;
    for (const PairBoardResult* r : rows) plain.push_back(r->result);
    Traveller t = score_board(board, plain, expected);
    // score_board reorders its rows: each is found again by its table and
    // North-South name, which identify one result of the board.
    for (const ScoredResult& row : t.rows) {
      for (const PairBoardResult* r : rows) {
        if (r->result.table_id != row.result.table_id || r->result.north_south != row.result.north_south) continue;
        figures[r->north_south][board] = Figure{row.mp_percent_ns, static_cast<double>(row.imps_vs_datum_ns)};
        figures[r->east_west][board] = Figure{100 - row.mp_percent_ns, -static_cast<double>(row.imps_vs_datum_ns)};
      }
    }
    out.travellers.push_back(std::move(t));
  }
  for (const AdjustedScore& a : adjustments) {
    const double value = adjusted_figure(a, scoring);
    // An artificial figure is given in the event's own scoring; the other
    // column follows the same average-based reading (50% is 0 IMPs).
    Figure f;
    f.adjusted = true;
    if (scoring == FieldScoring::Imps) {
      f.imps = value;
      f.mp = 50;
    } else {
      f.mp = value;
      f.imps = 0;
    }
    figures[a.pair][a.board] = f;
  }
  for (const auto& [pair, field] : fields) {
    PairStanding s;
    s.pair = pair;
    s.field = field;
    if (auto it = figures.find(pair); it != figures.end()) {
      for (const auto& [board, f] : it->second) {
        ++s.boards;
        s.adjusted += f.adjusted;
        s.mp_percent += f.mp;
        s.imps += f.imps;
      }
    }
    if (s.boards > 0) {
      s.mp_percent /= s.boards;
      s.imps_per_board = s.imps / s.boards;
    }
    out.standings.push_back(s);
  }
  rank(out.standings, scoring);
  return out;
}

}  // namespace tenace::field
