#pragma once
// Runs a compiled Dealer script: deals, keeps the deals that meet the
// condition, and carries out the actions, printing in Dealer's own formats
// (so that Dealer's post-processors read the output unchanged).
#include <cstdint>
#include <functional>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "core/deal.h"
#include "dealer/program.h"
#include "solver/dd_table.h"

namespace tenace::dealer {

enum class DealFormat { Script, Pbn, Lin, Json, Text };  // Script: the script's own print actions

struct RunOptions {
  std::uint64_t seed = 1;
  int threads = 1;
  std::optional<long> produce;   // overrides the script's produce
  std::optional<long> generate;  // overrides the script's generate
  DealFormat format = DealFormat::Script;
  bool trailer = true;           // Dealer's "Generated ... hands" lines
  // Extra text printed after each produced deal with its double-dummy
  // table (tenace deal --dd). When set, or when the actions use tricks(),
  // the produced deals are solved together by the solver's batch API on
  // `threads` threads before the actions run.
  std::function<void(const Deal&, const DDTable&, std::ostream&)> after_deal;
};

struct RunSummary {
  long generated = 0;
  long produced = 0;
};

RunSummary run_program(const Program& program, const RunOptions& options, std::ostream& out);

// The first `produce` deals the script's predeal and condition keep, dealt
// from `seed` as run_program deals them (the same deals, whatever
// `threads`), within the script's generate limit; its actions are not run.
std::vector<Deal> produced_deals(const Program& program, std::uint64_t seed, long produce, int threads = 1);

// A deal's hand as Dealer prints a suit: "A Q 8 " or "- ".
std::string dealer_suit_text(Hand hand, Suit suit);

}  // namespace tenace::dealer
