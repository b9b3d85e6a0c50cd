#include "server/passwords.h"

#include <sodium.h>

#include <array>
#include <stdexcept>

namespace tenace::server {

bool init_crypto() {
  static const bool ok = sodium_init() >= 0;
  return ok;
}

std::string hash_password(const std::string& password) {
  init_crypto();
  std::array<char, crypto_pwhash_STRBYTES> out{};
  if (crypto_pwhash_str(out.data(), password.data(), password.size(), crypto_pwhash_OPSLIMIT_INTERACTIVE,
                        crypto_pwhash_MEMLIMIT_INTERACTIVE) != 0)
    throw std::runtime_error("password hashing ran out of memory");
  return std::string(out.data());
}

bool verify_password(const std::string& hash, const std::string& password) {
  init_crypto();
  if (hash.empty()) return false;
  return crypto_pwhash_str_verify(hash.c_str(), password.data(), password.size()) == 0;
}

std::string random_token() {
  init_crypto();
  std::array<unsigned char, 32> bytes{};
  randombytes_buf(bytes.data(), bytes.size());
  std::array<char, 65> hex{};
  sodium_bin2hex(hex.data(), hex.size(), bytes.data(), bytes.size());
  return std::string(hex.data());
}

std::string token_digest(const std::string& token) {
  init_crypto();
  std::array<unsigned char, crypto_generichash_BYTES> digest{};
  crypto_generichash(digest.data(), digest.size(), reinterpret_cast<const unsigned char*>(token.data()),
                     token.size(), nullptr, 0);
  std::array<char, crypto_generichash_BYTES * 2 + 1> hex{};
  sodium_bin2hex(hex.data(), hex.size(), digest.data(), digest.size());
  return std::string(hex.data());
}

bool verify_against_dummy(const std::string& password) {
  static const std::string dummy = hash_password(random_token());
  verify_password(dummy, password);
  return false;
}

}  // namespace tenace::server
