#!/usr/bin/env python3
"""Golden corpus for `nano-htg validate`.

Every tests/htg/{good,bad,bad-semantic}/NAME.htg.json is validated (from its own
directory, so messages name the bare file) and what the tool prints on stderr must be
exactly NAME.expected. Good files must exit 0, bad ones 1.

usage: run_golden.py NANO_HTG CORPUS_DIR [--update]   (--update rewrites the .expected files)
"""
import pathlib
import subprocess
import sys

EXIT_BY_DIRECTORY = {"good": 0, "bad": 1, "bad-semantic": 1}


def main() -> int:
    if len(sys.argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    tool, corpus = str(pathlib.Path(sys.argv[1]).resolve()), pathlib.Path(sys.argv[2])
    update = "--update" in sys.argv[3:]
    failures, checked = [], 0
    for directory, expected_exit in EXIT_BY_DIRECTORY.items():
        for case in sorted((corpus / directory).glob("*.htg.json")):
            checked += 1
            run = subprocess.run([tool, "validate", case.name], cwd=case.parent,
                                 capture_output=True, text=True, timeout=60)
            expected_file = case.with_name(case.name[: -len(".htg.json")] + ".expected")
            if update:
                expected_file.write_text(run.stderr)
            expected = expected_file.read_text() if expected_file.exists() else None
            name = f"{directory}/{case.name}"
            if expected is None:
                failures.append(f"{name}: no {expected_file.name}")
            elif run.stderr != expected:
                failures.append(f"{name}: diagnostics differ\n--- expected\n{expected}--- got\n{run.stderr}")
            if run.returncode != expected_exit:
                failures.append(f"{name}: exit status {run.returncode}, expected {expected_exit}")
            if not run.stderr and expected_exit != 0:
                failures.append(f"{name}: rejected without a message")
    for failure in failures:
        print(failure)
    print(f"{checked} corpus files, {len(failures)} failures")
    return 1 if failures or checked == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
