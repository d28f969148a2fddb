#!/usr/bin/env python3
"""End-to-end check of one program: the sequential elision, nanocc and the clang plugin agree.

The program is built three ways:
  seq     plain clang, every #pragma ignored (-Wno-unknown-pragmas): the reference
  nanocc  `nanocc -O2 --keep`; the kept generated source must also compile with
          clang -Wall -Werror (generated code is warning-free)
  plugin  `clang -fplugin=NanoThreadsPlugin.so -O2 -c`, linked with the runtime
          (only with --plugin: nanocc runs that same clang command, so most programs
          are registered without it)
and each parallel build is run with NANO_WORKERS=1, 2 and 4. Every run must exit
with the reference's status and print exactly the reference's stdout.

With --expect-diagnostics the program is one nanocc must reject: nanocc -c and the
plugin must both exit non-zero without crashing, print every `// EXPECT: text` of
the source in a `file:line:col: error:` report, and leave no object file behind.

Directives read from the first source (comment lines):
  // E2E-ARGS: a b c       command-line arguments (unless --args is given)
  // E2E-EXTRA: file.c     an extra source next to it, compiled plainly (no nano
                           translation) into all three builds: "a function whose
                           body the compiler cannot see"
Exit status 0 when everything agrees; otherwise 1 with a report on stderr.
"""
import argparse
import difflib
import os
import re
import shlex
import shutil
import subprocess
import sys
import time

CXX_SUFFIXES = (".cpp", ".cc", ".cxx", ".C")


class Failure(Exception):
    """A step of the check failed; the message says which and why."""


def parse_arguments():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--name", required=True)
    p.add_argument("--source", action="append", required=True, help="a translated source (repeatable)")
    p.add_argument("--workdir", required=True)
    p.add_argument("--cc", default="clang-19")
    p.add_argument("--cxx", default="clang++-19")
    p.add_argument("--nanocc", help="the nanocc driver (skip that build if absent)")
    p.add_argument("--plugin", help="NanoThreadsPlugin.so (skip that build if absent)")
    p.add_argument("--runtime-lib", help="libnanothreads (static or shared) for the plugin build")
    p.add_argument("--runtime-include", help="runtime/include, for the plugin build and the -Wall check")
    p.add_argument("--args", help="program arguments (overrides // E2E-ARGS:)")
    p.add_argument("--workers", default="1,2,4")
    p.add_argument("--timeout", type=float, default=120.0, help="seconds per build or run")
    p.add_argument("--expect-diagnostics", action="store_true",
                   help="the source must be rejected with its // EXPECT: messages")
    return p.parse_args()


SOURCE_FLAGS = []  # the program's // E2E-FLAGS


def directives(path):
    """The // E2E-ARGS and // E2E-EXTRA lines of a source; its // E2E-FLAGS (compiler
    flags of every build of the program's sources, e.g. -std=c++20) go to SOURCE_FLAGS."""
    args, extras = None, []
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            m = re.match(r"\s*//\s*E2E-ARGS:(.*)$", line)
            if m:
                args = shlex.split(m.group(1))
            m = re.match(r"\s*//\s*E2E-FLAGS:(.*)$", line)
            if m:
                SOURCE_FLAGS.extend(shlex.split(m.group(1)))
            m = re.match(r"\s*//\s*E2E-EXTRA:\s*(\S+)", line)
            if m:
                extras.append(os.path.join(os.path.dirname(path), m.group(1)))
    return args, extras


def run(cmd, *, cwd, timeout, env=None, what):
    """Runs cmd; returns the CompletedProcess. A timeout or a missing program is a Failure."""
    try:
        return subprocess.run(cmd, cwd=cwd, env=env, timeout=timeout, capture_output=True, text=True,
                              errors="replace")
    except subprocess.TimeoutExpired:
        raise Failure(f"{what}: timed out after {timeout:.0f} s (a deadlock?)\n  $ {shlex.join(cmd)}")
    except OSError as e:
        raise Failure(f"{what}: cannot run {cmd[0]}: {e}")


def build(cmd, *, cwd, timeout, what):
    r = run(cmd, cwd=cwd, timeout=timeout, what=what)
    if r.returncode != 0:
        raise Failure(f"{what} failed (exit {r.returncode})\n  $ {shlex.join(cmd)}\n"
                      f"{tail(r.stdout + r.stderr)}")
    return r


def tail(text, lines=40):
    rows = text.rstrip().splitlines()
    if len(rows) > lines:
        rows = [f"... ({len(rows) - lines} lines cut)"] + rows[-lines:]
    return "\n".join("    " + row for row in rows)


def is_cxx(sources):
    return any(s.endswith(CXX_SUFFIXES) for s in sources)


def fresh_dir(path):
    shutil.rmtree(path, ignore_errors=True)
    os.makedirs(path)
    return path


