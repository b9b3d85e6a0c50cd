#!/bin/sh
# The protocol fuzzer: builds fuzz/protocol_fuzzer.cpp with clang (the
# `fuzz` CMake preset, in build/fuzz) and runs it for SECONDS (default 20)
# from the seed conversations in fuzz/protocol_corpus with the protocol's
# dictionary (fuzz/protocol.dict). Exits non-zero on any crash, uncaught
# exception, reply that is not valid JSON, hang, leak or sanitizer report;
# the input that caused it is left as build/fuzz/protocol_crash-*.
#
#   fuzz/run_protocol.sh 1800               a 30-minute run
#   fuzz/run_protocol.sh 20 --seeds-only    the short run of `make test`
#                                           (ctest protocol_fuzz_short)
#
# New inputs that reach new code go to build/fuzz/corpus/protocol, kept
# between runs so that a long run goes on where the last one stopped; the
# short run starts from the committed seeds alone (an empty scratch corpus),
# so its time is not spent replaying what long runs found. The committed
# seeds are never modified. To replay one input:
#   build/fuzz/fuzz/protocol_fuzzer build/fuzz/protocol_crash-...
set -eu
SECONDS_TOTAL=${1:-20}
SEEDS_ONLY=${2:-}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BUILD=$ROOT/build/fuzz
(cd "$ROOT" && cmake --preset fuzz >/dev/null)
cmake --build "$BUILD" --target protocol_fuzzer -j 2 >/dev/null
WORK=$BUILD/corpus/protocol
if [ "$SEEDS_ONLY" = "--seeds-only" ]; then
  WORK=$BUILD/corpus/protocol-short
  rm -rf "$WORK"
fi
mkdir -p "$WORK"
LOG=$BUILD/protocol_fuzz.log
echo "fuzz: protocol for ${SECONDS_TOTAL}s"
status=0
# Undefined behaviour counts as a failure too, with where it happened.
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-halt_on_error=1:print_stacktrace=1}
"$BUILD/fuzz/protocol_fuzzer" -max_total_time="$SECONDS_TOTAL" -timeout=20 -rss_limit_mb=2048 -max_len=8192 \
  -dict="$ROOT/fuzz/protocol.dict" -print_final_stats=1 -artifact_prefix="$BUILD/protocol_" \
  "$WORK" "$ROOT/fuzz/protocol_corpus" 2>"$LOG" || status=1
grep -E "stat::number_of_executed_units|stat::peak_rss" "$LOG" || true
if [ $status -ne 0 ]; then tail -60 "$LOG"; fi
exit $status
