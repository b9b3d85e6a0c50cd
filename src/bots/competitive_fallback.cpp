#include "bots/competitive_fallback.h"

#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "bots/hand_evaluation.h"
#include "bots/slam_bidding.h"
#include "bots/system_bidder.h"
#include "core/auction.h"
#include "core/duplicate_score.h"

namespace tenace {

namespace {

const char* suit_word(Strain s) {
  static const char* const w[] = {"clubs", "diamonds", "hearts", "spades", "no trump"};
  return w[static_cast<int>(s)];
}

bool reaches_game(Call bid) { return bid.level() >= game_level(bid.strain()); }

// Nothing but passes since the last bid: the contract stands undoubled.
bool undoubled_since(const SeatView& view, std::size_t last_bid) {
  for (std::size_t i = last_bid + 1; i < view.auction.size(); ++i)
    if (!view.auction[i].call.is_pass()) return false;
  return true;
}

}  // namespace

std::optional<KnownFit> known_fit(const BiddingSystem& system, const SeatView& view) {
  const dealer::DealConstraints shown = read_auction(system, view.rebuilt_auction().calls(), view.dealer);
  const dealer::HandConstraints& mate = shown[index(partner(view.seat))];
  std::optional<KnownFit> best;
  for (Strain s : {Strain::Spades, Strain::Hearts, Strain::Diamonds, Strain::Clubs}) {
    const Suit suit = *trump_suit(s);
    const int total = view.own_hand.length(suit) + mate.length_of(suit).min;
    if (total >= 8 && (!best || total > best->trumps)) best = KnownFit{s, total};
  }
  return best;
}

std::optional<CallDecision> compete_by_total_tricks(const BiddingSystem& system, const SeatView& view) {
  const Auction auction = view.rebuilt_auction();
  const auto last = auction.last_bid_index();
  if (!last) return std::nullopt;
  const Seat last_bidder = view.auction[*last].seat;
  if (side_of(last_bidder) == side_of(view.seat)) return std::nullopt;  // our contract: nothing to compete for
  if (reaches_game(view.auction[*last].call)) return std::nullopt;  // over their game: sacrifice judgement
  const auto fit = known_fit(system, view);
  if (!fit) return std::nullopt;
  // Game values are the fallback's to judge; so is a hand too weak to bid.
  // Partner's values are judged as the slam and game decisions judge them
  // (a little above the minimum shown): an opening counted at its bare
  // minimum left 14 opposite a 1C opening and a fit competing for a
  // partscore.
  const dealer::DealConstraints shown = read_auction(system, view.rebuilt_auction().calls(), view.dealer);
  const int hcp = HandEvaluation(view.own_hand).hcp;
  const int combined = hcp + estimated_hcp(shown[index(partner(view.seat))]);
  if (combined >= 25 || hcp < 4) return std::nullopt;
  const int safe_level = std::min(fit->trumps - 6, fit->trumps >= 10 ? 4 : 3);
  for (int level = 2; level <= safe_level && level < game_level(fit->strain) + (fit->trumps >= 10 ? 1 : 0); ++level) {
    const Call bid = Call::bid(level, fit->strain);
    if (!auction.is_legal(bid)) continue;
    return CallDecision{bid, false,
                        "competitive: " + std::to_string(fit->trumps) + " " + suit_word(fit->strain) +
                            " between the hands, safe to compete to the " + std::to_string(level) +
                            " level (law of total tricks); non-forcing"};
  }
  return std::nullopt;
}

int losing_tricks(const Hand& hand) {
  int losers = 0;
  for (Suit s : {Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs}) {
    const int len = hand.length(s);
    int here = std::min(len, 3);
    if (hand.contains(Card(s, Rank::Ace))) --here;
    if (len >= 2 && hand.contains(Card(s, Rank::King))) --here;
    if (len >= 3 && hand.contains(Card(s, Rank::Queen))) --here;
    losers += std::max(0, here);
  }
  return losers;
}

namespace {

// The suits the opponents have shown three or more cards in: a minor
// opened on three is theirs too (1D X 1S P 2D: five diamonds of the
// doubler's are no suit to compete in). An artificial bid such as a
// Michaels cue bid shows none in its own suit.
std::array<bool, 4> suits_shown_by_opponents(const dealer::DealConstraints& shown, Seat seat) {
  std::array<bool, 4> held{};
  for (Seat opponent : {next(seat), next(seat, 3)})
    for (Suit s : {Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs})
      if (shown[index(opponent)].length_of(s).min >= 3) held[static_cast<int>(s)] = true;
  return held;
}

bool has_spoken(const SeatView& view) {
  for (const auto& c : view.auction)
    if (c.seat == view.seat && !c.call.is_pass()) return true;
  return false;
}

// Partner's losers for the losing trick count, from the HCP partner has
// shown: an opening hand about seven, a hand with nothing shown ten.
int partner_losers(int partner_hcp) { return std::clamp(11 - partner_hcp / 3, 7, 10); }

}  // namespace

std::optional<CallDecision> compete_with_extra_values(const BiddingSystem& system, const SeatView& view) {
  const Auction auction = view.rebuilt_auction();
  const auto last = auction.last_bid_index();
  if (!last || side_of(view.auction[*last].seat) == side_of(view.seat) || !has_spoken(view)) return std::nullopt;
  for (std::size_t i = *last + 1; i < view.auction.size(); ++i)
    if (!view.auction[i].call.is_pass()) return std::nullopt;  // doubled: partner or the double decides
  const Call theirs = view.auction[*last].call;
  // Their no-trump partscore too (1C P 1H X 1NT P P: 18 HCP and six spades
  // passed), but not 3NT: that is their game.
  if (theirs.level() > 3 || (theirs.strain() == Strain::NoTrump && theirs.level() > 2)) return std::nullopt;
  const HandEvaluation eval(view.own_hand);
  const dealer::DealConstraints shown = read_auction(system, auction.calls(), view.dealer);
  const auto theirs_bid = suits_shown_by_opponents(shown, view.seat);
  std::optional<Suit> best;
  for (Suit s : {Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs}) {
    if (theirs_bid[static_cast<int>(s)]) continue;
    const bool enough = (eval.len(s) >= 6 && eval.hcp >= 16) ||
                        (eval.len(s) >= 5 && eval.good_suit(s) && eval.hcp >= 17 && !eval.balanced());
    if (enough && (!best || eval.len(s) > eval.len(*best))) best = s;
  }
  if (!best) return std::nullopt;
  const Strain strain = strain_of(*best);
  const int mate_hcp = estimated_hcp(shown[index(partner(view.seat))]);
  // Over their no trump with the balance of the high cards ours, defending
  // (doubled) pays more than our partscore: that is the fallback's to judge.
  if (theirs.strain() == Strain::NoTrump && eval.hcp + mate_hcp >= 22) return std::nullopt;
  const int own_losers = losing_tricks(view.own_hand);
  const int tricks = 24 - own_losers - partner_losers(mate_hcp);
  const int counted = std::min(tricks - 6, game_level(strain));
  // Game on our own opposite a partner who has shown nothing only with six
  // or more trumps or three losers at most: the loser count assumes a fit,
  // which a five-card suit opposite a partner who passed throughout (or
  // over a double) may lack.
  const bool game_on_our_own = mate_hcp >= 6 || eval.len(*best) >= 6 || own_losers <= 3;
  for (int level = 1; level <= 3; ++level) {
    if (!auction.is_legal(Call::bid(level, strain))) continue;
    const int bid_level = counted > 3 && counted == game_level(strain) && game_on_our_own
                              ? counted
                              : std::max(level, std::min(counted, 3));
    return CallDecision{Call::bid(bid_level, strain), false,
                        "competitive: " + std::to_string(eval.len(*best)) + " " + suit_word(strain) +
                            " and extra values (" + std::to_string(eval.hcp) + " HCP, about " +
                            std::to_string(tricks) + " tricks with partner's hand), too strong to sell out; " +
                            (bid_level >= game_level(strain) ? "to play" : "non-forcing")};
  }
  return std::nullopt;
}

std::optional<CallDecision> sacrifice_against_game(const BiddingSystem& system, const SeatView& view) {
  const Auction auction = view.rebuilt_auction();
  const auto last = auction.last_bid_index();
  if (!last || !undoubled_since(view, *last)) return std::nullopt;
  const Seat declarer_seat = view.auction[*last].seat;
  const Call theirs = view.auction[*last].call;
  if (side_of(declarer_seat) == side_of(view.seat) || theirs.strain() == Strain::NoTrump || !reaches_game(theirs))
    return std::nullopt;
  const auto fit = known_fit(system, view);
  if (!fit || fit->trumps < 9) return std::nullopt;
  std::optional<Call> ours;
  for (int level = 1; level <= 5 && !ours; ++level)
    if (auction.is_legal(Call::bid(level, fit->strain))) ours = Call::bid(level, fit->strain);
  if (!ours) return std::nullopt;

  const dealer::DealConstraints shown = read_auction(system, auction.calls(), view.dealer);
  const Suit their_suit = *trump_suit(theirs.strain());
  int their_trumps = 0;
  for (Seat opponent : {next(view.seat), next(view.seat, 3)}) their_trumps += shown[index(opponent)].length_of(their_suit).min;
  const int total_tricks = fit->trumps + std::max(their_trumps, 8);
  const int mate_hcp = estimated_hcp(shown[index(partner(view.seat))]);
  const int our_tricks = std::clamp(24 - losing_tricks(view.own_hand) - partner_losers(mate_hcp), 0, 13);
  const int their_tricks = std::clamp(total_tricks - our_tricks, 0, 13);

  const Contract sacrifice{ours->level(), ours->strain(), Doubling::Doubled, view.seat};
  const Contract their_game{theirs.level(), theirs.strain(), Doubling::Undoubled, declarer_seat};
  const int cost = -duplicate_score(sacrifice, our_tricks, is_vulnerable(view.vulnerability, view.seat));
  const int saved = duplicate_score(their_game, their_tricks, is_vulnerable(view.vulnerability, declarer_seat));
  if (cost >= saved) return std::nullopt;  // also when their game fails on the count: defend
  const bool makes = our_tricks >= ours->level() + 6;
  return CallDecision{*ours, false,
                      (makes ? std::string("competitive: ") : std::string("sacrifice: ")) + std::to_string(fit->trumps) +
                          " " + suit_word(fit->strain) + " between the hands, about " + std::to_string(our_tricks) +
                          " tricks for us and " + std::to_string(their_tricks) +
                          " for them (law of total tricks): cheaper than their game; to play"};
}

std::optional<CallDecision> leave_in_penalty_double(const BiddingSystem& system, const SeatView& view) {
  const Auction auction = view.rebuilt_auction();
  const std::vector<Call>& calls = auction.calls();
  const std::size_t n = calls.size();
  if (n < 2 || !calls[n - 2].is_double() || !calls[n - 1].is_pass()) return std::nullopt;
  if (explain_call(system, calls, n - 2).rfind("penalty", 0) != 0) return std::nullopt;
  return CallDecision{Call::pass(), false, "leaves in partner's penalty double; non-forcing"};
}

}  // namespace tenace
