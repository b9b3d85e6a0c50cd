#include "server/board_export.h"

#include <sstream>

namespace tenace::server {

std::string pbn_escape(const std::string& text) {
  std::string out;
  for (char ch : text) {
    if (ch == '"' || ch == '\\') out += '\\';
    if (ch == '\n' || ch == '\r') ch = ' ';
    out += ch;
  }
  return out;
}

namespace {

std::string pbn_call(Call call) {
  if (call.is_pass()) return "Pass";
  if (call.is_double()) return "X";
  if (call.is_redouble()) return "XX";
  return call.to_string();
}

}  // namespace

std::string board_pbn(const BoardRecord& record, const std::string& event_name) {
  const BridgeGame& game = record.game;
  std::ostringstream out;
  out << "[Event \"" << pbn_escape(event_name) << "\"]\n";
  out << "[Site \"tenace\"]\n";
  out << "[Board \"" << game.board_number() << "\"]\n";
  out << "[Dealer \"" << seat_char(game.dealer()) << "\"]\n";
  out << "[Vulnerable \"" << vulnerability_name(game.vulnerability()) << "\"]\n";
  out << "[Deal \"" << game.deal().to_pbn(game.dealer()) << "\"]\n";
  if (record.contract) {
    out << "[Declarer \"" << seat_char(record.contract->declarer) << "\"]\n";
    out << "[Contract \"" << record.contract->to_string() << "\"]\n";
    out << "[Result \"" << record.declarer_tricks << "\"]\n";
  } else {
    out << "[Declarer \"\"]\n[Contract \"Pass\"]\n[Result \"\"]\n";
  }
  out << "[Score \"NS " << record.score_ns << "\"]\n";
  out << "[Auction \"" << seat_char(game.dealer()) << "\"]\n";
  std::vector<std::string> notes;
  const auto& calls = game.auction().calls();
  for (std::size_t i = 0; i < calls.size(); ++i) {
    out << pbn_call(calls[i]);
    if (i < record.notes.size() && record.notes[i].alerted) {
      notes.push_back(record.notes[i].explanation);
      out << " =" << notes.size() << "=";
    }
    out << ((i % 4 == 3 || i + 1 == calls.size()) ? "\n" : " ");
  }
  for (std::size_t n = 0; n < notes.size(); ++n)
    out << "[Note \"" << n + 1 << ":" << pbn_escape(notes[n]) << "\"]\n";
  if (game.play() && !game.play()->tricks().history().empty()) {
    const BridgePlay& play = *game.play();
    const Seat leader = play.opening_leader();
    out << "[Play \"" << seat_char(leader) << "\"]\n";
    // PBN lists each trick in seat columns starting from the opening leader.
    const auto& tricks = play.tricks().completed_tricks();
    std::vector<Trick> all(tricks.begin(), tricks.end());
    if (!play.tricks().current_trick().is_empty()) all.push_back(play.tricks().current_trick());
    for (const Trick& trick : all) {
      for (int column = 0; column < 4; ++column) {
        const auto card = trick.card_of(next(leader, column));
        out << (card ? card->to_string() : std::string("-")) << (column == 3 ? "\n" : " ");
      }
    }
    if (play.accepted_claim()) out << "*\n";
  }
  return out.str();
}

std::string boards_pbn(const std::vector<BoardRecord>& records, const std::string& event_name) {
  std::string out = "% PBN 2.1\n% EXPORT\n\n";
  for (const BoardRecord& record : records) out += board_pbn(record, event_name) + "\n";
  return out;
}

std::string board_lin(const BoardRecord& record) {
  const BridgeGame& game = record.game;
  std::ostringstream out;
  // LIN numbers the dealer 1 = South, 2 = West, 3 = North, 4 = East and
  // lists the hands from South.
  const int dealer_code = (index(game.dealer()) + 2) % 4 + 1;
  out << "pn|South,West,North,East|md|" << dealer_code;
  for (int i = 0; i < 4; ++i) {
    const Hand hand = game.deal()[next(Seat::South, i)];
    for (Suit suit : kSuitsHighFirst) {
      out << suit_char(suit);
      for (int rank = 14; rank >= 2; --rank)
        if (hand.contains(Card(suit, static_cast<Rank>(rank)))) out << rank_char(static_cast<Rank>(rank));
    }
    out << (i < 3 ? "," : "|");
  }
  const char* vul = "o";
  switch (game.vulnerability()) {
    case Vulnerability::None: vul = "o"; break;
    case Vulnerability::NorthSouth: vul = "n"; break;
    case Vulnerability::EastWest: vul = "e"; break;
    case Vulnerability::Both: vul = "b"; break;
  }
  out << "ah|Board " << game.board_number() << "|sv|" << vul << "|";
  const auto& calls = game.auction().calls();
  for (std::size_t i = 0; i < calls.size(); ++i) {
    const Call c = calls[i];
    std::string text = c.is_pass() ? "p" : c.is_double() ? "d" : c.is_redouble() ? "r" : c.to_string();
    if (c.is_bid() && c.strain() == Strain::NoTrump) text = std::to_string(c.level()) + "N";
    out << "mb|" << text;
    if (i < record.notes.size() && record.notes[i].alerted) {
      std::string note = record.notes[i].explanation;
      for (char& ch : note)
        if (ch == '|') ch = '/';
      out << "!|an|" << note;
    }
    out << "|";
  }
  if (game.play()) {
    int count = 0;
    for (const PlayedCard& p : game.play()->tricks().history()) {
      out << "pc|" << p.card.to_string() << "|";
      if (++count % 4 == 0) out << "pg||";
    }
    if (game.play()->accepted_claim()) out << "mc|" << record.declarer_tricks << "|";
  }
  out << "\n";
  return out.str();
}

}  // namespace tenace::server
