#!/usr/bin/env python3
"""FileCheck on an output that may repeat the test's own source.

The translator copies the source's comments into its output, and clang echoes
source lines in its diagnostics: a `// CHECK: text` line would then match its
own copy, so the check could never fail. This wrapper removes, from the input,
every `//` comment holding a directive of the prefixes in use (CHECK unless
--check-prefix/--check-prefixes say otherwise), then runs FileCheck with the
same arguments on what is left.

A wait or guard that the translator places before a statement beginning its
line stands on a line of its own, followed by a `#line` directive that gives
the statement its line (and column) back (TaskWaits.cpp, insertBeforeStatement).
Checks read such a wait line and its statement joined into one line, as the
translator wrote them before; task-wait-keeps-columns.c checks the layout.

Usage (lit's %FileCheck): check_output.py FILECHECK [FileCheck arguments...] < input
"""
import re
import subprocess
import sys


def prefixes(args):
    found = []
    for i, arg in enumerate(args):
        for flag in ("--check-prefix", "--check-prefixes", "-check-prefix", "-check-prefixes"):
            if arg.startswith(flag + "="):
                found += arg.split("=", 1)[1].split(",")
            elif arg == flag and i + 1 < len(args):
                found += args[i + 1].split(",")
    return found or ["CHECK"]


WAIT_LINE = re.compile(r"^([ \t]*)((?:nano_wait_all_\(\); |nano_wait_handle_\(&nano_h_\d+\); |"
                       r"nano_wait_handles_\(\{&nano_h_\d+(?:, &nano_h_\d+)*\}, (?:true|false)\); |"
                       r"try \{ )+)\n$")
LINE_DIRECTIVE = re.compile(r'^#line \d+ "[^"]*"\n$')


def join_waits(lines):
    """Joins each wait line, its #line directive and its statement into one line."""
    out, i = [], 0
    lines = list(lines)
    while i < len(lines):
        wait = WAIT_LINE.match(lines[i])
        if wait and i + 2 < len(lines) and LINE_DIRECTIVE.match(lines[i + 1]) and \
                lines[i + 2].startswith(wait.group(1)):
            # The statement's line repeats the wait line's indentation; the
            # joined line may be a wait line itself (a guard, then waits).
            lines[i + 2] = wait.group(1) + wait.group(2) + lines[i + 2][len(wait.group(1)):]
            i += 2
            continue
        out.append(lines[i])
        i += 1
    return out


def main():
    filecheck, args = sys.argv[1], sys.argv[2:]
    names = "|".join(re.escape(p) for p in prefixes(args))
    directive = re.compile(r"//\s*(?:%s)(?:-[A-Z]+(?:-\d+)?)?:.*$" % names)
    text = sys.stdin.buffer.read().decode("utf-8", "surrogateescape")
    lines = join_waits(text.splitlines(keepends=True))
    kept = "".join(directive.sub("", line) for line in lines)
    # Keep the line structure (CHECK-NEXT, CHECK-EMPTY): a removed comment leaves its line.
    return subprocess.run([filecheck] + args, input=kept.encode("utf-8", "surrogateescape")).returncode


if __name__ == "__main__":
    sys.exit(main())
