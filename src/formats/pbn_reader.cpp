#include "formats/pbn_reader.h"

#include <algorithm>
#include <bitset>
#include <cctype>
#include <deque>
#include <functional>
#include <map>
#include <set>

#include "formats/contract_check.h"
#include "formats/pbn_lexer.h"
#include "formats/pbn_moves.h"
#include "formats/pbn_omitted_passes.h"
#include "formats/pbn_par.h"
#include "formats/pbn_tag_names.h"
#include "formats/pbn_table.h"
#include "formats/pbn_values.h"
#include "formats/result_check.h"
#include "formats/whist_tags_check.h"

namespace tenace::formats {

namespace {

// A tag as it appears in one game, before it is given meaning. Its name,
// value, comments and body view the lexer's output, which lives as long as
// the reader; only what goes into a GameRecord is copied.
struct RawTag {
  PbnTag id = PbnTag::Other;
  std::string_view name;
  std::string_view value;
  int line = 0;
  std::vector<std::string_view> comments;  // before the body's first token
  // The items after the tag, up to the next tag (an Auction or Play section
  // runs on across its Note tags): its tokens, and commentary, which counts
  // as part of the body only in an Auction or Play section.
  std::span<const PbnItem> body;
  PbnNotes notes;
  bool inherited = false;  // filled in from an earlier game
  bool repeat = false;     // the tag was given before in this game
  int taken_from = 0;      // line of the earlier game's tag whose value this is ("#", "##", carried over)
};

// The tag says nothing: "" or "?" (for Auction and Play, any value) with
// no section after it.
bool is_token(const PbnItem& i) { return i.kind == PbnItem::Kind::Token; }

bool has_tokens(std::span<const PbnItem> body) { return std::any_of(body.begin(), body.end(), is_token); }

// Two tags of one name (an unknown tag is known by its name only).
bool same_name(PbnTag a_id, std::string_view a_name, PbnTag b_id, std::string_view b_name) {
  return a_id == b_id && (a_id != PbnTag::Other || a_name == b_name);
}
bool same_name(const RawTag& a, const RawTag& b) { return same_name(a.id, a.name, b.id, b.name); }

bool says_nothing(const RawTag& t) {
  const bool section = is_moves_section(t.id);  // its value only says who starts
  if (!section && !is_unknown_value(t.value)) return false;
  return !has_tokens(t.body);
}

bool same_content(const RawTag& a, const RawTag& b) {
  if (a.value != b.value) return false;
  auto x = a.body.begin(), y = b.body.begin();
  while (true) {
    x = std::find_if(x, a.body.end(), is_token);
    y = std::find_if(y, b.body.end(), is_token);
    if (x == a.body.end() || y == b.body.end()) return x == a.body.end() && y == b.body.end();
    if (x++->text != y++->text) return false;
  }
}

std::vector<std::string> strings(const std::vector<std::string_view>& views) {
  return {views.begin(), views.end()};
}

// Tags whose two different values contradict each other: the game cannot
// be read without choosing one.
bool game_tag(PbnTag tag) {
  static constexpr PbnTag kGame[] = {PbnTag::Dealer,   PbnTag::Vulnerable, PbnTag::Deal,
                                     PbnTag::Declarer, PbnTag::Contract,   PbnTag::Result,
                                     PbnTag::Auction,  PbnTag::Play,       PbnTag::Board};
  return std::find(std::begin(kGame), std::end(kGame), tag) != std::end(kGame);
}

// Tags a game without its own Deal takes over from the game before it: some
// exporters (e.g. rpbridge.net files) write the other table's result of a
// board as a game holding only players, auction, play and result.
constexpr PbnTag kBoardTags[] = {PbnTag::Event,    PbnTag::Site,      PbnTag::Date,      PbnTag::Board,
                                 PbnTag::Dealer,   PbnTag::Vulnerable, PbnTag::Deal,     PbnTag::Scoring,
                                 PbnTag::Stage,    PbnTag::HomeTeam,  PbnTag::VisitTeam, PbnTag::Round,
                                 PbnTag::Section,  PbnTag::EventDate, PbnTag::Competition};

class Reader {
 public:
  Reader(std::string_view bytes, const ReadOptions& options) : bytes_(bytes), options_(options) {}

  ReadResult run() {
    // Each game is read as soon as it is lexed, while its items are in the
    // cache. The problems are listed as when the whole file was lexed, then
    // split, then read: the lexer's, then the splits', then the reader's.
    Diagnostics lexing, splitting;
    PbnGameLexer lexer(bytes_, lexing);  // every view below is into it, bytes_ or kept_bodies_
    // Room for every game at once (moving a record is copying its every
    // field), but not for the games of a file of blank lines.
    const std::size_t games = std::min(lexer.games_at_most(), bytes_.size() / 64 + 16);
    if (options_.keep_games) {
      out_.games.reserve(games);
      out_.game_lines.reserve(games);
    }
    std::vector<PbnRawGame> split;
    for (PbnRawGame lexed; lexer.next_game(lexed);) {
      split_merged_games(lexed, split, splitting);
      for (const PbnRawGame& raw : split) {
        if (!options_.keep_games) {
          GameRecord checked_only;
          read_game(raw, checked_only);
          continue;
        }
        // Read where it is kept: a record is large, and moving it there
        // afterwards cost a copy of its every field.
        if (!read_game(raw, out_.games.emplace_back())) {
          out_.games.pop_back();
          continue;
        }
        out_.game_lines.push_back(raw.first_line);
      }
      keep_remembered_bodies(lexer.items_of_game());
    }
    Diagnostics all = std::move(lexing);
    all.append_later(std::move(splitting));
    all.append_later(std::move(d_));
    if (!orphan_comments_.empty())
      all.warning(orphan_line_, "commentary after the last game belongs to no game and is not kept");
    all.say_repeated_kinds();
    out_.diagnostics = std::move(all);
    return std::move(out_);
  }

