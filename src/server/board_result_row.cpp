#include "server/board_result_row.h"

#include "core/contract.h"

namespace tenace::server {

field::BoardResult board_result_of(const BoardResultRow& row, std::string north_south, std::string east_west) {
  field::BoardResult r;
  r.north_south = std::move(north_south);
  r.east_west = std::move(east_west);
  if (row.contract != "Pass" && !row.declarer.empty()) {
    if (std::optional<Seat> declarer = seat_from_char(row.declarer.front())) {
      Result<Contract> contract = parse_contract(row.contract, *declarer);
      if (contract) r.contract = *contract;
    }
  }
  r.declarer_tricks = row.tricks;
  r.ns_score = row.score_ns;
  r.lead = row.lead;
  r.table_id = row.table_id;
  return r;
}

}  // namespace tenace::server
