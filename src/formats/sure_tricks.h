#pragma once
// Tricks the cards not yet played guarantee whatever the play, found
// without double-dummy search: in a trump contract the highest trump left
// wins the trick it is played to, and so does each next one held by the same
// player (partners' top trumps may fall on one trick, so only one player's
// run counts). Used to check a Result against a play stopped early ('*'):
// declarer cannot take 13 tricks while a defender still holds the trump ace.
#include <array>
#include <optional>
#include <string>
#include <vector>

#include "core/card.h"
#include "core/hand.h"
#include "core/seat.h"

namespace tenace::formats {

struct SureTricks {
  Seat holder = Seat::North;
  std::vector<Card> trumps;      // the run of highest trumps left, highest first; one trick each
  std::string describe() const;  // "West still holds HA, the highest trump left"
};

// `unplayed` holds every card not in a trick already counted; empty when no
// trump is left.
std::optional<SureTricks> top_trump_run(const std::array<Hand, 4>& unplayed, Suit trump);

}  // namespace tenace::formats
