#pragma once
// A stored board result (storage.h's BoardResultRow) as a traveller's row
// (field/traveller.h): the names are the caller's, the rest is the row's.
#include <string>

#include "field/traveller.h"
#include "server/storage.h"

namespace tenace::server {

field::BoardResult board_result_of(const BoardResultRow& row, std::string north_south, std::string east_west);

}  // namespace tenace::server
