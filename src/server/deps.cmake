# The server layer (included from src/CMakeLists.txt when src/server exists).
# Debian packages only: Boost 1.74 (Beast, Asio), SQLite, libsodium,
# nlohmann-json.
find_package(Threads REQUIRED)
find_package(Boost 1.74 REQUIRED)
find_package(nlohmann_json 3 REQUIRED)
find_package(PkgConfig REQUIRED)
pkg_check_modules(SQLITE3 REQUIRED IMPORTED_TARGET sqlite3)
pkg_check_modules(SODIUM REQUIRED IMPORTED_TARGET libsodium)

# Two libraries: tenace_lobby, the protocol (lobby, tables, events, storage)
# on Asio's event loop alone, and tenace_server, the network transport on
# Beast (listener, HTTP and WebSocket sessions, static files). The protocol
# fuzzer links the lobby only, so its sanitizer build skips Beast's heavy
# translation units.
file(GLOB server_sources CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/server/*.cpp)
set(transport_sources)
foreach(name listener http_session websocket_session server static_files host_check)
  list(APPEND transport_sources ${CMAKE_CURRENT_SOURCE_DIR}/server/${name}.cpp)
endforeach()
list(REMOVE_ITEM server_sources ${transport_sources})

add_library(tenace_lobby STATIC ${server_sources})
target_include_directories(tenace_lobby PUBLIC ${CMAKE_CURRENT_SOURCE_DIR})
target_compile_definitions(tenace_lobby PUBLIC BOOST_BEAST_USE_STD_STRING_VIEW
  $<$<TARGET_EXISTS:tenace_solver>:TENACE_HAVE_SOLVER=1>
  $<$<TARGET_EXISTS:tenace_formats>:TENACE_HAVE_FORMATS=1>)
target_link_libraries(tenace_lobby PUBLIC tenace_core tenace_bots tenace_field
  $<TARGET_NAME_IF_EXISTS:tenace_formats>
  $<TARGET_NAME_IF_EXISTS:tenace_solver>
  Boost::boost nlohmann_json::nlohmann_json PkgConfig::SQLITE3 PkgConfig::SODIUM Threads::Threads)

add_library(tenace_server STATIC ${transport_sources})
target_link_libraries(tenace_server PUBLIC tenace_lobby)

# The load benchmark (bench/server): a WebSocket client driving many tables.
if(EXISTS ${CMAKE_SOURCE_DIR}/bench/server/loadbench.cpp)
  add_executable(tenace_loadbench ${CMAKE_SOURCE_DIR}/bench/server/loadbench.cpp)
  target_include_directories(tenace_loadbench PRIVATE ${CMAKE_SOURCE_DIR}/tests)
  target_link_libraries(tenace_loadbench PRIVATE tenace_server)
endif()
# The restart benchmark (bench/server): time to the first page on a big database.
if(EXISTS ${CMAKE_SOURCE_DIR}/bench/server/restart_bench.cpp)
  add_executable(tenace_restartbench ${CMAKE_SOURCE_DIR}/bench/server/restart_bench.cpp)
  target_include_directories(tenace_restartbench PRIVATE ${CMAKE_SOURCE_DIR}/tests)
  target_link_libraries(tenace_restartbench PRIVATE tenace_server PkgConfig::SQLITE3)
endif()
# The play-analysis benchmark (bench/server): a board's card-by-card analysis
# against its double-dummy table.
if(EXISTS ${CMAKE_SOURCE_DIR}/bench/server/play_analysis_bench.cpp)
  add_executable(tenace_playanalysisbench ${CMAKE_SOURCE_DIR}/bench/server/play_analysis_bench.cpp)
  target_link_libraries(tenace_playanalysisbench PRIVATE tenace_server)
endif()
