#pragma once
// Mapping a request target to a file under the web root, refusing anything
// that could leave it: "..", backslashes, NUL, percent-encoding, and (after
// resolving symbolic links) any path outside the root.
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace tenace::server {

// The file for `target` ("/", "/app.js?v=2"), or empty when refused or absent.
std::optional<std::filesystem::path> resolve_static(const std::filesystem::path& root, std::string_view target);
std::string_view mime_type(const std::filesystem::path& path);

}  // namespace tenace::server
