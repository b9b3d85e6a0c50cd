// Property test: 100,000 random legal boards of contract bridge through
// BridgeGame, from seeded deals, with random legal calls (Pass with
// probability 0.6, so auctions end at a reasonable length) and random legal
// cards. Every board checks:
//  - the auction terminates (within the longest possible auction, 319 calls);
//  - the opening lead is made by declarer's left-hand opponent; dummy is
//    hidden before it and exposed after it; declarer acts for dummy;
//  - card conservation: each card is played once, by its holder, and all
//    hands are empty at the end;
//  - every trick has exactly one winner, judged by an independent pairwise
//    comparison written here, and that winner leads the next trick;
//  - 13 tricks, declarer's and defenders' tricks add up to 13;
//  - duplicate scores are consistent: made contracts score positive for
//    declarer's side, failed ones negative, passed-out boards zero.
// One board in 20 also has a random claim during the play (accepted or
// rejected), and one board in 50 is undone step by step back to the deal,
// each undo restoring exactly the state before that step.
#include <gtest/gtest.h>

#include <cstdint>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "core/bridge_game.h"
#include "core/random_deal.h"

namespace tenace {
namespace {

constexpr int kBoards = 100000;
// The longest legal auction: three passes, then for each of the 35 bids
// "bid P P X P P XX P P", then the final pass: 3 + 35 * 9 + 1 calls.
constexpr std::size_t kLongestAuction = 3 + 35 * 9 + 1;

// Does `a` beat `b` in a trick whose first card is `lead`? Written from
// RULES.md §1.3 directly: a trump beats a non-trump, within one suit the
// higher rank wins, and a card neither of the led suit nor trump beats
// nothing.
bool beats(Card a, Card b, Card lead, std::optional<Suit> trump) {
  const bool a_trump = trump && a.suit() == *trump;
  const bool b_trump = trump && b.suit() == *trump;
  if (a_trump != b_trump) return a_trump;
  if (a.suit() == b.suit()) return a.rank() > b.rank();
  // Different suits, neither trump: only a card of the led suit can win.
  return a.suit() == lead.suit();
}

// The seats whose card beats every other card of the trick.
std::vector<Seat> unbeaten(const Trick& trick, std::optional<Suit> trump) {
  std::vector<Seat> winners;
  for (int i = 0; i < 4; ++i) {
    bool wins = true;
    for (int j = 0; j < 4; ++j)
      if (j != i && !beats(trick.cards[i], trick.cards[j], trick.cards[0], trump)) wins = false;
    if (wins) winners.push_back(trick.seat_of(i));
  }
  return winners;
}

Card random_card(Hand hand, Xoshiro256& rng) {
  auto it = hand.begin();
  for (auto k = rng.below(static_cast<std::uint64_t>(hand.size())); k > 0; --k) ++it;
  return *it;
}

Call random_call(const Auction& auction, Xoshiro256& rng) {
  // Pass is always legal while the auction runs.
  if (rng.below(10) < 6) return Call::pass();
  std::vector<Call> others;
  for (Call call : auction.legal_calls())
    if (!call.is_pass()) others.push_back(call);
  if (others.empty()) return Call::pass();
  return others[rng.below(others.size())];
}

class BoardChecker {
 public:
  BoardChecker(int board_index, Xoshiro256& rng) : board_index_(board_index), rng_(rng) {}

  // Plays one board; returns an empty string or the first failed property.
  std::string run(const Deal& deal) {
    auto created = BridgeGame::for_board(deal, 1 + board_index_ % 16);
    if (!created) return "board creation failed: " + created.error().message;
    BridgeGame game = std::move(created).value();
    const bool undo_all = board_index_ % 50 == 0;
    const bool with_claim = board_index_ % 20 == 7;
    std::vector<BridgeGame> history;
    auto step = [&](auto&& action) -> std::string {
      if (undo_all) history.push_back(game);
      Status status = action();
      if (!status) return "refused: " + status.message();
      return {};
    };

    // The auction.
    while (game.phase() == GamePhase::Auction) {
      if (game.auction().calls().size() >= kLongestAuction) return "the auction went past the longest legal one";
      const Seat caller = *game.player_to_act();
      if (caller != game.auction().to_call()) return "player to act is not the caller";
      const Call call = random_call(game.auction(), rng_);
      if (auto e = step([&] { return game.call(caller, call); }); !e.empty()) return e;
    }
    if (game.is_passed_out()) {
      if (game.phase() != GamePhase::Finished || game.play()) return "passed out but not finished";
      if (game.ns_score() != 0) return "passed-out board does not score 0";
      ++passed_out;
    } else {
      if (auto e = play_out(game, deal, with_claim, step); !e.empty()) return e;
    }
    if (undo_all) return undo_everything(game, history);
    return {};
  }

