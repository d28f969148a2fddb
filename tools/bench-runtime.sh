#!/usr/bin/env bash
# bench-runtime.sh — the runtime benchmarks against libomp, libgomp and oneTBB, in one run, medians of N runs.
#   tools/bench-runtime.sh [RUNS]   (default 5; env WORKERS, FIB_N, SPAWN_N, WAIT_N, STEPS, MAXLOG, BUILD)
#   tools/bench-runtime.sh chains [RUNS]   (env CHAIN_N, CHAIN_WORKERS, CHAIN_SYSTEMS, BASELINE, BUILD)
# Chains mode: dependent chains of tiny tasks (bench_common.h: CHAIN_N tasks on one
# scalar, then CHAIN_N on 64 lanes), created by main() with inout accesses as nanocc
# emits them, against the same programs with OpenMP depend(inout) (libomp, libgomp),
# at each worker count of CHAIN_WORKERS (default "1 2"); ns per task. CHAIN_SYSTEMS
# (default "nano libomp libgomp") drops peers: on a loaded machine libomp's debug
# build takes ~1 ms per task at 2 threads (it spins). BASELINE=<a
# bench_runtime_nano binary> adds it as system "before" (an older runtime, for
# before/after comparisons in the same interleaved runs).
# Benchmarks (samples/bench-runtime): fib(FIB_N) with one task per call (ns/task),
# SPAWN_N independent tasks from one producer (tasks/s), WAIT_N times "submit one
# empty task and wait for it" from the main thread (us per wait), and a Task Bench
# style stencil (width = workers, STEPS steps, 3 neighbours) swept over kernel sizes
# 2^0..2^MAXLOG: METG(50%) in microseconds (each point the median of BENCH_REPS runs,
# default 3; the sweep stops after two points at >= 50% efficiency, since larger
# kernels cannot lower METG). Runs are interleaved across systems so
# that background load hits them alike; raw lines go to $BUILD/bench-runtime.raw.
# The issue's sizes are the defaults; about 4 minutes on 2 idle cores.
set -euo pipefail
cd "$(dirname "$0")/.."

MODE=all
if [[ "${1:-}" == chains ]]; then
  MODE=chains
  shift
fi
RUNS=${1:-5}
WORKERS=${WORKERS:-$(nproc)}
FIB_N=${FIB_N:-30}
SPAWN_N=${SPAWN_N:-1000000}
WAIT_N=${WAIT_N:-20000}
STEPS=${STEPS:-1000}
MAXLOG=${MAXLOG:-18}
BUILD=${BUILD:-build-bench-runtime}
SRC=samples/bench-runtime
LLVM_LIB=/usr/lib/llvm-19/lib

echo "== building (release) in ${BUILD}"
cmake -S . -B "${BUILD}" -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_C_COMPILER=clang-19 \
  -DCMAKE_CXX_COMPILER=clang++-19 -DNANO_BUILD_COMPILER=OFF -DNANO_BUILD_TESTS=OFF >/dev/null
cmake --build "${BUILD}" -j2 --target bench_runtime_nano bench_runtime_switch >/dev/null
BIN="${BUILD}/bin"
clang-19 -O2 -fopenmp -DBENCH_SYSTEM='"libomp"' "${SRC}/bench_omp.c" -o "${BIN}/bench_runtime_libomp" \
  -L"${LLVM_LIB}" -Wl,-rpath,"${LLVM_LIB}" -lomp
gcc -O2 -fopenmp -DBENCH_SYSTEM='"libgomp"' "${SRC}/bench_omp.c" -o "${BIN}/bench_runtime_libgomp"
clang++-19 -O2 -std=c++20 "${SRC}/bench_tbb.cpp" -o "${BIN}/bench_runtime_tbb" -ltbb -lpthread

if [[ "${MODE}" == chains ]]; then
  CHAIN_N=${CHAIN_N:-1000000}
  CHAIN_WORKERS=${CHAIN_WORKERS:-1 2}
  RAW="${BUILD}/bench-chains.raw"
  : >"${RAW}"
  read -r -a systems <<<"${CHAIN_SYSTEMS:-nano libomp libgomp}"
  [[ -n "${BASELINE:-}" ]] && systems+=(before)
  echo "== ${RUNS} runs, ${CHAIN_N} tasks per phase, workers: ${CHAIN_WORKERS}; load: $(cut -d' ' -f1-3 /proc/loadavg)"
  for run in $(seq 1 "${RUNS}"); do
    for w in ${CHAIN_WORKERS}; do
      for sys in "${systems[@]}"; do
        bin="${BIN}/bench_runtime_${sys}"
        [[ "${sys}" == before ]] && bin="${BASELINE}"
        # "<system>@<workers> <metric> <value>": one column per system and worker count.
        NANO_WORKERS=${w} OMP_NUM_THREADS=${w} "${bin}" chain "${CHAIN_N}" |
          sed -E "s/^[a-z]+ /${sys}@${w} /" >>"${RAW}"
      done
    done
    echo "   run ${run} done"
  done
  echo "   load after: $(cut -d' ' -f1-3 /proc/loadavg)"
  python3 - "${RAW}" "${CHAIN_WORKERS}" "${systems[*]}" <<'PY'
import statistics, sys, collections
values = collections.defaultdict(list)
for line in open(sys.argv[1]):
    parts = line.split()
    if len(parts) >= 3:
        values[(parts[0], parts[1])].append(float(parts[2]))
