#include "server/static_files.h"

namespace tenace::server {

std::optional<std::filesystem::path> resolve_static(const std::filesystem::path& root, std::string_view target) {
  const std::size_t query = target.find_first_of("?#");
  if (query != std::string_view::npos) target = target.substr(0, query);
  if (target.empty() || target.front() != '/') return std::nullopt;
  if (target.find("..") != std::string_view::npos || target.find('\\') != std::string_view::npos ||
      target.find('\0') != std::string_view::npos || target.find('%') != std::string_view::npos ||
      target.find("//") != std::string_view::npos)
    return std::nullopt;
  std::string relative(target.substr(1));
  if (relative.empty() || relative.back() == '/') relative += "index.html";
  std::error_code ec;
  const std::filesystem::path base = std::filesystem::canonical(root, ec);
  if (ec) return std::nullopt;
  std::filesystem::path file = std::filesystem::canonical(base / relative, ec);
  if (ec) return std::nullopt;
  if (std::filesystem::is_directory(file, ec)) {
    file = std::filesystem::canonical(file / "index.html", ec);
    if (ec) return std::nullopt;
  }
  // Symbolic links must not lead out of the root either.
  const std::string base_text = base.string() + "/";
  if (file.string().rfind(base_text, 0) != 0) return std::nullopt;
  if (!std::filesystem::is_regular_file(file, ec)) return std::nullopt;
  return file;
}

std::string_view mime_type(const std::filesystem::path& path) {
  const std::string ext = path.extension().string();
  if (ext == ".html" || ext == ".htm") return "text/html; charset=utf-8";
  if (ext == ".js" || ext == ".mjs") return "text/javascript; charset=utf-8";
  if (ext == ".css") return "text/css; charset=utf-8";
  if (ext == ".json") return "application/json";
  if (ext == ".svg") return "image/svg+xml";
  if (ext == ".png") return "image/png";
  if (ext == ".jpg" || ext == ".jpeg") return "image/jpeg";
  if (ext == ".ico") return "image/x-icon";
  if (ext == ".txt" || ext == ".md") return "text/plain; charset=utf-8";
  if (ext == ".woff2") return "font/woff2";
  return "application/octet-stream";
}

}  // namespace tenace::server
