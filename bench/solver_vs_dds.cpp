// tenace's double-dummy solver against libdds, in the same run on the same
// deals, full tables (4 declarers x 5 strains) both. For each deal set it
// times both engines `--runs` times and prints the median time, deals per
// second and the ratio tenace/libdds in speed (> 1: tenace faster). Within a
// run the engines take turns a few deals at a time (4 per thread), the first
// engine alternating, and each engine's times are summed: this machine's
// speed drifts by 10-15% within minutes, and timing one whole set after the
// other moved the ratio by as much (DDS largest.txt: 0.98 in one run, 0.79
// in the next, each engine's share of the drift unknown).
// Every tenace table is checked against libdds's; a mismatch is reported and
// makes the exit status non-zero.
//
//   solver_vs_dds [--sets list100,random,largest,thomas] [--runs 3]
//                 [--threads 1] [--random-count 1000] [--only tenace|dds]
//                 [--deadline on]
//
// --only runs one engine, so that the process's peak RSS (printed at the end)
// is that engine's. --deadline on gives tenace's solvers a deadline far in
// the future (Solver::set_deadline), so what the time checks cost shows in
// the ratio.
#include <dds/dll.h>
#include <sys/resource.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "core/random_deal.h"
#include "solver/dds_list_file.h"
#include "solver/solver.h"

using namespace tenace;

namespace {

struct DealSet {
  std::string name;
  std::vector<Deal> deals;
};

std::vector<Deal> deals_of(const std::string& file) {
  std::vector<Deal> deals;
  for (const auto& r : testing_data::read_dds_file(testing_data::dds_path(file))) deals.push_back(r.deal);
  return deals;
}

std::vector<DDTable> dds_tables(const std::vector<Deal>& deals) {
  std::vector<DDTable> out;
  out.reserve(deals.size());
  const std::size_t chunk = 32;
  for (std::size_t start = 0; start < deals.size(); start += chunk) {
    ddTableDeals in{};
    const std::size_t n = std::min(chunk, deals.size() - start);
    in.noOfTables = static_cast<int>(n);
    for (std::size_t i = 0; i < n; ++i)
      for (int h = 0; h < 4; ++h)
        for (int s = 0; s < 4; ++s) in.deals[i].cards[h][s] = deals[start + i][static_cast<Seat>(h)].ranks(static_cast<Suit>(3 - s));
    ddTablesRes res{};
    allParResults par{};
    int filter[5] = {0, 0, 0, 0, 0};
    const int rc = CalcAllTables(&in, -1, filter, &res, &par);
    if (rc != RETURN_NO_FAULT) {
      char message[80];
      ErrorMessage(rc, message);
      std::fprintf(stderr, "libdds error: %s\n", message);
      std::exit(2);
    }
    for (std::size_t i = 0; i < n; ++i) {
      DDTable t;
      for (int s = 0; s < 5; ++s)
        for (int h = 0; h < 4; ++h)
          t.at(s == 4 ? Strain::NoTrump : strain_of(static_cast<Suit>(3 - s)), static_cast<Seat>(h)) =
              res.results[i].resTable[s][h];
      out.push_back(t);
    }
  }
  return out;
}

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v.empty() ? 0 : v[v.size() / 2];
}

}  // namespace

