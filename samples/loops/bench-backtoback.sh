#!/bin/sh
# bench-backtoback.sh — back-to-back small parallel loops: nanocc against libgomp, libomp and oneTBB, interleaved.
#
#   samples/loops/bench-backtoback.sh BUILD [REPS [WORKERS [N [LOOPS]]]]
#     BUILD    a build directory with bin/nanocc (the runtime it links is BUILD's)
#     REPS     runs per variant, interleaved (default 5); the table shows medians
#     WORKERS  NANO_WORKERS / OMP_NUM_THREADS / oneTBB threads (default 2)
#     N        elements per loop (default 32000: about 70 us sequentially)
#     LOOPS    loops per run (default 2000)
# Builds backtoback.c (nanocc; clang and gcc without pragmas for the sequential times),
# backtoback_omp.c (gcc -fopenmp: libgomp; clang -fopenmp: libomp, which Debian ships
# as a DEBUG build, ~275 ns per chunk dispatch, so compare loops against libgomp and
# oneTBB) and backtoback_tbb.cpp, checks that all print the same checksum, then prints
# per-loop times and each variant's speedup over its own compiler's sequential build.
set -eu
build=${1:?usage: bench-backtoback.sh BUILD [REPS [WORKERS [N [LOOPS]]]]}
reps=${2:-5}
workers=${3:-2}
n=${4:-32000}
loops=${5:-2000}
here=$(cd "$(dirname "$0")" && pwd)
nanocc="$build/bin/nanocc"
[ -x "$nanocc" ] || { echo "bench-backtoback: no $nanocc (build the nanocc target first)" >&2; exit 1; }
work=$(mktemp -d "${TMPDIR:-/tmp}/backtoback.XXXXXX")
trap 'rm -rf "$work"' EXIT

clang-19 -O2 -Wno-unknown-pragmas "$here/backtoback.c" -o "$work/seq"
gcc -O2 -Wno-unknown-pragmas "$here/backtoback.c" -o "$work/seq-gcc"
"$nanocc" -O2 "$here/backtoback.c" -o "$work/nanocc"
gcc -O2 -fopenmp "$here/backtoback_omp.c" -o "$work/libgomp"
clang-19 -O2 -fopenmp "$here/backtoback_omp.c" -o "$work/libomp"
g++ -O2 -std=c++17 "$here/backtoback_tbb.cpp" -o "$work/onetbb" -ltbb

exec python3 - "$work" "$reps" "$workers" "$n" "$loops" <<'PY'
import os, re, statistics, subprocess, sys
work, reps, workers, n, loops = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4], sys.argv[5]
variants = ["seq", "seq-gcc", "nanocc", "libgomp", "libomp", "onetbb"]
own_seq = {"nanocc": "seq", "libomp": "seq", "libgomp": "seq-gcc", "onetbb": "seq-gcc"}
env = dict(os.environ, NANO_WORKERS=workers, OMP_NUM_THREADS=workers)
print(f"# Back-to-back loops: {loops} loops of {n} elements, {workers} workers, median of {reps} runs")
print(f"machine: {os.cpu_count()} processors; load average at start: {os.getloadavg()[0]:.2f}\n")
print("| schedule | variant | us per loop | speedup over own sequential build | time / nanocc |")
print("|---|---|---|---|---|")
for schedule in ("static", "fixed", "gss"):
    times = {v: [] for v in variants}
    outputs = set()
    for _ in range(reps):
        for v in variants:  # interleaved: every variant sees the same load drift
            r = subprocess.run([os.path.join(work, v), n, loops, schedule, "64"], capture_output=True, text=True, env=env)
            m = re.search(r"time: ([0-9.]+) s", r.stderr)
            if r.returncode != 0 or not m:
                sys.exit(f"bench-backtoback: {v} {schedule} failed (exit {r.returncode})\n{r.stderr}")
            times[v].append(float(m.group(1)))
            outputs.add(r.stdout)
    if len(outputs) != 1:
        sys.exit(f"bench-backtoback: the variants disagree on {schedule}:\n" + "".join(sorted(outputs)))
    med = {v: statistics.median(t) for v, t in times.items()}
    for v in variants:
        speedup = f"{med[own_seq[v]] / med[v]:.2f}" if v in own_seq else "-"
        print(f"| {schedule} | {v} | {1e6 * med[v] / int(loops):.1f} | {speedup} | {med[v] / med['nanocc']:.2f} |", flush=True)
print(f"\nload average at end: {os.getloadavg()[0]:.2f}")
PY
