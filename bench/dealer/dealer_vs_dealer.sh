#!/usr/bin/env bash
# Deals generated per second by `tenace deal` and by Debian's dealer (the
# baseline, /usr/games/dealer) in the same run, on the same unchanged example
# scripts, single-threaded; then tenace on 2 threads. Every run generates
# exactly GENERATE deals (produce is set out of reach) and prints to
# /dev/null. Usage: bench/dealer/dealer_vs_dealer.sh [GENERATE] [REPEATS]
set -euo pipefail
GENERATE=${1:-2000000}
REPEATS=${2:-3}
TENACE=${TENACE:-build/release/src/tenace}
DEALER=/usr/games/dealer
EXAMPLES=/usr/share/doc/dealer/examples
SCRIPTS="stayman weaktwo 1c controls blue_team test_dealer"
[ -x "$DEALER" ] || { echo "dealer_vs_dealer: $DEALER is not installed (apt-get install dealer)" >&2; exit 2; }
[ -x "$TENACE" ] || { echo "dealer_vs_dealer: build $TENACE first" >&2; exit 2; }

# Best wall-clock seconds of REPEATS runs of a command.
best_time() {
  local best=""
  for _ in $(seq "$REPEATS"); do
    local start end t
    start=$(date +%s.%N)
    "$@" > /dev/null
    end=$(date +%s.%N)
    t=$(echo "$end - $start" | bc -l)
    if [ -z "$best" ] || (( $(echo "$t < $best" | bc -l) )); then best=$t; fi
  done
  echo "$best"
}

printf "%-12s %14s %14s %7s %16s %7s\n" script "dealer deals/s" "tenace deals/s" ratio "tenace 2 thr/s" scale
for s in $SCRIPTS; do
  f=$EXAMPLES/Descr.$s
  td=$(best_time "$DEALER" -s 1 -g "$GENERATE" -p 1000000000 "$f")
  t1=$(best_time "$TENACE" deal "$f" --seed 1 --generate "$GENERATE" --count 1000000000)
  t2=$(best_time "$TENACE" deal "$f" --seed 1 --generate "$GENERATE" --count 1000000000 --threads 2)
  printf "%-12s %14.0f %14.0f %7.2f %16.0f %7.2f\n" "$s" "$(echo "$GENERATE / $td" | bc -l)" \
    "$(echo "$GENERATE / $t1" | bc -l)" "$(echo "$td / $t1" | bc -l)" "$(echo "$GENERATE / $t2" | bc -l)" \
    "$(echo "$t1 / $t2" | bc -l)"
done
