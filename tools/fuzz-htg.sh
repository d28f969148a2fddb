#!/usr/bin/env bash
# Fuzz the HTG reader (htg-format/fuzz/read_fuzzer.cpp) with libFuzzer + ASan + UBSan.
#   tools/fuzz-htg.sh [SECONDS]     default 60
# Builds in build/fuzz (only the fuzzer: no compiler, samples or tests), seeds the corpus
# with every sample and corpus file, and fails on any crash, leak, timeout or OOM.
# Reproducers land in build/fuzz/artifacts/; rerun one with: build/fuzz/bin/htg_read_fuzzer FILE
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
build=build/fuzz
mkdir -p "$build"

cmake -S . -B "$build" -G Ninja -DCMAKE_C_COMPILER=clang-19 -DCMAKE_CXX_COMPILER=clang++-19 \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo -DNANO_BUILD_FUZZERS=ON -DNANO_BUILD_COMPILER=OFF \
  -DNANO_BUILD_SAMPLES=OFF -DNANO_BUILD_TESTS=OFF >"$build/configure.log" 2>&1 \
  || { cat "$build/configure.log"; exit 1; }
rm -f "$build/configure.log"
cmake --build "$build" --target htg_read_fuzzer -j 2

corpus="$build/corpus"
mkdir -p "$corpus" "$build/artifacts"
cp samples/htg/*.htg.json tests/htg/good/*.htg.json tests/htg/bad/*.htg.json \
   tests/htg/bad-semantic/*.htg.json "$corpus"/

echo "== fuzzing the HTG reader for ${seconds} s"
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
  "$build/bin/htg_read_fuzzer" "$corpus" \
    -dict=htg-format/fuzz/htg.dict -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
    -max_len=16384 -print_final_stats=1 -artifact_prefix="$build/artifacts/"
echo "fuzz-htg: no crash, leak or timeout in ${seconds} s"
