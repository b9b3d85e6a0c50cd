#pragma once
// Writing PBN 2.1 in export format (standard §2.1, §3): "% PBN 2.1" and
// "% EXPORT" header, the 15 mandatory tags first in their order ("?" when
// unknown), the other tags alphabetically, then the auction (from the
// dealer, four calls a line, notes after it), the play (from the opening
// leader, a trick a line), then supplemental sections alphabetically;
// upper case, suffixes as NAGs, CRLF, ISO 8859-1 when the text allows.
#include <string>
#include <vector>

#include "formats/diagnostic.h"
#include "formats/game_record.h"
#include "formats/text_encoding.h"

namespace tenace::formats {

// Warnings name what PBN cannot hold (e.g. a claim, a call explanation past
// the 32 notes PBN allows) and the fallback used. `encoding` Utf8 writes
// UTF-8 even when ISO 8859-1 would do (to keep a UTF-8 input's encoding).
std::string write_pbn(const std::vector<GameRecord>& games, Diagnostics* warnings = nullptr,
                      TextEncoding encoding = TextEncoding::Standard);

}  // namespace tenace::formats
