#include "bots/whist_certain_tricks.h"

#include "bots/whist_layouts.h"
#include "bots/whist_tricks.h"

namespace tenace {

std::optional<int> certain_tricks(const WhistSeatView& view, std::size_t max_layouts, std::chrono::milliseconds time) {
  if (view.phase != WhistViewPhase::Play || !view.is_my_turn() || !view.contract || !view.acting_seat ||
      !view.current_trick.cards.empty())
    return std::nullopt;
  if (13 - static_cast<int>(view.completed_tricks.size()) > kClaimTricksLeft) return std::nullopt;
  const auto layouts = WhistLayoutSource(view).every_layout(max_layouts);
  if (!layouts || layouts->empty()) return std::nullopt;
  const Seat leader = *view.acting_seat;  // the player's own seat or their dummy's
  const WhistDeclaration declaration{view.contract->trump, view.contract->direction};
  const bool ace_low = view.rules.downtown_ace_low;
  const auto start = std::chrono::steady_clock::now();
  std::optional<int> tricks;
  for (const std::array<Hand, 4>& hands : *layouts) {
    if (std::chrono::steady_clock::now() - start > time) return std::nullopt;
    const int leaders =
        view.variant == WhistVariant::Nonsense
            ? declarer_tricks(hands[static_cast<std::size_t>(index(leader))],
                              hands[static_cast<std::size_t>(index(partner(leader)))], declaration, ace_low)
            : declarer_tricks(hands, leader, declaration, ace_low);
    if (tricks && *tricks != leaders) return std::nullopt;
    tricks = leaders;
  }
  return tricks;
}

}  // namespace tenace
