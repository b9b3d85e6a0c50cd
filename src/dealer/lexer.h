#pragma once
// Splits a Dealer script into tokens. Dealer's vocabulary mixes names,
// numbers, shape patterns (5xxx), cards (AS) and holdings (SAQ542), so every
// run of letters and digits is one Word; the parser reads it in context.
#include <string>
#include <string_view>
#include <vector>

#include "dealer/script_error.h"

namespace tenace::dealer {

enum class TokenKind { Word, String, Newline, Punct, End };

struct Token {
  TokenKind kind = TokenKind::End;
  std::string text;  // the word, the string's contents, or the punctuation ("&&", "(", ...)
  SourcePosition at;
  bool is_number() const;
  bool is(std::string_view punct) const { return kind == TokenKind::Punct && text == punct; }
  bool is_word(std::string_view w) const;  // case-insensitive
};

// Throws ScriptError on a character Dealer does not know or an unterminated string.
std::vector<Token> tokenize(std::string_view text, const std::string& file);

}  // namespace tenace::dealer
