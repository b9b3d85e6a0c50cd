#include "server/host_check.h"

#include <algorithm>
#include <boost/asio/ip/address.hpp>
#include <cctype>

namespace tenace::server {

namespace {

std::string lower(std::string_view text) {
  std::string out(text);
  std::transform(out.begin(), out.end(), out.begin(), [](unsigned char ch) { return static_cast<char>(std::tolower(ch)); });
  return out;
}

bool ip_literal(const std::string& name) {
  std::string bare = name;
  if (bare.size() >= 2 && bare.front() == '[' && bare.back() == ']') bare = bare.substr(1, bare.size() - 2);
  boost::system::error_code ec;
  boost::asio::ip::make_address(bare, ec);
  return !ec;
}

}  // namespace

std::string host_name_of(std::string_view host) {
  if (host.empty()) return "";
  std::string_view name = host;
  if (host.front() == '[') {
    const std::size_t close = host.find(']');
    if (close == std::string_view::npos) return "";
    name = host.substr(0, close + 1);
    if (close + 1 < host.size() && host[close + 1] != ':') return "";
  } else if (const std::size_t colon = host.rfind(':'); colon != std::string_view::npos) {
    name = host.substr(0, colon);
  }
  if (name.empty()) return "";
  return lower(name);
}

std::string host_name_of_origin(std::string_view origin) {
  const std::size_t scheme = origin.find("://");
  if (scheme == std::string_view::npos) return "";
  std::string_view rest = origin.substr(scheme + 3);
  rest = rest.substr(0, rest.find('/'));
  return host_name_of(rest);
}

bool host_allowed(std::string_view host_header, const std::vector<std::string>& allowed_names) {
  const std::string name = host_name_of(host_header);
  if (name.empty()) return false;
  if (name == "localhost" || ip_literal(name)) return true;
  return std::any_of(allowed_names.begin(), allowed_names.end(),
                     [&](const std::string& allowed) { return lower(allowed) == name; });
}

}  // namespace tenace::server
