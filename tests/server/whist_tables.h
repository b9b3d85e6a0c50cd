#pragma once
// A whist-family table for the server's unit tests, a robot in every
// player's chair (so that each seat's fallback move can play it out).
#include <gtest/gtest.h>

#include "server/whist_table.h"

namespace tenace::server {

inline WhistTable robot_whist_table(const TableSettings& settings) {
  WhistTable table(1, settings);
  for (Seat seat : table.player_seats()) {
    TableEvent e;
    e.kind = EventKind::Robot;
    e.seat = seat;
    EXPECT_TRUE(table.apply(e).ok());
  }
  return table;
}

// One variant of the whist family with its rule options, named for test
// messages.
struct WhistVariantCase {
  const char* label;
  GameKind game;
  bool jokers = false;
  NoTrumpJokerRule joker_rule = NoTrumpJokerRule::Worthless;
  bool table_rules = false;
};

// A table of that variant with a robot in every chair.
inline WhistTable robot_whist_table(const WhistVariantCase& v) {
  TableSettings settings;
  settings.name = v.label;
  settings.game = v.game;
  settings.whist.jokers = v.jokers;
  settings.whist.no_trump_jokers = v.joker_rule;
  settings.whist.table_rules_renege = v.table_rules;
  return robot_whist_table(settings);
}

}  // namespace tenace::server
