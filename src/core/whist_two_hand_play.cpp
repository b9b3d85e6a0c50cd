#include "core/whist_two_hand_play.h"

#include <string>

namespace tenace {

WhistTwoHandPlay::WhistTwoHandPlay(const std::array<Hand, 2>& hands, TrickRules rules, int declarer, bool table_rules)
    : hands_(hands), rules_(rules), declarer_(declarer), table_rules_(table_rules), leader_(declarer) {
  tricks_.reserve(13);
}

std::optional<Card> WhistTwoHandPlay::lead() const {
  if (current_.count == 0) return std::nullopt;
  return current_.cards[0];
}

Hand WhistTwoHandPlay::legal_cards() const {
  if (is_over()) return Hand();
  return tenace::legal_cards(hands_[static_cast<std::size_t>(to_play())], current_, rules_);
}

Status WhistTwoHandPlay::play(Card card) {
  if (is_over()) return Error{"the play is over"};
  const int player = to_play();
  Hand& hand = hands_[static_cast<std::size_t>(player)];
  if (!hand.contains(card)) return Error{"player " + std::to_string(player) + " does not hold " + card.to_string()};
  const bool allowed = legal_cards().contains(card);
  if (!allowed && !table_rules_) {
    const auto led = current_.led_suit(rules_);
    return Error{"player " + std::to_string(player) + " must follow suit (" + suit_char(*led) + ") and may not play " +
                 card.to_string()};
  }
  if (!allowed) reneges_.record(static_cast<int>(tricks_.size()) + 1, side_of_player(player));
  hand.remove(card);
  current_.cards[static_cast<std::size_t>(current_.count++)] = card;
  if (current_.count == 2) {
    // Position 0 is the leader, position 1 the other player.
    const bool leader_wins = current_.winner(rules_) == current_.leader;
    const int winner = leader_wins ? leader_ : 1 - leader_;
    tricks_.push_back({leader_, {current_.cards[0], current_.cards[1]}, winner});
    ++won_[static_cast<std::size_t>(winner)];
    leader_ = winner;
    current_ = Trick{};
  }
  return {};
}

int WhistTwoHandPlay::tricks_won(int player) const {
  const int won = won_[static_cast<std::size_t>(player)];
  if (!claim_) return won;
  const int declarers = claim_->declarer_tricks();
  return won + (side_of_player(player) == WhistSide::Declarer ? declarers : claim_->remaining - declarers);
}

Status WhistTwoHandPlay::settle_claim(WhistSide claimer, int tricks) {
  if (is_over()) return Error{"the play is over"};
  Result<WhistClaim> claim = whist_claim(claimer, tricks, static_cast<int>(tricks_.size()), current_.count > 0);
  if (!claim) return claim.error();
  claim_ = *claim;
  return {};
}

Status WhistTwoHandPlay::call_renege(WhistSide caller, int book) {
  if (!table_rules_) return Error{"reneges cannot happen: following suit is enforced"};
  return reneges_.call(caller, book, books_started());
}

}  // namespace tenace
