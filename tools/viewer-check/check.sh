#!/bin/bash
# check.sh TRACE.json [OUT.png]: load a Chrome Trace Event file in a real third-party viewer
# (speedscope, run in headless Chromium) and report whether it imported, with a screenshot.
#
# A manual check, not part of the test suite: it needs the Debian package `chromium` and
# fetches speedscope and puppeteer-core from the npm registry into a cache folder
# (NANO_VIEWER_CACHE, default ~/.cache/nano-viewer-check); nothing is written to the tree.
set -euo pipefail
trace=${1:?usage: check.sh TRACE.json [OUT.png]}
out=${2:-${trace%.json}.png}
cache=${NANO_VIEWER_CACHE:-$HOME/.cache/nano-viewer-check}
here=$(cd "$(dirname "$0")" && pwd)
command -v chromium >/dev/null || { echo "check.sh: needs chromium (apt-get install chromium)" >&2; exit 2; }
[ -r "$trace" ] || { echo "check.sh: cannot read $trace" >&2; exit 2; }
if [ ! -d "$cache/node_modules/speedscope" ] || [ ! -d "$cache/node_modules/puppeteer-core" ]; then
  mkdir -p "$cache"
  echo "check.sh: installing speedscope@1.25.0 and puppeteer-core into $cache" >&2
  (cd "$cache" && npm install --silent --no-save speedscope@1.25.0 puppeteer-core >/dev/null)
fi
log=$(mktemp)
trap 'rm -f "$log"' EXIT
NODE_PATH="$cache/node_modules" SPEEDSCOPE_HTML="$cache/node_modules/speedscope/dist/release/index.html" \
  timeout 120 node "$here/load-in-speedscope.js" "$(realpath "$trace")" "$out" >"$log" 2>&1 || true
if grep -q "Importing as Trace Event Format profile" "$log" && grep -q "timeEnd import" "$log" \
   && ! grep -qE "pageerror|ERR |Unrecognized format|Something went wrong" "$log"; then
  grep -o "TEXT:.*" "$log" | head -1
  echo "check.sh: speedscope imported $trace as Trace Event Format; screenshot: $out"
else
  cat "$log" >&2
  echo "check.sh: speedscope did NOT import $trace" >&2
  exit 1
fi
