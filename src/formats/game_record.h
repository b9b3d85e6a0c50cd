#pragma once
// GameRecord: everything a file can say about one game of bridge — the
// board (number, dealer, vulnerability, deal), the players, the auction with
// alerts and explanations, the play with claims, the contract and result,
// the score, double-dummy tricks and par, commentary, and every other tag.
// It is the meeting point of the formats: each reader fills one, each writer
// prints one, so converting is reading into a GameRecord and writing it out.
// The server exports its games by building GameRecords.
//
// Fields the core can type (dealer, deal, contract ...) are typed; any other
// tag is kept verbatim in `tags`, in the order it was read, so nothing a
// file holds is lost even when tenace does not interpret it. A mandatory PBN
// tag whose value could not be typed ("?", "" or an unreadable value) is also
// kept there verbatim.
#include <array>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/call.h"
#include "core/card.h"
#include "core/contract.h"
#include "core/deal.h"
#include "core/seat.h"
#include "core/strain.h"

namespace tenace::formats {

// What PBN lets a writer attach to a call or a card. Suffixes ("!", "?!")
// are stored as the NAGs they stand for ($1-$6 calls, $7-$12 cards).
struct Annotation {
  std::vector<int> nags;
  std::vector<std::string> comments;
  bool empty() const { return nags.empty() && comments.empty(); }
  friend bool operator==(const Annotation&, const Annotation&) = default;
};

// A call's annotation, rare, is kept apart (RecordedAuction::annotations)
// like a card's, so that a call is small.
struct RecordedCall {
  Call call = Call::pass();
  bool skipped = false;       // PBN ^S: this player's turn was skipped (call out of rotation); `call` unused
  bool insufficient = false;  // PBN ^I: an insufficient bid the opponents accepted
  bool alerted = false;
  std::string explanation;    // LIN "an", PBN note text, JSON "explanation"
  friend bool operator==(const RecordedCall&, const RecordedCall&) = default;
};

// The annotation of the call at index `call` of RecordedAuction::calls.
struct CallAnnotation {
  std::size_t call = 0;
  Annotation annotation;
  friend bool operator==(const CallAnnotation&, const CallAnnotation&) = default;
};

struct RecordedAuction {
  std::vector<RecordedCall> calls;  // the dealer's call first
  bool stopped = false;             // PBN '*': no further calls will be given
  bool to_continue = false;         // PBN '+': the next call is still to be made
  std::vector<std::string> comments;  // commentary after the Auction tag
  // Only the calls that carry an annotation, in call order, none empty.
  std::vector<CallAnnotation> annotations;

  // A call's annotation, or nullptr when it has none.
  const Annotation* annotation(std::size_t call) const;
  // The call's annotation, added in order when it has none yet (to be
  // filled: an empty one must not stay).
  Annotation& annotation_for(std::size_t call);
  // Calls put before the first (passes an exporter left out): the
  // annotations move with their calls.
  void insert_at_start(std::size_t count, const RecordedCall& call);
  friend bool operator==(const RecordedAuction&, const RecordedAuction&) = default;
};

// A card is a few bytes: what a file may attach to it (a note, an
// annotation) is rare and kept apart, in RecordedPlay::card_remarks, so that
// a file of thousands of played games does not take tens of times its size.
struct RecordedCard {
  std::optional<Card> card;       // empty: unknown or not (yet) played, PBN '-'
  bool next_to_play = false;      // PBN '+': the card to be played next
  bool revoke = false;            // PBN ^R
  bool lead_out_of_turn = false;  // PBN ^L
  friend bool operator==(const RecordedCard&, const RecordedCard&) = default;
};

// The note and annotation of one card of the play, by its trick (an index
// into RecordedPlay::tricks) and its player's seat.
struct CardRemarks {
  std::size_t trick = 0;
  Seat seat = Seat::North;
  std::optional<std::string> note;  // PBN play note (a reference, with its text when given)
  Annotation annotation;
  bool empty() const { return !note && annotation.empty(); }
  friend bool operator==(const CardRemarks&, const CardRemarks&) = default;
};

// One trick, cards indexed by seat (PBN lays tricks out in seat columns).
// The leader comes from replaying the play; it is empty when a card that
// decides it is unknown.
struct RecordedTrick {
  std::array<RecordedCard, 4> by_seat;
  std::optional<Seat> leader;
  int played() const;
  friend bool operator==(const RecordedTrick&, const RecordedTrick&) = default;
};

struct RecordedPlay {
  Seat opening_leader = Seat::West;
  std::vector<RecordedTrick> tricks;
  bool stopped = false;                 // PBN '*'
  std::optional<int> claimed_tricks;    // declarer's total after a claim (LIN mc)
  std::vector<std::string> comments;
  // Only the cards that carry a note or an annotation, ordered by trick and
  // seat (N, E, S, W), none empty: so two plays are equal exactly when their
  // cards and what is attached to each are.
  std::vector<CardRemarks> card_remarks;

  // The known cards in playing order (for LIN, JSON and replays).
  std::vector<std::pair<Seat, Card>> sequence() const;
  int card_count() const;
  // What is attached to a card, or nullptr when nothing is.
  const CardRemarks* remarks(std::size_t trick, Seat seat) const;
  // The card's remarks, added in order when it has none yet; a caller that
  // leaves them empty calls drop_empty_remarks() when done.
  CardRemarks& remarks_for(std::size_t trick, Seat seat);
  void drop_empty_remarks();
  friend bool operator==(const RecordedPlay&, const RecordedPlay&) = default;
};

// A tag kept as text; `section` holds the rows of a supplemental section
// (tables such as ScoreTable), each row a list of elements, string elements
// with their quotes.
struct Tag {
  std::string name;
  std::string value;
  std::vector<std::string> comments;
  std::vector<std::vector<std::string>> section;
  friend bool operator==(const Tag&, const Tag&) = default;
};

// Double-dummy tricks for declarer (N, E, S, W) in each strain (C, D, H, S,
// NT), indexed like core's Seat and Strain. Plain data so that formats need
// not depend on the solver.
using DoubleDummyTricks = std::array<std::array<int, 5>, 4>;

struct GameRecord {
  std::vector<std::string> leading_comments;  // before the first tag
  std::vector<Tag> tags;

  std::optional<Seat> dealer;
  std::optional<Vulnerability> vulnerability;
  std::optional<Deal> deal;
  std::optional<Seat> declarer;
  bool declarer_swapped = false;  // PBN "^S": declarer and dummy swapped
  std::optional<Contract> contract;
  bool passed_out = false;             // Contract "Pass"
  std::optional<Strain> ending_trump;  // PBN end positions: Contract is a strain only
  std::optional<int> result;           // tricks won by declarer
  bool result_disputed = false;        // PBN "^": differs from the tricks actually won
  std::optional<RecordedAuction> auction;
  std::optional<RecordedPlay> play;
  std::optional<DoubleDummyTricks> dd_tricks;
  // Commentary after a typed tag (Dealer, Deal, Contract ...), by tag name.
  std::map<std::string, std::vector<std::string>> tag_comments;

  // The text of a tag kept in `tags`, or nullptr.
  const Tag* find_tag(std::string_view name) const;
  std::string tag_value(std::string_view name) const;  // "" if absent
  // Sets (or adds) a tag's value.
  void set_tag(std::string_view name, std::string value);
  void remove_tag(std::string_view name);

  std::optional<int> board_number() const;
  std::string player(Seat seat) const { return tag_value(seat_name(seat)); }

  friend bool operator==(const GameRecord&, const GameRecord&) = default;
};

}  // namespace tenace::formats
