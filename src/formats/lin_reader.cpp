#include "formats/lin_reader.h"

#include <algorithm>
#include <cctype>

#include "core/auction.h"
#include "core/trick_play.h"
#include "formats/record_replay.h"
#include "formats/result_check.h"
#include "formats/text_encoding.h"

namespace tenace::formats {

namespace {

struct Command {
  std::string name;
  std::string arg;
  int line;
};

std::vector<Command> split_commands(std::string_view s, Diagnostics& d) {
  std::vector<Command> out;
  int line = 1;
  std::size_t i = 0;
  while (i < s.size()) {
    // Skip separators between pairs.
    while (i < s.size() && (std::isspace(static_cast<unsigned char>(s[i])))) {
      if (s[i] == '\n') ++line;
      ++i;
    }
    if (i >= s.size()) break;
    const std::size_t bar = s.find('|', i);
    if (bar == std::string_view::npos) {
      d.error(line, "'" + std::string(s.substr(i, 20)) + "' is not a LIN command (\"xx|argument|\")");
      break;
    }
    std::string name(s.substr(i, bar - i));
    const int name_line = line;
    const std::size_t end = s.find('|', bar + 1);
    std::string arg(s.substr(bar + 1, (end == std::string_view::npos ? s.size() : end) - bar - 1));
    line += static_cast<int>(std::count(arg.begin(), arg.end(), '\n'));
    if (end == std::string_view::npos) d.warning(line, "the last LIN argument is not closed by '|'");
    // Names may carry line breaks around them in hand-edited files.
    name.erase(std::remove_if(name.begin(), name.end(), [](unsigned char c) { return std::isspace(c); }), name.end());
    std::transform(name.begin(), name.end(), name.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    out.push_back({name, arg, name_line});
    i = end == std::string_view::npos ? s.size() : end + 1;
  }
  return out;
}

std::vector<std::string> split(const std::string& s, char sep) {
  std::vector<std::string> parts;
  std::size_t start = 0;
  while (true) {
    const std::size_t p = s.find(sep, start);
    parts.push_back(s.substr(start, p == std::string::npos ? std::string::npos : p - start));
    if (p == std::string::npos) return parts;
    start = p + 1;
  }
}

// LIN seats go South, West, North, East (dealer digit 1-4).
constexpr Seat kLinOrder[] = {Seat::South, Seat::West, Seat::North, Seat::East};

std::optional<Hand> parse_lin_hand(const std::string& text) {
  Hand hand;
  std::optional<Suit> suit;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (auto s = suit_from_char(c)) {
      // A suit letter starts a suit; ranks never use C, D, H or S.
      suit = s;
      continue;
    }
    if (c == '1' && i + 1 < text.size() && text[i + 1] == '0') {
      if (!suit) return std::nullopt;
      hand.add(Card(*suit, Rank::Ten));
      ++i;
      continue;
    }
    auto rank = rank_from_char(c);
    if (!rank || !suit) return std::nullopt;
    const Card card(*suit, *rank);
    if (hand.contains(card)) return std::nullopt;
    hand.add(card);
  }
  return hand;
}

class LinReader {
 public:
  explicit LinReader(std::string_view bytes) : bytes_(bytes) {}

  ReadResult run() {
    for (const Command& c : split_commands(bytes_, d_)) handle(c);
    finish();
    d_.say_repeated_kinds();
    out_.diagnostics = std::move(d_);
    return std::move(out_);
  }

 private:
  struct Pending {
    GameRecord record;
    std::vector<std::pair<Card, int>> cards;  // card and line
    std::vector<int> call_lines;
    std::optional<int> claim;
    int claim_line = 0;
    int line = 0;
    bool has_content = false;  // calls or cards seen
    bool deal_given = false;   // an md of its own
    bool players_given = false;  // a pn of its own
  };

  bool game_under_way() const { return current_ && (current_->has_content || current_->deal_given); }

  void start_game(int line) {
    finish();
    current_ = Pending{};
    current_->line = line;
    GameRecord& r = current_->record;
    r.dealer = dealer_;
    r.vulnerability = vulnerability_;
    r.deal = deal_;
    if (!board_.empty()) r.set_tag("Board", board_);
    for (const auto& [tag, value] : event_tags_) r.set_tag(tag, value);
  }

  Pending& game(int line) {
    if (!current_) start_game(line);
    return *current_;
  }

  void set_players(GameRecord& r, std::size_t offset) {
    for (std::size_t i = 0; i < 4 && offset + i < players_.size(); ++i)
      if (!players_[offset + i].empty()) r.set_tag(seat_name(kLinOrder[i]), players_[offset + i]);
  }

