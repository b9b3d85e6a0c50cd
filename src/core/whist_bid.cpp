#include "core/whist_bid.h"

#include <cctype>

namespace tenace {

namespace {

std::string lower_without_spaces(std::string_view text) {
  std::string out;
  for (char c : text)
    if (!std::isspace(static_cast<unsigned char>(c)))
      out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

std::string_view kind_name(WhistBidKind kind) {
  switch (kind) {
    case WhistBidKind::Uptown:
      return "uptown";
    case WhistBidKind::Downtown:
      return "downtown";
    case WhistBidKind::NoTrump:
      return "no trump";
  }
  return "?";
}

}  // namespace

std::string WhistBid::to_string() const { return std::to_string(books) + " " + std::string(kind_name(kind)); }

std::optional<WhistBid> WhistBid::parse(std::string_view text) {
  const std::string s = lower_without_spaces(text);
  if (s.size() < 2 || s[0] < '1' || s[0] > '7') return std::nullopt;
  const int books = s[0] - '0';
  const std::string rest = s.substr(1);
  if (rest == "u" || rest == "uptown") return WhistBid{books, WhistBidKind::Uptown};
  if (rest == "d" || rest == "downtown") return WhistBid{books, WhistBidKind::Downtown};
  if (rest == "n" || rest == "nt" || rest == "notrump") return WhistBid{books, WhistBidKind::NoTrump};
  return std::nullopt;
}

bool beats(WhistBid bid, WhistBid current, bool downtown_beats_uptown) {
  if (bid.books != current.books) return bid.books > current.books;
  if (current.is_no_trump()) return false;
  if (bid.is_no_trump()) return true;
  return downtown_beats_uptown && bid.kind == WhistBidKind::Downtown && current.kind == WhistBidKind::Uptown;
}

std::string why_not_better(WhistBid bid, WhistBid current, bool downtown_beats_uptown) {
  const std::string head = bid.to_string() + " does not beat " + current.to_string() + ": ";
  if (bid.books < current.books) return head + "fewer books";
  if (bid.books > current.books) return {};
  if (current.is_no_trump()) return head + "only more books beat no trump";
  if (bid.is_no_trump()) return {};
  if (bid.kind == current.kind) return head + "an equal bid";
  if (downtown_beats_uptown && bid.kind == WhistBidKind::Downtown) return {};
  return head + (downtown_beats_uptown ? "uptown does not beat downtown at equal books"
                                       : "uptown and downtown are equal at equal books");
}

std::string WhistCall::to_string() const { return is_pass() ? "Pass" : bid_.to_string(); }

std::optional<WhistCall> WhistCall::parse(std::string_view text) {
  const std::string s = lower_without_spaces(text);
  if (s == "pass" || s == "p") return pass();
  if (auto b = WhistBid::parse(text)) return bid(*b);
  return std::nullopt;
}

}  // namespace tenace