  // The next game's items overwrite this one's: the bodies of the tags kept
  // for later games are copied out of them first.
  void keep_remembered_bodies(std::span<const PbnItem> game_items) {
    const std::less<const PbnItem*> before;
    auto keep = [&](RawTag& t) {
      if (t.body.empty() || before(t.body.data(), game_items.data()) ||
          !before(t.body.data(), game_items.data() + game_items.size()))
        return;
      t.body = kept_bodies_.emplace_back(t.body.begin(), t.body.end());
    };
    for (RawTag* remembered : bodies_to_keep_) keep(*remembered);
    bodies_to_keep_.clear();
    for (auto& entry : sticky_) keep(entry.second);
    for (RawTag& t : previous_game_) {
      if (std::find(std::begin(kBoardTags), std::end(kBoardTags), t.id) != std::end(kBoardTags)) keep(t);
      else t.body = {};  // only its board tags are read again (carry_over_board)
    }
  }

  // A game whose blank line before it is missing runs into the one before:
  // a second Board or Deal tag in one game shows where it starts. The tags
  // just before it that the first game already has (Event, Site, Date ...)
  // go with it. Two deals are never merged into one game.
  void split_merged_games(const PbnRawGame& raw, std::vector<PbnRawGame>& out, Diagnostics& d) {
    out.clear();
    std::size_t begin = 0;
    bool deal_seen = false, board_seen = false;
    std::string_view board_value;
    const auto& items = raw.items;
    for (std::size_t i = 0; i < items.size(); ++i) {
      if (items[i].kind != PbnItem::Kind::Tag) continue;
      const std::string_view name = items[i].name;
      const bool deal = items[i].tag == PbnTag::Deal, board = items[i].tag == PbnTag::Board;
      if ((deal && deal_seen) || (board && board_seen && board_value != items[i].text)) {
        std::size_t start = i;
        // Tags the new game repeats from the old one, right before it.
        while (start > begin + 1 && items[start - 1].kind == PbnItem::Kind::Tag && items[start - 1].tag != PbnTag::Note &&
               !is_moves_section(items[start - 1].tag)) {
          const PbnItem& prev = items[start - 1];
          bool earlier = false;
          for (std::size_t k = begin; k < start - 1 && !earlier; ++k)
            earlier = items[k].kind == PbnItem::Kind::Tag && same_name(items[k].tag, items[k].name, prev.tag, prev.name);
          if (!earlier) break;
          --start;
        }
        d.warning_once_per_kind(items[start].line, "a new game without the semi-empty line before it", [&] {
          return "a new game starts here without the semi-empty line before it (tag " + std::string(name) +
                 " given again); read as a game of its own";
        });
        out.push_back(PbnRawGame{items[begin].line, {items.begin() + static_cast<std::ptrdiff_t>(begin),
                                                     items.begin() + static_cast<std::ptrdiff_t>(start)}});
        begin = start;
        deal_seen = board_seen = false;
        for (std::size_t k = start; k <= i; ++k) {
          if (items[k].kind != PbnItem::Kind::Tag) continue;
          deal_seen |= items[k].tag == PbnTag::Deal;
          if (items[k].tag == PbnTag::Board) {
            board_seen = true;
            board_value = items[k].text;
          }
        }
        continue;
      }
      deal_seen |= deal;
      if (board) {
        board_seen = true;
        board_value = items[i].text;
      }
    }
    if (begin == 0) {
      out.push_back(raw);
    } else {
      out.push_back(PbnRawGame{items[begin].line, {items.begin() + static_cast<std::ptrdiff_t>(begin), items.end()}});
    }
  }

  // Reads the game into `record` (new); false when it holds no tag.
  bool read_game(const PbnRawGame& raw, GameRecord& record) {
    game_line_ = raw.first_line;
    std::vector<RawTag>& tags = tags_;  // the vector of the game before last, reused
    tags.clear();
    collect(raw, record, tags);
    resolve_repeats(tags);
    if (tags.empty()) {
      // Commentary standing alone between games is kept with the next game.
      orphan_comments_.insert(orphan_comments_.end(), record.leading_comments.begin(), record.leading_comments.end());
      if (!orphan_comments_.empty()) orphan_line_ = raw.first_line;
      return false;
    }
    record.leading_comments.insert(record.leading_comments.begin(), orphan_comments_.begin(), orphan_comments_.end());
    orphan_comments_.clear();
    inherit(tags);
    carry_over_board(tags);
    remember(tags);
    record.tags.reserve(tags.size());
    type(tags, record);
    std::swap(tags_, previous_game_);  // the next game may take this one's board tags over
    return true;
  }

