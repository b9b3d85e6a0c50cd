# The server layer (included from src/CMakeLists.txt when src/server exists).
# Debian packages only: Boost 1.74 (Beast, Asio), SQLite, libsodium,
# nlohmann-json.
find_package(Threads REQUIRED)
find_package(Boost 1.74 REQUIRED)
find_package(nlohmann_json 3 REQUIRED)
find_package(PkgConfig REQUIRED)
pkg_check_modules(SQLITE3 REQUIRED IMPORTED_TARGET sqlite3)
pkg_check_modules(SODIUM REQUIRED IMPORTED_TARGET libsodium)

file(GLOB server_sources CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/server/*.cpp)
add_library(tenace_server STATIC ${server_sources})
target_include_directories(tenace_server PUBLIC ${CMAKE_CURRENT_SOURCE_DIR})
target_compile_definitions(tenace_server PUBLIC BOOST_BEAST_USE_STD_STRING_VIEW
  $<$<TARGET_EXISTS:tenace_solver>:TENACE_HAVE_SOLVER=1>
  $<$<TARGET_EXISTS:tenace_formats>:TENACE_HAVE_FORMATS=1>)
target_link_libraries(tenace_server PUBLIC tenace_core tenace_bots tenace_field
  $<TARGET_NAME_IF_EXISTS:tenace_formats>
  $<TARGET_NAME_IF_EXISTS:tenace_solver>
  Boost::boost nlohmann_json::nlohmann_json PkgConfig::SQLITE3 PkgConfig::SODIUM Threads::Threads)

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
