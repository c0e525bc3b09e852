#!/usr/bin/env bash
# Regenerates docs/screenshots/*.png: the main states of the real window at 1280x800, grabbed
# offscreen by the tst_screenshots and tst_resultsscreenshots GUI tests (and the Runs, Summary and
# Agreement tests). Run after scripts/setup-debian.sh has built it.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p docs/screenshots
cmake --build build --target tst_screenshots tst_resultsscreenshots tst_runsdock tst_summary tst_agreementview
for test in tst_screenshots tst_resultsscreenshots tst_runsdock tst_summary tst_agreementview; do
  CLAIMSCOPE_SCREENSHOT_DIR="$PWD/docs/screenshots" QT_QPA_PLATFORM=offscreen LC_ALL=C.UTF-8 "build/tests/$test"
done
ls -1 docs/screenshots
