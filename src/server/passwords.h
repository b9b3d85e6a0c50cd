#pragma once
// Password hashes and session tokens (libsodium): argon2id with libsodium's
// "interactive" limits, stored in its self-describing string form (salt and
// parameters included), and 32-byte random tokens written in hex.
#include <string>

namespace tenace::server {

// Calls sodium_init once; false when libsodium cannot start.
bool init_crypto();
std::string hash_password(const std::string& password);
bool verify_password(const std::string& hash, const std::string& password);
std::string random_token();

}  // namespace tenace::server
