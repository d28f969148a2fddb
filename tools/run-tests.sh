#!/usr/bin/env bash
# The README's test command: set up, build and run the test suite of one preset.
#   tools/run-tests.sh            release build, every test
#   tools/run-tests.sh PRESET...  the named presets in turn (asan, tsan, gcc, debug)
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step's wall time goes to the log: CI has a time limit, and the log shows where it went.
step_started=$SECONDS
took() { echo "== ${1}: took $(( SECONDS - step_started )) s"; step_started=$SECONDS; }

bash tools/setup.sh
took "set-up"
presets=("$@")
[ ${#presets[@]} -eq 0 ] && presets=(release)

for preset in "${presets[@]}"; do
  echo "== ${preset}: configure"
  cmake --preset "${preset}" >"build-${preset}.configure.log" 2>&1 \
    || { cat "build-${preset}.configure.log"; exit 1; }
  rm -f "build-${preset}.configure.log"
  echo "== ${preset}: build"
  cmake --build --preset "${preset}"
  took "${preset} configure and build"
  echo "== ${preset}: test"
  ctest --preset "${preset}"
  took "${preset} test"
done
