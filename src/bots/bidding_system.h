#pragma once
// A bidding system as data: rules read from the readable text files under
// data/systems/ (format in docs/systems.md). Each rule says in which auction
// it applies, which call it makes, what the call shows (constraints), how
// forcing it is, whether it is alerted, the convention's name and a short
// explanation. Loading validates every line; a bad line is an error naming
// the file and the line.
#include <filesystem>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/call.h"

namespace tenace {

// A line of a system file that cannot be read: what() is "file:line: why".
class SystemFileError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// One condition on the hand. Suit conditions name a suit or a variable of
// the rule (M = the major, m = the minor bound by the auction pattern).
struct HandCondition {
  enum class Kind {
    Hcp,
    Points,
    Length,
    Balanced,
    Unbalanced,
    Stopper,
    GoodSuit,
    AceOrKing,
    Keycards,
    Aces,
    TrumpQueen,
    NoTrumpQueen
  };
  Kind kind = Kind::Hcp;
  int min = 0;
  int max = 40;
  std::string suit;      // "S" "H" "D" "C" "M" "m" (Length, Stopper, GoodSuit, AceOrKing)
  int keycard_mask = 0;  // Keycards, Aces: bit n set when n key cards (aces) qualify
};

// A call of a rule's auction or the rule's own call, read once when the
// file is loaded (matching runs for every rule at every call of every
// auction the robots read): a call as written, a bid in the rule's major
// or minor (`2M`, `3m`), or any call (`*`).
struct RuleToken {
  enum class Kind : unsigned char { Exact, MajorBid, MinorBid, Any };
  Kind kind = Kind::Any;
  Call call = Call::pass();  // Exact
  int level = 0;  // MajorBid, MinorBid
};

struct BiddingRule {
  // The calls before ours, from the first non-pass call ("-": nothing but
  // passes yet). any_prefix: the pattern is matched against the auction's end.
  std::vector<std::string> context;
  bool any_prefix = false;
  // How many passes came before the opening when the rule's `after:` writes
  // them (`after: P P -`, third seat); kAnySeat when it writes none, so the
  // rule fits whatever the seat.
  static constexpr int kAnySeat = -1;
  int passes_before_opening = kAnySeat;
  std::string call;  // "1NT", "2M", "P", "X", "XX"
  // context and call as tokens, and whether any of them is a bid in M or m
  // (then the rule is tried under each binding of the two).
  std::vector<RuleToken> context_tokens;
  RuleToken call_token;
  bool uses_variables = false;
  std::vector<HandCondition> conditions;
  std::string constraints_text;  // as written, for explanations
  std::string forcing;           // "non-forcing", "invitational", "forcing", "game forcing", "slam try"
  bool alert = false;
  std::string convention;  // empty when natural
  std::string meaning;
  std::string file;
  int line = 0;

  // Whether partner may not pass after it.
  bool forces() const {
    return forcing == "forcing" || forcing == "game forcing" || forcing == "asking" || forcing == "slam try";
  }
};

struct BiddingSystem {
  std::string name;   // "2over1"
  std::string title;  // "2/1 Game Forcing"
  std::vector<BiddingRule> rules;
};

// The directory holding the system files: $TENACE_SYSTEM_DIR, else
// data/systems under the current directory when present, else the source
// tree's data/systems compiled in.
std::filesystem::path default_system_dir();

// Loads `name` ("2over1", "sayc") from `dir`/<name>.bid; throws
// SystemFileError naming file and line.
BiddingSystem load_system(const std::string& name, const std::filesystem::path& dir = default_system_dir());

// Parses system text (for tests and include files); `file` names it in errors.
void parse_system_text(const std::string& text, const std::string& file, const std::filesystem::path& dir,
                       BiddingSystem& into, int depth = 0);

}  // namespace tenace
