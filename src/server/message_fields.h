#pragma once
// Fields: reads a client message's fields with the checks every handler
// needs (present, of the right type, within bounds) and keeps the first
// problem as the error text the client is sent.
#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/seat.h"

namespace tenace::server {

struct Fields {
  const nlohmann::json& m;
  std::string error;

  bool has(const char* key) const { return m.contains(key) && !m[key].is_null(); }
  std::optional<std::string> string(const char* key, std::size_t max_length, bool required = true) {
    if (!has(key)) {
      if (required) error = std::string("missing field \"") + key + "\"";
      return std::nullopt;
    }
    if (!m[key].is_string()) {
      error = std::string("field \"") + key + "\" must be a string";
      return std::nullopt;
    }
    std::string value = m[key].get<std::string>();
    if (value.size() > max_length) {
      error = std::string("field \"") + key + "\" is longer than " + std::to_string(max_length) + " bytes";
      return std::nullopt;
    }
    return value;
  }
  std::optional<std::int64_t> integer(const char* key, std::int64_t low, std::int64_t high) {
    if (!has(key)) {
      error = std::string("missing field \"") + key + "\"";
      return std::nullopt;
    }
    if (!m[key].is_number_integer()) {
      error = std::string("field \"") + key + "\" must be an integer";
      return std::nullopt;
    }
    const std::int64_t value = m[key].get<std::int64_t>();
    if (value < low || value > high) {
      error = std::string("field \"") + key + "\" must be between " + std::to_string(low) + " and " +
              std::to_string(high);
      return std::nullopt;
    }
    return value;
  }
  std::optional<bool> boolean(const char* key, std::optional<bool> fallback = std::nullopt) {
    if (!has(key)) {
      if (!fallback) error = std::string("missing field \"") + key + "\"";
      return fallback;
    }
    if (!m[key].is_boolean()) {
      error = std::string("field \"") + key + "\" must be true or false";
      return std::nullopt;
    }
    return m[key].get<bool>();
  }
  // An optional string field that must be one of `allowed`: true when
  // absent (`value` unchanged) or allowed (`value` set); false with the
  // error naming the choices.
  bool choice(const char* key, const std::vector<std::string>& allowed, std::string& value) {
    std::optional<std::string> text = string(key, 32, false);
    if (!error.empty()) return false;
    if (!text) return true;
    if (std::find(allowed.begin(), allowed.end(), *text) == allowed.end()) {
      error = std::string("field \"") + key + "\" must be ";
      for (std::size_t i = 0; i < allowed.size(); ++i)
        error += (i == 0 ? "" : i + 1 == allowed.size() ? " or " : ", ") + ("\"" + allowed[i] + "\"");
      return false;
    }
    value = *text;
    return true;
  }
  std::optional<Seat> seat(const char* key) {
    std::optional<std::string> text = string(key, 8);
    if (!text) return std::nullopt;
    if (text->size() != 1 || !seat_from_char((*text)[0])) {
      error = std::string("field \"") + key + "\" must be one of N, E, S, W";
      return std::nullopt;
    }
    return seat_from_char((*text)[0]);
  }
};

}  // namespace tenace::server
