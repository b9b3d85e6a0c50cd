#include "formats/text_encoding.h"

#include <gtest/gtest.h>

#include <string>

namespace tenace::formats {
namespace {

// Every place in a line of ASCII, before, inside and after the eight-byte
// blocks the check passes at once.
TEST(TextEncoding, AValidOrBrokenSequenceIsFoundAnywhereInASCII) {
  const std::string ascii(24, 'a');
  for (std::size_t at = 0; at <= ascii.size(); ++at) {
    std::string with = ascii;
    EXPECT_TRUE(is_valid_utf8(with.insert(at, "\xE2\x99\xA0"))) << at;  // a spade
    with = ascii;
    EXPECT_FALSE(is_valid_utf8(with.insert(at, "\x99"))) << at;  // a stray continuation byte
    with = ascii;
    EXPECT_FALSE(is_valid_utf8(with.insert(at, "\xE9 "))) << at;  // Latin-1 e acute
  }
  EXPECT_FALSE(is_valid_utf8(ascii + "\xE2\x99"));  // cut short at the end
  EXPECT_TRUE(is_valid_utf8(ascii));
  EXPECT_TRUE(is_valid_utf8(""));
}

}  // namespace
}  // namespace tenace::formats
