#!/usr/bin/env bash
# Compiler benchmarks: nanocc builds of the samples against the sequential elision and
# hand-written OpenMP (libomp via clang-19 -fopenmp, libgomp via gcc -fopenmp), same run.
#
#   tools/bench-compiler.sh [BUILD_DIR] [REPS] [WORKERS] [PART]
#     BUILD_DIR  a configured and built tree with bin/nanocc (default build/release)
#     REPS       runs per configuration, median reported (default 5)
#     WORKERS    NANO_WORKERS / OMP_NUM_THREADS (default 2)
#     PART       all (default), speedup or translation: which tables to measure
#
# Every configuration's stdout is checked against the sequential elision's. The
# variants of one benchmark run interleaved (seq, seq-gcc, nanocc, libomp, libgomp, seq, ...)
# so that load changes on a shared machine hit all of them alike. Then translation
# time: `nanocc -O2 -c` against `clang-19 -O2 -c` of the same file, median of REPS (CPU
# time), for the samples and heavier C++ files of the tests. nanocc's default skips
# the bodies of system-header functions in the analysis parse
# (compiler/plugin/SystemBodySkipping.h); two more variants, interleaved with those,
# are nanocc with the shared precompiled preamble of the C++ files
# (NANO_TRANSLATE_PREAMBLE=1, the default of sessions 5-6), and nanocc with every body
# parsed twice (NANO_TRANSLATE_SKIP_SYSTEM_BODIES=0, what nanocc did before session 5).
# Results: a markdown report on stdout (docs/performance-compiler.md quotes it).
set -euo pipefail
cd "$(dirname "$0")/.."
build="${1:-build/release}"
reps="${2:-5}"
workers="${3:-2}"
part="${4:-all}"
case "$part" in all|speedup|translation) ;; *) echo "bench-compiler: PART is all, speedup or translation (got '$part')" >&2; exit 1 ;; esac
nanocc="$build/bin/nanocc"
[ -x "$nanocc" ] || { echo "bench-compiler: no $nanocc; build the release preset first" >&2; exit 1; }
command -v gcc >/dev/null || { echo "bench-compiler: gcc (for libgomp) not found" >&2; exit 1; }
work="$build/bench-compiler"
mkdir -p "$work"

exec python3 - "$nanocc" "$work" "$reps" "$workers" "$part" <<'PY'
import os, re, resource, statistics, subprocess, sys

nanocc, work, reps, workers, part = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4], sys.argv[5]
S = "samples"
# name: (nano source, OpenMP source, [(label, args)])
benchmarks = {
    "fib": (f"{S}/fib/fib.c", f"{S}/bench-openmp/fib.c", [("fib(38), cut-off 20", ["38", "20"])]),
    "mergesort": (f"{S}/mergesort/mergesort.c", f"{S}/bench-openmp/mergesort.c",
                  [("5M keys, cut-off 20000", ["5000000", "20000"])]),
    "cholesky": (f"{S}/cholesky/cholesky.c", f"{S}/bench-openmp/cholesky.c",
                 [("2048 x 2048, 64 x 64 blocks", ["32", "64"])]),
    "matvec": (f"{S}/loops/matvec.c", f"{S}/bench-openmp/matvec.c",
               [(f"45000 x 9, 500 products, {s}", ["45000", "500", s, "43"])
                for s in ("static", "fixed", "gss")]),
    "jacobi": (f"{S}/loops/jacobi.c", f"{S}/bench-openmp/jacobi.c",
               [(f"480 x 480, 250 sweeps, {label}", ["480", "250", s, c])
                for label, s, c in (("static", "static", "24"), ("fixed 2", "fixed", "2"),
                                    ("fixed 24", "fixed", "24"), ("gss", "gss", "24"))]),
}
variants = ["seq", "seq-gcc", "nanocc", "libomp", "libgomp"]


def sh(cmd, required=True, **kw):
    r = subprocess.run(cmd, capture_output=True, text=True, **kw)
    if r.returncode != 0:
        message = f"bench-compiler: failed: {' '.join(cmd)}\n{r.stdout}{r.stderr}"
        if required:
            sys.exit(message)
        print(message.rstrip().replace("\n", "\n    "), file=sys.stderr)
        return None
    return r


def build(name, nano_src, omp_src):
    """The five executables; a nanocc build that fails is reported and left out."""
    exe = {v: os.path.join(work, f"{name}-{v}") for v in variants}
    sh(["clang-19", "-O2", "-Wno-unknown-pragmas", nano_src, "-o", exe["seq"], "-lm"])
    # libgomp's speedup is against gcc's own sequential build: gcc and clang code for the
    # same kernel can differ by 2x (fib: gcc's recursion is ~1.9x faster than clang's).
    sh(["gcc", "-O2", "-Wno-unknown-pragmas", nano_src, "-o", exe["seq-gcc"], "-lm"])
    if not sh([nanocc, "-O2", nano_src, "-o", exe["nanocc"], "-lm"], required=False):
        del exe["nanocc"]
    sh(["clang-19", "-O2", "-fopenmp", omp_src, "-o", exe["libomp"], "-lm"])
    sh(["gcc", "-O2", "-fopenmp", omp_src, "-o", exe["libgomp"], "-lm"])
    return exe


def run_once(exe, args):
    env = dict(os.environ, NANO_WORKERS=workers, OMP_NUM_THREADS=workers)
    r = subprocess.run([exe, *args], capture_output=True, text=True, env=env, timeout=600)
    m = re.search(r"time: ([0-9.]+) s", r.stderr)
    if r.returncode != 0 or not m:
        sys.exit(f"bench-compiler: {exe} {' '.join(args)} failed (exit {r.returncode})\n{r.stderr}")
    return float(m.group(1)), r.stdout