  // Splits a game's items into tags with their comments and section bodies.
  void collect(const PbnRawGame& raw, GameRecord& record, std::vector<RawTag>& tags) {
    const auto& items = raw.items;
    const auto tag_count = static_cast<std::size_t>(
        std::count_if(items.begin(), items.end(), [](const PbnItem& i) { return i.kind == PbnItem::Kind::Tag; }));
    tags.reserve(tag_count);
    // The tags seen so far: a game has a few dozen, each known tag a bit;
    // the names of unknown ones are few enough for a scan.
    std::bitset<kPbnTagCount> seen;
    std::vector<std::string_view> unknown_seen;
    constexpr std::size_t kNone = static_cast<std::size_t>(-1);
    std::size_t current = kNone;  // the tag whose data follows
    std::size_t section = kNone;  // the Auction or Play tag owning Note tags
    bool current_has_tokens = false;
    bool dropped = false;         // the current tag was a repeated one
    int reported_line = 0;
    for (std::size_t k = 0; k < items.size(); ++k) {
      const PbnItem& item = items[k];
      if (item.kind == PbnItem::Kind::Tag) {
        if (item.tag == PbnTag::Note && section != kNone) {
          auto note = parse_pbn_note(item.text);
          if (!note) {
            d_.error(item.line, note.error().message);
          } else if (tags[section].notes.count(note->index)) {
            d_.error(item.line, "note " + std::to_string(note->index) + " is given twice");
          } else {
            tags[section].notes[note->index] = {note->text, item.line};
          }
          current = section;
          continue;
        }
        if (item.tag == PbnTag::Note) {
          d_.error(item.line, "a Note tag belongs in the auction or play section, after the calls or cards");
        }
        bool repeat = false;
        if (item.tag != PbnTag::Other) {
          repeat = seen.test(static_cast<std::size_t>(item.tag));
          seen.set(static_cast<std::size_t>(item.tag));
        } else {
          repeat = std::find(unknown_seen.begin(), unknown_seen.end(), item.name) != unknown_seen.end();
          if (!repeat) unknown_seen.push_back(item.name);
        }
        dropped = false;
        current_has_tokens = false;
        // The body runs to the next tag; a section's, across its Note tags.
        const bool moves = is_moves_section(item.tag);
        const auto body_end = std::find_if(items.begin() + static_cast<std::ptrdiff_t>(k) + 1, items.end(), [&](const PbnItem& i) {
          return i.kind == PbnItem::Kind::Tag && !(moves && i.tag == PbnTag::Note);
        });
        RawTag& tag = tags.emplace_back();
        tag.id = item.tag;
        tag.name = item.name;
        tag.value = item.text;
        tag.line = item.line;
        tag.repeat = repeat;
        tag.body = {items.begin() + static_cast<std::ptrdiff_t>(k) + 1, body_end};
        current = tags.size() - 1;
        section = moves ? current : kNone;
        continue;
      }
      if (current == kNone) {
        if (item.kind == PbnItem::Kind::Comment) {
          if (tags.empty()) record.leading_comments.emplace_back(item.text);
          else tags.back().comments.push_back(item.text);
        } else if (!dropped && item.line != reported_line) {
          d_.error(item.line, "'" + std::string(item.text) + "' is outside any tag pair or section");
          reported_line = item.line;
        }
        continue;
      }
      RawTag& owner = tags[current];
      if (item.kind == PbnItem::Kind::Comment) {
        if (is_moves_section(owner.id)) continue;  // part of the section's body
        if (current_has_tokens) {
          d_.error(item.line, "commentary may not follow the elements of a section (" + std::string(owner.name) + ")");
        }
        owner.comments.push_back(item.text);
      } else {
        current_has_tokens = true;
      }
    }
  }

  // A tag given twice in one game: an empty first ([Auction ""] before the
  // real auction) gives way to the second; the same value twice is read
  // once; two different values of a tag the game depends on contradict
  // each other (an error); of a descriptive tag, the first is kept and the
  // second named. A file that repeats a tag usually does so in every game:
  // each kind of repeat is said once.
  void resolve_repeats(std::vector<RawTag>& tags) {
    for (std::size_t i = 0; i < tags.size(); ++i) {
      if (!tags[i].repeat) continue;
      RawTag& again = tags[i];
      auto first = std::find_if(tags.begin(), tags.end(), [&](const RawTag& t) { return same_name(t, again) && !t.repeat; });
      auto where = [&] { return "tag " + std::string(again.name) + " is given again (first on line " + std::to_string(first->line) + ")"; };
      const std::string kind = "tag " + std::string(again.name) + " given again";
      if (says_nothing(*first) && !says_nothing(again)) {
        d_.warning_once_per_kind(again.line, kind + ", the first saying nothing", [&] { return where() + "; the first says nothing, this one is read"; });
        *first = std::move(again);
        first->repeat = false;
      } else if (says_nothing(again) || same_content(*first, again)) {
        d_.warning_once_per_kind(again.line, kind + " with nothing new", [&] { return where() + " with nothing new; read once"; });
      } else if (game_tag(again.id)) {
        d_.error(again.line, where() + " with a different value: \"" + std::string(first->value) + "\" or \"" + std::string(again.value) + "\"?");
      } else {
        d_.warning_once_per_kind(again.line, kind + ", the first value kept", [&] {
          return where() + "; the first value \"" + std::string(first->value) + "\" is kept, this one (\"" + std::string(again.value) + "\") is not";
        });
      }
      again.repeat = true;
      again.name = {};  // erased below
    }
    tags.erase(std::remove_if(tags.begin(), tags.end(), [](const RawTag& t) { return t.name.empty(); }), tags.end());
  }

