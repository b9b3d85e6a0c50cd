// How long the card-by-card play analysis (server/play_analysis.h) takes
// per finished board, against a baseline measured in the same run on the
// same deals: the double-dummy table (20 solves) that the server already
// computes after every board.
//
// Deals and play are pseudo-random with a fixed seed: each deal is played
// in 3NT by North with random legal cards (so cards that cost tricks occur
// on both sides). Each board gets a fresh 16 MB solver, as the worker's
// first board does.
//
// usage: tenace_playanalysisbench [--boards N] [--seed S]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

#include "core/bridge_game.h"
#include "server/play_analysis.h"
#include "solver/solver.h"

namespace {

using namespace tenace;
using Clock = std::chrono::steady_clock;

double milliseconds(Clock::duration d) { return std::chrono::duration<double, std::milli>(d).count(); }

Deal random_deal(std::mt19937& rng) {
  std::vector<int> ids(52);
  for (int i = 0; i < 52; ++i) ids[static_cast<std::size_t>(i)] = i;
  std::shuffle(ids.begin(), ids.end(), rng);
  const char* ranks = "23456789TJQKA";
  std::string pbn = "N:";
  for (int h = 0; h < 4; ++h) {
    std::string suits[4];
    std::vector<int> mine(ids.begin() + 13 * h, ids.begin() + 13 * h + 13);
    std::sort(mine.rbegin(), mine.rend());
    for (int c : mine) suits[c / 13] += ranks[c % 13];
    pbn += suits[3] + "." + suits[2] + "." + suits[1] + "." + suits[0] + (h < 3 ? " " : "");
  }
  return Deal::from_pbn(pbn).value();
}

server::BoardRecord random_board(std::mt19937& rng) {
  BridgeGame game = BridgeGame::for_board(random_deal(rng), 1).value();
  for (const char* call : {"3NT", "Pass", "Pass", "Pass"}) (void)game.call(*Call::parse(call));
  std::vector<Card> legal;
  while (!game.play()->tricks().is_over()) {
    const Hand cards = game.play()->legal_cards();
    legal.assign(cards.begin(), cards.end());
    (void)game.play_card(legal[rng() % legal.size()]);
  }
  return server::BoardRecord{.game = game, .notes = {}, .contract = game.contract(), .declarer_tricks = 0};
}

double percentile(std::vector<double> v, double p) {
  std::sort(v.begin(), v.end());
  return v[static_cast<std::size_t>(p * static_cast<double>(v.size() - 1))];
}

}  // namespace

int main(int argc, char** argv) {
  int boards = 200;
  unsigned seed = 2026;
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string option = argv[i];
    if (option == "--boards") boards = std::atoi(argv[i + 1]);
    else if (option == "--seed") seed = static_cast<unsigned>(std::atoi(argv[i + 1]));
    else {
      std::fprintf(stderr, "tenace_playanalysisbench: unknown option %s (--boards N, --seed S)\n", argv[i]);
      return 2;
    }
  }
  if (boards < 1) {
    std::fprintf(stderr, "tenace_playanalysisbench: --boards must be at least 1\n");
    return 2;
  }
  std::mt19937 rng(seed);
  std::vector<double> play_ms, table_ms;
  long costly = 0;
  for (int b = 0; b < boards; ++b) {
    const server::BoardRecord record = random_board(rng);
    {
      Solver solver(SolverOptions{.memory_bytes = std::size_t{16} << 20});
      const auto start = Clock::now();
      const server::PlayAnalysis analysis = server::analyse_play(solver, record);
      play_ms.push_back(milliseconds(Clock::now() - start));
      for (const auto& c : analysis.cards) costly += c.cost > 0;
    }
    {
      Solver solver(SolverOptions{.memory_bytes = std::size_t{16} << 20});
      const auto start = Clock::now();
      (void)solver.table(record.game.deal());
      table_ms.push_back(milliseconds(Clock::now() - start));
    }
  }
  double play_total = 0, table_total = 0;
  for (double v : play_ms) play_total += v;
  for (double v : table_ms) table_total += v;
  std::printf("boards %d (seed %u), %ld costly cards\n", boards, seed, costly);
  std::printf("play analysis: mean %.1f ms, median %.1f, p90 %.1f, max %.1f\n", play_total / boards,
              percentile(play_ms, 0.5), percentile(play_ms, 0.9), percentile(play_ms, 1.0));
  std::printf("dd table (baseline): mean %.1f ms, median %.1f, p90 %.1f, max %.1f\n", table_total / boards,
              percentile(table_ms, 0.5), percentile(table_ms, 0.9), percentile(table_ms, 1.0));
  std::printf("ratio play analysis / dd table (total time): %.2f\n", play_total / table_total);
  return 0;
}
