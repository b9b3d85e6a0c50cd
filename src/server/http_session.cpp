#include "server/http_session.h"

#include <boost/beast/websocket.hpp>
#include <boost/asio/dispatch.hpp>
#include <charconv>

#include "server/board_export.h"
#include "server/whist_export.h"
#include "server/play_analysis.h"
#include "server/host_check.h"
#include "server/static_files.h"
#include "server/websocket_session.h"

namespace tenace::server {

namespace beast = boost::beast;
namespace http = beast::http;

namespace {

using StringResponse = http::response<http::string_body>;

StringResponse text_response(http::status status, unsigned version, bool keep_alive, std::string body,
                             std::string_view content_type = "text/plain; charset=utf-8") {
  StringResponse res{status, version};
  res.set(http::field::server, "tenace");
  res.set(http::field::content_type, content_type);
  res.keep_alive(keep_alive);
  res.body() = std::move(body);
  res.prepare_payload();
  return res;
}

// The value of cookie `name` in a Cookie header ("a=1; b=2"), or "".
std::string cookie_value(std::string_view header, std::string_view name) {
  while (!header.empty()) {
    const std::size_t end = header.find(';');
    std::string_view pair = header.substr(0, end);
    while (!pair.empty() && pair.front() == ' ') pair.remove_prefix(1);
    if (pair.size() > name.size() && pair.substr(0, name.size()) == name && pair[name.size()] == '=')
      return std::string(pair.substr(name.size() + 1));
    if (end == std::string_view::npos) break;
    header.remove_prefix(end + 1);
  }
  return "";
}

std::optional<std::int64_t> parse_number(std::string_view text) {
  std::int64_t value = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || end != text.data() + text.size() || value < 0) return std::nullopt;
  return value;
}

// /api/tables/ID/boards/N.pbn, /api/tables/ID/boards/N.lin, /api/tables/ID/history.pbn
// GET /api/tables/ID/boards/N/analysis.json: the play analysed card by
// card (server/play_analysis.h); `rest` is what follows "boards/".
std::optional<StringResponse> play_analysis_route(Lobby& lobby, std::int64_t table_id, std::string_view rest,
                                                  unsigned version, bool keep_alive) {
  constexpr std::string_view suffix = "/analysis.json";
  if (rest.size() <= suffix.size() || rest.substr(rest.size() - suffix.size()) != suffix) return std::nullopt;
  const auto board = parse_number(rest.substr(0, rest.size() - suffix.size()));
  const auto record = board ? lobby.finished_board(table_id, static_cast<int>(*board)) : std::nullopt;
  if (!record) return text_response(http::status::not_found, version, keep_alive, "not found\n");
  PlayAnalysisReply reply = cached_play_analysis(table_id, static_cast<int>(*board), *record);
  if (reply.state == PlayAnalysisState::unavailable) return text_response(http::status::not_found, version, keep_alive, reply.body);
  const auto status = reply.state == PlayAnalysisState::ready ? http::status::ok : http::status::accepted;
  return text_response(status, version, keep_alive, std::move(reply.body), "application/json");
}

// GET /api/tournaments/ID.json: standings (and travellers once it has
// ended); /api/tournaments/ID.pbn and ID.lin: its boards with results,
// once the viewer may see them all.
std::optional<StringResponse> tournament_route(Lobby& lobby, std::string_view target, std::int64_t viewer,
                                               unsigned version, bool keep_alive) {
  constexpr std::string_view prefix = "/api/tournaments/";
  if (target.rfind(prefix, 0) != 0) return std::nullopt;
  std::string_view rest = target.substr(prefix.size());
  auto not_found = [&] { return text_response(http::status::not_found, version, keep_alive, "not found\n"); };
  const std::size_t dot = rest.find('.');
  if (dot == std::string_view::npos) return not_found();
  const auto id = parse_number(rest.substr(0, dot));
  const std::string_view extension = rest.substr(dot + 1);
  if (!id) return not_found();
  if (extension == "json") {
    std::optional<nlohmann::json> results = lobby.tournament_results(*id, viewer);
    if (!results) return not_found();
    return text_response(http::status::ok, version, keep_alive, results->dump(2) + "\n", "application/json");
  }
  if (extension != "pbn" && extension != "lin") return not_found();
  std::string refusal;
  std::optional<std::string> text = lobby.tournament_download(*id, viewer, extension, refusal);
  if (!text) return not_found();
  if (!refusal.empty()) return text_response(http::status::forbidden, version, keep_alive, refusal + "\n");
  const char* type = extension == "pbn" ? "application/x-pbn; charset=utf-8" : "text/plain; charset=utf-8";
  return text_response(http::status::ok, version, keep_alive, std::move(*text), type);
}

// `viewer`: the user whose session cookie came with the request (0: none).
std::optional<StringResponse> api_response(Lobby& lobby, std::string_view target, std::int64_t viewer,
                                           unsigned version, bool keep_alive) {
  if (auto tournament = tournament_route(lobby, target, viewer, version, keep_alive)) return tournament;
  constexpr std::string_view prefix = "/api/tables/";
  if (target.rfind(prefix, 0) != 0) return std::nullopt;
  std::string_view rest = target.substr(prefix.size());
  const std::size_t slash = rest.find('/');
  auto not_found = [&] { return text_response(http::status::not_found, version, keep_alive, "not found\n"); };
  if (slash == std::string_view::npos) return not_found();
  const auto table_id = parse_number(rest.substr(0, slash));
  if (!table_id) return not_found();
  rest = rest.substr(slash + 1);
  const std::string name = lobby.table_name(*table_id);
  if (name.empty() && lobby.finished_boards(*table_id).empty()) return not_found();
  // A running tournament's boards are not published to those yet to play them.
  if (!lobby.may_see_table(*table_id, viewer))
    return text_response(http::status::forbidden, version, keep_alive,
                         "a tournament table's boards are published when the tournament ends\n");
  if (rest == "history.pbn" || rest == "history.json") {
    // Every game's history as JSON; PBN in each game's own form (the whist
    // family's with tenace's extension, docs/formats.md).
    std::string body;
    const bool json = rest == "history.json";
    lobby.read_table(*table_id, [&](const GameTable& table) {
      if (json) body = table.history_json().dump(2) + "\n";
      else if (const auto* whist = dynamic_cast<const WhistTable*>(&table)) body = whist_hands_pbn(*whist);
    });
    if (json) return text_response(http::status::ok, version, keep_alive, std::move(body), "application/json");
    if (body.empty()) body = boards_pbn(lobby.finished_boards(*table_id), name);
    return text_response(http::status::ok, version, keep_alive, std::move(body), "application/x-pbn; charset=utf-8");
  }
  constexpr std::string_view boards = "boards/";
  if (rest.rfind(boards, 0) != 0) return not_found();
  rest = rest.substr(boards.size());
  if (auto analysis = play_analysis_route(lobby, *table_id, rest, version, keep_alive)) return analysis;
  const std::size_t dot = rest.find('.');
  if (dot == std::string_view::npos) return not_found();
  const auto board = parse_number(rest.substr(0, dot));
  const std::string_view extension = rest.substr(dot + 1);
  if (!board || (extension != "pbn" && extension != "lin")) return not_found();
  const auto record = lobby.finished_board(*table_id, static_cast<int>(*board));
  if (!record) return not_found();
  if (extension == "pbn")
    return text_response(http::status::ok, version, keep_alive, "% PBN 2.1\n% EXPORT\n\n" + board_pbn(*record, name),
                         "application/x-pbn; charset=utf-8");
  return text_response(http::status::ok, version, keep_alive, board_lin(*record), "text/plain; charset=utf-8");
}

}  // namespace