  // "#" takes the value of the nearest earlier game; "##text" sets text for
  // this and every later game that does not give the tag (§4.8).
  void inherit(std::vector<RawTag>& tags) {
    for (RawTag& t : tags) {
      if (t.value.rfind("#", 0) != 0) continue;
      if (inheritance_forbidden(t.id)) {
        // "#" for the board's own tags is common in real files and its
        // meaning is certain: the previous game's value.
        const bool board_tag = t.id == PbnTag::Deal || t.id == PbnTag::Dealer || t.id == PbnTag::Vulnerable;
        const RawTag* earlier = previous(t);
        if (board_tag && t.value == "#" && earlier) {
          d_.warning_once_per_kind(t.line, "[" + std::string(t.name) + " \"#\"] read as the previous game's value", [&] {
            return "[" + std::string(t.name) + " \"#\"]: PBN does not let " + std::string(t.name) +
                   " inherit; read as the previous game's value \"" + std::string(earlier->value) + "\"";
          });
          t.value = earlier->value;
          t.taken_from = source_line(*earlier);
          continue;
        }
        d_.error(t.line, "tag " + std::string(t.name) + " may not inherit its value with '#'");
        t.value = {};
        continue;
      }
      if (t.value == "#") {
        if (const RawTag* earlier = previous(t)) {
          t.value = earlier->value;
          t.taken_from = source_line(*earlier);
          if (!has_tokens(t.body)) t.body = earlier->body;
        } else {
          t.value = {};
        }
      } else if (t.value.rfind("##", 0) == 0) {
        t.value = t.value.substr(2);
        sticky_[t.name] = t;
      }
    }
    for (const auto& entry : sticky_) {
      const std::string_view name = entry.first;
      if (std::none_of(tags.begin(), tags.end(), [&](const RawTag& t) { return t.name == name; })) {
        RawTag copy = entry.second;
        copy.inherited = true;
        copy.taken_from = source_line(entry.second);
        copy.comments.clear();
        tags.push_back(std::move(copy));
      }
    }
  }

  void carry_over_board(std::vector<RawTag>& tags) {
    auto has = [&](PbnTag id) { return find(tags, id) != nullptr; };
    if (has(PbnTag::Deal) || !(has(PbnTag::Auction) || has(PbnTag::Play) || has(PbnTag::Contract) || has(PbnTag::Result)) ||
        !previous_game_had_deal_)
      return;
    for (PbnTag id : kBoardTags) {
      const RawTag* previous = find(previous_game_, id);
      if (!previous || has(id)) continue;
      RawTag copy = *previous;
      copy.inherited = true;
      copy.taken_from = source_line(*previous);
      copy.comments.clear();
      tags.push_back(std::move(copy));
    }
  }

  void remember(const std::vector<RawTag>& tags) {
    previous_game_had_deal_ = false;
    for (const RawTag& t : tags) {
      // Auction and Play never inherit ('#' gives only the value of the
      // tags that may), so their sections are not kept.
      RawTag& kept = previous_slot(t);
      kept.id = t.id;
      kept.name = t.name;
      kept.value = t.value;
      kept.line = t.line;
      kept.comments = t.comments;
      kept.inherited = t.inherited;
      kept.taken_from = t.taken_from;
      kept.body = is_moves_section(t.id) ? std::span<const PbnItem>() : t.body;
      if (!kept.body.empty()) bodies_to_keep_.push_back(&kept);
      kept.notes.clear();
      if (t.id == PbnTag::Deal) previous_game_had_deal_ = true;
      if (!sticky_.empty() && sticky_.count(t.name) && !t.inherited) sticky_[t.name] = t;
    }
  }

  // The latest value of the tag in any earlier game, or nullptr.
  const RawTag* previous(const RawTag& t) const {
    if (t.id != PbnTag::Other) {
      const auto& known = previous_known_[static_cast<std::size_t>(t.id)];
      return known ? &*known : nullptr;
    }
    const auto it = previous_unknown_.find(t.name);
    return it == previous_unknown_.end() ? nullptr : &it->second;
  }
  RawTag& previous_slot(const RawTag& t) {
    if (t.id == PbnTag::Other) return previous_unknown_[t.name];
    auto& known = previous_known_[static_cast<std::size_t>(t.id)];
    if (!known) known.emplace();
    return *known;
  }

  static int source_line(const RawTag& t) { return t.taken_from ? t.taken_from : t.line; }

  static const RawTag* find(const std::vector<RawTag>& tags, PbnTag id) {
    for (const RawTag& t : tags)
      if (t.id == id) return &t;
    return nullptr;
  }

