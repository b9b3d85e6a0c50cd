#include "bots/whist_claim_judge.h"

#include "bots/whist_tricks.h"

namespace tenace {
namespace {

WhistDeclaration declaration_of(const WhistContract& contract) { return {contract.trump, contract.direction}; }

// The four-handed games: the side on lead's best from here, turned into
// the claimer's side's.
template <typename FourHanded>
bool four_handed_claim_holds(const FourHanded& hand, int claimer, int tricks) {
  const WhistPlay& play = hand.play_state();
  const TrickPlay& state = play.tricks();
  std::array<Hand, 4> remaining{};
  for (Seat seat : kAllSeats) remaining[index(seat)] = state.remaining(seat);
  const Seat leader = state.to_play();
  const int left = 13 - static_cast<int>(state.completed_tricks().size());
  const int leaders = declarer_tricks(remaining, leader, declaration_of(*hand.contract()),
                                      hand.options().downtown_ace_low);
  const bool claimer_leads = play.side_of_seat(leader) == play.side_of_seat(hand.seat_of(claimer));
  return (claimer_leads ? leaders : left - leaders) >= tricks;
}

}  // namespace

bool whist_claim_holds(const DummyWhistHand& hand, int claimer, int tricks) {
  return four_handed_claim_holds(hand, claimer, tricks);
}

bool whist_claim_holds(const DoubleDummyHand& hand, int claimer, int tricks) {
  return four_handed_claim_holds(hand, claimer, tricks);
}

bool whist_claim_holds(const NonsenseHand& hand, int claimer, int tricks) {
  const WhistTwoHandPlay& play = hand.play_state();
  const int leader = play.to_play();
  const int left = 13 - static_cast<int>(play.completed_tricks().size());
  const int leaders = declarer_tricks(play.remaining(leader), play.remaining(1 - leader),
                                      declaration_of(*hand.contract()), hand.options().downtown_ace_low);
  return (leader == claimer ? leaders : left - leaders) >= tricks;
}

}  // namespace tenace