  void handle(const Command& c) {
    const std::string& a = c.arg;
    if (c.name == "pn") {
      players_ = split(a, ',');
      // A hand record's pn starts a new game once the previous one has
      // moves, or a deal and players: boards without calls are games of
      // their own.
      if (!vugraph_ && current_ && (current_->has_content || (current_->deal_given && current_->players_given)))
        start_game(c.line);
      set_players(game(c.line).record, room_offset_);
      current_->players_given = true;
    } else if (c.name == "md") {
      // A second deal is a second game, never a merge (a vugraph game
      // with no calls yet is followed by the next qx, or by md).
      if (game_under_way() || (current_ && current_->deal_given)) start_game(c.line);
      read_deal(c);
      Pending& g = game(c.line);
      g.record.dealer = dealer_;
      g.record.deal = deal_;
      g.deal_given = true;
    } else if (c.name == "sv") {
      const std::string v = a.empty() ? "o" : std::string(1, static_cast<char>(std::tolower(static_cast<unsigned char>(a[0]))));
      if (v == "o" || v == "0" || v == "-") vulnerability_ = Vulnerability::None;
      else if (v == "n") vulnerability_ = Vulnerability::NorthSouth;
      else if (v == "e") vulnerability_ = Vulnerability::EastWest;
      else if (v == "b") vulnerability_ = Vulnerability::Both;
      else d_.error(c.line, "sv|" + a + "|: vulnerability is o, n, e or b");
      game(c.line).record.vulnerability = vulnerability_;
    } else if (c.name == "ah") {
      std::string digits;
      for (char ch : a)
        if (std::isdigit(static_cast<unsigned char>(ch))) digits += ch;
      if (!digits.empty()) {
        board_ = digits;
        game(c.line).record.set_tag("Board", board_);
      }
    } else if (c.name == "mb") {
      Pending& g = game(c.line);
      std::string text = a;
      bool alert = false;
      while (!text.empty() && text.back() == '!') {
        alert = true;
        text.pop_back();
      }
      auto call = Call::parse(text);
      if (!call) {
        d_.error(c.line, "mb|" + a + "|: '" + text + "' is not a call");
        return;
      }
      if (!g.record.auction) g.record.auction = RecordedAuction{};
      RecordedCall rc;
      rc.call = *call;
      rc.alerted = alert;
      g.record.auction->calls.push_back(rc);
      g.call_lines.push_back(c.line);
      g.has_content = true;
    } else if (c.name == "an") {
      Pending& g = game(c.line);
      if (!g.record.auction || g.record.auction->calls.empty()) {
        d_.error(c.line, "an|...| explains a call, but no call comes before it");
        return;
      }
      g.record.auction->calls.back().explanation = a;
    } else if (c.name == "pc") {
      Pending& g = game(c.line);
      auto card = Card::parse(a);
      if (!card) {
        d_.error(c.line, "pc|" + a + "|: '" + a + "' is not a card");
        return;
      }
      g.cards.emplace_back(*card, c.line);
      g.has_content = true;
    } else if (c.name == "mc") {
      Pending& g = game(c.line);
      try {
        const int n = std::stoi(a);
        if (n < 0 || n > 13) throw std::out_of_range("tricks");
        g.claim = n;
        g.claim_line = c.line;
      } catch (const std::exception&) {
        d_.error(c.line, "mc|" + a + "|: a claim is a number of tricks 0-13");
      }
    } else if (c.name == "qx") {
      vugraph_ = true;
      start_game(c.line);
      GameRecord& r = current_->record;
      if (!a.empty() && (a[0] == 'o' || a[0] == 'c')) {
        r.set_tag("Room", a[0] == 'o' ? "Open" : "Closed");
        room_offset_ = a[0] == 'o' ? 0 : 4;
        set_players(r, room_offset_);
        std::string digits;
        for (char ch : a.substr(1))
          if (std::isdigit(static_cast<unsigned char>(ch))) digits += ch;
          else break;
        if (!digits.empty()) {
          board_ = digits;
          r.set_tag("Board", board_);
        }
      }
    } else if (c.name == "vg") {
      vugraph_ = true;
      const auto parts = split(a, ',');
      if (!parts.empty() && !parts[0].empty()) event_tags_["Event"] = parts[0];
      if (parts.size() > 1 && !parts[1].empty()) event_tags_["Stage"] = parts[1];
      if (parts.size() > 5 && !parts[5].empty()) event_tags_["HomeTeam"] = parts[5];
      if (parts.size() > 7 && !parts[7].empty()) event_tags_["VisitTeam"] = parts[7];
    } else if (c.name == "pg" || c.name == "nt" || c.name == "st" || c.name == "rh" || c.name == "rs" ||
               c.name == "pw" || c.name == "mp" || c.name == "bn" || c.name == "sk" || c.name == "pf" ||
               c.name == "at" || c.name == "up" || c.name == "mn" || c.name == "pp" || c.name == "lc") {
      // Layout, chat and vugraph summaries: nothing a game record keeps.
    } else {
      d_.warning_once_per_kind(c.line, "LIN command '" + c.name + "' skipped",
                               [&] { return "LIN command '" + c.name + "' is not understood and is skipped"; });
    }
  }

