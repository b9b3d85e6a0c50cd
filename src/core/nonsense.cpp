#include "core/nonsense.h"

namespace tenace {

Result<NonsenseHand> NonsenseHand::create(const NonsenseOptions& options, int dealer, const Deal& deal) {
  if (dealer < 0 || dealer >= kPlayers) return Error{"the dealer must be player 0 or 1"};
  if (!deal.is_complete_bridge_deal()) return Error{"the deal is not 52 cards, 13 to each hand"};
  return NonsenseHand(options, dealer, deal);
}

int NonsenseHand::chooser() const {
  // The same order as the auction: left of the dealer (the non-dealer) first.
  const int first = (dealer_ + 1) % kPlayers;
  return choices_[static_cast<std::size_t>(first)] ? dealer_ : first;
}

std::optional<int> NonsenseHand::to_act() const {
  switch (phase_) {
    case NonsensePhase::Choice:
      return chooser();
    case NonsensePhase::Auction:
      return auction_.to_call();
    case NonsensePhase::Declaration:
      return declarer();
    case NonsensePhase::Play:
      return play_->to_play();
    case NonsensePhase::Over:
      return std::nullopt;
  }
  return std::nullopt;
}

Status NonsenseHand::choose(NonsenseChoice choice) {
  if (phase_ != NonsensePhase::Choice) return Error{"both players have already chosen their hands"};
  choices_[static_cast<std::size_t>(chooser())] = choice;
  if (choices_[0] && choices_[1]) phase_ = NonsensePhase::Auction;
  return {};
}

Hand NonsenseHand::playing_hand(int player) const {
  const bool dealt = choices_[static_cast<std::size_t>(player)] == NonsenseChoice::DealtHand;
  return deal_[dealt ? seat_of(player) : dead_seat_of(player)];
}

int NonsenseHand::multiplier() const {
  int m = 1;
  for (const auto& choice : choices_)
    if (choice == NonsenseChoice::DealtHand) m *= 2;
  return m;
}

std::optional<int> NonsenseHand::declarer() const {
  if (!auction_.is_complete()) return std::nullopt;
  return auction_.highest_bidder();
}

Status NonsenseHand::call(WhistCall whist_call) {
  if (phase_ != NonsensePhase::Auction)
    return Error{phase_ == NonsensePhase::Choice ? "both players must choose their hands first"
                                                 : "the auction is over"};
  if (Status status = auction_.make(whist_call); !status) return status;
  if (auction_.is_complete()) phase_ = NonsensePhase::Declaration;
  return {};
}

Status NonsenseHand::declare_trump(Suit trump) {
  if (phase_ != NonsensePhase::Declaration) return Error{"it is not the time to declare"};
  return start_play(WhistContract::with_trump(*auction_.highest_bid(), *declarer(), trump));
}

Status NonsenseHand::declare_no_trump(WhistDirection direction) {
  if (phase_ != NonsensePhase::Declaration) return Error{"it is not the time to declare"};
  return start_play(WhistContract::with_no_trump_direction(*auction_.highest_bid(), *declarer(), direction));
}

Status NonsenseHand::start_play(Result<WhistContract> contract) {
  if (!contract) return Status(contract.error());
  contract_ = *contract;
  play_.emplace(std::array<Hand, 2>{playing_hand(0), playing_hand(1)},
                contract_->trick_rules(options_.downtown_ace_low), contract_->declarer, options_.table_rules_renege);
  phase_ = NonsensePhase::Play;
  return {};
}

Hand NonsenseHand::legal_cards() const {
  if (phase_ != NonsensePhase::Play) return Hand();
  return play_->legal_cards();
}

Status NonsenseHand::play(Card card) {
  if (phase_ != NonsensePhase::Play) return Error{"it is not the time to play a card"};
  if (Status status = play_->play(card); !status) return status;
  if (play_->is_over()) phase_ = NonsensePhase::Over;
  return {};
}

Status NonsenseHand::settle_claim(int player, int tricks) {
  if (phase_ != NonsensePhase::Play) return Error{"a claim is made during the play"};
  if (player < 0 || player >= kPlayers) return Error{"only a player may claim"};
  if (Status status = play_->settle_claim(play_->side_of_player(player), tricks); !status) return status;
  phase_ = NonsensePhase::Over;
  return {};
}

Status NonsenseHand::call_renege(int player, int book) {
  if (phase_ != NonsensePhase::Play && phase_ != NonsensePhase::Over)
    return Error{"a renege can be called only once the play has begun"};
  if (player < 0 || player >= kPlayers) return Error{"only a player may call a renege"};
  return play_->call_renege(play_->side_of_player(player), book);
}

WhistHandScore NonsenseHand::score() const {
  return score_whist_hand(contract_->bid, declarer_tricks(), options_, multiplier());
}

std::vector<int> NonsenseHand::points() const {
  const WhistHandScore s = score();
  std::vector<int> points(kPlayers, s.opponent_points);
  points[static_cast<std::size_t>(contract_->declarer)] = s.declarer_points;
  return points;
}

}  // namespace tenace
