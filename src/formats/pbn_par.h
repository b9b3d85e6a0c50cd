#pragma once
// The de-facto par tags (not in PBN 2.1; written by double-dummy tools and
// by `tenace solve --pbn`):
//   ParContract   "Pass", or par contracts separated by ';' (or ','), each
//                 "<side> <k><denomination><risk>[+n|-n]": the side NS or
//                 EW (or a single seat N E S W when only one can declare),
//                 the contract as in the Contract tag, and the over- or
//                 undertricks it takes ("NS 4S", "EW 5DX-2", "N 3NT+1").
//   OptimumScore  the par score, "NS <n>", "EW <n>" or both.
// All par contracts score the same (that is what par means), and that score
// is the OptimumScore: the reader checks both when Vulnerable is known.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/contract.h"
#include "core/result.h"
#include "core/seat.h"

namespace tenace::formats {

struct ParContractItem {
  Side side = Side::NorthSouth;
  std::optional<Seat> seat;  // when a single seat is named
  Contract contract;         // declarer: `seat`, else the side's North or East
  int tricks = 0;            // what declarer takes: the contract's tricks plus the +n/-n
};

// Empty for "Pass".
Result<std::vector<ParContractItem>> parse_par_contract(std::string_view value);

// The score for North-South of a par contract.
int par_score_ns(const ParContractItem& par, Vulnerability vulnerability);

// OptimumScore as a score for North-South ("EW 100" is -100); an error when
// the value is not a score or its two sides do not add up to zero.
Result<int> optimum_score_ns(std::string_view value);

// Every rule above, for the PBN tags and for JSON's "par_contract" and
// "par_score" alike. `par_contract` and `optimum_score` are the values
// given (nothing, "?" or "" when unknown); each problem is about one of the
// two, and its message names the other value by `names`.
struct ParNames {
  std::string_view par_contract = "ParContract";  // JSON: "par_contract"
  std::string_view vulnerability = "Vulnerable";  // JSON: "vulnerability"
};
struct ParProblem {
  bool in_score = false;  // about the OptimumScore (else the ParContract)
  // Without the value's name: "par contract \"4S\" is not ...",
  // "\"NS 420\" but ParContract \"NS 4S\" scores NS 620 (Vulnerable NS)".
  std::string message;
};
std::vector<ParProblem> check_par(std::optional<std::string_view> par_contract,
                                  std::optional<std::string_view> optimum_score,
                                  std::optional<Vulnerability> vulnerability, const ParNames& names = {});

}  // namespace tenace::formats
