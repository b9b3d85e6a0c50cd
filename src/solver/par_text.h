#pragma once
// Text forms of par results, in DDS's notations (so that results can be
// compared with libdds and its golden files character for character):
//   dealer-par contract  "4S-NS", "2S-NS+1", "4N-W+1", "4S*-EW-1"
//   sides-par contract   "NS 23S" (levels 2 to 3 score par), "EW 5Hx"
//   PAR line   "NS -110" "EW 110" "NS:EW 2S" "EW:EW 2S"   (sides par)
//   PAR2 line  "-110" "2S-EW"                             (dealer par)
// Strains are written C D H S N; declarers as N, E, S, W, or NS/EW when both
// partners take the same tricks.
#include <string>

#include "solver/par.h"

namespace tenace {

// "NS", "EW", or the single declarer "N", "E", "S", "W".
std::string par_declarers_text(const ParContract& par);

std::string dealer_par_contract_text(const ParContract& par);
std::string sides_par_contract_text(const ParContract& par);

// The contracts of a view, "NS:EW 2S,EW 2H": the view's first side, a colon,
// then the contracts separated by commas.
std::string sides_par_view_text(Side first, const ParResult& view);

// The quoted fields of DDS's PAR line and PAR2 line (without the keyword),
// exactly as libdds 2.9.0 writes them. That version drops the '*' of a
// sacrifice by a single defender in the strain of the contract it is over
// ("7H-S-4" for 7H*-S-4); dealer_par_contract_text always writes the '*'.
// A passed-out dealer par is written "0" "pass".
std::string dds_par_fields(const SidesPar& par);
std::string dds_par2_fields(const ParResult& par);

// The par contracts for a PBN ParContract tag: "NS 4S", "EW 2S+1",
// "N 4SX-1", "W 4NT+1", separated by "; ", or "Pass".
std::string pbn_par_contracts_text(const ParResult& par);

// The par contracts in dealer-par notation separated by single spaces, or
// "pass": what `tenace solve --par` prints after the score.
std::string par_contracts_text(const ParResult& par);

}  // namespace tenace
