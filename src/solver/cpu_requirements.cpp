#include "solver/cpu_requirements.h"

#include <stdexcept>
#include <string>

namespace tenace::solver_detail {

__attribute__((target("arch=x86-64"))) void require_solver_cpu() {
  __builtin_cpu_init();
  std::string missing;
  if (!__builtin_cpu_supports("avx2")) missing += " AVX2";
  if (!__builtin_cpu_supports("bmi2")) missing += " BMI2";
  if (!__builtin_cpu_supports("popcnt")) missing += " POPCNT";
  if (!missing.empty())
    throw std::runtime_error("tenace's solver needs an x86-64-v3 CPU (Intel Haswell, AMD Excavator or later); "
                             "this one lacks" + missing);
}

}  // namespace tenace::solver_detail
