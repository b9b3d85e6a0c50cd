#include "formats/lin_writer.h"

#include <map>
#include <set>

#include "formats/record_replay.h"
#include "formats/result_check.h"

namespace tenace::formats {

namespace {

constexpr Seat kLinOrder[] = {Seat::South, Seat::West, Seat::North, Seat::East};

int lin_dealer_digit(Seat s) {
  for (int i = 0; i < 4; ++i)
    if (kLinOrder[i] == s) return i + 1;
  return 1;
}

char lin_vulnerability(Vulnerability v) {
  switch (v) {
    case Vulnerability::None: return 'o';
    case Vulnerability::NorthSouth: return 'n';
    case Vulnerability::EastWest: return 'e';
    case Vulnerability::Both: return 'b';
  }
  return 'o';
}

std::string lin_call(Call c) {
  if (c.is_pass()) return "p";
  if (c.is_double()) return "d";
  if (c.is_redouble()) return "r";
  return std::to_string(c.level()) + (c.strain() == Strain::NoTrump ? std::string("N") : std::string(strain_name(c.strain())));
}

// LIN arguments end at '|': a '|' inside text would cut the record.
std::string clean(std::string s) {
  for (char& c : s)
    if (c == '|' || c == '\n' || c == '\r') c = ' ';
  return s;
}

// What LIN cannot hold, by kind, with the boards of the games that held it:
// said once per file, with a count, not once per game.
using LinLosses = std::map<std::string, std::vector<std::string>>;

class LinGameWriter {
 public:
  LinGameWriter(const GameRecord& g, LinLosses* losses) : g_(g), losses_(losses) {}

  std::string run() {
    std::string out = "pn|";
    for (int i = 0; i < 4; ++i) out += (i ? "," : "") + clean(g_.player(kLinOrder[i]));
    out += "|st||";
    if (g_.deal) {
      out += "md|" + (g_.dealer ? std::to_string(lin_dealer_digit(*g_.dealer)) : std::string()) ;
      const bool full = g_.deal->is_complete_bridge_deal();
      for (int i = 0; i < 4; ++i) {
        if (i) out += ",";
        if (i < 3 || !full) out += lin_hand((*g_.deal)[kLinOrder[i]]);
      }
      out += "|";
    } else if (g_.dealer) {
      out += "md|" + std::to_string(lin_dealer_digit(*g_.dealer)) + "|";
    }
    out += "rh||ah|Board " + (g_.board_number() ? std::to_string(*g_.board_number()) : std::string("?")) + "|";
    if (g_.vulnerability) out += std::string("sv|") + lin_vulnerability(*g_.vulnerability) + "|";
    if (g_.auction) {
      for (std::size_t i = 0; i < g_.auction->calls.size(); ++i) {
        const RecordedCall& c = g_.auction->calls[i];
        if (c.skipped || c.insufficient) drop("auction irregularities (^S, ^I)");
        if (c.skipped) continue;
        out += "mb|" + lin_call(c.call) + (c.alerted ? "!" : "") + "|";
        if (!c.explanation.empty()) out += "an|" + clean(c.explanation) + "|";
        if (g_.auction->annotation(i)) drop("call annotations (NAGs, commentary)");
      }
      if (g_.auction->to_continue || g_.auction->stopped) drop("auction end markers ('+', '*')");
    }
    // LIN's contract is the one its auction ends in: without a complete
    // auction the cards and the result could not be read back (the reader
    // would find cards without a contract), so they are named and left out.
    const bool contract_held = auction_ends_in_contract();
    if (!contract_held && (g_.play || g_.result)) drop("the play and result of a game without a complete auction");
    int written = 0;
    bool cut = false;  // the play stops at a card LIN cannot write
    // With declarer and dummy swapped (PBN "^S") the cards were played from
    // the other side; LIN's reader would give them to the auction's
    // declarer. The result goes over as a claim.
    if (g_.play && contract_held && g_.declarer_swapped)
      drop("the play of a game whose declarer and dummy swapped places ('^S'): the result is written as a claim");
    if (g_.play && contract_held && !g_.declarer_swapped) {
      const RecordedPlay& p = *g_.play;
      for (std::size_t ti = 0; ti < p.tricks.size(); ++ti) {
        const RecordedTrick& t = p.tricks[ti];
        Seat leader = t.leader.value_or(p.opening_leader);
        if (!t.leader && !cut && t.played() > 0) drop("tricks whose leader is unknown (written from the opening leader)");
        for (int i = 0; i < 4 && !cut; ++i) {
          const Seat seat = next(leader, i);
          const RecordedCard& c = t.by_seat[index(seat)];
          // LIN lists cards in order without seats: a card after an unknown
          // one, or after a revoke the reader would refuse, would land on
          // the wrong player. The play is written up to there.
          if (c.revoke || c.lead_out_of_turn) {
            drop("play irregularities (^R, ^L): the play is written up to the first");
            cut = true;
          } else if (!c.card) {
            if (!c.next_to_play && trick_or_play_continues(p, t, leader, i)) {
              drop("unknown cards ('-'): the play is written up to the first");
              cut = true;
            }
          } else {
            out += "pc|" + c.card->to_string() + "|";
            ++written;
          }
          if (p.remarks(ti, seat)) drop("card annotations and notes");
        }
        if (!cut) out += "pg||";
      }
      if (!p.comments.empty()) drop("commentary");
    }
    // A result that the play does not show is written as a claim.
    std::optional<int> claim;
    if (g_.play && g_.play->claimed_tricks)
      claim = g_.play->claimed_tricks;
    else if (g_.result && written < 52)
      claim = g_.result;
    if (claim && contract_held) out += "mc|" + std::to_string(*claim) + "|";
    // A LIN game is its deal, calls and cards: a reader skips a line with
    // none of them (a header), so such a game does not come back.
    if (!g_.deal && (!g_.auction || g_.auction->calls.empty()) && (!g_.play || g_.play->card_count() == 0))
      drop("a game without a deal, calls or cards (its other data is lost with it)");
    if ((g_.contract || g_.passed_out) && !contract_held) drop("a contract without a complete auction");
    if (!g_.leading_comments.empty()) drop("commentary");
    for (const auto& [tag, comments] : g_.tag_comments)
      if (!comments.empty()) drop("commentary");
    if (g_.dd_tricks) drop("double-dummy tricks");
    if ((g_.result_disputed && !claim_shows_dispute(claim)) || g_.declarer_swapped)
      drop("disputed results and swapped declarers ('^')");
    static const std::set<std::string, std::less<>> kHeld = {"Board", "West", "North", "East", "South"};
    for (const Tag& t : g_.tags)
      if (!kHeld.count(t.name) && !(t.value.empty() || t.value == "?")) drop("tag " + t.name);
    return out + "\n";
  }

