#include "formats/record_replay.h"

#include "core/auction.h"
#include "core/bridge_play.h"

namespace tenace::formats {

std::optional<AuctionEnd> replay_auction(GameRecord& record, const std::vector<int>& lines, Diagnostics& d) {
  if (!record.auction) return std::nullopt;
  if (!record.dealer) {
    d.error(lines.empty() ? 0 : lines[0], "the auction has no dealer");
    return std::nullopt;
  }
  Auction auction(*record.dealer);
  const auto& calls = record.auction->calls;
  for (std::size_t i = 0; i < calls.size(); ++i) {
    const int line = i < lines.size() ? lines[i] : 0;
    const Seat seat = auction.to_call();
    const std::string where = "call " + std::to_string(i + 1) + " (" + calls[i].call.to_string() + " by " +
                              std::string(seat_name(seat)) + ")";
    if (calls[i].skipped || calls[i].insufficient) return std::nullopt;  // irregular: the core cannot hold the rest
    if (auction.is_complete()) {
      d.error(line, where + " comes after the end of the auction");
      return std::nullopt;
    }
    if (Status s = auction.make(calls[i].call); !s) {
      d.error(line, where + " is illegal: " + s.message());
      return std::nullopt;
    }
  }
  if (!auction.is_complete()) return std::nullopt;
  if (auction.is_passed_out()) {
    record.passed_out = true;
    return AuctionEnd{true, std::nullopt};
  }
  const std::optional<Contract> contract = auction.contract();
  if (!contract) return std::nullopt;
  if (!record.contract) {
    // A stated declarer stays (as PBN's Declarer tag does), for
    // check_contract_against_auction to compare.
    record.contract = contract;
    if (record.declarer) record.contract->declarer = *record.declarer;
    else record.declarer = contract->declarer;
  }
  return AuctionEnd{false, contract};
}

void replay_cards(GameRecord& record, const std::vector<std::pair<Card, int>>& cards, Diagnostics& d, int line) {
  if (!record.deal || !record.contract) {
    if (!cards.empty()) d.error(cards.front().second, "cards are played but the deal or the contract is unknown");
    return;
  }
  auto started = BridgePlay::start(*record.deal, *record.contract);
  if (!started) {
    d.error(line, "the play cannot start: " + started.error().message);
    return;
  }
  BridgePlay play = std::move(started).value();
  RecordedPlay recorded;
  recorded.opening_leader = play.opening_leader();
  for (std::size_t i = 0; i < cards.size(); ++i) {
    const auto [card, card_line] = cards[i];
    const Seat seat = play.to_play();
    const bool new_trick = play.tricks().current_trick().is_empty();
    if (play.is_over()) {
      d.error(card_line, "card " + std::to_string(i + 1) + " (" + card.to_string() + ") comes after the end of the play");
      break;
    }
    if (Status s = play.play(card); !s) {
      d.error(card_line, "card " + std::to_string(i + 1) + " (" + card.to_string() + " by " +
                             std::string(seat_name(seat)) + ") is illegal: " + s.message());
      break;
    }
    if (new_trick) {
      recorded.tricks.emplace_back();
      recorded.tricks.back().leader = seat;
    }
    recorded.tricks.back().by_seat[index(seat)].card = card;
  }
  if (play.is_over() && !record.result) record.result = play.declarer_tricks();
  record.play = std::move(recorded);
}

}  // namespace tenace::formats
