#include "bots/whist_seat_view.h"

#include "core/double_dummy_whist.h"
#include "core/dummy_whist.h"
#include "core/nonsense.h"

namespace tenace {

Hand WhistSeatView::played_cards() const {
  Hand played;
  for (const WhistSeenTrick& trick : completed_tricks)
    for (const WhistSeenCard& c : trick.cards) played.add(c.card);
  for (const WhistSeenCard& c : current_trick.cards) played.add(c.card);
  return played;
}

Hand WhistSeatView::seen_cards() const {
  Hand seen = own_hand | own_hand_given_up | played_cards();
  for (const WhistPlace& place : places)
    if (place.cards) seen |= *place.cards;
  if (discards) seen |= *discards;
  return seen;
}

Hand WhistSeatView::pack() const { return jokers ? Hand::full_deck() | Hand::jokers() : Hand::full_deck(); }

std::optional<Seat> WhistSeatView::declarer_seat() const {
  if (!declarer) return std::nullopt;
  for (Seat seat : kAllSeats) {
    const WhistPlace& place = places[static_cast<std::size_t>(index(seat))];
    if (place.in_play && !place.is_dummy && place.controller == declarer) return seat;
  }
  return std::nullopt;
}

bool WhistSeatView::on_declarer_side(Seat seat) const {
  if (!declarer) return false;
  return places[static_cast<std::size_t>(index(seat))].controller == declarer;
}

int WhistSeatView::declarer_side_tricks() const {
  int won = 0;
  for (const WhistSeenTrick& trick : completed_tricks)
    if (trick.winner && on_declarer_side(*trick.winner)) ++won;
  return won;
}

TrickRules WhistSeatView::trick_rules() const {
  if (!contract) return TrickRules{};
  return contract->trick_rules(rules.downtown_ace_low);
}

int WhistSeatView::multiplier() const {
  if (variant != WhistVariant::Nonsense || !choices[0] || !choices[1]) return 1;
  int m = 1;
  for (const auto& choice : choices)
    if (choice == NonsenseChoice::DealtHand) m *= 2;
  return m;
}

namespace {

WhistPlace& place_at(WhistSeatView& view, Seat seat) { return view.places[static_cast<std::size_t>(index(seat))]; }

void copy_auction(const WhistAuction& auction, WhistSeatView& view) {
  for (std::size_t i = 0; i < auction.calls().size(); ++i)
    view.calls.push_back({auction.caller_of(i), auction.calls()[i]});
  if (auction.is_complete()) {
    view.bid = auction.highest_bid();
    view.declarer = auction.highest_bidder();
  }
}

// The four-handed play (Dummy Whist, Double Dummy), all public.
void copy_tricks(const TrickPlay& play, WhistSeatView& view) {
  const TrickRules& rules = play.rules();
  for (const Trick& trick : play.completed_tricks()) {
    WhistSeenTrick seen;
    for (int i = 0; i < trick.count; ++i) seen.cards.push_back({trick.seat_of(i), trick.cards[i]});
    seen.winner = trick.winner(rules);
    view.completed_tricks.push_back(std::move(seen));
  }
  const Trick& current = play.current_trick();
  for (int i = 0; i < current.count; ++i) view.current_trick.cards.push_back({current.seat_of(i), current.cards[i]});
}

void fill_legal_calls(const WhistAuction& auction, WhistSeatView& view) {
  if (view.is_my_turn() && !auction.is_complete()) view.legal_calls = auction.legal_calls();
}

}  // namespace

WhistSeatView view_for_player(const DummyWhistHand& hand, int player) {
  WhistSeatView view;
  view.variant = WhistVariant::DummyWhist;
  view.player = player;
  view.players = DummyWhistHand::kPlayers;
  view.dealer = hand.dealer();
  view.to_act = hand.to_act();
  view.rules = hand.options();
  view.jokers = hand.options().jokers;
  view.no_trump_jokers = hand.options().no_trump_jokers;
  copy_auction(hand.auction(), view);
  view.contract = hand.contract();

  const DummyWhistPhase phase = hand.phase();
  switch (phase) {
    case DummyWhistPhase::Auction: view.phase = WhistViewPhase::Auction; break;
    case DummyWhistPhase::Discard: view.phase = WhistViewPhase::Discard; break;
    case DummyWhistPhase::JokerExchange: view.phase = WhistViewPhase::JokerExchange; break;
    case DummyWhistPhase::Declaration: view.phase = WhistViewPhase::Declaration; break;
    case DummyWhistPhase::Play: view.phase = WhistViewPhase::Play; break;
    case DummyWhistPhase::Over: view.phase = WhistViewPhase::Over; break;
  }
  const bool auction_over = phase != DummyWhistPhase::Auction;
  const bool playing = phase == DummyWhistPhase::Play || phase == DummyWhistPhase::Over;
  const bool is_declarer = view.is_declarer();
  // Declarer looks at the dummy to discard; everyone sees it from the
  // exchange on (docs/whist.md, phases 2-4).
  const bool dummy_seen = hand.dummy_exposed() || (is_declarer && phase == DummyWhistPhase::Discard);

  for (Seat seat : kAllSeats) {
    WhistPlace& place = place_at(view, seat);
    Hand held;
    if (!auction_over) {
      // Seats as dealt: players 0, 1, 2 at North, East, South, the dummy West.
      if (seat == Seat::West) {
        place.is_dummy = true;
        held = hand.dealt().dummy;
      } else {
        place.controller = index(seat);
        held = hand.dealt().players[static_cast<std::size_t>(index(seat))];
      }
    } else {
      place.is_dummy = seat == hand.dummy_seat();
      place.controller = place.is_dummy ? hand.declarer() : hand.player_at(seat);
      held = playing ? hand.play_state().tricks().remaining(seat) : hand.hand_at(seat);
    }
    place.cards_held = held.size();
    const bool own = !place.is_dummy && place.controller == player;
    if (own || (place.is_dummy && dummy_seen)) place.cards = held;
    if (own) {
      view.own_seat = seat;
      view.own_hand = held;
    }
  }

  view.discard_count = hand.discards().size();
  if (is_declarer && auction_over) view.discards = hand.discards();

  if (playing) {
    copy_tricks(hand.play_state().tricks(), view);
    if (phase == DummyWhistPhase::Play) view.acting_seat = hand.play_state().to_play();
  }
  if (phase == DummyWhistPhase::JokerExchange) view.acting_seat = hand.exchanging_seat();

  if (view.is_my_turn()) {
    switch (phase) {
      case DummyWhistPhase::Auction: fill_legal_calls(hand.auction(), view); break;
      case DummyWhistPhase::Discard: view.legal_discards = hand.dummy_hand(); break;
      case DummyWhistPhase::JokerExchange: {
        const Hand takeable = hand.discards() - Hand::jokers();
        if (view.discards)
          view.legal_exchanges = takeable;
        else
          view.face_down_exchanges = takeable.size();
        break;
      }
      case DummyWhistPhase::Declaration: view.may_declare = true; break;
      case DummyWhistPhase::Play: view.legal_cards = hand.legal_cards(); break;
      case DummyWhistPhase::Over: break;
    }
  }
  return view;
}

WhistSeatView view_for_player(const DoubleDummyHand& hand, int player) {
  WhistSeatView view;
  view.variant = WhistVariant::DoubleDummy;
  view.player = player;
  view.players = DoubleDummyHand::kPlayers;
  view.dealer = hand.dealer();
  view.to_act = hand.to_act();
  view.rules = hand.options();
  copy_auction(hand.auction(), view);
  view.contract = hand.contract();

  const DoubleDummyPhase phase = hand.phase();
  switch (phase) {
    case DoubleDummyPhase::Auction: view.phase = WhistViewPhase::Auction; break;
    case DoubleDummyPhase::Declaration: view.phase = WhistViewPhase::Declaration; break;
    case DoubleDummyPhase::Play: view.phase = WhistViewPhase::Play; break;
    case DoubleDummyPhase::Over: view.phase = WhistViewPhase::Over; break;
  }
  const bool playing = phase == DoubleDummyPhase::Play || phase == DoubleDummyPhase::Over;
  view.own_seat = DoubleDummyHand::seat_of(player);
  for (Seat seat : kAllSeats) {
    WhistPlace& place = place_at(view, seat);
    place.controller = DoubleDummyHand::controller_of(seat);
    place.is_dummy = seat == DoubleDummyHand::dummy_seat_of(*place.controller);
    const Hand held = playing ? hand.play_state().tricks().remaining(seat) : hand.dealt()[seat];
    place.cards_held = held.size();
    if (seat == view.own_seat || (place.is_dummy && hand.dummies_exposed())) place.cards = held;
  }
  view.own_hand = *place_at(view, view.own_seat).cards;

  if (playing) {
    copy_tricks(hand.play_state().tricks(), view);
    if (phase == DoubleDummyPhase::Play) view.acting_seat = hand.play_state().to_play();
  }
  if (view.is_my_turn()) {
    switch (phase) {
      case DoubleDummyPhase::Auction: fill_legal_calls(hand.auction(), view); break;
      case DoubleDummyPhase::Declaration: view.may_declare = true; break;
      case DoubleDummyPhase::Play: view.legal_cards = hand.legal_cards(); break;
      case DoubleDummyPhase::Over: break;
    }
  }
  return view;
}

WhistSeatView view_for_player(const NonsenseHand& hand, int player) {
  WhistSeatView view;
  view.variant = WhistVariant::Nonsense;
  view.player = player;
  view.players = NonsenseHand::kPlayers;
  view.dealer = hand.dealer();
  view.to_act = hand.to_act();
  view.rules = hand.options();
  copy_auction(hand.auction(), view);
  view.contract = hand.contract();
  for (int p = 0; p < NonsenseHand::kPlayers; ++p) view.choices[static_cast<std::size_t>(p)] = hand.choice_of(p);

  const NonsensePhase phase = hand.phase();
  switch (phase) {
    case NonsensePhase::Choice: view.phase = WhistViewPhase::Choice; break;
    case NonsensePhase::Auction: view.phase = WhistViewPhase::Auction; break;
    case NonsensePhase::Declaration: view.phase = WhistViewPhase::Declaration; break;
    case NonsensePhase::Play: view.phase = WhistViewPhase::Play; break;
    case NonsensePhase::Over: view.phase = WhistViewPhase::Over; break;
  }
  const bool playing = phase == NonsensePhase::Play || phase == NonsensePhase::Over;
  view.own_seat = NonsenseHand::seat_of(player);
  for (int p = 0; p < NonsenseHand::kPlayers; ++p) {
    // The hand a player holds: the dealt one until they choose, then the
    // one chosen, then what is left of it in the play.
    const auto choice = hand.choice_of(p);
    Hand held = hand.dealt()[NonsenseHand::seat_of(p)];
    if (choice == NonsenseChoice::DeadHand) held = hand.dealt()[NonsenseHand::dead_seat_of(p)];
    if (playing) held = hand.play_state().remaining(p);
    WhistPlace& place = place_at(view, NonsenseHand::seat_of(p));
    place.controller = p;
    place.cards_held = held.size();
    if (p == player) {
      place.cards = held;
      view.own_hand = held;
      if (choice == NonsenseChoice::DeadHand) view.own_hand_given_up = hand.dealt()[NonsenseHand::seat_of(p)];
    }
  }
  for (Seat dead : {Seat::East, Seat::West}) {
    WhistPlace& place = place_at(view, dead);
    place.in_play = false;
    place.cards_held = hand.dealt()[dead].size();
  }

  if (playing) {
    const WhistTwoHandPlay& play = hand.play_state();
    for (const auto& trick : play.completed_tricks()) {
      WhistSeenTrick seen;
      seen.cards.push_back({NonsenseHand::seat_of(trick.leader), trick.cards[0]});
      seen.cards.push_back({NonsenseHand::seat_of(1 - trick.leader), trick.cards[1]});
      seen.winner = NonsenseHand::seat_of(trick.winner);
      view.completed_tricks.push_back(std::move(seen));
    }
    if (const auto lead = play.lead()) view.current_trick.cards.push_back({NonsenseHand::seat_of(1 - play.to_play()), *lead});
    if (phase == NonsensePhase::Play) view.acting_seat = NonsenseHand::seat_of(play.to_play());
  }
  if (view.is_my_turn()) {
    switch (phase) {
      case NonsensePhase::Choice: view.may_choose_hand = true; break;
      case NonsensePhase::Auction: fill_legal_calls(hand.auction(), view); break;
      case NonsensePhase::Declaration: view.may_declare = true; break;
      case NonsensePhase::Play: view.legal_cards = hand.legal_cards(); break;
      case NonsensePhase::Over: break;
    }
  }
  return view;
}

}  // namespace tenace
