#!/usr/bin/env bash
# Counts the instructions the trace instrumentation adds per task, independently of the machine's load.
#
#   BIN=<build>/bin/nano-trace-fib-bench tools/nano-trace/count-instructions.sh [SMALL_N [LARGE_N]]
#       defaults: SMALL_N=18 LARGE_N=22, one task per call, 1 worker
#
# Runs fib under valgrind's callgrind (user-space instructions retired, counted inside
# fib_task only: start-up, worker idling and the trace writing at shutdown are left out)
# for two sizes, tracing off and NANO_TRACE=prv, and prints the instructions per task
# as (count(LARGE_N) - count(SMALL_N)) / (tasks(LARGE_N) - tasks(SMALL_N)), which
# cancels the fixed costs. Under valgrind the program runs ~50x slower, so the time
# deltas of the records take more varint bytes than natively: the traced count is an
# upper bound. Needs valgrind (apt-get install valgrind).
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
  [ "$2" = prv ] && trace=(env NANO_TRACE=prv NANO_TRACE_FILE="$scratch/t.prv") || trace=(env -u NANO_TRACE)
  NANO_WORKERS=1 "${trace[@]}" valgrind --tool=callgrind --collect-atstart=no --toggle-collect=fib_task \
    --callgrind-out-file="$scratch/cg.out" "$bin" "$1" 1 2>&1 >/dev/null | sed -n 's/.*Collected : //p'
  rm -f "$scratch"/t.* "$scratch/cg.out"
}

dt=$(( $(tasks "$large") - $(tasks "$small") ))
echo "instructions per task inside fib_task (callgrind), fib one task per call, 1 worker, $bin"
echo
echo "| tracing | instructions per task |"
echo "|---|---|"
for mode in off prv; do
  a=$(count "$small" "$mode")
  b=$(count "$large" "$mode")
  awk -v m="$mode" -v a="$a" -v b="$b" -v d="$dt" 'BEGIN { printf "| %s | %.1f |\n", m, (b - a) / d }'
done
