#pragma once
// Checks one DDS test file against the solver: TABLE, FUT and PLAY/TRACE.
#include <gtest/gtest.h>

#include "solver/dds_list_file.h"
#include "solver/solver.h"

namespace tenace::testing_data {

inline void check_file(const std::string& name, bool with_table, bool with_play) {
  const std::vector<DdsRecord> records = testing_data::read_dds_file(testing_data::dds_path(name));
  ASSERT_FALSE(records.empty()) << name;
  Solver solver;
  int index = 0;
  for (const DdsRecord& r : records) {
    SCOPED_TRACE(name + " deal " + std::to_string(index++) + " " + r.deal.to_pbn());
    if (with_table && r.has_table) {
      EXPECT_EQ(solver.table(r.deal).tricks, r.table.tricks);
    }
    if (!r.future.empty()) {
      Position p{r.deal, r.strain, r.first, {}};
      std::map<int, int> got;
      for (const CardResult& c : solver.all_cards(p)) got[c.card.id()] = c.tricks;
      EXPECT_EQ(got, r.future);
    }
    if (with_play && !r.trace.empty()) {
      const std::vector<int> values = solver.play_analysis(r.deal, r.strain, next(r.first, 3), r.play);
      ASSERT_GE(values.size(), r.trace.size());
      EXPECT_EQ(std::vector<int>(values.begin(), values.begin() + static_cast<long>(r.trace.size())), r.trace);
    }
  }
}

}  // namespace tenace::testing_data
