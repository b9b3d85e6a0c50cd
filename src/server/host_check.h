#pragma once
// The Host check of WebSocket upgrades, against DNS rebinding: a page from
// evil.example whose name is made to resolve to this server's address
// reaches it with "Host: evil.example", which its Origin check alone would
// pass (the Origin matches that Host). Upgrades are refused unless the Host
// names this server: an IP address literal (a rebinding attack needs a
// name), localhost, or a name allowed by --allow-host or --allow-origin.
// Names compare without their port, whatever their case.
#include <string>
#include <string_view>
#include <vector>

namespace tenace::server {

// The host name of a Host header ("Example.org:8080" -> "example.org",
// "[::1]:80" -> "[::1]"), lower case; empty when malformed.
std::string host_name_of(std::string_view host_header);
// The host name of an origin ("http://app.example:5173" -> "app.example").
std::string host_name_of_origin(std::string_view origin);
bool host_allowed(std::string_view host_header, const std::vector<std::string>& allowed_names);

}  // namespace tenace::server
