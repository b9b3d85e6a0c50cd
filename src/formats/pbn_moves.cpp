#include "formats/pbn_moves.h"

#include <algorithm>
#include <array>

#include "core/auction.h"
#include "core/trick.h"
#include "formats/pbn_trick_layout.h"
#include "formats/pbn_values.h"
#include "formats/reused_auction.h"

namespace tenace::formats {

namespace {

// One token of an Auction or Play section after splitting the lexer's raw
// tokens ("HK=1=" is a card and a note reference).
struct Move {
  enum class Kind { Word, Suffix, Note, Nag, Star, Plus, Irregularity, Comment };
  Kind kind;
  std::string_view text;  // views the lexer's item
  int line;
  int value = 0;
};

bool is_digit(char c) { return c >= '0' && c <= '9'; }
// The letters of calls and cards: a table, as every letter of every call
// and card is looked up.
constexpr std::array<bool, 256> kWordChar = [] {
  std::array<bool, 256> word{};
  for (int c = 0; c < 256; ++c)
    word[static_cast<std::size_t>(c)] = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
  return word;
}();
bool is_word_char(char c) { return kWordChar[static_cast<unsigned char>(c)]; }

// The value of a run of at most a few decimal digits.
int digits_value(std::string_view digits) {
  int value = 0;
  for (char c : digits) value = value * 10 + (c - '0');
  return value;
}

// A buffer for one section at a time, kept from section to section: a file
// has thousands of sections, and a vector apiece was an allocation and a
// free apiece. Empty when handed out; a reader takes each type once only.
template <class T>
std::vector<T>& section_buffer() {
  thread_local std::vector<T> buffer;
  buffer.clear();
  return buffer;
}

const std::vector<Move>& split_moves(std::span<const PbnItem> body, Diagnostics& d) {
  std::vector<Move>& moves = section_buffer<Move>();
  moves.reserve(body.size() + body.size() / 2);  // a token is one move, sometimes two ("HK=1=")
  for (const PbnItem& item : body) {
    if (item.kind == PbnItem::Kind::Comment) {
      moves.push_back({Move::Kind::Comment, item.text, item.line});
      continue;
    }
    if (item.kind != PbnItem::Kind::Token) continue;
    if (item.quoted) {
      d.error(item.line, "a string " + std::string(item.text) + " is not a call or card");
      continue;
    }
    const std::string_view t = item.text;
    if (!t.empty() && std::all_of(t.begin(), t.end(), is_word_char)) {  // one call or card, nearly every token
      moves.push_back({Move::Kind::Word, t, item.line});
      continue;
    }
    std::size_t i = 0;
    while (i < t.size()) {
      const char c = t[i];
      std::size_t j = i + 1;
      if (is_word_char(c)) {
        while (j < t.size() && is_word_char(t[j])) ++j;
        moves.push_back({Move::Kind::Word, t.substr(i, j - i), item.line});
      } else if (c == '!' || c == '?') {
        if (j < t.size() && (t[j] == '!' || t[j] == '?')) ++j;
        moves.push_back({Move::Kind::Suffix, t.substr(i, j - i), item.line});
      } else if (c == '=') {
        while (j < t.size() && is_digit(t[j])) ++j;
        if (j == i + 1 || j >= t.size() || t[j] != '=' || j - i > 4) {
          const std::size_t close = t.find('=', i + 1);
          j = close == std::string::npos ? t.size() : close + 1;
          d.error(item.line, "bad note reference '" + std::string(t.substr(i, j - i)) + "' (expected =<1-32>=)");
        } else {
          const int n = digits_value(t.substr(i + 1, j - i - 1));
          ++j;
          if (n < 1 || n > 32) d.error(item.line, "note reference =" + std::to_string(n) + "= is outside 1-32");
          else moves.push_back({Move::Kind::Note, t.substr(i, j - i), item.line, n});
        }
      } else if (c == '$') {
        while (j < t.size() && is_digit(t[j])) ++j;
        if (j == i + 1) {
          d.error(item.line, "'$' must be followed by a number (a NAG)");
        } else if (j - i > 4 || digits_value(t.substr(i + 1, j - i - 1)) > 255) {
          d.error(item.line, "NAG " + std::string(t.substr(i, j - i)) + " is outside $0-$255");
        } else {
          moves.push_back({Move::Kind::Nag, t.substr(i, j - i), item.line, digits_value(t.substr(i + 1, j - i - 1))});
        }
      } else if (c == '*') {
        // value 1: written against the call or card before it ("4C*")
        moves.push_back({Move::Kind::Star, "*", item.line, i > 0 && is_word_char(t[i - 1]) ? 1 : 0});
      } else if (c == '+') {
        moves.push_back({Move::Kind::Plus, "+", item.line});
      } else if (c == '^') {
        if (j < t.size() && std::string_view("ISRL").find(t[j]) != std::string_view::npos) {
          moves.push_back({Move::Kind::Irregularity, t.substr(i, 2), item.line, t[j]});
          ++j;
        } else {
          d.error(item.line, "'^' must be followed by I, S, R or L");
        }
      } else {
        d.error(item.line, std::string("unexpected character '") + c + "'");
      }
      i = j;
    }
  }
  return moves;
}

// Annotations attach to the last call or card. One suffix, one note and any
// NAGs (§3.5.2); a suffix becomes its NAG, and the suffix NAGs of the other
// section are refused (§3.7).
class Annotator {
 public:
  Annotator(bool cards, Diagnostics& d) : cards_(cards), d_(d) {}
  // Nothing to attach to (after an error, '*' or '+').
  void stop() {
    auction_ = nullptr;
    play_ = nullptr;
  }
  // Annotations live beside the calls and cards, made only when something
  // is attached (few calls and cards have any).
  void start(RecordedAuction& auction, std::size_t call) {
    start();
    auction_ = &auction;
    index_ = call;
  }
  void start(RecordedPlay& play, std::size_t trick, Seat seat) {
    start();
    play_ = &play;
    index_ = trick;
    seat_ = seat;
  }
  bool active() const { return auction_ != nullptr || play_ != nullptr; }

