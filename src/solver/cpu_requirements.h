#pragma once
// The solver library is compiled for x86-64-v3 (AVX2, BMI2, LZCNT, POPCNT;
// see src/CMakeLists.txt). On an older CPU its first such instruction would
// kill the process; instead, constructing a Solver checks the CPU and throws
// an error that says what is missing. The check itself is compiled for plain
// x86-64 so that it runs anywhere.
namespace tenace::solver_detail {

// Throws std::runtime_error naming the missing instruction-set extensions.
void require_solver_cpu();

}  // namespace tenace::solver_detail
