#!/bin/sh
# Regenerates the libdds oracle data under tests/data (run once; the files are
# committed). Needs libdds-dev. The deals come from core DealGenerator with the
# seed below, so the same seed always gives the same deals; the answers are
# libdds's (tests/tools/dds_oracle.cpp).
#   scripts/generate-oracle-data.sh            # build dir: build/oracle (BUILD_DIR=... to change)
set -eu
cd "$(dirname "$0")/.."
BUILD_DIR=${BUILD_DIR:-build/oracle}
SEED=20261122
COUNT=1000
[ -f "$BUILD_DIR/build.ninja" ] || cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$BUILD_DIR" --target dds_oracle -j "${JOBS:-2}"
"$BUILD_DIR/tests/tools/dds_oracle" --seed "$SEED" --count "$COUNT" > tests/data/dds_random_1000.txt.tmp
mv tests/data/dds_random_1000.txt.tmp tests/data/dds_random_1000.txt
echo "wrote tests/data/dds_random_1000.txt ($COUNT deals, seed $SEED)"