 private:
  // A claim the play contradicts says by itself that it differs from the
  // play: the LIN reader marks it '^' again. Any other '^' result is lost.
  bool claim_shows_dispute(std::optional<int> claim) const {
    if (claim != g_.result) return false;
    GameRecord undisputed = g_;
    undisputed.result_disputed = false;
    return recorded_result_conflict(undisputed).has_value();
  }

  // The auction, replayed, ends in a contract (or is passed out).
  bool auction_ends_in_contract() const {
    if (!g_.auction || !g_.dealer) return false;
    GameRecord copy = g_;
    Diagnostics scratch;
    const auto end = replay_auction(copy, {}, scratch);
    return end.has_value() && !scratch.has_errors();
  }

  // A known card follows position i of trick t (or a later trick has one).
  static bool trick_or_play_continues(const RecordedPlay& p, const RecordedTrick& t, Seat leader, int i) {
    for (int k = i + 1; k < 4; ++k)
      if (t.by_seat[index(next(leader, k))].card) return true;
    bool after = false;
    for (const RecordedTrick& u : p.tricks) {
      if (after && u.played() > 0) return true;
      if (&u == &t) after = true;
    }
    return false;
  }

  void drop(const std::string& what) {
    if (!losses_ || reported_.count(what)) return;
    reported_.insert(what);
    (*losses_)[what].push_back(g_.board_number() ? std::to_string(*g_.board_number()) : std::string("?"));
  }

  const GameRecord& g_;
  LinLosses* losses_;
  std::set<std::string> reported_;
};

}  // namespace

std::string lin_hand(const Hand& hand) {
  std::string s;
  for (Suit suit : kSuitsHighFirst) {
    s += suit_char(suit);
    for (int r = 14; r >= 2; --r)
      if (hand.contains(Card(suit, static_cast<Rank>(r)))) s += rank_char(static_cast<Rank>(r));
  }
  return s;
}

std::string write_lin(const std::vector<GameRecord>& games, Diagnostics* warnings) {
  std::string out;
  LinLosses losses;
  for (const GameRecord& g : games) out += LinGameWriter(g, &losses).run();
  if (!warnings) return out;
  for (const auto& [what, boards] : losses) {
    std::string list;
    for (std::size_t i = 0; i < boards.size() && i < 8; ++i) list += (i ? ", " : "") + boards[i];
    if (boards.size() > 8) list += ", ...";
    warnings->warning(0, "LIN cannot hold " + what + " (" + std::to_string(boards.size()) +
                             (boards.size() == 1 ? " game" : " games") + ": board" + (boards.size() == 1 ? " " : "s ") +
                             list + ")");
  }
  return out;
}

}  // namespace tenace::formats
