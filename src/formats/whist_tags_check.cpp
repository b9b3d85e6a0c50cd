#include "formats/whist_tags_check.h"

#include <algorithm>
#include <optional>
#include <sstream>

#include "core/card.h"
#include "core/hand.h"
#include "core/seat.h"
#include "core/whist_auction.h"

namespace tenace::formats {
namespace {

const WhistTagText* find(const std::vector<WhistTagText>& tags, std::string_view name) {
  for (const WhistTagText& t : tags)
    if (t.name == name) return &t;
  return nullptr;
}

std::vector<std::string> words(std::string_view text) {
  std::istringstream in{std::string(text)};
  std::vector<std::string> out;
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

// The chairs of each variant's players, in player order.
std::vector<char> chairs_of(const std::string& variant) {
  if (variant == "DummyWhist") return {'N', 'E', 'S'};
  if (variant == "DoubleDummy") return {'N', 'E'};
  return {'N', 'S'};
}

}  // namespace

void check_whist_tags(const std::vector<WhistTagText>& tags, Diagnostics& d) {
  const WhistTagText* variant = find(tags, "Variant");
  if (!variant) return;
  if (variant->value != "DummyWhist" && variant->value != "DoubleDummy" && variant->value != "Nonsense") {
    d.error(variant->line, "Variant \"" + variant->value + "\" is not DummyWhist, DoubleDummy or Nonsense");
    return;
  }
  const std::vector<char> chairs = chairs_of(variant->value);
  const WhistTagText* options = find(tags, "WhistOptions");
  const bool jokers = options && options->value.find("jokers=true") != std::string::npos;
  const bool beats = options && options->value.find("downtown_beats_uptown=true") != std::string::npos;

  // The deal: each position's cards, distinct, 52 or 54 in all.
  Hand dealt;
  if (const WhistTagText* deal = find(tags, "WhistDeal")) {
    const std::string cards_part = deal->value.substr(0, deal->value.find(';'));
    int count = 0;
    for (const std::string& w : words(cards_part)) {
      std::string card = w;
      if (w.size() > 2 && w[1] == ':') {
        if (!seat_from_char(w[0])) d.error(deal->line, "WhistDeal: '" + w.substr(0, 1) + "' is not a seat");
        card = w.substr(2);
      }
      const std::optional<Card> c = Card::parse(card);
      if (!c) {
        d.error(deal->line, "WhistDeal: '" + card + "' is not a card");
        continue;
      }
      if (dealt.contains(*c)) d.error(deal->line, "WhistDeal: " + card + " is dealt twice");
      dealt.add(*c);
      ++count;
    }
    const int expected = jokers ? 54 : 52;
    if (count != expected)
      d.error(deal->line, "WhistDeal holds " + std::to_string(count) + " cards, not " + std::to_string(expected));
  }

  // The auction: legal from the dealer, and its outcome as the tags say.
  const WhistTagText* dealer_tag = find(tags, "Dealer");
  const WhistTagText* auction_tag = find(tags, "WhistAuction");
  std::optional<WhistBid> highest;
  std::optional<char> highest_chair;
  if (auction_tag && dealer_tag) {
    const auto dealer_it = std::find(chairs.begin(), chairs.end(), dealer_tag->value.empty() ? '?' : dealer_tag->value[0]);
    if (dealer_it == chairs.end()) {
      d.error(dealer_tag->line, "Dealer \"" + dealer_tag->value + "\" is not a player's chair in " + variant->value);
    } else {
      WhistAuction auction(static_cast<int>(chairs.size()), static_cast<int>(dealer_it - chairs.begin()), beats);
      for (const std::string& w : words(auction_tag->value)) {
        const std::optional<WhistCall> call = w.size() > 2 && w[1] == ':' ? WhistCall::parse(w.substr(2)) : std::nullopt;
        if (!call) {
          d.error(auction_tag->line, "WhistAuction: '" + w + "' is not chair:call (like E:4U)");
          break;
        }
        if (auction.is_complete()) {
          d.error(auction_tag->line, "WhistAuction: '" + w + "' comes after every player has called");
          break;
        }
        if (chairs[static_cast<std::size_t>(auction.to_call())] != w[0]) {
          d.error(auction_tag->line, "WhistAuction: '" + w + "' is out of turn; " +
                                         std::string(1, chairs[static_cast<std::size_t>(auction.to_call())]) + " calls next");
          break;
        }
        if (Status s = auction.make(*call); !s) {
          d.error(auction_tag->line, "WhistAuction: '" + w + "': " + s.message());
          break;
        }
      }
      highest = auction.highest_bid();
      if (const auto bidder = auction.highest_bidder()) highest_chair = chairs[static_cast<std::size_t>(*bidder)];
    }
  }
  if (const WhistTagText* bid = find(tags, "WhistBid")) {
    const std::optional<WhistBid> parsed = WhistBid::parse(bid->value);
    if (!parsed) d.error(bid->line, "WhistBid \"" + bid->value + "\" is not a bid (like 4U, 2D, 5N)");
    else if (highest && !(*parsed == *highest))
      d.error(bid->line, "WhistBid " + bid->value + " is not the auction's highest bid, " + highest->to_string());
    if (parsed) highest = parsed;
  }
  if (const WhistTagText* declarer = find(tags, "WhistDeclarer"); declarer && highest_chair &&
                                                                 declarer->value != std::string(1, *highest_chair))
    d.error(declarer->line, "WhistDeclarer " + declarer->value + " is not the highest bidder, " +
                                std::string(1, *highest_chair));
  if (const WhistTagText* declaration = find(tags, "WhistDeclaration"); declaration && highest) {
    const bool direction = declaration->value == "uptown" || declaration->value == "downtown";
    const bool suit = declaration->value.size() == 1 && std::string_view("SHDC").find(declaration->value[0]) != std::string_view::npos;
    if (highest->is_no_trump() ? !direction : !suit)
      d.error(declaration->line, "WhistDeclaration \"" + declaration->value + "\" does not fit the bid " +
                                     highest->to_string() + (highest->is_no_trump() ? " (uptown or downtown)" : " (a suit: S, H, D, C)"));
  }

  // The play: dealt cards, none twice, at most a whole hand's worth.
  if (const WhistTagText* play = find(tags, "WhistPlay")) {
    Hand played;
    const std::size_t most = variant->value == "Nonsense" ? 26 : 52;
    const std::vector<std::string> cards = words(play->value);
    if (cards.size() > most)
      d.error(play->line, "WhistPlay has " + std::to_string(cards.size()) + " cards, more than " + std::to_string(most));
    for (const std::string& w : cards) {
      const std::optional<Card> c = Card::parse(w);
      if (!c) {
        d.error(play->line, "WhistPlay: '" + w + "' is not a card");
        break;
      }
      if (played.contains(*c)) d.error(play->line, "WhistPlay: " + w + " is played twice");
      if (find(tags, "WhistDeal") && !dealt.contains(*c)) d.error(play->line, "WhistPlay: " + w + " was not dealt");
      played.add(*c);
    }
  }
  if (const WhistTagText* tricks = find(tags, "WhistTricks")) {
    const std::string& v = tricks->value;
    const bool number = !v.empty() && v.size() <= 2 && std::all_of(v.begin(), v.end(), ::isdigit);
    if (!number || std::stoi(v) > 13) d.error(tricks->line, "WhistTricks \"" + v + "\" is not a number of tricks from 0 to 13");
  }
}

}  // namespace tenace::formats
