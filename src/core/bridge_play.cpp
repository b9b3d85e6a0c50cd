#include "core/bridge_play.h"

#include <string>

namespace tenace {

TrickRules bridge_trick_rules(Strain strain) { return TrickRules{trump_suit(strain), RankOrder::HighWins}; }

BridgePlay::BridgePlay(const Deal& deal, const Contract& contract, int total_tricks)
    : contract_(contract),
      play_(deal, bridge_trick_rules(contract.strain), left_hand_opponent(contract.declarer)),
      total_tricks_(total_tricks) {}

Result<BridgePlay> BridgePlay::start(const Deal& deal, const Contract& contract) {
  if (contract.level < 1 || contract.level > 7)
    return Error{"contract level " + std::to_string(contract.level) + " is not 1-7"};
  const int size = deal[Seat::North].size();
  for (Seat s : kAllSeats) {
    if (!deal[s].joker_cards().empty())
      return Error{std::string(seat_name(s)) + "'s hand holds a joker, which bridge does not use"};
    if (deal[s].size() != size)
      return Error{"the hands differ in size: North has " + std::to_string(size) + " cards, " +
                   std::string(seat_name(s)) + " " + std::to_string(deal[s].size())};
  }
  if (size == 0) return Error{"the deal has no cards"};
  if (size > 13) return Error{"a hand has " + std::to_string(size) + " cards; at most 13"};
  return BridgePlay(deal, contract, size);
}

std::optional<Seat> BridgePlay::player_to_act() const {
  if (is_over() || pending_) return std::nullopt;
  return controller(to_play());
}

Hand BridgePlay::legal_cards() const {
  if (is_over() || pending_) return Hand();
  return play_.legal_cards();
}

Status BridgePlay::check(Card card) const {
  if (accepted_) return Error{"the play is over: a claim was accepted"};
  if (pending_) return Error{"a claim is pending: accept, reject or withdraw it first"};
  return play_.check(card);
}

Status BridgePlay::play(Card card) {
  Status status = check(card);
  if (!status) return status;
  return play_.play(card);
}

Status BridgePlay::play(Seat actor, Card card) {
  if (!is_over() && !pending_ && controller(to_play()) != actor) {
    const Seat position = to_play();
    std::string whose = std::string(seat_name(position));
    if (position == dummy()) whose += " (dummy, played by declarer " + std::string(seat_name(declarer())) + ")";
    return Error{std::string(seat_name(actor)) + " may not play now: it is " + whose + "'s turn"};
  }
  return play(card);
}

bool BridgePlay::undo() {
  if (pending_) return false;
  if (accepted_) {
    accepted_.reset();
    return true;
  }
  return play_.undo();
}

bool BridgePlay::is_acceptor(Seat seat) const {
  return pending_ && side_of(seat) != side_of(pending_->claimer) && seat != dummy();
}

std::vector<Seat> BridgePlay::claim_acceptors() const {
  std::vector<Seat> seats;
  for (Seat s : kAllSeats)
    if (is_acceptor(s)) seats.push_back(s);
  return seats;
}

Status BridgePlay::claim(Seat claimer, int tricks) {
  if (is_over()) return Error{"the play is over"};
  if (pending_) return Error{"a claim by " + std::string(seat_name(pending_->claimer)) + " is already pending"};
  if (claimer == dummy()) return Error{"dummy may not claim"};
  const int remaining = tricks_remaining();
  if (tricks < 0 || tricks > remaining)
    return Error{"a claim must be for 0 to " + std::to_string(remaining) + " tricks (the tricks remaining), not " +
                 std::to_string(tricks)};
  pending_ = Claim{claimer, tricks, remaining, {}};
  return {};
}

Status BridgePlay::concede(Seat seat, int tricks) {
  const int remaining = tricks_remaining();
  if (!is_over() && (tricks < 0 || tricks > remaining))
    return Error{"a concession must give 0 to " + std::to_string(remaining) + " tricks (the tricks remaining), not " +
                 std::to_string(tricks)};
  return claim(seat, remaining - tricks);
}

Status BridgePlay::claim_open(Seat seat) const {
  if (!pending_) return Error{"no claim is pending"};
  if (!is_acceptor(seat)) {
    if (seat == dummy()) return Error{"dummy does not take part in accepting a claim"};
    return Error{std::string(seat_name(seat)) + " is on the claiming side"};
  }
  return {};
}

Status BridgePlay::accept_claim(Seat seat) {
  Status status = claim_open(seat);
  if (!status) return status;
  if (pending_->accepted[index(seat)]) return Error{std::string(seat_name(seat)) + " has already accepted"};
  pending_->accepted[index(seat)] = true;
  for (Seat s : claim_acceptors())
    if (!pending_->accepted[index(s)]) return {};
  accepted_ = pending_;
  pending_.reset();
  return {};
}

Status BridgePlay::reject_claim(Seat seat) {
  Status status = claim_open(seat);
  if (!status) return status;
  pending_.reset();
  return {};
}

Status BridgePlay::withdraw_claim(Seat seat) {
  if (!pending_) return Error{"no claim is pending"};
  if (seat != pending_->claimer)
    return Error{"only the claimer (" + std::string(seat_name(pending_->claimer)) + ") may withdraw the claim"};
  pending_.reset();
  return {};
}

int BridgePlay::declarer_tricks() const {
  int tricks = play_.tricks_won(declaring_side());
  if (accepted_) {
    const bool by_declarer_side = side_of(accepted_->claimer) == declaring_side();
    tricks += by_declarer_side ? accepted_->tricks : accepted_->remaining - accepted_->tricks;
  }
  return tricks;
}

int BridgePlay::defender_tricks() const {
  const int played = play_.tricks_won(Side::NorthSouth) + play_.tricks_won(Side::EastWest);
  const int claimed = accepted_ ? accepted_->remaining : 0;
  return played + claimed - declarer_tricks();
}

}  // namespace tenace
