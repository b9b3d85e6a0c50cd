#include "formats/record_io.h"

#include <algorithm>
#include <cctype>
#include <map>

#include "formats/json_record.h"
#include "formats/lin_reader.h"
#include "formats/lin_writer.h"
#include "formats/pbn_writer.h"
#include "formats/text_encoding.h"

namespace tenace::formats {

std::string_view format_name(Format f) {
  switch (f) {
    case Format::Pbn: return "pbn";
    case Format::Lin: return "lin";
    case Format::Json: return "json";
  }
  return "pbn";
}

std::optional<Format> format_from_name(std::string_view name) {
  std::string lower(name);
  std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  if (lower == "pbn") return Format::Pbn;
  if (lower == "lin") return Format::Lin;
  if (lower == "json") return Format::Json;
  return std::nullopt;
}

std::optional<Format> format_from_extension(std::string_view path) {
  const std::size_t dot = path.rfind('.');
  if (dot == std::string_view::npos || path.find('/', dot) != std::string_view::npos) return std::nullopt;
  return format_from_name(path.substr(dot + 1));
}

Format sniff_format(std::string_view bytes) {
  std::size_t i = 0;
  if (bytes.substr(0, 3) == "\xEF\xBB\xBF") i = 3;  // UTF-8 byte order mark
  while (i < bytes.size() && std::isspace(static_cast<unsigned char>(bytes[i]))) ++i;
  if (i < bytes.size() && (bytes[i] == '{' || bytes[i] == '[')) {
    // "[Event" is PBN; JSON arrays hold objects.
    if (bytes[i] == '{') return Format::Json;
    std::size_t j = i + 1;
    while (j < bytes.size() && std::isspace(static_cast<unsigned char>(bytes[j]))) ++j;
    if (j < bytes.size() && (bytes[j] == '{' || bytes[j] == ']')) return Format::Json;
    return Format::Pbn;
  }
  if (i + 2 < bytes.size() && std::isalpha(static_cast<unsigned char>(bytes[i])) &&
      std::isalpha(static_cast<unsigned char>(bytes[i + 1])) && bytes[i + 2] == '|')
    return Format::Lin;
  return Format::Pbn;
}

ReadResult read_records(std::string_view bytes, Format format, const ReadOptions& options) {
  switch (format) {
    case Format::Lin: return read_lin(bytes);
    case Format::Json: return read_json(bytes, options);
    case Format::Pbn: break;
  }
  return read_pbn(bytes, options);
}

std::string write_records(const std::vector<GameRecord>& games, Format format, Diagnostics& warnings,
                          TextEncoding encoding) {
  switch (format) {
    case Format::Lin: {
      std::string text = write_lin(games, &warnings);
      if (encoding != TextEncoding::Latin1) return text;
      if (auto latin1 = utf8_to_latin1(text)) return *latin1;
      warnings.warning(0, "some text is outside ISO 8859-1: the file is written in UTF-8");
      return text;
    }
    case Format::Json: return write_json(games, &warnings);
    case Format::Pbn: break;
  }
  return write_pbn(games, &warnings, encoding == TextEncoding::Utf8 ? TextEncoding::Utf8 : TextEncoding::Standard);
}

std::optional<std::vector<RefusedGame>> refuse_games_with_errors(ReadResult& result) {
  const auto& lines = result.game_lines;
  if (lines.size() != result.games.size() || lines.empty()) return std::nullopt;
  std::map<std::size_t, std::string> refused;  // game index -> its first error
  for (const Diagnostic& d : result.diagnostics.all()) {
    if (d.severity != Severity::Error) continue;
    if (d.line <= 0 || d.line < lines.front()) return std::nullopt;  // not inside a game
    const auto after = std::upper_bound(lines.begin(), lines.end(), d.line);
    refused.emplace(static_cast<std::size_t>(after - lines.begin()) - 1, d.message);
  }
  if (refused.size() == result.games.size()) return std::nullopt;
  Diagnostics kept;
  for (const Diagnostic& d : result.diagnostics.all())
    if (d.severity == Severity::Warning) kept.add(d.line, d.severity, d.message);
  std::vector<GameRecord> games;
  std::vector<int> game_lines;
  std::vector<RefusedGame> out;
  for (std::size_t i = 0; i < result.games.size(); ++i) {
    if (auto it = refused.find(i); it != refused.end()) {
      out.push_back({i + 1, lines[i], it->second});
      continue;
    }
    games.push_back(std::move(result.games[i]));
    game_lines.push_back(lines[i]);
  }
  result.games = std::move(games);
  result.game_lines = std::move(game_lines);
  result.diagnostics = std::move(kept);
  return out;
}

}  // namespace tenace::formats
