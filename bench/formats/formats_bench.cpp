// formats_bench: how fast tenace reads and validates PBN. Reads a file
// (default: ../shared/data/pbn/endplay-example3.pbn, 7,632 games of 3,816
// boards) several times: the whole reader (lexing, tag values, inheritance,
// auction and play replayed through the core), the lexer alone for
// comparison, the PBN writer, and a plain byte scan of the same bytes as
// the baseline of the run. Prints games and deals per second and MB/s.
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>

#include "formats/diagnostic.h"
#include "formats/pbn_lexer.h"
#include "formats/pbn_reader.h"
#include "formats/pbn_writer.h"

namespace {

using Clock = std::chrono::steady_clock;

template <class F>
double best_seconds(int repeats, F&& f) {
  double best = 1e100;
  for (int i = 0; i < repeats; ++i) {
    const auto start = Clock::now();
    f();
    best = std::min(best, std::chrono::duration<double>(Clock::now() - start).count());
  }
  return best;
}

}  // namespace

int main(int argc, char** argv) {
  const std::string path = argc > 1 ? argv[1] : std::string(TENACE_SHARED_DATA) + "/pbn/endplay-example3.pbn";
  const int repeats = argc > 2 ? std::stoi(argv[2]) : 5;
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    std::cerr << path << ": cannot open\n";
    return 1;
  }
  std::ostringstream s;
  s << in.rdbuf();
  const std::string bytes = s.str();

  using namespace tenace::formats;
  ReadResult result;
  const double read = best_seconds(repeats, [&] { result = read_pbn(bytes); });
  const double lex = best_seconds(repeats, [&] {
    Diagnostics d;
    volatile std::size_t n = lex_pbn(bytes, d).games.size();
    (void)n;
  });
  // The baseline of the same run: a plain byte scan of the same bytes that
  // counts lines and tag openings (what any reader must at least touch).
  std::size_t scanned = 0;
  const double scan = best_seconds(repeats, [&] {
    std::size_t n = 0;
    for (char c : bytes) n += (c == '\n') + (c == '[');
    volatile std::size_t sink = n;
    scanned = sink;
  });
  std::string written;
  const double write = best_seconds(repeats, [&] { written = write_pbn(result.games); });

  // The file's deals are its [Deal] tags; the game of the other table of a
  // board takes its deal over from the game before it.
  std::size_t own_deal_tags = 0;
  for (std::size_t pos = 0; (pos = bytes.find("\n[Deal ", pos)) != std::string::npos; ++pos) ++own_deal_tags;
  if (bytes.rfind("[Deal ", 0) == 0) ++own_deal_tags;

  const double mb = static_cast<double>(bytes.size()) / 1e6;
  std::printf("file            %s (%.2f MB, %zu games, %zu deals, %d problems reported)\n", path.c_str(), mb,
              result.games.size(), own_deal_tags, static_cast<int>(result.diagnostics.all().size()));
  std::printf("read+validate   %8.1f ms  %9.0f deals/s  %9.0f games/s  %6.1f MB/s\n", read * 1e3,
              static_cast<double>(own_deal_tags) / read, static_cast<double>(result.games.size()) / read, mb / read);
  std::printf("lexer only      %8.1f ms  %9.0f deals/s  %6.1f MB/s\n", lex * 1e3, static_cast<double>(own_deal_tags) / lex,
              mb / lex);
  std::printf("byte scan       %8.1f ms  %6.1f MB/s (baseline: lines and '[' counted, %zu)\n", scan * 1e3, mb / scan,
              scanned);
  std::printf("read+validate takes %.0f times the byte scan's time\n", read / scan);
  std::printf("write (export)  %8.1f ms  %9.0f games/s  (%zu bytes)\n", write * 1e3,
              static_cast<double>(result.games.size()) / write, written.size());
  std::printf("best of %d runs, single thread\n", repeats);
  return 0;
}
