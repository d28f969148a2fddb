#!/usr/bin/env bash
# Counts the instructions the trace instrumentation adds per task, independently of the machine's load.
#
#   BIN=<build>/bin/nano-trace-fib-bench tools/nano-trace/count-instructions.sh [SMALL_N [LARGE_N]]
#       defaults: SMALL_N=18 LARGE_N=22, one task per call, 1 worker
#
# Runs fib under valgrind's callgrind (user-space instructions retired, counted inside
# fib_task only: start-up, worker idling and the trace writing at shutdown are left out)
# for two sizes, tracing off, NANO_TRACE=prv and prv with NANO_TRACE_EXACT=1, and
# prints the instructions per task as
# (count(LARGE_N) - count(SMALL_N)) / (tasks(LARGE_N) - tasks(SMALL_N)), which cancels
# the fixed costs. Under valgrind the program runs ~50x slower, so the time
# deltas of the records take more varint bytes than natively, and no task boundary is
# close enough to the previous clock read to start a dense burst (docs/tracing.md,
# "Times"): the traced count is an upper bound, and `prv` counts as `prv-exact`
# (NANO_TRACE_EXACT=1). For the native fine-grained case, count a build whose clock is
# frozen (every delta one byte, every boundary dense):
#   cmake -S . -B build/frozen-clock -G Ninja -DCMAKE_BUILD_TYPE=Release \
#     -DCMAKE_C_COMPILER=clang-19 -DCMAKE_CXX_COMPILER=clang++-19 \
#     -DCMAKE_CXX_FLAGS=-DNANO_TRACE_FROZEN_CLOCK=1 -DNANO_BUILD_COMPILER=OFF -DNANO_BUILD_TESTS=OFF
#   ninja -C build/frozen-clock nano-trace-fib-bench
# Needs valgrind (apt-get install valgrind).
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
bin="${BIN:-$repo/build/release/bin/nano-trace-fib-bench}"
small="${1:-18}"
large="${2:-22}"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

tasks() { python3 -c "import sys
from functools import lru_cache
@lru_cache(None)
def t(n): return 1 if n < 2 else 1 + t(n - 1) + t(n - 2)
print(t($1))"; }

# count N MODE: instructions inside fib_task
count() {
  local trace=()
  case "$2" in
    prv) trace=(env -u NANO_TRACE_EXACT NANO_TRACE=prv NANO_TRACE_FILE="$scratch/t.prv") ;;
    prv-exact) trace=(env NANO_TRACE_EXACT=1 NANO_TRACE=prv NANO_TRACE_FILE="$scratch/t.prv") ;;
    *) trace=(env -u NANO_TRACE) ;;
  esac
  NANO_WORKERS=1 "${trace[@]}" valgrind --tool=callgrind --collect-atstart=no --toggle-collect=fib_task \
    --callgrind-out-file="$scratch/cg.out" "$bin" "$1" 1 2>&1 >/dev/null | sed -n 's/.*Collected : //p'
  rm -f "$scratch"/t.* "$scratch/cg.out"
}

dt=$(( $(tasks "$large") - $(tasks "$small") ))
echo "instructions per task inside fib_task (callgrind), fib one task per call, 1 worker, $bin"
echo
echo "| tracing | instructions per task |"
echo "|---|---|"
for mode in off prv prv-exact; do
  a=$(count "$small" "$mode")
  b=$(count "$large" "$mode")
  awk -v m="$mode" -v a="$a" -v b="$b" -v d="$dt" 'BEGIN { printf "| %s | %.1f |\n", m, (b - a) / d }'
done