def build_seq(o, sources, extras, work):
    compiler = o.cxx if is_cxx(sources) else o.cc
    exe = os.path.join(work, "prog")
    build([compiler, "-O2", "-Wall", "-Wno-unknown-pragmas", *SOURCE_FLAGS, *sources, *extras, "-o", exe, "-lm"],
          cwd=work, timeout=o.timeout, what="sequential build (plain clang, pragmas ignored)")
    return exe


def nanocc_for(o, sources):
    """nanocc for C, its nanocc++ sibling (the c++ drop-in) when any source is C++."""
    if is_cxx(sources):
        return os.path.join(os.path.dirname(o.nanocc), "nanocc++")
    return o.nanocc


def runtime_link_flags(extras):
    """The probe helper (nano_thread_probe.cpp) refers to nano_current weakly, so that the
    sequential build links without the runtime; a translated build must link it even when
    the program creates no task, or the probe would answer "yes" for want of it."""
    if any(os.path.basename(e) == "nano_thread_probe.cpp" for e in extras):
        return ["-Wl,-u,nano_current"]
    return []


def build_nanocc(o, sources, extras, work):
    exe = os.path.join(work, "prog")
    extra_objects = compile_plain(o, extras, work)
    build([nanocc_for(o, sources), "-O2", "--keep", *SOURCE_FLAGS, *sources, *extra_objects, *runtime_link_flags(extras),
           "-o", exe, "-lm"], cwd=work,
          timeout=o.timeout, what="nanocc build")
    return exe


def check_kept_sources(o, work, sources):
    """nanocc --keep leaves the generated source(s); they must compile with -Wall -Werror.
    The sources' directories are searched for their headers (as nanocc does), as system
    directories: a header is not generated, and keeps its `#pragma nano` lines."""
    suffixes = (".c",) + CXX_SUFFIXES
    kept = []  # the work directory starts empty: every source in it was generated
    for root, _, files in os.walk(work):
        kept += [os.path.join(root, f) for f in files if f.endswith(suffixes)]
    if not kept:
        raise Failure(f"nanocc --keep left no generated source in {work}")
    for path in sorted(kept):
        compiler = o.cxx if path.endswith(CXX_SUFFIXES) else o.cc
        cmd = [compiler, "-fsyntax-only", "-Wall", "-Werror", *SOURCE_FLAGS]
        for d in sorted({os.path.dirname(os.path.abspath(src)) for src in sources}):
            cmd += ["-isystem", d]
        if o.runtime_include:
            cmd += ["-I", o.runtime_include]
        build(cmd + [path], cwd=work, timeout=o.timeout,
              what=f"-Wall -Werror check of the generated source {os.path.basename(path)}")


def compile_plain(o, extras, work):
    """Extra sources are compiled without translation: opaque to the nano compiler."""
    objects = []
    for i, src in enumerate(extras):
        obj = os.path.join(work, f"extra{i}.o")
        compiler = o.cxx if src.endswith(CXX_SUFFIXES) else o.cc
        build([compiler, "-O2", "-Wall", "-c", src, "-o", obj], cwd=work, timeout=o.timeout,
              what=f"plain build of the extra source {os.path.basename(src)}")
        objects.append(obj)
    return objects


def build_plugin(o, sources, extras, work):
    objects = []
    for i, src in enumerate(sources):
        obj = os.path.join(work, f"src{i}.o")
        compiler = o.cxx if src.endswith(CXX_SUFFIXES) else o.cc
        cmd = [compiler, f"-fplugin={o.plugin}", "-O2", *SOURCE_FLAGS]
        if o.runtime_include:
            cmd += ["-I", o.runtime_include]
        build(cmd + ["-c", src, "-o", obj], cwd=work, timeout=o.timeout,
              what=f"plugin build of {os.path.basename(src)}")
        objects.append(obj)
    objects += compile_plain(o, extras, work)
    exe = os.path.join(work, "prog")
    # The runtime is C++: link with the C++ driver so its standard library comes along.
    build([o.cxx, *objects, *runtime_link_flags(extras), o.runtime_lib, "-pthread", "-lm", "-o", exe], cwd=work,
          timeout=o.timeout, what="plugin link with the runtime")
    return exe


def execute(o, exe, args, workers, what):
    env = dict(os.environ)
    env.pop("NANO_TRACE", None)
    env.pop("NANO_STATS", None)
    if workers is not None:
        env["NANO_WORKERS"] = str(workers)
    return run([exe, *args], cwd=os.path.dirname(exe), env=env, timeout=o.timeout, what=what)


