#pragma once
// One move in a hand of the whist family, whoever makes it: a robot's
// decision, a player's message read by the server, a stored event replayed.
// Each is applied to any of the three hands (DummyWhistHand, DoubleDummyHand,
// NonsenseHand) by the one apply_move below, so which hand method a move
// calls is written once. Renege calls are not moves: they are made out of
// turn and name a book (WhistHand::call_renege).
#include <type_traits>
#include <variant>

#include "bots/whist_declaration.h"
#include "core/card.h"
#include "core/dummy_whist.h"
#include "core/nonsense.h"
#include "core/result.h"
#include "core/whist_bid.h"

namespace tenace {

// Dummy Whist with jokers: declarer's two discards from the 15-card dummy.
struct WhistDiscard {
  Card first;
  Card second;
  friend bool operator==(const WhistDiscard&, const WhistDiscard&) = default;
};
// Dummy Whist's joker exchange: the discard taken for a joker.
struct WhistExchange {
  Card taken;
  friend bool operator==(const WhistExchange&, const WhistExchange&) = default;
};
// A card played (declarer's dummy's cards included).
struct WhistCardPlayed {
  Card card;
  friend bool operator==(const WhistCardPlayed&, const WhistCardPlayed&) = default;
};

using WhistMove = std::variant<NonsenseChoice, WhistCall, WhistDiscard, WhistExchange, WhistDeclaration, WhistCardPlayed>;

// Applies `move` for the player to act; refused with the reason when the
// hand's rules refuse it or the variant has no such move.
template <typename WhistHand>
Status apply_move(WhistHand& hand, const WhistMove& move) {
  if (const auto* call = std::get_if<WhistCall>(&move)) return hand.call(*call);
  if (const auto* declaration = std::get_if<WhistDeclaration>(&move)) return declare(hand, *declaration);
  if (const auto* played = std::get_if<WhistCardPlayed>(&move)) return hand.play(played->card);
  if constexpr (std::is_same_v<WhistHand, DummyWhistHand>) {
    if (const auto* discard = std::get_if<WhistDiscard>(&move)) return hand.discard(discard->first, discard->second);
    if (const auto* exchange = std::get_if<WhistExchange>(&move)) return hand.exchange_joker(exchange->taken);
  }
  if constexpr (std::is_same_v<WhistHand, NonsenseHand>) {
    if (const auto* choice = std::get_if<NonsenseChoice>(&move)) return hand.choose(*choice);
  }
  return Error{"that move does not exist in this game"};
}

}  // namespace tenace