def comparable(out):
    """stdout without the schedule clause text (OpenMP's names differ from nano's)."""
    out = re.sub(r"schedule\([^)]*\)|\(no schedule clause[^)]*\)", "", out)
    return re.sub(r"[ \t]+", " ", out)


def fmt(t):
    return f"{t * 1000:.1f}" if t < 10 else f"{t:.2f} s"


print(f"# Compiler benchmarks ({workers} workers, median of {reps} runs)\n")
print(f"machine: {os.cpu_count()} processors; load average at start: "
      f"{' '.join(open('/proc/loadavg').read().split()[:3])}\n")
if part in ("all", "speedup"):
    print("Speedups are against the same compiler's sequential elision: clang-19 for nanocc and\n"
          "libomp, gcc-12 for libgomp. The target column is nanocc's speedup over the best OpenMP\n"
          "speedup (>= 0.90: within 10% or better).\n")
    print("| benchmark | input | seq ms (clang) | seq ms (gcc) | nanocc ms | libomp ms | libgomp ms | "
          "nanocc speedup | libomp speedup | libgomp speedup | nanocc / best OpenMP time | "
          "nanocc / best OpenMP speedup |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|")
    for name, (nano_src, omp_src, inputs) in benchmarks.items():
        exe = build(name, nano_src, omp_src)
        for label, args in inputs:
            times = {v: [] for v in exe}
            reference = None
            for _ in range(reps):
                for v in exe:
                    t, out = run_once(exe[v], args)
                    if reference is None:
                        reference = out
                    elif comparable(out) != comparable(reference):
                        sys.exit(f"bench-compiler: {name} {v} printed something else than the "
                                 f"sequential elision:\n{out}\nexpected:\n{reference}")
                    times[v].append(t)
            med = {v: statistics.median(times[v]) for v in exe}
            libomp_speedup = med["seq"] / med["libomp"]
            libgomp_speedup = med["seq-gcc"] / med["libgomp"]
            nano = med.get("nanocc")
            nano_time = fmt(nano) if nano else "no build"
            nano_speedup = f"{med['seq'] / nano:.2f}" if nano else "-"
            time_ratio = f"{nano / min(med['libomp'], med['libgomp']):.2f}" if nano else "-"
            nano_ratio = f"{med['seq'] / nano / max(libomp_speedup, libgomp_speedup):.2f}" if nano else "-"
            print(f"| {name} | {label} | {fmt(med['seq'])} | {fmt(med['seq-gcc'])} | {nano_time} | "
                  f"{fmt(med['libomp'])} | {fmt(med['libgomp'])} | {nano_speedup} | {libomp_speedup:.2f} | "
                  f"{libgomp_speedup:.2f} | {time_ratio} | {nano_ratio} |", flush=True)


def cpu_seconds():
    """user + system time of the finished child processes (nanocc's clang included)."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


# CPU time rather than wall clock: on a shared machine the wall clock of a 0.3 s compile
# mostly measures the other processes.
if part in ("all", "translation"):
    print("\n## Translation time (`-O2 -c`, median of %d, CPU time of the compiler processes)\n" % reps)
    print("| file | clang-19 ms | nanocc ms | ratio | shared preamble (C++) ms | "
          "ratio | every body parsed ms | ratio |")
    print("|---|---|---|---|---|---|---|---|")
    driver_inputs = "tests/e2e/driver/Inputs"
    # file: extra flags (the heavier C++ files of the driver tests include a header of their own)
    sources = {src: [] for src in sorted({b[0] for b in benchmarks.values()} |
                                         {f"{S}/quickstart/quickstart.c", f"{S}/pipeline/pipeline.c",
                                          f"{S}/pipeline/pipeline.cpp"})}
    sources["tests/e2e/driver/cxx-system-templates.cpp"] = ["-I", driver_inputs]
    sources["tests/e2e/driver/cxx-iostream-tasks.cpp"] = []
    sources["tests/compiler/translation/cxx-stdlib-tasks.cpp"] = []
    obj = os.path.join(work, "translate.o")
    parse_all = dict(os.environ, NANO_TRANSLATE_SKIP_SYSTEM_BODIES="0")
    with_preamble = dict(os.environ, NANO_TRANSLATE_PREAMBLE="1")
    for src, flags in sources.items():
        cxx = src.endswith(".cpp")
        clang = "clang++-19" if cxx else "clang-19"
        driver = os.path.join(os.path.dirname(nanocc), "nanocc++") if cxx else nanocc
        variants = (("clang", [clang, "-O2", "-Wno-unknown-pragmas", *flags, "-c", src, "-o", obj], None),
                    ("nanocc", [driver, "-O2", *flags, "-c", src, "-o", obj], None),
                    ("preamble", [driver, "-O2", *flags, "-c", src, "-o", obj], with_preamble),
                    ("parse-all", [driver, "-O2", *flags, "-c", src, "-o", obj], parse_all))
        cost = {kind: [] for kind, _, _ in variants}
        for _ in range(reps):
            for kind, cmd, env in variants:
                start = cpu_seconds()
                ok = sh(cmd, required=False, env=env)
                cost[kind].append(cpu_seconds() - start if ok else float("nan"))
        c, *rest = (statistics.median(cost[k]) for k in ("clang", "nanocc", "preamble", "parse-all"))
        cells = " | ".join("translation failed | -" if t != t else f"{t * 1000:.0f} | {t / c:.2f}"
                           for t in rest)
        print(f"| {src} | {c * 1000:.0f} | {cells} |", flush=True)
    print(f"\nload average at the end: {' '.join(open('/proc/loadavg').read().split()[:3])}")
PY