  void read_deal(const Command& c) {
    std::string a = c.arg;
    std::optional<Seat> dealer;
    if (!a.empty() && a[0] >= '1' && a[0] <= '4') {
      dealer = kLinOrder[a[0] - '1'];
      a.erase(0, 1);
    } else if (!a.empty() && a[0] == '0') {
      a.erase(0, 1);
    }
    const auto hands = split(a, ',');
    Deal deal;
    Hand seen;
    int given = 0;
    for (std::size_t i = 0; i < hands.size() && i < 4; ++i) {
      if (hands[i].empty()) continue;
      auto hand = parse_lin_hand(hands[i]);
      if (!hand) {
        d_.error(c.line, "md: hand " + std::to_string(i + 1) + " \"" + hands[i] + "\" is not a LIN hand");
        return;
      }
      if (!(seen & *hand).empty()) {
        d_.error(c.line, "md: a card is in two hands");
        return;
      }
      seen |= *hand;
      deal[kLinOrder[i]] = *hand;
      ++given;
    }
    // BBO leaves out the fourth hand: it holds the remaining cards.
    if (given == 3) {
      for (std::size_t i = 0; i < 4; ++i)
        if (deal[kLinOrder[i]].empty() && (i >= hands.size() || hands[i].empty())) deal[kLinOrder[i]] = Hand::full_deck() - seen;
    }
    if (dealer) dealer_ = dealer;
    deal_ = deal;
    // Four hands of the same size under 13 are an end position (a problem
    // or a double-dummy study), as PBN's Deal tag allows.
    const auto size = deal[Seat::North].size();
    const bool end_position = given == 4 && size < 13 && deal[Seat::East].size() == size &&
                              deal[Seat::South].size() == size && deal[Seat::West].size() == size;
    if (given >= 3 && !end_position && !deal.is_complete_bridge_deal())
      d_.error(c.line, "md: the hands do not form a bridge deal");
  }

  void finish() {
    if (!current_) return;
    Pending g = std::move(*current_);
    current_.reset();
    GameRecord& r = g.record;
    // A header (vg, pn before the first qx) holds no game of its own: its
    // players and event go to the boards that follow.
    if (!g.has_content && !g.claim && !r.deal) return;
    replay_auction(r, g.call_lines, d_);
    std::vector<std::pair<Card, int>> cards = g.cards;
    if (!cards.empty() || g.claim) replay_cards(r, cards, d_, g.line);
    if (g.claim && r.play) {
      r.play->claimed_tricks = g.claim;
      r.result = g.claim;
    } else if (g.claim && r.contract) {
      r.result = g.claim;
    }
    if (g.claim && !r.contract) d_.error(g.claim_line, "mc: a claim without a contract");
    // An accepted claim is the agreed result even when the cards say it
    // cannot be: kept, and marked so that PBN writes it with '^'.
    if (const auto conflict = recorded_result_conflict(r)) {
      const auto board = r.board_number();
      d_.warning(g.claim ? g.claim_line : g.line, (board ? "board " + std::to_string(*board) + ", " : std::string()) +
                                                      "mc|" + std::to_string(*r.result) +
                                                      "|: " + recorded_conflict_warning(*r.result, *conflict));
      r.result_disputed = true;
    }
    out_.games.push_back(std::move(r));
    out_.game_lines.push_back(g.line);
  }

  std::string_view bytes_;
  Diagnostics d_;
  ReadResult out_;
  std::optional<Pending> current_;
  std::vector<std::string> players_;
  std::optional<Seat> dealer_;
  std::optional<Vulnerability> vulnerability_;
  std::optional<Deal> deal_;
  std::string board_;
  std::map<std::string, std::string> event_tags_;
  bool vugraph_ = false;
  std::size_t room_offset_ = 0;  // vugraph pn lists the open room's players, then the closed room's
};

}  // namespace

ReadResult read_lin(std::string_view bytes) {
  // BBO writes UTF-8; older files are ISO 8859-1. Records hold UTF-8.
  if (is_valid_utf8(bytes)) return LinReader(bytes).run();
  const std::string converted = latin1_to_utf8(bytes);
  return LinReader(converted).run();
}

}  // namespace tenace::formats