  int passed_out = 0;
  int claimed = 0;
  int made = 0;
  int failed = 0;
  int doubled = 0;
  int redoubled = 0;

 private:
  template <class Step>
  std::string play_out(BridgeGame& game, const Deal& deal, bool with_claim, Step& step) {
    const Contract contract = *game.contract();
    const BridgePlay& play = *game.play();
    if (play.contract() != contract) return "play contract differs from the auction's";
    if (play.to_play() != left_hand_opponent(contract.declarer)) return "wrong opening leader";
    const Seat dummy = partner(contract.declarer);
    const int claim_at = with_claim ? static_cast<int>(rng_.below(52)) : -1;
    int cards = 0;
    while (game.phase() == GamePhase::Play) {
      if (play.is_dummy_exposed() != (cards > 0)) return "dummy exposure wrong at card " + std::to_string(cards);
      if (cards == claim_at) {
        if (auto e = random_claim(game, dummy, step); !e.empty()) return e;
        if (game.phase() != GamePhase::Play) break;
      }
      const Seat position = *game.position_to_act();
      const Seat actor = *game.player_to_act();
      if (actor != (position == dummy ? contract.declarer : position)) return "wrong controller";
      const Card card = random_card(play.legal_cards(), rng_);
      if (auto e = step([&] { return game.play_card(actor, card); }); !e.empty()) return e;
      ++cards;
    }
    if (game.phase() != GamePhase::Finished) return "play did not finish";
    const int declarer_tricks = *game.declarer_tricks();
    if (declarer_tricks + play.defender_tricks() != 13) return "tricks do not add up to 13";

    if (play.accepted_claim()) {
      ++claimed;
    } else {
      if (auto e = check_tricks(play, deal, contract); !e.empty()) return e;
    }
    // Score consistency.
    const int ns = *game.ns_score();
    const int for_declarer = side_of(contract.declarer) == Side::NorthSouth ? ns : -ns;
    const bool is_made = declarer_tricks >= contract.tricks_needed();
    if (is_made && for_declarer <= 0)
      return "made contract " + contract.to_string() + " scores " + std::to_string(for_declarer);
    if (!is_made && for_declarer >= 0)
      return "failed contract " + contract.to_string() + " scores " + std::to_string(for_declarer);
    ++(is_made ? made : failed);
    if (contract.doubling == Doubling::Doubled) ++doubled;
    if (contract.doubling == Doubling::Redoubled) ++redoubled;
    return {};
  }

  template <class Step>
  std::string random_claim(BridgeGame& game, Seat dummy, Step& step) {
    Seat claimer = dummy;
    do claimer = kAllSeats[rng_.below(4)];
    while (claimer == dummy);
    const int remaining = game.play()->tricks_remaining();
    const int tricks = static_cast<int>(rng_.below(static_cast<std::uint64_t>(remaining) + 1));
    if (auto e = step([&] { return game.claim(claimer, tricks); }); !e.empty()) return e;
    if (game.position_to_act()) return "play not frozen by a claim";
    const bool reject = rng_.below(2) == 0;
    for (Seat s : game.play()->claim_acceptors()) {
      if (side_of(s) == side_of(claimer) || s == dummy) return "wrong claim acceptor";
      if (reject) return step([&] { return game.reject_claim(s); });
      if (auto e = step([&] { return game.accept_claim(s); }); !e.empty()) return e;
    }
    if (game.phase() != GamePhase::Finished) return "accepted claim did not end the play";
    const int before = game.play()->tricks().tricks_won(side_of(game.contract()->declarer));
    const bool declarer_side = side_of(claimer) == side_of(game.contract()->declarer);
    if (*game.declarer_tricks() != before + (declarer_side ? tricks : remaining - tricks)) return "claim split wrong";
    return {};
  }

