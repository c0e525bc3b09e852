#!/usr/bin/env bash
# Installs, builds and runs every test: the QtTest suites (ctest) and the public conformance
# kit against the built CLI (when the shared kit sits beside the repository).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup-debian.sh

ctest --test-dir build --output-on-failure -j"$(nproc)"

kit=../shared/conformance/run.py
if [ -f "$kit" ]; then
  python3 "$kit" --cli build/app/cli/claimscope-cli -j 4
else
  echo "conformance kit not found at $kit: skipped"
fi
