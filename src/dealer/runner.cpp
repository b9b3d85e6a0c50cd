#include "dealer/runner.h"

#include <chrono>
#include <cstdio>
#include <ctime>
#include <map>
#include <memory>
#include <thread>
#include <vector>

#include "dealer/shuffler.h"
#include "solver/solver.h"

namespace tenace::dealer {

namespace {

constexpr long kBlockSize = 8192;

// Double-dummy tricks for tricks(), solved once per (deal, seat, strain).
class TricksCache {
 public:
  int get(const Deal& deal, Seat seat, Strain strain) {
    if (!(deal == deal_)) {
      deal_ = deal;
      known_.fill(-1);
    }
    int& slot = known_[index(seat) * 5 + static_cast<int>(strain)];
    if (slot < 0) {
      if (!solver_) solver_ = std::make_unique<Solver>(SolverOptions{std::size_t{16} << 20});
      Position position;
      position.hands = deal;
      position.strain = strain;
      position.leader = next(seat);
      slot = solver_->tricks_for(position, side_of(seat));
    }
    return slot;
  }

 private:
  std::unique_ptr<Solver> solver_;
  Deal deal_;
  std::array<int, 20> known_{};
};

struct Block {
  std::vector<std::pair<long, Deal>> accepted;  // index in block, deal
  long dealt = 0;
};

void deal_block(const Program& program, const Shuffler& shuffler, std::uint64_t seed, long block_number, long count,
                Block& block, TricksCache& tricks) {
  Xoshiro256 rng = Shuffler::block_stream(seed, static_cast<std::uint64_t>(block_number));
  EvalContext ctx;
  ctx.rng = &rng;
  block.accepted.clear();
  block.dealt = count;
  for (long i = 0; i < count; ++i) {
    const Deal deal = shuffler.next(rng);
    if (program.uses_tricks) ctx.tricks = [&tricks, &deal](Seat s, Strain st) { return tricks.get(deal, s, st); };
    if (program.condition < 0 || evaluate(program, program.condition, deal, ctx)) block.accepted.emplace_back(i, deal);
  }
}

std::string seat_lower(Seat s) { return std::string(1, static_cast<char>(seat_char(s) - 'A' + 'a')); }

std::string pbn_vulnerability(Vulnerability v) {
  switch (v) {
    case Vulnerability::None: return "None";
    case Vulnerability::NorthSouth: return "NS";
    case Vulnerability::EastWest: return "EW";
    case Vulnerability::Both: return "All";
  }
  return "None";
}

std::string padded(std::string s, std::size_t width) {
  if (s.size() < width) s.append(width - s.size(), ' ');
  return s;
}

// Per-action accumulated state.
struct Tally {
  std::int64_t sum = 0;
  long count = 0;
  std::vector<long> cells;  // frequency: (rows) or (rows x cols), each with Low and High
  std::vector<Deal> printed;  // print(seats)
};

class Outputs {
 public:
  Outputs(const Program& p, const RunOptions& o, std::ostream& out) : p_(p), o_(o), out_(out), rng_(o.seed ^ 0xA5A5A5A5ull) {
    tallies_.resize(p.actions.size());
    for (std::size_t i = 0; i < p.actions.size(); ++i) {
      const Action& a = p.actions[i];
      if (a.kind == ActionKind::Frequency) {
        long size = 1;
        for (const auto& axis : a.axes) size *= axis.high - axis.low + 3;
        tallies_[i].cells.assign(static_cast<std::size_t>(size), 0);
      }
    }
    ctx_.rng = &rng_;
  }

  void deal(const Deal& d, long number, const DDTable* table = nullptr) {
    if (table) ctx_.tricks = [table](Seat s, Strain st) { return table->at(st, s); };
    else if (p_.uses_tricks) ctx_.tricks = [this, &d](Seat s, Strain st) { return tricks_.get(d, s, st); };
    if (o_.format != DealFormat::Script) print_deal_as(d, number);
    for (std::size_t i = 0; i < p_.actions.size(); ++i) {
      const Action& a = p_.actions[i];
      Tally& t = tallies_[i];
      switch (a.kind) {
        case ActionKind::Average:
          t.sum += evaluate(p_, a.expr, d, ctx_);
          ++t.count;
          break;
        case ActionKind::Frequency: {
          long cell = 0;
          for (const auto& axis : a.axes) {
            const std::int64_t v = evaluate(p_, axis.expr, d, ctx_);
            const long row = v < axis.low ? 0 : v > axis.high ? axis.high - axis.low + 2 : static_cast<long>(v - axis.low + 1);
            cell = cell * (axis.high - axis.low + 3) + row;
          }
          ++t.cells[static_cast<std::size_t>(cell)];
          break;
        }
        default:
          if (o_.format == DealFormat::Script) print_action(a, t, d, number);
      }
    }
    if (o_.after_deal && table) o_.after_deal(d, *table, out_);
  }

