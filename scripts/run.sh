#!/usr/bin/env bash
# Installs, builds and evaluates the bundled example with the built-in offline judge:
# no key, no network.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup-debian.sh
exec build/app/cli/claimscope-cli evaluate resources/examples/hotel-concierge.json --details "$@"
