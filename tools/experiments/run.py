#!/usr/bin/env python3
"""run.py — runs the 1996 paper's two experiments (Figure 1: matvec granularity, Figure 2:
Jacobi under the preemption simulator), writes CSV and summaries under
tools/experiments/results/ and SVG plots under docs/img/.

    tools/experiments/run.py --build build/release            # everything, ~6-10 minutes
    tools/experiments/run.py --build build/release --quick    # a smoke run, ~1 minute

Needs the targets matvec-paper-nano (and the peers matvec-paper-gomp, -libomp, -tbb when
they were built) and jacobi-paper:  ninja -C <build> matvec-paper-nano matvec-paper-gomp \
matvec-paper-libomp matvec-paper-tbb jacobi-paper
"""
import argparse
import csv
import io
import os
import statistics
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from svg_plot import Series, line_chart  # noqa: E402

REPO = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
MATVEC_IMPLS = [("nanothreads", "matvec-paper-nano"), ("libgomp", "matvec-paper-gomp"),
                ("libomp", "matvec-paper-libomp"), ("onetbb", "matvec-paper-tbb")]
CHUNKS = [1, 2, 4, 8, 16, 26, 32, 43, 65, 87, 128, 256, 512, 1406, 2812, 5625, 11250]
FLOPS_PER_ROW = 18


def run_csv(cmd):
    out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
    return list(csv.DictReader(io.StringIO(out)))


def load_average():
    with open("/proc/loadavg") as f:
        return f.read().split()[0]


# ---------------------------------------------------------------- Figure 1
def figure1(args, bindir, results, img):
    workers = [1, 2] + ([os.cpu_count()] if (os.cpu_count() or 1) > 2 else [])
    reps = 10 if args.quick else 40
    runs = 3
    chunks = [1, 8, 43, 512, 11250] if args.quick else CHUNKS
    rows = []
    for impl, exe in ([] if args.replot else MATVEC_IMPLS):
        path = os.path.join(bindir, exe)
        if not os.path.exists(path):
            print(f"figure 1: {exe} not built, skipping {impl}")
            continue
        for p in workers:
            t0 = time.time()
            got = run_csv([path, "--rows", "45000", "--reps", str(reps), "--runs", str(runs), "--workers", str(p),
                           "--chunks", ",".join(map(str, chunks))])
            print(f"figure 1: {impl} with {p} worker(s): {time.time() - t0:.1f} s")
            rows += got
    csv_path = os.path.join(results, "fig1_matvec.csv")
    if args.replot:
        rows = list(csv.DictReader(open(csv_path)))
        workers = sorted({int(r["workers"]) for r in rows})
        chunks = sorted({int(r["chunk"]) for r in rows})
    else:
        with open(csv_path, "w", newline="") as f:
            w = csv.DictWriter(f, fieldnames=["impl", "workers", "chunk", "time_s", "seq_s", "cpu_s", "seq_cpu_s"])
            w.writeheader()
            w.writerows(rows)

    # Each binary measured its own sequential loop (same compiler); ratios use it.
    def series(impl, p, value):
        pts = []
        for r in rows:
            if r["impl"] == impl and int(r["workers"]) == p:
                pts.append((int(r["chunk"]), value(float(r["time_s"]), float(r["seq_s"]))))
        return pts

    seq_ms = statistics.median(float(r["seq_s"]) * 1e3 for r in rows if r["impl"] == "nanothreads")
    impls = [i for i, _ in MATVEC_IMPLS if any(r["impl"] == i for r in rows)]
    time_series = [Series("sequential loop", [(min(chunks), seq_ms), (max(chunks), seq_ms)], color="#000",
                          dashed=True, marker=False)]
    speed_series = []
    for k, impl in enumerate(impls):
        for p in workers:
            label = f"{impl}{' (debug build)' if impl == 'libomp' else ''}, {p} worker{'s' if p > 1 else ''}"
            time_series.append(Series(label, series(impl, p, lambda t, s: t * 1e3), dashed=(p == 1)))
            speed_series.append(Series(label, series(impl, p, lambda t, s: s / t), dashed=(p == 1)))
    total_rows = 45000 * reps
    line_chart(os.path.join(img, "fig1-matvec-time.svg"),
               f"Figure 1: {reps} products of a 45000 x 9 matrix by a vector",
               "chunk size (rows; 18 flops per row)", "execution time (ms)", time_series, log_x=True, log_y=True,
               x_ticks=chunks)
    line_chart(os.path.join(img, "fig1-matvec-speedup.svg"), "Figure 1: speed-up over the sequential loop",
               "chunk size (rows; 18 flops per row)", "speed-up", speed_series, log_x=True, x_ticks=chunks)

    # Overhead with one worker from process CPU time: unlike wall time it does not
    # grow while other programs share the processors.
    overhead_series = []
    for impl in impls:
        pts = series(impl, 1, lambda t, s: 0.0)
        cpu = {int(r["chunk"]): 100.0 * (float(r["cpu_s"]) / float(r["seq_cpu_s"]) - 1.0) for r in rows
               if r["impl"] == impl and int(r["workers"]) == 1}
        overhead_series.append(Series(f"{impl}{' (debug build)' if impl == 'libomp' else ''}",
                                      [(c, max(cpu[c], 0.1)) for c, _ in pts]))
    overhead_series.append(Series("10% overhead", [(min(chunks), 10.0), (max(chunks), 10.0)], color="#000",
                                  dashed=True, marker=False))
    line_chart(os.path.join(img, "fig1-matvec-overhead.svg"),
               "Figure 1: overhead of one worker over the sequential loop (process CPU time)",
               "chunk size (rows; 18 flops per row)", "overhead (%)", overhead_series, log_x=True, log_y=True,
               x_ticks=chunks)

    lines = ["| implementation | cost per chunk (ns, 1 worker, chunk 1) | smallest chunk with < 10% overhead "
             "(1 worker, CPU time) | flops per chunk | best speed-up with 2 workers (wall, chunk) |",
             "|---|---|---|---|---|"]
    for impl in impls:
        one = {int(r["chunk"]): (float(r["cpu_s"]), float(r["seq_cpu_s"])) for r in rows
               if r["impl"] == impl and int(r["workers"]) == 1}
        two = {int(r["chunk"]): (float(r["time_s"]), float(r["seq_s"])) for r in rows
               if r["impl"] == impl and int(r["workers"]) == 2}
        ok = [c for c in sorted(one) if one[c][0] <= 1.10 * one[c][1]]
        smallest = ok[0] if ok else None
        per_chunk = (one[1][0] - one[1][1]) / total_rows * 1e9 if 1 in one else float("nan")
        best = max(two, key=lambda c: two[c][1] / two[c][0]) if two else None
        lines.append(f"| {impl}{' (debug build)' if impl == 'libomp' else ''} | {per_chunk:.1f} | "
                     f"{smallest if smallest else 'none'} | {smallest * FLOPS_PER_ROW if smallest else '-'} | "
                     + (f"{two[best][1] / two[best][0]:.2f} ({best}) |" if best else "- |"))
    summary = "\n".join(lines) + "\n"
    with open(os.path.join(results, "fig1_summary.md"), "w") as f:
        f.write(summary)
    print(summary)


