#pragma once
// PBN files are ISO 8859-1 by the standard but UTF-8 in practice; LIN and
// JSON are UTF-8. Records hold UTF-8; these helpers move text between the
// two encodings.
#include <optional>
#include <string>
#include <string_view>

namespace tenace::formats {

// The encoding a writer gives its text. Standard: PBN in ISO 8859-1 when
// every character fits (else UTF-8, with a warning), LIN and JSON in UTF-8.
enum class TextEncoding { Standard, Utf8, Latin1 };

// What a file is written in: UTF-8 when it holds valid multi-byte UTF-8
// sequences, Latin-1 when it holds other bytes above 0x7F, Standard when it
// is plain ASCII (any encoding would do).
TextEncoding encoding_of(std::string_view bytes);

bool is_valid_utf8(std::string_view bytes);
// The length of the UTF-8 sequence a lead byte starts (1 for ASCII and for
// bytes that start none), and the code point of one whole sequence.
std::size_t utf8_sequence_length(unsigned char lead);
unsigned decode_utf8(std::string_view sequence);
// Strips a leading UTF-8 byte order mark; true when there was one.
bool strip_utf8_bom(std::string_view& bytes);
// The position of a DOS end-of-file byte (0x1A, ctrl-Z) after which the
// file holds only blanks and further such bytes: old DOS tools end text
// files so. npos when there is none.
std::size_t dos_end_of_file(std::string_view bytes);
std::string latin1_to_utf8(std::string_view bytes);
// Empty when some character is outside ISO 8859-1.
std::optional<std::string> utf8_to_latin1(std::string_view text);

}  // namespace tenace::formats
