// libFuzzer target: the PBN reader (and the writers on what it reads).
#include "exercise_reader.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  tenace::fuzz::exercise_reader(data, size, tenace::formats::Format::Pbn);
  return 0;
}
