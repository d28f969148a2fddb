#!/usr/bin/env python3
"""run.py — runs the 1996 paper's two experiments (Figure 1: matvec granularity, Figure 2:
Jacobi under the preemption simulator), writes CSV and summaries under
tools/experiments/results/ and SVG plots under docs/img/.

    tools/experiments/run.py --build build/release            # everything, ~6-10 minutes
    tools/experiments/run.py --build build/release --quick    # a smoke run, ~1 minute

Needs the targets matvec-paper-nano (and the peers matvec-paper-gomp, -libomp, -tbb when
they were built) and jacobi-paper (and its peer jacobi-paper-gomp):  ninja -C <build> \
matvec-paper-nano matvec-paper-gomp matvec-paper-libomp matvec-paper-tbb jacobi-paper jacobi-paper-gomp
"""
import argparse
import csv
import io
import os
import shutil
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
def label_of(impl):
    return f"{impl} (debug build)" if impl == "libomp" else impl


def median_ratio(rows, num, den):
    """Median over rounds of num/den (each round pairs a run with its own sequential run)."""
    return statistics.median(float(r[num]) / float(r[den]) for r in rows)


def callgrind_instructions(path, chunk, reps):
    """Instructions the whole program executes (valgrind serialises its threads)."""
    out = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", path, "--rows", "45000",
                          "--reps", str(reps), "--runs", "1", "--workers", "1", "--chunks", str(chunk)],
                         capture_output=True, text=True, check=True).stderr
    for line in out.splitlines():
        if "Collected :" in line:
            return int(line.split(":")[-1].strip().replace(",", ""))
    raise RuntimeError(f"no instruction count from callgrind for {path}")


