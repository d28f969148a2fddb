#!/usr/bin/env bash
# Installs the Debian packages NanoThreads needs, only those missing; silent when none are.
set -euo pipefail

packages=(
  cmake ninja-build make g++
  clang-19 llvm-19-dev libclang-19-dev llvm-19-tools libclang-rt-19-dev
  nlohmann-json3-dev catch2 liburing-dev
  libomp-19-dev libtbb-dev
  python3 python3-jsonschema
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "setup: installing ${missing[*]}"
sudo_cmd=()
[ "$(id -u)" -ne 0 ] && sudo_cmd=(sudo)
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "setup: done"