bool origin_allowed(std::string_view origin, std::string_view host, const std::vector<std::string>& allowed) {
  if (origin.empty()) return true;
  for (const std::string& a : allowed)
    if (origin == a) return true;
  const std::size_t scheme = origin.find("://");
  if (scheme == std::string_view::npos) return false;
  return origin.substr(scheme + 3) == host;
}

HttpSession::HttpSession(boost::asio::ip::tcp::socket&& socket, std::shared_ptr<Lobby> lobby,
                         std::shared_ptr<const HttpSettings> settings)
    : stream_(std::move(socket)), lobby_(std::move(lobby)), settings_(std::move(settings)) {}

void HttpSession::run() {
  boost::asio::dispatch(stream_.get_executor(), beast::bind_front_handler(&HttpSession::do_read, shared_from_this()));
}

void HttpSession::do_read() {
  parser_.emplace();
  parser_->header_limit(8 * 1024);
  parser_->body_limit(16 * 1024);
  stream_.expires_after(std::chrono::seconds(30));
  http::async_read(stream_, buffer_, *parser_, beast::bind_front_handler(&HttpSession::on_read, shared_from_this()));
}

template <class Response>
void HttpSession::write(Response&& response) {
  auto owned = std::make_shared<std::decay_t<Response>>(std::forward<Response>(response));
  response_ = owned;
  const bool close = owned->need_eof();
  http::async_write(stream_, *owned,
                    beast::bind_front_handler(&HttpSession::on_write, shared_from_this(), close));
}

