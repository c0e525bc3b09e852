#!/usr/bin/env bash
# Builds the Debian package: installs the build packages, builds, runs CPack and lintian.
# Writes build/package/claimscope_<version>_amd64.deb; install it with
#   sudo apt install ./build/package/claimscope_<version>_amd64.deb
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup-debian.sh
cpack --config build/CPackConfig.cmake -B build/package >/dev/null
deb=$(ls build/package/claimscope_*_amd64.deb)
lintian --fail-on error --suppress-tags-from-file packaging/lintian-accepted.txt "$deb"
echo "$deb"