  void finish() {
    for (std::size_t i = 0; i < p_.actions.size(); ++i) {
      const Action& a = p_.actions[i];
      Tally& t = tallies_[i];
      if (a.kind == ActionKind::Average) {
        if (!a.label.empty()) out_ << a.label << ": ";
        char buf[64];
        std::snprintf(buf, sizeof buf, "%g", t.count ? static_cast<double>(t.sum) / static_cast<double>(t.count) : 0.0);
        out_ << buf << '\n';
      } else if (a.kind == ActionKind::Frequency) {
        if (a.axes.size() == 1) frequency_1d(a, t);
        else frequency_2d(a, t);
      } else if (a.kind == ActionKind::Print && o_.format == DealFormat::Script) {
        print_columns(a, t);
      }
    }
  }

 private:
  const Program& p_;
  const RunOptions& o_;
  std::ostream& out_;
  Xoshiro256 rng_;
  EvalContext ctx_;
  TricksCache tricks_;
  std::vector<Tally> tallies_;

  void print_deal_as(const Deal& d, long number) {
    switch (o_.format) {
      case DealFormat::Pbn: print_pbn(d, number); break;
      case DealFormat::Text: print_all(d, number); break;
      case DealFormat::Lin: print_lin(d, number); break;
      case DealFormat::Json:
        out_ << "{\"board\":" << number << ",\"dealer\":\"" << seat_char(p_.dealer) << "\",\"vulnerable\":\""
             << pbn_vulnerability(p_.vulnerability) << "\",\"deal\":\"" << d.to_pbn(Seat::North) << "\"}\n";
        break;
      case DealFormat::Script: break;
    }
  }

  void print_all(const Deal& d, long number) {
    char head[32];
    std::snprintf(head, sizeof head, "%4ld.\n", number);
    out_ << head;
    for (Suit s : kSuitsHighFirst) {
      for (Seat seat : kAllSeats) {
        const std::string text = dealer_suit_text(d[seat], s);
        out_ << (seat == Seat::West ? text : padded(text, 20));
      }
      out_ << '\n';
    }
    out_ << '\n';
  }

  void print_pbn(const Deal& d, long number) {
    const std::time_t now = std::time(nullptr);
    char date[16];
    std::strftime(date, sizeof date, "%Y.%m.%d", std::localtime(&now));
    out_ << "[Event \"Hand simulated by dealer with file " << p_.file << ", seed " << o_.seed << "\"]\n"
         << "[Site \"-\"]\n[Date \"" << date << "\"]\n[Board \"" << number << "\"]\n"
         << "[West \"-\"]\n[North \"-\"]\n[East \"-\"]\n[South \"-\"]\n"
         << "[Dealer \"" << seat_char(p_.dealer) << "\"]\n[Vulnerable \"" << pbn_vulnerability(p_.vulnerability)
         << "\"]\n[Deal \"" << d.to_pbn(Seat::North) << "\"]\n"
         << "[Declarer \"?\"]\n[Contract \"?\"]\n[Result \"?\"]\n\n";
  }

  void print_lin(const Deal& d, long number) {
    // LIN's md field: dealer digit (1 South, 2 West, 3 North, 4 East), then
    // South, West, North and East, each as S..H..D..C.. (the last may be left out).
    static const Seat order[4] = {Seat::South, Seat::West, Seat::North, Seat::East};
    const int digit = (index(p_.dealer) + 2) % 4 + 1;
    out_ << "qx|o" << number << "|md|" << digit;
    for (int k = 0; k < 4; ++k) {
      if (k) out_ << ',';
      for (Suit s : kSuitsHighFirst) {
        out_ << suit_char(s);
        for (Card c : d[order[k]].cards_of(s)) (void)c;
        std::string ranks;
        for (Card c : d[order[k]].cards_of(s)) ranks.insert(ranks.begin(), rank_char(c.rank()));
        out_ << ranks;
      }
    }
    static const char* kVul[] = {"o", "n", "e", "b"};
    out_ << "|sv|" << kVul[static_cast<int>(p_.vulnerability)] << "|pg||\n";
  }

