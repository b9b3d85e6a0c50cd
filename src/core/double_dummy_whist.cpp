#include "core/double_dummy_whist.h"

namespace tenace {

Result<DoubleDummyHand> DoubleDummyHand::create(const DoubleDummyOptions& options, int dealer, const Deal& deal) {
  if (dealer < 0 || dealer >= kPlayers) return Error{"the dealer must be player 0 or 1"};
  if (!deal.is_complete_bridge_deal()) return Error{"the deal is not 52 cards, 13 to each hand"};
  return DoubleDummyHand(options, dealer, deal);
}

std::optional<int> DoubleDummyHand::declarer() const {
  if (!auction_.is_complete()) return std::nullopt;
  return auction_.highest_bidder();
}

std::optional<int> DoubleDummyHand::to_act() const {
  switch (phase_) {
    case DoubleDummyPhase::Auction:
      return auction_.to_call();
    case DoubleDummyPhase::Declaration:
      return declarer();
    case DoubleDummyPhase::Play:
      return controller_of(play_->to_play());
    case DoubleDummyPhase::Over:
      return std::nullopt;
  }
  return std::nullopt;
}

Status DoubleDummyHand::call(WhistCall whist_call) {
  if (phase_ != DoubleDummyPhase::Auction) return Error{"the auction is over"};
  if (Status status = auction_.make(whist_call); !status) return status;
  if (auction_.is_complete()) phase_ = DoubleDummyPhase::Declaration;
  return {};
}

Status DoubleDummyHand::declare_trump(Suit trump) {
  if (phase_ != DoubleDummyPhase::Declaration) return Error{"it is not the time to declare"};
  return start_play(WhistContract::with_trump(*auction_.highest_bid(), *declarer(), trump));
}

Status DoubleDummyHand::declare_no_trump(WhistDirection direction) {
  if (phase_ != DoubleDummyPhase::Declaration) return Error{"it is not the time to declare"};
  return start_play(WhistContract::with_no_trump_direction(*auction_.highest_bid(), *declarer(), direction));
}

Status DoubleDummyHand::start_play(Result<WhistContract> contract) {
  if (!contract) return Status(contract.error());
  contract_ = *contract;
  play_.emplace(deal_, contract_->trick_rules(options_.downtown_ace_low), seat_of(contract_->declarer),
                NoTrumpJokerRule::Worthless, options_.table_rules_renege);
  phase_ = DoubleDummyPhase::Play;
  return {};
}

Hand DoubleDummyHand::legal_cards() const {
  if (phase_ != DoubleDummyPhase::Play) return Hand();
  return play_->legal_cards();
}

Status DoubleDummyHand::play(Card card) {
  if (phase_ != DoubleDummyPhase::Play) return Error{"it is not the time to play a card"};
  if (Status status = play_->play(card); !status) return status;
  if (play_->is_over()) phase_ = DoubleDummyPhase::Over;
  return {};
}

Status DoubleDummyHand::settle_claim(int player, int tricks) {
  if (phase_ != DoubleDummyPhase::Play) return Error{"a claim is made during the play"};
  if (player < 0 || player >= kPlayers) return Error{"only a player may claim"};
  if (Status status = play_->settle_claim(play_->side_of_seat(seat_of(player)), tricks); !status) return status;
  phase_ = DoubleDummyPhase::Over;
  return {};
}

Status DoubleDummyHand::call_renege(int player, int book) {
  if (phase_ != DoubleDummyPhase::Play && phase_ != DoubleDummyPhase::Over)
    return Error{"a renege can be called only once the play has begun"};
  if (player < 0 || player >= kPlayers) return Error{"only a player may call a renege"};
  return play_->call_renege(play_->side_of_seat(seat_of(player)), book);
}

WhistHandScore DoubleDummyHand::score() const { return score_whist_hand(contract_->bid, declarer_tricks(), options_); }

std::vector<int> DoubleDummyHand::points() const {
  const WhistHandScore s = score();
  std::vector<int> points(kPlayers, s.opponent_points);
  points[static_cast<std::size_t>(contract_->declarer)] = s.declarer_points;
  return points;
}

}  // namespace tenace