  void keep(GameRecord& record, const RawTag& t) {
    Tag tag{std::string(t.name), std::string(t.value), strings(t.comments), {}};
    std::vector<std::string> row;
    int row_line = -1;
    for (const PbnItem& item : t.body) {
      if (item.kind != PbnItem::Kind::Token) continue;
      if (item.line != row_line && !row.empty()) {
        tag.section.push_back(std::move(row));
        row.clear();
      }
      row_line = item.line;
      row.emplace_back(item.text);
    }
    if (!row.empty()) tag.section.push_back(std::move(row));
    record.tags.push_back(std::move(tag));
  }

  // A value that cannot be read is an error where it is written. A game
  // that took it over from an earlier one is read without it too: its
  // error names the cause instead of saying it again. The sections that
  // need the tag say nothing more of it (PbnSection::unreadable_tags).
  void unreadable(const RawTag& t, const std::string& message) {
    unreadable_.push_back(t.name);
    if (!t.taken_from) {
      d_.error(t.line, message);
      return;
    }
    d_.error(t.inherited ? game_line_ : t.line, std::string(t.name) + " \"" + std::string(t.value) + "\", taken over from line " +
                                                   std::to_string(t.taken_from) + ", cannot be read (said there): this game is read without it");
  }
  bool is_unreadable(std::string_view name) const {
    return std::find(unreadable_.begin(), unreadable_.end(), name) != unreadable_.end();
  }

  // Gives the tags their meaning.
  void type(const std::vector<RawTag>& tags, GameRecord& record) {
    unreadable_.clear();
    // Only a tag with commentary gets an entry: a map node for every typed
    // tag of every game took a tenth of the time to read endplay-example3.
    auto typed = [&](const RawTag& t) {
      if (!t.comments.empty()) record.tag_comments[std::string(t.name)] = strings(t.comments);
      else if (!record.tag_comments.empty()) record.tag_comments.erase(std::string(t.name));
    };
    // Typed tags first, in dependency order.
    if (const RawTag* t = find(tags, PbnTag::Dealer)) {
      if (auto s = parse_pbn_seat(t->value); s && !is_unknown_value(t->value)) {
        record.dealer = *s;
        typed(*t);
      } else {
        if (!is_unknown_value(t->value)) unreadable(*t, "Dealer: " + s.error().message);
        keep(record, *t);
      }
    }
    if (const RawTag* t = find(tags, PbnTag::Vulnerable)) {
      if (auto v = parse_pbn_vulnerable(t->value); v && !is_unknown_value(t->value)) {
        record.vulnerability = *v;
        typed(*t);
      } else {
        if (!is_unknown_value(t->value)) unreadable(*t, "Vulnerable: " + v.error().message);
        keep(record, *t);
      }
    }
    bool end_position = false;
    if (const RawTag* t = find(tags, PbnTag::Deal)) {
      auto deal = is_unknown_value(t->value) ? Result<PbnDeal>(Error{""}) : parse_pbn_deal(t->value);
      if (deal) {
        record.deal = deal->deal;
        end_position = deal->end_position;
        if (!deal->warning.empty()) d_.warning_once_per_kind(t->line, "Deal spaced otherwise", [&] { return deal->warning; });
        typed(*t);
      } else {
        if (!is_unknown_value(t->value)) unreadable(*t, deal.error().message);
        keep(record, *t);
      }
    }
    if (const RawTag* t = find(tags, PbnTag::Declarer)) {
      if (auto dec = parse_pbn_declarer(t->value); dec && !is_unknown_value(t->value)) {
        record.declarer = dec->seat;
        record.declarer_swapped = dec->swapped;
        typed(*t);
      } else {
        if (!is_unknown_value(t->value)) unreadable(*t, "Declarer: " + dec.error().message);
        keep(record, *t);
      }
    }
    if (const RawTag* t = find(tags, PbnTag::Contract)) {
      if (auto c = parse_pbn_contract(t->value); c && !is_unknown_value(t->value)) {
        for (const std::string& spelling : c->nonstandard)
          d_.warning_once_per_kind(t->line, "Contract: " + spelling, [&] {
            return "Contract \"" + std::string(t->value) + "\": " + spelling + ", read as " +
                   (c->contract ? c->contract->to_string() : std::string("Pass"));
          });
        record.passed_out = c->pass;
        if (c->contract) {
          record.contract = c->contract;
          if (record.declarer) record.contract->declarer = *record.declarer;
          else if (!is_unreadable("Declarer")) d_.error(t->line, "Contract " + std::string(t->value) + " needs a Declarer tag");
        }
        record.ending_trump = c->strain_only;
        if (c->strain_only && !end_position && record.deal)
          d_.error(t->line, "Contract \"" + std::string(t->value) + "\" (a strain only) is for end positions");
        if (c->pass && record.declarer) d_.error(t->line, "a passed-out board has no declarer");
        typed(*t);
      } else {
        if (!is_unknown_value(t->value)) unreadable(*t, "Contract: " + c.error().message);
        keep(record, *t);
      }
    }
    if (const RawTag* t = find(tags, PbnTag::Result)) {
      auto r = is_unknown_value(t->value) ? Result<PbnResult>(Error{""}) : parse_pbn_result(t->value);
      std::optional<int> tricks = r ? declarer_tricks(*r, record.declarer) : std::nullopt;
      const RawTag* declarer_tag = find(tags, PbnTag::Declarer);
      if (r && declarer_tag && declarer_tag->value.empty() && !record.passed_out) {
        d_.error(t->line, "Result \"" + std::string(t->value) + "\" but Declarer is \"\" (nobody declares)");
        keep(record, *t);
      } else if (r && record.passed_out) {
        d_.error(t->line, "Result \"" + std::string(t->value) + "\" for a passed-out board (it should be \"\")");
        keep(record, *t);
      } else if (r && !tricks) {
        keep(record, *t);  // "NS 9" without a declarer: kept as written
      } else if (r) {
        record.result = tricks;
        record.result_disputed = r->disputed;
        typed(*t);
      } else {
        if (!is_unknown_value(t->value)) unreadable(*t, "Result: " + r.error().message);
        keep(record, *t);
      }
    }

    AuctionOutcome auction;
    if (const RawTag* t = find(tags, PbnTag::Auction)) {
      auction = read_pbn_auction(section(*t), record, d_);
      restore_opening_passes(tags, *t, record, auction);
      // Without a readable Auction value or a Dealer there is no auction to
      // hold the section: the tag is kept as written.
      if (record.auction)
        record.auction->comments.insert(record.auction->comments.begin(), t->comments.begin(), t->comments.end());
      else keep(record, *t);
      cross_check_auction(tags, record, auction);
    }
    if (const RawTag* t = find(tags, PbnTag::Play); t && !record.deal && find(tags, PbnTag::Deal)) {
      // The deal could not be read (its error is reported): the play is
      // kept as it stands, without a second, misleading error.
      keep(record, *t);
    } else if (t) {
      const PlayOutcome play = read_pbn_play(section(*t), record, d_);
      if (record.play)
        record.play->comments.insert(record.play->comments.begin(), t->comments.begin(), t->comments.end());
      else keep(record, *t);
      cross_check_result(tags, record, play);
    }

    for (const RawTag& t : tags) {
      static constexpr PbnTag kTyped[] = {PbnTag::Dealer,   PbnTag::Vulnerable, PbnTag::Deal,    PbnTag::Declarer,
                                          PbnTag::Contract, PbnTag::Result,     PbnTag::Auction, PbnTag::Play};
      if (std::find(std::begin(kTyped), std::end(kTyped), t.id) != std::end(kTyped)) continue;
      check_plain_tag(t, record);
      keep(record, t);
    }
    check_par_tags(tags, record);
    if (find(tags, PbnTag::Variant)) {  // the whist family's tags mean nothing without it
      std::vector<WhistTagText> whist;
      for (const RawTag& t : tags) whist.push_back({std::string(t.name), std::string(t.value), t.line});
      check_whist_tags(whist, d_);
    }
  }