  // Returns the note index for a note move, or 0.
  int apply(const Move& m) {
    if (!active()) {
      d_.error(m.line, "'" + std::string(m.text) + "' comes before any " + (cards_ ? "card" : "call"));
      return 0;
    }
    if (m.kind == Move::Kind::Suffix) {
      static constexpr std::string_view kSuffixes[] = {"!", "?", "!!", "??", "!?", "?!"};
      const auto it = std::find(std::begin(kSuffixes), std::end(kSuffixes), m.text);
      if (it == std::end(kSuffixes)) {
        d_.error(m.line, "'" + std::string(m.text) + "' is not a suffix");
        return 0;
      }
      add_suffix_nag(static_cast<int>(it - std::begin(kSuffixes)) + (cards_ ? 7 : 1), m);
    } else if (m.kind == Move::Kind::Nag) {
      const bool call_nag = (m.value >= 1 && m.value <= 6) || m.value == 13;
      const bool card_nag = (m.value >= 7 && m.value <= 12) || m.value == 14;
      if ((cards_ && call_nag) || (!cards_ && card_nag)) {
        d_.error(m.line, "NAG " + std::string(m.text) + " is for " + (cards_ ? "calls" : "cards") + ", not " +
                             (cards_ ? "cards" : "calls"));
        return 0;
      }
      if (m.value >= 1 && m.value <= 12) add_suffix_nag(m.value, m);
      else target().nags.push_back(m.value);
    } else if (m.kind == Move::Kind::Note) {
      if (note_) {
        d_.error(m.line, "more than one note reference (" + std::string(m.text) + ")");
        return 0;
      }
      note_ = true;
      return m.value;
    } else if (m.kind == Move::Kind::Comment) {
      target().comments.emplace_back(m.text);
    }
    return 0;
  }

 private:
  void add_suffix_nag(int nag, const Move& m) {
    if (suffix_) {
      d_.error(m.line, "more than one suffix annotation ('" + std::string(m.text) + "')");
      return;
    }
    suffix_ = true;
    target().nags.push_back(nag);
  }

  void start() {
    stop();
    suffix_ = false;
    note_ = false;
  }
  Annotation& target() { return play_ ? play_->remarks_for(index_, seat_).annotation : auction_->annotation_for(index_); }

