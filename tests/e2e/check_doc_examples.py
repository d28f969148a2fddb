#!/usr/bin/env python3
"""Every C/C++ example of a document must be a verbatim excerpt of a tested file.

  check_doc_examples.py DOC.md ROOT DIR...

Each ```c / ```cpp block of DOC.md is cut at lines that are just `...`; every piece
must appear, line for line, in one file under the given directories (relative to
ROOT): the samples and the end-to-end programs, which the e2e suite builds and runs.
Exit 0 when all pieces are found, 1 with the missing ones otherwise.
"""
import os
import re
import sys


def code_blocks(text):
    for m in re.finditer(r"^```(c|cpp)\n(.*?)^```", text, re.S | re.M):
        yield text[: m.start()].count("\n") + 1, m.group(2)


def pieces(block):
    piece = []
    for line in block.splitlines():
        if line.strip() == "...":
            if piece:
                yield piece
            piece = []
        else:
            piece.append(line)
    if piece:
        yield piece


def main():
    doc, root, dirs = sys.argv[1], sys.argv[2], sys.argv[3:]
    sources = {}
    for d in dirs:
        for base, _, files in os.walk(os.path.join(root, d)):
            for f in files:
                if f.endswith((".c", ".cpp")):
                    path = os.path.join(base, f)
                    with open(path, encoding="utf-8") as handle:
                        sources[os.path.relpath(path, root)] = handle.read()
    missing = 0
    checked = 0
    with open(doc, encoding="utf-8") as handle:
        text = handle.read()
    for line_no, block in code_blocks(text):
        for piece in pieces(block):
            checked += 1
            snippet = "\n".join(piece)
            if not any(snippet in body for body in sources.values()):
                missing += 1
                print(f"{doc}:{line_no}: example not found verbatim in any tested file:\n"
                      + "\n".join("    " + l for l in piece), file=sys.stderr)
    print(f"{checked} example pieces checked, {missing} missing")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
