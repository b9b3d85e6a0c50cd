#include "formats/pbn_table.h"

#include <algorithm>
#include <charconv>

#include "core/seat.h"
#include "core/strain.h"
#include "formats/pbn_table_columns.h"

namespace tenace::formats {

Result<std::vector<TableColumn>> parse_table_columns(std::string_view value) {
  std::vector<TableColumn> columns;
  std::size_t start = 0;
  while (true) {
    const std::size_t semi = value.find(';', start);
    std::string_view spec = value.substr(start, semi == std::string_view::npos ? std::string_view::npos : semi - start);
    TableColumn col;
    if (!spec.empty() && (spec[0] == '+' || spec[0] == '-')) {
      col.order = spec[0];
      spec.remove_prefix(1);
    }
    const std::size_t slash = spec.find('\\');
    col.name = std::string(spec.substr(0, slash));
    if (slash != std::string_view::npos) {
      std::string_view w = spec.substr(slash + 1);
      std::size_t digits = 0;
      while (digits < w.size() && w[digits] >= '0' && w[digits] <= '9') ++digits;
      if (digits == 0 || digits > 3)
        return Error{"column \"" + std::string(spec) + "\": '\\' must be followed by a width"};
      std::from_chars(w.data(), w.data() + digits, col.width);
      w.remove_prefix(digits);
      if (w == "L" || w == "R") col.align = w[0];
      else if (!w.empty()) return Error{"column \"" + std::string(spec) + "\": the width may only be followed by L or R"};
    }
    columns.push_back(col);
    if (semi == std::string_view::npos) break;
    start = semi + 1;
  }
  return columns;
}

namespace {
std::optional<double> number_of(const std::string& e) {
  std::string_view s = e;
  if (!s.empty() && s[0] == '^') s.remove_prefix(1);
  if (!s.empty() && s[0] == '+') s.remove_prefix(1);
  double v = 0;
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || end != s.data() + s.size() || s.empty()) return std::nullopt;
  return v;
}
}  // namespace

std::vector<TableProblem> check_table(std::string_view table, const std::vector<TableColumn>& columns,
                                      const std::vector<std::string>& elements) {
  std::vector<TableProblem> problems;
  const std::size_t n = columns.size();
  if (n == 0) return problems;
  for (std::size_t i = 0; i < elements.size(); ++i) {
    const std::string& e = elements[i];
    if (e.front() != '"' && e.find('%') != std::string::npos)
      problems.push_back({i, "'%' is not allowed in a table element (" + e + ")"});
    else if (auto wrong = check_table_element(table, columns[i % n].name, e))
      problems.push_back({i, "row " + std::to_string(i / n + 1) + ": " + *wrong,
                          e.front() != '"' && !check_table_element(table, columns[i % n].name, "\"" + e + "\"")});
  }
  if (elements.size() % n != 0)
    problems.push_back({elements.size() - 1, "the table has " + std::to_string(elements.size()) +
                                                 " elements, not a whole number of rows of " + std::to_string(n)});
  for (std::size_t c = 0; c < n; ++c) {
    if (!columns[c].order) continue;
    std::optional<double> previous;
    for (std::size_t i = c; i < elements.size(); i += n) {
      auto v = number_of(elements[i]);
      if (!v) continue;
      if (previous && (columns[c].order == '-' ? *v < *previous : *v > *previous)) {
        problems.push_back({i, "column " + columns[c].name + " is declared " +
                                   (columns[c].order == '-' ? "ascending" : "descending") + " but " + elements[i] +
                                   " breaks the order"});
        break;
      }
      previous = v;
    }
  }
  return problems;
}

std::vector<std::string> format_table_rows(const std::vector<TableColumn>& columns,
                                           const std::vector<std::string>& elements) {
  std::vector<std::string> rows;
  const std::size_t n = std::max<std::size_t>(columns.size(), 1);
  for (std::size_t i = 0; i < elements.size(); i += n) {
    std::string row;
    for (std::size_t c = 0; c < n && i + c < elements.size(); ++c) {
      if (c) row += ' ';
      const std::string& e = elements[i + c];
      const int width = c < columns.size() ? columns[c].width : 0;
      const std::size_t pad = static_cast<std::size_t>(width) > e.size() ? width - e.size() : 0;
      const bool right = c < columns.size() && columns[c].align == 'R';
      // The last element needs no trailing blanks.
      const bool last = c + 1 == n || i + c + 1 == elements.size();
      if (right) row += std::string(pad, ' ') + e;
      else row += last ? e : e + std::string(pad, ' ');
    }
    rows.push_back(std::move(row));
  }
  return rows;
}

std::optional<DoubleDummyTricks> dd_tricks_from_table(const std::vector<TableColumn>& columns,
                                                      const std::vector<std::string>& elements) {
  int dec = -1, den = -1, res = -1;
  for (std::size_t c = 0; c < columns.size(); ++c) {
    if (columns[c].name == "Declarer") dec = static_cast<int>(c);
    if (columns[c].name == "Denomination") den = static_cast<int>(c);
    if (columns[c].name == "Result") res = static_cast<int>(c);
  }
  const std::size_t n = columns.size();
  if (dec < 0 || den < 0 || res < 0 || elements.size() != 20 * n) return std::nullopt;
  DoubleDummyTricks t{};
  std::array<std::array<bool, 5>, 4> seen{};
  for (std::size_t i = 0; i < elements.size(); i += n) {
    const std::string& d = elements[i + dec];
    auto seat = d.size() == 1 ? seat_from_char(d[0]) : std::nullopt;
    auto strain = parse_strain(elements[i + den]);
    int tricks = -1;
    const std::string& r = elements[i + res];
    std::from_chars(r.data(), r.data() + r.size(), tricks);
    if (!seat || !strain || tricks < 0 || tricks > 13) return std::nullopt;
    t[index(*seat)][static_cast<int>(*strain)] = tricks;
    seen[index(*seat)][static_cast<int>(*strain)] = true;
  }
  for (const auto& row : seen)
    for (bool b : row)
      if (!b) return std::nullopt;
  return t;
}

}  // namespace tenace::formats
