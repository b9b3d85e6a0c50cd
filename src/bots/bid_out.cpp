#include "bots/bid_out.h"

#include "core/auction.h"

namespace tenace {

SeatView auction_view(const Deal& deal, Seat dealer, Vulnerability vul, const std::vector<CallDecision>& calls,
                      Seat seat) {
  SeatView v;
  v.seat = seat;
  v.dealer = dealer;
  v.vulnerability = vul;
  v.phase = BoardPhase::Auction;
  v.own_hand = deal[seat];
  for (std::size_t i = 0; i < calls.size(); ++i) {
    const Seat by = next(dealer, static_cast<int>(i));
    SeenCall c{by, calls[i].call, calls[i].alert, std::nullopt};
    if (by == seat || (side_of(by) != side_of(seat) && calls[i].alert)) c.explanation = calls[i].explanation;
    v.auction.push_back(c);
  }
  v.to_act = next(dealer, static_cast<int>(calls.size()));
  v.controls = {seat};
  return v;
}

std::vector<CallDecision> bid_out(const Deal& deal, Seat dealer, Vulnerability vul,
                                  const std::array<SeatBidder, 4>& bidders) {
  return bid_out_from(deal, dealer, vul, bidders, {});
}

std::vector<CallDecision> bid_out_from(const Deal& deal, Seat dealer, Vulnerability vul,
                                       const std::array<SeatBidder, 4>& bidders, std::vector<CallDecision> so_far) {
  Auction auction(dealer);
  for (const CallDecision& d : so_far) (void)auction.make(d.call);
  std::vector<CallDecision> calls = std::move(so_far);
  while (!auction.is_complete() && calls.size() < 320) {
    const Seat seat = auction.to_call();
    CallDecision d{Call::pass(), false, "Pass"};
    if (bidders[index(seat)]) d = bidders[index(seat)](auction_view(deal, dealer, vul, calls, seat));
    if (!auction.is_legal(d.call)) d = CallDecision{Call::pass(), false, "Pass"};
    auction.make(d.call);
    calls.push_back(d);
  }
  return calls;
}

BridgeGame bid_board(const Deal& deal, int board_number, const SystemBidder& bidder, std::vector<CallDecision>* calls) {
  BridgeGame game = BridgeGame::for_board(deal, board_number).value();
  std::array<SeatBidder, 4> bidders;
  for (SeatBidder& b : bidders) b = [&bidder](const SeatView& v) { return bidder.choose(v); };
  const std::vector<CallDecision> made = bid_out(deal, game.dealer(), game.vulnerability(), bidders);
  for (const CallDecision& d : made) (void)game.call(d.call);
  if (calls) *calls = made;
  return game;
}

}  // namespace tenace
