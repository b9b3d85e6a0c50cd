#include "layouts_file.h"

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <optional>
#include <sstream>
#include <stdexcept>

#include "layout_judgement.h"

namespace tenace {
namespace {

// A kept board's layouts, one line: for each layout after the first (the
// deal itself), East's cards and the table. Read back, they must be the
// layouts this run deals, else the file is stale: an error naming it.
void write_layouts(std::ostream& out, const std::vector<Deal>& layouts, const std::vector<DDTable>& solved) {
  for (std::size_t l = 1; l < layouts.size(); ++l) {
    out << layouts[l][Seat::East].bits();
    for (const auto& row : solved[l].tricks)
      for (int x : row) out << ' ' << x;
    out << ' ';
  }
  out << '\n';
}

std::vector<DDTable> read_layouts(std::istream& fields, const std::vector<Deal>& layouts, const DDTable& deal_table,
                                  const std::string& where) {
  std::vector<DDTable> kept{deal_table};
  for (std::size_t l = 1; l < layouts.size(); ++l) {
    std::uint64_t east = 0;
    DDTable t;
    fields >> east;
    for (auto& row : t.tricks)
      for (int& x : row) fields >> x;
    if (!fields || east != layouts[l][Seat::East].bits())
      throw std::runtime_error(where + ": not this run's layouts (a stale file: delete it)");
    kept.push_back(t);
  }
  return kept;
}

std::string layouts_header(const LayoutsRun& run) {
  return "tenace bidding_bench layouts seed " + std::to_string(run.seed) + " layouts-ew " + std::to_string(run.count);
}

// Opens a layouts file to read: nothing when it does not exist; an error
// when it was made for another seed or K.
std::optional<std::ifstream> open_layouts(const std::string& file, const LayoutsRun& run) {
  std::ifstream in(file);
  std::string line;
  if (!in || !std::getline(in, line)) return std::nullopt;
  if (line != layouts_header(run))
    throw std::runtime_error(file + ": made for another run (\"" + line + "\", this run is \"" + layouts_header(run) +
                             "\"): delete it or name another --tables file");
  return in;
}

// Opens a layouts file to append to; a fresh one is begun with its header.
std::ofstream keep_layouts(const std::string& file, bool fresh, const LayoutsRun& run) {
  std::ofstream out(file, fresh ? std::ios::trunc : std::ios::app);
  if (!out) throw std::runtime_error(file + ": cannot write");
  if (fresh) out << layouts_header(run) << '\n';
  return out;
}

// Solves the layouts of `wanted` boards in blocks, handing each board's
// tables (the first being `tables[i]`, the deal's own) to `done`.
template <typename Done>
void solve_layouts(const std::vector<Deal>& deals, const std::vector<DDTable>& tables, const LayoutsRun& run,
                   const std::vector<std::size_t>& wanted, Done done) {
  constexpr std::size_t kBlock = 25;  // boards solved (and kept) at a time
  for (std::size_t first = 0; first < wanted.size(); first += kBlock) {
    const std::size_t last = std::min(wanted.size(), first + kBlock);
    std::vector<Deal> to_solve;
    for (std::size_t w = first; w < last; ++w) {
      const auto layouts = east_west_layouts(deals[wanted[w]], run.count, run.seed, wanted[w]);
      to_solve.insert(to_solve.end(), layouts.begin() + 1, layouts.end());
    }
    const auto solved = north_south_tables(to_solve, run.threads);
    for (std::size_t w = first, at = 0; w < last; ++w) {
      const std::size_t i = wanted[w];
      std::vector<Deal> layouts{deals[i]};
      std::vector<DDTable> result{tables[i]};
      for (int l = 1; l < run.count; ++l, ++at) layouts.push_back(to_solve[at]), result.push_back(solved[at]);
      done(i, layouts, result);
    }
    std::fprintf(stderr, "layouts solved for %zu of %zu boards\n", last, wanted.size());
  }
}

}  // namespace

std::vector<std::vector<DDTable>> all_layout_tables(const std::vector<Deal>& deals, const std::vector<DDTable>& tables,
                                                    const LayoutsRun& run, const std::string& file) {
  std::vector<std::vector<DDTable>> result;
  if (!file.empty())
    if (auto in = open_layouts(file, run)) {
      std::string line;
      while (result.size() < deals.size() && std::getline(*in, line)) {
        const std::size_t i = result.size();
        std::istringstream fields(line);
        result.push_back(read_layouts(fields, east_west_layouts(deals[i], run.count, run.seed, i), tables[i],
                                      file + " line " + std::to_string(i + 2)));
      }
    }
  std::ofstream out;
  if (!file.empty() && result.size() < deals.size()) out = keep_layouts(file, result.empty(), run);
  std::vector<std::size_t> wanted;
  for (std::size_t i = result.size(); i < deals.size(); ++i) wanted.push_back(i);
  solve_layouts(deals, tables, run, wanted, [&](std::size_t, const auto& layouts, const auto& solved) {
    if (out.is_open()) write_layouts(out, layouts, solved), out.flush();
    result.push_back(solved);
  });
  return result;
}

std::map<std::size_t, std::vector<DDTable>> some_layout_tables(const std::vector<Deal>& deals,
                                                               const std::vector<DDTable>& tables,
                                                               const LayoutsRun& run,
                                                               const std::vector<std::size_t>& indices,
                                                               const std::string& file) {
  std::map<std::size_t, std::vector<DDTable>> result;
  if (!file.empty())
    if (auto in = open_layouts(file, run)) {
      std::string line;
      for (int n = 2; std::getline(*in, line); ++n) {
        std::istringstream fields(line);
        std::size_t i = 0;
        if (!(fields >> i) || i >= deals.size()) continue;  // a board of a longer run
        result[i] = read_layouts(fields, east_west_layouts(deals[i], run.count, run.seed, i), tables[i],
                                 file + " line " + std::to_string(n));
      }
    }
  std::vector<std::size_t> wanted;
  for (std::size_t i : indices)
    if (!result.count(i)) wanted.push_back(i);
  std::ofstream out;
  if (!file.empty() && !wanted.empty()) out = keep_layouts(file, result.empty() && !std::ifstream(file).good(), run);
  solve_layouts(deals, tables, run, wanted, [&](std::size_t i, const auto& layouts, const auto& solved) {
    if (out.is_open()) out << i << ' ', write_layouts(out, layouts, solved), out.flush();
    result[i] = solved;
  });
  return result;
}

}  // namespace tenace
