#!/usr/bin/env python3
"""The nano-htg command line: exit codes (0 ok, 1 invalid, 2 usage), help, -o, -i,
standard input, and that each command's output is what the library produces.

usage: run_tool_checks.py NANO_HTG REPO_ROOT
"""
import pathlib
import shutil
import subprocess
import sys
import tempfile

failures = []


def run(tool, *args, stdin=None, cwd=None):
    return subprocess.run([tool, *args], input=stdin, capture_output=True, text=True, timeout=60, cwd=cwd)


def expect(condition, what):
    if not condition:
        failures.append(what)


def main() -> int:
    tool, root = str(pathlib.Path(sys.argv[1]).resolve()), pathlib.Path(sys.argv[2])
    diamond = str(root / "samples/htg/diamond.htg.json")
    bad = str(root / "tests/htg/bad-semantic/cycle.htg.json")

    # Usage errors exit 2 with a message on stderr; help exits 0 on stdout.
    for args in ([], ["frobnicate"], ["validate"], ["dot"], ["dot", diamond, diamond], ["dot", "-x", diamond],
                 ["fmt", diamond, "-i", "-o", "x"], ["stats", "-o", "x", diamond], ["dot", diamond, "-o"]):
        result = run(tool, *args)
        expect(result.returncode == 2, f"{args}: exit {result.returncode}, expected 2")
        expect("usage" in result.stderr, f"{args}: no usage text on stderr")
    for args in (["--help"], ["help"], ["validate", "--help"], ["dot", "-h"], ["stats", "--help"],
                 ["arcs", "--help"], ["fmt", "--help"]):
        result = run(tool, *args)
        expect(result.returncode == 0 and "usage: nano-htg" in result.stdout, f"{args}: help not shown")

    # validate: 0 when every file is valid, 1 when any is not; problems go to stderr.
    result = run(tool, "validate", diamond, str(root / "samples/htg/pipeline.htg.json"))
    expect(result.returncode == 0 and result.stderr == "", f"validate good files: {result.returncode} {result.stderr}")
    result = run(tool, "validate", diamond, bad)
    expect(result.returncode == 1 and "cycle" in result.stderr, f"validate with a bad file: {result.returncode}")
    result = run(tool, "validate", "/nonexistent.htg.json")
    expect(result.returncode == 1 and "cannot open" in result.stderr, "missing file is not reported")
    # A directory is no file (review30: it was "empty").
    for command in ("validate", "dot", "fmt"):
        result = run(tool, command, str(root / "tests/htg/good"))
        expect(result.returncode == 1 and "is a directory" in result.stderr and "empty" not in result.stderr,
               f"{command} DIR: {result.returncode} {result.stderr!r}")

    # Standard input.
    text = pathlib.Path(diamond).read_text()
    result = run(tool, "validate", "-", stdin=text)
    expect(result.returncode == 0, f"validate - : {result.returncode} {result.stderr}")
    result = run(tool, "validate", "-", stdin="{")
    expect(result.returncode == 1 and result.stderr.startswith("<stdin>:1:2: error: invalid JSON"),
           f"stdin error: {result.stderr!r}")

    # dot, stats, arcs on a valid file; 1 on an invalid one.
    result = run(tool, "dot", diamond)
    expect(result.returncode == 0 and result.stdout.startswith('digraph "diamond"'), "dot to stdout")
    result = run(tool, "stats", diamond)
    expect(result.returncode == 0 and "critical path:  400000" in result.stdout, f"stats: {result.stdout}")
    result = run(tool, "arcs", diamond)
    expect(result.returncode == 0 and "init_a -> left  data on a" in result.stdout, f"arcs: {result.stdout}")
    for command in ("dot", "stats", "arcs", "fmt"):
        result = run(tool, command, bad)
        expect(result.returncode == 1 and result.stdout == "", f"{command} on an invalid file: {result.returncode}")

    with tempfile.TemporaryDirectory() as scratch:
        scratch = pathlib.Path(scratch)
        # dot -o writes the file, not stdout.
        result = run(tool, "dot", diamond, "-o", str(scratch / "d.dot"))
        expect(result.returncode == 0 and result.stdout == "" and (scratch / "d.dot").read_text().startswith("digraph"),
               "dot -o")
        # fmt: stdout, -o and -i agree, and formatting is idempotent.
        formatted = run(tool, "fmt", diamond).stdout
        run(tool, "fmt", diamond, "-o", str(scratch / "f.htg.json"))
        expect((scratch / "f.htg.json").read_text() == formatted, "fmt -o differs from fmt")
        shutil.copy(root / "samples/htg/hierarchical.htg.json", scratch / "h.htg.json")
        result = run(tool, "fmt", "h.htg.json", "-i", cwd=scratch)
        expect(result.returncode == 0 and result.stdout == "", "fmt -i printed something")
        once = (scratch / "h.htg.json").read_text()
        run(tool, "fmt", "h.htg.json", "-i", cwd=scratch)
        expect((scratch / "h.htg.json").read_text() == once, "fmt is not idempotent")
        expect(run(tool, "validate", "h.htg.json", cwd=scratch).returncode == 0, "fmt output does not validate")
        # An invalid file is never rewritten in place.
        shutil.copy(bad, scratch / "bad.htg.json")
        before = (scratch / "bad.htg.json").read_text()
        expect(run(tool, "fmt", "bad.htg.json", "-i", cwd=scratch).returncode == 1, "fmt -i on invalid file")
        expect((scratch / "bad.htg.json").read_text() == before, "fmt -i rewrote an invalid file")

    for failure in failures:
        print(failure)
    print(f"{len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
