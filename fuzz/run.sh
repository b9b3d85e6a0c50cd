#!/bin/sh
# Builds the fuzz targets with clang (the `fuzz` CMake preset, in
# build/fuzz) and runs each for SECONDS (default 20) from a seed corpus of
# the shared test files. Used by `make fuzz` (long run) and by the short
# fuzz test. Exits non-zero on any crash, hang, leak or sanitizer report.
set -eu
SECONDS_EACH=${1:-20}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
SHARED=${TENACE_SHARED_DATA:-$ROOT/../shared/data}
BUILD=$ROOT/build/fuzz
(cd "$ROOT" && cmake --preset fuzz >/dev/null)
cmake --build "$BUILD" --target pbn_fuzzer lin_fuzzer json_fuzzer -j 2 >/dev/null
WORK=$BUILD/corpus
for name in pbn lin json; do
  mkdir -p "$WORK/$name"
done
# Seeds: the standard's test files and real files (PBN is also cut into
# games so that each seed is small), LIN, and JSON made by converting them.
cp "$SHARED"/pbn-verifier/*.pbn "$SHARED"/pbn/endplay-example1.pbn "$SHARED"/pbn/endplay-example4.pbn "$WORK/pbn/"
awk -v dir="$WORK/pbn" 'BEGIN{RS=""} NR<=300 {f=dir "/game" NR ".pbn"; print > f; close(f)}' "$SHARED"/pbn-verifier/correct_10.pbn "$SHARED"/pbn-verifier/errors_10.pbn
cp "$SHARED"/lin/*.lin "$WORK/lin/"
# Real files as written by tournament software and BBO (tests/data/real):
# the small ones, with their spellings ('#' deals, 1N, ctrl-Z ...).
find "$ROOT/tests/data/real" -type f -size -12k \( -iname '*.pbn' -o -iname '*.lin' \) | while read -r f; do
  case "$f" in *.lin|*.LIN) dir=lin ;; *) dir=pbn ;; esac
  cp "$f" "$WORK/$dir/real-$(printf '%s' "$f" | cksum | cut -d' ' -f1)"
done
head -c 4000 "$SHARED"/lin/endplay-example1.lin > "$WORK/lin/short.lin"
TENACE=$ROOT/build/fuzz/src/tenace
if [ -x "$TENACE" ]; then
  "$TENACE" convert "$SHARED"/pbn/endplay-example1.pbn -o "$WORK/json/example1.json" 2>/dev/null || true
fi
printf '{"dealer":"N","deal":"N:AKQJ.AKQ.AKQ.AKQ 2345.2345.234.23 6789.6789.567.45 T.JT.JT98.JT9876","auction":{"calls":[{"call":"1NT","alert":true,"explanation":"15-17"},{"call":"Pass"},{"call":"Pass"},{"call":"Pass"}]},"play":{"tricks":[{"leader":"E","cards":[{"seat":"E","card":"S2"}]}]},"tags":[{"name":"Event","value":"x"}],"dd_tricks":{"N":{"C":1,"D":2,"H":3,"S":4,"NT":5}}}' > "$WORK/json/seed.json"
status=0
for name in pbn lin json; do
  echo "fuzz: $name for ${SECONDS_EACH}s"
  "$BUILD/fuzz/${name}_fuzzer" -max_total_time="$SECONDS_EACH" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 -artifact_prefix="$BUILD/${name}_" "$WORK/$name" 2>"$BUILD/${name}_fuzz.log" || status=1
  grep -E "stat::number_of_executed_units|stat::peak_rss" "$BUILD/${name}_fuzz.log" || true
  if [ $status -ne 0 ]; then tail -40 "$BUILD/${name}_fuzz.log"; exit $status; fi
done
