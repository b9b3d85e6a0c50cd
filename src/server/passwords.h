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
// What the database keeps of a session token: its BLAKE2b-256 digest in hex.
std::string token_digest(const std::string& token);
// A verification that costs what verify_password() costs on a real hash,
// for names that have none: the answer's timing does not tell which names
// exist. Always false.
bool verify_against_dummy(const std::string& password);

}  // namespace tenace::server
