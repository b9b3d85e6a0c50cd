#pragma once
// Test helpers for the whist robots: seeded hands of the three variants,
// and a random legal action for the player to act (what a careless but
// legal player would do), to walk hands through every phase.
#include <gtest/gtest.h>

#include <vector>

#include "bots/whist_declaration.h"
#include "core/double_dummy_whist.h"
#include "core/dummy_whist.h"
#include "core/nonsense.h"
#include "core/random_deal.h"

namespace tenace::whist_test {

inline DummyWhistHand dummy_whist_hand(const DummyWhistOptions& options, int dealer, std::uint64_t seed) {
  DealGenerator generator(seed);
  return *DummyWhistHand::create(options, dealer, deal_dummy_whist(options.jokers, generator));
}

inline DoubleDummyHand double_dummy_hand(const DoubleDummyOptions& options, int dealer, std::uint64_t seed) {
  DealGenerator generator(seed);
  return *DoubleDummyHand::create(options, dealer, generator.next());
}

inline NonsenseHand nonsense_hand(const NonsenseOptions& options, int dealer, std::uint64_t seed) {
  DealGenerator generator(seed);
  return *NonsenseHand::create(options, dealer, generator.next());
}

template <typename T>
T pick(const std::vector<T>& items, Xoshiro256& rng) {
  return items[static_cast<std::size_t>(rng.below(items.size()))];
}

inline Card pick(Hand cards, Xoshiro256& rng) {
  std::vector<Card> list(cards.begin(), cards.end());
  return pick(list, rng);
}

inline WhistDeclaration random_declaration(WhistBid bid, Xoshiro256& rng) {
  return pick(declarations_for(bid.kind), rng);
}

// A random legal call or card (a random legal choice of each phase).
inline void random_act(DummyWhistHand& hand, Xoshiro256& rng) {
  Status status;
  switch (hand.phase()) {
    case DummyWhistPhase::Auction: status = hand.call(pick(hand.auction().legal_calls(), rng)); break;
    case DummyWhistPhase::Discard: {
      const Card first = pick(hand.dummy_hand(), rng);
      Hand rest = hand.dummy_hand();
      rest.remove(first);
      status = hand.discard(first, pick(rest, rng));
      break;
    }
    case DummyWhistPhase::JokerExchange: status = hand.exchange_joker(pick(hand.discards() - Hand::jokers(), rng)); break;
    case DummyWhistPhase::Declaration: status = declare(hand, random_declaration(*hand.auction().highest_bid(), rng)); break;
    case DummyWhistPhase::Play: status = hand.play(pick(hand.legal_cards(), rng)); break;
    case DummyWhistPhase::Over: break;
  }
  ASSERT_TRUE(status) << status.message();
}

inline void random_act(DoubleDummyHand& hand, Xoshiro256& rng) {
  Status status;
  switch (hand.phase()) {
    case DoubleDummyPhase::Auction: status = hand.call(pick(hand.auction().legal_calls(), rng)); break;
    case DoubleDummyPhase::Declaration: status = declare(hand, random_declaration(*hand.auction().highest_bid(), rng)); break;
    case DoubleDummyPhase::Play: status = hand.play(pick(hand.legal_cards(), rng)); break;
    case DoubleDummyPhase::Over: break;
  }
  ASSERT_TRUE(status) << status.message();
}

inline void random_act(NonsenseHand& hand, Xoshiro256& rng) {
  Status status;
  switch (hand.phase()) {
    case NonsensePhase::Choice:
      status = hand.choose(rng.below(2) ? NonsenseChoice::DealtHand : NonsenseChoice::DeadHand);
      break;
    case NonsensePhase::Auction: status = hand.call(pick(hand.auction().legal_calls(), rng)); break;
    case NonsensePhase::Declaration: status = declare(hand, random_declaration(*hand.auction().highest_bid(), rng)); break;
    case NonsensePhase::Play: status = hand.play(pick(hand.legal_cards(), rng)); break;
    case NonsensePhase::Over: break;
  }
  ASSERT_TRUE(status) << status.message();
}

// The option sets the tests walk through: plain, jokers (each no-trump
// joker rule), and the other switches that change what is legal or seen.
inline std::vector<DummyWhistOptions> dummy_whist_option_sets() {
  std::vector<DummyWhistOptions> sets;
  sets.push_back({});
  for (NoTrumpJokerRule rule :
       {NoTrumpJokerRule::Worthless, NoTrumpJokerRule::DiscardWhenVoid, NoTrumpJokerRule::ExchangeForDiscard}) {
    DummyWhistOptions o;
    o.jokers = true;
    o.no_trump_jokers = rule;
    sets.push_back(o);
  }
  DummyWhistOptions other;
  other.downtown_ace_low = true;
  other.downtown_beats_uptown = true;
  other.table_rules_renege = true;
  sets.push_back(other);
  return sets;
}

}  // namespace tenace::whist_test
