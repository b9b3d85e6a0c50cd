// The table's allocator: memory aligned to a huge page (else the kernel
// cannot back it with one), usable as ordinary memory by a vector.
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "solver/huge_page_allocator.h"

namespace tenace::solver_detail {
namespace {

bool huge_page_aligned(const void* p) {
  return reinterpret_cast<std::uintptr_t>(p) % HugePageAllocator<char>::kHugePage == 0;
}

TEST(HugePageAllocator, AllocationsStartOnAHugePage) {
  HugePageAllocator<std::uint32_t> allocator;
  for (std::size_t n : {std::size_t{1}, std::size_t{1000}, std::size_t{3} << 20}) {
    std::uint32_t* p = allocator.allocate(n);
    EXPECT_TRUE(huge_page_aligned(p)) << n << " elements";
    allocator.deallocate(p, n);
  }
}

TEST(HugePageAllocator, VectorKeepsItsValuesAcrossGrowth) {
  std::vector<std::uint64_t, HugePageAllocator<std::uint64_t>> values;
  for (std::uint64_t i = 0; i < 600000; ++i) values.push_back(i * i);
  EXPECT_TRUE(huge_page_aligned(values.data()));
  for (std::uint64_t i = 0; i < values.size(); ++i) ASSERT_EQ(values[i], i * i) << i;
}

}  // namespace
}  // namespace tenace::solver_detail
