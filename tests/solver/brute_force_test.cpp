// The solver against an independent brute-force minimax on small random
// endings, in every trick-taking mode: high cards win or low cards win with
// the ace high or low, trumps or no trump, with and without jokers (the top
// two trumps), at trick boundaries and inside a trick; max_tricks,
// tricks_for, all_cards and some_cards.
#include <gtest/gtest.h>

#include <array>
#include <vector>

#include "core/random_deal.h"
#include "solver/brute_force.h"
#include "solver/solver.h"

namespace tenace {
namespace {

struct Mode {
  RankOrder order;
  bool jokers;
};

// An ending: `cards` random cards per hand from the 52 (54 with jokers).
Deal random_ending(DealGenerator& generator, int cards, bool jokers) {
  std::vector<Card> deck;
  for (Suit s : kAllSuits)
    for (int r = 2; r <= 14; ++r) deck.push_back(Card(s, static_cast<Rank>(r)));
  if (jokers) {
    deck.push_back(Card::little_joker());
    deck.push_back(Card::big_joker());
  }
  std::array<Card, 54> shuffled{};
  std::copy(deck.begin(), deck.end(), shuffled.begin());
  // Shuffle the used prefix only.
  for (std::size_t i = deck.size() - 1; i > 0; --i) std::swap(shuffled[i], shuffled[generator.rng().below(i + 1)]);
  // Make sure jokers show up often: put them first when asked for.
  if (jokers) {
    for (std::size_t i = 0; i < deck.size(); ++i)
      if (shuffled[i].is_joker() && generator.rng().below(2) == 0) std::swap(shuffled[i], shuffled[generator.rng().below(4 * cards)]);
  }
  Deal deal;
  for (int i = 0; i < 4 * cards; ++i) deal[static_cast<Seat>(i % 4)].add(shuffled[static_cast<std::size_t>(i)]);
  return deal;
}

void check_mode(const Mode& mode, std::uint64_t seed, int positions) {
  DealGenerator generator(seed);
  Solver solver(SolverOptions{1 << 20});
  for (int n = 0; n < positions; ++n) {
    const int cards = 2 + static_cast<int>(generator.rng().below(3));  // 2..4 cards per hand
    const Deal deal = random_ending(generator, cards, mode.jokers);
    const auto strain = static_cast<Strain>(generator.rng().below(5));
    const auto leader = static_cast<Seat>(generator.rng().below(4));
    const TrickRules rules{trump_suit(strain), mode.order};
    TrickPlay play(deal, rules, leader);
    // Play 0..3 random legal cards into the first trick.
    const int inside = static_cast<int>(generator.rng().below(4));
    Position p{deal, strain, leader, {}, mode.order};
    for (int i = 0; i < inside; ++i) {
      const Hand legal = play.legal_cards();
      std::vector<Card> cards_now(legal.begin(), legal.end());
      const Card c = cards_now[generator.rng().below(cards_now.size())];
      play.play(c);
      p.hands[p.to_move()].remove(c);
      p.trick_so_far.push_back(c);
    }
    SCOPED_TRACE("position " + std::to_string(n) + " " + deal.to_pbn() + " strain " + std::string(strain_name(strain)) +
                 " leader " + seat_char(leader) + " inside " + std::to_string(inside));
    const Side mover = side_of(play.to_play());
    const int expected = testing_data::brute_force_tricks(play, mover);
    EXPECT_EQ(solver.max_tricks(p), expected);
    EXPECT_EQ(solver.tricks_for(p, other(mover)), p.hands[leader].size() + (inside > 0 ? 1 : 0) - expected);
    // Every legal card, against brute force after playing it.
    for (const CardResult& r : solver.all_cards(p)) {
      const int before = play.tricks_won(mover);
      ASSERT_TRUE(play.play(r.card)) << r.card.to_string();
      const int value = play.tricks_won(mover) - before + testing_data::brute_force_tricks(play, mover);
      play.undo();
      EXPECT_EQ(r.tricks, value) << r.card.to_string();
    }
    EXPECT_EQ(static_cast<int>(solver.all_cards(p).size()), play.legal_cards().size());
    // some_cards: all_cards' values for every other card of the hand (an
    // equivalent card left out must not be listed, nor an illegal one).
    Hand wanted;
    bool take = true;
    for (Card c : p.hands[p.to_move()]) {
      if (take) wanted.add(c);
      take = !take;
    }
    std::vector<CardResult> expected_some;
    for (const CardResult& r : solver.all_cards(p))
      if (wanted.contains(r.card)) expected_some.push_back(r);
    EXPECT_EQ(solver.some_cards(p, wanted), expected_some);
  }
}

TEST(BruteForce, HighCardsWin) { check_mode({RankOrder::HighWins, false}, 1, 300); }
TEST(BruteForce, LowWinsAceHigh) { check_mode({RankOrder::LowWinsAceHigh, false}, 2, 300); }
TEST(BruteForce, LowWinsAceLow) { check_mode({RankOrder::LowWinsAceLow, false}, 3, 300); }
TEST(BruteForce, JokersHighCardsWin) { check_mode({RankOrder::HighWins, true}, 4, 300); }
TEST(BruteForce, JokersLowWinsAceHigh) { check_mode({RankOrder::LowWinsAceHigh, true}, 5, 300); }
TEST(BruteForce, JokersLowWinsAceLow) { check_mode({RankOrder::LowWinsAceLow, true}, 6, 300); }

// Whole deals cut down to four cards per hand: realistic endings where
// equivalent cards and the table matter most.
TEST(BruteForce, FourCardEndingsOfRealDeals) {
  DealGenerator generator(77);
  Solver solver;
  for (int n = 0; n < 12; ++n) {
    const Deal full = generator.next();
    Deal deal;
    for (Seat s : kAllSeats) {
      int kept = 0;
      for (Card c : full[s])
        if (kept < 4 && generator.rng().below(2) == 0) deal[s].add(c), ++kept;
      for (Card c : full[s])
        if (kept < 4 && !deal[s].contains(c)) deal[s].add(c), ++kept;
    }
    for (Strain strain : kAllStrains) {
      Position p{deal, strain, static_cast<Seat>(n % 4), {}};
      TrickPlay play(deal, p.rules(), p.leader);
      EXPECT_EQ(solver.max_tricks(p), testing_data::brute_force_tricks(play, side_of(p.leader))) << deal.to_pbn();
    }
  }
}

}  // namespace
}  // namespace tenace
