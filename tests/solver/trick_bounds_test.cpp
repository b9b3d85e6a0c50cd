// The search's cheap bounds -- quick tricks, later tricks, trump winners and
// the second hand's quick tricks -- on small random endings, checked twice:
// against the exact value (plain alpha-beta, since the solver uses these
// bounds itself), and against the class of positions their reported cards
// claim the bound for.
// The search files a bound in the transposition table for every position
// that keeps the hands' suit lengths and the owners of each suit's cards from
// its lowest reported card upwards, whatever the cards below; so the test
// deals those lower cards again at random and checks the bound there too. A
// bound that relied on a card it did not report fails here: quick and later
// tricks must also come out at least as large when recomputed there (they
// look at nothing but the cards they report and the suit lengths), which
// catches a dependence even where the bound is far from the exact value.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <functional>
#include <string>
#include <vector>

#include "core/random_deal.h"
#include "solver/card_codec.h"
#include "solver/generic_search.h"
#include "solver/later_tricks.h"
#include "solver/quick_tricks.h"
#include "solver/second_hand_tricks.h"
#include "solver/trump_winners.h"
#include "solver/solver.h"

namespace tenace {
namespace {

using solver_detail::CardCodec;
using solver_detail::suit_mask;

Deal random_ending(Xoshiro256& rng, int cards) {
  std::vector<Card> deck;
  for (Suit s : kAllSuits)
    for (int r = 2; r <= 14; ++r) deck.push_back(Card(s, static_cast<Rank>(r)));
  for (std::size_t i = deck.size() - 1; i > 0; --i) std::swap(deck[i], deck[rng.below(i + 1)]);
  Deal deal;
  for (int i = 0; i < 4 * cards; ++i) deal[static_cast<Seat>(i % 4)].add(deck[static_cast<std::size_t>(i)]);
  return deal;
}

// A position of the class: in each suit, the cards below the lowest reported
// card change hands at random (each hand keeping its length).
Deal redeal_below(const std::array<std::uint64_t, 4>& hands, std::uint64_t relevant, const CardCodec& codec, Xoshiro256& rng) {
  std::array<std::uint64_t, 4> out = hands;
  for (int s = 0; s < 4; ++s) {
    const std::uint64_t reported = relevant & suit_mask(s);
    const std::uint64_t below = reported ? (reported & -reported) - 1 : ~0ull;
    std::vector<int> owners, codes;
    for (int h = 0; h < 4; ++h)
      for (std::uint64_t c = hands[static_cast<std::size_t>(h)] & suit_mask(s) & below; c; c &= c - 1) {
        owners.push_back(h);
        codes.push_back(__builtin_ctzll(c));
        out[static_cast<std::size_t>(h)] &= ~(c & -c);
      }
    for (std::size_t i = owners.size(); i > 1; --i) std::swap(owners[i - 1], owners[rng.below(i)]);
    for (std::size_t i = 0; i < codes.size(); ++i) out[static_cast<std::size_t>(owners[i])] |= std::uint64_t{1} << codes[i];
  }
  Deal deal;
  for (int h = 0; h < 4; ++h)
    for (std::uint64_t c = out[static_cast<std::size_t>(h)]; c; c &= c - 1)
      deal[static_cast<Seat>(h)].add(codec.card(__builtin_ctzll(c)));
  return deal;
}

// Whether `side` takes at least `value` tricks from the trick `so_far` on,
// by plain alpha-beta with a null window: the bounds under test are used by
// the solver itself, so its answers would not check them.
bool side_reaches(const Deal& d, const TrickRules& rules, Seat leader, const std::vector<Card>& so_far, Side side,
                  int value) {
  if (value <= 0) return true;
  std::array<Hand, 4> hands;
  for (Seat s : kAllSeats) hands[static_cast<std::size_t>(index(s))] = d[s];
  solver_detail::GenericSearch search(hands, rules);
  Trick trick;
  trick.leader = leader;
  for (Card c : so_far) trick.cards[trick.count++] = c;
  return search.tricks_for(trick, index(side), value - 1, value) >= value;
}

void check_bounds(std::uint64_t seed, int positions) {
  Xoshiro256 rng(seed);
  for (int n = 0; n < positions; ++n) {
    const int cards = 3 + static_cast<int>(rng.below(3));  // 3..5 cards per hand (plain alpha-beta checks it)
    const Deal deal = random_ending(rng, cards);
    const auto strain = static_cast<Strain>(rng.below(5));
    const auto leader = static_cast<Seat>(rng.below(4));
    const Position p{deal, strain, leader, {}, RankOrder::HighWins};
    const CardCodec codec(p.rules());
    std::array<std::uint64_t, 4> hands{};
    for (Seat s : kAllSeats) hands[static_cast<std::size_t>(index(s))] = codec.encode(deal[s]);
    const int l = index(leader), trump = codec.trump();

    struct Claim {
      std::string name;
      int value;
      std::uint64_t relevant;
      bool lower;  // a lower bound on the leader's side's tricks, else an upper bound via left - value
      // Recomputes the bound for another position of the class.
      std::function<int(const std::array<std::uint64_t, 4>&)> recompute;
    };
    std::vector<Claim> claims;
    for (int needed = 1; needed <= cards; ++needed) {
      std::uint64_t relevant = 0;
      const int quick = solver_detail::quick_tricks(hands.data(), l, trump, needed, relevant);
      claims.push_back({"quick tricks (needed " + std::to_string(needed) + ")", std::min(quick, needed), relevant, true,
                        [&, needed](const std::array<std::uint64_t, 4>& h) {
                          std::uint64_t unused = 0;
                          return solver_detail::quick_tricks(h.data(), l, trump, needed, unused);
                        }});
    }
    std::uint64_t later_relevant = 0;
    const int later = solver_detail::later_tricks(hands.data(), l, trump, later_relevant);
    claims.push_back({"later tricks", later, later_relevant, false, [&](const std::array<std::uint64_t, 4>& h) {
                        std::uint64_t unused = 0;
                        return solver_detail::later_tricks(h.data(), l, trump, unused);
                      }});

    for (const bool own_side : {true, false}) {
      const int seat = own_side ? l : (l + 1) & 3;
      std::uint64_t trump_relevant = 0;
      const int sure = solver_detail::trump_winners(hands.data(), seat, trump, trump_relevant);
      claims.push_back({own_side ? "trump winners (leader's side)" : "trump winners (other side)", sure, trump_relevant,
                        own_side, [&, seat](const std::array<std::uint64_t, 4>& h) {
                          std::uint64_t unused = 0;
                          return solver_detail::trump_winners(h.data(), seat, trump, unused);
                        }});
    }

    for (const Claim& claim : claims) {
      for (int variant = 0; variant < 4; ++variant) {
        const Deal d = variant == 0 ? deal : redeal_below(hands, claim.relevant, codec, rng);
        const Position q{d, strain, leader, {}, RankOrder::HighWins};
        const std::string where = "\n  position " + d.to_pbn() + " strain " + std::string(strain_name(strain)) +
                                  " leader " + seat_char(leader) + "\n  redealt from " + deal.to_pbn();
        if (claim.recompute) {
          std::array<std::uint64_t, 4> h{};
          for (Seat s : kAllSeats) h[static_cast<std::size_t>(index(s))] = codec.encode(d[s]);
          ASSERT_GE(claim.recompute(h), claim.value) << claim.name << " depends on a card it did not report" << where;
        }
        const Side claimant = claim.lower ? side_of(leader) : other(side_of(leader));
        ASSERT_TRUE(side_reaches(d, q.rules(), leader, {}, claimant, claim.value))
            << claim.name << " = " << claim.value << (claim.lower ? " but the leader's side" : " but the other side")
            << " takes fewer" << where;
      }
    }
  }
}

TEST(TrickBounds, QuickLaterAndTrumpWinnersHoldForTheirWholeClass) { check_bounds(20261122, 1000); }

// The second-hand bound is taken after the lead, so its class holds the led
// card too: below the lowest reported card of the led suit the led card is
// one of the small cards like any other (the parent's other leads of that
// suit's small cards rely on the same proof), so it is redealt with them.
struct AfterLead {
  std::array<std::uint64_t, 4> hands{};
  int led = 0;
};

AfterLead redeal_after_lead(const AfterLead& p, int leader, std::uint64_t relevant, Xoshiro256& rng) {
  AfterLead out = p;
  for (int s = 0; s < 4; ++s) {
    const std::uint64_t reported = relevant & suit_mask(s);
    const std::uint64_t below = reported ? (reported & -reported) - 1 : ~0ull;
    std::vector<int> owners, codes;  // owner 4: the table
    for (int h = 0; h < 4; ++h)
      for (std::uint64_t c = p.hands[static_cast<std::size_t>(h)] & suit_mask(s) & below; c; c &= c - 1) {
        owners.push_back(h);
        codes.push_back(__builtin_ctzll(c));
        out.hands[static_cast<std::size_t>(h)] &= ~(c & -c);
      }
    const std::uint64_t led_bit = std::uint64_t{1} << p.led;
    if (led_bit & suit_mask(s) & below) {
      owners.push_back(4);
      codes.push_back(p.led);
    }
    for (std::size_t i = owners.size(); i > 1; --i) std::swap(owners[i - 1], owners[rng.below(i)]);
    for (std::size_t i = 0; i < codes.size(); ++i) {
      if (owners[i] == 4)
        out.led = codes[i];
      else
        out.hands[static_cast<std::size_t>(owners[i])] |= std::uint64_t{1} << codes[i];
    }
  }
  (void)leader;
  return out;
}

void check_second_hand(std::uint64_t seed, int positions) {
  Xoshiro256 rng(seed);
  int sure = 0;
  for (int n = 0; n < positions; ++n) {
    const int cards = 3 + static_cast<int>(rng.below(4));  // 3..6 cards per hand (plain alpha-beta checks it)
    const Deal deal = random_ending(rng, cards);
    const auto strain = static_cast<Strain>(rng.below(5));
    const auto leader = static_cast<Seat>(rng.below(4));
    const TrickRules codec_rules = Position{deal, strain, leader, {}, RankOrder::HighWins}.rules();
    const CardCodec codec(codec_rules);
    const int l = index(leader), trump = codec.trump();
    AfterLead p;
    for (Seat s : kAllSeats) p.hands[static_cast<std::size_t>(index(s))] = codec.encode(deal[s]);
    // Any card of the leader's.
    std::vector<int> leads;
    for (std::uint64_t c = p.hands[static_cast<std::size_t>(l)]; c; c &= c - 1) leads.push_back(__builtin_ctzll(c));
    p.led = leads[rng.below(leads.size())];
    p.hands[static_cast<std::size_t>(l)] &= ~(std::uint64_t{1} << p.led);
    const Side second_side = side_of(next(leader, 1));

    for (int needed = 1; needed <= cards; ++needed) {
      std::uint64_t relevant = 0;
      const int value = std::min(
          solver_detail::second_hand_tricks(p.hands.data(), trump, l, p.led, needed, relevant), needed);
      if (value == 0) continue;
      ++sure;
      for (int variant = 0; variant < 4; ++variant) {
        const AfterLead q = variant == 0 ? p : redeal_after_lead(p, l, relevant, rng);
        Deal d;
        for (int h = 0; h < 4; ++h)
          for (std::uint64_t c = q.hands[static_cast<std::size_t>(h)]; c; c &= c - 1)
            d[static_cast<Seat>(h)].add(codec.card(__builtin_ctzll(c)));
        const Card led = codec.card(q.led);
        const std::string where = "\n  position " + d.to_pbn() + " led " + led.to_string() + " strain " +
                                  std::string(strain_name(strain)) + " leader " + seat_char(leader) +
                                  " needed " + std::to_string(needed) + "\n  redealt from " + deal.to_pbn();
        std::uint64_t unused = 0;
        ASSERT_GE(std::min(solver_detail::second_hand_tricks(q.hands.data(), trump, l, q.led, needed, unused), needed),
                  value)
            << "second-hand tricks depend on a card they did not report" << where;
        ASSERT_TRUE(side_reaches(d, codec_rules, leader, {led}, second_side, value))
            << "second-hand tricks = " << value << " but that side takes fewer" << where;
      }
    }
  }
  EXPECT_GT(sure, positions / 2);  // the bound is exercised
}

TEST(TrickBounds, SecondHandTricksHoldForTheirWholeClass) { check_second_hand(20261123, 1000); }

}  // namespace
}  // namespace tenace