def instructions_per_chunk(bindir, impls, chunk, reps=10):
    """Load-independent cost of a chunk: extra instructions of `chunk`-row chunks over one
    45000-row chunk, per chunk (1 worker; includes the body's own entry code)."""
    result = {}
    if shutil.which("valgrind") is None:
        return result
    for impl, exe in impls:
        path = os.path.join(bindir, exe)
        if impl == "libomp" or not os.path.exists(path):  # libomp: a debug build, not worth counting
            continue
        small = callgrind_instructions(path, chunk, reps)
        whole = callgrind_instructions(path, 45000, reps)
        chunks = reps * (-(-45000 // chunk) - 1)
        result[impl] = (small - whole) / chunks
    return result


def figure1(args, bindir, results, img):
    workers = [1, 2] + ([os.cpu_count()] if (os.cpu_count() or 1) > 2 else [])
    reps = 10 if args.quick else 40
    rounds = 1 if args.quick else 3
    chunks = [1, 8, 43, 512, 11250] if args.quick else CHUNKS
    csv_path = os.path.join(results, "fig1_matvec.csv")
    fields = ["impl", "workers", "chunk", "time_s", "seq_s", "cpu_s", "seq_cpu_s", "round"]
    if args.replot:
        rows = list(csv.DictReader(open(csv_path)))
        workers = sorted({int(r["workers"]) for r in rows})
        chunks = sorted({int(r["chunk"]) for r in rows})
    else:
        rows = []
        present = [(i, e) for i, e in MATVEC_IMPLS if os.path.exists(os.path.join(bindir, e))]
        for impl, exe in MATVEC_IMPLS:
            if (impl, exe) not in present:
                print(f"figure 1: {exe} not built, skipping {impl}")
        # Interleaved: every round runs every implementation and worker count once, so a
        # change of the machine's load hits all of them alike; medians over rounds.
        for rnd in range(rounds):
            for p in workers:
                for impl, exe in present:
                    t0 = time.time()
                    got = run_csv([os.path.join(bindir, exe), "--rows", "45000", "--reps", str(reps), "--runs", "1",
                                   "--workers", str(p), "--chunks", ",".join(map(str, chunks))])
                    for r in got:
                        r["round"] = rnd
                    rows += got
                    print(f"figure 1: round {rnd + 1}/{rounds}, {impl} with {p} worker(s): {time.time() - t0:.1f} s")
        with open(csv_path, "w", newline="") as f:
            w = csv.DictWriter(f, fieldnames=fields)
            w.writeheader()
            w.writerows(rows)

    def runs_of(impl, p, c):
        return [r for r in rows if r["impl"] == impl and int(r["workers"]) == p and int(r["chunk"]) == c]

    impls = [i for i, _ in MATVEC_IMPLS if any(r["impl"] == i for r in rows)]
    # per (impl, p, chunk): time, speed-up (wall, vs its own sequential), CPU overhead
    table = {}
    for impl in impls:
        for p in workers:
            for c in chunks:
                runs = runs_of(impl, p, c)
                if runs:
                    table[impl, p, c] = (statistics.median(float(r["time_s"]) for r in runs),
                                         1.0 / median_ratio(runs, "time_s", "seq_s"),
                                         100.0 * (median_ratio(runs, "cpu_s", "seq_cpu_s") - 1.0),
                                         statistics.median(float(r["cpu_s"]) - float(r["seq_cpu_s"]) for r in runs))
    seq_ms = statistics.median(float(r["seq_s"]) * 1e3 for r in rows if r["impl"] == impls[0])
    time_series = [Series("sequential loop", [(min(chunks), seq_ms), (max(chunks), seq_ms)], color="#000",
                          dashed=True, marker=False)]
    speed_series = []
    for impl in impls:
        for p in workers:
            label = f"{label_of(impl)}, {p} worker{'s' if p > 1 else ''}"
            pts = [(c, table[impl, p, c]) for c in chunks if (impl, p, c) in table]
            time_series.append(Series(label, [(c, v[0] * 1e3) for c, v in pts], dashed=(p == 1)))
            speed_series.append(Series(label, [(c, v[1]) for c, v in pts], dashed=(p == 1)))
    line_chart(os.path.join(img, "fig1-matvec-time.svg"),
               f"Figure 1: {reps} products of a 45000 x 9 matrix by a vector",
               "chunk size (rows; 18 flops per row)", "execution time (ms)", time_series, log_x=True, log_y=True,
               x_ticks=chunks)
    line_chart(os.path.join(img, "fig1-matvec-speedup.svg"), "Figure 1: speed-up over the sequential loop",
               "chunk size (rows; 18 flops per row)", "speed-up", speed_series, log_x=True, x_ticks=chunks)
    # Overhead with one worker from process CPU time: unlike wall time it does not grow
    # while other programs share the processors.
    overhead_series = [Series(label_of(impl), [(c, max(table[impl, 1, c][2], 0.1)) for c in chunks
                                               if (impl, 1, c) in table]) for impl in impls]
    overhead_series.append(Series("10% overhead", [(min(chunks), 10.0), (max(chunks), 10.0)], color="#000",
                                  dashed=True, marker=False))
    line_chart(os.path.join(img, "fig1-matvec-overhead.svg"),
               "Figure 1: overhead of one worker over the sequential loop (process CPU time)",
               "chunk size (rows; 18 flops per row)", "overhead (%)", overhead_series, log_x=True, log_y=True,
               x_ticks=chunks)

    instr_path = os.path.join(results, "fig1_instructions.csv")
    if args.replot:
        instr = ({r["impl"]: float(r["instructions_per_chunk"]) for r in csv.DictReader(open(instr_path))}
                 if os.path.exists(instr_path) else {})
    else:
        instr = {} if args.quick else instructions_per_chunk(bindir, MATVEC_IMPLS, 43)
        with open(instr_path, "w", newline="") as f:
            w = csv.writer(f)
            w.writerow(["impl", "chunk", "instructions_per_chunk"])
            w.writerows([impl, 43, f"{v:.1f}"] for impl, v in instr.items())
    total_rows = 45000 * reps
    lines = ["| implementation | CPU ns per chunk (1 worker, chunk 1) | overhead at 43 rows (1 worker, CPU) | "
             "instructions per 43-row chunk (callgrind) | smallest chunk with < 10% overhead from there on (3-point median) | "
             "flops per chunk | "
             "best speed-up with 2 workers (wall, chunk) |",
             "|---|---|---|---|---|---|---|"]
    for impl in impls:
        one = {c: table[impl, 1, c] for c in chunks if (impl, 1, c) in table}
        two = {c: table[impl, 2, c] for c in chunks if (impl, 2, c) in table}
        # the smallest chunk from which every larger one stays under 10%, each point taken
        # as the median of itself and its two neighbours (one noisy point neither makes
        # nor breaks it)
        ordered = sorted(one)
        smooth = {c: statistics.median(one[d][2] for d in ordered[max(0, k - 1):k + 2]) for k, c in enumerate(ordered)}
        ok = [c for k, c in enumerate(ordered) if all(smooth[d] < 10.0 for d in ordered[k:])]
        smallest = ok[0] if ok else None
        per_chunk = one[1][3] / total_rows * 1e9 if 1 in one else float("nan")
        at43 = f"{one[43][2]:.1f}%" if 43 in one else "-"
        best = max(two, key=lambda c: two[c][1]) if two else None
        instr_cell = f"{instr[impl]:.0f}" if impl in instr else "-"
        smallest_cells = f"{smallest} | {smallest * FLOPS_PER_ROW}" if smallest else "none | -"
        best_cell = f"{two[best][1]:.2f} ({best})" if best else "-"
        lines.append(f"| {label_of(impl)} | {per_chunk:.1f} | {at43} | {instr_cell} | {smallest_cells} | {best_cell} |")
    overhead_line = "one-worker CPU overhead by chunk size: " + "; ".join(
        f"{label_of(impl)}: " + ", ".join(f"{c} {table[impl, 1, c][2]:.0f}%" for c in chunks if (impl, 1, c) in table)
        for impl in impls)
    summary = "\n".join(lines) + "\n\n" + overhead_line + "\n"
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

    def jacobi(*extra, program=exe, impl="nanothreads"):
        t0 = time.time()
        r = run_csv([program, "--solves", str(solves), *map(str, extra)])[0]
        print(f"figure 2: {impl} {' '.join(map(str, extra))}: {float(r['time_s']):.2f} s "
              f"(wall {time.time() - t0:.1f} s)")
        r["impl"] = impl
        rows.append(r)
        return r

    # The same Jacobi with gcc's libgomp (schedule(dynamic, 2), (dynamic, 24), guided),
    # without preemption (libgomp has no simulator), against its own gcc-built sequential run.
    gomp = os.path.join(bindir, "jacobi-paper-gomp")
    with_gomp = os.path.exists(gomp) and not args.no_jacobi_gomp

    # The sequential reference runs at the start, between the groups and at the end, so
    # a drift of the machine's load shows in it as in the runs it is compared with.
    jacobi("--mode", "seq")
    if with_gomp:
        jacobi("--mode", "seq", program=gomp, impl="libgomp")
    for p in (1, 2):
        for s in schedules:
            jacobi("--mode", "nano", "--schedule", s, "--workers", p)
            if with_gomp and p == 2:
                jacobi("--mode", "gomp", "--schedule", s, "--workers", p, program=gomp, impl="libgomp")
    if with_gomp:
        jacobi("--mode", "seq", program=gomp, impl="libgomp")
    if not args.quick:
        jacobi("--mode", "seq")
    for period in periods:
        for reaction in reactions:
            for s in schedules:
                jacobi("--mode", "nano", "--schedule", s, "--workers", 2, "--ncpuchange", period, "--reaction",
                       reaction)
    jacobi("--mode", "seq")
    for r in rows:
        r["solves"] = solves
    with open(os.path.join(results, "fig2_jacobi.csv"), "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0].keys()))
        w.writeheader()
        w.writerows(rows)
    plot_figure2(rows, results, img)


def plot_figure2(rows, results, img):
    for r in rows:  # CSV files written before the libgomp rows existed
        r.setdefault("impl", "nanothreads")
    gomp_rows = [r for r in rows if r["impl"] == "libgomp"]
    rows = [r for r in rows if r["impl"] == "nanothreads"]
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

    # time / ideal, where ideal = sequential time / processors the program had on average
    # (the simulator's own time-weighted record; 1 or 2 without preemption).
    def ratio(r):
        return t(r) * float(r["avg_processors"]) / seq_time

    ratio_series = []
    for reaction in reactions:
        for s in schedules:
            pts = [(int(r["ncpuchange_ms"]), ratio(r)) for r in rows
                   if r["mode"] == "nano" and r["schedule"] == s and r["ncpuchange_ms"] != "0"
                   and int(r["reaction_ms"]) == reaction]
            ratio_series.append(Series(f"{names[s]}, reaction {reaction} ms", pts, dashed=(reaction == 3)))
    ratio_series.append(Series("target: 15% above ideal", [(span[0], 1.15), (span[1], 1.15)], color="#000",
                               dashed=True, marker=False))
    ratio_series.append(Series("ideal", [(span[0], 1.0), (span[1], 1.0)], color="#555", marker=False))
    line_chart(os.path.join(img, "fig2-jacobi-vs-ideal.svg"),
               "Figure 2: time / ideal (ideal = sequential time / average processors available)",
               "ncpuchange (ms)", "time / ideal", ratio_series, log_x=True, x_ticks=periods, width=900, height=460,
               y_min=0.8)

    lines = ["| schedule | workers | ncpuchange (ms) | reaction (ms) | time (s) | process CPU (s) | avg cpus | "
             "ideal (s) | time / ideal | takes | forced |",
             "|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        if r["mode"] != "nano":
            continue
        cpus = float(r["avg_processors"])
        lines.append(f"| {names[r['schedule']]} | {r['workers']} | "
                     f"{r['ncpuchange_ms'] if r['ncpuchange_ms'] != '0' else '-'} | "
                     f"{r['reaction_ms'] if r['ncpuchange_ms'] != '0' else '-'} | {t(r):.2f} | {float(r['cpu_s']):.2f} | "
                     f"{cpus:.2f} | {seq_time / cpus:.2f} | {ratio(r):.2f} | {r['takes']} | {r['forced']} |")
    seq_cpu = statistics.median(float(r["cpu_s"]) for r in rows if r["mode"] == "seq")
    seq_all = ", ".join(f"{float(r['time_s']):.2f}" for r in rows if r["mode"] == "seq")
    preempted = [ratio(r) for r in rows if r["mode"] == "nano" and r["ncpuchange_ms"] != "0"]
    verdict = (f"preempted runs: time / ideal median {statistics.median(preempted):.2f}, worst {max(preempted):.2f}; "
               f"{sum(x <= 1.15 for x in preempted)} of {len(preempted)} within 15% of the ideal\n"
               if preempted else "")
    summary = (f"sequential: {seq_time:.2f} s wall (median of {seq_all}), {seq_cpu:.2f} s CPU ({solves} solves)\n\n"
               + verdict + "\n" + "\n".join(lines) + "\n")
    gomp_seq = [t(r) for r in gomp_rows if r["mode"] == "seq"]
    if gomp_seq and any(r["mode"] == "gomp" for r in gomp_rows):
        gomp_seq_time = statistics.median(gomp_seq)
        cmp = ["| schedule | nanothreads, 2 workers: time / ideal | libgomp, 2 threads: time / ideal (own gcc "
               "sequential) |", "|---|---|---|"]
        for s in schedules:
            nano = next((r for r in rows if r["mode"] == "nano" and r["schedule"] == s and r["workers"] == "2"
                         and r["ncpuchange_ms"] == "0"), None)
            g = next((r for r in gomp_rows if r["mode"] == "gomp" and r["schedule"] == s), None)
            cmp.append(f"| {names[s]} | {ratio(nano):.2f} | {t(g) * 2 / gomp_seq_time:.2f} |" if nano and g else
                       f"| {names[s]} | - | - |")
        summary += (f"\nlibgomp, no preemption (gcc -O3 sequential {gomp_seq_time:.2f} s; chunk 2 = "
                    f"schedule(dynamic, 2), chunk 24 = schedule(dynamic, 24), GSS = schedule(guided)):\n\n"
                    + "\n".join(cmp) + "\n")
    with open(os.path.join(results, "fig2_summary.md"), "w") as f:
        f.write(summary)
    print(summary)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--build", default=os.path.join(REPO, "build", "release"), help="CMake build directory")
    ap.add_argument("--quick", action="store_true", help="small sizes, for a smoke run")
    ap.add_argument("--only", choices=["fig1", "fig2"], help="run one experiment")
    ap.add_argument("--replot", action="store_true", help="redraw plots and summaries from the saved CSV files")
    ap.add_argument("--no-jacobi-gomp", action="store_true",
                    help="skip Figure 2's libgomp runs (on a loaded machine its spinning threads take minutes)")
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
