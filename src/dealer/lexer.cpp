#include "dealer/lexer.h"

#include <cctype>

namespace tenace::dealer {

bool Token::is_number() const {
  if (kind != TokenKind::Word || text.empty()) return false;
  for (char c : text)
    if (!std::isdigit(static_cast<unsigned char>(c))) return false;
  return true;
}

bool Token::is_word(std::string_view w) const {
  if (kind != TokenKind::Word || text.size() != w.size()) return false;
  for (std::size_t i = 0; i < w.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(text[i])) != std::tolower(static_cast<unsigned char>(w[i])))
      return false;
  return true;
}

std::vector<Token> tokenize(std::string_view text, const std::string& file) {
  std::vector<Token> tokens;
  SourcePosition at;
  std::size_t i = 0;
  auto advance = [&](std::size_t n) {
    for (std::size_t k = 0; k < n && i < text.size(); ++k, ++i) {
      if (text[i] == '\n') {
        ++at.line;
        at.column = 1;
      } else {
        ++at.column;
      }
    }
  };
  static constexpr std::string_view kTwoChar[] = {"&&", "||", "==", "!=", "<=", ">="};
  while (i < text.size()) {
    const char c = text[i];
    if (std::isspace(static_cast<unsigned char>(c))) {
      advance(1);
      continue;
    }
    if (c == '#') {
      while (i < text.size() && text[i] != '\n') advance(1);
      continue;
    }
    if (c == '/' && i + 1 < text.size() && text[i + 1] == '*') {
      const SourcePosition start = at;
      advance(2);
      while (i < text.size() && !(text[i] == '*' && i + 1 < text.size() && text[i + 1] == '/')) advance(1);
      if (i >= text.size()) throw ScriptError(file, start, "comment never closed with */");
      advance(2);
      continue;
    }
    Token t;
    t.at = at;
    if (std::isalnum(static_cast<unsigned char>(c)) || c == '_') {
      t.kind = TokenKind::Word;
      std::size_t j = i;
      while (j < text.size() && (std::isalnum(static_cast<unsigned char>(text[j])) || text[j] == '_')) ++j;
      t.text = std::string(text.substr(i, j - i));
      advance(j - i);
    } else if (c == '"') {
      t.kind = TokenKind::String;
      std::size_t j = i + 1;
      while (j < text.size() && text[j] != '"') ++j;
      if (j >= text.size()) throw ScriptError(file, at, "string never closed with \"");
      t.text = std::string(text.substr(i + 1, j - i - 1));
      // Dealer prints "\n" inside a string as a line break.
      for (std::size_t p; (p = t.text.find("\\n")) != std::string::npos;) t.text.replace(p, 2, "\n");
      advance(j + 1 - i);
    } else if (c == '\\' && i + 1 < text.size() && text[i + 1] == 'n') {
      t.kind = TokenKind::Newline;
      t.text = "\n";
      advance(2);
    } else {
      t.kind = TokenKind::Punct;
      bool two = false;
      for (auto p : kTwoChar)
        if (text.substr(i, 2) == p) two = true;
      if (two) {
        t.text = std::string(text.substr(i, 2));
        advance(2);
      } else if (std::string_view("()+-*/%?:<>=!,").find(c) != std::string_view::npos) {
        t.text = std::string(1, c);
        advance(1);
      } else {
        throw ScriptError(file, at, std::string("unexpected character '") + c + "'");
      }
    }
    tokens.push_back(std::move(t));
  }
  Token end;
  end.at = at;
  tokens.push_back(end);
  return tokens;
}

}  // namespace tenace::dealer
