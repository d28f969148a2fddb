#!/usr/bin/env python3
"""FileCheck on an output that may repeat the test's own source.

The translator copies the source's comments into its output, and clang echoes
source lines in its diagnostics: a `// CHECK: text` line would then match its
own copy, so the check could never fail. This wrapper removes, from the input,
every `//` comment holding a directive of the prefixes in use (CHECK unless
--check-prefix/--check-prefixes say otherwise), then runs FileCheck with the
same arguments on what is left.

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


def main():
    filecheck, args = sys.argv[1], sys.argv[2:]
    names = "|".join(re.escape(p) for p in prefixes(args))
    directive = re.compile(r"//\s*(?:%s)(?:-[A-Z]+(?:-\d+)?)?:.*$" % names)
    text = sys.stdin.buffer.read().decode("utf-8", "surrogateescape")
    kept = "".join(directive.sub("", line) for line in text.splitlines(keepends=True))
    # Keep the line structure (CHECK-NEXT, CHECK-EMPTY): a removed comment leaves its line.
    return subprocess.run([filecheck] + args, input=kept.encode("utf-8", "surrogateescape")).returncode


if __name__ == "__main__":
    sys.exit(main())
