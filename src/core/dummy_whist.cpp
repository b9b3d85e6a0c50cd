#include "core/dummy_whist.h"

#include <string>

namespace tenace {

namespace {

constexpr int kHandSize = 13;

std::string player_name(int player) { return "player " + std::to_string(player); }

}  // namespace

DummyWhistDeal deal_dummy_whist(bool jokers, DealGenerator& generator) {
  DummyWhistDeal dealt;
  if (!jokers) {
    const Deal deal = generator.next();
    for (int p = 0; p < DummyWhistHand::kPlayers; ++p)
      dealt.players[static_cast<std::size_t>(p)] = deal[static_cast<Seat>(p)];
    dealt.dummy = deal[Seat::West];
    return dealt;
  }
  std::array<Card, 54> deck;
  std::size_t i = 0;
  for (Card c : Hand::full_deck() | Hand::jokers()) deck[i++] = c;
  generator.shuffle(deck);
  for (std::size_t k = 0; k < deck.size(); ++k) {
    const std::size_t player = k / kHandSize;
    if (player < dealt.players.size())
      dealt.players[player].add(deck[k]);
    else
      dealt.dummy.add(deck[k]);
  }
  return dealt;
}

DummyWhistHand::DummyWhistHand(const DummyWhistOptions& options, int dealer, const DummyWhistDeal& deal)
    : options_(options), dealt_(deal), auction_(kPlayers, dealer, options.downtown_beats_uptown) {}

Result<DummyWhistHand> DummyWhistHand::create(const DummyWhistOptions& options, int dealer,
                                              const DummyWhistDeal& deal) {
  if (dealer < 0 || dealer >= kPlayers) return Error{"the dealer must be player 0, 1 or 2"};
  Hand seen;
  for (int p = 0; p < kPlayers; ++p) {
    const Hand h = deal.players[static_cast<std::size_t>(p)];
    if (h.size() != kHandSize) return Error{player_name(p) + " holds " + std::to_string(h.size()) + " cards, not 13"};
    if (!(seen & h).empty()) return Error{player_name(p) + " holds a card dealt twice"};
    seen |= h;
  }
  const int dummy_size = options.jokers ? kHandSize + kDiscards : kHandSize;
  if (deal.dummy.size() != dummy_size)
    return Error{"the dummy holds " + std::to_string(deal.dummy.size()) + " cards, not " + std::to_string(dummy_size)};
  if (!(seen & deal.dummy).empty()) return Error{"the dummy holds a card dealt twice"};
  seen |= deal.dummy;
  const Hand deck = options.jokers ? Hand::full_deck() | Hand::jokers() : Hand::full_deck();
  if (seen != deck)
    return Error{options.jokers ? "the deal is not the 54-card deck" : "the deal is not the 52-card deck"};
  return DummyWhistHand(options, dealer, deal);
}

std::optional<int> DummyWhistHand::declarer() const {
  if (!auction_.is_complete()) return std::nullopt;
  return auction_.highest_bidder();
}

Seat DummyWhistHand::seat_of(int player) const { return seats_[static_cast<std::size_t>(player)]; }
Seat DummyWhistHand::dummy_seat() const { return dummy_seat_; }

std::optional<int> DummyWhistHand::player_at(Seat seat) const {
  for (int p = 0; p < kPlayers; ++p)
    if (seats_[static_cast<std::size_t>(p)] == seat) return p;
  return std::nullopt;
}

std::optional<int> DummyWhistHand::to_act() const {
  switch (phase_) {
    case DummyWhistPhase::Auction:
      return auction_.to_call();
    case DummyWhistPhase::Discard:
    case DummyWhistPhase::Declaration:
      return declarer();
    case DummyWhistPhase::JokerExchange: {
      const Seat seat = *exchanging_seat();
      return seat == dummy_seat_ ? declarer() : player_at(seat);
    }
    case DummyWhistPhase::Play: {
      const Seat seat = play_->to_play();
      return seat == dummy_seat_ ? declarer() : player_at(seat);
    }
    case DummyWhistPhase::Over:
      return std::nullopt;
  }
  return std::nullopt;
}

Status DummyWhistHand::call(WhistCall whist_call) {
  if (phase_ != DummyWhistPhase::Auction) return Error{"the auction is over"};
  if (Status status = auction_.make(whist_call); !status) return status;
  if (!auction_.is_complete()) return {};
  seat_players();
  if (options_.jokers)
    phase_ = DummyWhistPhase::Discard;
  else
    after_discards();
  return {};
}

void DummyWhistHand::seat_players() {
  const int d = *declarer();
  dummy_seat_ = partner(seats_[static_cast<std::size_t>(d)]);
  for (auto& seat : seats_)
    if (seat == dummy_seat_) seat = Seat::West;  // the player opposite declarer moves to the dummy's chair
  for (int p = 0; p < kPlayers; ++p) hands_[index(seat_of(p))] = dealt_.players[static_cast<std::size_t>(p)];
  hands_[index(dummy_seat_)] = dealt_.dummy;
}

Status DummyWhistHand::discard(Card first, Card second) {
  if (phase_ != DummyWhistPhase::Discard)
    return Error{options_.jokers ? "it is not the time to discard" : "there are no discards without jokers"};
  if (first == second) return Error{"discard two different cards"};
  Hand& dummy = hands_[index(dummy_seat_)];
  for (Card c : {first, second})
    if (!dummy.contains(c)) return Error{"the dummy does not hold " + c.to_string()};
  dummy.remove(first);
  dummy.remove(second);
  discards_.add(first);
  discards_.add(second);
  after_discards();
  return {};
}

void DummyWhistHand::after_discards() {
  const bool exchange = options_.jokers && options_.no_trump_jokers == NoTrumpJokerRule::ExchangeForDiscard &&
                        auction_.highest_bid()->is_no_trump();
  phase_ = DummyWhistPhase::JokerExchange;
  if (!exchange || !exchanging_seat()) phase_ = DummyWhistPhase::Declaration;
}

std::optional<Seat> DummyWhistHand::exchanging_seat() const {
  if (phase_ != DummyWhistPhase::JokerExchange) return std::nullopt;
  const Seat declarer_seat = seat_of(*declarer());
  for (int step = 1; step <= 4; ++step) {
    const Seat seat = next(declarer_seat, step);
    if (!hands_[index(seat)].joker_cards().empty()) return seat;
  }
  return std::nullopt;
}

Status DummyWhistHand::exchange_joker(Card taken) {
  const auto seat = exchanging_seat();
  if (!seat) return Error{"there is no joker to exchange now"};
  if (taken.is_joker() || !discards_.contains(taken))
    return Error{taken.to_string() + " is not one of declarer's discards that may be taken"};
  Hand& hand = hands_[index(*seat)];
  const Card joker = *hand.joker_cards().begin();
  hand.remove(joker);
  hand.add(taken);
  discards_.remove(taken);
  discards_.add(joker);
  if (!exchanging_seat()) phase_ = DummyWhistPhase::Declaration;
  return {};
}

Status DummyWhistHand::declare_trump(Suit trump) {
  if (phase_ != DummyWhistPhase::Declaration) return Error{"it is not the time to declare"};
  auto contract = WhistContract::with_trump(*auction_.highest_bid(), *declarer(), trump);
  if (!contract) return Status(contract.error());
  contract_ = *contract;
  start_play();
  return {};
}

Status DummyWhistHand::declare_no_trump(WhistDirection direction) {
  if (phase_ != DummyWhistPhase::Declaration) return Error{"it is not the time to declare"};
  auto contract = WhistContract::with_no_trump_direction(*auction_.highest_bid(), *declarer(), direction);
  if (!contract) return Status(contract.error());
  contract_ = *contract;
  start_play();
  return {};
}

void DummyWhistHand::start_play() {
  // Without jokers the joker rule is moot; with them it only bites in no trump.
  const NoTrumpJokerRule joker_rule = options_.jokers ? options_.no_trump_jokers : NoTrumpJokerRule::Worthless;
  play_.emplace(Deal(hands_), contract_->trick_rules(options_.downtown_ace_low), seat_of(contract_->declarer),
                joker_rule, options_.table_rules_renege);
  phase_ = DummyWhistPhase::Play;
}

Hand DummyWhistHand::legal_cards() const {
  if (phase_ != DummyWhistPhase::Play) return Hand();
  return play_->legal_cards();
}

Status DummyWhistHand::play(Card card) {
  if (phase_ != DummyWhistPhase::Play) return Error{"it is not the time to play a card"};
  if (Status status = play_->play(card); !status) return status;
  if (play_->is_over()) phase_ = DummyWhistPhase::Over;
  return {};
}

Status DummyWhistHand::settle_claim(int player, int tricks) {
  if (phase_ != DummyWhistPhase::Play) return Error{"a claim is made during the play"};
  if (player < 0 || player >= kPlayers) return Error{"only a player may claim"};
  if (Status status = play_->settle_claim(play_->side_of_seat(seat_of(player)), tricks); !status) return status;
  phase_ = DummyWhistPhase::Over;
  return {};
}

Status DummyWhistHand::call_renege(int player, int book) {
  if (phase_ != DummyWhistPhase::Play && phase_ != DummyWhistPhase::Over)
    return Error{"a renege can be called only once the play has begun"};
  if (player < 0 || player >= kPlayers) return Error{"only a player may call a renege"};
  return play_->call_renege(play_->side_of_seat(seat_of(player)), book);
}

WhistHandScore DummyWhistHand::score() const { return score_whist_hand(contract_->bid, declarer_tricks(), options_); }

std::vector<int> DummyWhistHand::points() const {
  const WhistHandScore s = score();
  std::vector<int> points(kPlayers, s.opponent_points);
  points[static_cast<std::size_t>(contract_->declarer)] = s.declarer_points;
  return points;
}

}  // namespace tenace
