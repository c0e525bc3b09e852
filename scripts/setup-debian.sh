#!/usr/bin/env bash
# Installs the Debian 12 packages listed in scripts/debian-packages.txt, configures and builds
# Claimscope in build/, then checks that the build found no CMake package from outside that
# list. Used by run.sh, test.sh and CI. Safe to run again: it only installs what is missing.
#   scripts/setup-debian.sh [TARGET...]   builds only these targets (run.sh: the workbench);
#                                         everything when none is named
set -euo pipefail
cd "$(dirname "$0")/.."

mapfile -t packages < <(sed -e 's/#.*//' -e 's/[[:space:]]//g' -e '/^$/d' scripts/debian-packages.txt)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

# CMakeLists.txt picks ccache up itself; -U drops a launcher an older checkout cached in build/.
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -UCMAKE_CXX_COMPILER_LAUNCHER >/dev/null
python3 scripts/check-build-deps.py --cache build/CMakeCache.txt
cmake --build build -j"$(nproc)" ${1:+--target "$@"}