  bool cards_;
  Diagnostics& d_;
  RecordedAuction* auction_ = nullptr;
  RecordedPlay* play_ = nullptr;
  std::size_t index_ = 0;  // of the call, or of the card's trick
  Seat seat_ = Seat::North;
  bool suffix_ = false, note_ = false;
};

void check_notes(const PbnSection& section, const std::vector<std::pair<int, int>>& used, Diagnostics& d,
                 const char* what) {
  for (const std::pair<int, int>& reference : used) {
    const int note = reference.first;
    if (!section.notes.count(note))
      d.warning_once_per_kind(reference.second, std::string("note references without their Note tag in the ") + what, [&] {
        return "note reference =" + std::to_string(note) + "= has no [Note \"" + std::to_string(note) + ":...\"] in the " +
               what + " section";
      });
  }
  for (const auto& note : section.notes) {
    const int note_index = note.first;
    if (std::none_of(used.begin(), used.end(), [&](auto u) { return u.first == note_index; }))
      d.warning_once_per_kind(note.second.second, std::string("notes not referred to in the ") + what, [&] {
        return "note " + std::to_string(note_index) + " is not referred to in the " + what;
      });
  }
}

std::string call_position(std::size_t i, Seat seat, Call call) {
  return "call " + std::to_string(i + 1) + " (" + call.to_string() + " by " + std::string(seat_name(seat)) + ")";
}

}  // namespace

namespace {

// A section that cannot be read without a tag the game lacks. A tag given
// but unreadable has its own error: the section says nothing more of it.
void needs_tag(const PbnSection& section, Diagnostics& d, std::string_view section_name, std::string_view tag) {
  const auto& unreadable = section.unreadable_tags;
  if (std::find(unreadable.begin(), unreadable.end(), tag) != unreadable.end()) return;
  d.error(section.line, "the " + std::string(section_name) + " section needs a " + std::string(tag) + " tag");
}

// [Auction ""] or [Play ""] with nothing after it: some exporters write the
// section's tag for every game, empty when there is nothing to say.
bool empty_section(const PbnSection& section, Diagnostics& d, const char* name) {
  if (!section.value.empty()) return false;
  for (const PbnItem& item : section.body)
    if (item.kind == PbnItem::Kind::Token) return false;
  d.warning_once_per_kind(section.line, std::string("[") + name + " \"\"] with nothing after it", [&] {
    return std::string("[") + name + " \"\"] with no " + (name[0] == 'A' ? "calls" : "cards") + " after it: read as no " +
           (name[0] == 'A' ? "auction" : "play");
  });
  return true;
}

}  // namespace

AuctionOutcome read_pbn_auction(const PbnSection& section, GameRecord& record, Diagnostics& d) {
  AuctionOutcome outcome;
  if (empty_section(section, d, "Auction")) return outcome;
  RecordedAuction auction;
  auto first = parse_pbn_seat(section.value);
  if (!first) {
    d.error(section.line, "Auction: " + first.error().message);
    return outcome;
  }
  if (!record.dealer) {
    needs_tag(section, d, "Auction", "Dealer");
    return outcome;
  }
  const Seat dealer = *record.dealer;
  const int dashes_needed = (index(dealer) - index(*first) + 4) % 4;
  int dashes = 0;
  bool wrong_start_reported = false;
  std::vector<int>& lines = section_buffer<int>();  // line of each call
  bool ended_by_passes = false;
  bool irregular_next_insufficient = false;
  Annotator annotator(false, d);
  std::vector<std::pair<int, int>> notes_used;
  std::vector<std::string> respelled;  // calls in spellings PBN does not use
  int respelled_line = 0;

  auto complete_by_passes = [&]() {
    const auto& c = auction.calls;
    if (c.size() < 4) return false;
    for (std::size_t k = c.size() - 3; k < c.size(); ++k)
      if (c[k].skipped || !c[k].call.is_pass()) return false;
    return true;
  };
  auto accept = [&](const Move& m) {
    if (auction.to_continue) {
      d.error(m.line, "'" + std::string(m.text) + "' after '+' (the call to be made next)");
      return false;
    }
    if (auction.stopped || ended_by_passes) {
      d.error(m.line, "'" + std::string(m.text) + "' after the end of the auction");
      return false;
    }
    return true;
  };

  const std::vector<Move>& moves = split_moves(section.body, d);
  auction.calls.reserve(moves.size() + 3);  // "AP" is one move and up to four passes
  lines.reserve(moves.size());
  int alerts_by_star = 0, alert_line = 0;
  for (std::size_t mi = 0; mi < moves.size(); ++mi) {
    const Move& m = moves[mi];
    // Bidding programs (BBA) mark an alert with '*' against the call: with
    // more calls after it, it cannot be the end of the auction.
    if (m.kind == Move::Kind::Star && m.value == 1 && !auction.calls.empty() &&
        std::any_of(moves.begin() + static_cast<std::ptrdiff_t>(mi) + 1, moves.end(),
                    [](const Move& later) { return later.kind == Move::Kind::Word; })) {
      auction.calls.back().alerted = true;
      if (alerts_by_star++ == 0) alert_line = m.line;
      continue;
    }
    switch (m.kind) {
      case Move::Kind::Word: {
        if (m.text == "-") {
          if (auction.calls.empty() && dashes < dashes_needed) ++dashes;
          else d.error(m.line, "'-' may only stand for the players before the dealer in the first line");
          break;
        }
        if (!accept(m)) break;
        if (auction.calls.empty() && dashes != dashes_needed && !wrong_start_reported) {
          d.error(m.line, "the first call must be the dealer's (" + std::string(seat_name(dealer)) + "), but it is " +
                              std::string(seat_name(next(*first, dashes))) + "'s");
          wrong_start_reported = true;
        }
        if (m.text.size() == 2 && (m.text[0] == 'A' || m.text[0] == 'a') && (m.text[1] == 'P' || m.text[1] == 'p')) {
          // All (remaining) players pass: at least three passes, four when
          // nobody has called yet.
          do {
            auction.calls.push_back(RecordedCall{});
            lines.push_back(m.line);
          } while (!complete_by_passes());
          ended_by_passes = true;
          annotator.start(auction, auction.calls.size() - 1);
          break;
        }
        auto call = parse_pbn_call(m.text);
        if (!call) {
          // Spellings other programs write, whose meaning is certain: "P"
          // for Pass, "1N" for 1NT. Read, and named once per auction.
          call = Call::parse(m.text);
          const bool known = call && !call->is_double() && !call->is_redouble();
          if (!known) call.reset();
          else if (std::find(respelled.begin(), respelled.end(), m.text) == respelled.end()) {
            respelled.emplace_back(m.text);
            if (respelled.size() == 1) respelled_line = m.line;
          }
        }
        if (!call) {
          d.error(m.line, "'" + std::string(m.text) + "' is not a call (Pass, X, XX, 1C ... 7NT, AP)");
          annotator.stop();
          break;
        }
        RecordedCall rc;
        rc.call = *call;
        rc.insufficient = irregular_next_insufficient;
        irregular_next_insufficient = false;
        auction.calls.push_back(rc);
        lines.push_back(m.line);
        annotator.start(auction, auction.calls.size() - 1);
        if (complete_by_passes()) ended_by_passes = true;
        break;
      }
      case Move::Kind::Irregularity:
        if (m.value == 'I') {
          if (irregular_next_insufficient) d.error(m.line, "^I given twice");
          irregular_next_insufficient = true;
        } else if (m.value == 'S') {
          if (!accept(m)) break;
          RecordedCall rc;
          rc.skipped = true;
          auction.calls.push_back(rc);
          lines.push_back(m.line);
          annotator.start(auction, auction.calls.size() - 1);
        } else {
          d.error(m.line, std::string(m.text) + " is a play irregularity, not allowed in the auction");
        }
        break;
      case Move::Kind::Plus:
        if (auction.to_continue) d.error(m.line, "a second '+' in the auction");
        else if (accept(m)) auction.to_continue = true;
        annotator.stop();
        break;
      case Move::Kind::Star:
        if (auction.to_continue) d.error(m.line, "'*' may not end an auction that is to be continued ('+')");
        else if (auction.stopped) d.error(m.line, "a second '*'");
        auction.stopped = true;
        annotator.stop();
        break;
      case Move::Kind::Comment:
        if (!annotator.active()) auction.comments.emplace_back(m.text);
        else annotator.apply(m);
        break;
      default:
        if (const int note = annotator.apply(m)) {
          RecordedCall& rc = auction.calls.back();
          rc.alerted = true;
          notes_used.emplace_back(note, m.line);
          if (auto it = section.notes.find(note); it != section.notes.end()) rc.explanation = it->second.first;
        }
        break;
    }
  }
  check_notes(section, notes_used, d, "auction");
  if (alerts_by_star > 0)
    d.warning_once_per_kind(alert_line, "Auction: '*' against a call with calls after it, read as an alert", [&] { return "Auction: '*' written against a call with calls after it (" + std::to_string(alerts_by_star) +
                              (alerts_by_star == 1 ? " time" : " times") +
                              ") is read as an alert, as bidding programs write it, not as the end of the auction"; });
  if (!respelled.empty()) {
    std::string list;
    for (const std::string& r : respelled) list += (list.empty() ? "" : ", ") + r;
    d.warning_once_per_kind(respelled_line, "Auction: calls spelled otherwise, read as the calls they name", [&] {
      return "Auction: calls spelled " + list + " (PBN writes Pass and NT: 1NT, not 1N); read as the calls they name";
    });
  }

  // Replay through the core. An irregularity (^I, ^S) makes the rest of the
  // auction something the rules engine cannot hold, so checking stops there.
  Auction& replay = reused_auction(dealer);
  bool irregular = false;
  for (std::size_t i = 0; i < auction.calls.size(); ++i) {
    const RecordedCall& rc = auction.calls[i];
    const Seat seat = replay.seat_of(replay.calls().size());
    if (rc.skipped) {
      irregular = true;
      continue;
    }
    if (rc.insufficient) {
      if (!irregular && replay.check(rc.call).ok())
        d.error(lines[i], call_position(i, seat, rc.call) + " is marked ^I (insufficient) but is sufficient");
      irregular = true;
      continue;
    }
    if (irregular) continue;
    if (replay.is_complete()) {
      d.error(lines[i], call_position(i, seat, rc.call) + " comes after the end of the auction");
      irregular = true;
      continue;
    }
    if (Status s = replay.make(rc.call); !s)
      d.error(lines[i], call_position(i, seat, rc.call) + " is illegal: " + s.message());
  }
  outcome.complete = !irregular && replay.is_complete();
  if (outcome.complete) {
    outcome.contract = replay.contract();
    outcome.passed_out = replay.is_passed_out();
  }
  record.auction = std::move(auction);
  return outcome;
}

PlayOutcome read_pbn_play(const PbnSection& section, GameRecord& record, Diagnostics& d) {
  PlayOutcome outcome;
  if (empty_section(section, d, "Play")) return outcome;
  auto first = parse_pbn_seat(section.value);
  if (!first) {
    d.error(section.line, "Play: " + first.error().message);
    return outcome;
  }
  if (!record.deal) {
    needs_tag(section, d, "Play", "Deal");
    return outcome;
  }
  const bool ending = record.ending_trump.has_value();
  if (!ending && !record.declarer) needs_tag(section, d, "Play", "Declarer");
  if (!ending && !record.contract && !record.passed_out) needs_tag(section, d, "Play", "Contract");
  if (record.passed_out) d.error(section.line, "a passed-out board has no play");

  RecordedPlay play;
  play.opening_leader = *first;
  std::vector<std::array<int, 4>>& lines = section_buffer<std::array<int, 4>>();  // line of each slot, by seat
  int slot = 0;                           // next slot: trick slot/4, column slot%4
  bool plus_seen = false;
  char pending_irregularity = 0;
  Annotator annotator(true, d);
  std::vector<std::pair<int, int>> notes_used;
  const int max_tricks = [&] {
    int n = 0;
    for (Seat s : kAllSeats) n = std::max(n, record.deal->operator[](s).size());
    return n;
  }();
  // Room for all tricks at once, not a move of every trick at each growth.
  play.tricks.reserve(static_cast<std::size_t>(max_tricks));
  lines.reserve(static_cast<std::size_t>(max_tricks));

  for (const Move& m : split_moves(section.body, d)) {
    if (m.kind == Move::Kind::Word || m.kind == Move::Kind::Plus) {
      if (play.stopped) {
        d.error(m.line, "'" + std::string(m.text) + "' after '*' (the end of the play)");
        continue;
      }
      if (slot >= 4 * max_tricks) {
        d.error(m.line, "'" + std::string(m.text) + "': more than " + std::to_string(max_tricks) + " tricks");
        continue;
      }
      if (slot % 4 == 0) {
        play.tricks.emplace_back();
        lines.push_back({});
      }
      const Seat seat = next(*first, slot % 4);
      RecordedCard& rc = play.tricks.back().by_seat[index(seat)];
      lines.back()[index(seat)] = m.line;
      ++slot;
      if (m.kind == Move::Kind::Plus) {
        if (plus_seen) d.error(m.line, "a second '+' in the play");
        plus_seen = true;
        rc.next_to_play = true;
      } else if (m.text != "-") {
        rc.card = parse_pbn_card(m.text);
        if (!rc.card) d.error(m.line, "'" + std::string(m.text) + "' is not a card (suit S H D C, then rank A K Q J T 9-2)");
      }
      if (pending_irregularity == 'R') rc.revoke = true;
      if (pending_irregularity == 'L') rc.lead_out_of_turn = true;
      pending_irregularity = 0;
      annotator.start(play, play.tricks.size() - 1, seat);
    } else if (m.kind == Move::Kind::Star) {
      if (play.stopped) d.error(m.line, "a second '*'");
      play.stopped = true;
      annotator.stop();
    } else if (m.kind == Move::Kind::Irregularity) {
      if (m.value == 'I' || m.value == 'S') d.error(m.line, std::string(m.text) + " is an auction irregularity, not allowed in the play");
      else if (pending_irregularity) d.error(m.line, "two irregularities (" + std::string("^") + pending_irregularity + " and " + std::string(m.text) + ") for one card");
      else pending_irregularity = static_cast<char>(m.value);
    } else if (m.kind == Move::Kind::Comment && !annotator.active()) {
      play.comments.emplace_back(m.text);
    } else if (const int note = annotator.apply(m)) {
      notes_used.emplace_back(note, m.line);
      auto it = section.notes.find(note);
      play.remarks_for(play.tricks.size() - 1, next(*first, (slot - 1) % 4)).note =
          it != section.notes.end() ? it->second.first : std::string();
    }
  }
  check_notes(section, notes_used, d, "play");

  // Replay: holdings, following suit, trick winners.
  const Deal& deal = *record.deal;
  std::optional<Strain> strain = record.ending_trump;
  if (record.contract) strain = record.contract->strain;
  const TrickRules rules{strain ? trump_suit(*strain) : std::nullopt};
  std::array<Hand, 4> hands;
  std::array<bool, 4> hand_known{};
  for (Seat s : kAllSeats) {
    hands[index(s)] = deal[s];
    hand_known[index(s)] = !deal[s].empty();
  }
  std::optional<Seat> leader = *first;
  if (!ending && record.declarer && !record.declarer_swapped && *first != left_hand_opponent(*record.declarer))
    d.error(section.line, "the opening lead belongs to " + std::string(seat_name(left_hand_opponent(*record.declarer))) +
                              " (left of declarer " + std::string(seat_name(*record.declarer)) + "), not " +
                              std::string(seat_name(*first)));
  bool plus_passed = false;
  outcome.all_known = true;
  const bool all_hands_known = std::all_of(hand_known.begin(), hand_known.end(), [](bool known) { return known; });
  std::string shifted_tricks;  // "3 (by 1 seat), 5 (by 3 seats)"
  int shifted_count = 0, first_shifted_line = 0;
  bool irregular = false;                         // a ^R or ^L: tricks may change hands
  std::optional<std::array<Hand, 4>> uncounted;   // the cards outside the counted tricks
  for (std::size_t t = 0; t < play.tricks.size(); ++t) {
    RecordedTrick& trick = play.tricks[t];
    const std::array<Hand, 4> before_trick = hands;
    if (const auto shift = leader && all_hands_known ? misplaced_trick_shift(trick, *leader, hands) : std::nullopt) {
      shift_trick(play, t, *shift);
      std::array<int, 4> shifted_lines{};
      for (Seat s : kAllSeats) shifted_lines[index(next(s, *shift))] = lines[t][index(s)];
      lines[t] = shifted_lines;
      if (shifted_tricks.empty()) first_shifted_line = *std::max_element(shifted_lines.begin(), shifted_lines.end());
      else shifted_tricks += ", ";
      ++shifted_count;
      shifted_tricks += std::to_string(t + 1) + " (by " + std::to_string(*shift) + (*shift == 1 ? " seat)" : " seats)");
    }
    const auto& trick_lines = lines[t];
    auto where = [&] { return "trick " + std::to_string(t + 1); };  // for messages only
    std::optional<Seat> out_of_turn;
    for (Seat s : kAllSeats)
      if (trick.by_seat[index(s)].lead_out_of_turn) {
        if (out_of_turn) d.error(trick_lines[index(s)], where() + ": more than one lead out of turn (^L)");
        out_of_turn = s;
      }
    if (out_of_turn) {
      if (leader && *out_of_turn == *leader)
        d.error(trick_lines[index(*out_of_turn)], where() + ": ^L marks " + std::string(seat_name(*leader)) +
                                                       ", whose lead it is");
      leader = out_of_turn;
    }
    trick.leader = leader;
    Trick core_trick;
    std::optional<Suit> led;
    bool complete = leader.has_value();
    for (int i = 0; i < 4; ++i) {
      const Seat seat = leader ? next(*leader, i) : next(*first, i);
      RecordedCard& rc = trick.by_seat[index(seat)];
      const int line = trick_lines[index(seat)] ? trick_lines[index(seat)] : section.line;
      if (rc.next_to_play) plus_passed = true;
      if (!rc.card) {
        complete = false;
        continue;
      }
      if (plus_passed && leader) d.error(line, where() + ": " + rc.card->to_string() + " is played after '+' (the card to be played next)");
      const Card card = *rc.card;
      auto who = [&] { return std::string(seat_name(seat)); };
      Hand& hand = hands[index(seat)];
      if (hand_known[index(seat)]) {
        if (!hand.contains(card)) {
          d.error(line, where() + ": " + who() + " plays " + card.to_string() + ", which " +
                            (deal[seat].contains(card) ? "was already played" : "is not in that hand"));
          complete = false;
          continue;
        }
        if (leader) {
          const bool revoke = i > 0 && led && card.suit() != *led && hand.length(*led) > 0;
          if (revoke && !rc.revoke)
            d.error(line, where() + ": " + who() + " plays " + card.to_string() + " but holds " +
                              std::string(1, suit_char(*led)) + " (a revoke; mark it ^R if it was not noticed in time)");
          if (!revoke && rc.revoke) d.error(line, where() + ": ^R marks " + card.to_string() + ", which is not a revoke");
        }
        hand.remove(card);
      }
      if (i == 0) led = card.suit();
      if (leader) {
        core_trick.leader = *leader;
        core_trick.cards[i] = card;
        core_trick.count = i + 1;
      }
    }
    for (const RecordedCard& rc : trick.by_seat) irregular |= rc.revoke || rc.lead_out_of_turn;
    if (complete && core_trick.count == 4) {
      const Seat winner = core_trick.winner(rules);
      const bool declarer_side = record.declarer && side_of(winner) == side_of(*record.declarer);
      (declarer_side ? outcome.declarer_tricks : outcome.defender_tricks)++;
      leader = winner;
    } else {
      outcome.all_known = false;
      leader.reset();
      if (!uncounted) uncounted = before_trick;
    }
  }
  // Tricks not given at all are uncounted too.
  if (!uncounted && static_cast<int>(play.tricks.size()) < max_tricks) uncounted = hands;
  if (uncounted && all_hands_known && !irregular && rules.trump) outcome.sure = top_trump_run(*uncounted, *rules.trump);
  if (shifted_count > 0) {
    const bool one = shifted_count == 1;
    d.warning_once_per_kind(first_shifted_line, "Play: tricks laid out from the wrong column, read shifted", [&] { return "Play: " + std::string(one ? "trick " : "tricks ") + shifted_tricks +
                                      (one ? " is" : " are") +
                                      " laid out from the wrong column: each card is in its player's hand, following "
                                      "suit, only when the line is shifted clockwise that many seats; read shifted "
                                      "(PBN puts every card in its player's column)"; });
  }
  outcome.finished = static_cast<int>(play.tricks.size()) == max_tricks && outcome.all_known;
  outcome.irregular = irregular;
  record.play = std::move(play);
  return outcome;
}

}  // namespace tenace::formats
