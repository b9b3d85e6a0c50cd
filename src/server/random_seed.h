#pragma once
// A seed from the system's randomness, for deals and robots when no test
// seed is given.
#include <cstdint>
#include <random>

namespace tenace::server {

inline std::uint64_t random_seed() {
  thread_local std::random_device device;
  return (std::uint64_t{device()} << 32) ^ device();
}

}  // namespace tenace::server
