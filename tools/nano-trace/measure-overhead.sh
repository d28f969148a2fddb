#!/usr/bin/env bash
# Measures the cost of the trace instrumentation on fib: compiled out, compiled in but off,
# and on (Paraver and Chrome), runs interleaved so that machine noise hits every mode alike.
#
#   tools/nano-trace/measure-overhead.sh [N [CUTOFF [REPS [BUILD_ROOT]]]]
#       defaults: N=30 CUTOFF=12 REPS=11 BUILD_ROOT=<repo>/build/overhead
#
# Builds nano-trace-fib-bench twice (NANO_TRACING=OFF and ON) under BUILD_ROOT, then
# prints the median time of the fib computation per mode (trace writing at shutdown is
# not timed) as a Markdown table. CUTOFF 1 makes every call a task. NANO_WORKERS is
# honoured. SOURCE (env, default the repository) is the tree built: point it at a
# snapshot (git archive HEAD | tar -x -C DIR) while others edit the working tree, so
# both builds compile the same runtime.
# BIN (env) = an existing nano-trace-fib-bench built with tracing compiled in: nothing is
# built, and only that binary runs (off, prv, chrome): a same-binary A/B of the env toggle.
# MODES (env) = the modes to run, space-separated, the first the base (default: all of
# the above); e.g. MODES="compiled-in prv" leaves out Chrome, whose JSON of a fib(30)
# with one task per call takes seconds to write per run. NANO_TRACE_EXACT is honoured;
# mode prv-exact is prv with NANO_TRACE_EXACT=1.
# OTHER_BIN (env, with BIN) = a second binary (e.g. main's) whose runs of every mode are
# interleaved with BIN's in the same series, reported as rows "<mode> (other)", each
# against its own binary's base mode.
# Each row also gives the median over rounds of the mode's time over the base mode's in
# the same round, which cancels drift between rounds.
# METRIC (env) = time (default: wall-clock seconds of the computation) or cpu (processor
# seconds of all threads meanwhile; with NANO_WORKERS=1 the least load-sensitive figure
# on a shared machine, since waits for preempted workers do not count).
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
n="${1:-30}"
cutoff="${2:-12}"
reps="${3:-11}"
root="${4:-$repo/build/overhead}"

if [ -n "${BIN:-}" ]; then
  on_bin="$BIN"
  modes=(compiled-in prv chrome)
else
  for tracing in OFF ON; do
    dir="$root/tracing-${tracing,,}"
    if [ ! -f "$dir/build.ninja" ]; then
      cmake -S "${SOURCE:-$repo}" -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Release \
        -DCMAKE_C_COMPILER=clang-19 -DCMAKE_CXX_COMPILER=clang++-19 \
        -DNANO_TRACING="$tracing" -DNANO_BUILD_COMPILER=OFF -DNANO_BUILD_SAMPLES=OFF \
        -DNANO_BUILD_TESTS=OFF >/dev/null
    fi
    ninja -C "$dir" -j2 nano-trace-fib-bench >/dev/null
  done
  off_bin="$root/tracing-off/bin/nano-trace-fib-bench"
  on_bin="$root/tracing-on/bin/nano-trace-fib-bench"
  modes=(compiled-out compiled-in prv chrome)
fi
[ -n "${MODES:-}" ] && read -r -a modes <<<"$MODES"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

# run MODE [BINARY]: prints the seconds of one run
run() {
  local out bin="${2:-$on_bin}"
  case "$1" in
    compiled-out) out=$("$off_bin" "$n" "$cutoff" 2>&1 >/dev/null) ;;
    compiled-in)  out=$(env -u NANO_TRACE "$bin" "$n" "$cutoff" 2>&1 >/dev/null) ;;
    prv)          out=$(NANO_TRACE=prv NANO_TRACE_FILE="$scratch/t.prv" "$bin" "$n" "$cutoff" 2>&1 >/dev/null) ;;
    prv-exact)    out=$(NANO_TRACE_EXACT=1 NANO_TRACE=prv NANO_TRACE_FILE="$scratch/t.prv" "$bin" "$n" "$cutoff" 2>&1 >/dev/null) ;;
    chrome)       out=$(NANO_TRACE=chrome NANO_TRACE_FILE="$scratch/t.json" "$bin" "$n" "$cutoff" 2>&1 >/dev/null) ;;
  esac
  rm -f "$scratch"/t.*
  if [ "${METRIC:-time}" = cpu ]; then
    sed -n 's/^time: [0-9.]* tasks: \([0-9]*\) cpu: \([0-9.]*\).*/\2 \1/p' <<<"$out"
  else
    sed -n 's/^time: \([0-9.]*\) tasks: \([0-9]*\).*/\1 \2/p' <<<"$out"
  fi
}

declare -A times
tasks=0
for ((r = 0; r < reps; ++r)); do
  for mode in "${modes[@]}"; do
    read -r seconds tasks < <(run "$mode")
    times[$mode]+="$seconds "
    if [ -n "${OTHER_BIN:-}" ]; then
      read -r seconds tasks < <(run "$mode" "$OTHER_BIN")
      times[$mode (other)]+="$seconds "
    fi
  done
done

median() { tr ' ' '\n' <<<"$1" | grep -v '^$' | sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
echo "fib($n), cut-off $cutoff: $tasks tasks, median ${METRIC:-time} of $reps runs, ${NANO_WORKERS:-all} workers; load: $(cut -d' ' -f1-3 /proc/loadavg)"
echo
[ -n "${OTHER_BIN:-}" ] && echo "BIN=$on_bin; other = OTHER_BIN=$OTHER_BIN"
# paired A B: the median over rounds of A's time / B's time in the same round (drift
# between rounds, e.g. a frequency change or a neighbour's burst, cancels)
paired() {
  awk -v a="$1" -v b="$2" 'BEGIN {
    n = split(a, x, " "); split(b, y, " ");
    for (i = 1; i <= n; ++i) r[i] = x[i] / y[i];
    for (i = 1; i <= n; ++i) for (j = i + 1; j <= n; ++j) if (r[j] < r[i]) { t = r[i]; r[i] = r[j]; r[j] = t }
    printf "%+.1f%%", 100 * (r[int((n + 1) / 2)] - 1) }'
}
echo "| instrumentation | median ${METRIC:-time} (s) | vs ${modes[0]} | median of per-round ratios |"
echo "|---|---|---|---|"
suffixes=("")
[ -n "${OTHER_BIN:-}" ] && suffixes+=(" (other)")
for suffix in "${suffixes[@]}"; do
  base=$(median "${times[${modes[0]}$suffix]}")
  for mode in "${modes[@]}"; do
    m=$(median "${times[$mode$suffix]}")
    awk -v mode="$mode$suffix" -v m="$m" -v b="$base" -v p="$(paired "${times[$mode$suffix]}" "${times[${modes[0]}$suffix]}")" \
      'BEGIN { printf "| %s | %.4f | %+.1f%% | %s |\n", mode, m, 100 * (m / b - 1), p }'
  done
done