  void print_action(const Action& a, Tally& t, const Deal& d, long number) {
    switch (a.kind) {
      case ActionKind::PrintAll: print_all(d, number); break;
      case ActionKind::PrintEW:
        for (Suit s : kSuitsHighFirst)
          out_ << padded(dealer_suit_text(d[Seat::West], s), 20) << dealer_suit_text(d[Seat::East], s) << '\n';
        out_ << '\n';
        break;
      case ActionKind::PrintPBN: print_pbn(d, number); break;
      case ActionKind::PrintCompact:
        for (Seat s : kAllSeats) out_ << seat_lower(s) << ' ' << d[s].to_pbn() << '\n';
        break;
      case ActionKind::PrintOneLine:
        for (Seat s : kAllSeats) out_ << seat_lower(s) << ' ' << d[s].to_pbn() << ' ';
        out_ << '\n';
        break;
      case ActionKind::PrintES:
        for (const auto& item : a.items) {
          if (item.expr >= 0) out_ << evaluate(p_, item.expr, d, ctx_);
          else out_ << item.text;
        }
        break;
      case ActionKind::Print: t.printed.push_back(d); break;
      default: break;
    }
  }

  void print_columns(const Action& a, const Tally& t) {
    // Dealer's print(seats): each seat's hands on its own "page", four to a row.
    for (Seat seat : a.seats) {
      out_ << "\n\n" << seat_name(seat) << " hands:\n\n\n\n";
      for (std::size_t first = 0; first < t.printed.size(); first += 4) {
        const std::size_t last = std::min(first + 4, t.printed.size());
        for (std::size_t k = first; k < last; ++k) {
          char head[32];
          std::snprintf(head, sizeof head, "%4zu.", k + 1);
          out_ << padded(head, 20);
        }
        out_ << '\n';
        for (Suit s : kSuitsHighFirst) {
          for (std::size_t k = first; k < last; ++k) {
            const std::string text = dealer_suit_text(t.printed[k][seat], s);
            out_ << (k + 1 == last ? text : padded(text, 20));
          }
          out_ << '\n';
        }
        out_ << '\n';
      }
      out_ << '\f';  // Dealer ends each seat's pages with a form feed
    }
  }

  void frequency_1d(const Action& a, const Tally& t) {
    const FrequencyAxis& axis = a.axes[0];
    out_ << "Frequency " << a.label << ":\n";
    char line[64];
    if (t.cells.front()) {
      std::snprintf(line, sizeof line, "Low\t%8ld\n", t.cells.front());
      out_ << line;
    }
    for (long v = axis.low; v <= axis.high; ++v) {
      std::snprintf(line, sizeof line, "%5ld\t%8ld\n", v, t.cells[static_cast<std::size_t>(v - axis.low + 1)]);
      out_ << line;
    }
    if (t.cells.back()) {
      std::snprintf(line, sizeof line, "High\t%8ld\n", t.cells.back());
      out_ << line;
    }
  }

