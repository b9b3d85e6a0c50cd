#pragma once
// One entry point for every format: pick the format from a name, a file
// extension or the text itself, read any format into GameRecords, write
// GameRecords in any format. Writers add a warning for each thing the target
// format cannot hold, so a conversion never loses data silently.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "formats/diagnostic.h"
#include "formats/game_record.h"
#include "formats/pbn_reader.h"
#include "formats/text_encoding.h"

namespace tenace::formats {

enum class Format { Pbn, Lin, Json };

std::string_view format_name(Format f);
std::optional<Format> format_from_name(std::string_view name);       // "pbn", "lin", "json"
std::optional<Format> format_from_extension(std::string_view path);  // ".pbn", ".lin", ".json"
// Guesses from the content: JSON starts with '{' or '[', LIN with a
// two-letter command and '|'; anything else is taken as PBN.
Format sniff_format(std::string_view bytes);

// `options` matter to PBN and JSON, which compare a stated contract and
// declarer with the auction by one rule (contract_check.h); LIN holds no
// contract apart from its auction, and LIN and JSON keep an impossible
// result marked as differing from the play anyway.
ReadResult read_records(std::string_view bytes, Format format, const ReadOptions& options = {});
// `encoding` matters to PBN and LIN (JSON is always UTF-8): Standard is
// each format's own (PBN: ISO 8859-1 when every character fits, LIN:
// UTF-8); Utf8 or Latin1 keep an input's encoding or follow --encoding. Text
// that ISO 8859-1 cannot hold is written in UTF-8, with a warning.
std::string write_records(const std::vector<GameRecord>& games, Format format, Diagnostics& warnings,
                          TextEncoding encoding = TextEncoding::Standard);

// Lenient conversion: a game with an error is refused alone. Leaves out of
// `result` every game an error falls in (by its line), keeping the warnings
// and dropping those errors, and returns the games left out (number from 1,
// first line, first error). Returns nothing, and changes nothing, when an
// error lies outside every game or no game would be left.
struct RefusedGame {
  std::size_t number = 0;
  int line = 0;
  std::string first_error;
};
std::optional<std::vector<RefusedGame>> refuse_games_with_errors(ReadResult& result);

}  // namespace tenace::formats
