#!/usr/bin/env bash
# The README's main command: set up, build everything, then compile the quick-start
# sample with nanocc and run it on the nano-threads runtime.
set -euo pipefail
cd "$(dirname "$0")/.."

bash tools/setup.sh
echo "== configure + build (release)"
cmake --preset release >/dev/null
cmake --build --preset release
bin=build/release/bin
echo "== compile samples/quickstart/quickstart.c with nanocc"
echo "   ${bin}/nanocc -O2 samples/quickstart/quickstart.c -o ${bin}/quickstart"
"${bin}/nanocc" -O2 samples/quickstart/quickstart.c -o "${bin}/quickstart"
echo "== run it (NANO_STATS=1 prints the runtime's summary at exit)"
NANO_STATS=1 "${bin}/quickstart"