# ---------------------------------------------------------------- Figure 2
def figure2(args, bindir, results, img):
    exe = os.path.join(bindir, "jacobi-paper")
    if args.replot:
        return plot_figure2(list(csv.DictReader(open(os.path.join(results, "fig2_jacobi.csv")))), results, img)
    # Calibrate the number of 480-row solves so the sequential run lasts about --jacobi-seconds.
    probe = run_csv([exe, "--mode", "seq", "--solves", "5"])[0]
    per_solve = float(probe["time_s"]) / 5
    target = 2.0 if args.quick else args.jacobi_seconds
    solves = max(1, round(target / per_solve))
    print(f"figure 2: {per_solve * 1e3:.1f} ms per 250-iteration solve; {solves} solves per run")
    periods = [40, 400] if args.quick else [40, 400, 4000]
    reactions = [0, 3]
    schedules = ["fixed2", "fixed24", "gss"]
    rows = []

    def jacobi(*extra):
        t0 = time.time()
        r = run_csv([exe, "--solves", str(solves), *map(str, extra)])[0]
        print(f"figure 2: {' '.join(map(str, extra))}: {float(r['time_s']):.2f} s (wall {time.time() - t0:.1f} s)")
        rows.append(r)
        return r

    for _ in range(1 if args.quick else 2):
        jacobi("--mode", "seq")
    for p in (1, 2):
        for s in schedules:
            jacobi("--mode", "nano", "--schedule", s, "--workers", p)
    for period in periods:
        for reaction in reactions:
            for s in schedules:
                jacobi("--mode", "nano", "--schedule", s, "--workers", 2, "--ncpuchange", period, "--reaction",
                       reaction)
    for r in rows:
        r["solves"] = solves
    with open(os.path.join(results, "fig2_jacobi.csv"), "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0].keys()))
        w.writeheader()
        w.writerows(rows)
    plot_figure2(rows, results, img)


def plot_figure2(rows, results, img):
    periods = sorted({int(r["ncpuchange_ms"]) for r in rows if r["ncpuchange_ms"] != "0"})
    reactions = sorted({int(r["reaction_ms"]) for r in rows if r["ncpuchange_ms"] != "0"})
    schedules = ["fixed2", "fixed24", "gss"]
    solves = rows[0].get("solves") or "?"
    seq_time = statistics.median(float(r["time_s"]) for r in rows if r["mode"] == "seq")

    def t(r):
        return float(r["time_s"])

    series = []
    names = {"fixed2": "chunk 2", "fixed24": "chunk 24", "gss": "GSS"}
    for reaction in reactions:
        for s in schedules:
            pts = [(int(r["ncpuchange_ms"]), t(r)) for r in rows
                   if r["mode"] == "nano" and r["schedule"] == s and r["ncpuchange_ms"] != "0"
                   and int(r["reaction_ms"]) == reaction]
            series.append(Series(f"{names[s]}, 1.5 cpus, reaction {reaction} ms", pts, dashed=(reaction == 3)))
    ideal = [(int(r["ncpuchange_ms"]), seq_time / float(r["avg_processors"])) for r in rows
             if r["ncpuchange_ms"] != "0" and r["schedule"] == "fixed2" and r["reaction_ms"] == "0"]
    series.append(Series("ideal: sequential / average cpus", ideal, color="#000", dashed=True))
    span = (min(periods), max(periods))
    series.append(Series("pure sequential", [(span[0], seq_time), (span[1], seq_time)], color="#555", marker=False))
    for s in schedules:
        for p in (1, 2):
            r = next(r for r in rows if r["mode"] == "nano" and r["schedule"] == s and r["workers"] == str(p)
                     and r["ncpuchange_ms"] == "0")
            if s != "fixed24" or p == 2:
                series.append(Series(f"{names[s]}, {p} cpu{'s' if p > 1 else ''} (no preemption)",
                                     [(span[0], t(r)), (span[1], t(r))], marker=False, dashed=True))
    line_chart(os.path.join(img, "fig2-jacobi-preemption.svg"),
               f"Figure 2: Jacobi, 480 rows x 250 iterations x {solves} solves, one of 2 cpus taken periodically",
               "ncpuchange (ms)", "execution time (s)", series, log_x=True, x_ticks=periods, width=900, height=520)

    lines = ["| schedule | workers | ncpuchange (ms) | reaction (ms) | time (s) | process CPU (s) | avg cpus | "
             "ideal (s) | vs ideal | takes | forced |",
             "|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        if r["mode"] != "nano":
            continue
        cpus = float(r["avg_processors"])
        ideal_t = seq_time / cpus
        lines.append(f"| {names[r['schedule']]} | {r['workers']} | "
                     f"{r['ncpuchange_ms'] if r['ncpuchange_ms'] != '0' else '-'} | "
                     f"{r['reaction_ms'] if r['ncpuchange_ms'] != '0' else '-'} | {t(r):.2f} | {float(r['cpu_s']):.2f} | "
                     f"{cpus:.2f} | "
                     f"{ideal_t:.2f} | {100 * (t(r) / ideal_t - 1):+.0f}% | {r['takes']} | {r['forced']} |")
    seq_cpu = statistics.median(float(r["cpu_s"]) for r in rows if r["mode"] == "seq")
    summary = (f"sequential: {seq_time:.2f} s wall, {seq_cpu:.2f} s CPU ({solves} solves)\n\n" + "\n".join(lines)
               + "\n")
    with open(os.path.join(results, "fig2_summary.md"), "w") as f:
        f.write(summary)
    print(summary)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--build", default=os.path.join(REPO, "build", "release"), help="CMake build directory")
    ap.add_argument("--quick", action="store_true", help="small sizes, for a smoke run")
    ap.add_argument("--only", choices=["fig1", "fig2"], help="run one experiment")
    ap.add_argument("--replot", action="store_true", help="redraw plots and summaries from the saved CSV files")
    ap.add_argument("--jacobi-seconds", type=float, default=12.0, help="target sequential Jacobi run time")
    ap.add_argument("--results", default=os.path.join(REPO, "tools", "experiments", "results"))
    ap.add_argument("--img", default=os.path.join(REPO, "docs", "img"))
    args = ap.parse_args()
    bindir = os.path.join(args.build, "bin")
    os.makedirs(args.results, exist_ok=True)
    os.makedirs(args.img, exist_ok=True)
    start = time.time()
    env = f"started {time.strftime('%Y-%m-%d %H:%M:%S')}, cpus {os.cpu_count()}, load average {load_average()}"
    if args.only in (None, "fig1"):
        figure1(args, bindir, args.results, args.img)
    if args.only in (None, "fig2"):
        figure2(args, bindir, args.results, args.img)
    if args.replot:
        return
    env += f", load average at the end {load_average()}, {time.time() - start:.0f} s in all ({args.only or 'all'})\n"
    with open(os.path.join(args.results, "environment.txt"), "a") as f:
        f.write(env)
    print(env)


if __name__ == "__main__":
    main()
