#include "server/whist_table.h"

#include <algorithm>
#include <sstream>

#include "core/random_deal.h"

namespace tenace::server {
std::string whist_deal_text(const std::array<Hand, 4>& hands) {
  std::string text;
  for (std::size_t i = 0; i < hands.size(); ++i) {
    if (i) text += '|';
    bool first = true;
    for (const auto& card : cards_json(hands[i])) {
      if (!first) text += ' ';
      text += card.get<std::string>();
      first = false;
    }
  }
  return text;
}

Result<Hand> parse_card_list(std::string_view text) {
  Hand hand;
  std::istringstream cards{std::string(text)};
  std::string word;
  while (cards >> word) {
    std::optional<Card> card = Card::parse(word);
    if (!card) return Error{"'" + word + "' is not a card"};
    if (hand.contains(*card)) return Error{"card " + word + " is listed twice"};
    hand.add(*card);
  }
  return hand;
}

Result<std::array<Hand, 4>> parse_whist_deal_text(std::string_view text) {
  std::array<Hand, 4> hands{};
  std::size_t part = 0;
  std::istringstream in{std::string(text)};
  std::string list;
  while (std::getline(in, list, '|')) {
    if (part == hands.size()) return Error{"a whist deal has four hands"};
    Result<Hand> hand = parse_card_list(list);
    if (!hand) return hand.error();
    hands[part++] = *hand;
  }
  // getline gives no empty last field: "a|b|c|" has an empty fourth hand.
  if (part == hands.size() - 1 && !text.empty() && text.back() == '|') ++part;
  if (part != hands.size()) return Error{"a whist deal has four hands"};
  return hands;
}

WhistTable::WhistTable(std::int64_t id, TableSettings settings) : GameTable(id, std::move(settings)) {}

int WhistTable::players() const { return game_kind() == GameKind::DummyWhist ? 3 : 2; }

Seat WhistTable::chair_of(int player) const {
  switch (game_kind()) {
    case GameKind::DummyWhist: return static_cast<Seat>(player);  // North, East, South
    case GameKind::DoubleDummy: return DoubleDummyHand::seat_of(player);
    default: return NonsenseHand::seat_of(player);
  }
}

std::optional<int> WhistTable::player_in(Seat chair) const {
  for (int p = 0; p < players(); ++p)
    if (chair_of(p) == chair) return p;
  return std::nullopt;
}

std::vector<Seat> WhistTable::player_seats() const {
  std::vector<Seat> seats;
  for (int p = 0; p < players(); ++p) seats.push_back(chair_of(p));
  return seats;
}

TablePhase WhistTable::phase() const {
  if (!hand_) return TablePhase::Waiting;
  return std::visit(
      [](const auto& h) {
        using Phase = decltype(h.phase());
        if (h.phase() == Phase::Over) return TablePhase::Finished;
        if (h.phase() == Phase::Play) return TablePhase::Play;
        return TablePhase::Auction;
      },
      *hand_);
}

std::vector<Seat> WhistTable::seats_to_act() const {
  if (!hand_) return {};
  if (undo_) return undo_responders();
  if (claim_) return claim_responders();
  const std::optional<int> player = std::visit([](const auto& h) { return h.to_act(); }, *hand_);
  if (!player) return {};
  return {chair_of(*player)};
}

TableEvent WhistTable::next_deal(std::uint64_t seed) const {
  TableEvent e;
  e.kind = EventKind::Deal;
  e.board = number_ + 1;
  e.dealer = chair_of((e.board - 1) % players());
  DealGenerator generator(seed);
  std::array<Hand, 4> hands{};
  if (game_kind() == GameKind::DummyWhist) {
    const DummyWhistDeal deal = deal_dummy_whist(settings().whist.jokers, generator);
    hands = {deal.players[0], deal.players[1], deal.players[2], deal.dummy};
  } else {
    const Deal deal = generator.next();
    for (Seat s : kAllSeats) hands[index(s)] = deal[s];
  }
  e.deal = whist_deal_text(hands);
  return e;
}

Result<WhistHand> WhistTable::hand_of_deal(const TableEvent& e) const {
  Result<std::array<Hand, 4>> hands = parse_whist_deal_text(e.deal);
  if (!hands) return Error{"bad deal: " + hands.error().message};
  const std::optional<int> dealer = player_in(e.dealer);
  if (!dealer) return Error{std::string("the dealer's seat ") + seat_char(e.dealer) + " has no player"};
  const DummyWhistOptions& options = settings().whist;
  const WhistOptions& shared = options;
  switch (game_kind()) {
    case GameKind::DummyWhist: {
      const DummyWhistDeal deal{{(*hands)[0], (*hands)[1], (*hands)[2]}, (*hands)[3]};
      auto h = DummyWhistHand::create(options, *dealer, deal);
      if (!h) return h.error();
      return WhistHand(std::move(h).value());
    }
    case GameKind::DoubleDummy: {
      auto h = DoubleDummyHand::create(DoubleDummyOptions{shared}, *dealer, Deal(*hands));
      if (!h) return h.error();
      return WhistHand(std::move(h).value());
    }
    default: {
      auto h = NonsenseHand::create(NonsenseOptions{shared}, *dealer, Deal(*hands));
      if (!h) return h.error();
      return WhistHand(std::move(h).value());
    }
  }
}

Status WhistTable::apply_deal(const TableEvent& e) {
  if (!may_deal()) return Error{"a new hand needs every player seated and no hand in progress"};
  Result<WhistHand> hand = hand_of_deal(e);
  if (!hand) return Error{hand.error().message};
  settle_finished_hand();
  if (games_.empty() || games_.back().is_over()) games_.emplace_back(players(), settings().whist.game_target);
  hand_ = std::move(hand).value();
  deal_ = e;
  hand_log_.clear();
  final_moves_ = 0;
  undo_.reset();
  claim_.reset();
  number_ = e.board;
  recorded_ = false;
  return Status::success();
}

Status WhistTable::not_frozen() const {
  if (undo_) return Error{"an undo request is waiting for the other players' answers"};
  if (claim_) return Error{"a claim is waiting for the other side's answers"};
  return Status::success();
}

Status WhistTable::apply_move(const TableEvent& e) {
  if (e.kind == EventKind::Deal) return apply_deal(e);
  if (!hand_) return Error{"no hand is being played"};
  const std::optional<int> player = player_in(e.seat);
  if (!player) return Error{std::string("seat ") + seat_char(e.seat) + " has no player"};
  Status status;
  switch (e.kind) {
    case EventKind::UndoRequest: status = apply_undo_request(e); break;
    case EventKind::UndoResponse: status = apply_undo_response(e); break;
    case EventKind::Claim: status = apply_claim(e, *player); break;
    case EventKind::ClaimResponse: status = apply_claim_response(e); break;
    default: status = apply_hand_move(e, *player); break;
  }
  if (status) record_if_over();
  return status;
}

// A move of the hand itself, or a renege call, kept in the hand's log for
// a later undo to replay.
Status WhistTable::apply_hand_move(const TableEvent& e, int player) {
  if (Status s = not_frozen(); !s) return s;
  if (e.kind == EventKind::Renege) {
    if (!settings().whist.table_rules_renege)
      return Error{"reneges are called only under table rules; here following suit is enforced"};
    Status status = std::visit([&](auto& h) { return h.call_renege(player, e.index); }, *hand_);
    if (!status) return status;
    hand_log_.push_back(e);
    final_moves_ = hand_log_.size();  // the call is about the cards played so far
    return status;
  }
  Result<WhistMove> move = whist_move_of(e);
  if (!move) return move.error();
  if (const auto* declaration = std::get_if<WhistDeclaration>(&*move); declaration && declaration->trump) {
    const bool no_trump = std::visit(
        [](const auto& h) { return h.auction().highest_bid() && h.auction().highest_bid()->is_no_trump(); }, *hand_);
    if (no_trump) return Error{"a no-trump bid is declared uptown or downtown, not with a trump suit"};
  }
  const bool was_auction = std::visit([](const auto& h) { return h.auction().is_complete(); }, *hand_) == false;
  Status status = std::visit(
      [&](auto& h) -> Status {
        if (h.to_act() != player) return Error{"it is not your turn"};
        return tenace::apply_move(h, *move);
      },
      *hand_);
  if (!status) return status;
  hand_log_.push_back(e);
  // Moves after which cards were shown are final (whist_table.h).
  const bool auction_ended =
      was_auction && std::visit([](const auto& h) { return h.auction().is_complete(); }, *hand_);
  const bool reveals = e.kind == EventKind::Choose || e.kind == EventKind::Exchange || e.kind == EventKind::Discard;
  if (auction_ended || reveals) final_moves_ = hand_log_.size();
  return status;
}

Status WhistTable::apply_undo_request(const TableEvent& e) {
  if (phase() == TablePhase::Finished) return Error{"there is nothing to undo: the hand is over"};
  if (undo_) return Error{"an undo request is already pending"};
  if (claim_) return Error{"a claim is pending"};
  std::size_t last = hand_log_.size();
  for (std::size_t i = hand_log_.size(); i-- > 0;) {
    if (hand_log_[i].seat == e.seat && hand_log_[i].kind != EventKind::Renege) {
      last = i;
      break;
    }
  }
  if (last == hand_log_.size()) return Error{"you have no move in this hand to take back"};
  if (last < final_moves_)
    return Error{"your last move can no longer be taken back: cards have been shown (or a renege called) since"};
  undo_ = WhistUndoRequest{e.seat, static_cast<int>(hand_log_.size() - last), {}};
  return Status::success();
}

std::vector<Seat> WhistTable::undo_responders() const {
  std::vector<Seat> seats;
  if (!undo_) return seats;
  for (Seat s : player_seats())
    if (s != undo_->by && !undo_->accepted[index(s)]) seats.push_back(s);
  std::sort(seats.begin(), seats.end());
  return seats;
}

Status WhistTable::apply_undo_response(const TableEvent& e) {
  if (!undo_) return Error{"no undo request is pending"};
  if (e.seat == undo_->by) return Error{"the other players answer an undo request, not the one who asked"};
  if (!e.accept) {
    undo_.reset();
    return Status::success();
  }
  undo_->accepted[index(e.seat)] = true;
  if (!undo_responders().empty()) return Status::success();
  // Granted: the hand again from its deal, with the moves kept.
  std::vector<TableEvent> kept(hand_log_.begin(), hand_log_.end() - undo_->steps);
  hand_ = *hand_of_deal(deal_);
  hand_log_.clear();
  final_moves_ = 0;
  undo_.reset();
  for (const TableEvent& move : kept) {
    const Status replayed = apply_hand_move(move, *player_in(move.seat));
    if (!replayed) return Error{"taking back failed on replay: " + replayed.message()};
  }
  return Status::success();
}

std::vector<Seat> WhistTable::claim_answerers(Seat claimer) const {
  std::vector<Seat> seats;
  const std::optional<int> claiming = player_in(claimer);
  for (Seat s : player_seats()) {
    const std::optional<int> other = player_in(s);
    const bool same_side = std::visit(
        [&](const auto& h) {
          if constexpr (std::is_same_v<std::decay_t<decltype(h)>, NonsenseHand>) {
            return *other == *claiming;
          } else {
            const WhistPlay& play = h.play_state();
            return play.side_of_seat(h.seat_of(*other)) == play.side_of_seat(h.seat_of(*claiming));
          }
        },
        *hand_);
    if (!same_side) seats.push_back(s);
  }
  std::sort(seats.begin(), seats.end());
  return seats;
}

std::vector<Seat> WhistTable::claim_responders() const {
  std::vector<Seat> seats;
  if (!claim_) return seats;
  for (Seat s : claim_answerers(claim_->by))
    if (!claim_->accepted[index(s)]) seats.push_back(s);
  return seats;
}

Status WhistTable::apply_claim(const TableEvent& e, int player) {
  if (Status s = not_frozen(); !s) return s;
  if (phase() != TablePhase::Play) return Error{"a claim is made during the play"};
  // Settled on a copy first, so that a claim the rules refuse (in the
  // middle of a trick, too many tricks) never waits for answers.
  WhistHand trial = *hand_;
  Status status = std::visit([&](auto& h) { return h.settle_claim(player, e.tricks); }, trial);
  if (!status) return status;
  claim_ = WhistClaimRequest{e.seat, e.tricks, {}};
  return Status::success();
}

Status WhistTable::apply_claim_response(const TableEvent& e) {
  if (!claim_) return Error{"no claim is pending"};
  const std::vector<Seat> answerers = claim_answerers(claim_->by);
  if (std::find(answerers.begin(), answerers.end(), e.seat) == answerers.end())
    return Error{"only the claimer's opponents answer a claim"};
  if (!e.accept) {
    claim_.reset();
    return Status::success();
  }
  claim_->accepted[index(e.seat)] = true;
  if (!claim_responders().empty()) return Status::success();
  const WhistClaimRequest claim = *claim_;
  claim_.reset();
  const int claimer = *player_in(claim.by);
  return std::visit([&](auto& h) { return h.settle_claim(claimer, claim.tricks); }, *hand_);
}

void WhistTable::record_if_over() {
  if (recorded_ || phase() != TablePhase::Finished) return;
  recorded_ = true;
  const std::vector<int> points = std::visit([](const auto& h) { return h.points(); }, *hand_);
  finished_.push_back(WhistHandRecord{number_, static_cast<int>(games_.size()) - 1, *hand_, points});
}

Hand WhistTable::exchange_choices() const {
  if (!hand_) return {};
  const auto* h = std::get_if<DummyWhistHand>(&*hand_);
  if (!h || h->phase() != DummyWhistPhase::JokerExchange) return {};
  return h->discards() - Hand::jokers();
}

std::vector<int> WhistTable::running_totals() const {
  if (games_.empty()) return std::vector<int>(static_cast<std::size_t>(players()), 0);
  std::vector<int> totals = games_.back().totals();
  if (hand_ && phase() == TablePhase::Finished) {
    const std::vector<int> points = std::visit([](const auto& h) { return h.points(); }, *hand_);
    for (std::size_t p = 0; p < totals.size() && p < points.size(); ++p) totals[p] += points[p];
  }
  return totals;
}

void WhistTable::settle_finished_hand() {
  if (!hand_ || phase() != TablePhase::Finished || finished_.empty()) return;
  WhistHandRecord& record = finished_.back();
  // Renege calls after the last card are part of the hand.
  record.hand = *hand_;
  record.points = std::visit([](const auto& h) { return h.points(); }, *hand_);
  games_.back().add(record.points);
}

}  // namespace tenace::server
