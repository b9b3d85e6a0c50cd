# tenace: the two commands a newcomer needs are `make serve`/`make run` (the
# main job) and `make test`. Every target installs missing Debian packages
# first (scripts/install-deps.sh), then configures and builds with CMake.
JOBS ?= $(shell nproc)
# Labels left out of the default test run: they have their own targets.
SLOW_LABELS := slow|oracle|fuzz-long|e2e-long

.PHONY: all deps build run serve bench-server test test-asan test-slow test-oracle test-e2e-long oracle-data format clean e2e-deps

all: build

deps:
	@scripts/install-deps.sh

build/release/build.ninja: CMakeLists.txt CMakePresets.json | deps
	cmake --preset release

build: deps build/release/build.ninja
	cmake --build --preset release -j $(JOBS)

# The main job until the server lands: the command line, shown on a sample.
run: build
	@build/release/src/tenace --help
	@echo
	@echo '$$ tenace deal --seed 2026 --count 2'
	@build/release/src/tenace deal --seed 2026 --count 2

# The main job: the bridge server and its browser UI on http://localhost:8080
# (database ./tenace.db; every table resumes after a restart).
serve: deps build/release/build.ninja
	cmake --build --preset release -j $(JOBS) --target tenace
	build/release/src/tenace serve --port 8080 --db ./tenace.db --web ./web

# The server load benchmark (docs/performance.md, "Server").
bench-server: deps build/release/build.ninja
	cmake --build --preset release -j $(JOBS) --target tenace_loadbench tenace_restartbench
	build/release/src/tenace_loadbench --tables 200 --clients 10 --seconds 30
	build/release/src/tenace_loadbench --idle-check 180
	build/release/src/tenace_restartbench --megabytes 1024

test: build
	ctest --preset release -LE '$(SLOW_LABELS)'

build/asan/build.ninja: CMakeLists.txt CMakePresets.json | deps
	cmake --preset asan

test-asan: deps build/asan/build.ninja
	cmake --build --preset asan -j $(JOBS)
	ctest --preset asan -LE '$(SLOW_LABELS)'

test-slow: build
	ctest --preset release -L 'slow|oracle'

# The long browser test: a whole Dummy Whist game to 21 against robots
# (tests/e2e/play_whist_game.mjs; several minutes).
test-e2e-long: build
	ctest --preset release -L e2e-long --output-on-failure

# Live libdds oracle only: 10,000 fresh random deals (seed printed; set
# TENACE_ORACLE_SEED to repeat a run) and par on made-up tables.
test-oracle: build
	ctest --preset release -L oracle --output-on-failure

# Regenerates tests/data/dds_random_1000.txt from libdds (committed; rarely needed).
oracle-data: deps
	scripts/generate-oracle-data.sh

format:
	find src tests bench fuzz -name '*.cpp' -o -name '*.h' 2>/dev/null | xargs clang-format -i

clean:
	rm -rf build

# Node packages of the browser test (tests/e2e, playwright-core from its lock
# file); the browser itself is Debian's chromium (scripts/packages.txt). The
# e2e_node_packages ctest fixture does the same inside `make test`.
e2e-deps: deps
	cd tests/e2e && npm ci --no-audit --no-fund --loglevel=error

# Formats: the long libFuzzer run of the PBN, LIN and JSON readers (clang,
# build/fuzz; FUZZ_SECONDS per reader), then of the server's message handler
# (fuzz/run_protocol.sh, FUZZ_SECONDS) and the PBN reading benchmark
# (docs/performance.md, "Formats").
FUZZ_SECONDS ?= 600
.PHONY: fuzz bench-formats
fuzz: deps
	fuzz/run.sh $(FUZZ_SECONDS)
	fuzz/run_protocol.sh $(FUZZ_SECONDS)

bench-formats: deps build/release/build.ninja
	cmake --build --preset release -j $(JOBS) --target formats_bench
	build/release/bench/formats/formats_bench

# The solver benchmark against libdds (docs/performance.md, "Double-dummy
# solver") and the solver's fingerprint.
.PHONY: bench
bench: deps build/release/build.ninja
	cmake --build --preset release -j $(JOBS) --target solver_vs_dds tenace
	build/release/src/tenace bench
	build/release/bench/solver_vs_dds --runs 3 --threads 1
	build/release/bench/solver_vs_dds --runs 3 --threads 2

# The robots' card play against the simple robot, their opening leads, and
# the solver on the positions they sample against libdds (docs/performance.md,
# "Card play (robots)"). About two hours on one core at full size.
.PHONY: bench-cardplay
bench-cardplay: deps build/release/build.ninja
	cmake --build --preset release -j $(JOBS) --target cardplay_bench leads_bench solver_partial_vs_dds
	build/release/bench/leads/leads_bench --deals 1000
	build/release/bench/cardplay/cardplay_bench declarer --deals 500
	build/release/bench/cardplay/cardplay_bench defence --deals 500
	build/release/bench/cardplay/cardplay_bench match --deals 500
	build/release/bench/solver_partial_vs_dds --deals 100

# Constrained dealing against Debian's dealer, and the robots' sampler
# (docs/performance.md, "Constrained dealing").
.PHONY: bench-dealer
bench-dealer: deps build/release/build.ninja
	cmake --build --preset release -j $(JOBS) --target tenace dealer_sampler_bench
	bench/dealer/dealer_vs_dealer.sh
	build/release/bench/dealer/dealer_sampler_bench

# How well ratings find the order of handicapped robots of known strength
# (docs/performance.md, "Ratings"). About 3 minutes on one core.
.PHONY: bench-ratings
bench-ratings: deps build/release/build.ninja
	cmake --build --preset release -j $(JOBS) --target rating_bench
	build/release/bench/field/rating_bench --shape robot --seeds 10 --reference-boards 20000
	build/release/bench/field/rating_bench --shape club --seeds 10 --reference-boards 20000
