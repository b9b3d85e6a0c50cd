#include "formats/game_record.h"

#include <algorithm>
#include <charconv>

namespace tenace::formats {

int RecordedTrick::played() const {
  int n = 0;
  for (const RecordedCard& c : by_seat) n += c.card.has_value();
  return n;
}

std::vector<std::pair<Seat, Card>> RecordedPlay::sequence() const {
  std::vector<std::pair<Seat, Card>> cards;
  Seat leader = opening_leader;
  for (const RecordedTrick& trick : tricks) {
    if (trick.leader) leader = *trick.leader;
    for (int i = 0; i < 4; ++i) {
      const Seat seat = next(leader, i);
      if (const auto& card = trick.by_seat[index(seat)].card) cards.emplace_back(seat, *card);
    }
  }
  return cards;
}

int RecordedPlay::card_count() const {
  int n = 0;
  for (const RecordedTrick& t : tricks) n += t.played();
  return n;
}

namespace {

// The first of `all` (ordered by trick and seat) not before the card's place.
template <class Remarks>
auto place_of(Remarks& all, std::size_t trick, Seat seat) {
  return std::partition_point(all.begin(), all.end(), [&](const CardRemarks& r) {
    return r.trick != trick ? r.trick < trick : index(r.seat) < index(seat);
  });
}

}  // namespace

const Annotation* RecordedAuction::annotation(std::size_t call) const {
  const auto it = std::partition_point(annotations.begin(), annotations.end(),
                                       [&](const CallAnnotation& a) { return a.call < call; });
  return it != annotations.end() && it->call == call ? &it->annotation : nullptr;
}

Annotation& RecordedAuction::annotation_for(std::size_t call) {
  const auto it = std::partition_point(annotations.begin(), annotations.end(),
                                       [&](const CallAnnotation& a) { return a.call < call; });
  if (it != annotations.end() && it->call == call) return it->annotation;
  return annotations.insert(it, CallAnnotation{call, {}})->annotation;
}

void RecordedAuction::insert_at_start(std::size_t count, const RecordedCall& call) {
  calls.insert(calls.begin(), count, call);
  for (CallAnnotation& a : annotations) a.call += count;
}

const CardRemarks* RecordedPlay::remarks(std::size_t trick, Seat seat) const {
  const auto it = place_of(card_remarks, trick, seat);
  return it != card_remarks.end() && it->trick == trick && it->seat == seat ? &*it : nullptr;
}

CardRemarks& RecordedPlay::remarks_for(std::size_t trick, Seat seat) {
  const auto it = place_of(card_remarks, trick, seat);
  if (it != card_remarks.end() && it->trick == trick && it->seat == seat) return *it;
  CardRemarks added;
  added.trick = trick;
  added.seat = seat;
  return *card_remarks.insert(it, std::move(added));
}

void RecordedPlay::drop_empty_remarks() {
  std::erase_if(card_remarks, [](const CardRemarks& r) { return r.empty(); });
}

const Tag* GameRecord::find_tag(std::string_view name) const {
  for (const Tag& t : tags)
    if (t.name == name) return &t;
  return nullptr;
}

std::string GameRecord::tag_value(std::string_view name) const {
  const Tag* t = find_tag(name);
  return t ? t->value : std::string();
}

void GameRecord::set_tag(std::string_view name, std::string value) {
  for (Tag& t : tags)
    if (t.name == name) {
      t.value = std::move(value);
      return;
    }
  tags.push_back(Tag{std::string(name), std::move(value), {}, {}});
}

void GameRecord::remove_tag(std::string_view name) {
  std::erase_if(tags, [&](const Tag& t) { return t.name == name; });
}

std::optional<int> GameRecord::board_number() const {
  const std::string text = tag_value("Board");
  int n = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
  if (ec != std::errc() || end != text.data() + text.size() || n < 1) return std::nullopt;
  return n;
}

}  // namespace tenace::formats
