// The larger DDS test files, completely: every TABLE and FUT line of list10,
// list100 and largest.txt, and list10's play traces. Too slow for the default
// run (label slow, `make test-slow`).
#include "solver/dds_check.h"

namespace tenace {
namespace {

using testing_data::check_file;

TEST(DdsListsSlow, List10) { check_file("list10.txt", true, true); }
TEST(DdsListsSlow, List100) { check_file("list100.txt", true, false); }
TEST(DdsListsSlow, Largest) { check_file("largest.txt", true, false); }

}  // namespace
}  // namespace tenace