  // ParContract and OptimumScore, each alone and together (pbn_par.h).
  void check_par_tags(const std::vector<RawTag>& tags, GameRecord& record) {
    const RawTag* par = find(tags, PbnTag::ParContract);
    const RawTag* score = find(tags, PbnTag::OptimumScore);
    auto value = [](const RawTag* t) { return t ? std::optional<std::string_view>(t->value) : std::nullopt; };
    // Some programs write "NS 4S=" (made exactly): the '=' says nothing PBN's
    // par contract does not; read without it.
    std::string par_read;
    std::optional<std::string_view> par_value = value(par);
    if (par && par->value.find('=') != std::string::npos) {
      for (std::size_t i = 0; i < par->value.size(); ++i)
        if (!(par->value[i] == '=' && i > 0 && std::isalpha(static_cast<unsigned char>(par->value[i - 1]))))
          par_read += par->value[i];
      if (par_read != par->value) {
        d_.warning_once_per_kind(par->line, "ParContract with '=' for made exactly", [&] {
          return "ParContract \"" + std::string(par->value) + "\": '=' for a contract made exactly is not PBN; read as \"" + par_read + "\"";
        });
        par_value = par_read;
        record.set_tag("ParContract", par_read);  // what is read is what is written
      }
    }
    for (const ParProblem& p : check_par(par_value, value(score), record.vulnerability))
      d_.error(p.in_score ? score->line : par->line, (p.in_score ? "OptimumScore: " : "ParContract: ") + p.message);
  }

  PbnSection section(const RawTag& t) { return PbnSection{t.value, t.line, t.body, t.notes, unreadable_}; }

