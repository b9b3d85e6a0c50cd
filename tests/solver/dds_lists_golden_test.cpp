// Every TABLE, FUT and PLAY/TRACE line of the DDS test files must come out
// exactly as DDS computed it. check_file is shared with dds_lists_slow_test.
#include <gtest/gtest.h>

#include "solver/dds_check.h"

namespace tenace {
namespace {

using testing_data::check_file;

// The default run: list1 completely (the larger files are in
// dds_lists_slow_test).
TEST(DdsLists, List1) { check_file("list1.txt", true, true); }


}  // namespace
}  // namespace tenace
