#pragma once
// PBN tables (standard §5.2): a tag whose value names the columns
// ("-Rank\3R;Names\45;...": '+'/'-' for descending/ascending order, '\'
// width and L/R alignment) followed by rows of elements. Checked on
// reading (column count, ordering, forbidden characters), laid out on
// writing.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/result.h"
#include "formats/game_record.h"

namespace tenace::formats {

struct TableColumn {
  std::string name;
  char order = 0;  // '+' descending, '-' ascending, 0 none
  int width = 0;
  char align = 0;  // 'L', 'R' or 0
};

Result<std::vector<TableColumn>> parse_table_columns(std::string_view value);

// Problems with the elements of the table tag `table`, as messages with the
// index of the offending element; empty when the table is well formed. Each
// element of a predefined column is checked against its type
// (pbn_table_columns.h).
struct TableProblem {
  std::size_t element;
  std::string message;
  // The element is right but for its quotes (a name written without them):
  // a spelling, not a wrong value.
  bool unquoted = false;
};
std::vector<TableProblem> check_table(std::string_view table, const std::vector<TableColumn>& columns,
                                      const std::vector<std::string>& elements);

// Export layout: one row per line, elements separated by a space and padded
// to the column widths.
std::vector<std::string> format_table_rows(const std::vector<TableColumn>& columns,
                                           const std::vector<std::string>& elements);

// DD tricks from an OptimumResultTable with Declarer, Denomination and
// Result columns, when it lists all 20 cases.
std::optional<DoubleDummyTricks> dd_tricks_from_table(const std::vector<TableColumn>& columns,
                                                      const std::vector<std::string>& elements);

}  // namespace tenace::formats
