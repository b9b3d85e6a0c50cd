#include "formats/lin_writer.h"

#include <set>

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

class LinGameWriter {
 public:
  LinGameWriter(const GameRecord& g, Diagnostics* w) : g_(g), w_(w) {}

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
      for (const RecordedCall& c : g_.auction->calls) {
        if (c.skipped || c.insufficient) drop("auction irregularities (^S, ^I)");
        if (c.skipped) continue;
        out += "mb|" + lin_call(c.call) + (c.alerted ? "!" : "") + "|";
        if (!c.explanation.empty()) out += "an|" + clean(c.explanation) + "|";
        if (!c.annotation.empty()) drop("call annotations (NAGs, commentary)");
      }
      if (g_.auction->to_continue || g_.auction->stopped) drop("auction end markers ('+', '*')");
    }
    // LIN's contract is the one its auction ends in: without an auction the
    // cards and the result could not be read back (the reader would find
    // cards without a contract), so they are named and left out.
    const bool contract_held = g_.auction.has_value();
    if (!contract_held && (g_.play || g_.result)) drop("the play and result of a game without its auction");
    if (g_.play && contract_held) {
      const RecordedPlay& p = *g_.play;
      for (const RecordedTrick& t : p.tricks) {
        Seat leader = t.leader.value_or(p.opening_leader);
        if (!t.leader) drop("tricks whose leader is unknown (written from the opening leader)");
        for (int i = 0; i < 4; ++i) {
          const RecordedCard& c = t.by_seat[index(next(leader, i))];
          if (c.card) out += "pc|" + c.card->to_string() + "|";
          else if (!c.next_to_play) drop("unknown cards ('-')");
          if (!c.annotation.empty() || c.note) drop("card annotations and notes");
          if (c.revoke || c.lead_out_of_turn) drop("play irregularities (^R, ^L)");
        }
        out += "pg||";
      }
      if (!p.comments.empty()) drop("commentary");
    }
    // A result that the play does not show is written as a claim.
    const int played = g_.play ? g_.play->card_count() : 0;
    std::optional<int> claim;
    if (g_.play && g_.play->claimed_tricks)
      claim = g_.play->claimed_tricks;
    else if (g_.result && played < 52)
      claim = g_.result;
    if (claim && contract_held) out += "mc|" + std::to_string(*claim) + "|";
    if (g_.contract && !g_.auction) drop("a contract without its auction");
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

  void drop(const std::string& what) {
    if (!w_ || reported_.count(what)) return;
    reported_.insert(what);
    w_->warning(0, "LIN cannot hold " + what + (g_.board_number() ? " (board " + std::to_string(*g_.board_number()) + ")" : ""));
  }

  const GameRecord& g_;
  Diagnostics* w_;
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
  for (const GameRecord& g : games) out += LinGameWriter(g, warnings).run();
  return out;
}

}  // namespace tenace::formats
