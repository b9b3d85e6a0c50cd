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

}  // namespace tenace::server
