#pragma once
// Whether a claim in a whist-family hand is sound: the claimer's side takes
// at least the tricks claimed however the others play, every card seen
// (the whist solvers of whist_tricks.h on the cards still held). Used by
// the robots that must accept or reject a claim. Seeing every card is
// what they would see anyway: the claimer shows their hand, the dummies
// are face up, and the one hand left is the cards nobody else holds.
#include "core/double_dummy_whist.h"
#include "core/dummy_whist.h"
#include "core/nonsense.h"

namespace tenace {

// Precondition: the hand is in its play, between tricks.
bool whist_claim_holds(const DummyWhistHand& hand, int claimer, int tricks);
bool whist_claim_holds(const DoubleDummyHand& hand, int claimer, int tricks);
bool whist_claim_holds(const NonsenseHand& hand, int claimer, int tricks);

}  // namespace tenace