def compare(reference, result, what, cmd):
    problems = []
    if result.returncode != reference.returncode:
        problems.append(f"exit status {result.returncode}, the sequential elision exits "
                        f"{reference.returncode}")
    if result.stdout != reference.stdout:
        diff = difflib.unified_diff(reference.stdout.splitlines(), result.stdout.splitlines(),
                                    "sequential elision", what, lineterm="", n=1)
        problems.append("stdout differs from the sequential elision:\n" + tail("\n".join(diff)))
    if problems:
        raise Failure(f"{what}: " + "\n  ".join(problems) + f"\n  $ {cmd}\n  stderr:\n"
                      f"{tail(result.stderr, 15)}")


def expected_messages(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        return [m.group(1).strip() for m in (re.match(r"\s*//\s*EXPECT:(.*)$", line) for line in f) if m]


def check_rejected(o, source, root):
    """Both front doors reject the source with the expected, well-formed diagnostics."""
    expected = expected_messages(source)
    if not expected:
        raise Failure(f"{source} has no // EXPECT: line")
    doors = []
    if o.nanocc:
        doors.append(("nanocc", lambda obj: [nanocc_for(o, [source]), "-c", source, "-o", obj]))
    if o.plugin:
        compiler = o.cxx if source.endswith(CXX_SUFFIXES) else o.cc
        doors.append(("plugin", lambda obj: [compiler, f"-fplugin={o.plugin}", "-c", source, "-o", obj]))
    for kind, command in doors:
        work = fresh_dir(os.path.join(root, kind))
        obj = os.path.join(work, "out.o")
        cmd = command(obj)
        r = run(cmd, cwd=work, timeout=o.timeout, what=f"{kind} on a rejected program")
        where = f"\n  $ {shlex.join(cmd)}\n  output:\n{tail(r.stdout + r.stderr)}"
        if r.returncode == 0:
            raise Failure(f"{kind} accepted a program it must reject{where}")
        if r.returncode < 0 or "Stack dump" in r.stderr or "PLEASE submit a bug report" in r.stderr:
            raise Failure(f"{kind} crashed instead of reporting an error{where}")
        if not re.search(re.escape(os.path.basename(source)) + r":\d+:\d+: error: ", r.stderr):
            raise Failure(f"{kind}: no 'file:line:col: error:' report{where}")
        for message in expected:
            if message not in r.stderr:
                raise Failure(f"{kind}: expected diagnostic not printed: {message}{where}")
        if os.path.exists(obj):
            raise Failure(f"{kind} left an object file behind after an error: {obj}")
        print(f"[{o.name}] {kind}: rejected with the expected diagnostics")


def main():
    o = parse_arguments()
    sources = [os.path.abspath(s) for s in o.source]
    file_args, extras = directives(sources[0])
    args = shlex.split(o.args) if o.args is not None else (file_args or [])
    workers = [int(w) for w in o.workers.split(",") if w]
    root = fresh_dir(os.path.abspath(o.workdir))
    started = time.monotonic()
    if o.expect_diagnostics:
        try:
            check_rejected(o, sources[0], root)
        except Failure as failure:
            print(f"[{o.name}] FAILED: {failure}", file=sys.stderr)
            return 1
        return 0
    failures = []  # every independent problem is reported, not only the first
    try:
        seq = build_seq(o, sources, extras, fresh_dir(os.path.join(root, "seq")))
        reference = execute(o, seq, args, None, "sequential elision")
    except Failure as failure:
        print(f"[{o.name}] FAILED: {failure}", file=sys.stderr)
        return 1
    print(f"[{o.name}] sequential elision: exit {reference.returncode}, "
          f"{len(reference.stdout.splitlines())} lines of output")
    kinds = []
    if o.nanocc:
        kinds.append(("nanocc", build_nanocc))
    if o.plugin:
        if not o.runtime_lib:
            failures.append(Failure("--plugin needs --runtime-lib"))
        else:
            kinds.append(("plugin", build_plugin))
    for kind, builder in kinds:
        work = fresh_dir(os.path.join(root, kind))
        try:
            exe = builder(o, sources, extras, work)
        except Failure as failure:
            failures.append(failure)
            continue
        for w in workers:
            what = f"{kind} build, NANO_WORKERS={w}"
            try:
                result = execute(o, exe, args, w, what)
                compare(reference, result, what, f"NANO_WORKERS={w} {shlex.join([exe, *args])}")
                print(f"[{o.name}] {what}: same output")
            except Failure as failure:
                failures.append(failure)
        if kind == "nanocc":
            try:
                check_kept_sources(o, work, sources)
                print(f"[{o.name}] nanocc --keep: generated source clean at -Wall -Werror")
            except Failure as failure:
                failures.append(failure)
    for failure in failures:
        print(f"[{o.name}] FAILED: {failure}", file=sys.stderr)
    if failures:
        return 1
    print(f"[{o.name}] passed in {time.monotonic() - started:.1f} s "
          f"({', '.join(k for k, _ in kinds) or 'no parallel build'}; workers {o.workers})")
    return 0

if __name__ == "__main__":
    sys.exit(main())