  void frequency_2d(const Action& a, const Tally& t) {
    const FrequencyAxis& rows = a.axes[0];
    const FrequencyAxis& cols = a.axes[1];
    const long nr = rows.high - rows.low + 3, nc = cols.high - cols.low + 3;
    char buf[64];
    out_ << "Frequency " << a.label << ":\n        Low";
    for (long c = cols.low; c <= cols.high; ++c) {
      std::snprintf(buf, sizeof buf, "%7ld", c);
      out_ << buf;
    }
    out_ << "   High    Sum\n";
    std::vector<long> column_sums(static_cast<std::size_t>(nc), 0);
    long total = 0;
    for (long r = 0; r < nr; ++r) {
      if (r == 0) out_ << "Low ";
      else if (r == nr - 1) out_ << "High";
      else {
        std::snprintf(buf, sizeof buf, "%4ld", rows.low + r - 1);
        out_ << buf;
      }
      long row_sum = 0;
      for (long c = 0; c < nc; ++c) {
        const long v = t.cells[static_cast<std::size_t>(r * nc + c)];
        row_sum += v;
        column_sums[static_cast<std::size_t>(c)] += v;
        std::snprintf(buf, sizeof buf, "%7ld", v);
        out_ << buf;
      }
      total += row_sum;
      std::snprintf(buf, sizeof buf, "%7ld\n", row_sum);
      out_ << buf;
    }
    out_ << "Sum ";
    for (long v : column_sums) {
      std::snprintf(buf, sizeof buf, "%7ld", v);
      out_ << buf;
    }
    std::snprintf(buf, sizeof buf, "%7ld\n", total);
    out_ << buf;
  }
};

bool uses_tricks(const Program& p, int node) {
  if (node < 0) return false;
  const Node& n = p.nodes[static_cast<std::size_t>(node)];
  switch (n.op) {
    case Op::Tricks: return true;
    case Op::Score: case Op::Imps: case Op::Rnd: case Op::Negate: case Op::Not: return uses_tricks(p, n.a);
    case Op::Choose: return uses_tricks(p, n.a) || uses_tricks(p, n.b) || uses_tricks(p, n.c);
    case Op::Add: case Op::Sub: case Op::Mul: case Op::Div: case Op::Mod: case Op::Eq: case Op::Ne: case Op::Lt:
    case Op::Le: case Op::Gt: case Op::Ge: case Op::And: case Op::Or:
      return uses_tricks(p, n.a) || uses_tricks(p, n.b);
    default: return false;
  }
}

bool actions_use_tricks(const Program& p) {
  if (!p.uses_tricks) return false;
  for (const Action& a : p.actions) {
    if (uses_tricks(p, a.expr)) return true;
    for (const auto& axis : a.axes)
      if (uses_tricks(p, axis.expr)) return true;
    for (const auto& item : a.items)
      if (uses_tricks(p, item.expr)) return true;
  }
  return false;
}

}  // namespace

std::string dealer_suit_text(Hand hand, Suit suit) {
  std::string text;
  const std::uint16_t ranks = hand.ranks(suit);
  for (int r = 14; r >= 2; --r)
    if ((ranks >> r) & 1u) {
      text += rank_char(static_cast<Rank>(r));
      text += ' ';
    }
  return text.empty() ? "- " : text;
}

namespace {
// Deals in rounds of `threads * 4` blocks dealt in parallel, then read in
// order, and hands each deal the condition keeps to `take`, up to
// `produce` of them among the first `generate` dealt.
RunSummary deal_until_produced(const Program& program, std::uint64_t seed, int threads, long generate, long produce,
                               const std::function<void(const Deal&, long)>& take) {
  const Shuffler shuffler(program.predeal);
  std::vector<TricksCache> caches(static_cast<std::size_t>(threads));
  RunSummary summary;
  long next_block = 0;
  bool done = produce == 0 || generate == 0;
  const long round = threads * 4L;
  std::vector<Block> blocks(static_cast<std::size_t>(round));
  while (!done) {
    const long first_block = next_block;
    long blocks_this_round = 0;
    for (; blocks_this_round < round; ++blocks_this_round) {
      const long begin = (first_block + blocks_this_round) * kBlockSize;
      if (begin >= generate) break;
    }
    auto work = [&](int worker) {
      for (long b = worker; b < blocks_this_round; b += threads) {
        const long number = first_block + b;
        const long count = std::min(kBlockSize, generate - number * kBlockSize);
        deal_block(program, shuffler, seed, number, count, blocks[static_cast<std::size_t>(b)],
                   caches[static_cast<std::size_t>(worker)]);
      }
    };
    if (threads == 1) work(0);
    else {
      std::vector<std::thread> pool;
      for (int w = 0; w < threads; ++w) pool.emplace_back(work, w);
      for (auto& th : pool) th.join();
    }
    for (long b = 0; b < blocks_this_round && !done; ++b) {
      const Block& block = blocks[static_cast<std::size_t>(b)];
      const long base = (first_block + b) * kBlockSize;
      for (const auto& [i, deal] : block.accepted) {
        ++summary.produced;
        take(deal, summary.produced);
        if (summary.produced >= produce) {
          summary.generated = base + i + 1;
          done = true;
          break;
        }
      }
      if (!done) summary.generated = base + block.dealt;
    }
    next_block = first_block + blocks_this_round;
    if (next_block * kBlockSize >= generate) done = true;
  }
  return summary;
}
}  // namespace

std::vector<Deal> produced_deals(const Program& program, std::uint64_t seed, long produce, int threads) {
  std::vector<Deal> deals;
  deal_until_produced(program, seed, std::max(1, threads), program.generate_limit(), produce,
                      [&deals](const Deal& deal, long) { deals.push_back(deal); });
  return deals;
}

RunSummary run_program(const Program& program, const RunOptions& options, std::ostream& out) {
  const auto start = std::chrono::steady_clock::now();
  const long generate = options.generate.value_or(program.generate_limit());
  const long produce = options.produce.value_or(program.produce_limit());
  const int threads = std::max(1, options.threads);
  Outputs outputs(program, options, out);
  // Deals whose actions need double-dummy tables wait to be solved together.
  const bool batch = static_cast<bool>(options.after_deal) || actions_use_tricks(program);
  std::vector<Deal> pending;
  const RunSummary summary =
      deal_until_produced(program, options.seed, threads, generate, produce, [&](const Deal& deal, long number) {
        if (batch) pending.push_back(deal);
        else outputs.deal(deal, number);
      });
  if (batch) {
    const std::vector<DDTable> tables = solve_tables(pending, threads);
    for (std::size_t k = 0; k < pending.size(); ++k) outputs.deal(pending[k], static_cast<long>(k) + 1, &tables[k]);
  }
  outputs.finish();
  if (options.trailer) {
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    char buf[64];
    std::snprintf(buf, sizeof buf, "Time needed %8.3f sec\n", seconds);
    out << "Generated " << summary.generated << " hands\nProduced " << summary.produced << " hands\nInitial random seed "
        << options.seed << '\n' << buf;
  }
  return summary;
}

}  // namespace tenace::dealer