workers, systems = sys.argv[2].split(), sys.argv[3].split()
peers = [s for s in systems if s != "nano"]
print("\nns per task, medians of %d runs; ratios: how many times faster nano is (>1: nano better)"
      % max((len(v) for v in values.values()), default=0))
print("\n| chain | workers | " + " | ".join(systems) + " | " + " | ".join("vs " + p for p in peers) + " |")
print("|---|---|" + "---|" * (len(systems) + len(peers)))
for key, title in (("chain1_ns_per_task", "1 scalar"), ("chain64_ns_per_task", "64 lanes")):
    for w in workers:
        med = {s: statistics.median(values[(f"{s}@{w}", key)]) for s in systems if values[(f"{s}@{w}", key)]}
        row = " | ".join("%.0f" % med[s] if s in med else "-" for s in systems)
        ratios = " | ".join("%.2fx" % (med[p] / med["nano"]) if p in med and "nano" in med else "-" for p in peers)
        print(f"| {title} | {w} | {row} | {ratios} |")
print("\nlibomp is Debian's libomp-19, a DEBUG build; with one thread its team is serialised"
      " (tasks run at once, no dependence tracking)."
      "\nnano's producer is main(), an outside thread: NANO_WORKERS=w runs w workers besides it.")
print("\nspread (min..max):")
for key in ("chain1_ns_per_task", "chain64_ns_per_task"):
    print("  " + key + ": " + ", ".join(
        f"{s}@{w} {min(values[(f'{s}@{w}', key)]):.0f}..{max(values[(f'{s}@{w}', key)]):.0f}"
        for w in workers for s in systems if values[(f"{s}@{w}", key)]))
PY
  exit 0
fi

systems=(nano libomp libgomp tbb)
RAW="${BUILD}/bench-runtime.raw"
: >"${RAW}"
export NANO_WORKERS="${WORKERS}" OMP_NUM_THREADS="${WORKERS}"  # every system with its default wait policy
echo "== ${RUNS} runs, ${WORKERS} workers, load: $(cut -d' ' -f1-3 /proc/loadavg)"
for run in $(seq 1 "${RUNS}"); do
  for sys in "${systems[@]}"; do
    "${BIN}/bench_runtime_${sys}" fib "${FIB_N}" >>"${RAW}"
    "${BIN}/bench_runtime_${sys}" spawn "${SPAWN_N}" >>"${RAW}"
    "${BIN}/bench_runtime_${sys}" wait "${WAIT_N}" >>"${RAW}"
    "${BIN}/bench_runtime_${sys}" stencil "${WORKERS}" "${STEPS}" "${MAXLOG}" | grep metg50 >>"${RAW}"
  done
  "${BIN}/bench_runtime_switch" >>"${RAW}"
  echo "   run ${run} done"
done

python3 - "${RAW}" <<'PY'
import statistics, sys, collections
values = collections.defaultdict(list)
for line in open(sys.argv[1]):
    parts = line.split()
    if len(parts) >= 3:  # "<system> <metric> <value> ..."
        values[(parts[0], parts[1])].append(float(parts[2]))
# A negative METG means "never reached 50% efficiency" in that run: not a time.
never = {k for k, v in values.items() if v and all(x < 0 for x in v)}
for k in values:
    values[k] = [x for x in values[k] if x >= 0]
metrics = [("fib_ns_per_task", "fib: ns per task", False), ("spawn_tasks_per_s", "1M tasks: tasks/s", True),
           ("wait_us", "submit+wait one task from main: us", False),
           ("metg50_us", "stencil METG(50%): us", False)]
systems = ["nano", "libomp", "libgomp", "tbb"]
peers = systems[1:]
print("\nmedians of %d runs; ratios: how many times better nano is than the peer (>1: nano better)" %
      max((len(values[("nano", k)]) for k, _, _ in metrics), default=0))
print("\n| benchmark | " + " | ".join(systems) + " | " + " | ".join("vs " + p for p in peers) + " |")
print("|---|" + "---|" * (len(systems) + len(peers)))
for key, title, higher_better in metrics:
    med = {s: statistics.median(values[(s, key)]) for s in systems if values[(s, key)]}
    def ratio(peer):
        if peer not in med or med.get("nano", 0) <= 0 or med[peer] <= 0:
            return "-"
        return "%.2fx" % ((med["nano"] / med[peer]) if higher_better else (med[peer] / med["nano"]))
    row = " | ".join(("%.4g" % med[s]) if s in med else ("never" if (s, key) in never else "-") for s in systems)
    print(f"| {title} | {row} | " + " | ".join(ratio(p) for p in peers) + " |")
print("\nlibomp is Debian's libomp-19, a DEBUG build (its loop dispatch costs ~275 ns per chunk):"
      " compare against libgomp and oneTBB first.")
for name in ("nano_context_switch", "swapcontext"):
    v = values[(name, "ns_per_switch")]
    if v:
        print(f"\n{name}: {statistics.median(v):.2f} ns per switch (median of {len(v)})")
print("\nspread (min..max per system):")
for key, title, _ in metrics:
    print("  " + title + ": " + ", ".join(
        f"{s} {min(values[(s, key)]):.4g}..{max(values[(s, key)]):.4g}" for s in systems if values[(s, key)]))
PY
