// WhistSeatView: over hundreds of random hands of each variant, walked
// through every phase by random legal actions, each player's view at every
// step holds no card the player may not see -- checked against the full
// hand state, with the visibility rules written out here independently of
// the projection -- and holds the cards the player may see.
#include <gtest/gtest.h>

#include "bots/whist_seat_view.h"
#include "whist_hands.h"

namespace tenace {
namespace {

using namespace whist_test;

constexpr int kHands = 200;

// Every card a view mentions anywhere.
Hand cards_in(const WhistSeatView& view) {
  Hand all = view.own_hand | view.own_hand_given_up | view.legal_cards | view.legal_discards | view.legal_exchanges;
  for (const WhistPlace& place : view.places)
    if (place.cards) all |= *place.cards;
  if (view.discards) all |= *view.discards;
  for (const WhistSeenTrick& trick : view.completed_tricks)
    for (const WhistSeenCard& c : trick.cards) all.add(c.card);
  for (const WhistSeenCard& c : view.current_trick.cards) all.add(c.card);
  return all;
}

Hand played_in(const TrickPlay& play) {
  Hand played;
  for (const PlayedCard& c : play.history()) played.add(c.card);
  return played;
}

// ---- Dummy Whist ----

// What `player` may see now, from the rules (RULES.md §2, docs/whist.md).
Hand may_see(const DummyWhistHand& hand, int player) {
  const DummyWhistPhase phase = hand.phase();
  if (phase == DummyWhistPhase::Auction) return hand.dealt().players[static_cast<std::size_t>(player)];
  const bool playing = phase == DummyWhistPhase::Play || phase == DummyWhistPhase::Over;
  const bool declarer = hand.declarer() == player;
  Hand seen = playing ? hand.play_state().tricks().remaining(hand.seat_of(player)) : hand.hand_at(hand.seat_of(player));
  const bool dummy_up = phase != DummyWhistPhase::Discard || declarer;  // face up from the exchange on
  if (dummy_up)
    seen |= playing ? hand.play_state().tricks().remaining(hand.dummy_seat()) : hand.hand_at(hand.dummy_seat());
  if (declarer) seen |= hand.discards();
  if (playing) seen |= played_in(hand.play_state().tricks());
  return seen;
}

void check_view(const DummyWhistHand& hand, int player) {
  const WhistSeatView view = view_for_player(hand, player);
  const Hand allowed = may_see(hand, player);
  const Hand leaked = cards_in(view) - allowed;
  ASSERT_TRUE(leaked.empty()) << "player " << player << " sees " << leaked.to_pbn() << " in phase "
                              << static_cast<int>(hand.phase());
  EXPECT_EQ(view.variant, WhistVariant::DummyWhist);
  EXPECT_EQ(view.player, player);
  // The player's own cards are all there.
  const Hand own = hand.phase() == DummyWhistPhase::Auction ? hand.dealt().players[static_cast<std::size_t>(player)]
                   : (hand.phase() >= DummyWhistPhase::Play) ? hand.play_state().tricks().remaining(hand.seat_of(player))
                                                             : hand.hand_at(hand.seat_of(player));
  EXPECT_EQ(view.own_hand, own);
  // Hidden places say only how many cards they hold.
  for (Seat seat : kAllSeats) {
    const WhistPlace& place = view.places[static_cast<std::size_t>(index(seat))];
    if (!place.cards) continue;
    EXPECT_EQ(place.cards->size(), place.cards_held);
  }
  if (!view.is_my_turn()) {
    EXPECT_TRUE(view.legal_calls.empty());
    EXPECT_TRUE(view.legal_cards.empty());
  } else if (hand.phase() == DummyWhistPhase::Play) {
    EXPECT_EQ(view.legal_cards, hand.legal_cards());
  }
}

TEST(WhistSeatView, DummyWhistViewsHoldOnlyWhatThePlayerMaySee) {
  int views = 0;
  bool saw_discard = false, saw_exchange = false;
  for (const DummyWhistOptions& options : dummy_whist_option_sets()) {
    Xoshiro256 rng(99);
    for (int h = 0; h < kHands; ++h) {
      DummyWhistHand hand = dummy_whist_hand(options, h % 3, 1000 + static_cast<std::uint64_t>(h));
      while (true) {
        saw_discard |= hand.phase() == DummyWhistPhase::Discard;
        saw_exchange |= hand.phase() == DummyWhistPhase::JokerExchange;
        for (int p = 0; p < DummyWhistHand::kPlayers; ++p, ++views) ASSERT_NO_FATAL_FAILURE(check_view(hand, p));
        if (hand.phase() == DummyWhistPhase::Over) break;
        ASSERT_NO_FATAL_FAILURE(random_act(hand, rng));
      }
    }
  }
  EXPECT_TRUE(saw_discard);
  EXPECT_TRUE(saw_exchange);
  EXPECT_GT(views, 5 * kHands * 3 * 50);
}

TEST(WhistSeatView, DummyWhistDummyIsFaceDownDuringTheAuctionAndUpAfter) {
  DummyWhistOptions options;
  options.jokers = true;
  DummyWhistHand hand = dummy_whist_hand(options, 2, 5);
  for (int p = 0; p < 3; ++p) {
    const WhistSeatView view = view_for_player(hand, p);
    EXPECT_FALSE(view.places[index(Seat::West)].cards) << p;
    EXPECT_EQ(view.places[index(Seat::West)].cards_held, 15);
    EXPECT_TRUE(view.places[index(Seat::West)].is_dummy);
  }
  ASSERT_TRUE(hand.call(WhistCall::bid(1, WhistBidKind::Uptown)));  // player 0 bids
  ASSERT_TRUE(hand.call(WhistCall::pass()));
  ASSERT_TRUE(hand.call(WhistCall::pass()));
  // Discard step: declarer (player 0) sees the dummy, the others do not.
  EXPECT_TRUE(view_for_player(hand, 0).places[index(hand.dummy_seat())].cards);
  EXPECT_EQ(view_for_player(hand, 0).legal_discards.size(), 15);
  EXPECT_FALSE(view_for_player(hand, 1).places[index(hand.dummy_seat())].cards);
  const Hand dummy = hand.dummy_hand();
  auto it = dummy.begin();
  const Card a = *it++, b = *it;
  ASSERT_TRUE(hand.discard(a, b));
  // From now on everyone sees the dummy; the discards only declarer.
  for (int p = 0; p < 3; ++p) EXPECT_EQ(view_for_player(hand, p).places[index(hand.dummy_seat())].cards, hand.dummy_hand());
  EXPECT_EQ(view_for_player(hand, 0).discards, hand.discards());
  EXPECT_FALSE(view_for_player(hand, 1).discards);
  EXPECT_EQ(view_for_player(hand, 1).discard_count, 2);
}

// ---- Double Dummy ----

Hand may_see(const DoubleDummyHand& hand, int player) {
  const bool playing = hand.phase() == DoubleDummyPhase::Play || hand.phase() == DoubleDummyPhase::Over;
  auto held = [&](Seat seat) { return playing ? hand.play_state().tricks().remaining(seat) : hand.dealt()[seat]; };
  Hand seen = held(DoubleDummyHand::seat_of(player));
  if (hand.dummies_exposed()) seen |= held(DoubleDummyHand::dummy_seat_of(0)) | held(DoubleDummyHand::dummy_seat_of(1));
  if (playing) seen |= played_in(hand.play_state().tricks());
  return seen;
}

TEST(WhistSeatView, DoubleDummyViewsHoldOnlyWhatThePlayerMaySee) {
  Xoshiro256 rng(7);
  int views = 0;
  for (int h = 0; h < kHands; ++h) {
    DoubleDummyHand hand = double_dummy_hand({}, h % 2, 2000 + static_cast<std::uint64_t>(h));
    while (true) {
      for (int p = 0; p < DoubleDummyHand::kPlayers; ++p, ++views) {
        const WhistSeatView view = view_for_player(hand, p);
        const Hand leaked = cards_in(view) - may_see(hand, p);
        ASSERT_TRUE(leaked.empty()) << "player " << p << " sees " << leaked.to_pbn();
        // The opponent's own hand is never shown (it can be worked out
        // once both dummies are up, but it is not on the table).
        EXPECT_FALSE(view.places[index(DoubleDummyHand::seat_of(1 - p))].cards);
        EXPECT_EQ(view.places[index(DoubleDummyHand::dummy_seat_of(1 - p))].cards.has_value(), hand.dummies_exposed());
      }
      if (hand.phase() == DoubleDummyPhase::Over) break;
      ASSERT_NO_FATAL_FAILURE(random_act(hand, rng));
    }
  }
  EXPECT_GT(views, kHands * 2 * 50);
}

// ---- Nonsense ----

Hand may_see(const NonsenseHand& hand, int player) {
  Hand seen = hand.dealt()[NonsenseHand::seat_of(player)];  // the dealt hand, kept or given up
  if (hand.choice_of(player) == NonsenseChoice::DeadHand) seen |= hand.dealt()[NonsenseHand::dead_seat_of(player)];
  if (hand.phase() == NonsensePhase::Play || hand.phase() == NonsensePhase::Over)
    for (const auto& trick : hand.play_state().completed_tricks()) {
      seen.add(trick.cards[0]);
      seen.add(trick.cards[1]);
    }
  if (hand.phase() == NonsensePhase::Play)
    if (const auto lead = hand.play_state().lead()) seen.add(*lead);
  return seen;
}

TEST(WhistSeatView, NonsenseViewsNeverShowTheDeadHandsOrTheOpponentsCards) {
  Xoshiro256 rng(11);
  int views = 0;
  for (int h = 0; h < kHands; ++h) {
    NonsenseHand hand = nonsense_hand({}, h % 2, 3000 + static_cast<std::uint64_t>(h));
    while (true) {
      for (int p = 0; p < NonsenseHand::kPlayers; ++p, ++views) {
        const WhistSeatView view = view_for_player(hand, p);
        const Hand leaked = cards_in(view) - may_see(hand, p);
        ASSERT_TRUE(leaked.empty()) << "player " << p << " sees " << leaked.to_pbn() << " in phase "
                                    << static_cast<int>(hand.phase());
        EXPECT_FALSE(view.places[index(Seat::East)].cards);
        EXPECT_FALSE(view.places[index(Seat::West)].cards);
        EXPECT_FALSE(view.places[index(NonsenseHand::seat_of(1 - p))].cards);
      }
      if (hand.phase() == NonsensePhase::Over) break;
      ASSERT_NO_FATAL_FAILURE(random_act(hand, rng));
    }
  }
  EXPECT_GT(views, kHands * 2 * 28);
}

}  // namespace
}  // namespace tenace