int main(int argc, char** argv) {
  std::string sets = "list100,random,largest,thomas";
  int runs = 3, threads = 1, random_count = 1000;
  std::string only;
  bool deadline = false;
  const char* const usage_text =
      "usage: solver_vs_dds [--sets list100,random,largest,thomas] [--runs 3] [--threads 1]\n"
      "                     [--random-count 1000] [--only tenace|dds] [--deadline on]\n";
  // A count must be a whole positive number: "--runs x" is an error, not 0.
  auto count_of = [&](const std::string& option, const std::string& text, int& out) {
    char* end = nullptr;
    const long value = std::strtol(text.c_str(), &end, 10);
    if (text.empty() || *end != '\0' || value < 1 || value > 1000000) {
      std::fprintf(stderr, "solver_vs_dds: %s wants a positive whole number, got '%s'\n%s", option.c_str(),
                   text.c_str(), usage_text);
      return false;
    }
    out = static_cast<int>(value);
    return true;
  };
  for (int i = 1; i < argc; i += 2) {
    const std::string a = argv[i];
    if (i + 1 >= argc) {
      std::fprintf(stderr, "solver_vs_dds: %s\n%s", a == "--help" ? "options" : ("no value after " + a).c_str(), usage_text);
      return 2;
    }
    const std::string v = argv[i + 1];
    bool ok = true;
    if (a == "--sets") sets = v;
    else if (a == "--runs") ok = count_of(a, v, runs);
    else if (a == "--threads") ok = count_of(a, v, threads);
    else if (a == "--random-count") ok = count_of(a, v, random_count);
    else if (a == "--only" && (v == "tenace" || v == "dds")) only = v;
    else if (a == "--deadline" && v == "on") deadline = true;
    else {
      std::fprintf(stderr, "solver_vs_dds: unknown option or value: %s %s\n%s", a.c_str(), v.c_str(), usage_text);
      return 2;
    }
    if (!ok) return 2;
  }
  SetMaxThreads(threads);
  std::setvbuf(stdout, nullptr, _IOLBF, 0);  // results as they come, even when piped

  std::vector<DealSet> all;
  std::stringstream names(sets);
  for (std::string name; std::getline(names, name, ',');) {
    if (name == "random") {
      DealGenerator generator(20261122);
      DealSet set{"random" + std::to_string(random_count), {}};
      for (int i = 0; i < random_count; ++i) set.deals.push_back(generator.next());
      all.push_back(set);
    } else if (name == "thomas") {
      DealSet set{"thomas1+2", deals_of("thomas1.txt")};
      for (const Deal& d : deals_of("thomas2.txt")) set.deals.push_back(d);
      all.push_back(set);
    } else {
      all.push_back({name, deals_of(name + ".txt")});
    }
    if (all.back().deals.empty()) {
      std::fprintf(stderr, "solver_vs_dds: set '%s' has no deals (is %s a DDS list file?)\n%s", name.c_str(),
                   testing_data::dds_path(name + ".txt").c_str(), usage_text);
      return 2;
    }
  }

  int mismatches = 0;
  std::printf("%-12s %6s %8s | %12s %12s | %12s %12s | %7s\n", "set", "deals", "threads", "tenace s", "deals/s",
              "libdds s", "deals/s", "ratio");
  for (const DealSet& set : all) {
    std::vector<double> ours, theirs;
    std::vector<DDTable> our_tables, their_tables;
    std::uint64_t nodes = 0;
    // A deal that occurs twice (largest.txt repeats four) is solved once by
    // both engines, as their batch calls do.
    std::vector<Deal> distinct;
    std::vector<std::size_t> source;
    {
      std::map<std::string, std::size_t> seen;
      for (const Deal& d : set.deals) {
        const auto [it, inserted] = seen.emplace(d.to_pbn(), distinct.size());
        if (inserted) distinct.push_back(d);
        source.push_back(it->second);
      }
    }
    const std::size_t turn = 4 * static_cast<std::size_t>(threads);
    for (int run = 0; run < runs; ++run) {
      double our_seconds = 0, their_seconds = 0;
      std::vector<DDTable> our_distinct, their_distinct;
      // Cold solvers per run, one per thread, kept across the turns as a
      // caller solving many deals would keep them (what solve_tables does
      // within one call): each thread takes the turn's next unsolved deal.
      std::vector<Solver> solvers(static_cast<std::size_t>(threads));
      if (deadline)
        for (Solver& solver : solvers) solver.set_deadline(std::chrono::steady_clock::now() + std::chrono::hours(24));
      our_distinct.resize(distinct.size());
      auto time_ours = [&](std::size_t first, std::size_t last) {
        const auto start = std::chrono::steady_clock::now();
        std::atomic<std::size_t> next{first};
        auto work = [&](Solver& solver) {
          for (std::size_t k = next++; k < last; k = next++) our_distinct[k] = solver.table(distinct[k]);
        };
        if (threads == 1) {
          work(solvers[0]);
        } else {
          std::vector<std::thread> pool;
          for (Solver& solver : solvers) pool.emplace_back(work, std::ref(solver));
          for (std::thread& t : pool) t.join();
        }
        our_seconds += seconds_since(start);
      };
      auto time_theirs = [&](std::size_t first, std::size_t last) {
        const std::vector<Deal> deals(distinct.begin() + static_cast<std::ptrdiff_t>(first),
                                      distinct.begin() + static_cast<std::ptrdiff_t>(last));
        const auto start = std::chrono::steady_clock::now();
        const std::vector<DDTable> tables = dds_tables(deals);
        their_seconds += seconds_since(start);
        their_distinct.insert(their_distinct.end(), tables.begin(), tables.end());
      };
      for (std::size_t first = 0, k = 0; first < distinct.size(); first += turn, ++k) {
        const std::size_t last = std::min(first + turn, distinct.size());
        if (k % 2 == 0) {
          if (only != "dds") time_ours(first, last);
          if (only != "tenace") time_theirs(first, last);
        } else {
          if (only != "tenace") time_theirs(first, last);
          if (only != "dds") time_ours(first, last);
        }
      }
      nodes = 0;
      for (const Solver& solver : solvers) nodes += solver.nodes();
      our_tables.clear();
      their_tables.clear();
      for (std::size_t i = 0; i < set.deals.size(); ++i) {
        if (only != "dds") our_tables.push_back(our_distinct[source[i]]);
        if (only != "tenace") their_tables.push_back(their_distinct[source[i]]);
      }
      if (only != "dds") ours.push_back(our_seconds);
      if (only != "tenace") theirs.push_back(their_seconds);
    }
    if (only.empty())
      for (std::size_t i = 0; i < set.deals.size(); ++i)
        if (!(our_tables[i] == their_tables[i])) {
          ++mismatches;
          std::fprintf(stderr, "MISMATCH %s deal %zu %s\n", set.name.c_str(), i, set.deals[i].to_pbn().c_str());
        }
    const double t_ours = median(ours), t_theirs = median(theirs);
    const double n = static_cast<double>(set.deals.size());
    std::printf("%-12s %6zu %8d | %12.3f %12.2f | %12.3f %12.2f | %7.3f\n", set.name.c_str(), set.deals.size(), threads,
                t_ours, t_ours > 0 ? n / t_ours : 0, t_theirs, t_theirs > 0 ? n / t_theirs : 0,
                t_ours > 0 ? t_theirs / t_ours : 0);
    if (only != "dds") std::printf("  tenace nodes: %llu\n", static_cast<unsigned long long>(nodes));
  }
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  std::printf("peak RSS of this process: %.1f MiB\n", usage.ru_maxrss / 1024.0);
  if (mismatches) std::printf("%d MISMATCHES\n", mismatches);
  return mismatches ? 1 : 0;
}