void HttpSession::on_read(beast::error_code ec, std::size_t) {
  if (ec == http::error::end_of_stream) {
    stream_.socket().shutdown(boost::asio::ip::tcp::socket::shutdown_send, ec);
    return;
  }
  if (ec) {
    if (ec == http::error::body_limit || ec == http::error::header_limit)
      write(text_response(http::status::payload_too_large, 11, false, "request too large\n"));
    return;
  }
  auto request = parser_->release();
  const unsigned version = request.version();
  const bool keep_alive = request.keep_alive();
  std::string_view target(request.target().data(), request.target().size());

  if (beast::websocket::is_upgrade(request)) {
    const std::string_view path = target.substr(0, target.find('?'));
    const auto origin = request[http::field::origin];
    const auto host = request[http::field::host];
    if (path != "/ws") {
      write(text_response(http::status::not_found, version, false, "WebSocket endpoint is /ws\n"));
      return;
    }
    if (!host_allowed(std::string_view(host.data(), host.size()), settings_->allowed_hosts)) {
      write(text_response(http::status::forbidden, version, false,
                          "host not allowed: connect by this server's address, or start it with --allow-host NAME\n"));
      return;
    }
    if (!origin_allowed(std::string_view(origin.data(), origin.size()), std::string_view(host.data(), host.size()),
                        settings_->allowed_origins)) {
      write(text_response(http::status::forbidden, version, false, "origin not allowed\n"));
      return;
    }
    stream_.expires_never();
    std::make_shared<WebSocketSession>(stream_.release_socket(), lobby_, settings_->messages_per_second)->run(std::move(request));
    return;
  }
  if (request.method() != http::verb::get && request.method() != http::verb::head) {
    write(text_response(http::status::method_not_allowed, version, keep_alive, "only GET and HEAD\n"));
    return;
  }
  // Who asks, for what only some may see (a running tournament's boards):
  // the session the browser sends as a cookie (web/js/connection.js).
  std::int64_t viewer = 0;
  if (target.rfind("/api/", 0) == 0) {
    const auto cookies = request[http::field::cookie];
    const std::string token = cookie_value(std::string_view(cookies.data(), cookies.size()), "tenace_session");
    if (!token.empty()) viewer = lobby_->user_of_session(token);
  }
  if (auto api = api_response(*lobby_, target, viewer, version, keep_alive)) {
    write(std::move(*api));
    return;
  }
  const auto file = resolve_static(settings_->web_root, target);
  if (!file) {
    write(text_response(http::status::not_found, version, keep_alive, "not found\n"));
    return;
  }
  http::file_body::value_type body;
  beast::error_code open_error;
  body.open(file->c_str(), beast::file_mode::scan, open_error);
  if (open_error) {
    write(text_response(http::status::not_found, version, keep_alive, "not found\n"));
    return;
  }
  const auto size = body.size();
  if (request.method() == http::verb::head) {
    http::response<http::empty_body> res{http::status::ok, version};
    res.set(http::field::server, "tenace");
    res.set(http::field::content_type, mime_type(*file));
    res.content_length(size);
    res.keep_alive(keep_alive);
    write(std::move(res));
    return;
  }
  http::response<http::file_body> res{std::piecewise_construct, std::make_tuple(std::move(body)),
                                      std::make_tuple(http::status::ok, version)};
  res.set(http::field::server, "tenace");
  res.set(http::field::content_type, mime_type(*file));
  res.set(http::field::cache_control, "no-cache");
  res.content_length(size);
  res.keep_alive(keep_alive);
  write(std::move(res));
}

void HttpSession::on_write(bool close, beast::error_code ec, std::size_t) {
  if (ec) return;
  if (close) {
    stream_.socket().shutdown(boost::asio::ip::tcp::socket::shutdown_send, ec);
    return;
  }
  response_.reset();
  do_read();
}

}  // namespace tenace::server
