#!/usr/bin/env bash
# Installs, builds and opens the Claimscope workbench on the bundled hotel conversation with the
# built-in offline judge: no key, no network. Press F5 to run every metric.
#   scripts/run.sh [FILE]     opens FILE (a project or test-case file) instead
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup-debian.sh claimscope   # the workbench only: the tests build when scripts/test.sh runs
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
  echo "No display: start this from a desktop session (or try build/app/cli/claimscope-cli)." >&2
  exit 1
fi
exec build/app/claimscope "$@"
