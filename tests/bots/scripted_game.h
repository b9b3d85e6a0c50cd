#pragma once
// A game set up for a test: a deal, its dealer, then calls and cards given
// as text, each checked as it is made.
#include <gtest/gtest.h>

#include <initializer_list>

#include "core/bridge_game.h"

namespace tenace {

inline BridgeGame game_with(const char* pbn, Seat dealer, std::initializer_list<const char*> calls,
                            std::initializer_list<const char*> cards = {}) {
  BridgeGame game = BridgeGame::create(Deal::from_pbn(pbn).value(), dealer, Vulnerability::None, 1).value();
  for (const char* c : calls) EXPECT_TRUE(game.call(*Call::parse(c)).ok()) << c;
  for (const char* c : cards) EXPECT_TRUE(game.play_card(*Card::parse(c)).ok()) << c;
  return game;
}

}  // namespace tenace
