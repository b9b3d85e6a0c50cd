#pragma once
// The East-West layouts' double-dummy tables of a benchmark's deals, solved
// once and kept in a file: solving them takes the better part of an hour for
// 1,000 deals and 8 layouts, reading them back a second. The file begins with
// a header naming the seed and the number of layouts; each board's layouts
// are appended as they are solved, so an interrupted run resumes. A file made
// for another run, or whose layouts are not the ones this run deals, is an
// error naming it (and the line), never a silent wrong answer.
#include <cstddef>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "core/deal.h"
#include "solver/dd_table.h"

namespace tenace {

struct LayoutsRun {
  std::uint64_t seed = 1;  // the run's seed: the layouts of board i are east_west_layouts(deal, count, seed, i)
  int count = 0;           // layouts a deal, the deal itself first
  int threads = 1;         // solver threads
};

// Every deal's layouts' tables (the first being `tables[i]`, the deal's own),
// kept in `file` (none when empty): one line a board, in board order.
std::vector<std::vector<DDTable>> all_layout_tables(const std::vector<Deal>& deals, const std::vector<DDTable>& tables,
                                                    const LayoutsRun& run, const std::string& file);

// The layouts' tables of the deals at `indices` only, kept in `file`: lines
// of the board's index and its layouts, in any order (a file kept by a
// longer run serves a shorter one).
std::map<std::size_t, std::vector<DDTable>> some_layout_tables(const std::vector<Deal>& deals,
                                                               const std::vector<DDTable>& tables,
                                                               const LayoutsRun& run,
                                                               const std::vector<std::size_t>& indices,
                                                               const std::string& file);

}  // namespace tenace