  // An auction whose declarer disagrees with the Declarer tag, while the
  // Play tag's opening leader agrees with it, may have lost the passes
  // before its first bid (see pbn_omitted_passes.h); puts them back.
  void restore_opening_passes(const std::vector<RawTag>& tags, const RawTag& auction_tag, GameRecord& record,
                              AuctionOutcome& outcome) {
    if (!outcome.complete || !outcome.contract || !record.contract || !record.declarer || record.declarer_swapped ||
        outcome.contract->declarer == *record.declarer)
      return;
    const auto first = parse_pbn_seat(auction_tag.value);
    const RawTag* play_tag = find(tags, PbnTag::Play);
    const auto leader = play_tag ? parse_pbn_seat(play_tag->value) : Result<Seat>(Error{""});
    if (!first || *first != *record.dealer || !leader || *leader != left_hand_opponent(*record.declarer)) return;
    const auto restored = restore_omitted_passes(*record.auction, *record.dealer, *record.contract, outcome.contract->declarer);
    if (!restored) return;
    record.auction->insert_at_start(static_cast<std::size_t>(restored->passes), RecordedCall{});
    outcome.contract = restored->contract;
    const std::string passes = restored->passes == 1 ? "a pass" : std::to_string(restored->passes) + " passes";
    d_.warning_once_per_kind(auction_tag.line, "Auction: passes before the first call left out, put back", [&] { return "Auction: the first call is not the dealer's (" + std::string(seat_name(*first)) +
                                     "): the auction ends with " + std::string(seat_name(*record.declarer)) +
                                     " declaring, as the Declarer and Play tags say, only after " + passes +
                                     " before it; read with " + (restored->passes == 1 ? "that pass" : "those passes") +
                                     " (PBN lists every call from the dealer on)"; });
  }

  // The Contract and Declarer tags against the auction (contract_check.h).
  void cross_check_auction(const std::vector<RawTag>& tags, GameRecord& record, const AuctionOutcome& a) {
    if (!a.complete) return;
    const RawTag* contract_tag = find(tags, PbnTag::Contract);
    const RawTag* declarer_tag = find(tags, PbnTag::Declarer);
    const int contract_line = contract_tag ? contract_tag->line : 0;
    const std::string_view written = contract_tag ? contract_tag->value : std::string_view();
    for (const ContractDisagreement& p :
         check_contract_against_auction(record, AuctionEnd{a.passed_out, a.contract}, options_.lenient, written)) {
      const bool declarer = p.field == StatedField::Declarer;
      const int line = declarer ? (declarer_tag ? declarer_tag->line : 0) : contract_line;
      const std::string subject = declarer ? "Declarer \"" + std::string(declarer_tag ? declarer_tag->value : std::string_view(p.stated)) + "\""
                                  : p.field == StatedField::PassedOut ? "Contract \"Pass\""
                                                                      : "Contract " + p.stated;
      if (p.carried) d_.warning(line, subject + " " + p.message);
      else d_.error(line, subject + " " + p.message);
    }
  }

  void cross_check_result(const std::vector<RawTag>& tags, GameRecord& record, const PlayOutcome& p) {
    const RawTag* result_tag = find(tags, PbnTag::Result);
    if (!record.result || !result_tag || !record.play) return;
    const int r = *record.result;
    PlayTally tally{p.declarer_tricks, p.defender_tricks, 13, p.finished, p.sure};
    if (record.deal)
      tally.total_tricks = std::max({(*record.deal)[Seat::North].size(), (*record.deal)[Seat::East].size(),
                                     (*record.deal)[Seat::South].size(), (*record.deal)[Seat::West].size()});
    if (record.result_disputed) {
      if (p.finished && r == p.declarer_tricks && !record.play->claimed_tricks && !record.play->stopped)
        d_.error(result_tag->line, "Result is marked '^' (differs from the play) but the play gives exactly " +
                                       std::to_string(r) + " tricks");
      return;
    }
    if (p.irregular) return;
    const bool ended = record.play->stopped || record.play->claimed_tricks;
    const auto conflict = result_conflict(r, tally, record.declarer, ended);
    if (!conflict) return;
    const std::string stated =
        "Result " + std::to_string(r) + (conflict->finished ? " but " : " is impossible: ") + conflict->reason;
    if (options_.lenient) {
      record.result_disputed = true;
      d_.warning(result_tag->line, stated + "; " + disputed_result_note(r));
    } else {
      d_.error(result_tag->line, stated + (conflict->finished ? " (mark an agreed different result with '^')" : ""));
    }
  }

