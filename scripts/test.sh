#!/usr/bin/env bash
# Installs, builds and runs every test: the QtTest suites (ctest) and the public conformance
# kit against the built CLI (when the shared kit sits beside the repository).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup-debian.sh

# One test per core: two per core took 5 min instead of about 6, but a journey typing into a
# field lost keys on the busier machine.
ctest --test-dir build --output-on-failure -j"$(nproc)"

# Every reader (JSON, JSON Lines, YAML, OpenAI chat, TrustifAI, project file, the labels CSV and
# a batch's output file) fed damaged input under AddressSanitizer + UBSan: 300 inputs per file
# keep it to a few seconds.
cmake --preset asan >/dev/null
cmake --build --preset asan
CLAIMSCOPE_FUZZ_ITERATIONS=300 ctest --preset asan

kit=../shared/conformance/run.py
if [ -f "$kit" ]; then
  fault_log=$(mktemp)
  # Heavy faults first, repair requests garbled too: scores can no longer all come through, but
  # every case must be exact or a clear judge error (exit 3), never a wrong number. The kit
  # itself exits non-zero here and its summary counts those errors as failures: the checker
  # decides, and its verdict is the last line of this part.
  { python3 "$kit" --cli build/app/cli/claimscope-cli -j 4 \
      --judge-args="--fail-rate 0.3 --malformed-rate 0.3 --malformed-kind truncated,prose,wrong-count,bad-value --malformed-repairs --seed 11" \
      || true; } | python3 scripts/check-fault-run.py >"$fault_log" 2>&1 \
    || { cat "$fault_log"; exit 1; }
  tail -n 1 "$fault_log"
  # The cases through a judge that fails 15 % of requests (429/500 with Retry-After) and
  # garbles 15 % of answers: retries and the repair request must give every exact score; the
  # only error accepted is a request that failed all 5 attempts the protocol allows (rare but
  # possible at this rate, as requests interleave differently from run to run).
  { python3 "$kit" --cli build/app/cli/claimscope-cli -j 4 \
      --judge-args="--fail-rate 0.15 --malformed-rate 0.15 --malformed-kind truncated,prose,wrong-count,bad-value --seed 7" \
      || true; } | python3 scripts/check-fault-run.py --exhausted-only 5 >"$fault_log" 2>&1 \
    || { cat "$fault_log"; exit 1; }
  tail -n 1 "$fault_log"
  # Last, the plain run: every public case exact.
  python3 "$kit" --cli build/app/cli/claimscope-cli -j 4
else
  echo "conformance kit not found at $kit: skipped"
fi