  static std::string check_tricks(const BridgePlay& play, const Deal& deal, const Contract& contract) {
    const TrickPlay& engine = play.tricks();
    const auto& tricks = engine.completed_tricks();
    if (tricks.size() != 13) return "not 13 tricks";
    // Conservation: each card once, by its holder; hands empty.
    Hand seen;
    for (const PlayedCard& played : engine.history()) {
      if (seen.contains(played.card)) return "card played twice: " + played.card.to_string();
      if (!deal[played.seat].contains(played.card)) return "card played by a seat not holding it";
      if (!played.followed_suit) return "unrecorded renege in bridge";
      seen.add(played.card);
    }
    if (seen != Hand::full_deck() || engine.history().size() != 52) return "not every card was played";
    for (Seat s : kAllSeats)
      if (!engine.remaining(s).empty()) return "a hand is not empty at the end";
    // One winner per trick, who leads the next; counts per side.
    std::array<int, 2> won{};
    for (std::size_t i = 0; i < tricks.size(); ++i) {
      const auto winners = unbeaten(tricks[i], trump_suit(contract.strain));
      if (winners.size() != 1)
        return "trick " + std::to_string(i + 1) + " has " + std::to_string(winners.size()) + " winners";
      if (tricks[i].winner(engine.rules()) != winners[0]) return "engine's trick winner differs";
      if (i + 1 < tricks.size() && tricks[i + 1].leader != winners[0]) return "the winner did not lead next";
      ++won[index(side_of(winners[0]))];
    }
    if (won[index(side_of(contract.declarer))] != play.declarer_tricks()) return "declarer's trick count differs";
    return {};
  }

  std::string undo_everything(BridgeGame& game, std::vector<BridgeGame>& history) {
    while (!history.empty()) {
      if (!game.undo()) return "undo refused with " + std::to_string(history.size()) + " steps left";
      if (!(game == history.back()))
        return "undo did not restore the state, " + std::to_string(history.size()) + " steps left";
      if (game.phase() != history.back().phase() || game.position_to_act() != history.back().position_to_act())
        return "undo restored a different phase or turn";
      history.pop_back();
    }
    if (game.undo()) return "undo past the deal";
    if (!game.auction().calls().empty()) return "calls left after undoing everything";
    return {};
  }

  int board_index_;
  Xoshiro256& rng_;
};

TEST(BridgeProperty, RandomLegalBoards) {
  DealGenerator deals(20261122);
  Xoshiro256 choices(42);
  int passed_out = 0, claimed = 0, made = 0, failed = 0, doubled = 0, redoubled = 0, failures = 0;
  for (int i = 0; i < kBoards; ++i) {
    BoardChecker checker(i, choices);
    const std::string failure = checker.run(deals.next());
    passed_out += checker.passed_out;
    claimed += checker.claimed;
    made += checker.made;
    failed += checker.failed;
    doubled += checker.doubled;
    redoubled += checker.redoubled;
    if (!failure.empty()) {
      ADD_FAILURE() << "board " << i << ": " << failure;
      if (++failures >= 10) break;
    }
  }
  std::cout << kBoards << " boards: " << passed_out << " passed out, " << made << " made, " << failed << " failed, "
            << doubled << " doubled, " << redoubled << " redoubled, " << claimed << " ended by a claim\n";
  // The sample must exercise every kind of ending, not just one path.
  EXPECT_GT(passed_out, 0);
  EXPECT_LT(passed_out, kBoards / 2);
  EXPECT_GT(claimed, 0);
  EXPECT_GT(made, 0);
  EXPECT_GT(failed, 0);
  EXPECT_GT(doubled, 0);
  EXPECT_GT(redoubled, 0);
}

}  // namespace
}  // namespace tenace
