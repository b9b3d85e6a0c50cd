#include "bots/claim_judge.h"

#include "solver/solver.h"

namespace tenace {

namespace {

// Cards each position should still hold: 13 less the completed tricks, less
// one for those who already played to the current trick.
int expected_cards(const SeatView& view, Seat seat) {
  int held = 13 - static_cast<int>(view.completed_tricks.size());
  if (view.current_trick.card_of(seat)) --held;
  return held;
}

}  // namespace

std::optional<Deal> known_remaining_hands(const SeatView& view) {
  if (!view.contract || !view.dummy_hand) return std::nullopt;
  Deal hands;
  std::array<bool, 4> known{};
  auto put = [&](Seat s, Hand h) {
    hands[s] = h;
    known[static_cast<std::size_t>(index(s))] = true;
  };
  put(view.seat, view.own_hand);
  put(*view.dummy(), *view.dummy_hand);
  if (view.pending_claim && view.pending_claim->claimer_hand)
    put(view.pending_claim->claimer, *view.pending_claim->claimer_hand);
  Hand seen = view.played_cards();
  int unknown_count = 0;
  Seat unknown = Seat::North;
  for (Seat s : kAllSeats) {
    if (known[static_cast<std::size_t>(index(s))]) {
      seen |= hands[s];
    } else {
      ++unknown_count;
      unknown = s;
    }
  }
  if (unknown_count != 1) return std::nullopt;
  hands[unknown] = Hand::full_deck() - seen;
  for (Seat s : kAllSeats)
    if (hands[s].size() != expected_cards(view, s)) return std::nullopt;
  return hands;
}

bool claim_is_acceptable(const SeatView& view) {
  if (!view.pending_claim || !view.contract) return false;
  const SeenClaim& claim = *view.pending_claim;
  if (side_of(claim.claimer) == side_of(view.seat)) return false;  // not ours to answer
  if (claim.tricks <= 0) return true;
  std::optional<Deal> hands = known_remaining_hands(view);
  if (!hands) return false;
  Position position;
  position.hands = *hands;
  position.strain = view.contract->strain;
  position.leader = view.current_trick.leader;
  for (int i = 0; i < view.current_trick.count; ++i)
    position.trick_so_far.push_back(view.current_trick.cards[static_cast<std::size_t>(i)]);
  // A small table is plenty for an ending and keeps a claim cheap.
  Solver solver(SolverOptions{std::size_t{4} << 20});
  return solver.tricks_for(position, side_of(claim.claimer)) >= claim.tricks;
}

}  // namespace tenace
