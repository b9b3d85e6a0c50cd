#include "server/whist_table.h"

#include <sstream>

#include "core/random_deal.h"

namespace tenace::server {
namespace {

template <class... F>
struct Overloaded : F... {
  using F::operator()...;
};
// Spelled out for compilers without aggregate deduction (clang 14).
template <class... F>
Overloaded(F...) -> Overloaded<F...>;

}  // namespace

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

Status WhistTable::apply_deal(const TableEvent& e) {
  if (!may_deal()) return Error{"a new hand needs every player seated and no hand in progress"};
  Result<std::array<Hand, 4>> hands = parse_whist_deal_text(e.deal);
  if (!hands) return Error{"bad deal: " + hands.error().message};
  const std::optional<int> dealer = player_in(e.dealer);
  if (!dealer) return Error{std::string("the dealer's seat ") + seat_char(e.dealer) + " has no player"};
  const DummyWhistOptions& options = settings().whist;
  Result<WhistHand> hand = [&]() -> Result<WhistHand> {
    switch (game_kind()) {
      case GameKind::DummyWhist: {
        const DummyWhistDeal deal{{(*hands)[0], (*hands)[1], (*hands)[2]}, (*hands)[3]};
        auto h = DummyWhistHand::create(options, *dealer, deal);
        if (!h) return h.error();
        return WhistHand(std::move(h).value());
      }
      case GameKind::DoubleDummy: {
        auto h = DoubleDummyHand::create(DoubleDummyOptions{static_cast<const WhistOptions&>(options)}, *dealer, Deal(*hands));
        if (!h) return h.error();
        return WhistHand(std::move(h).value());
      }
      default: {
        auto h = NonsenseHand::create(NonsenseOptions{static_cast<const WhistOptions&>(options)}, *dealer, Deal(*hands));
        if (!h) return h.error();
        return WhistHand(std::move(h).value());
      }
    }
  }();
  if (!hand) return Error{hand.error().message};
  settle_finished_hand();
  if (games_.empty() || games_.back().is_over()) games_.emplace_back(players(), options.game_target);
  hand_ = std::move(hand).value();
  number_ = e.board;
  recorded_ = false;
  return Status::success();
}

Status WhistTable::apply_move(const TableEvent& e) {
  if (e.kind == EventKind::Deal) return apply_deal(e);
  if (!hand_) return Error{"no hand is being played"};
  const std::optional<int> player = player_in(e.seat);
  if (!player) return Error{std::string("seat ") + seat_char(e.seat) + " has no player"};
  const bool renege = e.kind == EventKind::Renege;
  if (!renege) {
    const std::optional<int> due = std::visit([](const auto& h) { return h.to_act(); }, *hand_);
    if (due != player) return Error{"it is not your turn"};
  }
  const bool shared = e.kind == EventKind::Call || e.kind == EventKind::Declare || e.kind == EventKind::Card || renege;
  const Status status = shared ? apply_shared_move(e, *player) : apply_variant_move(e);
  if (status) record_if_over();
  return status;
}

// Moves only one variant has: Dummy Whist's discards and joker exchanges,
// Nonsense's choice of hands.
Status WhistTable::apply_variant_move(const TableEvent& e) {
  return std::visit(
      Overloaded{
          [&](DummyWhistHand& h) -> Status {
            switch (e.kind) {
              case EventKind::Discard: {
                Result<Hand> cards = parse_card_list(e.card);
                if (!cards || cards->size() != 2) return Error{"a discard is two different cards"};
                auto it = cards->begin();
                const Card first = *it;
                const Card second = *++it;
                return h.discard(first, second);
              }
              case EventKind::Exchange: {
                std::optional<Card> card = Card::parse(e.card);
                if (!card) return Error{"'" + e.card + "' is not a card"};
                return h.exchange_joker(*card);
              }
              default: return Error{"not a move in Dummy Whist"};
            }
          },
          [&](NonsenseHand& h) -> Status {
            if (e.kind != EventKind::Choose) return Error{"not a move in Nonsense"};
            return h.choose(e.accept ? NonsenseChoice::DealtHand : NonsenseChoice::DeadHand);
          },
          [&](DoubleDummyHand&) -> Status { return Error{"not a move in Double Dummy"}; },
      },
      *hand_);
}

// Calls, declarations, cards and renege calls, alike in every variant.
Status WhistTable::apply_shared_move(const TableEvent& e, int player) {
  return std::visit(
      [&](auto& h) -> Status {
        switch (e.kind) {
          case EventKind::Call: {
            std::optional<WhistCall> call = WhistCall::parse(e.call);
            if (!call) return Error{"'" + e.call + "' is not a whist call (Pass, 1U ... 7U, 1D ... 7D, 1N ... 7N)"};
            return h.call(*call);
          }
          case EventKind::Declare: {
            if (e.call == "uptown") return h.declare_no_trump(WhistDirection::Uptown);
            if (e.call == "downtown") return h.declare_no_trump(WhistDirection::Downtown);
            for (Suit suit : kSuitsHighFirst)
              if (e.call.size() == 1 && e.call[0] == suit_char(suit)) return h.declare_trump(suit);
            return Error{"'" + e.call + "' is not a declaration (S, H, D, C, uptown, downtown)"};
          }
          case EventKind::Card: {
            std::optional<Card> card = Card::parse(e.card);
            if (!card) return Error{"'" + e.card + "' is not a card"};
            return h.play(*card);
          }
          default: {
            if (!settings().whist.table_rules_renege)
              return Error{"reneges are called only under table rules; here following suit is enforced"};
            return h.call_renege(player, e.index);
          }
        }
      },
      *hand_);
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