  void check_plain_tag(const RawTag& t, GameRecord& record) {
    const std::string_view v = t.value;
    // Descriptive tags (dates, times, rounds, scores) say nothing the game
    // depends on: a value in another spelling ("2024-07-12", "Bronze Match
    // - Segment 1") is kept as written, with a warning.
    auto report = [&](const Status& s) {
      if (!s)
        d_.warning_once_per_kind(t.line, std::string(t.name) + " in another form, kept as written",
                                 [&] { return std::string(t.name) + ": " + s.message() + " (kept as written)"; });
    };
    const std::string_view n = t.name;
    const PbnTag id = t.id;
    if (id == PbnTag::Other) {
      d_.warning_once_per_kind(t.line, "unknown tag " + std::string(n), [&] { return "unknown tag " + std::string(n) + " (kept as it is)"; });
    } else if (is_unknown_value(v) && id != PbnTag::Scoring) {
      // "?" and "" are allowed for every tag.
    } else if (id == PbnTag::Date || id == PbnTag::EventDate || id == PbnTag::UTCDate) {
      report(check_date(v));
    } else if (id == PbnTag::Time || id == PbnTag::UTCTime) {
      report(check_time(v));
    } else if (id == PbnTag::Board) {
      auto b = parse_board(v);
      if (!b)
        d_.warning_once_per_kind(t.line, "Board in another form, kept as written",
                                 [&] { return "Board: " + b.error().message + " (kept as written)"; });
    } else if (id == PbnTag::Round) {
      report(check_round(v));
    } else if (id == PbnTag::Scoring) {
      std::string warning;
      report(check_scoring(v, warning));
      if (!warning.empty()) d_.warning_once_per_kind(t.line, "Scoring: " + warning, [&] { return "Scoring: " + warning; });
    } else if (id == PbnTag::Score) {
      report(check_score(v, ScoreKind::Integer));
    } else if (id == PbnTag::ScoreIMP || id == PbnTag::ScoreMP) {
      report(check_score(v, ScoreKind::Decimal));
    } else if (id == PbnTag::ScorePercentage) {
      report(check_score(v, ScoreKind::Percentage));
    } else if (id == PbnTag::ScoreRubber) {
      report(check_score(v, ScoreKind::Rubber));
    } else if (id == PbnTag::ScoreRubberHistory) {
      auto vul = parse_rubber_history(v);
      if (!vul) d_.error(t.line, vul.error().message);
      else if (record.vulnerability && *vul != *record.vulnerability)
        d_.error(t.line, "ScoreRubberHistory implies vulnerability " + std::string(vulnerability_name(*vul)) +
                             " but the Vulnerable tag says " + std::string(vulnerability_name(*record.vulnerability)));
    } else if (id == PbnTag::Hidden) {
      if (v.find_first_not_of("NESWnesw") != std::string::npos) d_.error(t.line, "Hidden \"" + std::string(v) + "\" may only hold N, E, S, W");
    } else if (id == PbnTag::FrenchMP && v != "Yes" && v != "No") {
      d_.warning_once_per_kind(t.line, "FrenchMP neither \"Yes\" nor \"No\"", [] { return std::string("FrenchMP is \"Yes\" or \"No\""); });
    } else if (id == PbnTag::Room && v != "Open" && v != "Closed") {
      d_.warning_once_per_kind(t.line, "Room neither \"Open\" nor \"Closed\"", [] { return std::string("Room is \"Open\" or \"Closed\""); });
    } else if (id == PbnTag::DoubleDummy) {
      auto dd = parse_dd_tricks(v);
      if (dd) record.dd_tricks = *dd;
      else d_.error(t.line, dd.error().message);
    }
    const bool table = is_table_tag(id);
    if (table) {
      auto columns = parse_table_columns(v);
      if (!columns) {
        d_.error(t.line, std::string(n) + ": " + columns.error().message);
      } else {
        std::vector<std::string> elements;
        std::vector<int> lines;
        for (const PbnItem& item : t.body)
          if (item.kind == PbnItem::Kind::Token) {
            elements.emplace_back(item.text);
            lines.push_back(item.line);
          }
        for (const TableProblem& p : check_table(n, *columns, elements)) {
          const int line = lines.empty() ? t.line : lines[std::min(p.element, lines.size() - 1)];
          if (p.unquoted)
            d_.warning_once_per_kind(line, std::string(n) + ": strings not quoted, read as they spell", [&] {
              return std::string(n) + ": " + p.message + " (read as the string it spells; kept as written)";
            });
          else d_.error(line, std::string(n) + ": " + p.message);
        }
        if (id == PbnTag::OptimumResultTable && !record.dd_tricks)
          if (auto dd = dd_tricks_from_table(*columns, elements)) record.dd_tricks = *dd;
      }
    } else if (!t.body.empty() && id != PbnTag::Other) {
      const PbnItem* token = nullptr;
      for (const PbnItem& item : t.body)
        if (item.kind == PbnItem::Kind::Token) token = token ? token : &item;
      if (token) d_.error(token->line, "'" + std::string(token->text) + "' is outside any tag pair or section (tag " + std::string(n) + " has no section)");
    }
  }

  std::string_view bytes_;
  ReadOptions options_;
  Diagnostics d_;
  ReadResult out_;
  // The latest value of each tag in any earlier game: by tag, and by name
  // for unknown tags (keyed by views of names in the lexer's output, which
  // outlives them).
  std::array<std::optional<RawTag>, kPbnTagCount> previous_known_;
  std::map<std::string_view, RawTag> previous_unknown_;
  std::map<std::string_view, RawTag> sticky_;         // "##" values
  std::vector<RawTag> tags_;                          // of the game being read
  std::vector<RawTag> previous_game_;                 // tags of the game just before
  std::deque<std::vector<PbnItem>> kept_bodies_;      // bodies of tags kept for later games
  std::vector<RawTag*> bodies_to_keep_;                // remembered since, with a body (in a slot above)
  bool previous_game_had_deal_ = false;
  int game_line_ = 0;                                 // first line of the game being read
  std::vector<std::string_view> unreadable_;          // its tags given but not readable
  std::vector<std::string> orphan_comments_;
  int orphan_line_ = 0;
};

}  // namespace

ReadResult read_pbn(std::string_view bytes, const ReadOptions& options) { return Reader(bytes, options).run(); }

}  // namespace tenace::formats
